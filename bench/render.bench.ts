// Board rendering, beside the old path measured in the same run. Per kind of view: the
// compositor (cached empty grid, glyph sprites, palette indices only where drawn) against the
// old path (the whole SVG rasterised by librsvg and indexed), warm, in wall time, CPU time
// and PNG bytes. Then the parts and the cold start, and pictures per second with 64 in
// flight: the old path and the compositor on the main thread, and the worker pool, with the
// event-loop delay while they run. `npm run bench -- render`
// RENDER_BENCH_N sets the samples per row (default 120); rows are sampled in turn;
// RENDER_BENCH_PART=languages runs the per-language table alone. The hint
// pictures with sight lines, fish lines and chain links are built from the technique fixtures.

import { monitorEventLoopDelay } from 'node:perf_hooks';
import os from 'node:os';
import sharp from 'sharp';
import type { Renderer } from '../src/bot/ports.ts';
import { buildBoardScene } from '../src/render/board-scene.ts';
import { clearVectorRasters, composeScene } from '../src/render/compose.ts';
import { clearGlyphCache } from '../src/render/glyphs.ts';
import { clearGridRasters } from '../src/render/grid-raster.ts';
import { clearGridCache } from '../src/render/grid-svg.ts';
import {
  altText,
  createRenderer,
  createRenderPool,
  defaultPoolSize,
  renderBoard,
  renderBoardSvg,
  renderBoardViaSvg,
  type BoardView,
} from '../src/render/index.ts';
import { encodeIndexedPng } from '../src/render/png-encode.ts';
import { clearSprites } from '../src/render/sprites.ts';
import { localiseView } from '../src/bot/localise.ts';
import { msg } from '../src/i18n/text.ts';
import { hintPicture } from '../test/render/hint-views.ts';
import { sampleViews } from '../test/render/sample-views.ts';
import { percentile, printTable } from './lib.ts';

const N = Number(process.env.RENDER_BENCH_N ?? 120);
const WARMUP = 15;
const THROUGHPUT_MS = 3000;
const IN_FLIGHT = 64;
const views = sampleViews();

interface Task {
  readonly name: string;
  readonly note?: string;
  readonly run: () => Promise<Buffer> | Buffer;
}

interface Samples {
  readonly wall: number[];
  /** Process CPU time per run (all threads, sharp's included): less sensitive to a busy machine. */
  readonly cpu: number[];
  bytes: number;
}

// Round-robin: every sample of every task is taken in turn, so a burst of load from other
// processes hits all rows alike and the rows stay comparable.
async function measureAll(tasks: readonly Task[], n = N): Promise<Map<Task, Samples>> {
  const samples = new Map<Task, Samples>(tasks.map((t) => [t, { wall: [], cpu: [], bytes: 0 }]));
  for (let i = 0; i < WARMUP; i++) for (const task of tasks) await task.run();
  for (let i = 0; i < n; i++) {
    for (const task of tasks) {
      const s = samples.get(task)!;
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      s.bytes = (await task.run()).length;
      s.wall.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      s.cpu.push((cpu.user + cpu.system) / 1000);
    }
  }
  return samples;
}

const cases: [string, BoardView, 'light' | 'dark'][] = [
  ['9x9 plain', views.plain!, 'light'],
  ['9x9 notes + hint highlights', views.hint!, 'light'],
  ['9x9 hint: hidden single, sight lines', hintPicture('hidden-single-box').view, 'light'],
  ['9x9 hint: finned X-Wing, fish lines', hintPicture('finned-x-wing').view, 'light'],
  ['9x9 hint: X-Chain, links', hintPicture('x-chain').view, 'dark'],
  ['9x9 notes + hint, dark', views.hint!, 'dark'],
  ['9x9 notes, last move', views.notes!, 'light'],
  ['9x9 solved, dark', views.solved!, 'dark'],
  ['16x16', views.big16!, 'light'],
  ['jigsaw 9x9', views.jigsaw9!, 'light'],
  ['4x4 with notes', views.mini4!, 'light'],
];

