// Sprites: a shape rasterised once by librsvg as a coverage mask, at the sub-pixel offset where
// it is drawn, then stamped in any colour wherever it recurs. A board draws the same few dozen
// glyphs, discs and outlines at the same offsets inside every cell, so after the first boards
// almost every shape is a stamp instead of a rasterisation.

import sharp from 'sharp';
import type { Paint, Placed, Shape } from './scene.ts';

/** A coverage mask and where it sits relative to the whole pixel its shape is placed in. */
export interface Sprite {
  /** Offset of the mask's top-left pixel from (floor(x), floor(y)) of the placement. */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Coverage 0-255, row by row. */
  readonly alpha: Uint8Array;
}

/** Sprites kept; a few hundred serve all board sizes, far more means churn (titles aside). */
const MAX_SPRITES = 6000;
/**
 * Coverage levels a sprite keeps. Edges at 17 levels (16 steps) look the same as at 256, and far fewer
 * distinct edge colours leave more of the 256-colour palette exact.
 */
const COVERAGE_LEVELS = 17;
const QUANTISE = Uint8Array.from({ length: 256 }, (_, a) => {
  const step = 255 / (COVERAGE_LEVELS - 1);
  return Math.round(Math.round(a / step) * step);
});
/** Widest sprite sheet rasterised in one go. */
const SHEET_WIDTH = 1024;

const cache = new Map<string, Sprite>();

/** A placement resolved to whole pixels and the sprite that draws it there. */
export interface Stamp {
  readonly key: string;
  /** Whole pixel of the placement (the sprite's offsets are relative to it). */
  readonly x: number;
  readonly y: number;
  /** Sub-pixel offset in hundredths, as the SVG writes coordinates. */
  readonly fx: number;
  readonly fy: number;
  readonly shape: Shape;
  readonly paint: Paint;
}

function paintKey(paint: Paint): string {
  if (paint.kind === 'fill') return 'f';
  return `s${paint.width}|${paint.dash ?? ''}|${paint.cap ?? ''}|${paint.join ?? ''}`;
}

/** Splits a coordinate into a whole pixel and hundredths, as the SVG rounds it. */
function split(value: number): [whole: number, hundredths: number] {
  const hundredths = Math.round(value * 100);
  const whole = Math.floor(hundredths / 100);
  return [whole, hundredths - whole * 100];
}

/** The stamps of an ink item's placements. */
export function stampsOf(placed: readonly Placed[], paint: Paint): Stamp[] {
  const pk = paintKey(paint);
  return placed.map(({ shape, x, y }) => {
    const [ix, fx] = split(x);
    const [iy, fy] = split(y);
    return { key: `${shape.key}|${pk}|${fx}|${fy}`, x: ix, y: iy, fx, fy, shape, paint };
  });
}

/** The cached sprite of a stamp, if rasterised. */
export function spriteOf(stamp: Stamp): Sprite | undefined {
  return cache.get(stamp.key);
}

/** Forgets every sprite (benchmarks use it to time uncached rendering). */
export function clearSprites(): void {
  cache.clear();
}

// How far ink reaches beyond the outline: half the stroke (more at miter joins), plus a pixel of
// anti-aliasing.
function reach(paint: Paint): number {
  if (paint.kind === 'fill') return 1;
  return paint.width * (paint.join === 'miter' ? 2 : 0.75) + 1;
}

interface Slot {
  readonly stamp: Stamp;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly sheetX: number;
  readonly sheetY: number;
}

/** Rasterises the sprites of these stamps that are not cached yet, all in one librsvg call. */
export async function ensureSprites(stamps: readonly Stamp[]): Promise<void> {
  const missing = new Map<string, Stamp>();
  for (const stamp of stamps) if (!cache.has(stamp.key)) missing.set(stamp.key, stamp);
  if (missing.size === 0) return;
  // Shelf packing: slots left to right, a new shelf when the row is full.
  const slots: Slot[] = [];
  let shelfX = 0;
  let shelfY = 0;
  let shelfHeight = 0;
  for (const stamp of missing.values()) {
    const { box } = stamp.shape;
    const pad = reach(stamp.paint);
    const left = Math.floor(box.x1 - pad + stamp.fx / 100);
    const top = Math.floor(box.y1 - pad + stamp.fy / 100);
    const width = Math.ceil(box.x2 + pad + stamp.fx / 100) - left;
    const height = Math.ceil(box.y2 + pad + stamp.fy / 100) - top;
    if (shelfX + width > SHEET_WIDTH && shelfX > 0) {
      shelfX = 0;
      shelfY += shelfHeight;
      shelfHeight = 0;
    }
    slots.push({ stamp, left, top, width, height, sheetX: shelfX, sheetY: shelfY });
    shelfX += width;
    shelfHeight = Math.max(shelfHeight, height);
  }
  const sheetWidth = Math.max(1, ...slots.map((s) => s.sheetX + s.width));
  const sheetHeight = shelfY + shelfHeight;
  const paths = slots.map(({ stamp, left, top, sheetX, sheetY }) => {
    const { shape, paint } = stamp;
    const dx = sheetX - left + stamp.fx / 100;
    const dy = sheetY - top + stamp.fy / 100;
    const d = `M${shape.startX} ${shape.startY}${shape.rest}`;
    const look =
      paint.kind === 'fill'
        ? 'fill="#000"'
        : `fill="none" stroke="#000" stroke-width="${paint.width}"` +
          (paint.dash ? ` stroke-dasharray="${paint.dash}"` : '') +
          (paint.cap ? ` stroke-linecap="${paint.cap}"` : '') +
          (paint.join ? ` stroke-linejoin="${paint.join}"` : '');
    return `<path transform="translate(${dx} ${dy})" ${look} d="${d}"/>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}">` +
    `${paths.join('')}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const slot of slots) {
    const alpha = new Uint8Array(slot.width * slot.height);
    for (let row = 0; row < slot.height; row++) {
      const from = (slot.sheetY + row) * sheetWidth + slot.sheetX;
      for (let i = 0; i < slot.width; i++) alpha[row * slot.width + i] = QUANTISE[data[from + i]!]!;
    }
    if (cache.size >= MAX_SPRITES) cache.delete(cache.keys().next().value!);
    cache.set(slot.stamp.key, {
      left: slot.left,
      top: slot.top,
      width: slot.width,
      height: slot.height,
      alpha,
    });
  }
}
