// The worker thread's side: reads one photo per message with the in-process pipeline. OpenCV
// and the model are loaded, and a blank picture read, when the pool's warm-up message comes, so
// each photo pays only for itself. A photo's work is counted in this thread's CPU time and
// checked between the pipeline's steps: past its budget it stops there, and the answer says so.

import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type { Result } from '../engine/result.ts';
import type { PhotoError } from '../bot/ports.ts';
import { workBudget } from '../work/thread-cpu.ts';
import { runBehindEventLoop } from '../work/thread-priority.ts';
import { shippedModel } from './classifier.ts';
import { loadOpenCv } from './opencv.ts';
import { readPhoto, type DetailedPhotoRead } from './read-photo.ts';

/** A request from the host: read these bytes, report memory use, or warm up. */
export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind: 'read';
      readonly bytes: Uint8Array;
      /** This photo's work budget (ms of this thread's CPU time). */
      readonly budgetMs: number;
    }
  | { readonly id: number; readonly kind: 'memory' }
  | { readonly id: number; readonly kind: 'warm-up' };

/** The worker's answer to the request with the same id. */
export type WorkerAnswer =
  | { readonly id: number; readonly result: Result<DetailedPhotoRead, PhotoError> }
  | { readonly id: number; readonly failure: string }
  | {
      readonly id: number;
      readonly overBudget: { limitMs: number; spentMs: number; measure: 'cpu' | 'wall' };
    }
  | { readonly id: number; readonly memory: NodeJS.MemoryUsage }
  | { readonly id: number; readonly warm: true };

/** Loads OpenCV and the model, then reads a blank picture so the pipeline's code is warm. */
async function warmUp(): Promise<void> {
  await loadOpenCv();
  shippedModel();
  const blank = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#ffffff' },
  })
    .jpeg()
    .toBuffer();
  await readPhoto(blank);
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  if (request.kind === 'memory') return { id: request.id, memory: process.memoryUsage() };
  if (request.kind === 'warm-up') {
    await warmUp();
    return { id: request.id, warm: true };
  }
  const budget = workBudget(request.budgetMs);
  const bytes = Buffer.from(
    request.bytes.buffer,
    request.bytes.byteOffset,
    request.bytes.byteLength,
  );
  const overBudget = () => ({
    id: request.id,
    overBudget: { limitMs: budget.limitMs, spentMs: budget.spentMs(), measure: budget.measure },
  });
  try {
    const result = await readPhoto(bytes, { checkpoint: budget.checkpoint });
    // The pipeline turns a checkpoint's throw into an unreadable photo: the budget says why.
    return budget.spent ? overBudget() : { id: request.id, result };
  } catch (error) {
    if (budget.spent) return overBudget();
    // A bug in the pipeline: report it as an unreadable photo rather than dying silently.
    return {
      id: request.id,
      failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

const port = parentPort;
if (port) {
  runBehindEventLoop('sudoku-photo');
  // One photo at a time on one core: the bot's other work keeps the rest of the machine.
  sharp.concurrency(1);
  port.on('message', (request: WorkerRequest) => {
    // A warm-up that fails is not caught: the thread ends and the pool reports why.
    void answer(request).then((reply) => port.postMessage(reply));
  });
}
