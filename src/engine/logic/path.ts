// The solution path: from a board, repeatedly take the easiest step any technique finds and
// carry it out, until the board is full, nothing applies, or a budget runs out. The grader and
// `sudoku steps` both walk this path.

import type { Grid } from '../grid.ts';
import { findConflicts } from '../grid.ts';
import { countSolutions } from '../solve/index.ts';
import { CandidateBoard } from './board.ts';
import { applyStep, type Step } from './step.ts';
import { DEFAULT_WORK, type SearchContext, type Technique } from './technique.ts';
import { TECHNIQUES } from './techniques.ts';

/**
 * Grading merges each chain search's conclusions (`SearchContext.batch`) once the path's
 * hardest step is rated this or more (the nested forcing chains). Below, the easiest deduction
 * a step, as Sukaku Explainer takes them (with `mergeTies`, a search's ties together): merging
 * up to the path's hardest changes the path, and rated 39 of 1,058 reference puzzles of
 * 7.0-9.2 (bench working part) 0.1-0.5 below it. Past 9.5 only +-0.5 counts, and the nested
 * searches cost enough that fewer of them matter.
 */
export const BATCH_FROM = 9.5;

/** Ratings from this value up come from techniques that assume a unique solution, or later. */
export const UNIQUENESS_RATING = 4.5;

export interface NextStepOptions {
  /** Techniques to try, easiest first (default: all). */
  readonly techniques?: readonly Technique[];
  /**
   * Stop before any technique whose lowest rating is above this: returns `{ above }` instead
   * of searching, since every easier technique has already failed.
   */
  readonly stopAbove?: number;
}

export type NextStep =
  | { readonly kind: 'step'; readonly step: Step }
  | { readonly kind: 'above'; readonly technique: Technique; readonly rating: number }
  | { readonly kind: 'none' }
  | { readonly kind: 'budget' }
  | { readonly kind: 'not-unique' };

const minimaCache = new WeakMap<readonly Technique[], number[]>();

/** For each position, the lowest rating of that technique and every later one. */
function suffixMinima(techniques: readonly Technique[]): number[] {
  let minima = minimaCache.get(techniques);
  if (!minima) {
    minima = new Array<number>(techniques.length);
    let low = Infinity;
    for (let i = techniques.length - 1; i >= 0; i--) {
      low = Math.min(low, techniques[i]!.rating);
      minima[i] = low;
    }
    minimaCache.set(techniques, minima);
  }
  return minima;
}

/** The easiest step on a board, trying techniques in order. */
export function nextStep(
  board: CandidateBoard,
  context: SearchContext,
  options: NextStepOptions = {},
): NextStep {
  const techniques = options.techniques ?? TECHNIQUES;
  const stopAbove = options.stopAbove ?? Infinity;
  const easiestAfter = suffixMinima(techniques);
  for (let i = 0; i < techniques.length; i++) {
    const technique = techniques[i]!;
    // Every technique from here on is rated above the limit: no need to search.
    if (easiestAfter[i]! > stopAbove) return { kind: 'above', technique, rating: technique.rating };
    if (technique.rating >= UNIQUENESS_RATING && context.unique === undefined) {
      context.unique = context.checkUnique?.();
      if (context.unique === false) return { kind: 'not-unique' };
    }
    const step = technique.find(board, context);
    if (step && step.rating > stopAbove) {
      return { kind: 'above', technique, rating: step.rating };
    }
    if (step) return { kind: 'step', step };
    if (context.work <= 0) return { kind: 'budget' };
  }
  return { kind: 'none' };
}

export type PathOutcome =
  | 'solved'
  | 'stopped'
  | 'stuck'
  | 'budget'
  | 'work-spent'
  | 'invalid'
  | 'no-solution'
  | 'multiple-solutions';

export interface PathResult {
  readonly outcome: PathOutcome;
  /** Hardest step rating met (a lower bound when `stopped`). */
  readonly rating: number;
  /** Technique of the hardest step (the technique that would be next when `stopped`). */
  readonly hardest: string;
  readonly stepCount: number;
  /** The steps, when asked for. */
  readonly steps: readonly Step[];
}

