// The PhotoReader the bot uses: photos are read by a small pool of warm worker threads
// (src/work/worker-pool.ts), so a slow or hostile photo never blocks the bot's other commands.
// Input is capped in bytes before it is sent and in pixels by the decoder. A photo's work is
// budgeted in its worker's CPU time from the moment a warm worker starts it (neither a worker's
// start-up nor the wait behind other photos counts); far above that, a wall-clock safety net
// stops a stuck worker, and a replacement starts and warms at once. Every photo is answered by
// its wait bound plus that net, whatever state the workers are in.

import os from 'node:os';
import { err, type Result } from '../engine/result.ts';
import type { PhotoError, PhotoReader, PhotoReadOptions } from '../bot/ports.ts';
import {
  createWorkPool,
  spawnThread,
  WorkError,
  type PoolWorker,
  type WorkPoolStats,
} from '../work/worker-pool.ts';
import { MAX_PHOTO_BYTES, PHOTO_TIME_LIMIT_MS } from './limits.ts';
import type { DetailedPhotoRead } from './read-photo.ts';
import { refusal as refused } from './reason-words.ts';
import type { WorkerAnswer, WorkerRequest } from './photo-worker.ts';

export interface PhotoReaderOptions {
  /** Worker threads (default: photoPoolSize()). */
  readonly workers?: number;
  /** Work one photo may take: its worker thread's CPU time (ms; wall time off Linux). */
  readonly cpuBudgetMs?: number;
  /** Wall time a photo may run on a warm worker before the worker is stopped (ms). */
  readonly wallLimitMs?: number;
  /** Time a photo may wait for a warm worker (ms). */
  readonly maxWaitMs?: number;
  /** Time a worker may take to load OpenCV and read its warm-up picture (ms). */
  readonly startLimitMs?: number;
  /** Photos waiting at most; beyond that new photos are turned away at once. */
  readonly maxQueue?: number;
  /** The worker's entry module (tests substitute one that misbehaves). */
  readonly workerUrl?: URL;
  /** Starts a worker (tests substitute fakes); overrides workerUrl. */
  readonly spawn?: () => PoolWorker;
}

export interface WorkerPhotoReader extends PhotoReader {
  /** Reads one photo; `cpuBudgetMs` and `wallLimitMs` override the reader's for this photo. */
  read(
    bytes: Buffer,
    options?: PhotoReadOptions & {
      readonly cpuBudgetMs?: number;
      readonly wallLimitMs?: number;
    },
  ): Promise<Result<DetailedPhotoRead, PhotoError>>;
  /** A worker's process memory figures (rss is the whole process's). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Starts the workers and waits (at most `boundMs`) until each is warm; the readiness then. */
  warm(boundMs?: number): Promise<string | undefined>;
  /** Undefined once a worker is warm, else why no photo can be read yet (for /readyz). */
  readiness(): string | undefined;
  stats(): WorkPoolStats;
  /** Stops the workers; photos not yet answered end with a `busy` error. */
  close(): Promise<void>;
}

const BOOTSTRAP = new URL('./photo-worker-bootstrap.mjs', import.meta.url);
/** Memory the worker's JavaScript heap may use (decoded images live outside it, in sharp). */
const WORKER_HEAP_MB = 256;
/** What one worker costs in memory once warm (OpenCV's WebAssembly heap, the model, sharp). */
const WORKER_MEMORY_MB = 160;

/**
 * Threads for a machine: one per two cores (photos are rare; the pictures and the adapters
 * keep the rest), at most two, and no more than a quarter of the memory; at least one.
 */
export function photoPoolSize(cores = os.availableParallelism(), memoryBytes = os.totalmem()) {
  const byMemory = Math.floor(memoryBytes / 2 ** 20 / 4 / WORKER_MEMORY_MB);
  return Math.max(1, Math.min(2, Math.floor(cores / 2), byMemory));
}

/** How long a photo may wait in line for a warm worker (ms); the asker is told it waits. */
export const PHOTO_MAX_WAIT_MS = 60_000;
/**
 * Wall time a photo may run on a warm worker before the worker is stopped (ms): a net far above
 * its CPU budget (PHOTO_TIME_LIMIT_MS) for a stuck thread, small enough that a photo that did not
 * wait (no interim reply, the adapters' 60 s per command) is answered by the reader, download
 * included, not by the adapter's "took too long" (test/adapters/deadlines.test.ts).
 */
