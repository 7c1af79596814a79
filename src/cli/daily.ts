// `sudoku daily [YYYY-MM-DD] [--days N]`: the daily puzzle of a date (today by default) as
// `NUMBER LEVEL PUZZLE RATING DATE`, one line per day; --days pre-generates the coming days.

import { DEVELOPMENT_SALT } from '../config.ts';
import { formatGrid } from '../engine/format.ts';
import { dailyPuzzles, MAX_DAILY_BATCH, type DailyPuzzle } from '../engine/generate/index.ts';
import { dateKeyIn, isValidTimeZone } from '../game/calendar.ts';
import { parseArgs, type CliIo } from './command.ts';

const VALUE_FLAGS = ['days', 'salt', 'launch'];

/** The launch date used when neither --launch nor DAILY_LAUNCH_DATE is given. */
export const DEFAULT_LAUNCH_DATE = '2025-01-01';

/** The output line of one daily: `NUMBER LEVEL PUZZLE RATING DATE`. */
export function dailyLine(daily: DailyPuzzle): string {
  return `${daily.number} ${daily.level} ${formatGrid(daily.puzzle)} ${daily.rating.toFixed(1)} ${daily.date}`;
}

/** Runs `sudoku daily` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.err(`sudoku daily: ${message}`);
    return 2;
  };
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const unknown = [...flags.keys()].find((f) => !VALUE_FLAGS.includes(f));
  if (unknown !== undefined) {
    return fail(
      `unknown option --${unknown}; options: ${VALUE_FLAGS.map((f) => `--${f}`).join(', ')}.`,
    );
  }
  if (positional.length > 1) return fail('give at most one date (YYYY-MM-DD).');
  const value = (name: string): string | undefined => {
    const v = flags.get(name);
    return v === true ? '' : v;
  };
  const zone = process.env.DAILY_TIME_ZONE?.trim() || 'UTC';
  if (!positional[0] && !isValidTimeZone(zone)) {
    return fail(`DAILY_TIME_ZONE '${zone}' is not a time zone name (e.g. Europe/Paris).`);
  }
  const date = positional[0] ?? dateKeyIn(new Date(), zone);
  const daysText = value('days') ?? '1';
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(days >= 1 && days <= MAX_DAILY_BATCH)) {
    return fail(`--days is a whole number from 1 to ${MAX_DAILY_BATCH}.`);
  }
  const salt = value('salt') ?? (process.env.DAILY_SALT?.trim() || DEVELOPMENT_SALT);
  const launchDate =
    value('launch') ?? (process.env.DAILY_LAUNCH_DATE?.trim() || DEFAULT_LAUNCH_DATE);
  const result = dailyPuzzles(date, days, { salt, launchDate });
  if (!result.ok) return fail(result.error.message);
  for (const daily of result.value) io.out(dailyLine(daily));
  return 0;
}
