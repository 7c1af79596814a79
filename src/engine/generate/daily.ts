// The daily puzzle: a pure function of the calendar date and the deployment's salt. Everyone
// gets the same puzzle on the same date, on every platform and process. Generation of hard
// levels can take seconds, so the bot pre-generates the coming days (dailyPuzzles) and stores
// them; nothing here runs on a player's request.

import { bandOfLevel } from '../grade/index.ts';
import type { Grid } from '../grid.ts';
import { isLevel, LEVELS, type Level } from '../levels.ts';
import { err, ok, type Result } from '../result.ts';
import { addDays, parseDate, WEEKDAYS, type Weekday } from './calendar.ts';
import { generate, type GeneratedPuzzle } from './generate.ts';

/**
 * Level by weekday: a gentle Monday, technique practice midweek, the week's peak on Saturday
 * (when players have the most time) and a hard but not expert Sunday to end the week.
 */
export const DAILY_SCHEDULE: Readonly<Record<Weekday, Level>> = {
  monday: 'easy',
  tuesday: 'medium',
  wednesday: 'medium',
  thursday: 'hard',
  friday: 'hard',
  saturday: 'expert',
  sunday: 'hard',
};

/** Generation rounds (each with its own seed and the level's default budget) before falling back. */
export const DAILY_ROUNDS = 3;

/** Most days `dailyPuzzles` makes in one call. */
export const MAX_DAILY_BATCH = 62;

/** Longest salt accepted. */
export const MAX_SALT_LENGTH = 200;

export interface DailyOptions {
  /** The deployment's secret: another salt gives other puzzles. */
  readonly salt: string;
  /** The date of daily number 1 (`YYYY-MM-DD`). */
  readonly launchDate: string;
  /** Level per weekday (default DAILY_SCHEDULE). */
  readonly schedule?: Readonly<Record<Weekday, Level>>;
  /**
   * Candidates per generation round (default: the level's default budget). Part of the
   * definition of a daily: changing it may change puzzles that needed a near miss.
   */
  readonly budget?: number;
}

export interface DailyPuzzle {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** 1 on the launch date, counting up. */
  readonly number: number;
  readonly weekday: Weekday;
  /** The level of the puzzle's rating (the scheduled one unless `fallback`). */
  readonly level: Level;
  readonly scheduledLevel: Level;
  readonly puzzle: Grid;
  readonly solution: Uint8Array;
  readonly rating: number;
  readonly hardestTechnique: string;
  /**
   * True when no round found a puzzle of the scheduled level and the nearest miss (closest
   * rating, still unique, minimal and symmetric) is used instead. Deterministic like the rest.
   */
  readonly fallback: boolean;
}

export const DAILY_ERROR_CODES = [
  'bad-date',
  'bad-launch-date',
  'before-launch',
  'bad-salt',
  'bad-schedule',
  'bad-count',
  'bad-budget',
  'generation-failed',
] as const;
export type DailyErrorCode = (typeof DAILY_ERROR_CODES)[number];

export interface DailyError {
  readonly code: DailyErrorCode;
  readonly message: string;
}

/** The daily puzzle of `date` (`YYYY-MM-DD`), or a coded error for bad input. */
export function dailyPuzzle(date: string, options: DailyOptions): Result<DailyPuzzle, DailyError> {
  const day = parseDate(date);
  if (!day.ok) return err({ code: 'bad-date', message: day.error.message });
  const launch = parseDate(options.launchDate);
  if (!launch.ok) {
    return err({ code: 'bad-launch-date', message: `Launch date: ${launch.error.message}` });
  }
  if (day.value.day < launch.value.day) {
    return err({
      code: 'before-launch',
      message: `${day.value.key} is before the launch date ${launch.value.key}: dailies start there.`,
    });
  }
  const problem = checkSalt(options.salt) ?? checkSchedule(options.schedule);
  if (problem) return err(problem);
  const scheduledLevel = (options.schedule ?? DAILY_SCHEDULE)[day.value.weekday];
  const base = {
    date: day.value.key,
    number: day.value.day - launch.value.day + 1,
    weekday: day.value.weekday,
    scheduledLevel,
  };
  let nearest: GeneratedPuzzle | undefined;
  for (let round = 0; round < DAILY_ROUNDS; round++) {
    const result = generate({
      level: scheduledLevel,
      seed: `daily|${options.salt}|${day.value.key}|${round}`,
      ...(options.budget === undefined ? {} : { budget: options.budget }),
    });
    if (!result.ok && result.error.code === 'bad-budget') {
      return err({ code: 'bad-budget', message: result.error.message });
    }
    if (result.ok) return ok({ ...base, ...fromGenerated(result.value), fallback: false });
    const miss = result.error.nearest;
    if (miss && (!nearest || distance(miss, scheduledLevel) < distance(nearest, scheduledLevel))) {
      nearest = miss;
    }
  }
  if (!nearest) {
    return err({
      code: 'generation-failed',
      message: `No puzzle could be generated for ${day.value.key}.`,
    });
  }
  return ok({ ...base, ...fromGenerated(nearest), fallback: true });
}

/** The dailies of `count` consecutive days from `from`, for pre-generation; stops at the first error. */
export function dailyPuzzles(
  from: string,
  count: number,
  options: DailyOptions,
): Result<DailyPuzzle[], DailyError> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_DAILY_BATCH) {
    return err({
      code: 'bad-count',
      message: `Make 1 to ${MAX_DAILY_BATCH} days at a time; got ${String(count)}.`,
    });
  }
  const start = parseDate(from);
  if (!start.ok) return err({ code: 'bad-date', message: start.error.message });
  const out: DailyPuzzle[] = [];
  for (let i = 0; i < count; i++) {
    const daily = dailyPuzzle(addDays(start.value, i).key, options);
    if (!daily.ok) return daily;
    out.push(daily.value);
  }
  return ok(out);
}

function fromGenerated(g: GeneratedPuzzle) {
  return {
    level: g.level,
    puzzle: g.puzzle,
    solution: g.solution,
    rating: g.rating,
    hardestTechnique: g.hardestTechnique,
  };
}

function distance(g: GeneratedPuzzle, level: Level): number {
  const band = bandOfLevel(level);
  return g.rating < band.min ? band.min - g.rating : Math.max(0, g.rating - band.max);
}

function checkSalt(salt: unknown): DailyError | undefined {
  if (typeof salt === 'string' && salt.length >= 1 && salt.length <= MAX_SALT_LENGTH) {
    return undefined;
  }
  return {
    code: 'bad-salt',
    message: `The daily salt must be a text of 1 to ${MAX_SALT_LENGTH} characters (set DAILY_SALT).`,
  };
}

function checkSchedule(schedule: DailyOptions['schedule']): DailyError | undefined {
  if (!schedule) return undefined;
  const bad = WEEKDAYS.find((weekday) => !isLevel(String(schedule[weekday])));
  if (!bad) return undefined;
  return {
    code: 'bad-schedule',
    message: `The schedule gives ${bad} '${String(schedule[bad])}': each weekday needs one of ${LEVELS.join(', ')}.`,
  };
}
