// generate(): a seeded, symmetric, unique (and by default minimal) puzzle at a named level.
// Same options, same puzzle, on every machine: all randomness comes from one seeded stream and
// every loop runs in a fixed order.

import { classicGeometry, type Geometry } from '../geometry.ts';
import { bandOfLevel, gradePuzzle, levelOfRating } from '../grade/index.ts';
import { puzzleGrid, type Grid } from '../grid.ts';
import { isLevel, LEVELS, type Level } from '../levels.ts';
import { seededRandom } from '../random.ts';
import { err, ok, type Result } from '../result.ts';
import { searchPuzzle, type Candidate } from './search.ts';
import { DEFAULT_SYMMETRY, isSymmetry, orbitsOf, SYMMETRIES, type Symmetry } from './symmetry.ts';

export interface GenerateOptions {
  /** Board shape (default classic 9x9); see `geometryOfVariant` for the players' variants. */
  readonly geometry?: Geometry;
  readonly level: Level;
  /** Any whole number or a text of 1 to MAX_SEED_LENGTH characters. */
  readonly seed: string | number;
  /** Clue pattern symmetry (default `rotate180`). */
  readonly symmetry?: Symmetry;
  /**
   * When true (default for classic boards up to 9x9) no single given can be removed without
   * losing uniqueness. When false, orbits of givens are removed only while the puzzle stays
   * within its level (see minimalByDefault). 16x16 puzzles are never minimal: a minimal 16x16
   * needs expert techniques, and proving it minimal takes minutes.
   */
  readonly minimal?: boolean;
  /** Candidate puzzles the search may build before it gives up (default per level). */
  readonly budget?: number;
}

export interface GeneratedPuzzle {
  /** The puzzle: every filled cell is a given. */
  readonly puzzle: Grid;
  readonly solution: Uint8Array;
  /** Sudoku Explainer scale, from the grader. */
  readonly rating: number;
  /** The level of the rating (the requested one, except in a budget-spent near miss). */
  readonly level: Level;
  readonly hardestTechnique: string;
  readonly symmetry: Symmetry;
  readonly minimal: boolean;
  /** Candidates built to find it (its share of the budget). */
  readonly attempts: number;
}

export const GENERATE_ERROR_CODES = [
  'unknown-level',
  'unknown-symmetry',
  'unsupported-level',
  'unsupported-minimal',
  'bad-seed',
  'bad-budget',
  'unsolvable-geometry',
  'budget-spent',
] as const;
export type GenerateErrorCode = (typeof GENERATE_ERROR_CODES)[number];

export interface GenerateError {
  readonly code: GenerateErrorCode;
  /** A sentence that says what is wrong and what is allowed. */
  readonly message: string;
  /** For `budget-spent`: the nearest miss (unique, symmetric, minimal as asked), if any. */
  readonly nearest?: GeneratedPuzzle;
}

/** Longest text seed accepted. */
export const MAX_SEED_LENGTH = 200;

/** Largest budget accepted: enough for the rarest level, small enough to stay bounded. */
export const MAX_BUDGET = 1_000_000;

/**
 * Default budgets in candidates built on 9x9 boards (see defaultBudget for the others). A candidate costs about a millisecond for the fast
 * levels and up to a few hundred for expert and extreme (see bench/generate.bench.ts).
 */
export const DEFAULT_BUDGETS: Readonly<Record<Level, number>> = {
  easy: 200,
  medium: 400,
  hard: 600,
  expert: 2000,
  extreme: 4000,
};

// Neighbours tried without progress before a climb restarts: levels that fresh puzzles hit
// often gain nothing from climbing; rare ones gain most.
const CLIMB_PATIENCE: Readonly<Record<Level, number>> = {
  easy: 0,
  medium: 4,
  hard: 6,
  expert: 12,
  extreme: 24,
};

// Rounds of minimality repair per candidate: enough for most symmetric puzzles (see dig.ts).
const REPAIR_ROUNDS = 40;

/**
 * Whether puzzles are minimal unless asked otherwise: on classic boards up to 9x9, except with
 * quarter-turn symmetry. Extra houses (Sudoku X, windoku, jigsaw) and 16x16 make minimal
 * puzzles very hard (a minimal Sudoku X has about 18 givens and mostly needs forcing chains),
 * and quarter-turn orbits of four cells rarely allow a strictly minimal puzzle (about 1 in 60
 * orbit-minimal ones); those keep the givens their level allows instead.
 */
export function minimalByDefault(
  geometry: Geometry,
  symmetry: Symmetry = DEFAULT_SYMMETRY,
): boolean {
  return geometry.variant === 'classic' && geometry.size <= 9 && symmetry !== 'rotate90';
}

/**
 * The default budget: DEFAULT_BUDGETS, five times that on boards up to 6x6 (whose candidates
 * cost well under a millisecond and whose medium puzzles are rare), four times with minimal
 * quarter-turn puzzles.
 */
export function defaultBudget(
  geometry: Geometry,
  level: Level,
  symmetry: Symmetry,
  minimal: boolean,
): number {
  const small = geometry.size <= 6 ? 5 : 1;
  const quarter = minimal && symmetry === 'rotate90' ? 4 : 1;
  return DEFAULT_BUDGETS[level] * small * quarter;
}

/**
 * Levels a geometry can be generated at. Small boards never need the hardest techniques; 16x16
 * grading is slow beyond singles; extreme puzzles with extra houses mostly need guessing.
 */
