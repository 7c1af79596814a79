// The PuzzleSource port: where the core gets puzzles. Implementations hand out puzzles that were
// generated ahead of time (a background worker fills them); only when none is ready (a bot just
// started, a burst of `new`) is one made while the player waits, told so, behind at most the
// job the generator is on.

import type { Level } from '../engine/levels.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from './puzzle.ts';

export interface PuzzleSource {
  /** The daily puzzle of a date key, or undefined while it is still being prepared. */
  daily(date: string): Promise<DailyPuzzle | undefined>;
  /** A puzzle nobody in this deployment has been given yet; undefined while none is ready. */
  fresh(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined>;
  /** True when `fresh` would give a puzzle now (without taking it). */
  hasFresh(level: Level, variant: PlayVariant): Promise<boolean>;
  /** Levels this source can ever give for a variant (small boards never need hard techniques). */
  levelsOf(variant: PlayVariant): readonly Level[];
  /** Asks for a past (or far) daily that `daily` does not have yet to be made soon. */
  requestDaily?(date: string): void;
  /**
   * Makes a daily that `daily` does not have yet now (the generator, behind at most the job it
   * is on), keeps it and resolves to it: `daily N` answers with the board, never "try again".
   */
  makeDaily?(date: string): Promise<DailyPuzzle>;
  /**
   * Makes a fresh puzzle of a level and variant now, when `fresh` has none (the generator,
   * behind at most the job it is on), for `fresh` to give next: `new hard` answers with a board,
   * never "try again"; a puzzle made for a player who stopped waiting is kept for the next ask.
   */
  makeFresh?(level: Level, variant: PlayVariant): Promise<void>;
}
