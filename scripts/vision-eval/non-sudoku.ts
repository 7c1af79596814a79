// Pictures that are not a Sudoku, as people might send them by mistake: the drawings of
// non-sudoku-drawings.ts on paper, rendered with sharp and photographed: a tilted camera
// (perspective), a table around the page, uneven light, blur and JPEG. Seeded: each set comes
// from a stream of its own and a drawing style of its own: a (tuning), b (held out, then looked
// at), c (held out and untouched: new layouts and a camera of its own, non-sudoku-camera-c.ts).

import sharp from 'sharp';
import { seededRandom, type Random } from '../../src/engine/random.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { photographC } from './non-sudoku-camera-c.ts';
import { warpOntoTable } from './warp-onto-table.ts';
import {
  drawNonSudoku,
  NON_SUDOKU_KINDS,
  type Drawing,
  type DrawingStyle,
  type NonSudokuKind,
} from './non-sudoku-drawings.ts';

export { NON_SUDOKU_KINDS, type NonSudokuKind } from './non-sudoku-drawings.ts';

/**
 * A set is named by its drawing style: 'a' checks may be tuned on; 'b' was held out and then
 * looked at; 'c' is held out and untouched (decided before tuning on b began, only reported).
 */
export type NonSudokuSet = DrawingStyle;
export const NON_SUDOKU_SETS: readonly NonSudokuSet[] = ['a', 'b', 'c'];

// The seeds' labels (a and b keep the ones their pictures were first made with).
const SEED_LABEL: Readonly<Record<NonSudokuSet, string>> = {
  a: 'tuning',
  b: 'held-out',
  c: 'held-out-c',
};

/** Pictures of each kind in one set: 29 in all. */
const MIX: Readonly<Record<NonSudokuKind, number>> = {
  table: 4,
  calendar: 4,
  crossword: 4,
  chessboard: 3,
  'blank page': 3,
  'text page': 3,
  '9x9 table': 4,
  kakuro: 4,
};

export interface NonSudokuPicture {
  readonly kind: NonSudokuKind;
  readonly name: string;
  readonly jpeg: Buffer;
}

const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random.next();

/** The 29 pictures of a set, kind by kind. */
export async function* nonSudokuPictures(
  cv: Cv,
  set: NonSudokuSet,
): AsyncGenerator<NonSudokuPicture> {
  for (const kind of NON_SUDOKU_KINDS) {
    for (let k = 0; k < MIX[kind]; k++) {
      const random = seededRandom(`non-sudoku ${SEED_LABEL[set]} ${kind} ${k}`);
      const jpeg = await nonSudokuPhoto(cv, kind, set, random, undefined, k);
      yield { kind, name: `${kind} ${k}`, jpeg };
    }
  }
}

/**
 * One photographed drawing. `longSide` fixes the photo's longer side (tests make small ones);
 * by default it is 900-1600 pixels, as phone photos are after a chat app shrinks them (style c:
 * its own camera). `variant` picks among style c's layouts of a kind.
 */
export async function nonSudokuPhoto(
  cv: Cv,
  kind: NonSudokuKind,
  style: DrawingStyle,
  random: Random,
  longSide?: number,
  variant = 0,
): Promise<Buffer> {
  const drawing = drawNonSudoku(kind, style, random.fork('drawing'), variant);
  return photograph(cv, drawing, style === 'c' ? 'c' : 'a', random.fork('camera'), longSide);
}

/**
 * A drawing on paper, photographed by the camera of styles a and b ('a') or style c's ('c').
 * The same random stream gives the same photo.
 */
export async function photograph(
  cv: Cv,
  drawing: Drawing,
  camera: 'a' | 'c',
  shot: Random,
  longSide?: number,
): Promise<Buffer> {
  const paper = `rgb(${238 + shot.int(17)},${234 + shot.int(20)},${222 + shot.int(30)})`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}"><rect width="100%" height="100%" fill="${paper}"/>${drawing.body}</svg>`;
  const raster = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const { width, height } = raster.info;
  if (camera === 'c') return photographC(cv, { data: raster.data, width, height }, shot, longSide);
  const tilted = tilt(cv, raster.data, width, height, shot);
  const lit = await unevenLight(tilted, shot);
  const side = longSide ?? Math.round(between(shot, 900, 1600));
  return sharp(lit)
    .blur(between(shot, 0.3, 1.8))
    .resize({ width: side, height: side, fit: 'inside' })
    .jpeg({ quality: 40 + shot.int(50) })
    .toBuffer();
}

// The page seen by a tilted camera: each corner moved by up to 7% of the page, on a table.
function tilt(
  cv: Cv,
  rgb: Buffer,
  width: number,
  height: number,
  random: Random,
): { data: Buffer; width: number; height: number } {
  const margin = Math.round(between(random, 0.03, 0.15) * Math.max(width, height));
  const [outW, outH] = [width + 2 * margin, height + 2 * margin];
  const jitter = () => between(random, -0.07, 0.07) * Math.min(width, height);
  const corners = [
    [margin + jitter(), margin + jitter()],
    [margin + width + jitter(), margin + jitter()],
    [margin + width + jitter(), margin + height + jitter()],
    [margin + jitter(), margin + height + jitter()],
  ];
  const table = [60 + random.int(140), 50 + random.int(120), 40 + random.int(100)] as const;
  return warpOntoTable(
    cv,
    { data: rgb, width, height },
    corners,
    { width: outW, height: outH },
    table,
  );
}

// Light falling off across the page, and sometimes a soft shadow (a hand, a phone), multiplied in.
async function unevenLight(
  image: { data: Buffer; width: number; height: number },
  random: Random,
): Promise<Buffer> {
  const { width, height } = image;
  const angle = between(random, 0, 360);
  const dim = Math.round(between(random, 150, 230));
  const shadow =
    random.next() < 0.4
      ? `<ellipse cx="${between(random, 0, width)}" cy="${between(random, 0, height)}" rx="${between(random, 0.15, 0.4) * width}" ry="${between(random, 0.15, 0.4) * height}" fill="rgb(120,120,120)" filter="url(#soft)"/>`
      : '';
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="light" gradientTransform="rotate(${angle.toFixed(0)} 0.5 0.5)"><stop offset="0" stop-color="rgb(255,255,255)"/><stop offset="1" stop-color="rgb(${dim},${dim},${dim})"/></linearGradient><filter id="soft"><feGaussianBlur stdDeviation="${(0.05 * width).toFixed(0)}"/></filter></defs><rect width="100%" height="100%" fill="url(#light)"/>${shadow}</svg>`;
  return sharp(image.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(overlay), blend: 'multiply' }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}
