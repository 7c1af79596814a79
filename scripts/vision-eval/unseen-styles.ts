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

/**
 * A second set of faces, in neither training nor the unseen set, for choosing between pipeline
 * or model variants (so no choice is tuned on the unseen set). Debian packages: fonts-karla,
 * fonts-jetbrains-mono, fonts-clear-sans, fonts-play, fonts-vollkorn, fonts-ebgaramond.
 */
export const VALIDATION_FAMILIES = [
  'Karla',
  'JetBrains Mono',
  'Clear Sans',
  'Play',
  'Vollkorn',
  'EB Garamond',
] as const;

export interface UnseenStylePhoto {
  readonly jpeg: Buffer;
  readonly truth: Uint8Array;
  readonly style: string;
  /** Where the grid's corners are in the photo (TL, TR, BR, BL), to tell a misplaced grid. */
  readonly corners: readonly (readonly [number, number])[];
}

/**
 * `count` photos of the puzzles (round robin) in the unseen families installed here; with
 * `set: 'validation'`, in the validation families from a stream of their own instead.
 */
export async function* unseenStylePhotos(
  cv: Cv,
  puzzles: readonly Uint8Array[],
  count: number,
  set: 'unseen' | 'validation' = 'unseen',
): AsyncGenerator<UnseenStylePhoto> {
  const validation = set === 'validation';
  const { present } = availableFamilies(validation ? VALIDATION_FAMILIES : UNSEEN_FAMILIES);
  if (present.length === 0) return;
  const random = seededRandom(validation ? 'validation-styles-1' : 'unseen-styles-1');
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
      corners: photo.corners,
    };
  }
}
