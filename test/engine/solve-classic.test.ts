// The classic 9x9 fast path (solveClassic) checked against the generic path and against what a
// solution must be: fixtures, property-generated grids, conflicts, limits and exact counts.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGrid, puzzleTokenOf } from '../../src/engine/format.ts';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { puzzleGrid, type Grid } from '../../src/engine/grid.ts';
import { solveClassic } from '../../src/engine/solve/classic.ts';
import { searchGeneric } from '../../src/engine/solve/generic.ts';
import { countSolutions, solve } from '../../src/engine/solve/index.ts';

const geometry = classicGeometry(9);

/** Fixture pairs from test/fixtures (Sudoku Exchange, public domain): puzzle and solution. */
const fixtures = readFileSync(
  new URL('../fixtures/puzzles-with-solutions.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => puzzleTokenOf(line))
  .map((line) => {
    const [puzzle, solution] = line.trim().split(/\s+/) as [string, string];
    return { puzzle: digits(puzzle), solution: digits(solution) };
  });

function digits(text: string): Uint8Array {
  return Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
}

function gridOf(values: ArrayLike<number>): Grid {
  return puzzleGrid(geometry, values);
}

/** True when out[at..at+80] is a full grid with no repeat in any house that keeps the givens. */
function isSolutionOf(puzzle: ArrayLike<number>, out: Uint8Array, at = 0): boolean {
  const solution = out.subarray(at, at + 81);
  for (let i = 0; i < 81; i++) {
    if (solution[i]! < 1 || solution[i]! > 9) return false;
    if (puzzle[i] !== 0 && puzzle[i] !== solution[i]) return false;
  }
  for (const house of geometry.houses) {
    const seen = new Set(house.cells.map((cell) => solution[cell]));
    if (seen.size !== 9) return false;
  }
  return true;
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

/**
 * Cells of a "deadly rectangle" in a solution: two rows of one band and two columns of different
 * stacks holding a b / b a. With every other cell given, such a grid has exactly two solutions.
 */
function deadlyRectangles(solution: Uint8Array): number[][] {
  const found: number[][] = [];
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9 && Math.floor(r2 / 3) === Math.floor(r1 / 3); r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
          const cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          const [a, b, c, d] = cells.map((cell) => solution[cell]);
          if (a === d && b === c) found.push(cells);
        }
  return found;
}

describe('solveClassic on the fixtures', () => {
  it.each(fixtures.map((f, i) => [i, f] as const))(
    'fixture %i: unique, the known solution',
    (_, f) => {
      const out = new Uint8Array(162);
      expect(solveClassic(f.puzzle, 2, out)).toBe(1);
      expect(same(out.subarray(0, 81), f.solution)).toBe(true);
      expect(solveClassic(f.puzzle, 1, out)).toBe(1);
      expect(same(out.subarray(0, 81), f.solution)).toBe(true);
      // The public face agrees with the generic path.
      const fast = solve(gridOf(f.puzzle));
      const generic = solve(gridOf(f.puzzle), { generic: true });
      expect(fast).toEqual(generic);
    },
  );

  it('solves a full solution grid as itself', () => {
    for (const { solution } of fixtures.slice(0, 5)) {
      const out = new Uint8Array(81);
      expect(solveClassic(solution, 2, out)).toBe(1);
      expect(same(out, solution)).toBe(true);
    }
  });
});

describe('solveClassic against the generic path on generated grids', () => {
  it('agrees on solutions with random cells blanked', () => {
    const out = new Uint8Array(162);
    const seen = [0, 0, 0];
    fc.assert(
      fc.property(
        fc.nat(fixtures.length - 1),
        fc.integer({ min: 20, max: 64 }),
        fc.array(fc.nat(80), { minLength: 64, maxLength: 64 }),
        (which, howMany, cells) => {
          const { solution } = fixtures[which]!;
          const puzzle = solution.slice();
          for (const cell of cells.slice(0, howMany)) puzzle[cell] = 0;
          const count = solveClassic(puzzle, 2, out);
          seen[count]!++;
          const generic = searchGeneric(geometry, puzzle, 2);
          expect(count).toBe(generic.count);
          expect(count).toBeGreaterThanOrEqual(1);
          expect(isSolutionOf(puzzle, out)).toBe(true);
          if (count === 1) expect(same(out.subarray(0, 81), solution)).toBe(true);
          if (count === 2) {
            expect(isSolutionOf(puzzle, out, 81)).toBe(true);
            expect(same(out.subarray(0, 81), out.subarray(81))).toBe(false);
          }
          expect(solve(gridOf(puzzle)).status).toBe(
            solve(gridOf(puzzle), { generic: true }).status,
          );
        },
      ),
      { numRuns: 300, seed: 20240917 },
    );
    // The blanking reaches both unique and multi-solution grids.
    expect(seen[1]).toBeGreaterThan(30);
    expect(seen[2]).toBeGreaterThan(30);
  });

  it('agrees on random placements that may conflict or have no solution', () => {
    const out = new Uint8Array(162);
    const cellValue = fc.oneof(
      { weight: 5, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 9 }) },
    );
    let compared = 0;
    fc.assert(
      fc.property(fc.array(cellValue, { minLength: 81, maxLength: 81 }), (values) => {
        const count = solveClassic(values, 2, out);
        if (count >= 1) expect(isSolutionOf(values, out)).toBe(true);
        if (count === 2) expect(same(out.subarray(0, 81), out.subarray(81))).toBe(false);
        // The generic path may need many nodes to prove a sparse random grid unsolvable.
        const generic = searchGeneric(geometry, values, 2, 20_000);
        if (!generic.complete) return;
        compared++;
        expect(count).toBe(generic.count);
        expect(countSolutions(gridOf(values), 2)).toBe(generic.count);
      }),
      { numRuns: 400, seed: 7 },
    );
    expect(compared).toBeGreaterThan(200);
  });
});

