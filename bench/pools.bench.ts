// The worker pools under overload, old and new in the same run (`npm run bench -- pools`):
// - pictures: 64 requests in flight for a few seconds against the bot's default render pool,
//   started cold as at a process start, old pool (its 10 s limit counts the wait in line and the
//   start-up; three failed starts switch pictures off for 30 s) beside the new one;
// - photos: a burst of 20 photos sent at once to a cold photo reader, old (one worker, 8 s per
//   photo counted from the request, a timeout kills the worker) beside the new (warm pool, a CPU
//   budget from when a warm worker starts the photo).
// Each runs unloaded, then with every core loaded by a busy loop in its own session
// (`setsid node -e ...`, killed by PID at the end, and ending by itself after 4 minutes).
// POOLS_BENCH_LOAD sets the busy loops (default: four per core, near the load of 24 on 2 cores
// of the reports once the machine's own work is added).

import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Renderer } from '../src/bot/ports.ts';
import { createRenderPool, defaultPoolSize } from '../src/render/index.ts';
import { createPhotoReader, photoPoolSize } from '../src/vision/photo-reader.ts';
import { sampleViews } from '../test/render/sample-views.ts';
import { boardPng, fixturePuzzles } from '../test/vision/boards.ts';
import { createLegacyPhotoReader } from './legacy-photo-reader.ts';
import { createLegacyRenderPool } from './legacy-render-pool.ts';
import { startBusyLoops } from './busy-loops.ts';
import { dataDir, percentile, printTable } from './lib.ts';

const IN_FLIGHT = 64;
/** Under load also an overload: a line of pictures longer than the old 10 s limit allows. */
const OVERLOAD = 192;
const RENDER_MS = 3000;
const PHOTOS = 20;
/** A photo burst that has not answered by then is counted as unanswered (bench bound). */
const PHOTO_BOUND_MS = 90_000;
const LOADERS = Number(process.env.POOLS_BENCH_LOAD ?? 4 * os.availableParallelism());

/** Busy loops on every core, each in its own session; returns a function that kills them. */
function loadEveryCore(): () => void {
  return startBusyLoops(LOADERS);
}

