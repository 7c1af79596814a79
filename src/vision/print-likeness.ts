// How much a cell's faint ink looks like this grid's own printed digits: a matched filter. A digit
// lightened to a sixth of its contrast has strokes no stronger than the grid's JPEG noise pixel
// by pixel, but summed over the whole shape of the grid's own font it stands out: its normalized
// correlation with a printed digit of the same grid (same font, same size, same place in the
// cell, same blur) stays high, where noise, a grid line's residue or a shadow's edge match no
// digit. Both sides are the cells' ink over their shade, 3x3-smoothed and halved to 20x20.

import { CELL_SAMPLE } from './cell-marks.ts';

/** Side of a cell's half-resolution ink. */
const HALF = CELL_SAMPLE / 2;
/** Pixels (of HALF) left out along each edge of the compared window: the cell's lines. */
const EDGE = 2;
/** Shifts (in HALF pixels) tried each way: a digit printed a little off the cell's centre. */
const SHIFT = 1;
/** At most this many of the grid's printed digits are compared with (spread over the grid). */
const MAX_PRINTS = 16;

/** One printed digit of the grid, ready to compare with: its window at each shift. */
export interface PrintTemplate {
  /** Per shift: the window's values less their mean, and their norm. */
  readonly shifts: readonly { readonly values: Float32Array; readonly norm: number }[];
}

/** A cell's smoothed ink over its shade (CELL_SAMPLE square), halved by 2x2 means. */
export function halved(smoothed: Float32Array): Float32Array {
  const S = CELL_SAMPLE;
  const out = new Float32Array(HALF * HALF);
  for (let y = 0; y < HALF; y++)
    for (let x = 0; x < HALF; x++) {
      const i = 2 * y * S + 2 * x;
      out[y * HALF + x] =
        (smoothed[i]! + smoothed[i + 1]! + smoothed[i + S]! + smoothed[i + S + 1]!) / 4;
    }
  return out;
}

const WINDOW = HALF - 2 * EDGE;

// The window of `half` starting at (x0, y0), less its mean, and its norm.
function centred(half: Float32Array, x0: number, y0: number) {
  const values = new Float32Array(WINDOW * WINDOW);
  let sum = 0;
  for (let y = 0; y < WINDOW; y++)
    for (let x = 0; x < WINDOW; x++)
      sum += values[y * WINDOW + x] = half[(y0 + y) * HALF + x0 + x]!;
  const mean = sum / values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i++) {
    values[i]! -= mean;
    norm += values[i]! * values[i]!;
  }
  return { values, norm: Math.sqrt(norm) };
}

/** Templates of up to MAX_PRINTS of the grid's printed digits (each halved; see halved). */
export function printTemplates(prints: readonly Float32Array[]): PrintTemplate[] {
  const step = Math.max(1, Math.ceil(prints.length / MAX_PRINTS));
  return prints
    .filter((_, i) => i % step === 0)
    .map((half) => {
      const shifts = [];
      for (let dy = -SHIFT; dy <= SHIFT; dy++)
        for (let dx = -SHIFT; dx <= SHIFT; dx++) shifts.push(centred(half, EDGE + dx, EDGE + dy));
      return { shifts };
    });
}

/** How a cell's ink matches the grid's print (see printLikeness). */
export interface Likeness {
  /** The best normalized correlation (-1..1): about 0.2 on empty paper, 0.6 and more on print. */
  readonly shape: number;
  /** At that match, the cell's ink as a share of the printed digit's: 1 on print. */
  readonly contrast: number;
}

/** The best match of a cell's halved ink with the grid's printed digits over small shifts. */
export function printLikeness(half: Float32Array, templates: readonly PrintTemplate[]): Likeness {
  const cell = centred(half, EDGE, EDGE);
  let best = { shape: 0, contrast: 0 };
  if (!(cell.norm > 0)) return best;
  for (const { shifts } of templates)
    for (const { values, norm } of shifts) {
      if (!(norm > 0)) continue;
      let dot = 0;
      for (let i = 0; i < values.length; i++) dot += values[i]! * cell.values[i]!;
      const shape = dot / (norm * cell.norm);
      if (shape > best.shape) best = { shape, contrast: dot / (norm * norm) };
    }
  return best;
}

/**
 * One number for how much print a cell's ink holds by the matched filter: its shape times its
 * contrast (0 for ink shaped like no print). Noise shaped a little like print, or a lightened
 * digit too noisy to be shaped much like it, scores low either way.
 */
export const likenessScore = (like: Likeness): number => Math.max(0, like.shape) * like.contrast;

/** A grid's typical score of its empty cells (median) and its spread (median to 90th centile). */
export interface LikenessLevel {
  readonly level: number;
  readonly spread: number;
}

/** The typical score and spread of `scores` (the grid's empty cells'; see LikenessLevel). */
export function likenessLevel(scores: readonly number[]): LikenessLevel {
  const sorted = [...scores].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
  return { level: at(0.5), spread: at(0.9) - at(0.5) };
}
