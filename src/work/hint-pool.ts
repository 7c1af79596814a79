// The HintService the bot uses: hints are worked out by worker threads on the work pool
// (worker-pool.ts), so a hard board's hint never delays the acknowledgements and moves the event
// loop serves. A hint is a player's request ('interactive'); its work is bounded by the engine's
// own work budget (HINT_WORK, counted in steps, so the same board costs the same everywhere),
// with a wall-clock net far above it that stops a stuck thread. Every hint settles by its wait
// bound plus that net, whatever the threads are doing; a refusal says why in words for players.

import os from 'node:os';
import { err } from '../engine/result.ts';
import type { HintInput, HintOptions, HintResult, HintService } from '../bot/services.ts';
import { toWireBoard, type HintRequest, type HintWorkerAnswer } from './hint-wire.ts';
import {
  createWorkPool,
  spawnThread,
  WorkError,
  type PoolWorker,
  type Timers,
  type WorkPoolStats,
} from './worker-pool.ts';

export interface HintPoolOptions {
  /** Worker threads (default: hintPoolSize()). */
  readonly workers?: number;
  /** Hints waiting at most; beyond that a hint is refused at once (`busy`). */
  readonly maxQueue?: number;
  /** Time a hint may wait for a warm thread (ms). */
  readonly maxWaitMs?: number;
  /** Wall time a hint may run on a warm thread before the thread is stopped (ms). */
  readonly workLimitMs?: number;
  /** Time a thread may take to start and work out its warm-up hints (ms). */
  readonly startLimitMs?: number;
  /** How long close() lets hints in progress finish (ms). */
  readonly closeGraceMs?: number;
  /** The worker's entry module. */
  readonly workerUrl?: URL;
  /** Starts a worker (tests substitute fakes); overrides workerUrl. */
  readonly spawn?: () => PoolWorker;
  readonly timers?: Timers;
}

export interface HintPool extends HintService {
  hint(board: HintInput, level: 1 | 2 | 3, options?: HintOptions): Promise<HintResult>;
  hintForCell(
    board: HintInput,
    cell: number,
    level: 1 | 2 | 3,
    options?: HintOptions,
  ): Promise<HintResult>;
  /** Starts every thread and waits (at most `boundMs`) until each is warm; the readiness then. */
  warm(boundMs?: number): Promise<string | undefined>;
  /** Undefined once a thread is warm, else why no hint can be worked out yet (for /readyz). */
  readiness(): string | undefined;
  stats(): WorkPoolStats;
  /** Refuses new hints, lets those in progress finish (briefly), stops every thread. */
  close(): Promise<void>;
}

const BOOTSTRAP = new URL('./hint-worker-bootstrap.mjs', import.meta.url);
/** JavaScript heap a hint thread may use (the engine's tables and a forcing-chain search). */
const WORKER_HEAP_MB = 128;

/** How long a hint may wait for a thread (ms): well inside the adapters' 60 s per command. */
export const HINT_MAX_WAIT_MS = 30_000;
/**
 * Wall time a hint may run (ms). A hint takes at most a few hundred ms of CPU (the engine's work
 * budget); this net only stops a thread that is stuck, on a host however busy.
 */
export const HINT_WORK_LIMIT_MS = 20_000;

/**
 * Threads for a machine: one per two cores, at most two (a hint takes a few ms to a few hundred;
 * pictures and the adapters keep the other cores), at least one.
 */
export function hintPoolSize(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(2, Math.floor(cores / 2)));
}

const FAILED = 'Working out that hint failed; please ask again.';

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** Starts a hint service backed by worker threads (they start with warm() or the first hint). */
export function createHintPool(options: HintPoolOptions = {}): HintPool {
  const maxWait = options.maxWaitMs ?? HINT_MAX_WAIT_MS;
  const pool = createWorkPool({
    noun: 'hint',
    size: options.workers ?? hintPoolSize(),
    spawn: options.spawn ?? spawnThread(options.workerUrl ?? BOOTSTRAP, WORKER_HEAP_MB),
    warmUp: (id): HintRequest => ({ id, warmUp: true }),
    maxQueue: options.maxQueue ?? 256,
    maxWaitMs: maxWait,
    workLimitMs: options.workLimitMs ?? HINT_WORK_LIMIT_MS,
    startLimitMs: options.startLimitMs ?? 60_000,
    closeGraceMs: options.closeGraceMs ?? 2_000,
    ...(options.timers && { timers: options.timers }),
  });

  /** A pool failure in words for the player, with a code the core logs. */
  const refusal = (error: unknown): HintResult => {
    if (!(error instanceof WorkError)) throw error;
    switch (error.code) {
      case 'full':
        return err({
          code: 'busy',
          reason: 'full',
          message: 'Too many hints are being worked out right now; ask again in a moment.',
        });
      case 'closed':
        return err({
          code: 'busy',
          reason: 'closed',
          message: 'The bot is restarting; ask for the hint again in a moment.',
        });
      case 'waited':
        return err({
          code: 'busy',
          reason: 'waited',
          waitedMs: maxWait,
          message: `Your hint waited ${seconds(maxWait)} and the bot could not get to it (it is very busy or still starting); ask again in a minute.`,
        });
      case 'over-time':
        return err({
          code: 'timeout',
          reason: 'over-time',
          message:
            'That hint took too long to work out and was stopped; ask again in a minute, or ask about one cell (`hint r3c5`).',
        });
      case 'worker-died':
        return err({
          code: 'failed',
          reason: 'worker-died',
          message: FAILED,
          detail: error.message,
        });
    }
  };

  const ask = async (
    board: HintInput,
    level: 1 | 2 | 3,
    cell: number | undefined,
    hintOptions: HintOptions = {},
  ): Promise<HintResult> => {
    const wire = toWireBoard(board);
    try {
      const answer = (await pool.submit({
        build: (id) => ({
          message: {
            id,
            board: wire,
            level,
            ...(cell !== undefined && { cell }),
          } satisfies HintRequest,
        }),
        priority: 'interactive',
        ...(hintOptions.onQueued && { onQueued: hintOptions.onQueued }),
      })) as HintWorkerAnswer;
      if ('result' in answer) return answer.result;
      // A bug in the engine on this board: a plain failure for the player, the stack for the log.
      const detail = 'failure' in answer ? answer.failure : 'unexpected answer';
      return err({ code: 'failed', message: FAILED, detail });
    } catch (error) {
      return refusal(error);
    }
  };

  return {
    hint: (board, level, hintOptions) => ask(board, level, undefined, hintOptions),
    hintForCell: (board, cell, level, hintOptions) => ask(board, level, cell, hintOptions),
    warm: (boundMs) => pool.warm(boundMs),
    readiness: () => pool.readiness(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
