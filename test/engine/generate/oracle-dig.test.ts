import { describe, expect, it } from 'vitest';
import { classicGeometry, sudokuXGeometry, type Geometry } from '../../../src/engine/geometry.ts';
import { isMinimal, removeOrbits, repairMinimality } from '../../../src/engine/generate/dig.ts';
import { uniquenessOracle } from '../../../src/engine/generate/oracle.ts';
import { randomSolution } from '../../../src/engine/generate/solution.ts';
import { isSymmetric, orbitsOf, SYMMETRIES } from '../../../src/engine/generate/symmetry.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import { seededRandom } from '../../../src/engine/random.ts';
import { countSolutions } from '../../../src/engine/solve/index.ts';

function unique(geometry: Geometry, values: Uint8Array): boolean {
  return countSolutions(puzzleGrid(geometry, values), 2) === 1;
}

describe('uniquenessOracle', () => {
  it('agrees with the exact solver on random subsets of a solution, with and without memory', () => {
    const g = classicGeometry(9);
    const random = seededRandom('oracle');
    const solution = randomSolution(g, random)!;
    const oracle = uniquenessOracle(g, solution);
    let checks = 0;
    for (let i = 0; i < 300; i++) {
      const keep = 22 + random.int(14);
      const cells = random.shuffle(Array.from({ length: 81 }, (_, c) => c)).slice(0, keep);
      const puzzle = new Uint8Array(81);
      for (const c of cells) puzzle[c] = solution[c]!;
      expect(oracle.isUnique(puzzle)).toBe(unique(g, puzzle));
      checks++;
    }
    // Memory answered some checks without a search.
    expect(oracle.solverRuns).toBeLessThan(checks);
  });

  it('names cells where a rival solution differs, all of them empty', () => {
    const g = sudokuXGeometry(9);
    const solution = randomSolution(g, seededRandom(3))!;
    const oracle = uniquenessOracle(g, solution);
    const puzzle = solution.slice();
    for (let c = 0; c < 40; c++) puzzle[c] = 0;
    const telling = oracle.tellingCells(puzzle);
    if (telling !== undefined) {
      expect(telling.length).toBeGreaterThan(1);
      for (const c of telling) expect(puzzle[c]).toBe(0);
    } else {
      expect(unique(g, puzzle)).toBe(true);
    }
    expect(oracle.tellingCells(solution)).toBeUndefined();
  });
});

describe('clue removal', () => {
  it.each(SYMMETRIES)(
    'removeOrbits (%s) leaves a unique puzzle where no orbit can go',
    (symmetry) => {
      const g = classicGeometry(9);
      const random = seededRandom(`dig-${symmetry}`);
      const orbits = orbitsOf(g, symmetry);
      for (let i = 0; i < 4; i++) {
        const solution = randomSolution(g, random)!;
        const puzzle = solution.slice();
        removeOrbits(uniquenessOracle(g, solution), puzzle, orbits, random);
        expect(unique(g, puzzle)).toBe(true);
        expect(isSymmetric(puzzle, g, symmetry)).toBe(true);
        for (const orbit of orbits.filter((o) => puzzle[o[0]!] !== 0)) {
          const fewer = puzzle.slice();
          for (const c of orbit) fewer[c] = 0;
          expect(unique(g, fewer)).toBe(false);
        }
      }
    },
  );

  it('repairMinimality ends strictly minimal and still symmetric when it says so', () => {
    const g = classicGeometry(9);
    const random = seededRandom('repair');
    const orbits = orbitsOf(g, 'rotate180');
    let repaired = 0;
    for (let i = 0; i < 6; i++) {
      const solution = randomSolution(g, random)!;
      const puzzle = solution.slice();
      const oracle = uniquenessOracle(g, solution);
      removeOrbits(oracle, puzzle, orbits, random);
      const ok = repairMinimality(oracle, puzzle, orbits, random, 60);
      expect(unique(g, puzzle)).toBe(true);
      expect(isSymmetric(puzzle, g, 'rotate180')).toBe(true);
      expect(isMinimal(g, puzzle)).toBe(ok);
      if (ok) repaired++;
    }
    expect(repaired).toBeGreaterThanOrEqual(3);
  });
});
