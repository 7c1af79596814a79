// Synthetic phone photos in type styles the classifier never saw: font families kept out of
// every training script (scripts/build-digit-model.ts refuses to train on them), each drawn
// upright, condensed or expanded, regular or bold. Made on the fly with the machine's fonts;
// a missing family is reported and skipped, never silently replaced by another font.

import { seededRandom } from '../../src/engine/random.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { availableFamilies } from '../digit-model/fonts.ts';
import { syntheticPhoto } from '../digit-model/synthetic-photo.ts';

/**
 * Never used in training. Debian packages: fonts-roboto-unhinted, fonts-lato, fonts-texgyre,
 * fonts-go, fonts-cabin, fonts-sil-charis, fonts-manrope,
 * fonts-league-spartan, fonts-dosis (an open 4), fonts-sil-andika, fonts-firacode, fonts-stix.
 */
export const UNSEEN_FAMILIES = [
  'Roboto',
  'Lato',
  'TeX Gyre Pagella',
  'Go',
  'Cabin',
  'Charis SIL',
  'Manrope',
  'League Spartan',
  'Dosis',
  'Andika',
  'Fira Code',
  'STIX',
] as const;

export interface UnseenStylePhoto {
  readonly jpeg: Buffer;
  readonly truth: Uint8Array;
  readonly style: string;
}

/** `count` photos of the puzzles (round robin) in the unseen families installed here. */
export async function* unseenStylePhotos(
  cv: Cv,
  puzzles: readonly Uint8Array[],
  count: number,
): AsyncGenerator<UnseenStylePhoto> {
  const { present } = availableFamilies(UNSEEN_FAMILIES);
  if (present.length === 0) return;
  const random = seededRandom('unseen-styles-1');
  for (let i = 0; i < count; i++) {
    const family = present[i % present.length]!;
    const weight = random.next() < 0.35 ? 700 : 400;
    const stretch = [1, 1, 0.8, 1.15][random.int(4)]!;
    const truth = puzzles[i % puzzles.length]!;
    const photo = await syntheticPhoto(
      cv,
      { digits: truth, font: { family, weight }, stretch },
      random,
    );
    yield {
      jpeg: photo.jpeg,
      truth,
      style: `${family} ${weight}${stretch === 1 ? '' : ` x${stretch}`}`,
    };
  }
}
