// Calendar dates as `YYYY-MM-DD` keys, with day arithmetic on the proleptic Gregorian calendar.
// Pure integer arithmetic: no Date objects, no time zones (callers decide which day it is).

import { err, ok, type Result } from '../result.ts';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Earliest and latest years accepted (keys stay four digits and day numbers stay small). */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 9999;

export interface DateError {
  readonly code: 'bad-date';
  readonly message: string;
}

/** A validated calendar date. */
export interface CalendarDate {
  /** The canonical key, e.g. `2025-03-14`. */
  readonly key: string;
  /** Days since 1970-01-01. */
  readonly day: number;
  readonly weekday: Weekday;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a `YYYY-MM-DD` date that exists on the calendar; the error shows the expected form. */
export function parseDate(text: string): Result<CalendarDate, DateError> {
  const trimmed = text.trim();
  const m = DATE_KEY.exec(trimmed);
  if (!m) {
    return fail(
      `'${trimmed.slice(0, 40)}' is not a date: write it as YYYY-MM-DD, e.g. 2025-03-14.`,
    );
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) {
    return fail(`The year must be from ${MIN_YEAR} to ${MAX_YEAR}; got ${year}.`);
  }
  if (month < 1 || month > 12) return fail(`The month must be 01 to 12; got ${m[2]}.`);
  const length = daysInMonth(year, month);
  if (day < 1 || day > length) {
    return fail(`${trimmed} does not exist: that month has days 01 to ${length}.`);
  }
  return ok(dateOfDay(daysFromCivil(year, month, day)));
}

/** The date `count` days after `date` (before, when negative). */
export function addDays(date: CalendarDate, count: number): CalendarDate {
  return dateOfDay(date.day + count);
}

/** The date of a day number (days since 1970-01-01). */
export function dateOfDay(day: number): CalendarDate {
  const [year, month, dom] = civilFromDays(day);
  const key = `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(dom)}`;
  // 1970-01-01 was a Thursday (index 3 from Monday).
  const weekday = WEEKDAYS[(((day + 3) % 7) + 7) % 7]!;
  return { key, day, weekday };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// Howard Hinnant's days_from_civil / civil_from_days (public-domain algorithms, reimplemented).
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [era * 400 + yoe + (month <= 2 ? 1 : 0), month, day];
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function fail(message: string): Result<never, DateError> {
  return err({ code: 'bad-date', message });
}
