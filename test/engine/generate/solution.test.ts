import { describe, expect, it } from 'vitest';
import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../../../src/engine/geometry.ts';
import { randomSolution } from '../../../src/engine/generate/solution.ts';
import { findConflicts, puzzleGrid } from '../../../src/engine/grid.ts';
import { seededRandom } from '../../../src/engine/random.ts';

// Standard boxes with r1c3 and r2c4 swapped between box 1 and box 2: irregular regions.
export const JIGSAW_MAP =
  '112222333111122333111222333444555666444555666444555666777888999777888999777888999';

// Swapping r1c3 and r1c4 instead leaves no solution: r1c3 would need r1c4's digit (box-line
// counting over columns 1-3), but they share a row.
const UNSOLVABLE_JIGSAW_MAP =
  '112122333111222333111222333444555666444555666444555666777888999777888999777888999';

function jigsaw(): Geometry {
  const result = jigsawGeometry(JIGSAW_MAP);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const geometries: [string, Geometry][] = [
  ['classic 4x4', classicGeometry(4)],
  ['classic 6x6', classicGeometry(6)],
  ['classic 9x9', classicGeometry(9)],
  ['Sudoku X', sudokuXGeometry(9)],
  ['windoku', windokuGeometry()],
  ['jigsaw', jigsaw()],
  ['classic 16x16', classicGeometry(16)],
];

describe('randomSolution', () => {
  it.each(geometries)('fills a valid %s grid', (_, geometry) => {
    const random = seededRandom('solutions');
    for (let i = 0; i < (geometry.size === 16 || geometry.variant === 'jigsaw' ? 3 : 20); i++) {
      const values = randomSolution(geometry, random)!;
      expect(values.every((d) => d >= 1 && d <= geometry.size)).toBe(true);
      expect(findConflicts(puzzleGrid(geometry, values))).toEqual([]);
    }
  });

  it('gives up (undefined) on a region map without any solution', () => {
    const result = jigsawGeometry(UNSOLVABLE_JIGSAW_MAP);
    if (!result.ok) throw new Error(result.error.message);
    expect(randomSolution(result.value, seededRandom(1))).toBeUndefined();
  });

  it('is a function of the random stream', () => {
    const g = classicGeometry(9);
    expect(randomSolution(g, seededRandom(7))).toEqual(randomSolution(g, seededRandom(7)));
    expect(randomSolution(g, seededRandom(7))).not.toEqual(randomSolution(g, seededRandom(8)));
  });

  it('varies: many draws give many different grids and every digit in r1c1', () => {
    const g = classicGeometry(9);
    const random = seededRandom('variety');
    const grids = new Set<string>();
    const corner = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const values = randomSolution(g, random)!;
      grids.add(values.join(''));
      corner.add(values[0]!);
    }
    expect(grids.size).toBe(60);
    expect(corner.size).toBe(9);
  });
});
