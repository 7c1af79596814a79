// Reads the cell dumps of probe-empty-cells.ts (SAMPLES=base writes base.jsonl and base.bin)
// again with this checkout's cell reader, without reading the photos: per dump, the printed
// digits lightened in the copy that readCell takes as surely empty (listed, with their
// print-likeness), and the truly empty cells it flags, per photo and set. Tuning part only, as the
// probe. For trying a change to readCell on thousands of cells in seconds (issue 27, vision-faint):
//
//   npx tsx scripts/vision-eval/empty-cells-offline.ts /tmp/faint /tmp/clean

import { readFileSync } from 'node:fs';
import { CELL_SAMPLE } from '../../src/vision/cell-marks.ts';
import { cellShade, inkLevels, readCell, type CellSample } from '../../src/vision/cells.ts';
import { smoothedOverShade } from '../../src/vision/faint-strokes.ts';
import { halved, printLikeness } from '../../src/vision/print-likeness.ts';

const S = CELL_SAMPLE;

/** One cell's line of the dump (the fields read here). */
interface DumpRow {
  readonly set: string;
  readonly photo: string;
  readonly cell: number;
  readonly truth: number;
  readonly lightened: boolean;
  readonly covered: number;
  readonly paper: number;
  readonly washed: number;
  readonly levels: { readonly threshold: number };
}

/** The dump's outlines, 81 cells each, with the ink levels made again from their samples. */
function* outlines(base: string) {
  const rows = readFileSync(`${base}.jsonl`, 'utf8').trim().split('\n');
  const bytes = readFileSync(`${base}.bin`);
  const ink16 = new Uint16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2));
  const cells = Math.min(rows.length, Math.floor(ink16.length / (S * S)));
  for (let first = 0; first + 81 <= cells; first += 81) {
    const dump = rows.slice(first, first + 81).map((line) => JSON.parse(line) as DumpRow);
    const samples: CellSample[] = dump.map((row, c) => ({
      ink: Float32Array.from(
        ink16.subarray((first + c) * S * S, (first + c + 1) * S * S),
        (v) => v / 65535,
      ),
      covered: row.covered,
      paper: row.paper,
      washed: row.washed,
    }));
    // The line ink is not dumped: the threshold it set is.
    const levels = { ...inkLevels(samples, 1), threshold: dump[0]!.levels.threshold };
    yield { dump, samples, levels };
  }
}

const sure = (content: ReturnType<typeof readCell>) =>
  content.kind === 'empty' && content.confidence >= 0.8;

for (const base of process.argv.slice(2)) {
  const bySet = new Map<string, { photos: number; flags: number; light: number; missed: number }>();
  for (const { dump, samples, levels } of outlines(base)) {
    const set = dump[0]!.set;
    const tally = bySet.get(set) ?? { photos: 0, flags: 0, light: 0, missed: 0 };
    tally.photos++;
    dump.forEach((row, c) => {
      const content = readCell(samples[c]!, levels);
      if (row.truth === 0 && content.kind === 'empty' && !sure(content)) tally.flags++;
      if (!row.lightened || content.kind !== 'empty') return;
      tally.light++;
      if (!sure(content)) return;
      tally.missed++;
      const ink = samples[c]!.ink;
      const like = printLikeness(halved(smoothedOverShade(ink, cellShade(ink))), levels.prints!);
      console.log(
        `surely empty: ${set} ${row.photo} r${Math.floor(c / 9) + 1}c${(c % 9) + 1} (${row.truth}) shape ${like.shape.toFixed(3)} contrast ${like.contrast.toFixed(3)}`,
      );
    });
    bySet.set(set, tally);
  }
  for (const [set, t] of bySet)
    console.log(
      `${base} ${set}: ${t.photos} photos, lightened digits read as empty ${t.light}, surely ${t.missed}; empty cells flagged per photo ${(t.flags / t.photos).toFixed(3)}`,
    );
}
