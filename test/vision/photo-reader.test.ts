// The worker-thread PhotoReader: reads off the main thread, keeps the input caps, budgets a
// photo's own work (its thread's CPU time, from when a warm worker starts it: never a worker's
// start-up, never the wait behind other photos), refuses a photo over budget with the true
// reason, stops a stuck worker and has a fresh one warm for the next photo, tells a caller whose
// photo must wait, and answers every photo on close. The pool's rules in every state are tested
// on a fake clock in test/work/worker-pool.test.ts.

import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { QueueStatus } from '../../src/bot/ports.ts';
import { createPhotoReader, photoPoolSize } from '../../src/vision/photo-reader.ts';
import { MAX_PHOTO_BYTES } from '../../src/vision/index.ts';
import { spawnThread, type PoolWorker } from '../../src/work/worker-pool.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

const MISBEHAVING = new URL('./misbehaving-photo-worker.mjs', import.meta.url);
const HELD = new URL('../support/held-worker.mjs', import.meta.url);
const reader = createPhotoReader({ workers: 1 });
const closing: { close(): Promise<void> }[] = [reader];
afterAll(() => Promise.all(closing.map((r) => r.close())));

const codeOf = (result: { ok: boolean; error?: { code: string } }) =>
  result.ok ? 'ok' : result.error!.code;

describe('the worker-thread photo reader', () => {
  it('is ready once a worker is warm, reads a board there and keeps the event loop free', async () => {
    expect(reader.readiness()).toBe('no photo worker started yet');
    expect(await reader.warm()).toBeUndefined();
    const givens = fixturePuzzles()[3]!;
    const png = await boardPng(givens);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const result = await reader.read(png);
    clearInterval(ticker);
    expect(result.ok).toBe(true);
    if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
    expect(ticks).toBeGreaterThan(0);
  }, 120_000);

  it('answers bad input from the worker with coded errors', async () => {
    const notImage = await reader.read(Buffer.from('hello'));
    expect(codeOf(notImage)).toBe('not-an-image');
    const huge = await reader.read(Buffer.alloc(MAX_PHOTO_BYTES + 1));
    expect(codeOf(huge)).toBe('too-large');
  }, 60_000);

  it('refuses a photo over its work budget with the true reason; the same warm worker reads the next', async () => {
    // A grid with too few digits for one solution never reads as a proper puzzle, so every
    // second opinion is tried: the reading passes many checkpoints and far more than 20 ms of
    // work (CPU time is counted in ticks of 10 ms).
    let kept = 0;
    const sparse = fixturePuzzles()[4]!.map((d) => (d && kept++ < 20 ? d : 0));
    const over = await reader.read(await boardPng(Uint8Array.from(sparse)), { cpuBudgetMs: 20 });
    expect(over).toEqual({
      ok: false,
      error: {
        code: 'timeout',
        message:
          'That photo needed more than 20 ms of work to read; send a photo taken from straight above with only the grid in view.',
        reason: { kind: 'over-budget', ms: 20, measure: 'cpu' },
      },
    });
    expect(reader.stats()).toMatchObject({ workers: 1, warm: 1 });
    const givens = fixturePuzzles()[4]!;
    const next = await reader.read(await boardPng(givens));
    expect(next.ok && gridText(next.value.grid)).toBe(gridText(givens));
  }, 60_000);

  it("does not change the caller's buffer, and tells the callers whose photos wait", async () => {
    const puzzles = fixturePuzzles().slice(5, 8);
    const pngs = await Promise.all(puzzles.map((p) => boardPng(p)));
    const before = pngs.map((b) => Buffer.from(b));
    const notices: (QueueStatus | undefined)[] = [undefined, undefined, undefined];
    const results = await Promise.all(
      pngs.map((b, i) => reader.read(b, { onQueued: (status) => (notices[i] = status) })),
    );
    results.forEach((r, i) => {
      expect(r.ok).toBe(true);
      if (r.ok) expect(gridText(r.value.grid)).toBe(gridText(puzzles[i]!));
    });
    pngs.forEach((b, i) => expect(b.equals(before[i]!)).toBe(true));
    // The first is read at once; the others wait, the last behind one.
    expect(notices).toEqual([
      undefined,
      { ahead: 0, starting: false },
      { ahead: 1, starting: false },
    ]);
  }, 60_000);

  it('reports its memory', async () => {
    const memory = await reader.memory();
    expect(memory.heapUsed).toBeGreaterThan(0);
  }, 60_000);
});

