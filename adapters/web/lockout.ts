// Counting wrong passwords per key (a client address, a name) in a bounded table that never
// forgets a lock to make room: an entry leaves only once its failures are older than the window.
// When the table is full of live entries, keys it has no room for share one overflow entry, so
// a flood of new addresses locks the newcomers together instead of unlocking anyone.

/** The bounds of one failure counter. */
export interface FailureLimits {
  /** Failures within `windowMs` that lock a key. */
  readonly limit: number;
  readonly windowMs: number;
  /** Keys tracked on their own; more share the overflow entry. */
  readonly maxEntries: number;
}

/** Recent failures per key; a key is locked while it has `limit` of them within the window. */
export class FailureCounter {
  /** Key -> failure times (ascending, at most `limit`); map order is last-failure order. */
  private readonly entries = new Map<string, number[]>();
  /** Failures of keys that found the table full. */
  private overflow: number[] = [];

  constructor(
    private readonly limits: FailureLimits,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is not locked. */
  lockedFor(key: string): number {
    const now = this.now();
    const own = this.entries.get(key);
    // A key without an entry of its own may have been counted in the overflow.
    return Math.max(this.wait(own ?? [], now), own ? 0 : this.wait(this.overflow, now));
  }

  /** Records a failure of `key`. */
  fail(key: string): void {
    const now = this.now();
    const own = this.entries.get(key);
    if (own) this.entries.delete(key);
    else this.sweep(now);
    if (!own && this.entries.size >= this.limits.maxEntries) {
      this.overflow = this.recent([...this.overflow, now], now);
      return;
    }
    // Re-inserting keeps the map ordered by last failure, so expired entries are at the front.
    this.entries.set(key, this.recent([...(own ?? []), now], now));
  }

  /** Keys tracked on their own (for tests and the README's bound). */
  get size(): number {
    return this.entries.size;
  }

  private wait(times: readonly number[], now: number): number {
    const recent = this.recent(times, now);
    return recent.length >= this.limits.limit ? recent[0]! + this.limits.windowMs - now : 0;
  }

  /** The failures still within the window, at most `limit` (the newest). */
  private recent(times: readonly number[], now: number): number[] {
    return times.filter((t) => t > now - this.limits.windowMs).slice(-this.limits.limit);
  }

  /** Drops entries whose last failure has left the window (only those: never a lock). */
  private sweep(now: number): void {
    for (const [key, times] of this.entries) {
      if (times.at(-1)! > now - this.limits.windowMs) break;
      this.entries.delete(key);
    }
  }
}
