// A pool of worker threads that never hangs a caller and never switches itself off. Both the
// picture pool (src/render/render-pool.ts) and the photo reader (src/vision/photo-reader.ts)
// run on it.
// - A worker is given jobs only once it is warm: it has answered its warm-up message (loaded
//   its libraries, drawn or read a first one). Start-up has its own generous limit; a worker
//   that fails to start, or dies, is replaced at once, or after a growing pause while starts
//   keep failing. Jobs meanwhile wait; nothing is refused for a period.
// - A job's work limit runs from the moment a warm worker starts it: neither a worker's
//   start-up nor the time in line counts. Past it the worker is stopped (whatever it is stuck
//   in), the job fails, and a replacement starts and warms at once.
// - Every job in line has its own wait bound (see job-queue.ts), so each settles by
//   wait bound + work limit whatever state the workers are in; close() settles all of them.
// The pool knows nothing of what the messages mean: answers are matched by `id` only.

import {
  JobQueue,
  realTimers,
  WorkError,
  type Priority,
  type QueueStatus,
  type Timers,
} from './job-queue.ts';
import type { PoolWorker } from './pool-worker.ts';

export {
  WorkError,
  type Priority,
  type QueueStatus,
  type Timers,
  type WorkErrorCode,
} from './job-queue.ts';
export { spawnThread, type PoolWorker } from './pool-worker.ts';

/** A message for a worker and the buffers moved with it. */
export interface Outgoing {
  readonly message: unknown;
  readonly transfer?: readonly ArrayBuffer[];
}

export interface WorkPoolOptions {
  /** What a job is called in messages: "picture", "photo". */
  readonly noun: string;
  /** Worker threads kept running. */
  readonly size: number;
  /** Starts one worker (see spawnThread). */
  readonly spawn: () => PoolWorker;
  /** The warm-up message; the worker is warm once it answers with the same `id`. */
  readonly warmUp: (id: number) => unknown;
  /** Jobs waiting at most; beyond that a job is refused at once. */
  readonly maxQueue: number;
  /** How long a job may wait in line for a warm worker (ms). */
  readonly maxWaitMs: number;
  /** How long a job may run on a warm worker before the worker is stopped (ms, wall time). */
  readonly workLimitMs: number;
  /** How long a worker may take to start and warm up before it is stopped and replaced (ms). */
  readonly startLimitMs: number;
  /** First pause before starting a worker again after a failed start; it doubles per failure. */
  readonly retryFirstMs?: number;
  /** Longest pause between attempts to start a worker. */
  readonly retryMaxMs?: number;
  /** How long close() lets jobs in progress finish (ms). */
  readonly closeGraceMs?: number;
  readonly timers?: Timers;
}

/** One job for the pool. */
export interface Submission {
  /** The message for the worker; the answer is the worker's message with the same `id`. */
  readonly build: (id: number) => Outgoing;
  readonly priority?: Priority;
  /** Overrides the pool's work limit for this job (ms). */
  readonly workLimitMs?: number;
  /** Called once, as the job joins the line, when it cannot start at once. */
  readonly onQueued?: (status: QueueStatus) => void;
}

export interface WorkPoolStats {
  /** Threads running (starting ones included). */
  readonly workers: number;
  /** Threads warm (idle or busy). */
  readonly warm: number;
  /** Jobs being worked on. */
  readonly busy: number;
  /** Jobs waiting. */
  readonly queued: number;
}

export interface WorkPool {
  /** Runs a job; resolves to the worker's answer, rejects with a WorkError. */
  submit(job: Submission): Promise<unknown>;
  /** Starts the workers (also done by the first job); idempotent. */
  start(): void;
  /** Starts the workers and waits, at most `boundMs`, for all to be warm; the readiness then. */
  warm(boundMs?: number): Promise<string | undefined>;
  /** Undefined when a worker is warm, else why not (for /readyz). */
  readiness(): string | undefined;
  stats(): WorkPoolStats;
  /** Refuses new jobs, fails waiting ones, lets running ones finish briefly, stops every thread. */
  close(): Promise<void>;
}

