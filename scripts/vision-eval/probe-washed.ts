// What tells a digit washed out by glare from an empty cell (issue 27, helper vision-glare):
// reads the TUNING part's photos of the chosen sets and writes one JSON line per cell of the
// outline the reading came from: the truth, the reading and its flags, whether the copy put glare
// over it, what readCell made of it, its paper (median, brightest quarter), its side lines
// (washed-lines.ts) and the grid's paper and glare line. Tuning part only; never judge* seeds.
//
//   SUDOKU_DATA=/work/shared/data SETS='fresh glare streaks #t2,photos' OUT=/tmp/washed.jsonl \
//     npx tsx scripts/vision-eval/probe-washed.ts

import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readCell,
  watchInkLevels,
  type CellSample,
  type InkLevels,
} from '../../src/vision/cells.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { DEGRADATIONS } from './degrade.ts';
import { faintCopy, faintCorners, type FaintKind } from './faint-digits.ts';
import { sharedPhotos } from './shared-photos.ts';

const dir = join(process.env.SUDOKU_DATA ?? '../shared/data', 'photos', 'images');
const names = (process.env.SETS ?? 'photos').split(',');
if (names.some((n) => n.includes('judge'))) throw new Error("judge seeds are the lead's");
const out = process.env.OUT ?? '/tmp/washed.jsonl';
const photos = sharedPhotos(dir).filter((p) => p.part === 'tuning');
const corners = faintCorners();

for (const name of names) {
  const [kind, seed = ''] = name.split(' #') as [string, string?];
  const degradation = DEGRADATIONS.find((d) => d.name === kind);
  for (const p of photos) {
    const raw = readFileSync(p.path);
    const copy =
      name === 'photos' || degradation
        ? { bytes: degradation ? await degradation.apply(raw) : raw, cells: [] as number[] }
        : await faintCopy(p, corners[p.name]!, kind as FaintKind, seed);
    const outlines: { samples: readonly CellSample[]; levels: InkLevels }[] = [];
    watchInkLevels((samples, levels) => outlines.push({ samples, levels }));
    const result = await readPhoto(copy.bytes);
    watchInkLevels(undefined);
    if (!result.ok || outlines.length === 0) continue;
    const read = result.value;
    const flagged = new Set([...read.unsure, ...read.repaired]);
    // The outline the reading came from: the one whose empty cells are the reading's.
    const agree = (o: (typeof outlines)[number]) =>
      o.samples.filter((s, c) => (readCell(s, o.levels).kind === 'empty') === (read.grid[c] === 0))
        .length;
    const outline = outlines.reduce((a, b) => (agree(b) > agree(a) ? b : a));
    const papers = outline.samples.map((s) => s.paper).sort((a, b) => a - b);
    const rows = outline.samples.map((sample, c) => {
      const content = readCell(sample, outline.levels);
      return JSON.stringify({
        set: name,
        photo: p.name,
        cell: c,
        truth: p.truth[c],
        read: read.grid[c],
        confidence: read.confidence[c],
        flagged: flagged.has(c),
        glared: copy.cells.includes(c),
        match: agree(outline),
        kind: content.kind,
        cellConfidence: content.kind === 'empty' ? content.confidence : 1,
        doubt: content.kind === 'empty' && !!content.doubt,
        paper: sample.paper,
        washed: sample.washed,
        lines: sample.lines,
        pageMedian: papers[40],
        pageBright: papers[72],
        glare: outline.levels.glare,
      });
    });
    appendFileSync(out, rows.join('\n') + '\n');
  }
}
process.exit(0);
