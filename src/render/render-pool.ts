// The Renderer the bot uses: pictures are drawn by a pool of worker threads (src/work/
// worker-pool.ts), so a burst of boards never stalls the event loop that runs the adapters'
// timers and acknowledgements. Views are checked here first (a bad view is refused at once, as
// in process). A player's picture goes before the daily post's (`RenderOptions.priority`); a
// picture's time limit counts its own drawing on a warm thread, not its wait; every picture
// settles by its wait bound plus that limit, whatever the threads are doing.

import os from 'node:os';
import type { Renderer, RenderOptions } from '../bot/ports.ts';
import {
  createWorkPool,
  spawnThread,
  type PoolWorker,
  type WorkPoolStats,
} from '../work/worker-pool.ts';
import { altText } from './alt-text.ts';
import { checkRenderInput } from './render-input.ts';
import type { BoardView } from './view.ts';
import { toWire, type RenderAnswer, type RenderRequest } from './wire.ts';

export interface RenderPoolOptions {
  /** Worker threads (default: defaultPoolSize()). */
  readonly workers?: number;
  /** Pictures waiting at most; beyond that a picture fails at once (the reply goes without). */
  readonly maxQueue?: number;
  /** Time a picture may take to draw once a warm thread starts it (ms); then the thread is stopped. */
  readonly timeLimitMs?: number;
  /** Time a picture may wait for a warm thread (ms); then it fails. */
  readonly maxWaitMs?: number;
  /** Time a thread may take to start and draw its warm-up boards (ms); then it is replaced. */
  readonly startLimitMs?: number;
  /** How long close() lets pictures in progress finish (ms). */
  readonly closeGraceMs?: number;
  /** The worker's entry module (tests substitute one that misbehaves). */
  readonly workerUrl?: URL;
  /** Starts a worker (tests substitute fakes); overrides workerUrl. */
  readonly spawn?: () => PoolWorker;
}

export type RenderPoolStats = WorkPoolStats;

export interface RenderPool extends Renderer {
  /** Starts every thread and waits (at most `boundMs`) until each has drawn its warm-up boards; the readiness then. */
  warm(boundMs?: number): Promise<string | undefined>;
  /** Undefined once a thread is warm, else why no picture can be drawn yet (for /readyz). */
  readiness(): string | undefined;
  stats(): RenderPoolStats;
  /** Refuses new pictures, lets those in progress finish (briefly), stops every thread. */
  close(): Promise<void>;
}

const BOOTSTRAP = new URL('./render-worker-bootstrap.mjs', import.meta.url);
/** How long a picture may wait for a warm thread (ms); then the reply goes without it. */
export const RENDER_MAX_WAIT_MS = 60_000;
/** How long a picture may take to draw on a warm thread (ms); then the thread is stopped. */
export const RENDER_TIME_LIMIT_MS = 10_000;
/** JavaScript heap a worker may use (pixels and caches are typed arrays outside most of it). */
const WORKER_HEAP_MB = 192;

/**
 * Threads for a machine: one per core but one (the main thread keeps a core for the adapters),
 * at least one, at most four (a picture takes a few ms; four keep up with any chat's bursts).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** Starts a pool of render worker threads (threads start with warm() or the first picture). */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const pool = createWorkPool({
    noun: 'picture',
    size: options.workers ?? defaultPoolSize(),
    spawn: options.spawn ?? spawnThread(options.workerUrl ?? BOOTSTRAP, WORKER_HEAP_MB),
    warmUp: (id): RenderRequest => ({ id, warmUp: true }),
    maxQueue: options.maxQueue ?? 256,
    maxWaitMs: options.maxWaitMs ?? RENDER_MAX_WAIT_MS,
    workLimitMs: options.timeLimitMs ?? RENDER_TIME_LIMIT_MS,
    startLimitMs: options.startLimitMs ?? 60_000,
    closeGraceMs: options.closeGraceMs ?? 2_000,
  });

  const render = (view: BoardView, renderOptions: RenderOptions = {}): Promise<Buffer> => {
    // A bad view is our own bug: refuse it here, before it costs a thread anything.
    checkRenderInput(view, renderOptions);
    // What the pool reads stays here; only the drawing options cross to the thread.
    const { priority, onQueued, ...drawOptions } = renderOptions;
    const wire = toWire(view);
    return pool
      .submit({
        build: (id): { message: RenderRequest } => ({
          message: { id, view: wire, options: drawOptions },
        }),
        priority: priority ?? 'interactive',
        ...(onQueued && { onQueued }),
      })
      .then((answer) => {
        const drawn = answer as RenderAnswer;
        if ('png' in drawn) {
          return Buffer.from(drawn.png.buffer, drawn.png.byteOffset, drawn.png.byteLength);
        }
        throw new Error(`the picture could not be drawn: ${'error' in drawn ? drawn.error : '?'}`);
      });
  };

  return {
    render,
    altText: (view) => altText(view),
    warm: (boundMs) => pool.warm(boundMs),
    readiness: () => pool.readiness(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