/** Pictures with `inFlight` requests outstanding on a cold pool, for RENDER_MS. */
async function renderBurst(renderer: Renderer & { close(): Promise<void> }, inFlight: number) {
  const views = sampleViews();
  const mix = [views.hint!, views.notes!, views.plain!, views.solved!];
  const times: number[] = [];
  const failures = new Map<string, number>();
  const cpu = process.cpuUsage();
  const start = performance.now();
  let first = NaN;
  await Promise.all(
    Array.from({ length: inFlight }, async (_, k) => {
      for (let i = k; performance.now() - start < RENDER_MS; i += inFlight) {
        const sent = performance.now();
        try {
          await renderer.render(mix[i % mix.length]!, { theme: i % 3 ? 'light' : 'dark' });
          times.push(performance.now() - sent);
          if (Number.isNaN(first)) first = performance.now() - start;
        } catch (error) {
          const reason = (error as Error).message.replace(/\d+(\.\d+)? ?(s|ms)\b/g, 'N $2');
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
          // A refused picture comes back at once: pace the retry like a player's next move.
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpu);
  await renderer.close();
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  const top = [...failures].sort((a, b) => b[1] - a[1]).at(0);
  return {
    drawn: times.length,
    failed,
    'drawn/s': Math.round((times.length * 1000) / elapsed),
    'first picture s': first / 1000,
    'CPU ms/picture': (used.user + used.system) / 1000 / times.length,
    'p50 ms': percentile(times, 0.5),
    'p99 ms': percentile(times, 0.99),
    'until all settled s': elapsed / 1000,
    'most common failure': top ? `${top[1]}x ${top[0].slice(0, 60)}` : '-',
  };
}

/** Up to PHOTOS photos: the shared phone photos when present, else fixtures and drawn boards. */
async function burstPhotos(): Promise<Buffer[]> {
  const data = dataDir();
  const images = data && join(data, 'photos', 'images');
  const shared = images
    ? readdirSync(images)
        .filter((f) => f.endsWith('.jpg'))
        .sort()
        .map((f) => join(images, f))
    : [];
  const fixtures = ['synthetic-1.jpg', 'synthetic-2.jpg', 'synthetic-3.jpg'].map(
    (f) => new URL(`../test/fixtures/photos/${f}`, import.meta.url).pathname,
  );
  const photos: Buffer[] = [...shared, ...fixtures].slice(0, PHOTOS).map((p) => readFileSync(p));
  for (const givens of fixturePuzzles()) {
    if (photos.length >= PHOTOS) break;
    photos.push(await boardPng(givens));
  }
  return photos;
}

interface BurstReader {
  read(bytes: Buffer): Promise<{ ok: boolean; error?: { code: string } }>;
  close(): Promise<void>;
}

/** Sends every photo at once to a cold reader; answers, refusals by code, time to answer. */
async function photoBurst(reader: BurstReader, photos: readonly Buffer[]) {
  const times: number[] = [];
  const codes = new Map<string, number>();
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, PHOTO_BOUND_MS)));
  await Promise.race([
    bound,
    Promise.all(
      photos.map(async (photo) => {
        const result = await reader.read(photo);
        times.push(performance.now() - start);
        const code = result.ok ? 'read' : result.error!.code;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }),
    ),
  ]);
  clearTimeout(timer);
  await reader.close();
  const refused = (codes.get('timeout') ?? 0) + (codes.get('busy') ?? 0);
  return {
    answered: times.length,
    'refused (timeout, busy)': refused,
    outcomes: [...codes].map(([code, n]) => `${code} ${n}`).join(', '),
    'p50 answer s': percentile(times, 0.5) / 1000,
    'p99 answer s': percentile(times, 0.99) / 1000,
  };
}

async function run(): Promise<void> {
  const photos = await burstPhotos();
  const renderRows: Record<string, string | number>[] = [];
  const photoRows: Record<string, string | number>[] = [];
  const loads: string[] = [];
  for (const loaded of [false, true]) {
    const stop = loaded ? loadEveryCore() : () => undefined;
    const load = loaded ? `${LOADERS} busy loops` : 'unloaded';
    try {
      if (loaded) await new Promise((resolve) => setTimeout(resolve, 1000));
      loads.push(`${load}: load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
      // Old and new in turn, twice, so a change in the other load on the machine hits both.
      const runs = [
        ...['old', 'new', 'new', 'old'].map((pool) => [pool, IN_FLIGHT] as const),
        ...(loaded ? (['new', 'old'] as const).map((pool) => [pool, OVERLOAD] as const) : []),
      ];
      for (const [pool, inFlight] of runs) {
        const renderer = pool === 'old' ? createLegacyRenderPool() : createRenderPool();
        renderRows.push({
          load,
          pool,
          'in flight': inFlight,
          ...(await renderBurst(renderer, inFlight)),
        });
      }
      photoRows.push({
        load,
        reader: 'old',
        ...(await photoBurst(createLegacyPhotoReader(), photos)),
      });
      photoRows.push({ load, reader: 'new', ...(await photoBurst(createPhotoReader(), photos)) });
      loads.push(`${load}: load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
    } finally {
      stop();
    }
  }
  printTable(
    `Pictures: ${IN_FLIGHT} (under load also ${OVERLOAD}) in flight for ${RENDER_MS / 1000} s on a cold pool of ${defaultPoolSize()} thread(s) (the bot's default here), old pool beside new`,
    renderRows,
  );
  printTable(
    `Photos: a burst of ${photos.length} sent at once to a cold reader (${photoPoolSize()} worker(s) new, 1 old), old beside new; time to answer from the burst`,
    photoRows,
  );
  console.log(`\n${loads.join('\n')}\non ${os.availableParallelism()} cores`);
}

await run();
