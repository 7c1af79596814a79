// Candidate boards for tests that hold a technique against a plain statement of its rule: the
// technique fixture boards, thinned copies of them, and random boards of every geometry.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { resolve } from 'node:path';
import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../../../src/engine/geometry.ts';
import { CandidateBoard, tablesOf } from '../../../src/engine/logic/board.ts';

/** Digits of a candidate mask, ascending. */
export function digitsOf(mask: number): number[] {
  return [...Array(17).keys()].filter((d) => d > 0 && mask & (1 << d));
}

/** Every k-combination of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - k; i++) {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i]!, ...rest]);
  }
  return out;
}

/** One line of technique-boards.txt: the technique, the step it finds, its board and more. */
export interface FixtureLine {
  readonly technique: string;
  readonly stepId: string;
  readonly board: CandidateBoard;
  /** The remaining tab-separated fields (solution, expected step). */
  readonly rest: readonly string[];
}

/** The technique fixtures (Sudoku Exchange puzzles, public domain), one entry per line. */
export function fixtureLines(): FixtureLine[] {
  const text = readFileSync(
    resolve(import.meta.dirname, '../../fixtures/technique-boards.txt'),
    'utf8',
  );
  const tables = tablesOf(classicGeometry(9));
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const [technique, stepId, cells, ...rest] = line.split('\t') as [string, string, string];
      const values = new Uint8Array(81);
      const cands = new Uint32Array(81);
      cells.split(',').forEach((token, cell) => {
        if (token.startsWith('=')) values[cell] = Number(token.slice(1));
        else for (const d of token) cands[cell]! |= 1 << Number(d);
      });
      const board = new CandidateBoard(tables, values, cands, values.filter((v) => !v).length);
      return { technique, stepId, board, rest };
    });
}

/** Candidate boards of the technique fixtures. */
export function fixtureBoards(): CandidateBoard[] {
  return fixtureLines().map((f) => f.board);
}

/** A copy with some candidates removed (never a cell's last one), as `drops` picks. */
export function thinned(board: CandidateBoard, drops: [number, number][]): CandidateBoard {
  const out = board.clone();
  for (const [cellPick, digitPick] of drops) {
    const cell = cellPick % out.tables.cellCount;
    const ds = digitsOf(out.cands[cell]!);
    if (ds.length > 1) out.eliminate(cell, ds[digitPick % ds.length]!);
  }
  return out;
}

const JIGSAW = jigsawGeometry(
  '112222333111122333111222333444555666444555666444555666777888999777888999777888999',
);

/** Geometries with extra houses, other sizes and irregular regions. */
export const GEOMETRIES: readonly Geometry[] = [
  classicGeometry(4),
  classicGeometry(6),
  classicGeometry(16),
  sudokuXGeometry(9),
  windokuGeometry(),
  ...(JIGSAW.ok ? [JIGSAW.value] : []),
];

/**
 * A board of a geometry: cells picked by `empty` (cycled) hold the candidates `picks` names
 * (digits wrapped into range), the others a placed digit. Not a real puzzle: the rules of
 * techniques hold on any board, which is what these tests compare.
 */
export function randomBoard(
  geometry: Geometry,
  empty: readonly boolean[],
  picks: readonly number[][],
): CandidateBoard {
  const tables = tablesOf(geometry);
  const { size } = geometry;
  const values = new Uint8Array(tables.cellCount);
  const cands = new Uint32Array(tables.cellCount);
  for (let cell = 0; cell < tables.cellCount; cell++) {
    const pick = picks[cell % picks.length]!;
    if (empty[cell % empty.length] && pick.length) {
      for (const d of pick) cands[cell]! |= 1 << (1 + (d % size));
    } else values[cell] = 1 + (cell % size);
  }
  return new CandidateBoard(tables, values, cands, values.filter((v) => !v).length);
}

/**
 * The three checks of a technique against a plain statement of its rule: `check` compares
 * both on one board (throwing on a difference) and returns 1 when the rule applies there. Run
 * on the technique boards (at least `minHits` of them must apply), on thinned copies, and on
 * random boards of every geometry.
 */
export function agreesWithRule(
  check: (board: CandidateBoard) => number,
  options: { readonly minHits: number; readonly maxDrops?: number },
): void {
  const boards = fixtureBoards();
  it('finds what the plain rule finds on the technique boards', () => {
    const hits = boards.reduce((n, board) => n + check(board), 0);
    expect(hits).toBeGreaterThan(options.minHits);
  });

  it('finds what the plain rule finds once candidates are removed', () => {
    fc.assert(
      fc.property(
        fc.nat(boards.length - 1),
        fc.array(fc.tuple(fc.nat(80), fc.nat(8)), { maxLength: options.maxDrops ?? 60 }),
        (index, drops) => void check(thinned(boards[index]!, drops)),
      ),
      { numRuns: 100 },
    );
  });

  it('finds what the plain rule finds on other sizes, extra houses and jigsaw regions', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GEOMETRIES),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 11 }),
        fc.array(fc.array(fc.nat(15), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 13,
        }),
        (g, empty, picks) => void check(randomBoard(g, empty, picks)),
      ),
      { numRuns: 150 },
    );
  });
}
