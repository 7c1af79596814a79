// The shared phone photos (../shared/data/photos) with their ground truth, split BY PUZZLE into
// a tuning part and a held-out part. Several photos show the same puzzle, so a split by photo
// would let the held-out part see puzzles (and pages, print, lighting) the tuning part saw.
// The split is a pure function of each photo's ground-truth grid: an FNV-1a hash of its 81
// digits, held out when the hash is 1 mod 3. A new photo of a known puzzle lands on the same
// side; nothing depends on file names or their order. Residue 1 was picked from the photo
// counts alone, before any reading was looked at: it holds out 67 photos of 22 puzzles, where
// residue 0 would hold out only 25 (the most-photographed puzzles fall on the other side).
// photo-split.json records the result.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type PhotoPart = 'tuning' | 'held-out';

export interface SharedPhoto {
  /** File name, e.g. image34.jpg. */
  readonly name: string;
  readonly path: string;
  /** 81 digits, 0 = empty. */
  readonly truth: Uint8Array;
  readonly part: PhotoPart;
}

/** The ground truth of a .dat file: lines 3-11 hold nine rows of nine digits. */
export function parseTruth(text: string): Uint8Array {
  const rows = text.split(/\r?\n/).slice(2, 11);
  const digits = rows.join(' ').trim().split(/\s+/).map(Number);
  if (digits.length !== 81 || digits.some((d) => !(d >= 0 && d <= 9)))
    throw new Error('a ground-truth file must hold nine rows of nine digits on lines 3-11');
  return Uint8Array.from(digits);
}

/** FNV-1a (32-bit) of the grid's 81 digits as text. */
export function puzzleHash(truth: ArrayLike<number>): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < truth.length; i++) {
    hash ^= 48 + truth[i]!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Which part a photo of this puzzle belongs to. */
export function partOf(truth: ArrayLike<number>): PhotoPart {
  return puzzleHash(truth) % 3 === 1 ? 'held-out' : 'tuning';
}

/** The photos in `dir` (imageN.jpg beside imageN.dat), in numeric order. */
export function sharedPhotos(dir: string): SharedPhoto[] {
  return readdirSync(dir)
    .filter((f) => /^image\d+\.jpg$/.test(f))
    .sort((a, b) => parseInt(a.slice(5)) - parseInt(b.slice(5)))
    .map((name) => {
      const truth = parseTruth(readFileSync(join(dir, name.replace(/\.jpg$/, '.dat')), 'utf8'));
      return { name, path: join(dir, name), truth, part: partOf(truth) };
    });
}
