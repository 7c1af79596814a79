// Board rendering: warm render time (median, p95) and PNG size per kind of view, beside peers
// measured in the same run: the same build with every cache cleared, sharp's own PNG encoders
// (libimagequant palette, truecolour) on the same pixels, and a naive board drawn with <text>
// (system fonts) encoded by sharp's defaults. `npm run bench -- render`
// RENDER_BENCH_N sets the samples per row (default 120). Rows are sampled in turn.

import os from 'node:os';
import sharp from 'sharp';
import { digitSymbol } from '../src/engine/cell.ts';
import { clearGlyphCache } from '../src/render/glyphs.ts';
import { clearGridCache } from '../src/render/grid-svg.ts';
import { renderBoard, renderBoardSvg, type BoardView } from '../src/render/index.ts';
import { encodeIndexedPng } from '../src/render/png-encode.ts';
import { sampleViews } from '../test/render/sample-views.ts';
import { percentile, printTable } from './lib.ts';

const N = Number(process.env.RENDER_BENCH_N ?? 120);
const WARMUP = 15;
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

function row(task: Task, s: Samples) {
  return {
    render: task.name,
    'median ms': percentile(s.wall, 0.5),
    'p95 ms': percentile(s.wall, 0.95),
    'min ms': percentile(s.wall, 0),
    'CPU ms (median)': percentile(s.cpu, 0.5),
    'PNG KB': s.bytes / 1024,
    note: task.note ?? '',
  };
}

// A naive board the way one might first write it: <text> digits (fontconfig picks a system
// font), no caching, sharp's default PNG. It draws givens, entries and notes, no highlights.
function naiveTextSvg(view: BoardView): string {
  const { size } = view.geometry;
  const cell = size === 16 ? 42 : 64;
  const grid = cell * size;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${grid + 62}" height="${grid + 108}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="18" y="44" font-family="sans-serif" font-size="23" font-weight="600">${view.title ?? ''}</text>`,
  ];
  const ox = 44;
  const oy = 90;
  for (let i = 0; i <= size; i++) {
    const w = i % view.geometry.boxCols === 0 ? 3 : 1;
    parts.push(
      `<line x1="${ox + i * cell}" y1="${oy}" x2="${ox + i * cell}" y2="${oy + grid}" stroke="#222" stroke-width="${w}"/>`,
    );
    parts.push(
      `<line x1="${ox}" y1="${oy + i * cell}" x2="${ox + grid}" y2="${oy + i * cell}" stroke="#222" stroke-width="${w}"/>`,
    );
  }
  for (let c = 0; c < view.geometry.cellCount; c++) {
    const x = ox + (c % size) * cell;
    const y = oy + Math.floor(c / size) * cell;
    const d = view.givens[c] || view.entries[c];
    if (d) {
      parts.push(
        `<text x="${x + cell / 2}" y="${y + cell * 0.68}" text-anchor="middle" font-family="sans-serif" font-size="${cell * 0.6}" fill="${view.givens[c] ? '#111' : '#1d5fd6'}">${digitSymbol(d)}</text>`,
      );
      continue;
    }
    const mask = view.notes?.[c] ?? 0;
    for (let n = 1; n <= size; n++) {
      if (!(mask & (1 << n))) continue;
      const nx = x + (((n - 1) % 3) + 0.5) * (cell / 3);
      const ny = y + (Math.floor((n - 1) / 3) + 0.8) * (cell / 3);
      parts.push(
        `<text x="${nx}" y="${ny}" text-anchor="middle" font-family="sans-serif" font-size="${cell / 4.5}" fill="#666">${n}</text>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

const cases: [string, BoardView, 'light' | 'dark'][] = [
  ['9x9 plain', views.plain!, 'light'],
  ['9x9 notes + hint highlights', views.hint!, 'light'],
  ['9x9 notes + hint, dark', views.hint!, 'dark'],
  ['9x9 solved, dark', views.solved!, 'dark'],
  ['16x16', views.big16!, 'light'],
  ['jigsaw 9x9', views.jigsaw9!, 'light'],
  ['4x4 with notes', views.mini4!, 'light'],
];
const hint = views.hint!;
const svg = Buffer.from(renderBoardSvg(hint));
const pixels = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
const naive = Buffer.from(naiveTextSvg(hint));
const tasks: Task[] = [
  ...cases.map(([name, view, theme]) => ({ name, run: () => renderBoard(view, { theme }) })),
  {
    name: 'peer: 9x9 notes + hint, caches cleared',
    note: 'static layers and scaled glyphs rebuilt every time',
    run: () => {
      clearGridCache();
      clearGlyphCache();
      return renderBoard(hint);
    },
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
  {
    name: 'peer: naive <text> SVG, system fonts',
    note: 'no highlights; pixels depend on installed fonts',
    run: () => sharp(naive).png().toBuffer(),
  },
  {
    name: 'part: rasterise only (librsvg)',
    note: 'raw RGBA, no PNG',
    run: () => sharp(svg).raw().toBuffer(),
  },
  {
    name: 'part: indexed PNG encode only',
    note: 'our encoder on the same pixels',
    run: () => encodeIndexedPng(pixels.data, pixels.info.width, pixels.info.height, 3),
  },
];
const loadBefore = os.loadavg()[0]!;
const measured = await measureAll(tasks);
const rows: Record<string, string | number>[] = tasks.map((t) => row(t, measured.get(t)!));

const svgTimes: number[] = [];
for (let i = 0; i < N; i++) {
  const start = performance.now();
  renderBoardSvg(hint);
  svgTimes.push(performance.now() - start);
}
rows.push({
  render: 'part: SVG build only (9x9 notes + hint)',
  'median ms': percentile(svgTimes, 0.5),
  'p95 ms': percentile(svgTimes, 0.95),
  'min ms': percentile(svgTimes, 0),
  'CPU ms (median)': '-',
  'PNG KB': '-',
  note: `${(svg.length / 1024).toFixed(1)} KB of SVG`,
});

console.log(
  `load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} cores`,
);
printTable(
  `Board rendering, warm, ${N} samples per row (targets: 9x9 notes + hint median <= 15 ms, PNG <= 80 KB)`,
  rows,
);