export function levelsFor(geometry: Geometry): readonly Level[] {
  switch (geometry.size) {
    case 4:
      return ['easy'];
    case 6:
      return ['easy', 'medium', 'hard'];
    case 16:
      return ['easy'];
    case 9:
      return geometry.variant === 'classic' ? LEVELS : LEVELS.filter((l) => l !== 'extreme');
  }
}

/** A puzzle at the requested level, or a coded error (bad options, or the budget ran out). */
export function generate(options: GenerateOptions): Result<GeneratedPuzzle, GenerateError> {
  const geometry = options.geometry ?? classicGeometry(9);
  const symmetry = options.symmetry ?? DEFAULT_SYMMETRY;
  const minimal = options.minimal ?? minimalByDefault(geometry, symmetry);
  const invalid = checkOptions(options, geometry, symmetry, minimal);
  if (invalid) return err(invalid);
  const { level } = options;
  const budget = options.budget ?? defaultBudget(geometry, level, symmetry, minimal);
  const random = seededRandom(
    `generate|${geometry.id}|${level}|${symmetry}|${minimal ? 'minimal' : 'any'}|${String(options.seed)}`,
  );
  const outcome = searchPuzzle(
    {
      geometry,
      level,
      orbits: orbitsOf(geometry, symmetry),
      thinning: minimal ? 'minimal' : 'bounded',
      budget,
      climbPatience: CLIMB_PATIENCE[level],
      repairRounds: REPAIR_ROUNDS,
    },
    random,
  );
  const describe = (candidate: Candidate): GeneratedPuzzle => ({
    puzzle: puzzleGrid(geometry, candidate.puzzle),
    solution: candidate.solution,
    rating: candidate.rating,
    level: levelOfRating(candidate.rating),
    hardestTechnique: candidate.hardestTechnique,
    symmetry,
    minimal,
    attempts: outcome.attempts,
  });
  if (outcome.found) return ok(describe(outcome.found));
  if (outcome.unsolvable) {
    return err({
      code: 'unsolvable-geometry',
      message: `No grid can fill this board (${geometry.id}): check the region map.`,
    });
  }
  const nearest = outcome.best && regrade(outcome.best, geometry);
  const band = bandOfLevel(level);
  const message = `No ${level} puzzle (rating ${formatBand(band.min, band.max)}) turned up within a budget of ${budget} candidates; try another seed or a larger budget.`;
  return err(
    nearest
      ? { code: 'budget-spent', message, nearest: describe(nearest) }
      : { code: 'budget-spent', message },
  );
}

// The search may stop grading early (a lower bound); a near miss is reported with its full rating.
function regrade(candidate: Candidate, geometry: Geometry): Candidate {
  const graded = gradePuzzle(puzzleGrid(geometry, candidate.puzzle));
  if (!graded.ok) return candidate;
  return {
    ...candidate,
    rating: graded.value.rating,
    hardestTechnique: graded.value.hardestTechnique,
    needsGuessing: graded.value.needsGuessing,
  };
}

function formatBand(min: number, max: number): string {
  return Number.isFinite(max) ? `${min.toFixed(1)}-${max.toFixed(1)}` : `${min.toFixed(1)} and up`;
}

function checkOptions(
  options: GenerateOptions,
  geometry: Geometry,
  symmetry: string,
  minimal: boolean,
): GenerateError | undefined {
  const level: string = options.level;
  if (!isLevel(level)) {
    return {
      code: 'unknown-level',
      message: `Unknown level '${level}': choose one of ${LEVELS.join(', ')}.`,
    };
  }
  const allowed = levelsFor(geometry);
  if (!allowed.includes(level)) {
    return {
      code: 'unsupported-level',
      message: `A ${geometry.size}x${geometry.size} board has no ${level} puzzles: choose ${allowed.join(' or ')}.`,
    };
  }
  if (minimal && geometry.size > 9) {
    return {
      code: 'unsupported-minimal',
      message: `${geometry.size}x${geometry.size} puzzles are not made minimal (a minimal one is far from easy): leave minimal off.`,
    };
  }
  if (!isSymmetry(symmetry)) {
    return {
      code: 'unknown-symmetry',
      message: `Unknown symmetry '${symmetry}': choose one of ${SYMMETRIES.join(', ')}.`,
    };
  }
  const seedProblem = checkSeed(options.seed);
  if (seedProblem) return { code: 'bad-seed', message: seedProblem };
  const budget = options.budget;
  if (budget !== undefined && !(Number.isInteger(budget) && budget >= 1 && budget <= MAX_BUDGET)) {
    return {
      code: 'bad-budget',
      message: `A budget is a whole number of candidates from 1 to ${MAX_BUDGET}; got ${String(budget)}.`,
    };
  }
  return undefined;
}

/** Why a seed is not acceptable, or undefined when it is fine. */
export function checkSeed(seed: unknown): string | undefined {
  if (typeof seed === 'number') {
    return Number.isSafeInteger(seed)
      ? undefined
      : `A numeric seed must be a whole number (got ${String(seed)}); or use a text of 1-${MAX_SEED_LENGTH} characters.`;
  }
  if (typeof seed === 'string' && seed.length >= 1 && seed.length <= MAX_SEED_LENGTH) {
    return undefined;
  }
  return `A seed is a whole number or a text of 1-${MAX_SEED_LENGTH} characters.`;
}
