// Shared helpers for logic tests: fixture puzzles with solutions, and a soundness check.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseGrid } from '../../../src/engine/format.ts';
import type { Grid } from '../../../src/engine/grid.ts';
import {
  applyStep,
  CandidateBoard,
  searchContext,
  type Step,
  type Technique,
} from '../../../src/engine/logic/index.ts';
import { nextStep } from '../../../src/engine/logic/path.ts';
import { solve } from '../../../src/engine/solve/index.ts';

const fixtures = resolve(import.meta.dirname, '../../fixtures');

/** A grid from text; throws on bad fixtures. */
export function gridOf(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The unique solution of a grid. */
export function solutionOf(grid: Grid): Uint8Array {
  const result = solve(grid);
  if (result.status !== 'unique') throw new Error(`fixture is not unique: ${result.status}`);
  return result.solution;
}

/** Reference-rated puzzles (Sudoku Exchange, public domain) as [puzzle, rating]. */
export function ratedFixtures(): [string, number][] {
  return readFileSync(resolve(fixtures, 'rated-sample.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .map(([, p, r]) => [p!, Number(r)]);
}

/** Puzzles with solutions (Sudoku Exchange, public domain). */
export function solvedFixtures(): [string, string][] {
  return readFileSync(resolve(fixtures, 'puzzles-with-solutions.txt'), 'utf8')
    .split('\n')
    .filter((l) => /^\d{81} \d{81}/.test(l))
    .map((l) => l.split(' ') as [string, string]);
}

/** The first way a step contradicts a solution, or undefined when it is sound. */
export function unsoundness(step: Step, solution: ArrayLike<number>): string | undefined {
  for (const p of step.placements) {
    if (solution[p.cell] !== p.digit) return `${step.technique} places ${p.digit} in ${p.cell}`;
  }
  for (const e of step.eliminations) {
    if (solution[e.cell] === e.digit) return `${step.technique} removes ${e.digit} from ${e.cell}`;
  }
  return undefined;
}

/** A step a technique finds on a board met along a fixture's rating path. */
export interface PathFind {
  readonly step: Step;
  readonly board: CandidateBoard;
  readonly solution: Uint8Array;
}

/**
 * What `technique` finds on each board state along the rating paths of the rated fixture
 * puzzles that `take` accepts (by reference rating), up to `most` finds.
 */
export function findsOnPaths(
  technique: Technique,
  take: (rating: number) => boolean,
  most = Infinity,
): PathFind[] {
  const out: PathFind[] = [];
  for (const [puzzle, rating] of ratedFixtures()) {
    if (!take(rating) || out.length >= most) continue;
    const grid = gridOf(puzzle);
    const solution = solutionOf(grid);
    const board = CandidateBoard.fromGrid(grid);
    for (let i = 0; i < 200 && board.empty > 0; i++) {
      const step = technique.find(board, searchContext(100_000_000, true));
      if (step) out.push({ step, board: board.clone(), solution });
      const next = nextStep(board, searchContext(100_000_000, true));
      if (next.kind !== 'step') break;
      applyStep(board, next.step);
    }
  }
  return out;
}