export const PHOTO_WALL_LIMIT_MS = 40_000;

/** Starts a photo reader backed by worker threads (they start with warm() or the first photo). */
export function createPhotoReader(options: PhotoReaderOptions = {}): WorkerPhotoReader {
  const budget = options.cpuBudgetMs ?? PHOTO_TIME_LIMIT_MS;
  const maxWait = options.maxWaitMs ?? PHOTO_MAX_WAIT_MS;
  const wallLimit = options.wallLimitMs ?? PHOTO_WALL_LIMIT_MS;
  const pool = createWorkPool({
    noun: 'photo',
    size: options.workers ?? photoPoolSize(),
    spawn: options.spawn ?? spawnThread(options.workerUrl ?? BOOTSTRAP, WORKER_HEAP_MB),
    warmUp: (id): WorkerRequest => ({ id, kind: 'warm-up' }),
    // A burst of photos in a busy channel waits rather than being turned away (bytes held: 32
    // photos of a few MB; the wait bound still answers each).
    maxQueue: options.maxQueue ?? 32,
    maxWaitMs: maxWait,
    workLimitMs: wallLimit,
    startLimitMs: options.startLimitMs ?? 120_000,
  });

  /** A pool failure in words for the user, with the code the bot and the log go by. */
  const refusal = (error: unknown, wallLimitMs: number): Result<never, PhotoError> => {
    if (!(error instanceof WorkError)) throw error;
    switch (error.code) {
      case 'full':
        return err(refused('busy', { kind: 'pool-full' }));
      case 'closed':
        return err(refused('busy', { kind: 'closing' }));
      case 'waited':
        return err(refused('busy', { kind: 'waited', ms: maxWait }));
      case 'over-time':
        return err(refused('timeout', { kind: 'stopped', ms: wallLimitMs }));
      case 'worker-died':
        return err({
          code: 'unreadable',
          message: 'Reading that photo failed; try another shot of the grid.',
        });
    }
  };

  const fromAnswer = (answer: WorkerAnswer): Result<DetailedPhotoRead, PhotoError> => {
    if ('result' in answer) return answer.result;
    if ('overBudget' in answer) {
      const { limitMs, measure } = answer.overBudget;
      return err(refused('timeout', { kind: 'over-budget', ms: limitMs, measure }));
    }
    return err({
      code: 'unreadable',
      message: 'Something went wrong reading that photo; try another shot of the grid.',
    });
  };

  return {
    async read(bytes, readOptions = {}) {
      if (bytes.length > MAX_PHOTO_BYTES) {
        return err({
          code: 'too-large',
          message: `That file is over ${MAX_PHOTO_BYTES / (1024 * 1024)} MB; send a smaller photo.`,
        });
      }
      // A private copy whose buffer can be moved to the worker without touching the caller's.
      const copy = new Uint8Array(bytes.length);
      copy.set(bytes);
      const budgetMs = readOptions.cpuBudgetMs ?? budget;
      const wallLimitMs = readOptions.wallLimitMs ?? wallLimit;
      try {
        const answer = await pool.submit({
          build: (id) => ({
            message: { id, kind: 'read', bytes: copy, budgetMs } satisfies WorkerRequest,
            transfer: [copy.buffer],
          }),
          priority: readOptions.priority ?? 'interactive',
          workLimitMs: wallLimitMs,
          ...(readOptions.onQueued && { onQueued: readOptions.onQueued }),
        });
        return fromAnswer(answer as WorkerAnswer);
      } catch (error) {
        return refusal(error, wallLimitMs);
      }
    },
    async memory() {
      const answer = await pool.submit({
        build: (id) => ({ message: { id, kind: 'memory' } satisfies WorkerRequest }),
      });
      return (answer as Extract<WorkerAnswer, { memory: unknown }>).memory;
    },
    warm: (boundMs) => pool.warm(boundMs),
    readiness: () => pool.readiness(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
