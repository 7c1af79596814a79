// Probe (tuning part only): where the read outline of each faint or glare copy lies against the
// grid's written corners (faint-corners.json), and the wrong cells sorted by cause: an outline
// a cell or more off (every cell then read from its neighbour) or the cells' reading. Lists the
// readings that end in a wrong solution offered or a printed digit read as surely empty.
// KIND (default 'fresh glare streaks'), SEEDS (default 't2'; '' the first draw), ONLY=image17.jpg,
// TRACE=1 (the reader's steps for readings off the grid):
// SUDOKU_DATA=/work/shared/data npx tsx scripts/vision-eval/probe-offgrid.ts

import { join, resolve } from 'node:path';
import { pendingOf, photoReply } from '../../src/bot/photo.ts';
import { readPhoto } from '../../src/vision/read-photo.ts';
import {
  apply,
  faintCopy,
  faintCorners,
  inverse,
  unitToQuad,
  type FaintKind,
} from './faint-digits.ts';
import { wrongCells } from './score.ts';
import { sharedPhotos } from './shared-photos.ts';

const data = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const kind = (process.env.KIND ?? 'fresh glare streaks') as FaintKind;
const seeds = (process.env.SEEDS ?? 't2').split(',');
if (seeds.includes('judge3')) throw new Error("judge3 is the lead's");
const corners = faintCorners();
const photos = sharedPhotos(join(data, 'photos', 'images')).filter(
  (p) => p.part === 'tuning' && (!process.env.ONLY || process.env.ONLY.split(',').includes(p.name)),
);

/** A user who fixes every cell asked about: a wrong solution offered, or the board to check. */
function flow(read: Parameters<typeof pendingOf>[0], truth: Uint8Array): string {
  let pending = pendingOf(read, 0);
  for (let step = 0; step <= 81; step++) {
    const reply = photoReply(pending, '' as never, 'asker');
    const grid = Uint8Array.from(pending.grid, (c) => (c === '.' ? 0 : Number(c)));
    const wrong = wrongCells(grid, truth).length > 0;
    if (reply.actions?.some((a) => a.command.startsWith('solve ')))
      return wrong ? 'WRONG-SOLUTION' : 'solution';
    if (pending.unsure.length === 0)
      return pending.checkBoard ? (wrong ? 'board(wrong)' : 'board') : 'problem';
    const [cell, ...rest] = pending.unsure as [number, ...number[]];
    const digits = [...pending.grid];
    digits[cell] = truth[cell] ? String(truth[cell]) : '.';
    pending = { ...pending, grid: digits.join(''), unsure: rest };
  }
  return 'endless';
}

const totals = { photos: 0, off: 0, wrongOff: 0, wrongCell: 0, emptyOff: 0, emptyCell: 0 };
const bad: string[] = [];
for (const seed of seeds)
  for (const photo of photos) {
    const truthCorners = corners[photo.name]!;
    const bytes = (await faintCopy(photo, truthCorners, kind, seed)).bytes;
    const steps: string[] = [];
    const result = await readPhoto(bytes, { trace: (s) => steps.push(s) });
    totals.photos++;
    if (!result.ok) {
      console.log(`${seed} ${photo.name} refused ${result.error.code}`);
      continue;
    }
    const read = result.value;
    // The read corners in cells of the written grid: TL (0,0), TR (9,0), BR (9,9), BL (0,9).
    const toUnit = inverse(unitToQuad(truthCorners));
    const ideal = [
      [0, 0],
      [9, 0],
      [9, 9],
      [0, 9],
    ];
    const offsets = read.corners.map(([x, y], i) => {
      const [u, v] = apply(toUnit, x, y);
      return [9 * u - ideal[i]![0]!, 9 * v - ideal[i]![1]!] as const;
    });
    const worst = Math.max(...offsets.map(([du, dv]) => Math.hypot(du, dv)));
    const off = worst > 0.5;
    const wrong = wrongCells(read.grid, photo.truth);
    const flagged = new Set([...read.unsure, ...read.repaired]);
    const empty = wrong.filter((c) => read.grid[c] === 0 && !flagged.has(c));
    const unflagged = wrong.filter((c) => !flagged.has(c));
    const said = flow(read, photo.truth);
    if (off) {
      totals.off++;
      totals.wrongOff += wrong.length;
      totals.emptyOff += empty.length;
    } else {
      totals.wrongCell += wrong.length;
      totals.emptyCell += empty.length;
    }
    const at = offsets.map(([du, dv]) => `${du.toFixed(1)},${dv.toFixed(1)}`).join(' ');
    const line =
      `${seed} ${photo.name} ${read.status} ${off ? 'OFF' : 'on'} [${at}] wrong ${wrong.length}` +
      ` unflagged ${unflagged.length} empty-unflagged ${empty.length} flagged ${flagged.size} ${said}`;
    console.log(line);
    // The wrong cells left unflagged: cell, printed digit, read digit, confidence.
    const cells = unflagged.map(
      (c) =>
        `r${Math.floor(c / 9) + 1}c${(c % 9) + 1} ${photo.truth[c]}->${read.grid[c]} ${read.confidence[c]!.toFixed(2)}`,
    );
    if (said === 'WRONG-SOLUTION' || empty.length || said === 'board(wrong)')
      bad.push(`${line}${off ? '' : ` (${cells.join('; ')})`}`);
    if (process.env.TRACE && (off || said === 'WRONG-SOLUTION' || process.env.TRACE === 'all'))
      console.log(steps.join('\n'));
  }
console.log('\nbad:\n' + bad.join('\n'));
console.log(JSON.stringify(totals));
process.exit(0);
