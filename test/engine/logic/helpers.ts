// Shared helpers for logic tests: fixture puzzles with solutions, and a soundness check.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseGrid } from '../../../src/engine/format.ts';
import type { Grid } from '../../../src/engine/grid.ts';
import type { Step } from '../../../src/engine/logic/index.ts';
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
