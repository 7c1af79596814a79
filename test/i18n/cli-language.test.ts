// The `sudoku` command speaks the catalogs: `steps` and `hint` say what the bot says, in the
// language of --lang or of the environment (LC_ALL, LC_MESSAGES, LANG, LANGUAGE), and an
// unknown --lang is refused with the shipped languages listed.

import { describe, expect, it } from 'vitest';
import { hintText as botHintText } from '../../src/bot/hint-words.ts';
import { explainStep, stepWords } from '../../src/bot/step-words.ts';
import { hintText } from '../../src/cli/hint.ts';
import { cliLocale, envLocale } from '../../src/cli/language.ts';
import { stepsLines } from '../../src/cli/steps.ts';
import { hint, HINT_TECHNIQUES, solutionPath } from '../../src/engine/logic/index.ts';
import { SHIPPED_LOCALES } from '../../src/i18n/locales.ts';
import { renderText } from '../../src/i18n/text.ts';
import { gridOf, ratedFixtures } from '../engine/logic/helpers.ts';
import { runSudoku } from './cli-run.ts';
import { COMMANDS } from '../../src/cli.ts';
import { outsideWrappers } from './pseudo-scan.ts';

const run = runSudoku;

const [PUZZLE] = ratedFixtures().find(([, r]) => r === 3.0)!;
// Past singles and subsets: wings, chains and the like, so pattern-words.ts speaks too.
const [HARDER] = ratedFixtures().find(([, r]) => r >= 6.5 && r <= 7.5)!;

