// Difficulty rating: the hardest step on the easiest logical solution path, on the Sudoku
// Explainer scale, and the named level of that rating. Pure and bounded by a work budget.

import type { Grid } from '../grid.ts';
import type { Level } from '../levels.ts';
import { BATCH_FROM, walkPath } from '../logic/path.ts';
import { RATING_WORK } from '../logic/technique.ts';
import { err, ok, type Result } from '../result.ts';
import { levelOfRating } from './levels.ts';

export { LEVEL_BANDS, bandOfLevel, levelOfRating, type LevelBand } from './levels.ts';

/** Rating given to puzzles that logic alone cannot finish: above every logical band. */
export const GUESSING_RATING = 12.0;

export interface Grade {
  /** Sudoku Explainer scale; a lower bound when `stopped`. */
  readonly rating: number;
  readonly level: Level;
  /** Technique id of the hardest step (e.g. `x-wing`), or `guessing`. */
  readonly hardestTechnique: string;
  /** Steps on the path (up to where grading stopped). */
  readonly stepCount: number;
  /**
   * True when the engine's techniques cannot finish the puzzle within the work budget: either
   * nothing applies (`budgetSpent` false) or the chain searches ran out of work.
   */
  readonly needsGuessing: boolean;
  /** True when grading gave up because the work budget ran out (see `GradeOptions.maxWork`). */
  readonly budgetSpent: boolean;
  /**
   * The hardest step on the path before grading ended. Equal to `rating` unless the work
   * budget ran out: then `rating` is 12.0 and this is how far the path got (a search cut short
   * may have taken a harder step than the easiest; a bigger budget rates the puzzle in full).
   */
  readonly reached: number;
  /**
   * True when grading stopped early because the next step would be harder than `stopAbove`:
   * the puzzle is at least `rating` hard.
   */
  readonly stopped: boolean;
}

export const GRADE_ERROR_CODES = [
  'invalid',
  'no-solution',
  'multiple-solutions',
  'too-hard',
] as const;
export type GradeErrorCode = (typeof GRADE_ERROR_CODES)[number];

export interface GradeError {
  readonly code: GradeErrorCode;
  readonly message: string;
}

export interface GradeOptions {
  /** Most steps to take before giving up with `too-hard` (default: enough for any puzzle). */
  readonly maxSteps?: number;
  /**
   * Stop as soon as the path needs a step rated above this and return a grade with
   * `stopped: true` (cheap rejection of candidates that are too hard).
   */
  readonly stopAbove?: number;
  /**
   * Work budget for costly techniques (chains, nested chains); past it, the puzzle is rated as
   * needing guessing with `budgetSpent` set. Default `RATING_WORK` (nested forcing chains
   * included; `DEEP_WORK` for more).
   */
  readonly maxWork?: number;
  /**
   * Merge chain conclusions into one step once the path's hardest step reaches this rating
   * (default BATCH_FROM, 9.5: below it the easiest deduction a step, as Sukaku Explainer
   * rates, or its ties: see `mergeTies`). 0 merges from the start: faster on puzzles rated
   * 7.5-9.2, whose ratings may then come out up to 0.5 low (good enough to screen candidates
   * for a level).
   */
  readonly mergeFrom?: number;
  /**
   * Below `mergeFrom`, take a chain search's conclusions of its easiest rating as one step
   * where they stay the easiest one after another (default true: about 0.6x the CPU on puzzles
   * rated 7.5-9.2; Sukaku Explainer's rating for all but 1 of 782 working-part reference
   * puzzles of 7.0-9.2, as with one deduction a step). False: one deduction a step, as Sukaku
   * Explainer takes them.
   */
  readonly mergeTies?: boolean;
}

/** Rates a puzzle. Never throws for user input; every failure is a coded error. */
export function gradePuzzle(grid: Grid, options: GradeOptions = {}): Result<Grade, GradeError> {
  const path = walkPath(grid, {
    work: options.maxWork ?? RATING_WORK,
    batchFrom: options.mergeFrom ?? BATCH_FROM,
    mergeTies: options.mergeTies ?? true,
    ...(options.maxSteps === undefined ? {} : { maxSteps: options.maxSteps }),
    ...(options.stopAbove === undefined ? {} : { stopAbove: options.stopAbove }),
  });
  const grade = (rating: number, hardest: string, needsGuessing: boolean, stopped: boolean) =>
    ok<Grade>({
      rating,
      level: levelOfRating(rating),
      hardestTechnique: hardest,
      stepCount: path.stepCount,
      needsGuessing,
      budgetSpent: path.outcome === 'work-spent',
      reached: path.outcome === 'work-spent' ? path.rating : rating,
      stopped,
    });
  switch (path.outcome) {
    case 'solved':
      return grade(path.rating, path.hardest, false, false);
    case 'stopped':
      return grade(path.rating, path.hardest, false, true);
    case 'stuck':
    case 'work-spent':
      return grade(GUESSING_RATING, 'guessing', true, false);
    case 'invalid':
      return err({
        code: 'invalid',
        message:
          'This grid breaks the rules: a digit repeats in a row, column or box (or is out of range). Fix the givens and try again.',
      });
    case 'no-solution':
      return err({
        code: 'no-solution',
        message: 'This puzzle has no solution: check the givens for a typo.',
      });
    case 'multiple-solutions':
      return err({
        code: 'multiple-solutions',
        message:
          'This puzzle has more than one solution, so it has no fair rating: it needs more givens.',
      });
    case 'budget':
      return err({
        code: 'too-hard',
        message: 'This puzzle needs more steps than the grader allows.',
      });
  }
}
