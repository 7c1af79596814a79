// Slack retries an event it thinks went unacknowledged (up to three times, with the same
// event_id), and one message can arrive twice under different events (app_mention and message).
// Keys seen recently are remembered, bounded in number and time, so each is handled once.

/** How long a key is remembered (Slack's retries come within minutes). */
export const DEDUP_TTL_MS = 60 * 60_000;
/** Most keys remembered at once (oldest dropped first). */
export const MAX_DEDUP_KEYS = 10_000;

export class Deduplicator {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = DEDUP_TTL_MS,
    private readonly max = MAX_DEDUP_KEYS,
  ) {}

  /** True the first time `key` is offered (within `ttlMs` of then), false afterwards. */
  first(key: string, ttlMs = this.ttlMs): boolean {
    const now = this.now();
    const expiresAt = this.seen.get(key);
    if (expiresAt !== undefined && expiresAt > now) return false;
    this.seen.delete(key);
    this.seen.set(key, now + ttlMs);
    for (const [k, until] of this.seen) {
      if (this.seen.size <= this.max && until > now) break;
      this.seen.delete(k);
    }
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
