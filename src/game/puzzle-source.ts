// The PuzzleSource port: where the core gets puzzles. Implementations hand out puzzles that were
// generated ahead of time (a background worker fills them); nothing is generated while a user
// waits for a reply.

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
}
