// The puzzle worker thread: runs the engine's generator for the Pregenerator, off the main
// thread, one job at a time. Results travel as flat rows (strings), never as shared memory.

import { parentPort, workerData } from 'node:worker_threads';
import { generate } from '../engine/generate/generate.ts';
import { geometryOfVariant } from '../engine/generate/variants.ts';
import type { Level } from '../engine/levels.ts';
import { type DailyPuzzle, type PlayPuzzle, type PlayVariant } from '../game/puzzle.ts';
import { puzzleToRow } from '../store/puzzle-rows.ts';
import { dailyFromEngine, type DailySettings } from './daily-engine.ts';
import type { PuzzleJob } from './puzzle-supply.ts';
import { runBehindEventLoop } from '../work/thread-priority.ts';

/** A job as it travels to the worker. */
export type WorkerJob = PuzzleJob & { readonly id: number };

export type WorkerAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly row: ReturnType<typeof puzzleToRow>;
      readonly date?: string;
      readonly number?: number;
    }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** Seeds tried before a fresh job is given up (each has the generator's full budget). */
const FRESH_ATTEMPTS = 3;

function fresh(level: Level, variant: PlayVariant, seed: string): PlayPuzzle {
  const geometry = geometryOfVariant(variant);
  let last = '';
  for (let attempt = 0; attempt < FRESH_ATTEMPTS; attempt++) {
    const result = generate({ geometry, level, seed: `${seed}/${attempt}` });
    if (result.ok) {
      const p = result.value;
      return {
        geometry,
        givens: p.puzzle.values,
        solution: p.solution,
        level: p.level,
        variant,
        rating: p.rating,
      };
    }
    last = result.error.message;
  }
  throw new Error(`no ${level} ${variant} puzzle: ${last}`);
}

async function run(job: WorkerJob, settings: DailySettings): Promise<WorkerAnswer> {
  if (job.kind === 'daily') {
    const daily: DailyPuzzle = dailyFromEngine(job.date, settings);
    return {
      id: job.id,
      ok: true,
      row: puzzleToRow(daily),
      date: daily.date,
      number: daily.number,
    };
  }
  return { id: job.id, ok: true, row: puzzleToRow(fresh(job.level, job.variant, job.seed)) };
}

const port = parentPort;
if (port) {
  runBehindEventLoop('sudoku-puzzles');
  const settings = workerData as DailySettings;
  port.on('message', (job: WorkerJob) => {
    run(job, settings).then(
      (answer) => port.postMessage(answer),
      (error: unknown) =>
        port.postMessage({
          id: job.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}
