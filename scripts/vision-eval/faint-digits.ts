// Copies of the shared photos with some printed digits made hard to see, for measuring whether
// the reader knows what it does not know: 'faint digits' lightens three given digits to 20-40%
// of their contrast (JPEG 90); 'glare over digits' puts a washed-out glare patch over two given
// digits and saves the copy at JPEG quality 20. Where the cells are comes from
// faint-corners.json: the grid's corners as the reader before this work read them, kept only for
// photos it read exactly (written once by write-faint-corners.ts, so the copies never change
// with the reader). Each copy lists the cells it changed.

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { seededRandom, type Random } from '../../src/engine/random.ts';
import type { SharedPhoto } from './shared-photos.ts';

export type FaintKind =
  'faint digits' | 'glare over digits' | 'fresh faint digits' | 'fresh glare streaks';
export const FAINT_KINDS: readonly FaintKind[] = ['faint digits', 'glare over digits'];
/**
 * A check no tuning saw (made after the first two sets' held-out part had been looked at): four
 * digits lightened to 15-45% of their contrast with another seed, and two glare streaks
 * (elongated, tilted ellipses) over digits at JPEG 20.
 */
export const FRESH_KINDS: readonly FaintKind[] = ['fresh faint digits', 'fresh glare streaks'];

/**
 * Further draws of the fresh kinds, each from a seed word of its own (`VISION_FRESH_SEEDS=w1,w2`
 * in the benches): the same photos with other digits and other streaks, so a part can be worked
 * on with new copies and judged on copies nobody has looked at. '' is the first draw.
 */
export function freshSeeds(): readonly string[] {
  const words = process.env.VISION_FRESH_SEEDS?.split(',').map((w) => w.trim());
  return words?.length ? words : [''];
}

/** A set's name in the tables: the kind, with its seed word when it is not the first draw. */
export const seededSetName = (kind: FaintKind, seed: string): string =>
  seed ? `${kind} #${seed}` : kind;

type Corners = readonly (readonly [number, number])[];

