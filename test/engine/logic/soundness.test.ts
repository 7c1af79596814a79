import { describe, expect, it } from 'vitest';
import { solutionPath, type Step } from '../../../src/engine/logic/index.ts';
import { gridOf, ratedFixtures, solutionOf, solvedFixtures, unsoundness } from './helpers.ts';

describe('every step of a solution path is sound', () => {
  it('on the puzzles with known solutions', () => {
    for (const [puzzle, solution] of solvedFixtures()) {
      const sol = [...solution].map(Number);
      for (const step of solutionPath(gridOf(puzzle))) {
        expect(unsoundness(step, sol), puzzle).toBeUndefined();
      }
    }
  });

  // The hardest fixtures (forcing chains) take seconds each; the data suites cover them.
  it('on the reference-rated puzzles up to 7.0, and each step changes the board', () => {
    const used = new Set<string>();
    for (const [puzzle] of ratedFixtures().filter(([, r]) => r <= 7.0)) {
      const grid = gridOf(puzzle);
      const solution = solutionOf(grid);
      const steps: Step[] = solutionPath(grid);
      for (const step of steps) {
        expect(unsoundness(step, solution), puzzle).toBeUndefined();
        expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
        used.add(step.technique);
      }
    }
    expect(used.size).toBeGreaterThan(20);
  });
});