describe('the language of the sudoku command', () => {
  it('reads LC_ALL, then LC_MESSAGES, then LANG, with LANGUAGE first unless the locale is C', () => {
    expect(envLocale({})).toBe('en');
    expect(envLocale({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(envLocale({ LANG: 'fr_FR.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' })).toBe('de');
    expect(envLocale({ LANG: 'fr_FR', LC_MESSAGES: 'de_DE', LC_ALL: 'ja_JP.UTF-8' })).toBe('ja');
    expect(envLocale({ LANG: 'pt_PT.UTF-8' })).toBe('pt-BR');
    expect(envLocale({ LANG: 'es_ES@euro' })).toBe('es');
    expect(envLocale({ LANG: 'de_DE.UTF-8', LANGUAGE: 'nl:ja:en' })).toBe('ja');
    expect(envLocale({ LANG: 'C.UTF-8', LANGUAGE: 'fr' })).toBe('en');
    expect(envLocale({ LC_ALL: 'POSIX', LANG: 'fr_FR' })).toBe('en');
    // An empty variable counts as unset; a language the bot lacks reads English.
    expect(envLocale({ LC_ALL: '', LANG: 'es_MX.UTF-8' })).toBe('es');
    expect(envLocale({ LANG: 'nl_NL.UTF-8' })).toBe('en');
  });

  it('takes --lang over the environment, by code or name, and lists the shipped ones for a bad one', () => {
    expect(cliLocale('ja', { LANG: 'fr_FR' })).toEqual({ ok: true, locale: 'ja' });
    expect(cliLocale('pt-br', {})).toEqual({ ok: true, locale: 'pt-BR' });
    expect(cliLocale('Deutsch', {})).toEqual({ ok: true, locale: 'de' });
    expect(cliLocale(undefined, { LANG: 'fr_FR' })).toEqual({ ok: true, locale: 'fr' });
    const bad = cliLocale('klingon', {});
    expect(bad.ok).toBe(false);
    const error = bad.ok ? '' : bad.error;
    expect(error).toContain("'klingon'");
    for (const locale of SHIPPED_LOCALES) expect(error).toContain(locale);
    // `--lang` without a value is refused the same way; said in the environment's language.
    const bare = cliLocale(true, { LANG: 'fr_FR.UTF-8' });
    expect(bare.ok ? '' : bare.error).toMatch(/^Langue inconnue/);
  });
});

describe('sudoku steps and hint through the catalogs', () => {
  it('say each step as the bot does, in the language asked for', () => {
    const grid = gridOf(HARDER);
    const path = solutionPath(grid, { techniques: HINT_TECHNIQUES });
    const w = stepWords(grid.geometry);
    for (const locale of ['en', 'fr', 'ja'] as const) {
      const { lines, status } = stepsLines(HARDER, false, locale);
      expect(status).toBe(0);
      expect(lines).toHaveLength(path.length + 1);
      path.forEach((step, i) =>
        expect(lines[i]).toContain(renderText(explainStep(step, w), locale)),
      );
    }
    expect(stepsLines(PUZZLE, false, 'fr').lines.at(-1)).toBe('Note 3,0 (Moyen).');
    expect(stepsLines(PUZZLE, false, 'de').lines.at(-1)).toBe('Bewertung 3,0 (Mittel).');
  });

  it('leave nothing outside the catalogs (the pseudo-locale wraps every word)', async () => {
    const steps = await run(['steps', HARDER, '--lang', 'en-XA']);
    expect(steps.status).toBe(0);
    const cell = gridOf(HARDER).values.indexOf(0);
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    const hints = await Promise.all([
      run(['hint', HARDER, '--level', '1', '--lang', 'en-XA']),
      run(['hint', HARDER, '--level', '2', '--lang', 'en-XA']),
      run(['hint', HARDER, name, '--lang', 'en-XA']),
      run(['hint', HARDER, 'r10c1', '--lang', 'en-XA']),
      run(['hint', '12', '--lang', 'en-XA']),
    ]);
    const said = [...steps.out, ...hints.flatMap((h) => [...h.out, ...h.err])];
    expect(said.length).toBeGreaterThan(steps.out.length + 4);
    expect(said.map((text) => outsideWrappers(text)).filter(Boolean)).toEqual([]);
  });

  it('take the language from the environment, and --lang over it', async () => {
    const level1 = (locale: 'fr' | 'ja') =>
      renderText(botHintText(unwrap(hint({ grid: gridOf(PUZZLE) }, 1)), gridOf(PUZZLE)), locale);
    const fromEnv = await run(['hint', PUZZLE, '--level', '1'], { LANG: 'fr_FR.UTF-8' });
    expect(fromEnv.out).toEqual([level1('fr')]);
    const flag = await run(['hint', PUZZLE, '--level', '1', '--lang', 'ja'], { LANG: 'fr_FR' });
    expect(flag.out).toEqual([level1('ja')]);
    expect(level1('fr')).not.toBe(level1('ja'));
  });

  it('refuse an unknown --lang with status 2, listing the shipped languages', async () => {
    for (const command of COMMANDS.map((c) => c.name)) {
      const { status, out, err } = await run([command, PUZZLE, '--lang', 'xx']);
      expect(status).toBe(2);
      expect(out).toEqual([]);
      expect(err).toEqual([
        `sudoku ${command}: Unknown language 'xx': the languages shipped are en, fr, de, es, pt-BR and ja. Name one with --lang, e.g. --lang fr.`,
      ]);
    }
  });

  it('say errors in the language too', () => {
    expect(hintText(PUZZLE, 'r0c10', 3, 'fr')).toEqual({
      text: 'erreur : « r0c10 » n’est pas une case : nommez-en une comme r3c5 (lignes et colonnes de 1 à 9).',
      status: 2,
    });
    const given = PUZZLE.search(/[1-9]/);
    const name = `r${Math.floor(given / 9) + 1}c${(given % 9) + 1}`;
    expect(hintText(PUZZLE, name, 3, 'de').text).toMatch(new RegExp(`^Fehler: ${name} `));
    expect(stepsLines('.'.repeat(81), false, 'es').lines[0]).toMatch(/^error: .*más de una/);
  });
});

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`no hint: ${JSON.stringify(result.error)}`);
  return result.value;
}
