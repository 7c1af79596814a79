// Probe: fresh draws of the non-Sudoku generators (seeds of their own, never the bench's nor
// judge*), each read once; prints those shown as a board and the slowest:
// WORD=fresh1 N=3 STYLES=a,b,c KINDS=... SIDES=800,1200 npx tsx scripts/vision-eval/probe-fresh-non-sudoku.ts
// A picture is `${WORD} ${kind} ${k}` drawn in a style at a long side (undefined: the set's own).
// READER=<commit> reads them with that commit's reader instead (from the git history).
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../src/engine/random.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto as thisReader } from '../../src/vision/read-photo.ts';
import { baselineRoot } from './baseline-reader.ts';
import { NON_SUDOKU_KINDS, nonSudokuPhoto, type NonSudokuSet } from './non-sudoku.ts';

sharp.concurrency(1);
const word = process.env.WORD ?? 'fresh';
if (word.startsWith('judge')) throw new Error('judge* seeds are the lead’s');
const n = Number(process.env.N ?? 2);
const from = Number(process.env.FROM ?? 0);
const styles = (process.env.STYLES ?? 'a,b,c').split(',') as NonSudokuSet[];
const kinds = process.env.KINDS
  ? (process.env.KINDS.split(',') as (typeof NON_SUDOKU_KINDS)[number][])
  : NON_SUDOKU_KINDS;
const sides = (process.env.SIDES ?? '').split(',').map((s) => (s ? Number(s) : undefined));
const { cv } = await loadOpenCv();
const root = process.env.READER ? baselineRoot(process.env.READER) : undefined;
const readPhoto = root
  ? (
      (await import(join(root, 'src', 'vision', 'read-photo.ts'))) as {
        readPhoto: typeof thisReader;
      }
    ).readPhoto
  : thisReader;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
await readPhoto(await nonSudokuPhoto(cv, 'calendar', 'a', seededRandom('warm'), 900));
const times: [number, string][] = [];
const shown: string[] = [];
for (const style of styles)
  for (const kind of kinds)
    for (let k = from; k < from + n; k++)
      for (const side of sides) {
        const name = `${word} ${kind} ${k}`;
        const photo = await nonSudokuPhoto(cv, kind, style, seededRandom(name), side, k);
        const t0 = cpu();
        const result = await readPhoto(photo);
        const ms = cpu() - t0;
        const label = `${style} ${side ?? '-'} '${name}'`;
        times.push([ms, label]);
        const answer = result.ok
          ? `SHOWN ${result.value.status}`
          : `${result.error.code} ${JSON.stringify(result.error.reason ?? '')}`;
        if (result.ok) shown.push(label);
        console.log(`${label} ${ms.toFixed(0)} ms ${answer}`);
      }
times.sort((a, b) => b[0] - a[0]);
const cpuOf = times.map(([t]) => t).sort((a, b) => a - b);
console.log(
  `pictures ${times.length}, shown ${shown.length}: ${shown.join('; ')}\n` +
    `p50 ${cpuOf[Math.floor(cpuOf.length / 2)]?.toFixed(0)} max ${cpuOf.at(-1)?.toFixed(0)}; slowest:\n` +
    times
      .slice(0, 8)
      .map(([t, l]) => `${t.toFixed(0)} ${l}`)
      .join('\n'),
);
process.exit(0);
