// `sudoku daily [YYYY-MM-DD] [--days N]`: the daily puzzle of a date (today by default) as
// `NUMBER LEVEL PUZZLE RATING DATE`, one line per day (data, as is); --days pre-generates the
// coming days. Errors are said in the language of --lang or the environment.

import { DEVELOPMENT_SALT } from '../config.ts';
import { formatGrid } from '../engine/format.ts';
import { dailyPuzzles, MAX_DAILY_BATCH, type DailyPuzzle } from '../engine/generate/index.ts';
import { dateKeyIn, isValidTimeZone } from '../game/calendar.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import { msg, verbatim } from '../i18n/text.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

const VALUE_FLAGS = ['days', 'salt', 'launch', 'lang'];

/** The launch date used when neither --launch nor DAILY_LAUNCH_DATE is given. */
export const DEFAULT_LAUNCH_DATE = '2025-01-01';

/** The output line of one daily: `NUMBER LEVEL PUZZLE RATING DATE`. */
export function dailyLine(daily: DailyPuzzle): string {
  return `${daily.number} ${daily.level} ${formatGrid(daily.puzzle)} ${daily.rating.toFixed(1)} ${daily.date}`;
}

/** Runs `sudoku daily` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const voice = cliVoice('daily', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const fail = voice.fail;
  const unknown = [...flags.keys()].find((f) => !VALUE_FLAGS.includes(f));
  if (unknown !== undefined) {
    const options = verbatim(VALUE_FLAGS.map((f) => `--${f}`).join(', '));
    return fail(msg('cli.unknown-option', { option: unknown, options }));
  }
  if (positional.length > 1) return fail(msg('cli.daily.one-date'));
  const value = (name: string): string | undefined => {
    const v = flags.get(name);
    return v === true ? '' : v;
  };
  const zone = process.env.DAILY_TIME_ZONE?.trim() || 'UTC';
  if (!positional[0] && !isValidTimeZone(zone)) {
    return fail(msg('cli.daily.time-zone', { zone }));
  }
  const date = positional[0] ?? dateKeyIn(new Date(), zone);
  const daysText = value('days') ?? '1';
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(days >= 1 && days <= MAX_DAILY_BATCH)) {
    return fail(msg('cli.whole-number', { flag: 'days', max: MAX_DAILY_BATCH }));
  }
  const salt = value('salt') ?? (process.env.DAILY_SALT?.trim() || DEVELOPMENT_SALT);
  const launchDate =
    value('launch') ?? (process.env.DAILY_LAUNCH_DATE?.trim() || DEFAULT_LAUNCH_DATE);
  const result = dailyPuzzles(date, days, { salt, launchDate });
  if (!result.ok) {
    const { code, message } = result.error;
    // A date the user typed is said back in their language; the rest is the engine's own word.
    return fail(code === 'bad-date' ? msg('cli.daily.bad-date', { date }) : verbatim(message));
  }
  for (const daily of result.value) io.out(dailyLine(daily));
  return 0;
}
