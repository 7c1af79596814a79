// Writes scripts/vision-eval/photo-split.json: which shared photos are held out (see
// shared-photos.ts for how the split is made). Usage: npx tsx scripts/vision-eval/write-split.ts
// (reads $SUDOKU_DATA, else ../shared/data).

import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sharedPhotos } from './shared-photos.ts';

const data = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const photos = sharedPhotos(join(data, 'photos', 'images'));
const names = (part: string) => photos.filter((p) => p.part === part).map((p) => p.name);
const puzzles = (part: string) =>
  new Set(photos.filter((p) => p.part === part).map((p) => p.truth.join(''))).size;
const split = {
  method:
    'by puzzle: FNV-1a (32-bit) of the 81 ground-truth digits as text; held out when the hash is 1 mod 3',
  heldOut: {
    photos: names('held-out').length,
    puzzles: puzzles('held-out'),
    names: names('held-out'),
  },
  tuning: { photos: names('tuning').length, puzzles: puzzles('tuning'), names: names('tuning') },
};
writeFileSync(new URL('photo-split.json', import.meta.url), JSON.stringify(split, null, 2) + '\n');
console.log(`held out ${split.heldOut.photos} photos of ${split.heldOut.puzzles} puzzles`);
