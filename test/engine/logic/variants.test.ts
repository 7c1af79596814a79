import { describe, expect, it } from 'vitest';
import { randomSolution } from '../../../src/engine/generate/solution.ts';
import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../../../src/engine/geometry.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import { gradePuzzle } from '../../../src/engine/grade/index.ts';
import { solutionPath } from '../../../src/engine/logic/index.ts';
import { explainEn } from '../../support/said.ts';
import { seededRandom } from '../../../src/engine/random.ts';
import { countSolutions } from '../../../src/engine/solve/index.ts';
import { unsoundness } from './helpers.ts';

/** A unique puzzle dug from a seeded random solution, removing up to `tries` cells. */
function puzzleOf(geometry: Geometry, seed: string, tries: number) {
  const random = seededRandom(seed);
  const solution = randomSolution(geometry, random);
  if (!solution) throw new Error('no solution');
  const values = solution.slice();
  const order = random.shuffle([...values.keys()]).slice(0, tries);
  for (const cell of order) {
    const keep = values[cell]!;
    values[cell] = 0;
    if (countSolutions(puzzleGrid(geometry, values), 2) !== 1) values[cell] = keep;
  }
  return { grid: puzzleGrid(geometry, values), solution };
}

const JIGSAW = jigsawGeometry(
  '111222333' +
    '111222333' +
    '114222333' +
    '144555666' +
    '444555666' +
    '444555666' +
    '777888999' +
    '777888999' +
    '777888999',
);

const CASES: [string, Geometry, number][] = [
  ['4x4', classicGeometry(4), 16],
  ['6x6', classicGeometry(6), 36],
  ['Sudoku X', sudokuXGeometry(9), 50],
  ['Windoku', windokuGeometry(), 50],
  ['16x16', classicGeometry(16), 140],
];
if (JIGSAW.ok) CASES.push(['jigsaw', JIGSAW.value, 50]);

describe('logic on other geometries (houses as data)', () => {
  it('has a valid jigsaw region map to test', () => expect(JIGSAW.ok).toBe(true));

  for (const [name, geometry, tries] of CASES) {
    it(`solves and rates a ${name} puzzle with sound steps`, { timeout: 30_000 }, () => {
      const { grid, solution } = puzzleOf(geometry, `logic-${name}`, tries);
      const steps = solutionPath(grid);
      const empty = grid.values.filter((v) => v === 0).length;
      expect(empty).toBeGreaterThan(0);
      for (const step of steps) {
        expect(unsoundness(step, solution)).toBeUndefined();
        expect(explainEn(step, geometry)).not.toMatch(/undefined|NaN/);
      }
      const grade = gradePuzzle(grid);
      expect(grade.ok).toBe(true);
      if (!grade.ok) return;
      // Either logic finishes (every empty cell placed) or the grade says guessing is needed.
      const placed = steps.reduce((n, s) => n + s.placements.length, 0);
      if (!grade.value.needsGuessing) expect(placed).toBe(empty);
      expect(grade.value.rating).toBeGreaterThanOrEqual(1);
    });
  }

  it('names extra houses in explanations', () => {
    const { grid } = puzzleOf(sudokuXGeometry(9), 'logic-x-names', 50);
    const texts = solutionPath(grid).map((s) => explainEn(s, grid.geometry));
    expect(texts.join(' ')).toMatch(/diagonal|row|column|box/);
  });
});
