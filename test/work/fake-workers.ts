// A fake clock and fake worker threads for the pool tests: the clock moves only when a test
// advances it, and each worker does what its script says (warm up after a while, never, or
// die; answer a job after a while, never, or die), so every pool state can be reached without
// a real thread or a timing window.

import { EventEmitter } from 'node:events';
import type { PoolWorker, Timers } from '../../src/work/worker-pool.ts';

interface Pending {
  readonly at: number;
  readonly seq: number;
  readonly callback: () => void;
}

/** Timers that fire only when advance() passes their time, in order. */
export class FakeTimers implements Timers {
  private time = 0;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = ++this.seq;
    this.pending.set(handle, { at: this.time + Math.max(0, ms), seq: handle, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Moves the clock forward by `ms`, firing every timer due on the way (and the promises they settle). */
  async advance(ms: number): Promise<void> {
    const until = this.time + ms;
    for (;;) {
      const next = [...this.pending.entries()]
        .sort(([, a], [, b]) => a.at - b.at || a.seq - b.seq)
        .at(0);
      if (!next || next[1].at > until) break;
      this.pending.delete(next[0]);
      this.time = next[1].at;
      next[1].callback();
      await settle();
    }
    this.time = until;
    await settle();
  }

  /** Timers not yet fired. */
  get count(): number {
    return this.pending.size;
  }
}

/** Lets promise callbacks (and queued microtasks) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** How a fake worker starts: warm after `ms`, never, or dies after `ms`. */
export type StartScript = { warmAfter: number } | 'never' | { dieAfter: number } | 'throw';
/**
 * How a fake worker does a job: answers after `ms` (with `answer`'s fields beside the id, when
 * given), never, or dies after `ms`.
 */
export type JobScript =
  | { answerAfter: number; answer?: (request: Record<string, unknown>) => object }
  | 'never'
  | { dieAfter: number };

/** A worker thread that follows scripts on the fake clock. */
export class FakeWorker extends EventEmitter implements PoolWorker {
  /** Messages received, in order (the warm-up first). */
  readonly received: { id: number; [key: string]: unknown }[] = [];
  terminated = false;
  exited = false;
  warmed = false;
  /** Jobs received before the worker had answered its warm-up (the pool must send none). */
  jobsWhileCold = 0;

  constructor(
    private readonly timers: FakeTimers,
    private readonly start: StartScript,
    private readonly jobs: () => JobScript,
  ) {
    super();
  }

  postMessage(message: unknown): void {
    const request = message as { id: number; warmUp?: boolean };
    this.received.push(request);
    if (this.exited) return;
    if (request.warmUp) {
      if (this.start === 'never' || this.start === 'throw') return;
      if ('dieAfter' in this.start) this.later(this.start.dieAfter, () => this.exit(1));
      else
        this.later(this.start.warmAfter, () => {
          this.warmed = true;
          this.emit('message', { id: request.id });
        });
      return;
    }
    if (!this.warmed) this.jobsWhileCold++;
    const script = this.jobs();
    if (script === 'never') return;
    if ('dieAfter' in script) this.later(script.dieAfter, () => this.exit(3));
    else {
      const fields = script.answer?.(request) ?? { done: true };
      this.later(script.answerAfter, () => this.emit('message', { ...fields, id: request.id }));
    }
  }

  terminate(): Promise<number> {
    this.terminated = true;
    queueMicrotask(() => this.exit(1));
    return Promise.resolve(1);
  }

  private later(ms: number, action: () => void): void {
    this.timers.setTimeout(() => {
      if (!this.exited) action();
    }, ms);
  }

  private exit(code: number): void {
    if (this.exited) return;
    this.exited = true;
    this.emit('exit', code);
  }
}

/** A spawn function whose n-th worker starts as `starts(n)` says; every job as `jobs()` says. */
export function fakeSpawner(
  timers: FakeTimers,
  starts: (n: number) => StartScript,
  jobs: () => JobScript = () => ({ answerAfter: 10 }),
): { spawn: () => PoolWorker; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  return {
    workers,
    spawn: () => {
      const script = starts(workers.length);
      if (script === 'throw') throw new Error('no such module');
      const worker = new FakeWorker(timers, script, jobs);
      workers.push(worker);
      return worker;
    },
  };
}

/** A promise's state, read without waiting for it. */
export function track<T>(promise: Promise<T>): {
  readonly state: () => 'pending' | 'fulfilled' | 'rejected';
  readonly value: () => T | undefined;
  readonly error: () => Error | undefined;
} {
  let state: 'pending' | 'fulfilled' | 'rejected' = 'pending';
  let value: T | undefined;
  let error: Error | undefined;
  promise.then(
    (v) => {
      state = 'fulfilled';
      value = v;
    },
    (e: unknown) => {
      state = 'rejected';
      error = e as Error;
    },
  );
  return { state: () => state, value: () => value, error: () => error };
}
