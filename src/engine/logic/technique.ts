// The shape every technique module exports, and the work budget that keeps costly searches
// (chains, forcing chains) bounded: the engine has no clock, so it counts work instead.

import type { CandidateBoard } from './board.ts';
import type { Step, TechniqueFamily } from './step.ts';

/** Shared state of one search for steps. */
export interface SearchContext {
  /** Work units left; costly techniques subtract what they use and stop at zero. */
  work: number;
  /**
   * Whether the puzzle is known to have exactly one solution. Uniqueness techniques (unique
   * rectangles, BUG+1) only run when this is true; `undefined` means "ask `checkUnique`".
   */
  unique?: boolean;
  /** Called once, lazily, before the first uniqueness technique runs. */
  checkUnique?: () => boolean;
  /**
   * Grading only: a costly technique may return, as one step, every conclusion it found at
   * its easiest rating (fewer searches; the rating of the path is the same). Hints and
   * `sudoku steps` leave this off, so each step there is one deduction.
   */
  batch?: boolean;
  /**
   * Grading only: the hardest rating already on the path. Steps up to it don't change the
   * puzzle's rating, so a batching technique may merge every conclusion up to it.
   */
  free?: number;
  /**
   * Grading below the ratings where `free` applies: batch mode merges only a search's ties (its
   * conclusions at its easiest rating), and only in techniques whose ties stay available one
   * after another.
   */
  tiesOnly?: boolean;
}

/** Ratings that cost the path nothing: `free` when grading (batching), else none. */
export function freeRating(context: SearchContext): number {
  return context.batch ? (context.free ?? 0) : 0;
}

/** A new context with the given work budget. */
export function searchContext(work = DEFAULT_WORK, unique?: boolean): SearchContext {
  return unique === undefined ? { work } : { work, unique };
}

/** Default work budget of one search (about a second of chaining on a slow machine). */
export const DEFAULT_WORK = 40_000_000;

/**
 * Default work budget of a rating (`gradePuzzle`: the CLI, generated puzzles): enough for the
 * nested forcing chains of puzzles Sukaku Explainer rates 9.5 to 11 (the forum's hardest take
 * 0.1-3 s of CPU here), and a bound of a few seconds on puzzles past them.
 */
export const RATING_WORK = 400_000_000;

/**
 * Work budget for rating the hardest puzzles (`sudoku grade --deep`): nested forcing chains
 * (9.5 and up) need far more than `DEFAULT_WORK`, up to about a minute on a slow machine.
 */
export const DEEP_WORK = 1_000_000_000;

/** One technique: finds the first instance of its pattern on a board, or nothing. */
export interface Technique {
  readonly id: string;
  /** Name players read ("Hidden Single", "X-Wing"). */
  readonly name: string;
  readonly family: TechniqueFamily;
  /** Lowest rating a step of this technique has (Sudoku Explainer scale). */
  readonly rating: number;
  find(board: CandidateBoard, context: SearchContext): Step | undefined;
}

/** Rounds a rating to one decimal, as the Sudoku Explainer scale has. */
export function roundRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/** True when uniqueness techniques may run (resolving the lazy check once). */
export function uniquenessAllowed(context: SearchContext): boolean {
  if (context.unique === undefined) context.unique = context.checkUnique?.() ?? false;
  return context.unique;
}

/**
 * Sudoku Explainer's length bonus for chains: +0.1 once a chain's length passes 4, 6, 8, 12,
 * 16, 24, 32, 48, ... (each threshold alternately times 3/2 and 4/3).
 */
export function chainLengthBonus(length: number): number {
  let added = 0;
  let ceil = 4;
  let odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2);
    odd = !odd;
  }
  return added;
}
