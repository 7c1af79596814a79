import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuMsOf } from '../support/cpu-time.ts';
import { formatValues, parseGrid, puzzleTokenOf } from '../../src/engine/format.ts';
import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../../src/engine/geometry.ts';
import { findConflicts, puzzleGrid, type Grid } from '../../src/engine/grid.ts';
import { countSolutions, solve } from '../../src/engine/solve/index.ts';

const fixtures = readFileSync(
  new URL('../fixtures/puzzles-with-solutions.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter((line) => puzzleTokenOf(line))
  .map((line) => line.trim().split(/\s+/) as [string, string]);

function grid(text: string, geometry?: Geometry): Grid {
  const result = parseGrid(text, geometry ? { geometry } : {});
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function isValidSolution(geometry: Geometry, values: Uint8Array, puzzle: Grid): boolean {
  const full = puzzleGrid(geometry, values);
  return (
    values.every((d) => d >= 1 && d <= geometry.size) &&
    findConflicts(full).length === 0 &&
    puzzle.values.every((d, i) => d === 0 || d === values[i])
  );
}

describe('solve (classic 9x9)', () => {
  it.each(fixtures.map(([p, s], i) => [i, p, s]))(
    'fixture %i matches its known solution',
    (_, p, s) => {
      for (const generic of [false, true]) {
        const result = solve(grid(p), { generic });
        expect(result.status).toBe('unique');
        if (result.status === 'unique')
          expect(formatValues(result.solution, classicGeometry())).toBe(s);
      }
    },
  );

  it('solves the empty grid and reports it as having several solutions', () => {
    const result = solve(grid('.'.repeat(81)));
    expect(result.status).toBe('multiple');
    if (result.status === 'multiple') {
      const [a, b] = result.solutions;
      const empty = grid('.'.repeat(81));
      expect(isValidSolution(classicGeometry(), a, empty)).toBe(true);
      expect(isValidSolution(classicGeometry(), b, empty)).toBe(true);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    }
    expect(countSolutions(grid('.'.repeat(81)), 50)).toBe(50);
  });

  it('finds two distinct solutions when a given is removed from a unique puzzle', () => {
    const [p] = fixtures[0]!;
    // Removing givens until the count exceeds one must be reported as multiple by both paths.
    const values = grid(p).values.slice();
    let count = 1;
    for (let cell = 0; cell < 81 && count === 1; cell++) {
      if (!values[cell]) continue;
      values[cell] = 0;
      count = countSolutions(puzzleGrid(classicGeometry(), values), 2);
    }
    const g = puzzleGrid(classicGeometry(), values);
    expect(solve(g).status).toBe('multiple');
    expect(solve(g, { generic: true }).status).toBe('multiple');
  });

  it('reports duplicate givens as invalid with the conflicts', () => {
    const result = solve(grid('55' + '.'.repeat(79)));
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid') expect(result.conflicts[0]!.digit).toBe(5);
  });

  it('reports a contradictory grid without duplicates as having no solution, quickly', async () => {
    // r1c1 sees 1-8 in its row and 9 in its column: no digit fits, yet no house repeats.
    const text = '.12345678' + '9' + '.'.repeat(71);
    const cpuMs = await cpuMsOf(() => {
      expect(solve(grid(text)).status).toBe('none');
      expect(solve(grid(text), { generic: true }).status).toBe('none');
      expect(countSolutions(grid(text), 2)).toBe(0);
    });
    expect(cpuMs).toBeLessThan(2000);
  });
});

describe('solve (other geometries)', () => {
  it('solves a 4x4 and a 6x6 puzzle', () => {
    const four = grid('1...' + '..2.' + '.3..' + '...4');
    const r4 = solve(four);
    expect(r4.status).not.toBe('none');
    const six = solve(grid('.'.repeat(36)));
    expect(six.status).toBe('multiple');
    if (six.status === 'multiple') {
      expect(isValidSolution(classicGeometry(6), six.solutions[0], grid('.'.repeat(36)))).toBe(
        true,
      );
    }
  });

  it('respects the diagonals of Sudoku X and the windows of Windoku', () => {
    for (const geometry of [sudokuXGeometry(9), windokuGeometry()]) {
      const empty = puzzleGrid(geometry, new Uint8Array(81));
      const result = solve(empty);
      expect(result.status).toBe('multiple');
      if (result.status === 'multiple') {
        expect(isValidSolution(geometry, result.solutions[0], empty)).toBe(true);
      }
    }
  });

  it('fills a 16x16 grid and a jigsaw grid', () => {
    const big = puzzleGrid(classicGeometry(16), new Uint8Array(256));
    const result = solve(big);
    expect(result.status).toBe('multiple');
    if (result.status === 'multiple') {
      expect(isValidSolution(classicGeometry(16), result.solutions[0], big)).toBe(true);
    }
    const jig = jigsawGeometry('1112' + '1222' + '3334' + '3444');
    expect(jig.ok).toBe(true);
    if (!jig.ok) return;
    const j = puzzleGrid(jig.value, new Uint8Array(16));
    const jr = solve(j);
    expect(['multiple', 'unique']).toContain(jr.status);
  });

  it('gives up within a node budget instead of running forever', () => {
    const big = puzzleGrid(classicGeometry(16), new Uint8Array(256));
    expect(solve(big, { maxNodes: 1 }).status).toBe('gave-up');
  });
});
