// The render pool as it was before the work pool (commit e9d59da), frozen so that the pools
// benchmark can print old and new side by side in one run. Not used by the bot. It drives the
// current render worker, which still answers the old requests.
// The Renderer the bot uses: pictures are drawn by a pool of worker threads sized to the
// machine, so a burst of boards never stalls the event loop that runs the adapters' timers and
// acknowledgements. Views are checked here first (a bad view is refused at once, as in
// process); the queue is bounded; a worker that dies or hangs fails only its own picture and is
// replaced; close() finishes the pictures in progress and stops every thread.

import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Renderer, RenderOptions } from '../src/bot/ports.ts';
import { classicGeometry } from '../src/engine/geometry.ts';
import { altText } from '../src/render/alt-text.ts';
import { checkRenderInput } from '../src/render/render-input.ts';
import type { BoardView } from '../src/render/view.ts';
import { toWire, type RenderAnswer, type RenderRequest } from '../src/render/wire.ts';

export interface LegacyRenderPoolOptions {
  /** Worker threads at most (default: one per core but one, at least one, at most four). */
  readonly workers?: number;
  /** Pictures waiting at most; beyond that a picture fails at once (the reply goes without). */
  readonly maxQueue?: number;
  /** Time a picture may take from the request, waiting included (ms). */
  readonly timeLimitMs?: number;
  /** How long close() lets pictures in progress finish (ms). */
  readonly closeGraceMs?: number;
  /** The worker's entry module (tests substitute one that misbehaves). */
  readonly workerUrl?: URL;
}

interface RenderPoolStats {
  /** Threads running. */
  readonly workers: number;
  /** Pictures being drawn. */
  readonly busy: number;
  /** Pictures waiting for a thread. */
  readonly queued: number;
}

export interface LegacyRenderPool extends Renderer {
  /** Starts every thread and has each draw a first board, so no player waits for start-up. */
  warm(): Promise<void>;
  stats(): RenderPoolStats;
  /** Refuses new pictures, lets those in progress finish (briefly), stops every thread. */
  close(): Promise<void>;
}

const BOOTSTRAP = new URL('../src/render/render-worker-bootstrap.mjs', import.meta.url);
/** JavaScript heap a worker may use (pixels and caches are typed arrays outside most of it). */
const WORKER_HEAP_MB = 192;
/** Workers in a row that die before drawing anything: the pool then rests before retrying. */
const MAX_FAILED_STARTS = 3;
const REST_AFTER_FAILED_STARTS_MS = 30_000;

/** Threads for a machine: leave a core to the main thread, as far as there are cores. */
function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

interface Job {
  readonly id: number;
  readonly request: RenderRequest;
  readonly deadline: number;
  readonly resolve: (png: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
  /** Whether this thread has drawn a picture yet (start-up failures are counted apart). */
  drew: boolean;
}

/** Starts a pool of render worker threads (threads start on demand, or with warm()). */
export function createLegacyRenderPool(options: LegacyRenderPoolOptions = {}): LegacyRenderPool {
  const size = Math.max(1, options.workers ?? defaultPoolSize());
  const maxQueue = options.maxQueue ?? 256;
  const timeLimit = options.timeLimitMs ?? 10_000;
  const grace = options.closeGraceMs ?? 2_000;
  const url = options.workerUrl ?? BOOTSTRAP;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let failedStarts = 0;
  let restingUntil = 0;
  const exited = new Set<Promise<unknown>>();
  /** Called when the last picture in progress ends (close() waits for it). */
  let onIdle: (() => void) | undefined;

  const start = (): Slot => {
    const worker = new Worker(url, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.unref();
    const slot: Slot = { worker, drew: false };
    slots.push(slot);
    worker.on('message', (answer: RenderAnswer) => {
      const job = slot.job;
      if (!job || answer.id !== job.id) return;
      finish(slot);
      slot.drew = true;
      failedStarts = 0;
      if ('png' in answer) {
        job.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
      } else {
        job.reject(
          new Error(`the picture could not be drawn: ${'error' in answer ? answer.error : '?'}`),
        );
      }
      pump();
    });
    // An uncaught error ends the thread too: 'exit' follows and does the cleaning up.
    worker.on('error', () => {});
    const gone = new Promise((resolve) => worker.once('exit', resolve));
    exited.add(gone);
    void gone.then((code) => {
      exited.delete(gone);
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const job = slot.job;
      finish(slot);
      if (!slot.drew && !closed && ++failedStarts >= MAX_FAILED_STARTS) {
        restingUntil = Date.now() + REST_AFTER_FAILED_STARTS_MS;
      }
      job?.reject(new Error(`the picture worker stopped (exit code ${String(code)})`));
      pump();
    });
    return slot;
  };

  const finish = (slot: Slot) => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    if (onIdle && slots.every((s) => !s.job)) onIdle();
  };

  const dispatch = (slot: Slot, job: Job) => {
    const remaining = job.deadline - Date.now();
    slot.job = job;
    // Too slow: whatever the thread is stuck in, stop it; 'exit' fails the job and pumps.
    slot.timer = setTimeout(() => void slot.worker.terminate(), Math.max(1, remaining)).unref();
    slot.worker.postMessage(job.request);
  };

  const pump = () => {
    while (queue.length > 0 && !closed) {
      const job = queue[0]!;
      if (job.deadline <= Date.now()) {
        queue.shift();
        job.reject(new Error('the picture waited too long for a worker'));
        continue;
      }
      let slot = slots.find((s) => !s.job);
      if (!slot) {
        if (slots.length >= size || Date.now() < restingUntil) return;
        slot = start();
      }
      queue.shift();
      dispatch(slot, job);
    }
  };

  const render = (view: BoardView, renderOptions: RenderOptions = {}): Promise<Buffer> => {
    // A bad view is our own bug: refuse it here, before it costs a thread anything.
    checkRenderInput(view, renderOptions);
    if (closed) return Promise.reject(new Error('the renderer is closed'));
    if (Date.now() < restingUntil) {
      return Promise.reject(new Error('the picture workers fail to start; pictures are off'));
    }
    if (queue.length >= maxQueue) {
      return Promise.reject(new Error(`${queue.length} pictures are waiting; this one is skipped`));
    }
    const id = nextId++;
    const request: RenderRequest = { id, view: toWire(view), options: renderOptions };
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id, request, deadline: Date.now() + timeLimit, resolve, reject });
      pump();
    });
  };

  return {
    render,
    altText: (view) => altText(view),
    async warm() {
      while (slots.length < size && !closed) start();
      const blank = new Uint8Array(81);
      const view: BoardView = { geometry: classicGeometry(9), givens: blank, entries: blank };
      await Promise.allSettled(
        Array.from({ length: size * 2 }, (_, i) =>
          render({ ...view, title: 'Warm-up' }, { theme: i % 2 ? 'dark' : 'light' }),
        ),
      );
    },
    stats: () => ({
      workers: slots.length,
      busy: slots.filter((s) => s.job).length,
      queued: queue.length,
    }),
    async close() {
      if (closed) {
        await Promise.all([...exited]);
        return;
      }
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the renderer is closed'));
      if (slots.some((s) => s.job)) {
        await new Promise<void>((resolve) => {
          onIdle = resolve;
          setTimeout(resolve, grace).unref();
        });
      }
      await Promise.all(slots.map((s) => s.worker.terminate()));
      await Promise.all([...exited]);
    },
  };
}