/** Per kind of view: the compositor beside the old path. */
async function perView(): Promise<void> {
  const pairs = cases.map(([name, view, theme]) => ({
    name,
    next: { name: `${name} (new)`, run: () => renderBoard(view, { theme }) },
    old: { name: `${name} (old)`, run: () => renderBoardViaSvg(view, { theme }) },
  }));
  const measured = await measureAll(pairs.flatMap((p) => [p.next, p.old]));
  const rows = pairs.map(({ name, next, old }) => {
    const a = measured.get(next)!;
    const b = measured.get(old)!;
    return {
      view: name,
      'new median ms': percentile(a.wall, 0.5),
      'new p95 ms': percentile(a.wall, 0.95),
      'new CPU ms': percentile(a.cpu, 0.5),
      'old median ms': percentile(b.wall, 0.5),
      'old CPU ms': percentile(b.cpu, 0.5),
      'CPU new/old': percentile(a.cpu, 0.5) / percentile(b.cpu, 0.5),
      'new KB': a.bytes / 1024,
      'old KB': b.bytes / 1024,
    };
  });
  printTable(
    `Per picture, warm, in process, ${N} samples per row (targets: 9x9 notes + hint <= 7 ms CPU, bytes no larger than the old path)`,
    rows,
  );
}

/** Where the time goes, and what a cold start costs. */
async function parts(): Promise<void> {
  const hint = views.hint!;
  const scene = buildBoardScene(hint);
  const svg = Buffer.from(renderBoardSvg(hint));
  const pixels = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const tasks: Task[] = [
    {
      name: 'compositor, every cache cleared',
      note: 'first board of a kind: empty grid, sprites, title rasterised',
      run: () => {
        clearGridCache();
        clearGlyphCache();
        clearSprites();
        clearGridRasters();
        clearVectorRasters();
        return renderBoard(hint);
      },
    },
    { name: 'part: compositor only (scene built)', run: () => composeScene(scene, 3) },
    {
      name: 'part (old): rasterise only (librsvg)',
      note: 'raw RGBA, no PNG',
      run: () => sharp(svg).raw().toBuffer(),
    },
    {
      name: 'part (old): indexed PNG encode only',
      note: 'palette pass + deflate on the same pixels',
      run: () => encodeIndexedPng(pixels.data, pixels.info.width, pixels.info.height, 3),
    },
    {
      name: 'peer: same SVG, sharp truecolour PNG',
      note: 'libspng, zlib 6',
      run: () => sharp(svg).removeAlpha().png({ compressionLevel: 6 }).toBuffer(),
    },
    {
      name: 'peer: same SVG, sharp palette PNG',
      note: 'libimagequant, 64 colours, effort 1',
      run: () => sharp(svg).png({ palette: true, colours: 64, effort: 1, dither: 0 }).toBuffer(),
    },
  ];
  const measured = await measureAll(tasks);
  const rows: Record<string, string | number>[] = tasks.map((t) => {
    const s = measured.get(t)!;
    return {
      'render (9x9 notes + hint)': t.name,
      'median ms': percentile(s.wall, 0.5),
      'p95 ms': percentile(s.wall, 0.95),
      'CPU ms (median)': percentile(s.cpu, 0.5),
      KB: s.bytes / 1024,
      note: t.note ?? '',
    };
  });
  for (const [name, build] of [
    ['part: scene build only', () => buildBoardScene(hint)],
    ['part: SVG build only', () => renderBoardSvg(hint)],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const start = performance.now();
      build();
      times.push(performance.now() - start);
    }
    rows.push({
      'render (9x9 notes + hint)': name,
      'median ms': percentile(times, 0.5),
      'p95 ms': percentile(times, 0.95),
      'CPU ms (median)': '-',
      KB: '-',
      note: name.includes('SVG') ? `${(svg.length / 1024).toFixed(1)} KB of SVG` : '',
    });
  }
  printTable('Parts and peers, same picture', rows);
}

