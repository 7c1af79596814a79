// Calendar arithmetic in the deployment's reset time zone, with the Intl APIs (no zone tables of
// our own). Dates are keys like `2025-03-14`; they compare correctly as strings.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when `zone` is an IANA time zone name this runtime knows (e.g. `Europe/Paris`). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a zone. */
export interface ZonedTime {
  readonly date: string;
  /** Minutes since local midnight, 0..1439. */
  readonly minuteOfDay: number;
}

/** Date key and minute of day of `instant` as a clock in `zone` shows them. */
export function zonedTime(instant: Date, zone: string): ZonedTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(instant)) parts[p.type] = p.value;
  const hour = Number(parts.hour) % 24;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minuteOfDay: hour * 60 + Number(parts.minute),
  };
}

/** The calendar date (`YYYY-MM-DD`) of `instant` in `zone`. */
export function dateKeyIn(instant: Date, zone: string): string {
  return zonedTime(instant, zone).date;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a well-formed, existing calendar date key. */
export function isDateKey(key: string): boolean {
  const m = DATE_KEY.exec(key);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === key;
}

function keyToUtcMs(key: string): number {
  const m = DATE_KEY.exec(key);
  if (!m) throw new RangeError(`not a date key: ${key}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The date `days` after `key` (negative goes back). */
export function addDays(key: string, days: number): string {
  return new Date(keyToUtcMs(key) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((keyToUtcMs(to) - keyToUtcMs(from)) / 86_400_000);
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Weekday name of a date key. */
export function weekdayName(key: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(keyToUtcMs(key)).getUTCDay()]!;
}

/** `HH:MM` (24-hour) to minutes since midnight, or undefined when malformed. */
export function parseClockTime(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** Minutes since midnight to `HH:MM`. */
export function formatClockTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
