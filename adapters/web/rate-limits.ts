// Two small guards of the board's move API: a token bucket per client (a burst of taps is fine,
// a script firing a hundred moves a second is refused without slowing anyone else), and a
// replay window per client (each request carries a sequence number; one seen before, or too old
// to tell, is refused, while requests that overtake each other on the way are still accepted).

/** Moves one client may make in a burst. */
export const MOVE_BURST = 20;
/** Moves per second one client may keep making. */
export const MOVES_PER_SECOND = 8;
/** Buckets kept (one per client seen recently); idle full buckets are forgotten first. */
export const MAX_BUCKETS = 20_000;

/** Token buckets by client key, on an injected clock. */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst = MOVE_BURST,
    private readonly perSecond = MOVES_PER_SECOND,
    private readonly now: () => number = Date.now,
    private readonly maxBuckets = MAX_BUCKETS,
  ) {}

  /** Takes one token for `key`: true when allowed, false when the client must slow down. */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const refilled = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond,
    );
    const allowed = refilled >= 1;
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, at: now });
    if (this.buckets.size > this.maxBuckets) this.forgetOne(now);
    return allowed;
  }

  /** Seconds until `key` may move again (for Retry-After). */
  waitSeconds(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket || bucket.tokens >= 1) return 0;
    return Math.ceil((1 - bucket.tokens) / this.perSecond);
  }

  /** Forgets the least recently used bucket (a full one forgets nothing that matters). */
  private forgetOne(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const full = bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.burst;
      if (full) {
        this.buckets.delete(key);
        return;
      }
    }
    // Every bucket is in use: the oldest goes (its client is refilled in full, no worse).
    this.buckets.delete(this.buckets.keys().next().value!);
  }
}

/** How far behind the newest sequence number a request may arrive and still be accepted. */
export const REPLAY_WINDOW = 64;

/** Per-client sequence numbers: each accepted once, within a window below the newest. */
export class ReplayWindow {
  private newest = -1;
  private readonly seen = new Set<number>();

  /** 'ok' the first time `seq` is seen; 'replayed' or 'too-old' otherwise. */
  accept(seq: number): 'ok' | 'replayed' | 'too-old' {
    if (seq <= this.newest - REPLAY_WINDOW) return 'too-old';
    if (this.seen.has(seq)) return 'replayed';
    this.seen.add(seq);
    if (seq > this.newest) {
      this.newest = seq;
      for (const old of this.seen) if (old <= seq - REPLAY_WINDOW) this.seen.delete(old);
    }
    return 'ok';
  }
}
