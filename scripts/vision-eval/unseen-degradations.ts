// Degradations of a kind no reader change was tuned on, kept for judging at the end (issue 27):
// nobody works on them, so they say whether the reader's doubts carry over to damage it has not
// seen. Unlike the faint and glare copies (one cell's digit changed at a time), these change a
// region or a colour:
// - 'corner glare': a wide soft highlight over one corner of the grid (2-3.5 cells across, its
//   core washing print out to 70-92%), over the border lines and the digits alike, JPEG 25;
// - 'faded red digits': four givens re-inked in a faded red (the red channel at the paper's, the
//   others keeping 25-50% of their darkness), as a newspaper's second colour prints, JPEG 60;
// - 'flash hotspot' (written later, 2026-11-28, kept from that session's helpers): a camera
//   flash's round highlight on glossy paper somewhere inside the grid (1.2-2.2 cells across, its
//   core washing print out to 80-97% and clipping to white), JPEG 35;
// - 'hand shadow' (same session): the soft-edged shadow of a hand or phone over one side of the
//   grid (paper and print kept at 35-55% of their brightness there, the edge 0.5-1.5 cells wide,
//   with the sensor noise a dark part shows), JPEG 30.
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

export type UnseenKind = 'corner glare' | 'faded red digits' | 'flash hotspot' | 'hand shadow';
/** Judged only, never tuned on; a bench reads them only when `VISION_SETS` names them. */
export const UNSEEN_KINDS: readonly UnseenKind[] = [
  'corner glare',
  'faded red digits',
  'flash hotspot',
  'hand shadow',
];

const JPEG_QUALITY: Record<UnseenKind, number> = {
  'corner glare': 25,
  'faded red digits': 60,
  'flash hotspot': 35,
  'hand shadow': 30,
};

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
  else if (kind === 'flash hotspot') flashHotspot(image, corners, random);
  else if (kind === 'hand shadow') handShadow(image, corners, random);
  else {
    const givens = [...photo.truth.keys()].filter((i) => photo.truth[i]! > 0);
    const toUnit = inverse(unitToQuad(corners));
    for (const cell of random.shuffle(givens).slice(0, 4)) {
      const kept = between(random, 0.25, 0.5);
      lighten(image, toUnit, cell, [0, kept, kept]);
    }
  }
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY[kind] })
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
  const reach = between(random, 2, 3.5) * cellSideOf(fromUnit);
  const strength = between(random, 0.7, 0.92);
  const falloff = Math.log(10) / (reach * reach);
  const edge = 1.5 * reach; // where the highlight is under 1% of its core
  forEachPixelNear(image, cx, cy, edge, (i, d2) => {
    const g = strength * Math.exp(-falloff * d2);
    for (let c = 0; c < 3; c++)
      image.data[i + c] = Math.round(image.data[i + c]! + (255 - image.data[i + c]!) * g);
  });
}

// A flash's highlight: centred on a point 2-7 cells in from the grid's left and top edges, it
// adds light as a Gaussian of the distance (a tenth of its core at `reach`), and the glossy core
// clips to white where the added light passes the paper's.
function flashHotspot(image: Image, corners: Corners, random: Random): void {
  const fromUnit = unitToQuad(corners);
  const [cx, cy] = apply(fromUnit, between(random, 2, 7) / 9, between(random, 2, 7) / 9);
  const reach = between(random, 1.2, 2.2) * cellSideOf(fromUnit);
  const strength = between(random, 0.8, 0.97);
  const falloff = Math.log(10) / (reach * reach);
  const edge = 1.5 * reach;
  forEachPixelNear(image, cx, cy, edge, (i, d2) => {
    const g = Math.min(1, 1.08 * strength * Math.exp(-falloff * d2));
    for (let c = 0; c < 3; c++)
      image.data[i + c] = Math.round(image.data[i + c]! + (255 - image.data[i + c]!) * g);
  });
}

// A shadow over the side of a line crossing the grid 30-60% of the way across, at a random
// angle: the shadowed side keeps `kept` of its brightness, the edge blends over `soft` pixels,
// and the dark part gains Gaussian sensor noise (sd 5-9 levels) as a phone's camera adds there.
function handShadow(image: Image, corners: Corners, random: Random): void {
  const fromUnit = unitToQuad(corners);
  const angle = random.next() * 2 * Math.PI;
  const [nx, ny] = [Math.cos(angle), Math.sin(angle)];
  const [gx, gy] = apply(fromUnit, 0.5, 0.5);
  const side = cellSideOf(fromUnit);
  const offset = (between(random, 0.3, 0.6) - 0.5) * 9 * side; // from the grid's centre
  const soft = between(random, 0.5, 1.5) * side;
  const kept = between(random, 0.35, 0.55);
  const noise = between(random, 5, 9);
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++) {
      const along = (x - gx) * nx + (y - gy) * ny - offset; // > 0 on the shadowed side
      const t = Math.min(1, Math.max(0, along / soft + 0.5));
      if (t === 0) continue;
      const factor = 1 - (1 - kept) * t;
      const i = 3 * (y * image.width + x);
      const grain = noise * t * gaussian(random);
      for (let c = 0; c < 3; c++)
        image.data[i + c] = Math.max(
          0,
          Math.min(255, Math.round(image.data[i + c]! * factor + grain)),
        );
    }
}

function cellSideOf(fromUnit: ReturnType<typeof unitToQuad>): number {
  const [a, b] = [apply(fromUnit, 0, 0), apply(fromUnit, 1, 1)];
  return Math.hypot(b[0] - a[0], b[1] - a[1]) / Math.SQRT2 / 9;
}

function forEachPixelNear(
  image: Image,
  cx: number,
  cy: number,
  edge: number,
  visit: (index: number, distanceSquared: number) => void,
): void {
  for (let y = Math.max(0, Math.floor(cy - edge)); y <= Math.min(image.height - 1, cy + edge); y++)
    for (
      let x = Math.max(0, Math.floor(cx - edge));
      x <= Math.min(image.width - 1, cx + edge);
      x++
    ) {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (d2 < edge * edge) visit(3 * (y * image.width + x), d2);
    }
}

function gaussian(random: Random): number {
  const u = Math.max(1e-12, random.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}
