// Every line the `sudoku` command prints to a person goes through the catalogs: each subcommand
// run in French says French, and run in the pseudo-locale leaves no word unwrapped, while the
// data lines (grids, ratings, level tokens) stay as they are in every language.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli.ts';
import { PLAY_VARIANTS, SYMMETRIES } from '../../src/engine/generate/index.ts';
import { LEVELS } from '../../src/engine/levels.ts';
import { THEMES } from '../../src/render/index.ts';
import { ratedFixtures } from '../engine/logic/helpers.ts';
import { runSudoku } from './cli-run.ts';
import { outsideWrappers } from './pseudo-scan.ts';

const [PUZZLE] = ratedFixtures().find(([, r]) => r === 3.0)!;
const CONFLICT = `11${'.'.repeat(79)}`;
const dir = mkdtempSync(join(tmpdir(), 'cli-words-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A path with no letters, so the pseudo-locale scan sees only words.
const MISSING = '404';
const INPUT = join(dir, 'puzzles.txt');
writeFileSync(INPUT, [PUZZLE, '12', CONFLICT, '.'.repeat(81)].join('\n'));

const run = runSudoku;

/** A run of each subcommand that says words: its usage, errors and notes. */
const SPOKEN: readonly (readonly string[])[] = [
  ['help'],
  ['frobnicate'],
  ['solve', INPUT],
  ['solve', MISSING],
  ['grade', INPUT],
  ['grade', MISSING],
  ['steps'],
  ['hint'],
  ['hint', PUZZLE, '--level', '7'],
  ['render'],
  ['render', '12'],
  ['render', PUZZLE, '--theme', 'sepia'],
  ['render', PUZZLE, '--variant', 'hexagon'],
  ['render', PUZZLE, '--hint', '--level', '5'],
  ['render', PUZZLE, '--hint', '--cell', 'r0c0'],
  ['render', CONFLICT, '--solution'],
  ['render', '.'.repeat(81), '--solution'],
  ['read-photo'],
  ['read-photo', MISSING],
  ['generate'],
  ['generate', '--level', 'brutal'],
  ['generate', '--level', 'easy', '--variant', 'hexagon'],
  ['generate', '--level', 'extreme', '--variant', 'mini'],
  ['generate', '--level', 'easy', '--symmetry', 'spiral'],
  ['generate', '--level', 'easy', '--count', '0'],
  ['generate', '--level', 'easy', '--budget', '0'],
  ['generate', '--level', 'easy', '--seed', 'x'.repeat(300)],
  ['generate', '--level', 'easy', '--colour', 'red'],
  ['generate', 'stray'],
  ['daily', '2025-02-30'],
  ['daily', '2025-02-01', '2025-02-02'],
  ['daily', '2025-02-01', '--days', '0'],
  ['daily', '--frequency', 'weekly'],
];

// What the user types may stand as typed: the command and its subcommand, options, and the
// words options take (levels, variants, symmetries, themes).
const TYPED = [
  ...['hexagon', 'brutal', 'frobnicate', 'stray', 'spiral'],
  ...[...LEVELS, ...PLAY_VARIANTS, ...SYMMETRIES, ...THEMES],
].sort((a, b) => b.length - a.length); // longest first: `x` must not cut `hexagon`
function unwrapped(line: string): string {
  const typed = line
    .replace(/^sudoku( [a-z-]+)?: /, '')
    .replace(/--[a-z-]+/g, ' ')
    .replace(/\bx{300}\b/, ' ');
  return outsideWrappers(typed, TYPED);
}

describe('every word of the sudoku command through the catalogs', () => {
  it('leaves no word outside the catalogs in the pseudo-locale, for every subcommand', async () => {
    const findings: string[] = [];
    const commands = new Set<string>();
    for (const args of SPOKEN) {
      const { out, err } = await run([...args, '--lang', 'en-XA']);
      // Data lines are not words: a solved grid stays as is.
      const said = [...err, ...out.filter((l) => !/^[1-9]{81}$/.test(l))];
      expect(said.length, JSON.stringify(args)).toBeGreaterThan(0);
      for (const line of said)
        if (unwrapped(line)) findings.push(`${args[0]}: ${unwrapped(line)} in ${line}`);
      commands.add(args[0]!);
    }
    for (const c of COMMANDS) expect(commands).toContain(c.name);
    expect(findings).toEqual([]);
  });

  it('says each subcommand in French from --lang fr or LANG=fr_FR', async () => {
    const fr = { LANG: 'fr_FR.UTF-8' };
    const help = await run(['help'], fr);
    expect(help.out[0]).toBe('usage :');
    expect(help.out.join('\n')).toContain('sudoku solve [FICHIER] [--count]');
    expect(help.out.join('\n')).toContain('la grille du jour d’une date');
    const unknown = await run(['frobnicate', '--lang', 'fr']);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toEqual(['sudoku: commande inconnue « frobnicate »']);

    const solve = await run(['solve', INPUT], fr);
    expect(solve.out[0]).toMatch(/^[1-9]{81}$/);
    expect(solve.out.slice(1)).toEqual([
      expect.stringMatching(/^erreur : J’ai compté 1 case ;/),
      'erreur : 1 apparaît deux fois dans la ligne 1 (r1c1 et r1c2).',
      'erreur : Cette grille a plusieurs solutions : il manque des chiffres donnés.',
    ]);
    expect((await run(['solve', MISSING], fr)).err).toEqual([
      'sudoku solve: fichier introuvable : 404',
    ]);

    const grade = await run(['grade', INPUT, '--lang', 'fr']);
    expect(grade.out[0]).toBe('3.0 medium');
    expect(grade.out[1]).toMatch(/^erreur : J’ai compté 1 case ;/);

    const steps = await run(['steps'], fr);
    expect(steps.err[0]).toMatch(/^usage : sudoku steps GRILLE .*\(GRILLE : 81 chiffres/);
    expect((await run(['hint', PUZZLE, '--level', '7'], fr)).err).toEqual([
      'sudoku hint: --level doit valoir 1, 2 ou 3.',
    ]);

    expect((await run(['render', PUZZLE, '--theme', 'sepia'], fr)).err).toEqual([
      'sudoku render: --theme prend light ou dark',
    ]);
    const png = join(dir, 'board.png');
    const render = await run(['render', PUZZLE, '--out', png, '--lang', 'fr']);
    expect(render.status).toBe(0);
    expect(render.out[0]).toMatch(/^.*board\.png écrit \(\d+,\d Ko\)$/);
    expect(render.out[1]).not.toMatch(/Sudoku board|cells filled/);

    expect((await run(['read-photo', MISSING], fr)).out).toEqual([
      '404 erreur : fichier introuvable',
    ]);
    expect((await run(['read-photo'], fr)).err).toEqual(['usage : sudoku read-photo IMAGE...']);

    expect((await run(['generate', '--level', 'brutal'], fr)).err).toEqual([
      'sudoku generate: niveau inconnu « brutal » : choisissez easy, medium, hard, expert ou extreme.',
    ]);
    expect((await run(['daily', '2025-02-01', '--days', '0'], fr)).err).toEqual([
      'sudoku daily: --days est un nombre entier de 1 à 62.',
    ]);
  });

  it('keeps the data lines as they are in every language', async () => {
    for (const args of [
      ['solve', INPUT],
      ['grade', INPUT, '--technique'],
      ['generate', '--level', 'easy', '--seed', 'words'],
      ['daily', '2025-01-06', '--salt', 'words'],
    ]) {
      const en = await run(args);
      const ja = await run([...args, '--lang', 'ja']);
      const data = (lines: string[]) => lines.filter((l) => !/^(error|エラー)/.test(l));
      expect(data(en.out).length, args.join(' ')).toBeGreaterThan(0);
      expect(data(ja.out)).toEqual(data(en.out));
    }
  });
});
