// Whether this checkout reads the real photos exactly as main's reader (MAIN_COMMIT) did (VISION_PART=same npm run bench -- vision): every shared photo, its degraded
// copies (JPEG-20, dark, blurred, tilted) and its faint-digit and glare copies, read by both
// readers in turn; a reading differs when its grid, unsure or repaired cells, status or refusal
// code differ. Both readers' CPU per photo too, from the same run.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPhoto } from '../src/vision/index.ts';
import { MAIN_COMMIT, baselineRoot } from '../scripts/vision-eval/baseline-reader.ts';
import { DEGRADATIONS } from '../scripts/vision-eval/degrade.ts';
import { FAINT_KINDS, faintCopy, faintCorners } from '../scripts/vision-eval/faint-digits.ts';
import { sharedPhotos } from '../scripts/vision-eval/shared-photos.ts';
import { percentile, printTable } from './lib.ts';

type Read = Awaited<ReturnType<typeof readPhoto>>;

/** A reading as text: everything the bot is told (corners aside, which follow the outline). */
export function readingKey(result: Read): string {
  if (!result.ok)
    return `refused ${result.error.code} ${JSON.stringify(result.error.reason ?? '')}`;
  const { grid, unsure, repaired, status, oneOfTwo, checkBoard } = result.value;
  const place = oneOfTwo ? ` one of two: ${oneOfTwo}` : '';
  const board = checkBoard ? ' check the board' : '';
  return `${status} ${grid.join('')} unsure ${[...unsure].join(',')} repaired ${repaired.join(',')}${place}${board}`;
}

// VISION_SETS=photos,dark,... (names as in the table) limits the sets compared.
const chosen = process.env.VISION_SETS?.split(',');
const wanted = (set: string) => !chosen || chosen.includes(set);

async function* photoSets(dir: string) {
  // VISION_SPLIT=tuning|held-out compares one part only (tuning while working on the reader).
  const split = process.env.VISION_SPLIT;
  const photos = sharedPhotos(dir).filter((p) => !split || p.part === split);
  if (wanted('photos'))
    for (const p of photos) yield { set: 'photos', name: p.name, bytes: readFileSync(p.path) };
  for (const d of DEGRADATIONS.filter((d) => wanted(d.name)))
    for (const p of photos)
      yield { set: d.name, name: p.name, bytes: await d.apply(readFileSync(p.path)) };
  const corners = faintCorners();
  for (const kind of FAINT_KINDS.filter(wanted))
    for (const p of photos)
      yield { set: kind, name: p.name, bytes: (await faintCopy(p, corners[p.name]!, kind)).bytes };
}

async function timed(
  read: typeof readPhoto,
  bytes: Buffer,
  trace?: (step: string) => void,
): Promise<[Read, number]> {
  const before = process.cpuUsage();
  const result = await read(bytes, trace && { trace });
  const used = process.cpuUsage(before);
  return [result, (used.user + used.system) / 1000];
}

/** Readings of main's reader and this one side by side: how many differ, per set. */
export async function sameReadingsTable(dir: string): Promise<void> {
  // VISION_BASE=<commit> compares with that commit's reader instead of main's (MAIN_COMMIT).
  const base = process.env.VISION_BASE ?? MAIN_COMMIT;
  const root = baselineRoot(base);
  if (!root) {
    console.log(`readings not compared: ${base} is not in the git history`);
    return;
  }
  const main = (await import(join(root, 'src', 'vision', 'read-photo.ts'))) as {
    readPhoto: typeof readPhoto;
  };
  const sets = new Map<
    string,
    { differ: string[]; photos: number; early: number; cpu: [number[], number[]] }
  >();
  let read = 0;
  for await (const item of photoSets(dir)) {
    // A long run (about 1,000 photos, each read twice): a line on stderr every hundred.
    if (++read % 100 === 0) process.stderr.write(`${read} photos compared\n`);
    const [old, oldMs] = await timed(main.readPhoto, item.bytes);
    // The early decisions (trace steps starting 'early:') this reader took on the photo.
    const early: string[] = [];
    const [now, nowMs] = await timed(readPhoto, item.bytes, (step) => {
      if (step.startsWith('early:')) early.push(step);
    });
    const entry = sets.get(item.set) ?? { differ: [], photos: 0, early: 0, cpu: [[], []] };
    entry.photos++;
    if (early.length) entry.early++;
    entry.cpu[0].push(oldMs);
    entry.cpu[1].push(nowMs);
    if (readingKey(old) !== readingKey(now)) entry.differ.push(item.name);
    sets.set(item.set, entry);
  }
  printTable(
    `Real photos read by main's reader (${base.slice(0, 7)}) and this one in turn: readings that differ`,
    [...sets].map(([set, { differ, photos, early, cpu }]) => ({
      set,
      photos,
      'readings that differ': differ.length,
      'early decision taken': early,
      which: differ.slice(0, 6).join(' ') || '-',
      'main p50 / p95 cpu ms': `${percentile(cpu[0], 0.5).toFixed(0)} / ${percentile(cpu[0], 0.95).toFixed(0)}`,
      'new p50 / p95 cpu ms': `${percentile(cpu[1], 0.5).toFixed(0)} / ${percentile(cpu[1], 0.95).toFixed(0)}`,
      'main / new max cpu ms': `${Math.max(...cpu[0]).toFixed(0)} / ${Math.max(...cpu[1]).toFixed(0)}`,
    })),
  );
}