export interface PathOptions {
  readonly keepSteps?: boolean;
  readonly maxSteps?: number;
  readonly stopAbove?: number;
  readonly work?: number;
  readonly techniques?: readonly Technique[];
  /**
   * Grading: once the path's hardest step is rated this or more, costly techniques merge the
   * conclusions they find rated up to it into one step (fewer searches). Unset: one deduction
   * a step throughout. Grading uses BATCH_FROM; 0 merges from the start (fastest, for
   * screening: ratings of 7.5-9.2 may come out up to 0.5 low).
   */
  readonly batchFrom?: number;
  /**
   * Grading: below `batchFrom`, a chain search's conclusions at the easiest rating it found
   * (ties only, none harder) make one step, except in Nishio and static multiple forcing
   * chains (see `easiest` in forcing.ts). Sukaku Explainer takes them one at a time, each
   * staying the easiest while the board only loses candidates, so the path nearly always rates
   * the same with far fewer chain searches. Unset: one deduction a step below `batchFrom`.
   */
  readonly mergeTies?: boolean;
}

/** Walks the easiest solution path of a grid. Never throws on user input. */
export function walkPath(grid: Grid, options: PathOptions = {}): PathResult {
  const steps: Step[] = [];
  let rating = 0;
  let hardest = '';
  let stepCount = 0;
  const result = (outcome: PathOutcome): PathResult => ({
    outcome,
    rating,
    hardest,
    stepCount,
    steps,
  });
  if (!gridInRange(grid) || findConflicts(grid).length > 0) return result('invalid');
  let solutions: number | undefined;
  const countOnce = () => (solutions ??= countSolutions(grid, 2));
  const board = CandidateBoard.fromGrid(grid);
  if (board.contradiction()) return result('no-solution');
  const context: SearchContext = {
    work: options.work ?? DEFAULT_WORK,
    checkUnique: () => countOnce() === 1,
  };
  const batchFrom = options.batchFrom ?? Infinity;
  const maxSteps = options.maxSteps ?? board.tables.cellCount * (board.size + 1);
  const stopAbove = options.stopAbove;
  const stepOptions: NextStepOptions = {
    ...(options.techniques ? { techniques: options.techniques } : {}),
    ...(stopAbove === undefined ? {} : { stopAbove }),
  };
  while (board.empty > 0) {
    if (stepCount >= maxSteps) return result('budget');
    if (rating >= batchFrom) {
      context.batch = true;
      context.free = rating;
      context.tiesOnly = false;
    } else if (options.mergeTies) {
      context.batch = true;
      context.free = 0;
      context.tiesOnly = true;
    }
    const next = nextStep(board, context, stepOptions);
    if (next.kind === 'above') {
      rating = Math.max(rating, next.rating);
      hardest = next.technique.id;
      return result('stopped');
    }
    // The work budget ran out inside a search: the rest needs more chaining than allowed.
    if (next.kind === 'budget') return result('work-spent');
    if (next.kind === 'not-unique' || next.kind === 'none') {
      const count = countOnce();
      return result(count === 0 ? 'no-solution' : count > 1 ? 'multiple-solutions' : 'stuck');
    }
    const step = next.step;
    if (step.rating > rating) {
      rating = step.rating;
      hardest = step.technique;
    }
    stepCount++;
    if (options.keepSteps) steps.push(step);
    applyStep(board, step);
    // Singles can't break a board by themselves in a way later steps miss (a stuck board is
    // checked by the solver); steps with eliminations get the full check.
    if (step.eliminations.length && board.contradiction()) {
      // Sound steps only break a board that has no solution.
      return result(countOnce() === 0 ? 'no-solution' : 'stuck');
    }
  }
  return result('solved');
}

/** True when every value is a digit of the grid's size (0 for empty). */
export function gridInRange(grid: Grid): boolean {
  if (grid.values.length !== grid.geometry.cellCount) return false;
  for (const v of grid.values) if (v > grid.geometry.size) return false;
  return true;
}