describe('the photo reader with misbehaving workers', () => {
  it('stops a stuck worker at its wall-clock limit with the reason, and reads the next photo on a fresh warm one', async () => {
    let spawned = 0;
    const spawnReal = spawnThread(MISBEHAVING, 256);
    const stuck = createPhotoReader({
      workers: 1,
      spawn: (): PoolWorker => {
        spawned++;
        return spawnReal();
      },
    });
    closing.push(stuck);
    await stuck.warm();
    const hang = stuck.read(Buffer.from('HANG'), { wallLimitMs: 2000 });
    let status: QueueStatus | undefined;
    const next = stuck.read(Buffer.from('ECHO'), { onQueued: (s) => (status = s) });
    expect(status).toEqual({ ahead: 0, starting: false });
    expect(await hang).toEqual({
      ok: false,
      error: {
        code: 'timeout',
        message:
          'Reading that photo was stopped after 2 s (the reader is very busy or the photo got it stuck); send it again in a minute, or a photo with only the grid in view.',
        reason: { kind: 'stopped', ms: 2000 },
      },
    });
    // The replacement started with the kill, before the next photo asked for it.
    expect(spawned).toBe(2);
    expect(stuck.stats()).toMatchObject({ workers: 1, warm: 0, queued: 1 });
    expect(await next).toEqual({ ok: false, error: { code: 'no-grid', message: 'echo' } });
    expect(stuck.stats()).toMatchObject({ workers: 1, warm: 1 });
  }, 120_000);

  it("does not count a worker's start-up against a photo, even one longer than its limit", async () => {
    const channel = new BroadcastChannel('held-worker');
    try {
      const slow = createPhotoReader({ workers: 1, workerUrl: HELD, wallLimitMs: 1000 });
      closing.push(slow);
      let status: QueueStatus | undefined;
      const read = slow.read(Buffer.from('ECHO'), { onQueued: (s) => (status = s) });
      expect(status).toEqual({ ahead: 0, starting: true });
      let settled = false;
      void read.finally(() => (settled = true));
      // Hold the worker's start-up past the photo's limit, then let it start.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(settled).toBe(false);
      expect(slow.readiness()).toMatch(/^photo workers starting/);
      channel.postMessage(MISBEHAVING.href);
      expect(await read).toEqual({ ok: false, error: { code: 'no-grid', message: 'echo' } });
      expect(slow.readiness()).toBeUndefined();
    } finally {
      channel.close();
    }
  }, 120_000);

  it('answers every photo on close, and refuses photos after it', async () => {
    // Held forever: no worker ever warms up.
    const cold = createPhotoReader({ workers: 1, workerUrl: HELD });
    const waiting = cold.read(Buffer.from('ECHO'));
    await cold.close();
    const busy = {
      ok: false,
      error: {
        code: 'busy',
        message: 'The photo reader is shutting down; send the photo again in a moment.',
        reason: { kind: 'closing' },
      },
    };
    expect(await waiting).toEqual(busy);
    expect(await cold.read(Buffer.from('x'))).toEqual(busy);
    expect(cold.stats()).toEqual({ workers: 0, warm: 0, busy: 0, queued: 0 });
  });

  it('has one worker per two cores, at most two, within a quarter of the memory', () => {
    const gb = 2 ** 30;
    expect(photoPoolSize(1, 8 * gb)).toBe(1);
    expect(photoPoolSize(2, 8 * gb)).toBe(1);
    expect(photoPoolSize(4, 8 * gb)).toBe(2);
    expect(photoPoolSize(64, 8 * gb)).toBe(2);
    expect(photoPoolSize(64, 0.5 * gb)).toBe(1);
  });
});
