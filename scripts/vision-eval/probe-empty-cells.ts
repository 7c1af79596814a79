// What tells a lightened printed digit from an empty cell's noise (issue 27, helper vision-quiet):
// reads the TUNING part's photos of the chosen sets and writes, per cell the reader took as
// empty (and per right cell it flagged), the cell's measured evidence as one JSON line: the
// stroke test's numbers at several cuts, ink evidence, shade, the grid's noise, why it was
// flagged. Then prints the unflagged printed digits and the needless flags.
//
//   SUDOKU_DATA=/work/shared/data SETS='fresh faint digits #t2,photos' OUT=/tmp/cells.jsonl \
//     npx tsx scripts/vision-eval/probe-empty-cells.ts
//
// Sets: photos, JPEG-20, dark, blurred, tilted, faint digits, glare over digits, and
// 'fresh faint digits' / 'fresh glare streaks' with '#seed' for further draws. Tuning part only.
// JPEG=50 saves every copy again at that quality first; SAMPLES=base dumps every cell's ink
// (base.jsonl, base.bin) for empty-cells-offline.ts.

import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CELL_SAMPLE, centralMark } from '../../src/vision/cell-marks.ts';
import {
  cellShade,
  inkEvidence,
  readCell,
  watchInkLevels,
  type CellSample,
  type InkLevels,
} from '../../src/vision/cells.ts';
import { smoothedOverShade, strokePeak } from '../../src/vision/faint-strokes.ts';
import { halved, printLikeness } from '../../src/vision/print-likeness.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { DEGRADATIONS } from './degrade.ts';
import { faintCopy, faintCorners, type FaintKind } from './faint-digits.ts';
import { sharedPhotos } from './shared-photos.ts';

const S = CELL_SAMPLE;

/** The biggest central mark of `values` above `cut` (the stroke test's geometry). */
function markAt(values: Float32Array, cut: number, band: number) {
  const { main } = centralMark(values, cut, band, 0.25);
  if (!main) return { h: 0, w: 0, area: 0, edge: false };
  const edge =
    main.x0 <= band || main.y0 <= band || main.x1 >= S - 1 - band || main.y1 >= S - 1 - band;
  return { h: main.h / S, w: main.w / S, area: main.area / (S * S), edge };
}

/** The cell's measured evidence (see the file's comment). */
export function cellFacts(sample: CellSample, levels: InkLevels) {
  const shade = cellShade(sample.ink);
  const smoothed = smoothedOverShade(sample.ink, shade);
  const peak = strokePeak(smoothed);
  const band = Math.round(0.12 * S);
  const content = readCell(sample, levels);
  const why =
    content.kind === 'mark'
      ? content.faint
        ? 'faint mark'
        : 'mark'
      : !content.doubt
        ? content.confidence < 0.8
          ? 'near mark'
          : 'sure'
        : content.doubt.features
          ? 'pale look'
          : 'stroke/inked/glare';
  const cuts: Record<string, ReturnType<typeof markAt>> = Object.fromEntries(
    [0.8, 1.1, 1.5, 2, 3].map((k) => [`n${k}`, markAt(smoothed, k * levels.noise, band)]),
  );
  for (const k of [0.06, 0.1, 0.15]) cuts[`p${k}`] = markAt(smoothed, k * levels.print, band);
  const like = levels.prints?.length ? printLikeness(halved(smoothed), levels.prints) : undefined;
  return {
    likeShape: like?.shape ?? -1,
    likeContrast: like?.contrast ?? -1,
    why,
    evidence: inkEvidence(sample, levels),
    emptyLevel: levels.empty.level,
    emptySpread: levels.empty.spread,
    print: levels.print,
    threshold: levels.threshold,
    noise: levels.noise,
    shade,
    peak,
    peakOverNoise: peak / levels.noise,
    peakOverPrint: peak / levels.print,
    paper: sample.paper,
    washed: sample.washed,
    glare: levels.glare,
    cuts,
  };
}

// JPEG=q: every copy saved again at that JPEG quality (faint print under a phone's compression).
const requality = async (bytes: Buffer) =>
  process.env.JPEG
    ? sharp(bytes)
        .jpeg({ quality: Number(process.env.JPEG) })
        .toBuffer()
    : bytes;

async function* sets(dir: string, names: readonly string[]) {
  const photos = sharedPhotos(dir).filter((p) => p.part === 'tuning');
  const corners = faintCorners();
  for (const name of names) {
    const [kind, seed = ''] = name.split(' #') as [string, string?];
    const degradation = DEGRADATIONS.find((d) => d.name === kind);
    for (const p of photos) {
      const raw = readFileSync(p.path);
      if (name === 'photos')
        yield { set: name, photo: p.name, truth: p.truth, bytes: raw, changed: [] };
      else if (degradation)
        yield {
          set: name,
          photo: p.name,
          truth: p.truth,
          bytes: await degradation.apply(raw),
          changed: [],
        };
      else {
        const copy = await faintCopy(p, corners[p.name]!, kind as FaintKind, seed);
        yield { set: name, photo: p.name, truth: p.truth, bytes: copy.bytes, changed: copy.cells };
      }
    }
  }
}

