// What dayThreadHome found for a Discord thread, kept a short while: every command typed in a
// thread otherwise reads the parent channel's settings (threads on? its zone) and up to two
// daily post records. A thread id names one thread for good, and a day's thread plays as the
// channel's game only on its post's day and the day after, so a found home is kept while the
// thread's day is today or yesterday in the zone it was found with (the day turning over drops
// it), and no longer than the time limit (a `thread off` or zone change in another process shows
// within it; in this one the core forgets everything after such a command).

import { addDays, dateKeyIn } from '../game/calendar.ts';

/** Longest an answer is kept (bounds what a settings change in another process leaves). */
export const DAY_THREAD_HOME_TTL_MS = 60_000;
/** Most threads kept (the oldest entry goes first). */
export const DAY_THREAD_HOME_SIZE = 2000;

/** What was found for one thread: its day's thread (with that post's date) or not one. */
export type FoundHome =
  { readonly home: true; readonly date: string; readonly zone: string } | { readonly home: false };

/** A bounded cache of dayThreadHome's answers per (platform, parent, thread). */
export class DayThreadHomes {
  private readonly entries = new Map<string, { readonly found: FoundHome; readonly at: number }>();

  constructor(
    private readonly ttlMs = DAY_THREAD_HOME_TTL_MS,
    private readonly size = DAY_THREAD_HOME_SIZE,
  ) {}

  /** The kept answer for `key` at `now`, unless it is too old or its day is over. */
  get(key: string, now: Date): FoundHome | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const fresh = now.getTime() - entry.at < this.ttlMs;
    const found = entry.found;
    const today = found.home ? dateKeyIn(now, found.zone) : undefined;
    const sameDays = !found.home || today === found.date || today === addDays(found.date, 1);
    if (fresh && sameDays) return found;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `found` for `key` from `now`, dropping the oldest entry when full. */
  set(key: string, found: FoundHome, now: Date): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { found, at: now.getTime() });
  }

  /** Forgets every answer (a channel's thread or zone setting changed). */
  clear(): void {
    this.entries.clear();
  }

  /** How many answers are kept (tests read it). */
  get kept(): number {
    return this.entries.size;
  }
}