describe('solveClassic edge cases', () => {
  it('returns 0 for conflicting givens in a row, a column or a box', () => {
    const row = new Uint8Array(81);
    row[0] = 5;
    row[8] = 5;
    const column = new Uint8Array(81);
    column[4] = 3;
    column[76] = 3;
    const box = new Uint8Array(81);
    box[30] = 9;
    box[50] = 9;
    for (const values of [row, column, box]) {
      const out = new Uint8Array(162);
      expect(solveClassic(values, 2, out)).toBe(0);
      expect(out.every((d) => d === 0)).toBe(true);
    }
    // A conflict among otherwise complete and correct givens.
    const broken = fixtures[0]!.solution.slice();
    broken[0] = broken[1]!;
    expect(solveClassic(broken, 2)).toBe(0);
  });

  it('returns 0 when a cell has no candidate though no house repeats a digit', () => {
    expect(solveClassic(digits('.12345678' + '9' + '.'.repeat(71)), 2)).toBe(0);
  });

  it('returns 0 for values that are not digits, and for a short array', () => {
    for (const bad of [10, -1, 1.5, Number.NaN]) {
      const values = new Array<number>(81).fill(0);
      values[40] = bad;
      expect(solveClassic(values, 2)).toBe(0);
    }
    expect(solveClassic(new Uint8Array(80), 2)).toBe(0);
  });

  it('stops at the limit on the empty grid, with distinct valid solutions', () => {
    const empty = new Uint8Array(81);
    const out = new Uint8Array(162);
    expect(solveClassic(empty, 1, out)).toBe(1);
    expect(isSolutionOf(empty, out)).toBe(true);
    expect(out.subarray(81).every((d) => d === 0)).toBe(true);
    expect(solveClassic(empty, 2, out)).toBe(2);
    expect(isSolutionOf(empty, out, 0) && isSolutionOf(empty, out, 81)).toBe(true);
    expect(same(out.subarray(0, 81), out.subarray(81))).toBe(false);
    expect(solveClassic(empty, 1000)).toBe(1000);
  });

  it('counts exactly: one deadly rectangle gives 2 solutions, two give what the generic path counts', () => {
    let checked = 0;
    for (const { solution } of fixtures) {
      const rectangles = deadlyRectangles(solution);
      if (rectangles.length === 0) continue;
      const first = rectangles[0]!;
      const one = solution.map((d, i) => (first.includes(i) ? 0 : d));
      expect(solveClassic(one, 10)).toBe(2);
      const out = new Uint8Array(162);
      expect(solveClassic(one, 2, out)).toBe(2);
      expect(isSolutionOf(one, out, 0) && isSolutionOf(one, out, 81)).toBe(true);
      expect(same(out.subarray(0, 81), out.subarray(81))).toBe(false);
      const second = rectangles.find((cells) => cells.every((cell) => !first.includes(cell)));
      if (second) {
        const two = one.map((d, i) => (second.includes(i) ? 0 : d));
        // Disjoint rectangles that share no unit multiply; ones that share a unit may interact,
        // so the generic path decides the exact count.
        expect(solveClassic(two, 10)).toBe(searchGeneric(geometry, two, 10).count);
        expect(solveClassic(two, 10)).toBeGreaterThanOrEqual(4);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('honours the limit and the size of out', () => {
    const { puzzle, solution } = fixtures[1]!;
    expect(solveClassic(puzzle, 1)).toBe(1);
    expect(solveClassic(puzzle, 5)).toBe(1);
    const short = new Uint8Array(81);
    expect(solveClassic(puzzle, 2, short)).toBe(1);
    expect(same(short, solution)).toBe(true);
    const tiny = new Uint8Array(10);
    expect(solveClassic(puzzle, 2, tiny)).toBe(1);
    expect(tiny.every((d) => d === 0)).toBe(true);
    // With room for one solution only, a multi-solution grid still reports 2.
    const empty = new Uint8Array(81);
    expect(solveClassic(empty, 2, short)).toBe(2);
    expect(isSolutionOf(empty, short)).toBe(true);
    // A limit below 1 (or NaN) counts as 1 instead of counting forever.
    expect(solveClassic(empty, 0)).toBe(1);
    expect(solveClassic(empty, Number.NaN)).toBe(1);
  });

  it('keeps no state between calls', () => {
    const out = new Uint8Array(162);
    const contradiction = digits('.12345678' + '9' + '.'.repeat(71));
    for (const { puzzle, solution } of fixtures.slice(0, 10)) {
      expect(solveClassic(contradiction, 2, out)).toBe(0);
      expect(solveClassic(new Uint8Array(81), 2, out)).toBe(2);
      expect(solveClassic(puzzle, 2, out)).toBe(1);
      expect(same(out.subarray(0, 81), solution)).toBe(true);
    }
  });

  it('accepts a plain number array and parsed grids alike', () => {
    const { puzzle, solution } = fixtures[2]!;
    const out = new Uint8Array(81);
    expect(solveClassic(Array.from(puzzle), 1, out)).toBe(1);
    expect(same(out, solution)).toBe(true);
    const parsed = parseGrid(Array.from(puzzle).join(''));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(countSolutions(parsed.value, 2)).toBe(1);
  });
});
