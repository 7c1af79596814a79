// The photo reader as it was before the work pool (commit e9d59da), with its worker
// (legacy-photo-worker.ts), frozen so that the pools benchmark can print old and new side by
// side in one run. Not used by the bot.
// The PhotoReader the bot uses: photos are read in a worker thread, one at a time, so a slow or
// hostile photo never blocks the bot's other commands. Input is capped in bytes before it is
// sent, in pixels by the decoder, and in time by this host, which stops and replaces the worker
// when a photo takes too long.

import { Worker } from 'node:worker_threads';
import { err, type Result } from '../src/engine/result.ts';
import type { PhotoError } from '../src/bot/ports.ts';
import { MAX_PHOTO_BYTES, PHOTO_TIME_LIMIT_MS } from '../src/vision/limits.ts';
import type { DetailedPhotoRead } from '../src/vision/read-photo.ts';
import type { WorkerRequest } from './legacy-photo-worker.ts';

export interface LegacyPhotoReaderOptions {
  /** Time one photo may take, including the wait behind photos sent before it (ms). */
  readonly timeLimitMs?: number;
  /** Photos waiting at most; beyond that new photos are turned away at once. */
  readonly maxQueue?: number;
}

export interface LegacyPhotoReader {
  /** Reads one photo; `timeLimitMs` overrides the reader's limit for this photo. */
  read(
    bytes: Buffer,
    options?: { timeLimitMs?: number },
  ): Promise<Result<DetailedPhotoRead, PhotoError>>;
  /** The worker's process memory figures (rss is the whole process's). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** Stops the worker; pending reads end with a timeout error. */
  close(): Promise<void>;
}

interface Job {
  readonly request: WorkerRequest;
  readonly resolve: (value: unknown) => void;
  readonly deadline: number;
}

const BOOTSTRAP = new URL('./legacy-photo-worker-bootstrap.mjs', import.meta.url);
/** Memory the worker's JavaScript heap may use (decoded images live outside it, in sharp). */
const WORKER_HEAP_MB = 256;

/** Starts a photo reader backed by a worker thread. */
export function createLegacyPhotoReader(options: LegacyPhotoReaderOptions = {}): LegacyPhotoReader {
  const timeLimit = options.timeLimitMs ?? PHOTO_TIME_LIMIT_MS;
  const maxQueue = options.maxQueue ?? 16;
  let worker: Worker | undefined;
  let current: Job | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let nextId = 1;
  const queue: Job[] = [];

  const start = (): Worker => {
    const w = new Worker(BOOTSTRAP, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    w.unref();
    w.on(
      'message',
      (message: { id?: number; result?: unknown; memory?: unknown; failure?: string }) => {
        if (message.id === undefined || !current || message.id !== current.request.id) return;
        const job = current;
        finish();
        if (message.failure !== undefined)
          job.resolve(
            err({
              code: 'unreadable',
              message: 'Something went wrong reading that photo; try another shot of the grid.',
            }),
          );
        else job.resolve(message.result ?? message.memory);
        pump();
      },
    );
    const crashed = () => {
      if (worker !== w) return;
      worker = undefined;
      const job = current;
      finish();
      job?.resolve(
        err({
          code: 'unreadable',
          message: 'Reading that photo failed; try another shot of the grid.',
        }),
      );
      pump();
    };
    w.on('error', crashed);
    w.on('exit', crashed);
    return w;
  };

  const finish = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    current = undefined;
  };

  const pump = () => {
    if (current || closed) return;
    const job = queue.shift();
    if (!job) return;
    const remaining = job.deadline - Date.now();
    if (remaining <= 0) {
      job.resolve(timeoutError());
      pump();
      return;
    }
    current = job;
    worker ??= start();
    const request = job.request;
    if (request.kind === 'read') worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
    else worker.postMessage(request);
    timer = setTimeout(() => {
      // Too slow: stop this worker (whatever it is stuck in) and start afresh for the next photo.
      const stuck = worker;
      worker = undefined;
      const late = current;
      finish();
      void stuck?.terminate();
      late?.resolve(timeoutError());
      pump();
    }, remaining);
  };

  const submit = <T>(make: (id: number) => WorkerRequest, limit = timeLimit): Promise<T> =>
    new Promise((resolve) => {
      queue.push({
        request: make(nextId++),
        resolve: resolve as (value: unknown) => void,
        deadline: Date.now() + limit,
      });
      pump();
    });

  return {
    read(bytes, readOptions) {
      if (closed)
        return Promise.resolve(
          err({
            code: 'timeout',
            message: 'The photo reader is shutting down; try again in a moment.',
          }),
        );
      if (bytes.length > MAX_PHOTO_BYTES) {
        return Promise.resolve(
          err({
            code: 'too-large',
            message: `That file is over ${MAX_PHOTO_BYTES / (1024 * 1024)} MB; send a smaller photo.`,
          }),
        );
      }
      if (queue.length >= maxQueue) {
        return Promise.resolve(
          err({
            code: 'timeout',
            message: 'Too many photos are waiting to be read; try again in a minute.',
          }),
        );
      }
      // A private copy whose buffer can be moved to the worker without touching the caller's.
      const copy = new Uint8Array(bytes.length);
      copy.set(bytes);
      return submit(
        (id) => ({ id, kind: 'read', bytes: copy }),
        readOptions?.timeLimitMs ?? timeLimit,
      );
    },
    memory() {
      return submit((id) => ({ id, kind: 'memory' }));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(timeoutError());
      const job = current;
      finish();
      job?.resolve(timeoutError());
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}

function timeoutError(): Result<never, PhotoError> {
  return err({
    code: 'timeout',
    message: 'Reading that photo took too long; try a smaller or sharper photo of the grid.',
  });
}
