// The daily puzzle from the engine's `dailyPuzzle(date, { salt, launchDate })`, adapted to the
// game's DailyPuzzle. Runs inside the puzzle worker only (hard levels take seconds).

import { dailyPuzzle } from '../engine/generate/daily.ts';
import type { DailyPuzzle } from '../game/puzzle.ts';

export interface DailySettings {
  readonly salt: string;
  readonly launchDate: string;
}

/** The daily of `date`; throws when the engine can't make it (the job is retried later). */
export function dailyFromEngine(date: string, settings: DailySettings): DailyPuzzle {
  const result = dailyPuzzle(date, { salt: settings.salt, launchDate: settings.launchDate });
  if (!result.ok) throw new Error(`daily ${date}: ${result.error.message}`);
  const d = result.value;
  return {
    geometry: d.puzzle.geometry,
    givens: d.puzzle.values,
    solution: d.solution,
    level: d.level,
    variant: 'classic',
    rating: d.rating,
    date: d.date,
    number: d.number,
  };
}
