// Writes scripts/vision-eval/faint-corners.json: the grid's corners in each shared photo that
// the reader before issue 27's trust work (BEFORE_TRUST_COMMIT, loaded from the git history)
// reads exactly, for making the faint-digit copies (faint-digits.ts). Written once; the copies
// then stay the same whatever the reader becomes. Usage:
// npx tsx scripts/vision-eval/write-faint-corners.ts (reads $SUDOKU_DATA, else ../shared/data).

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { readPhoto as ReadPhoto } from '../../src/vision/index.ts';
import { BEFORE_TRUST_COMMIT, baselineRoot } from './baseline-reader.ts';
import { wrongCells } from './score.ts';
import { sharedPhotos } from './shared-photos.ts';

const data = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const root = baselineRoot(BEFORE_TRUST_COMMIT);
if (!root) throw new Error(`commit ${BEFORE_TRUST_COMMIT} is not in this checkout's history`);
const { readPhoto } = (await import(join(root, 'src', 'vision', 'read-photo.ts'))) as {
  readPhoto: typeof ReadPhoto;
};
const corners: Record<string, number[][]> = {};
const photos = sharedPhotos(join(data, 'photos', 'images'));
for (const photo of photos) {
  const read = await readPhoto(readFileSync(photo.path));
  if (!read.ok || wrongCells(read.value.grid, photo.truth).length > 0) continue;
  corners[photo.name] = read.value.corners.map(([x, y]) => [+x.toFixed(1), +y.toFixed(1)]);
}
writeFileSync(
  new URL('faint-corners.json', import.meta.url),
  JSON.stringify(corners, null, 1) + '\n',
);
console.log(`corners of ${Object.keys(corners).length} of ${photos.length} photos`);
