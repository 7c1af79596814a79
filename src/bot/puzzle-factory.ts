// The production PuzzleFactory: a worker thread running the generator, so generating never
// blocks commands. Jobs are queued and answered in order; closing ends the thread.

import { Worker } from 'node:worker_threads';
import { levelsFor } from '../engine/generate/generate.ts';
import { geometryOfVariant } from '../engine/generate/variants.ts';
import type { Level } from '../engine/levels.ts';
import { type DailyPuzzle, type PlayPuzzle, type PlayVariant } from '../game/puzzle.ts';
import { rowToPuzzle } from '../store/puzzle-rows.ts';
import type { DailySettings } from './daily-engine.ts';
import type { PuzzleFactory, PuzzleJob } from './puzzle-supply.ts';
import type { WorkerAnswer, WorkerJob } from './puzzle-worker.ts';

const BOOTSTRAP = new URL('./puzzle-worker-bootstrap.mjs', import.meta.url);
/** JavaScript heap the worker may use. */
const WORKER_HEAP_MB = 256;

/** Levels the generator makes for a variant (small boards stop at medium). */
export function generatorLevels(variant: PlayVariant): readonly Level[] {
  return levelsFor(geometryOfVariant(variant));
}

/** Starts the generator worker thread. */
export function createWorkerPuzzleFactory(settings: DailySettings): PuzzleFactory {
  const worker = new Worker(BOOTSTRAP, {
    workerData: settings,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // Never keep the process alive for background puzzles.
  worker.unref();
  const pending = new Map<
    number,
    { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let closed = false;
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const p = pending.get(answer.id);
    pending.delete(answer.id);
    p?.resolve(answer);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => {
    closed = true;
    failAll(new Error(`puzzle worker stopped (exit code ${code})`));
  });

  const ask = (job: PuzzleJob): Promise<WorkerAnswer & { ok: true }> => {
    if (closed) return Promise.reject(new Error('puzzle worker is closed'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, {
        resolve: (a) => (a.ok ? resolve(a) : reject(new Error(a.error))),
        reject,
      });
      const message: WorkerJob = { ...job, id };
      worker.postMessage(message);
    });
  };

  return {
    levelsOf: generatorLevels,
    async daily(date: string): Promise<DailyPuzzle> {
      const a = await ask({ kind: 'daily', date });
      return { ...rowToPuzzle(a.row), date: a.date ?? date, number: a.number ?? 0 };
    },
    async fresh(level: Level, variant: PlayVariant, seed: string): Promise<PlayPuzzle> {
      return rowToPuzzle((await ask({ kind: 'fresh', level, variant, seed })).row);
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await worker.terminate();
    },
  };
}
