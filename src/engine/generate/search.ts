// The search for a puzzle of a target level: fresh puzzles (random solution, clue removal,
// minimality repair), each followed by a short climb through neighbours on the same solution
// that keeps whichever neighbour is no farther from the level's band. Every candidate built
// counts as one attempt against the budget, so the work is bounded without a clock.

import type { Geometry } from '../geometry.ts';
import { bandOfLevel, gradePuzzle, GUESSING_RATING } from '../grade/index.ts';
import type { Level } from '../levels.ts';
import { DEFAULT_WORK } from '../logic/technique.ts';
import type { Random } from '../random.ts';
import { removeOrbits, repairMinimality, thinOrbits } from './dig.ts';
import { mutatePuzzle } from './mutate.ts';
import { uniquenessOracle, type UniquenessOracle } from './oracle.ts';
import { solvesWithSingles } from './singles.ts';
import { randomSolution } from './solution.ts';

/** A unique (and, when asked, minimal) puzzle with its rating and distance from the target. */
export interface Candidate {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly oracle: UniquenessOracle;
  readonly rating: number;
  readonly hardestTechnique: string;
  readonly needsGuessing: boolean;
  /** 0 inside the target band; otherwise how far the rating is from it (rating points). */
  readonly distance: number;
}

/**
 * How far clues are removed: `minimal` until no single given can go (strictly minimal);
 * `bounded` while the puzzle stays unique and no harder than the level allows (for easy: while
 * it fills by singles alone, which needs neither solver nor grader). Bounded puzzles keep more
 * givens; they are what Sudoku X and 16x16 need, whose minimal puzzles are all very hard.
 */
export type Thinning = 'minimal' | 'bounded';

export interface SearchPlan {
  readonly geometry: Geometry;
  readonly level: Level;
  readonly orbits: readonly (readonly number[])[];
  readonly thinning: Thinning;
  /** Candidates the search may build (fresh and neighbours) before it gives up. */
  readonly budget: number;
  /** Neighbours in a row without getting closer before the climb restarts from scratch. */
  readonly climbPatience: number;
  /** Rounds of minimality repair one candidate may use. */
  readonly repairRounds: number;
}

export interface SearchOutcome {
  /** The first candidate inside the band, or undefined when the budget ran out. */
  readonly found: Candidate | undefined;
  /** The nearest candidate seen (the found one when there is one). */
  readonly best: Candidate | undefined;
  readonly attempts: number;
  /** True when the geometry has no solution at all (an impossible jigsaw map). */
  readonly unsolvable: boolean;
}

// How far a guessing puzzle counts from the extreme band: a near miss, worse than any
// logically solvable one within 0.5 of 8.0.
const GUESSING_DISTANCE_FOR_EXTREME = 0.5;

/** Runs the search; deterministic for a given random stream. */
export function searchPuzzle(plan: SearchPlan, random: Random): SearchOutcome {
  let attempts = 0;
  let best: Candidate | undefined;
  const consider = (candidate: Candidate | undefined): Candidate | undefined => {
    if (candidate && (!best || candidate.distance < best.distance)) best = candidate;
    return candidate;
  };
  const done = (found: Candidate | undefined, unsolvable = false): SearchOutcome => ({
    found,
    best,
    attempts,
    unsolvable,
  });
  while (attempts < plan.budget) {
    attempts++;
    const solution = randomSolution(plan.geometry, random);
    if (!solution) return done(undefined, true);
    const oracle = uniquenessOracle(plan.geometry, solution);
    const thin = thinner(plan, oracle, random);
    const fresh = solution.slice();
    thin(fresh);
    let current = consider(finish(plan, fresh, oracle, random));
    if (current?.distance === 0) return done(current);
    let stale = 0;
    while (current && stale < plan.climbPatience && attempts < plan.budget) {
      attempts++;
      const neighbour = mutatePuzzle(oracle, current.puzzle, plan.orbits, random, thin);
      const next = consider(neighbour && finish(plan, neighbour, oracle, random));
      if (next?.distance === 0) return done(next);
      if (next && next.distance <= current.distance) {
        stale = next.distance < current.distance ? 0 : stale + 1;
        current = next;
      } else {
        stale++;
      }
    }
  }
  return done(undefined);
}