interface Job {
  readonly id: number;
  readonly build: (id: number) => Outgoing;
  readonly workLimitMs: number;
  readonly resolve: (answer: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: PoolWorker;
  readonly warmId: number;
  readonly startedAt: number;
  state: 'starting' | 'idle' | 'busy' | 'gone';
  job?: Job;
  timer?: unknown;
  /** The thread's last uncaught error (why it failed to start, if it did). */
  error?: string;
}

/** How long close() waits for stopped threads to exit. */
const EXIT_BOUND_MS = 10_000;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Creates a pool; its workers start with the first job, or with start() or warm(). */
export function createWorkPool(options: WorkPoolOptions): WorkPool {
  const timers = options.timers ?? realTimers;
  const { noun } = options;
  const size = Math.max(1, options.size);
  const retryFirst = options.retryFirstMs ?? 1000;
  const retryMax = options.retryMaxMs ?? 30_000;
  const slots: Slot[] = [];
  const exits = new Set<Promise<void>>();
  /** Called on every change of the workers' states (warm() and close() wait through it). */
  const watchers = new Set<() => void>();
  let nextId = 1;
  let started = false;
  let closed = false;
  let closing: Promise<void> | undefined;
  let failures = 0;
  let lastFailure = '';
  let retryTimer: unknown;

  const queue = new JobQueue<Job>({
    maxSize: options.maxQueue,
    timers,
    bulkPromotedAfterMs: options.maxWaitMs / 2,
    onExpired: (job) => {
      const why =
        warmCount() === 0 ? (readiness() ?? 'no worker was warm') : 'every worker was busy';
      job.reject(
        new WorkError(
          'waited',
          `the ${noun} waited ${seconds(options.maxWaitMs)} for a worker (${why})`,
        ),
      );
    },
  });

  const warmCount = () => slots.filter((s) => s.state === 'idle' || s.state === 'busy').length;
  const changed = () => {
    for (const watcher of [...watchers]) watcher();
  };

  /** Waits until `done()` holds or `boundMs` passes. */
  const waitFor = (done: () => boolean, boundMs: number) =>
    new Promise<void>((resolve) => {
      const finish = () => {
        watchers.delete(check);
        timers.clearTimeout(timer);
        resolve();
      };
      const check = () => {
        if (done()) finish();
      };
      const timer = timers.setTimeout(finish, boundMs);
      watchers.add(check);
      check();
    });

  const readiness = (): string | undefined => {
    if (closed) return `the ${noun} workers are stopped`;
    if (warmCount() > 0) return undefined;
    if (!started) return `no ${noun} worker started yet`;
    if (failures > 0) {
      return `${noun} workers fail to start (${failures} in a row, last: ${lastFailure}); still trying`;
    }
    const since = Math.min(...slots.map((s) => s.startedAt), timers.now());
    return `${noun} workers starting (${seconds(timers.now() - since)} so far)`;
  };

  const failedStart = (why: string) => {
    failures++;
    lastFailure = why.split('\n')[0]!.slice(0, 200);
  };

  /** Takes a worker out of the pool and stops it; its 'exit' then changes nothing. */
  const retire = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.state = 'gone';
    timers.clearTimeout(slot.timer);
    slot.worker.terminate().catch(() => undefined);
    changed();
  };

  const spawnOne = () => {
    const warmId = nextId++;
    let worker: PoolWorker;
    try {
      worker = options.spawn();
    } catch (error) {
      failedStart(error instanceof Error ? error.message : String(error));
      return;
    }
    const slot: Slot = { worker, warmId, startedAt: timers.now(), state: 'starting' };
    slots.push(slot);
    const exit = new Promise<void>((resolve) => {
      worker.on('exit', (code) => {
        onExit(slot, code);
        resolve();
      });
    });
    exits.add(exit);
    void exit.then(() => exits.delete(exit));
    worker.on('message', (message) => onMessage(slot, message));
    worker.on('error', (error) => {
      slot.error = error.message;
    });
    slot.timer = timers.setTimeout(
      () => {
        if (slot.state !== 'starting') return;
        failedStart(`not warm within ${seconds(options.startLimitMs)}`);
        retire(slot);
        fill();
      },
      options.startLimitMs,
      true,
    );
    worker.postMessage(options.warmUp(warmId));
  };

  /** Keeps `size` workers running: at once while starts succeed, one per pause while they fail. */
  const fill = () => {
    if (closed || !started) return;
    while (slots.length < size) {
      if (failures > 0) {
        if (retryTimer !== undefined) return;
        const pause = Math.min(retryMax, retryFirst * 2 ** Math.min(failures - 1, 20));
        retryTimer = timers.setTimeout(
          () => {
            retryTimer = undefined;
            if (closed) return;
            spawnOne();
            fill();
          },
          pause,
          true,
        );
        return;
      }
      spawnOne();
    }
  };