/** Pictures per second with IN_FLIGHT requests outstanding, and the event-loop delay meanwhile. */
async function throughput(renderer: Renderer): Promise<Record<string, number>> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let late = 0;
  let expected = performance.now() + 10;
  const probe = setInterval(() => {
    const now = performance.now();
    late = Math.max(late, now - expected);
    expected = now + 10;
  }, 10);
  const mix = [views.hint!, views.notes!, views.plain!, views.solved!];
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  delay.enable();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, k) => {
      for (let i = k; performance.now() - start < THROUGHPUT_MS; i += IN_FLIGHT) {
        const sent = performance.now();
        await renderer.render(mix[i % mix.length]!, { theme: i % 3 ? 'light' : 'dark' });
        times.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = performance.now() - start;
  delay.disable();
  clearInterval(probe);
  late = Math.max(late, performance.now() - expected);
  const used = process.cpuUsage(cpu);
  return {
    'pictures/s': Math.round((times.length * 1000) / elapsed),
    'p99 ms': percentile(times, 0.99),
    'loop delay p99 ms': delay.count ? delay.percentile(99) / 1e6 : NaN,
    'timers late max ms': late,
    'CPU ms/picture': (used.user + used.system) / 1000 / times.length,
  };
}

async function pools(): Promise<void> {
  const oldPath: Renderer = {
    render: (view, options) => renderBoardViaSvg(view, options),
    altText: (view) => altText(view),
  };
  const pool = createRenderPool();
  const pool2 = createRenderPool({ workers: 2 });
  await Promise.all([pool.warm(), pool2.warm()]);
  const paths: [string, Renderer][] = [
    ['old path, main thread', oldPath],
    ['compositor, main thread', createRenderer()],
    [`compositor, pool of ${defaultPoolSize()} (the bot's)`, pool],
    ['compositor, pool of 2 (peer)', pool2],
  ];
  const rows: Record<string, string | number>[] = [];
  for (let round = 1; round <= 2; round++) {
    for (const [name, renderer] of paths)
      rows.push({ round, path: name, ...(await throughput(renderer)) });
  }
  await Promise.all([pool.close(), pool2.close()]);
  printTable(
    `Pictures with ${IN_FLIGHT} in flight, ${THROUGHPUT_MS / 1000} s per row, a mix of 9x9 views (CPU counts every thread; a loop that never turns leaves the histogram empty: NaN, see timers late)`,
    rows,
  );
}

/**
 * The daily's picture with its title in English, French and Japanese (Japanese drawn from the
 * Noto Sans CJK outlines): PNG bytes and CPU, the title line cached (every later board of the
 * day) and drawn anew (the first board of a puzzle). Target: Japanese at most 1.3x English.
 */
async function languages(): Promise<void> {
  const title = msg('title.daily', {
    number: 331,
    level: msg('level.hard'),
    date: new Date(Date.UTC(2026, 10, 27)),
  });
  const locales = ['en', 'fr', 'ja'] as const;
  const tasks = locales.flatMap((locale) => {
    const view = localiseView({ ...views.notes!, title }, locale);
    return [
      { name: `${locale}|cached`, run: () => renderBoard(view) },
      {
        name: `${locale}|new title`,
        run: () => {
          clearVectorRasters();
          return renderBoard(view);
        },
      },
    ];
  });
  const measured = await measureAll(tasks);
  const cpu = (name: string) =>
    percentile(measured.get(tasks.find((t) => t.name === name)!)!.cpu, 0.5);
  const rows = locales.map((locale) => {
    const cached = measured.get(tasks.find((t) => t.name === `${locale}|cached`)!)!;
    return {
      language: locale,
      title: localiseView({ ...views.notes!, title }, locale).title!,
      KB: cached.bytes / 1024,
      'CPU ms, title cached': cpu(`${locale}|cached`),
      'CPU ms, new title': cpu(`${locale}|new title`),
      'CPU / English, cached': cpu(`${locale}|cached`) / cpu('en|cached'),
      'CPU / English, new title': cpu(`${locale}|new title`) / cpu('en|new title'),
      'bytes / English': cached.bytes / measured.get(tasks[0]!)!.bytes,
    };
  });
  printTable(
    `The daily's picture per language, ${N} samples per row (target: Japanese <= 1.3x English)`,
    rows,
  );
}

const loadBefore = os.loadavg()[0]!;
if (process.env.RENDER_BENCH_PART === 'languages') {
  await languages();
  process.exit(0);
}
await perView();
await languages();
await parts();
await pools();
console.log(
  `\nload average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} cores`,
);
