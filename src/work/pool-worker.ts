// What the work pool needs of a worker thread, and how a real one is started; tests pass fakes
// that misbehave on cue instead.

import { Worker } from 'node:worker_threads';

/** The part of a worker thread the pool uses (tests pass fakes that misbehave on cue). */
export interface PoolWorker {
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

/** A spawn function for a module run in a worker thread (which never keeps the process alive). */
export function spawnThread(url: URL, heapMb: number): () => PoolWorker {
  return () => {
    const worker = new Worker(url, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    worker.unref();
    return worker;
  };
}
