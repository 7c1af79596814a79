// Degradations of a kind no reader change was tuned on, kept for judging at the end (issue 27):
// nobody works on them, so they say whether the reader's doubts carry over to damage it has not
// seen. Unlike the faint and glare copies (one cell's digit changed at a time), these change a
// region or a colour:
// - 'corner glare': a wide soft highlight over one corner of the grid (2-3.5 cells across, its
//   core washing print out to 70-92%), over the border lines and the digits alike, JPEG 25;
// - 'faded red digits': four givens re-inked in a faded red (the red channel at the paper's, the
//   others keeping 25-50% of their darkness), as a newspaper's second colour prints, JPEG 60.
// Cells come from faint-corners.json, as the faint copies' do; each copy is fixed by its photo's
// name, so it never changes with the reader.

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { seededRandom, type Random } from '../../src/engine/random.ts';
import {
  apply,
  between,
  inverse,
  lighten,
  unitToQuad,
  type Corners,
  type Image,
} from './faint-digits.ts';
import type { SharedPhoto } from './shared-photos.ts';

export type UnseenKind = 'corner glare' | 'faded red digits';
/** Judged only, never tuned on; a bench reads them only when `VISION_SETS` names them. */
export const UNSEEN_KINDS: readonly UnseenKind[] = ['corner glare', 'faded red digits'];

/** A copy of `photo` damaged as `kind` says (see the file's comment). */
export async function unseenCopy(
  photo: SharedPhoto,
  corners: Corners,
  kind: UnseenKind,
): Promise<Buffer> {
  const random = seededRandom(`unseen ${kind} ${photo.name}`);
  const { data, info } = await sharp(readFileSync(photo.path), { failOn: 'none' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { data: Buffer.from(data), width: info.width, height: info.height };
  if (kind === 'corner glare') cornerGlare(image, corners, random);
  else {
    const givens = [...photo.truth.keys()].filter((i) => photo.truth[i]! > 0);
    const toUnit = inverse(unitToQuad(corners));
    for (const cell of random.shuffle(givens).slice(0, 4)) {
      const kept = between(random, 0.25, 0.5);
      lighten(image, toUnit, cell, [0, kept, kept]);
    }
  }
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: kind === 'corner glare' ? 25 : 60 })
    .toBuffer();
}

// The highlight's centre is up to 1.5 cells in from a corner drawn at random; its brightness
// falls off as a Gaussian of the distance, reaching a tenth of its core at `reach`.
function cornerGlare(image: Image, corners: Corners, random: Random): void {
  const fromUnit = unitToQuad(corners);
  const corner = Math.floor(random.next() * 4);
  const [u0, v0] = [corner === 1 || corner === 2 ? 1 : 0, corner >= 2 ? 1 : 0];
  const inward = (t: number) => (t === 0 ? 1 : -1) * between(random, 0, 1.5);
  const [cx, cy] = apply(fromUnit, u0 + inward(u0) / 9, v0 + inward(v0) / 9);
  const [a, b] = [apply(fromUnit, 0, 0), apply(fromUnit, 1, 1)];
  const cellSide = Math.hypot(b[0] - a[0], b[1] - a[1]) / Math.SQRT2 / 9;
  const reach = between(random, 2, 3.5) * cellSide;
  const strength = between(random, 0.7, 0.92);
  const falloff = Math.log(10) / (reach * reach);
  const edge = 1.5 * reach; // where the highlight is under 1% of its core
  for (let y = Math.max(0, Math.floor(cy - edge)); y <= Math.min(image.height - 1, cy + edge); y++)
    for (
      let x = Math.max(0, Math.floor(cx - edge));
      x <= Math.min(image.width - 1, cx + edge);
      x++
    ) {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (d2 >= edge * edge) continue;
      const g = strength * Math.exp(-falloff * d2);
      const i = 3 * (y * image.width + x);
      for (let c = 0; c < 3; c++)
        image.data[i + c] = Math.round(image.data[i + c]! + (255 - image.data[i + c]!) * g);
    }
}
