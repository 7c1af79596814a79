// Aligned pair and triple exclusion against a plain, slow statement of the rule: every pair or
// triple of base cells in order, every combination of their digits, the first pair or triple
// that eliminates something. The engine's bitset search must find the same step and, for
// triples, spend the same work (the grading path's budget depends on it).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classicGeometry, type Size } from '../../../src/engine/geometry.ts';
import { popcount } from '../../../src/engine/grid.ts';
import { CandidateBoard, tablesOf } from '../../../src/engine/logic/board.ts';
import {
  alignedPairExclusion,
  alignedTripleExclusion,
} from '../../../src/engine/logic/exclusion.ts';
import type { SearchContext } from '../../../src/engine/logic/technique.ts';
import { digitsOf, fixtureBoards, thinned } from './candidate-boards.ts';

interface Found {
  cells: number[];
  excluders: number[];
  eliminations: string[];
}

/** Base cells (two or more candidates) and their peers with a candidate count in `sizes`. */
function basesOf(board: CandidateBoard, sizes: number[], minimum: number): [number, number[]][] {
  const out: [number, number[]][] = [];
  board.cands.forEach((mask, cell) => {
    if (popcount(mask) < 2) return;
    const peers = board.geometry.peers[cell]!.filter((p) =>
      sizes.includes(popcount(board.cands[p]!)),
    );
    if (peers.length >= minimum) out.push([cell, peers]);
  });
  return out;
}

/** The first aligned pair or triple with an elimination, by brute force. */
function reference(
  board: CandidateBoard,
  cellCount: 2 | 3,
  context: SearchContext,
): Found | undefined {
  const bases = basesOf(board, cellCount === 2 ? [2] : [2, 3], cellCount === 2 ? 1 : 2);
  const tuples: [number, number, number][] = [];
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++) {
      if (cellCount === 2) {
        tuples.push([i, j, -1]);
        continue;
      }
      const ab = bases[i]![1].filter((e) => bases[j]![1].includes(e));
      if (ab.length < 2) continue;
      for (let k = j + 1; k < bases.length; k++) tuples.push([i, j, k]);
    }
  for (const [i, j, k] of tuples) {
    if (k >= 0) {
      context.work -= 2;
      if (context.work <= 0) return undefined;
    }
    const cells = (k >= 0 ? [i, j, k] : [i, j]).map((x) => bases[x]![0]);
    const excluders = bases[i]![1].filter((e) =>
      cells.slice(1).every((c) => board.geometry.peers[c]!.includes(e)),
    );
    if (excluders.length < 2) continue;
    const allowed = cells.map(() => 0);
    const choose = (n: number, chosen: number[]): void => {
      if (n === cells.length) {
        const combo = chosen.reduce((m, d) => m | (1 << d), 0);
        if (excluders.some((e) => (board.cands[e]! & ~combo) === 0)) return;
        chosen.forEach((d, x) => (allowed[x]! |= 1 << d));
        return;
      }
      for (const d of digitsOf(board.cands[cells[n]!]!)) {
        if (chosen.some((other, x) => other === d && board.sees(cells[x]!, cells[n]!))) continue;
        choose(n + 1, [...chosen, d]);
      }
    };
    choose(0, []);
    const eliminations = cells.flatMap((cell, x) =>
      digitsOf(board.cands[cell]! & ~allowed[x]!).map((d) => `${cell}-${d}`),
    );
    if (eliminations.length) return { cells, excluders, eliminations };
  }
  return undefined;
}

function engine(
  board: CandidateBoard,
  cellCount: 2 | 3,
  context: SearchContext,
): Found | undefined {
  const technique = cellCount === 2 ? alignedPairExclusion : alignedTripleExclusion;
  const step = technique.find(board, context);
  if (!step) return undefined;
  expect(step.technique).toBe(technique.id);
  return {
    cells: [...step.cells],
    excluders: [...(step.extraCells ?? [])],
    eliminations: step.eliminations.map((e) => `${e.cell}-${e.digit}`),
  };
}

/**
 * A board of the given size whose empty cells (picked by `empty`, cycled; on 16x16 only one
 * cell in three may be empty, to keep the brute force quick) hold up to three digits each.
 */
function randomBoard(
  size: Size,
  empty: boolean[],
  picks: [number, number, number][],
): CandidateBoard {
  const tables = tablesOf(classicGeometry(size));
  const values = new Uint8Array(tables.cellCount);
  const cands = new Uint32Array(tables.cellCount);
  for (let cell = 0; cell < tables.cellCount; cell++) {
    if (empty[cell % empty.length] && (size < 16 || cell % 3 === 0)) {
      for (const d of picks[cell % picks.length]!) cands[cell]! |= 1 << (1 + (d % size));
    } else values[cell] = 1 + (cell % size);
  }
  return new CandidateBoard(tables, values, cands, values.filter((v) => !v).length);
}

function expectSame(board: CandidateBoard, cellCount: 2 | 3, work: number): void {
  const expected = { work };
  const actual = { work };
  expect(engine(board, cellCount, actual)).toEqual(reference(board, cellCount, expected));
  expect(actual.work).toBe(expected.work);
}

const BOARDS = fixtureBoards();

describe('aligned pair and triple exclusion', () => {
  it('find what the plain rule finds on the technique boards', () => {
    let found = 0;
    for (const board of BOARDS) {
      for (const n of [2, 3] as const) {
        expectSame(board, n, 1e9);
        if (engine(board, n, { work: 1e9 })) found++;
      }
    }
    expect(found).toBeGreaterThan(5);
  });

  it('find what the plain rule finds once candidates are removed, within any work budget', () => {
    fc.assert(
      fc.property(
        fc.nat(BOARDS.length - 1),
        fc.array(fc.tuple(fc.nat(80), fc.nat(8)), { maxLength: 25 }),
        fc.oneof(fc.integer({ min: -2, max: 3000 }), fc.constant(1e9)),
        (index, drops, work) => {
          const board = thinned(BOARDS[index]!, drops);
          expectSame(board, 2, work);
          expectSame(board, 3, work);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('find what the plain rule finds on other sizes (bitsets of one and of eight words)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Size>(4, 6, 16),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(15), fc.nat(15), fc.nat(15)), { minLength: 1, maxLength: 40 }),
        (size, empty, picks) => {
          const board = randomBoard(size, empty, picks);
          expectSame(board, 2, 1e9);
          expectSame(board, 3, 1e9);
        },
      ),
      { numRuns: 60 },
    );
  });
});
