// Photo reading on the public phone-photo set (../shared/data/photos): per photo and in total,
// through the worker-thread PhotoReader the bot uses. Photos are split by puzzle into a tuning
// set (looked at while adjusting the pipeline) and a held-out set (not), reported separately.
// The classifier itself was trained on synthetic digits only (scripts/build-digit-model.ts).

import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { join } from 'node:path';
import { makeCellName } from '../src/engine/cell.ts';
import { seededRandom } from '../src/engine/random.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import { syntheticPhoto } from '../scripts/digit-model/synthetic-photo.ts';
import { fixturePuzzles } from '../test/vision/boards.ts';
import { isProperPuzzle } from '../src/vision/consistency.ts';
import { createPhotoReader, readPhoto } from '../src/vision/index.ts';
import { percentile, printTable, requireData } from './lib.ts';

const data = requireData('vision');
if (data) await run(join(data, 'photos', 'images'));

interface Outcome {
  name: string;
  set: 'tuning' | 'held-out';
  exact: boolean;
  wrongCells: number;
  unsure: number;
  wrongPresentedAsSolved: boolean;
  /** The classifier's reading before the solver check (for the ablation row). */
  ms: number;
  error?: string;
  status?: string;
}

/** Truth grid (81 digits) from a .dat file: lines 3-11 hold nine rows of nine digits. */
function truthOf(path: string): Uint8Array {
  const rows = readFileSync(path, 'utf8').split(/\r?\n/).slice(2, 11);
  return Uint8Array.from(rows.join(' ').trim().split(/\s+/), Number);
}