// The clue-removal rule of the plan, as an in-place operation on a puzzle.
function thinner(
  plan: SearchPlan,
  oracle: UniquenessOracle,
  random: Random,
): (puzzle: Uint8Array) => void {
  const { geometry, orbits } = plan;
  if (plan.thinning === 'minimal') return (puzzle) => removeOrbits(oracle, puzzle, orbits, random);
  const fits =
    plan.level === 'easy'
      ? (puzzle: Uint8Array) => solvesWithSingles(geometry, puzzle)
      : (puzzle: Uint8Array) => oracle.isUnique(puzzle) && withinBand(plan, puzzle);
  return (puzzle) => thinOrbits(puzzle, oracle.solution, orbits, random, fits);
}

/**
 * Work budget of grading a candidate: the search budget, not the rating's (a candidate that
 * needs nested chains is far from every band but extreme, and rated in full only if chosen).
 */
const SCREEN_WORK = DEFAULT_WORK;

/**
 * Whether a thinned candidate stays in the plan's band: screened fast (chain conclusions
 * merged from the start, ratings of 7.5-9.2 up to 0.5 low); `rate` grades the result exactly.
 */
function withinBand(plan: SearchPlan, puzzle: Uint8Array): boolean {
  const band = bandOfLevel(plan.level);
  const graded = gradePuzzle(
    gridOf(plan.geometry, puzzle),
    Number.isFinite(band.max)
      ? { stopAbove: band.max, maxWork: SCREEN_WORK, mergeFrom: 0 }
      : { maxWork: SCREEN_WORK, mergeFrom: 0 },
  );
  return graded.ok && !graded.value.stopped && !graded.value.needsGuessing;
}

function finish(
  plan: SearchPlan,
  puzzle: Uint8Array,
  oracle: UniquenessOracle,
  random: Random,
): Candidate | undefined {
  if (
    plan.thinning === 'minimal' &&
    !repairMinimality(oracle, puzzle, plan.orbits, random, plan.repairRounds)
  ) {
    return undefined;
  }
  return rate(plan, puzzle, oracle);
}

function gridOf(geometry: Geometry, puzzle: Uint8Array) {
  return { geometry, values: puzzle, givens: puzzle.map((d) => (d ? 1 : 0)) };
}

/** Grades a unique puzzle against the plan's band (stopping early once it is too hard). */
function rate(plan: SearchPlan, puzzle: Uint8Array, oracle: UniquenessOracle): Candidate {
  const band = bandOfLevel(plan.level);
  const graded = gradePuzzle(
    gridOf(plan.geometry, puzzle),
    Number.isFinite(band.max)
      ? { stopAbove: band.max, maxWork: SCREEN_WORK }
      : { maxWork: SCREEN_WORK },
  );
  // A grade that fails (work budget) is treated like a puzzle that needs guessing.
  const guessing = !graded.ok || graded.value.needsGuessing;
  const rating = graded.ok ? graded.value.rating : GUESSING_RATING;
  const rounded = Math.round(rating * 10) / 10;
  let distance: number;
  if (guessing) {
    distance = Number.isFinite(band.max)
      ? GUESSING_RATING - band.max
      : GUESSING_DISTANCE_FOR_EXTREME;
  } else if (rounded < band.min) {
    distance = band.min - rounded;
  } else if (rounded > band.max) {
    distance = rounded - band.max;
  } else {
    distance = 0;
  }
  return {
    puzzle,
    solution: oracle.solution,
    oracle,
    rating,
    hardestTechnique: graded.ok ? graded.value.hardestTechnique : 'guessing',
    needsGuessing: guessing,
    distance: Math.round(distance * 10) / 10,
  };
}
