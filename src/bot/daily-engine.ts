// The daily puzzle from the engine's `dailyPuzzle(date, { salt, launchDate })` (src/engine/
// generate), adapted to the game's DailyPuzzle. Runs inside the puzzle worker only.

import type { DailyPuzzle } from '../game/puzzle.ts';

export interface DailySettings {
  readonly salt: string;
  readonly launchDate: string;
}

/** The daily of `date`; throws when the engine can't make it (the job is retried later). */
export async function dailyFromEngine(date: string, settings: DailySettings): Promise<DailyPuzzle> {
  void date;
  void settings;
  throw new Error('the daily generator (src/engine/generate dailyPuzzle) is not available yet');
}