/** The photos' corners (TL, TR, BR, BL in stored pixels), by file name. */
export function faintCorners(): Readonly<Record<string, Corners>> {
  const url = new URL('./faint-corners.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, Corners>;
}

export interface FaintCopy {
  readonly bytes: Buffer;
  /** Cells whose digit was lightened or put under glare. */
  readonly cells: readonly number[];
}

const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random.next();

/** A copy of `photo` with some digits lightened or under glare (see the file's comment). */
export async function faintCopy(
  photo: SharedPhoto,
  corners: Corners,
  kind: FaintKind,
  seed = '',
): Promise<FaintCopy> {
  const random = seededRandom(seed ? `${kind} ${seed} ${photo.name}` : `${kind} ${photo.name}`);
  const givens = [...photo.truth.keys()].filter((i) => photo.truth[i]! > 0);
  const faint = kind === 'faint digits' || kind === 'fresh faint digits';
  const count = kind === 'faint digits' ? 3 : kind === 'fresh faint digits' ? 4 : 2;
  const cells = random.shuffle(givens).slice(0, count);
  const { data, info } = await sharp(readFileSync(photo.path), { failOn: 'none' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const image = { data: Buffer.from(data), width: info.width, height: info.height };
  const toUnit = inverse(unitToQuad(corners));
  for (const cell of cells) {
    if (kind === 'faint digits') lighten(image, toUnit, cell, between(random, 0.2, 0.4));
    else if (kind === 'fresh faint digits')
      lighten(image, toUnit, cell, between(random, 0.15, 0.45));
    else glare(image, corners, cell, random, kind === 'fresh glare streaks');
  }
  const bytes = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .jpeg({ quality: faint ? 90 : 20 })
    .toBuffer();
  return { bytes, cells: cells.sort((a, b) => a - b) };
}

interface Image {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

type Matrix = readonly number[]; // 3x3, row-major

/** The homography taking the unit square's corners (0,0),(1,0),(1,1),(0,1) to the quad's. */
export function unitToQuad(quad: Corners): Matrix {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [
    [number, number],
    [number, number],
    [number, number],
    [number, number],
  ];
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The inverse of a 3x3 homography. */
export function inverse(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m as [number, ...number[]] as number[];
  const A = e! * i! - f! * h!;
  const B = -(d! * i! - f! * g!);
  const C = d! * h! - e! * g!;
  const det = a! * A + b! * B + c! * C;
  return [
    A / det,
    -(b! * i! - c! * h!) / det,
    (b! * f! - c! * e!) / det,
    B / det,
    (a! * i! - c! * g!) / det,
    -(a! * f! - c! * d!) / det,
    C / det,
    -(a! * h! - b! * g!) / det,
    (a! * e! - b! * d!) / det,
  ];
}

/** A homography applied to a point. */
export function apply(m: Matrix, x: number, y: number): [number, number] {
  const w = m[6]! * x + m[7]! * y + m[8]!;
  return [(m[0]! * x + m[1]! * y + m[2]!) / w, (m[3]! * x + m[4]! * y + m[5]!) / w];
}

// Each pixel of the cell's inside (10% in from its lines) moved towards the paper's colour, so
// its ink keeps `contrast` of its darkness; the change fades out over the next 10% towards the
// lines, so the grid lines stay as printed.
function lighten(image: Image, toUnit: Matrix, cell: number, contrast: number): void {
  const [row, col] = [Math.floor(cell / 9), cell % 9];
  const fromUnit = inverse(toUnit);
  const box = [0, 1].flatMap((dv) =>
    [0, 1].map((du) => apply(fromUnit, (col + du) / 9, (row + dv) / 9)),
  );
  const [xMin, xMax] = [Math.min(...box.map((p) => p[0])), Math.max(...box.map((p) => p[0]))];
  const [yMin, yMax] = [Math.min(...box.map((p) => p[1])), Math.max(...box.map((p) => p[1]))];
  const inside: { index: number; weight: number }[] = [];
  for (let y = Math.max(0, Math.floor(yMin)); y <= Math.min(image.height - 1, yMax); y++)
    for (let x = Math.max(0, Math.floor(xMin)); x <= Math.min(image.width - 1, xMax); x++) {
      const [u, v] = apply(toUnit, x, y);
      const edge = Math.min(9 * u - col, col + 1 - 9 * u, 9 * v - row, row + 1 - 9 * v);
      if (edge > 0.1)
        inside.push({ index: 3 * (y * image.width + x), weight: Math.min(1, (edge - 0.1) / 0.1) });
    }
  if (inside.length === 0) return;
  for (let c = 0; c < 3; c++) {
    const values = inside.map(({ index }) => image.data[index + c]!).sort((p, q) => p - q);
    const paper = values[Math.floor(0.9 * (values.length - 1))]!;
    for (const { index, weight } of inside) {
      const v = image.data[index + c]!;
      if (v >= paper) continue;
      const light = paper - (paper - v) * contrast;
      image.data[index + c] = Math.round(v + (light - v) * weight);
    }
  }
}

// A glare patch: a bright core that washes print out almost to white, a soft rim, centred near
// the cell's middle and about a cell across (so part of the digit, or all of it, fades).
// A streak (fresh set): the patch stretched 1.5-3 times along a random direction.
function glare(image: Image, corners: Corners, cell: number, random: Random, streak = false): void {
  const fromUnit = unitToQuad(corners);
  const [row, col] = [Math.floor(cell / 9), cell % 9];
  const [cx, cy] = apply(
    fromUnit,
    (col + 0.5 + between(random, -0.25, 0.25)) / 9,
    (row + 0.5 + between(random, -0.25, 0.25)) / 9,
  );
  const [a, b] = [apply(fromUnit, col / 9, row / 9), apply(fromUnit, (col + 1) / 9, (row + 1) / 9)];
  const cellSide = Math.hypot(b[0] - a[0], b[1] - a[1]) / Math.SQRT2;
  const radius = between(random, 0.5, 0.9) * cellSide;
  const strength = between(random, 0.8, 0.97);
  const stretch = streak ? between(random, 1.5, 3) : 1;
  const angle = streak ? between(random, 0, Math.PI) : 0;
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  const reach = radius * stretch;
  for (
    let y = Math.max(0, Math.floor(cy - reach));
    y <= Math.min(image.height - 1, cy + reach);
    y++
  )
    for (
      let x = Math.max(0, Math.floor(cx - reach));
      x <= Math.min(image.width - 1, cx + reach);
      x++
    ) {
      const [along, across] = [(x - cx) * ux + (y - cy) * uy, (y - cy) * ux - (x - cx) * uy];
      const d = Math.hypot(along / stretch, across) / radius;
      if (d >= 1) continue;
      const g = strength * Math.min(1, 1.6 * (1 - d * d));
      const i = 3 * (y * image.width + x);
      for (let c = 0; c < 3; c++)
        image.data[i + c] = Math.round(image.data[i + c]! + (255 - image.data[i + c]!) * g);
    }
}
