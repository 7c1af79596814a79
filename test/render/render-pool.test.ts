// The worker pool behind the Renderer port, on real threads: the same pictures as drawing in
// process, a bad view refused before any thread starts, a bounded queue, a crashed or hung
// worker failing only its own picture and replaced, pictures that settle by their wait bound
// when no thread will start, a start-up slower than a picture's limit costing that picture
// nothing, and close() leaving no thread behind. The pool's rules in every state are tested on
// a fake clock in test/work/worker-pool.test.ts.

import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRenderPool,
  defaultPoolSize,
  renderBoard,
  type BoardView,
  type RenderPool,
} from '../../src/render/index.ts';
import { geometryById } from '../../src/game/puzzle.ts';
import { fromWire, toWire } from '../../src/render/wire.ts';
import { sampleViews } from './sample-views.ts';

const MISBEHAVING = new URL('./misbehaving-worker.mjs', import.meta.url);
const HELD = new URL('../support/held-worker.mjs', import.meta.url);
const NO_SUCH_WORKER = new URL('./no-such-worker.mjs', import.meta.url);
const views = sampleViews();
const pools: RenderPool[] = [];

function pool(options: Parameters<typeof createRenderPool>[0] = {}): RenderPool {
  const created = createRenderPool(options);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the render pool', () => {
  it('draws the same pictures as the renderer in process, on several threads', async () => {
    const renderer = pool({ workers: 2 });
    const names = ['hint', 'solved', 'big16', 'jigsaw9'];
    const pngs = await Promise.all(
      names.map((name) => renderer.render(views[name]!, { theme: 'dark' })),
    );
    for (const [i, name] of names.entries()) {
      const local = await renderBoard(views[name]!, { theme: 'dark' });
      expect(Buffer.compare(pngs[i]!, local), name).toBe(0);
    }
    expect(renderer.stats().workers).toBe(2);
    expect(renderer.altText(views.hint!)).toContain('Hint points at');
  });

  it('refuses a bad view at once, without starting a thread', async () => {
    const renderer = pool();
    const bad: BoardView = { ...views.plain!, entries: new Uint8Array(80) };
    expect(() => renderer.render(bad)).toThrow(/entries has 80 cells/);
    expect(() => renderer.render(views.plain!, { scale: 9 })).toThrow(RangeError);
    expect(renderer.stats()).toEqual({ workers: 0, warm: 0, busy: 0, queued: 0 });
    expect(renderer.readiness()).toBe('no picture worker started yet');
  });

  it('is ready once warm, and keeps its queue bounded: pictures beyond it fail at once', async () => {
    const renderer = pool({ workers: 1, maxQueue: 2 });
    expect(await renderer.warm()).toBeUndefined();
    expect(renderer.readiness()).toBeUndefined();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => renderer.render(views.plain!)),
    );
    const outcomes = results.map((r) => r.status);
    // One drawn at once, two waiting, two turned away.
    expect(outcomes).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(String((results[3] as PromiseRejectedResult).reason)).toMatch(/pictures are waiting/);
  });

  it('fails only the picture of a worker that dies, and replaces the worker', async () => {
    const renderer = pool({ workers: 1, workerUrl: MISBEHAVING });
    const crash = renderer.render({ ...views.plain!, title: 'crash' });
    const after = renderer.render(views.notes!);
    await expect(crash).rejects.toThrow('the picture worker stopped (exit code 3)');
    expect((await after).subarray(1, 4).toString()).toBe('PNG');
    expect(renderer.stats()).toMatchObject({ workers: 1, warm: 1, busy: 0, queued: 0 });
  });

  it('stops a worker that hangs once the picture is out of time, and goes on with a fresh one', async () => {
    const renderer = pool({ workers: 1, workerUrl: MISBEHAVING, timeLimitMs: 3000 });
    await renderer.warm();
    const hang = renderer.render({ ...views.plain!, title: 'hang' });
    const next = renderer.render(views.plain!);
    await expect(hang).rejects.toThrow('the picture took over 3 s of work; its worker was stopped');
    // The replacement started with the kill; the next picture waits for it to warm up.
    expect(renderer.stats()).toMatchObject({ workers: 1, warm: 0, queued: 1 });
    expect((await next).subarray(1, 4).toString()).toBe('PNG');
  });

  it('closes cleanly: pictures in progress finish, waiting ones fail, no thread is left', async () => {
    const ports = () =>
      process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;
    const portsBefore = ports();
    const renderer = pool({ workers: 1 });
    await renderer.warm();
    expect(renderer.stats().workers).toBe(1);
    expect(ports()).toBe(portsBefore + 1);
    const drawing = renderer.render(views.hint!);
    const waiting = expect(renderer.render(views.plain!)).rejects.toThrow(/stopped/);
    await renderer.close();
    expect((await drawing).subarray(1, 4).toString()).toBe('PNG');
    await waiting;
    await expect(renderer.render(views.plain!)).rejects.toThrow('the picture workers are stopped');
    expect(renderer.stats()).toEqual({ workers: 0, warm: 0, busy: 0, queued: 0 });
    expect(ports()).toBe(portsBefore);
  });

  it('settles every waiting picture by its wait bound when threads keep dying as they start, and keeps trying', async () => {
    // The pool before: after three threads died it "rested" 30 s and left the fourth picture
    // waiting forever.
    const renderer = pool({
      workers: 1,
      workerUrl: NO_SUCH_WORKER,
      maxWaitMs: 3000,
      timeLimitMs: 3000,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => renderer.render(views.plain!)),
    );
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(String((result as PromiseRejectedResult).reason)).toMatch(
        /the picture waited 3 s for a worker \(picture workers fail to start \(\d+ in a row, last: .*no-such-worker/,
      );
    }
    expect(renderer.readiness()).toMatch(/picture workers fail to start/);
    // Not switched off: the next picture waits for a thread like the others.
    const next = renderer.render(views.plain!);
    expect(renderer.stats().queued).toBe(1);
    await expect(next).rejects.toThrow(/waited 3 s/);
  });

  it("does not fail a picture for a thread's start-up, even one slower than the picture's limit", async () => {
    const channel = new BroadcastChannel('held-worker');
    try {
      // The limit leaves a loaded machine (a starved thread at a lower priority) room to draw
      // once started; the pool's rules themselves are tested on a fake clock (worker-pool.test).
      const renderer = pool({ workers: 1, workerUrl: HELD, timeLimitMs: 4000 });
      const picture = renderer.render(views.hint!);
      let settled = false;
      void picture.finally(() => (settled = true)).catch(() => undefined);
      // Hold the thread's start-up past the picture's limit, then let it start.
      await new Promise((resolve) => setTimeout(resolve, 4500));
      expect(settled).toBe(false);
      expect(renderer.stats()).toMatchObject({ workers: 1, warm: 0, queued: 1 });
      expect(renderer.readiness()).toMatch(/picture workers starting/);
      channel.postMessage(MISBEHAVING.href);
      expect((await picture).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      channel.close();
    }
  });

  it('sizes itself to the machine, leaving a core to the main thread', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(4)).toBe(3);
    expect(defaultPoolSize(64)).toBe(4);
  });
});

describe('views on the wire', () => {
  it('send a geometry as its id when the id rebuilds it, jigsaw maps included', () => {
    for (const [name, view] of Object.entries(views)) {
      const wire = toWire(view);
      expect(wire.geometry, name).toEqual({ id: view.geometry.id });
      expect(fromWire(structuredClone(wire)).geometry, name).toBe(view.geometry);
    }
  });

  it('send a geometry that its id does not rebuild as it is', () => {
    const odd = { ...views.plain!.geometry, id: 'classic9-custom' };
    expect(geometryById(odd.id)).toBeUndefined();
    const wire = toWire({ ...views.plain!, geometry: odd });
    expect(fromWire(wire).geometry).toBe(odd);
    expect(() => fromWire({ ...wire, geometry: { id: 'nonsense' } })).toThrow(/unknown geometry/);
  });
});