const dir = join(process.env.SUDOKU_DATA ?? '../shared/data', 'photos', 'images');
const names = (process.env.SETS ?? 'photos').split(',');
const lines: string[] = [];
const shown: string[] = [];
for await (const item of sets(dir, names)) {
  item.bytes = await requality(item.bytes);
  const outlines: { samples: readonly CellSample[]; levels: InkLevels }[] = [];
  watchInkLevels((samples, levels) => outlines.push({ samples, levels }));
  const result = await readPhoto(item.bytes);
  watchInkLevels(undefined);
  if (!result.ok) {
    shown.push(`${item.set} ${item.photo}: refused ${result.error.code}`);
    continue;
  }
  const read = result.value;
  const flagged = new Set([...read.unsure, ...read.repaired]);
  // The outline the reading came from: the one whose empty cells are the reading's.
  const agree = (o: (typeof outlines)[number]) =>
    o.samples.filter((s, c) => (readCell(s, o.levels).kind === 'empty') === (read.grid[c] === 0))
      .length;
  const outline = outlines.reduce((a, b) => (agree(b) > agree(a) ? b : a));
  // SAMPLES=file: every cell of the outline, its ink as 16-bit fractions, for offline study.
  if (process.env.SAMPLES) {
    const rows = outline.samples.map((sample, c) => {
      const content = readCell(sample, outline.levels);
      return JSON.stringify({
        set: item.set,
        photo: item.photo,
        cell: c,
        truth: item.truth[c],
        read: read.grid[c],
        flagged: flagged.has(c),
        lightened: item.changed.includes(c),
        kind: content.kind,
        height: content.kind === 'mark' ? content.features[401] : 0,
        covered: sample.covered,
        paper: sample.paper,
        washed: sample.washed,
        // The print templates are rebuilt from the samples (inkLevels), not written: 0.6 MB a cell.
        levels: { ...outline.levels, prints: undefined },
      });
    });
    appendFileSync(`${process.env.SAMPLES}.jsonl`, rows.join('\n') + '\n');
    const bytes = new Uint16Array(81 * S * S);
    outline.samples.forEach((sample, c) =>
      sample.ink.forEach(
        (v, i) => (bytes[c * S * S + i] = Math.round(Math.max(0, Math.min(1, v)) * 65535)),
      ),
    );
    appendFileSync(`${process.env.SAMPLES}.bin`, new Uint8Array(bytes.buffer));
  }
  outline.samples.forEach((sample, c) => {
    const emptyRead = readCell(sample, outline.levels).kind === 'empty';
    const needless = flagged.has(c) && read.grid[c] === item.truth[c];
    const missed = item.truth[c]! > 0 && read.grid[c] === 0 && !flagged.has(c);
    if (!emptyRead && !needless) return;
    const facts = {
      set: item.set,
      photo: item.photo,
      cell: c,
      truth: item.truth[c],
      read: read.grid[c],
      confidence: read.confidence[c],
      flagged: flagged.has(c),
      lightened: item.changed.includes(c),
      outlineMatch: agree(outline),
      ...cellFacts(sample, outline.levels),
    };
    lines.push(JSON.stringify(facts));
    if (missed || needless) {
      const f = facts;
      const r = (v: number) => v.toFixed(3);
      shown.push(
        `${missed ? 'MISSED ' : 'NEEDLESS'} ${item.set} ${item.photo} r${Math.floor(c / 9) + 1}c${(c % 9) + 1} truth ${f.truth} read ${f.read} ${f.why} conf ${r(f.confidence!)} ev ${r(f.evidence)} (empty ${r(f.emptyLevel)}+${r(f.emptySpread)}) peak/noise ${r(f.peakOverNoise)} peak/print ${r(f.peakOverPrint)} noise ${r(f.noise)} shade ${r(f.shade)} n1.1 h${r(f.cuts['n1.1']!.h)} a${r(f.cuts['n1.1']!.area)}${f.cuts['n1.1']!.edge ? ' edge' : ''} n1.5 h${r(f.cuts['n1.5']!.h)} p0.1 h${r(f.cuts['p0.1']!.h)} a${r(f.cuts['p0.1']!.area)} paper ${f.paper.toFixed(0)}/${f.washed.toFixed(0)} glare ${f.glare.toFixed(0)} like ${r(f.likeShape)}/${r(f.likeContrast)}`,
      );
    }
  });
}
if (process.env.OUT) writeFileSync(process.env.OUT, lines.join('\n') + '\n');
console.log(shown.join('\n'));