async function run(dir: string): Promise<void> {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort((a, b) => parseInt(a.slice(5)) - parseInt(b.slice(5)));
  // Split by puzzle, so that photos of one puzzle never sit on both sides.
  const puzzles = new Map<string, number>();
  const truths = new Map(names.map((n) => [n, truthOf(join(dir, n.replace('.jpg', '.dat')))]));
  for (const n of names) {
    const key = truths.get(n)!.join('');
    if (!puzzles.has(key)) puzzles.set(key, puzzles.size);
  }
  const rssBefore = process.memoryUsage().rss;
  const reader = createPhotoReader({ timeLimitMs: 20_000 });
  await reader.memory(); // start the worker (OpenCV and the model load) before timing
  const outcomes: Outcome[] = [];
  for (const name of names) {
    const truth = truths.get(name)!;
    const set = puzzles.get(truth.join(''))! % 3 === 2 ? 'held-out' : 'tuning';
    const bytes = readFileSync(join(dir, name));
    const started = performance.now();
    const result = await reader.read(bytes);
    const ms = performance.now() - started;
    if (!result.ok) {
      outcomes.push({
        name,
        set,
        exact: false,
        wrongCells: 81,
        unsure: 0,
        wrongPresentedAsSolved: false,
        ms,
        error: result.error.code,
      });
      console.log(
        `${name.padEnd(14)} ${set.padEnd(8)} error: ${result.error.code} (${ms.toFixed(0)} ms)`,
      );
      continue;
    }
    const read = result.value;
    const wrong = truth.reduce((n, d, i) => n + (read.grid[i] === d ? 0 : 1), 0);
    const wrongList = [...truth.keys()].filter((i) => read.grid[i] !== truth[i]);
    const presented = wrong > 0 && read.unsure.length === 0 && isProperPuzzle(read.grid);
    outcomes.push({
      name,
      set,
      exact: wrong === 0,
      wrongCells: wrong,
      unsure: read.unsure.length,
      wrongPresentedAsSolved: presented,
      ms,
      status: read.status,
    });
    const detail = wrongList
      .map(
        (i) =>
          `${makeCellName(i, 9)}:${truth[i]}->${read.grid[i]}${read.unsure.includes(i) ? '?' : ''}`,
      )
      .join(' ');
    console.log(
      `${name.padEnd(14)} ${set.padEnd(8)} ${wrong === 0 ? 'exact' : 'WRONG'} wrong=${wrong} unsure=${read.unsure.length} ${read.status}${read.corrected.length ? `(${read.corrected.length})` : ''} ${ms.toFixed(0)} ms ${detail}`,
    );
  }
  const memory = await reader.memory();
  await reader.close();
  // CPU time per photo in this process (sharp on one thread), which the machine's other load
  // does not inflate the way it inflates wall-clock time.
  sharp.concurrency(1);
  await readPhoto(readFileSync(join(dir, names[0]!)));
  const cpu: number[] = [];
  for (const name of names) {
    const bytes = readFileSync(join(dir, name));
    const before = process.cpuUsage();
    await readPhoto(bytes);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  const summary = (label: string, list: Outcome[]) => ({
    set: label,
    photos: list.length,
    'grids exact %': (100 * list.filter((o) => o.exact).length) / list.length,
    'cells right %': (100 * list.reduce((n, o) => n + 81 - o.wrongCells, 0)) / (81 * list.length),
    'wrong grid shown as solved': list.filter((o) => o.wrongPresentedAsSolved).length,
    'no grid / errors': list.filter((o) => o.error).length,
    'median ms': percentile(
      list.map((o) => o.ms),
      0.5,
    ),
    'p95 ms': percentile(
      list.map((o) => o.ms),
      0.95,
    ),
  });
  printTable('Photo reading, measured in this run (worker thread, one photo at a time)', [
    summary('all', outcomes),
    summary(
      'tuning',
      outcomes.filter((o) => o.set === 'tuning'),
    ),
    summary(
      'held-out',
      outcomes.filter((o) => o.set === 'held-out'),
    ),
  ]);
  printTable('CPU time per photo, in-process, one thread for sharp (same photos, same run)', [
    {
      'median ms': percentile(cpu, 0.5),
      'p95 ms': percentile(cpu, 0.95),
      'max ms': Math.max(...cpu),
    },
  ]);
  console.log(
    `load average (1 min) at the end: ${loadavg()[0]!.toFixed(2)} on this machine's cores`,
  );
  await syntheticCheck();
  printTable('Reference (published figure, NOT measured here)', [
    { source: 'Wicht & Hennebert 2014 (SoCPaR), full V1 set', 'grids exact %': 87.5 },
    { source: "Wicht's thesis, V2 test split", 'grids exact %': (100 * 33) / 40 },
  ]);
  printTable(
    'Worker memory after reading all photos (rss is the whole process; the worker adds the rest)',
    [
      {
        'rss MB': memory.rss / 2 ** 20,
        'rss added by the worker MB': (memory.rss - rssBefore) / 2 ** 20,
        'worker heap used MB': memory.heapUsed / 2 ** 20,
        'external + array buffers MB': (memory.external + memory.arrayBuffers) / 2 ** 20,
      },
    ],
  );
}

// A second, harsher set made in this run: synthetic photos (strong perspective, hard shadows,
// blur, JPEG) in the three fonts held out of the classifier's training. Fonts come from the
// machine (fontconfig falls back to another font when one is missing).
async function syntheticCheck(): Promise<void> {
  const { cv } = await loadOpenCv();
  const random = seededRandom('synthetic-bench-1');
  const puzzles = fixturePuzzles();
  const fonts = ['Roboto', 'Lato', 'TeX Gyre Pagella'];
  let exact = 0;
  let flagged = 0;
  let errors = 0;
  let shownWrong = 0;
  const count = 120;
  for (let i = 0; i < count; i++) {
    const digits = puzzles[i % puzzles.length]!;
    const font = { family: fonts[i % fonts.length]!, weight: random.next() < 0.5 ? 400 : 700 };
    const photo = await syntheticPhoto(cv, { digits, font }, random);
    const result = await readPhoto(photo.jpeg);
    if (!result.ok) {
      errors++;
      continue;
    }
    const wrong = digits.some((d, k) => result.value.grid[k] !== d);
    if (!wrong) exact++;
    else if (result.value.unsure.length === 0 && isProperPuzzle(result.value.grid)) shownWrong++;
    else flagged++;
  }
  printTable('Synthetic photos in fonts held out of training, made in this run', [
    {
      photos: count,
      'grids exact %': (100 * exact) / count,
      'misread but flagged/unsure': flagged,
      'wrong grid shown as solved': shownWrong,
      'no grid / errors': errors,
    },
  ]);
}
