// Player statistics and streaks, computed from the rows a store returns. A streak counts daily
// puzzles solved without a reveal, one per calendar day of the deployment's zone.

import { addDays, daysBetween } from './calendar.ts';
import { formatSeconds } from './duration.ts';

export interface Streak {
  /** Consecutive days up to today (or yesterday, while today's daily is still open). */
  readonly current: number;
  readonly best: number;
}

/** Current and best streak from the dates of solved dailies (any order, duplicates allowed). */
export function streakOf(solvedDates: readonly string[], today: string): Streak {
  const days = [...new Set(solvedDates)].filter((d) => d <= today).sort();
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = days.at(-1);
  const alive = last !== undefined && (last === today || last === addDays(today, -1));
  return { current: alive ? run : 0, best };
}

/** Middle value (mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One game a player took part in, with their own share of it. */
export interface PlayerGame {
  readonly gameId: string;
  readonly status: 'playing' | 'solved' | 'revealed';
  /** Date key for a daily, undefined for a free game. */
  readonly dailyDate?: string;
  /** Start to finish, for finished games. */
  readonly elapsedMs?: number;
  readonly mistakes: number;
  readonly hints: number;
}

export interface PlayerStats {
  readonly played: number;
  readonly solved: number;
  readonly revealed: number;
  readonly streak: Streak;
  readonly bestMs?: number;
  readonly medianMs?: number;
  readonly mistakes: number;
  readonly hints: number;
}

/** A player's statistics from their games; the streak from their solved dailies. */
export function playerStats(games: readonly PlayerGame[], today: string): PlayerStats {
  const solved = games.filter((g) => g.status === 'solved');
  const times = solved.flatMap((g) => (g.elapsedMs === undefined ? [] : [g.elapsedMs]));
  const dailyDates = solved.flatMap((g) => (g.dailyDate ? [g.dailyDate] : []));
  const bestMs = times.length ? Math.min(...times) : undefined;
  const medianMs = median(times);
  return {
    played: games.length,
    solved: solved.length,
    revealed: games.filter((g) => g.status === 'revealed').length,
    streak: streakOf(dailyDates, today),
    ...(bestMs === undefined ? {} : { bestMs }),
    ...(medianMs === undefined ? {} : { medianMs }),
    mistakes: games.reduce((n, g) => n + g.mistakes, 0),
    hints: games.reduce((n, g) => n + g.hints, 0),
  };
}

/** `4:07`, `1:02:03`: a duration in milliseconds as players read it (to the nearest second). */
export function formatDuration(ms: number): string {
  return formatSeconds(Math.round(ms / 1000));
}
