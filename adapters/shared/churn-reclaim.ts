// Memory back from connection churn. At the connection cap every newcomer evicts a stalled
// connection, and under a flood of slow clients that is hundreds of connections a second. Each
// lives a few hundred milliseconds, long enough for Node's own objects for it (socket, streams,
// the HTTP parser's state: some 3 KB) to outlive a young-generation collection; they then wait in
// V8's old space for a full collection, which V8 puts off until the heap has grown by tens of
// megabytes. A plain Node server with the same cap gathers the same, so it is not the endpoint's
// code; fewer bytes per connection would only slow the growth. So while the cap is evicting,
// this asks V8 for a full collection, at most once every few seconds and only after enough
// evictions: the old space then holds a few seconds of churn instead of the whole attack. The
// request is V8's own memory measurement in its eager mode (vm.measureMemory), which collects
// with incremental marking in tasks on the event loop: short pauses (milliseconds), no process
// flag, no cost at all while no connection is evicted.

import { measureMemory } from 'node:vm';

/** When a reclaim may run. */
export interface ReclaimPolicy {
  /** At most one full collection per this long. */
  readonly minIntervalMs: number;
  /** Evictions since the last one before the next is asked for (a cap's worth of churn). */
  readonly minEvictions: number;
}

/** One full collection at most every 2 s, after 128 evictions (the Slack cap's worth). */
export const DEFAULT_RECLAIM_POLICY: ReclaimPolicy = { minIntervalMs: 2000, minEvictions: 128 };

/**
 * Asks V8 for a full garbage collection, run incrementally in tasks; resolves when it is done
 * (never rejects). Where vm.measureMemory is missing this resolves at once and does nothing.
 */
export function requestFullCollection(): Promise<void> {
  if (typeof measureMemory !== 'function') return Promise.resolve();
  return withoutExperimentalWarning('vm.measureMemory', () =>
    measureMemory({ mode: 'summary', execution: 'eager' }),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Runs `fn` with Node's experimental-feature warning for `feature` kept off stderr: Node 20 marks
 * vm.measureMemory experimental and says so once, synchronously, on the first call; for an
 * operator that line reads as a fault in the bot while it is a deliberate, bounded use. Every
 * other warning passes through.
 */
function withoutExperimentalWarning<T>(feature: string, fn: () => T): T {
  const emit = process.emitWarning;
  const filtered = (warning: string | Error, ...rest: unknown[]): void => {
    const text = typeof warning === 'string' ? warning : warning.message;
    const options = rest[0];
    const type =
      typeof options === 'string' ? options : (options as { type?: string } | undefined)?.type;
    if (type === 'ExperimentalWarning' && text.includes(feature)) return;
    (emit as (...args: unknown[]) => void).call(process, warning, ...rest);
  };
  process.emitWarning = filtered as typeof process.emitWarning;
  try {
    return fn();
  } finally {
    process.emitWarning = emit;
  }
}

/** How a server reclaims: the policy and the collection (tests inject theirs), or `false` for none. */
export type ReclaimOptions = false | { policy?: ReclaimPolicy; collect?: () => Promise<void> };

/** The reclaim `options` ask for (the default policy and a real collection), or none. */
export function reclaimFor(options: ReclaimOptions = {}): ChurnReclaim | undefined {
  return options === false
    ? undefined
    : new ChurnReclaim(options.policy ?? DEFAULT_RECLAIM_POLICY, options.collect);
}

/**
 * Counts evictions and asks for a full collection when the policy allows: never while one is
 * running, never twice within minIntervalMs, never before minEvictions since the last one.
 */
export class ChurnReclaim {
  private evictions = 0;
  private lastAt = -Infinity;
  private running = false;
  private reclaims = 0;

  constructor(
    private readonly policy: ReclaimPolicy = DEFAULT_RECLAIM_POLICY,
    /** Runs one full collection (tests inject one they control). */
    private readonly collect: () => Promise<void> = requestFullCollection,
    /** Milliseconds, monotonic (tests move it). */
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** One connection evicted: asks for a collection if it is time. */
  evicted(): void {
    this.evictions++;
    if (this.running || this.evictions < this.policy.minEvictions) return;
    if (this.now() - this.lastAt < this.policy.minIntervalMs) return;
    this.lastAt = this.now();
    this.evictions = 0;
    this.running = true;
    this.reclaims++;
    void this.collect().finally(() => {
      this.running = false;
    });
  }

  /** Full collections asked for so far. */
  count(): number {
    return this.reclaims;
  }
}
