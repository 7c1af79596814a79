// The worker pool behind the Renderer port: the same pictures as drawing in process, a bad view
// refused before any thread starts, a bounded queue, a crashed or hung worker failing only its
// own picture and replaced, and close() leaving no thread behind.

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
    expect(renderer.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it('keeps its queue bounded: pictures beyond it fail at once', async () => {
    const renderer = pool({ workers: 1, maxQueue: 2 });
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
    await expect(crash).rejects.toThrow(/worker stopped/);
    expect((await after).subarray(1, 4).toString()).toBe('PNG');
    expect(renderer.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0 });
  });

  it('stops a worker that hangs once the picture is out of time, and goes on', async () => {
    const renderer = pool({ workers: 1, workerUrl: MISBEHAVING, timeLimitMs: 1500 });
    const hang = renderer.render({ ...views.plain!, title: 'hang' });
    await expect(hang).rejects.toThrow(/worker stopped/);
    const png = await renderer.render(views.plain!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
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
    const waiting = expect(renderer.render(views.plain!)).rejects.toThrow(/closed/);
    await renderer.close();
    expect((await drawing).subarray(1, 4).toString()).toBe('PNG');
    await waiting;
    await expect(renderer.render(views.plain!)).rejects.toThrow(/closed/);
    expect(renderer.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    expect(ports()).toBe(portsBefore);
  });

  it('rests after workers keep failing to start, instead of starting one per picture', async () => {
    const renderer = pool({
      workers: 1,
      workerUrl: new URL('./no-such-worker.mjs', import.meta.url),
    });
    for (let i = 0; i < 3; i++) {
      await expect(renderer.render(views.plain!)).rejects.toThrow(/worker stopped/);
    }
    await expect(renderer.render(views.plain!)).rejects.toThrow(/fail to start/);
    expect(renderer.stats().workers).toBe(0);
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
