// The worker-thread PhotoReader: reads off the main thread, keeps the input caps, stops a read
// that overruns its time and carries on with a fresh worker, and never lets one photo block
// the event loop.

import { afterAll, describe, expect, it } from 'vitest';
import { createPhotoReader, MAX_PHOTO_BYTES } from '../../src/vision/index.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

const reader = createPhotoReader({ timeLimitMs: 30_000 });
afterAll(() => reader.close());

describe('the worker-thread photo reader', () => {
  it('reads a board in the worker and keeps the event loop free meanwhile', async () => {
    const givens = fixturePuzzles()[3]!;
    const png = await boardPng(givens);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const result = await reader.read(png);
    clearInterval(ticker);
    expect(result.ok).toBe(true);
    if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it('answers bad input from the worker with coded errors', async () => {
    const notImage = await reader.read(Buffer.from('hello'));
    expect(notImage.ok ? 'ok' : notImage.error.code).toBe('not-an-image');
    const huge = await reader.read(Buffer.alloc(MAX_PHOTO_BYTES + 1));
    expect(huge.ok ? 'ok' : huge.error.code).toBe('too-large');
  }, 60_000);

  it('stops a read that overruns its time limit and recovers with a new worker', async () => {
    const png = await boardPng(fixturePuzzles()[4]!);
    const late = await reader.read(png, { timeLimitMs: 1 });
    expect(late.ok ? 'ok' : late.error.code).toBe('timeout');
    const next = await reader.read(png);
    expect(next.ok).toBe(true);
  }, 60_000);

  it("does not change the caller's buffer and handles reads sent together", async () => {
    const puzzles = fixturePuzzles().slice(5, 8);
    const pngs = await Promise.all(puzzles.map((p) => boardPng(p)));
    const before = pngs.map((b) => Buffer.from(b));
    const results = await Promise.all(pngs.map((b) => reader.read(b)));
    results.forEach((r, i) => {
      expect(r.ok).toBe(true);
      if (r.ok) expect(gridText(r.value.grid)).toBe(gridText(puzzles[i]!));
    });
    pngs.forEach((b, i) => expect(b.equals(before[i]!)).toBe(true));
  }, 60_000);

  it('reports its memory and refuses work after close', async () => {
    const memory = await reader.memory();
    expect(memory.heapUsed).toBeGreaterThan(0);
    const other = createPhotoReader();
    await other.close();
    const result = await other.read(Buffer.from('x'));
    expect(result.ok ? 'ok' : result.error.code).toBe('timeout');
  }, 60_000);
});
