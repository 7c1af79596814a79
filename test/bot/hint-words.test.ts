// Hints said through the catalogs (src/bot/hint-words.ts), the one place hints become words:
// the same from a hint worker's slim answer as from the engine's hint in process (every level,
// board and cell hints, along whole solution paths of rated puzzles), every kind of step in
// every language, and in French and Japanese at each level; the pseudo-locale wraps every word.

import { describe, expect, it } from 'vitest';
import type { Grid } from '../../src/engine/grid.ts';
import {
  applyStep,
  CandidateBoard,
  hint,
  hintForCell,
  HINT_TECHNIQUES,
  solutionPath,
} from '../../src/engine/logic/index.ts';
import type { HintLevel } from '../../src/engine/logic/hints.ts';
import { PSEUDO_LOCALE, SHIPPED_LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/translate.ts';
import { renderText } from '../../src/i18n/text.ts';
import { hintFailureText, hintText } from '../../src/bot/hint-words.ts';
import { explainStep, stepWords, techniqueText } from '../../src/bot/step-words.ts';
import { STEP_NAMES } from '../../src/engine/logic/names.ts';
import { parseGrid } from '../../src/engine/format.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { slimAnswer } from '../../src/work/hint-wire.ts';
import { gridOf, ratedFixtures } from '../engine/logic/helpers.ts';

const LEVELS: readonly HintLevel[] = [1, 2, 3];

/** Words left in plain English in the pseudo-locale: letters outside cell names and commands. */
const unwrapped = (text: string) =>
  text
    .replace(/`[^`]*`/g, '')
    .replace(/\br\d+c\d+\b/g, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

/** The grid after the first `n` steps of its path are placed (placements only). */
function after(grid: Grid, n: number): Grid {
  const board = CandidateBoard.fromGrid(grid);
  for (const step of solutionPath(grid, { techniques: HINT_TECHNIQUES }).slice(0, n)) {
    applyStep(board, step);
  }
  return { ...grid, values: Uint8Array.from(board.values) };
}

/** A hint (or, with `cell`, a cell hint) said in `locale`, as the bot says it. */
function said(grid: Grid, level: HintLevel, locale: Locale, cell?: number): string {
  const found = cell === undefined ? hint({ grid }, level) : hintForCell({ grid }, cell, level);
  if (!found.ok) throw new Error(found.error.message);
  return renderText(hintText(slimAnswer(found.value), grid), locale);
}

// Puzzles across the scale: singles only, subsets and intersections, fish and wings, chains.
const PUZZLES = [1.5, 2.8, 3.4, 4.2, 6.6, 7.3].flatMap((rating) => {
  const found = ratedFixtures().find(([, r]) => Math.abs(r - rating) < 0.15);
  return found ? [found[0]] : [];
});

describe('hint words in English', () => {
  it('are the same from a worker’s answer as in process, board and cell hints, every level', () => {
    let compared = 0;
    for (const puzzle of PUZZLES) {
      const start = gridOf(puzzle);
      const path = solutionPath(start, { techniques: HINT_TECHNIQUES });
      for (const n of [0, 3, Math.floor(path.length / 2), path.length - 2]) {
        const grid = after(start, n);
        const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
        for (const level of LEVELS) {
          const found = hint({ grid }, level);
          if (!found.ok) continue;
          const inProcess = renderText(hintText(found.value, grid), 'en');
          expect(renderText(hintText(slimAnswer(found.value), grid), 'en')).toBe(inProcess);
          compared++;
          for (const cell of [empty[0], empty.at(-1)]) {
            if (cell === undefined) continue;
            const forCell = hintForCell({ grid }, cell, level);
            if (!forCell.ok) continue;
            const answer = slimAnswer(forCell.value);
            expect(renderText(hintText(answer, grid), 'en')).toBe(
              renderText(hintText(forCell.value, grid), 'en'),
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('explain every kind of step in every language, along the paths of rated puzzles', () => {
    // Each kind is said in every language without a missing or broken message, and wrapped.
    const problems: string[] = [];
    translator.setLog((problem, { locale, key }) => problems.push(`${problem} ${locale} ${key}`));
    const kinds = new Set<string>();
    const fixtures = ratedFixtures();
    for (const [puzzle] of fixtures.filter((_, i) => i % 3 === 0)) {
      const grid = gridOf(puzzle);
      const w = stepWords(grid.geometry);
      for (const step of solutionPath(grid, { techniques: HINT_TECHNIQUES })) {
        const said = explainStep(step, w);
        // Each step's English names the cells it places.
        const english = renderText(said, 'en');
        for (const p of step.placements) expect(english).toContain(w.cell(p.cell));
        if (!kinds.has(step.technique)) {
          for (const locale of SHIPPED_LOCALES) renderText(said, locale);
          expect(unwrapped(renderText(said, PSEUDO_LOCALE)), step.technique).toEqual([]);
        }
        kinds.add(step.technique);
      }
    }
    // Past singles and subsets: fish, wings, colouring, uniqueness, chains, ALS.
    const patterns = ['finned-x-wing', 'skyscraper', 'empty-rectangle', 'xy-wing', 'w-wing'];
    const more = ['colour-trap', 'unique-rectangle-4', 'bug-type-2', 'als-xz', 'als-xy-wing'];
    const chains = [
      'x-chain',
      'xy-chain',
      'nice-loop',
      'cell-forcing-chain',
      'aligned-pair-exclusion',
    ];
    for (const kind of [...patterns, ...more, ...chains]) {
      expect([...kinds]).toContain(kind);
    }
    expect(problems).toEqual([]);
  });

  it('say wrong entries, conflicts and ignored notes', () => {
    const grid = gridOf(PUZZLES[0]!);
    const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
    const target = solutionPath(grid)[0]!.placements[0]!;
    let wrongSaid = 0;
    let conflictSaid = 0;
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === target.digit) continue;
      const wrong = { ...grid, values: grid.values.slice() };
      wrong.values[target.cell] = digit;
      for (const level of LEVELS) {
        const found = hint({ grid: wrong }, level);
        if (found.ok) {
          expect(renderText(hintText(slimAnswer(found.value), wrong), 'en')).toMatch(
            new RegExp(`^r\\dc\\d holds ${digit}, which is not the digit that belongs there\\.`),
          );
          wrongSaid++;
        } else {
          expect(found.error.code).toBe('invalid');
          expect(renderText(hintFailureText(found.error, wrong, undefined), 'en')).toBe(
            found.error.message,
          );
          conflictSaid++;
        }
      }
    }
    expect(wrongSaid).toBeGreaterThan(0);
    expect(conflictSaid).toBeGreaterThan(0);
    const notes = new Uint32Array(81);
    notes[empty[0]!] = 0b10; // only a 1: wrong unless the cell is 1
    const found = hint({ grid, notes }, 3);
    if (!found.ok) throw new Error('no hint');
    expect(renderText(hintText(slimAnswer(found.value), grid), 'en')).toMatch(
      /^Careful: your notes in r\dc\d rule out the digit that belongs there; I ignored them\. /,
    );
  });
});

// The README's easy classic: its first step is a hidden single (8 in box 2, at r1c6); r1c4 is
// two steps away.
const EASY = (() => {
  const parsed = parseGrid(
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
})();
const R1C4 = 3;

describe('hint words in French and Japanese', () => {
  it('say a hint at each level', () => {
    expect(LEVELS.map((level) => said(EASY, level, 'fr'))).toEqual([
      'Regardez le bloc 2 : il y a un singleton caché.',
      'Dans le bloc 2, 8 ne peut aller que dans une seule case.',
      'Dans le bloc 2, 8 ne peut aller qu’en r1c6 : toutes les autres cases y sont remplies ou voient déjà un 8. Donc r1c6 vaut 8.',
    ]);
    expect(LEVELS.map((level) => said(EASY, level, 'ja'))).toEqual([
      'ブロック 2を見てください：ヒドゥンシングルがあります。',
      '8 は ブロック 2の 1 マスにしか入りません。',
      'ブロック 2で 8 が入るのは r1c6 だけです：ブロック 2のほかのマスは埋まっているか、すでに 8 が見えています。よって r1c6 は 8 です。',
    ]);
  });

  it('say a cell hint at each level', () => {
    expect(LEVELS.map((level) => said(EASY, level, 'fr', R1C4))).toEqual([
      'r1c4 demande 2 étapes à partir d’ici. Pour commencer, regardez le bloc 2 : il y a un singleton caché.',
      'r1c4 demande 2 étapes à partir d’ici. La première : Dans le bloc 2, 8 ne peut aller qu’en r1c6 : toutes les autres cases y sont remplies ou voient déjà un 8. Donc r1c6 vaut 8.',
      'r1c4 demande 2 étapes à partir d’ici. D’abord : Dans le bloc 2, 8 ne peut aller qu’en r1c6 : toutes les autres cases y sont remplies ou voient déjà un 8. Donc r1c6 vaut 8. Enfin : Dans le bloc 2, 6 ne peut aller qu’en r1c4 : toutes les autres cases y sont remplies ou voient déjà un 6. Donc r1c4 vaut 6.',
    ]);
    expect(said(EASY, 1, 'ja', R1C4)).toBe(
      'r1c4 まではここから 2 手です。まず、ブロック 2を見てください：ヒドゥンシングルがあります。',
    );
    expect(said(EASY, 3, 'ja', R1C4)).toMatch(/^r1c4 まではここから 2 手です。まず：.*最後に：/);
  });

  it('say a pattern at each level (locked candidates, a naked subset, a fish)', () => {
    const seen = new Map<string, string[]>();
    for (const puzzle of PUZZLES.slice(1, 4)) {
      const start = gridOf(puzzle);
      const path = solutionPath(start, { techniques: HINT_TECHNIQUES });
      for (let n = 0; n < path.length; n++) {
        const technique = path[n]!.technique;
        if (seen.has(technique) || !/^(pointing|claiming|naked-pair|x-wing)$/.test(technique)) {
          continue;
        }
        const grid = after(start, n);
        const found = hint({ grid }, 1);
        if (!found.ok || found.value.step?.technique !== technique) continue;
        seen.set(
          technique,
          LEVELS.map((level) => said(grid, level, 'fr')),
        );
      }
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const [technique, [one, two, three]] of seen) {
      const name = renderText(techniqueText(technique), 'fr');
      expect(one, technique).toMatch(/^Regardez .* : il y a /);
      expect(two, technique).toContain(name);
      expect(three, technique).toMatch(/retir/);
      for (const text of [one, two, three]) expect(text).not.toMatch(/\b(the|in|only|can)\b/);
    }
  });
});

describe('technique names', () => {
  it('are each language’s own, the English kept where it has none', () => {
    const names = (id: string) =>
      (['en', 'fr', 'de', 'es', 'pt-BR', 'ja'] as const).map((l) =>
        renderText(techniqueText(id), l),
      );
    expect(names('naked-pair')).toEqual([
      'Naked Pair',
      'Paire nue',
      'Nackter Zwilling',
      'Par desnudo',
      'Par nu',
      'ネイキッドペア',
    ]);
    expect(names('hidden-triple')).toEqual([
      'Hidden Triple',
      'Triplet caché',
      'Versteckter Drilling',
      'Trío oculto',
      'Trio oculto',
      'ヒドゥントリプル',
    ]);
    expect(names('hidden-single-box')[2]).toBe('Versteckter Einer');
    expect(names('x-wing')).toEqual(['X-Wing', 'X-Wing', 'X-Wing', 'X-Wing', 'X-Wing', 'X-Wing']);
    expect(names('swordfish')).toEqual([
      'Swordfish',
      'Swordfish',
      'Schwertfisch',
      'Pez espada',
      'Swordfish',
      'ソードフィッシュ',
    ]);
    expect(names('unique-rectangle-2')).toEqual([
      'Unique Rectangle (type 2)',
      'Rectangle unique (type 2)',
      'Eindeutigkeitsrechteck (Typ 2)',
      'Rectángulo único (tipo 2)',
      'Retângulo único (tipo 2)',
      'ユニークレクタングル（タイプ 2）',
    ]);
  });

  it('come from the catalogs for every technique a hint names', () => {
    const ids = [...HINT_TECHNIQUES.map((t) => t.id), ...Object.keys(STEP_NAMES)].filter(
      (id) => !/-(plus|nested-\d)$/.test(id),
    );
    const outside = ids.filter((id) => 'verbatim' in (techniqueText(id) as object));
    expect(outside).toEqual([]);
  });
});

describe('the pseudo-locale', () => {
  it('wraps every word of a hint at each level, board and cell hints', () => {
    for (const level of LEVELS) {
      for (const text of [
        said(EASY, level, PSEUDO_LOCALE),
        said(EASY, level, PSEUDO_LOCALE, R1C4),
      ]) {
        expect(text.startsWith('[!! ')).toBe(true);
        expect(unwrapped(text)).toEqual([]);
      }
    }
    // A pattern the catalogs explain only briefly in other languages: wrapped too.
    const start = gridOf(PUZZLES.at(-1)!);
    const path = solutionPath(start, { techniques: HINT_TECHNIQUES });
    const hard = path.findIndex((s) => s.chains?.length || s.technique.endsWith('wing'));
    expect(hard).toBeGreaterThanOrEqual(0);
    const grid = after(start, hard);
    for (const level of LEVELS) expect(unwrapped(said(grid, level, PSEUDO_LOCALE))).toEqual([]);
  });
});

describe('command errors', () => {
  it('are said in German, the example commands kept as typed', () => {
    const refused = parseCommand('r3c5 x');
    if (refused.ok) throw new Error('parsed');
    expect(renderText(refused.error.text, 'de')).toBe(
      "'x' ist keine Ziffer: Nimm 1 bis 9 (1 bis 16, oder A bis G für 10 bis 16, auf einem großen Brett), z. B. `r3c5 7`.",
    );
    const unknown = parseCommand('hnit');
    if (unknown.ok) throw new Error('parsed');
    expect(renderText(unknown.error.text, 'de')).toBe(
      "Den Befehl 'hnit' kenne ich nicht. Meintest du `hint`? Tippe `help` für die Liste oder einen Zug wie `r3c5 7`.",
    );
    // English stays as it was.
    expect(unknown.error.message).toBe(
      "I don't know the command 'hnit'. Did you mean `hint`? Type `help` for the list, or a move like `r3c5 7`.",
    );
    expect(renderText(unknown.error.text, 'en')).toBe(unknown.error.message);
  });
});