  const onMessage = (slot: Slot, message: unknown) => {
    const id = (message as { id?: unknown } | null)?.id;
    if (slot.state === 'starting' && id === slot.warmId) {
      timers.clearTimeout(slot.timer);
      slot.state = 'idle';
      failures = 0;
      changed();
      pump();
      fill();
      return;
    }
    const job = slot.job;
    if (slot.state !== 'busy' || !job || id !== job.id) return;
    timers.clearTimeout(slot.timer);
    slot.job = undefined;
    slot.state = 'idle';
    job.resolve(message);
    changed();
    pump();
  };

  const onExit = (slot: Slot, code: number) => {
    if (slot.state === 'gone') return;
    if (slot.state === 'starting') failedStart(slot.error ?? `exit code ${code}`);
    const job = slot.job;
    slot.job = undefined;
    retire(slot);
    const why = slot.error ? `: ${slot.error.split('\n')[0]!.slice(0, 200)}` : '';
    job?.reject(
      new WorkError('worker-died', `the ${noun} worker stopped (exit code ${code}${why})`),
    );
    fill();
    pump();
  };

  const dispatch = (slot: Slot, job: Job) => {
    slot.state = 'busy';
    slot.job = job;
    slot.timer = timers.setTimeout(() => {
      if (slot.job !== job) return;
      slot.job = undefined;
      retire(slot);
      job.reject(
        new WorkError(
          'over-time',
          `the ${noun} took over ${seconds(job.workLimitMs)} of work; its worker was stopped`,
        ),
      );
      fill();
      pump();
    }, job.workLimitMs);
    try {
      const { message, transfer } = job.build(job.id);
      slot.worker.postMessage(message, transfer);
    } catch (error) {
      // A message that cannot be sent is the job's own fault: the worker is fine.
      timers.clearTimeout(slot.timer);
      slot.job = undefined;
      slot.state = 'idle';
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const pump = () => {
    // Each turn takes a job off the line, so this ends even when a dispatch fails at once.
    for (;;) {
      const slot = slots.find((s) => s.state === 'idle');
      const job = slot && !closed ? queue.take() : undefined;
      if (!slot || !job) return;
      dispatch(slot, job);
    }
  };

  const start = () => {
    if (started || closed) return;
    started = true;
    fill();
  };

  return {
    submit(request) {
      if (closed) return Promise.reject(new WorkError('closed', `the ${noun} workers are stopped`));
      start();
      return new Promise((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          build: request.build,
          workLimitMs: request.workLimitMs ?? options.workLimitMs,
          resolve,
          reject,
        };
        const priority = request.priority ?? 'interactive';
        if (!queue.add(job, priority, options.maxWaitMs)) {
          reject(new WorkError('full', `${queue.size} ${noun}s are waiting; this one is refused`));
          return;
        }
        pump();
        const ahead = queue.ahead(job);
        if (ahead === undefined || !request.onQueued) return;
        try {
          request.onQueued({ ahead, starting: warmCount() === 0 });
        } catch {
          // The caller's notice failing must not lose the job.
        }
      });
    },
    start,
    async warm(boundMs = options.startLimitMs) {
      start();
      await waitFor(() => closed || warmCount() >= size, boundMs);
      return readiness();
    },
    readiness,
    stats: () => ({
      workers: slots.length,
      warm: warmCount(),
      busy: slots.filter((s) => s.state === 'busy').length,
      queued: queue.size,
    }),
    close() {
      if (closing) return closing;
      closed = true;
      timers.clearTimeout(retryTimer);
      const closedError = () => new WorkError('closed', `the ${noun} workers are stopped`);
      for (const job of queue.drain()) job.reject(closedError());
      for (const slot of slots.filter((s) => s.state !== 'busy')) retire(slot);
      closing = (async () => {
        const idle = () => slots.every((s) => s.state !== 'busy');
        await waitFor(idle, options.closeGraceMs ?? 2000);
        for (const slot of [...slots]) {
          const job = slot.job;
          slot.job = undefined;
          retire(slot);
          job?.reject(closedError());
        }
        changed();
        // A stopped thread always exits; the bound only guards against a worker that would not.
        let bound: unknown;
        await Promise.race([
          Promise.all([...exits]),
          new Promise<void>((resolve) => (bound = timers.setTimeout(resolve, EXIT_BOUND_MS))),
        ]);
        timers.clearTimeout(bound);
      })();
      return closing;
    },
  };
}
