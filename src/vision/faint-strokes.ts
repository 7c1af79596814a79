// A stroke-shaped test for print too faint for any ink threshold of the grid's own print (a digit
// lightened to a fifth of its contrast): one darkness measure cannot tell it from JPEG noise, but
// its ink is arranged differently. Smoothed over 3x3 pixels and cut just above the level the
// grid's empty cells reach, noise falls apart into specks, while a pen stroke stays one
// connected, digit-tall mark near the cell's middle.

import { CELL_SAMPLE, centralMark, nearParts, type Component } from './cell-marks.ts';

/** Pixels left out along each edge of the cell (its lines, a lattice slightly off). */
const STROKE_BAND = Math.round(0.12 * CELL_SAMPLE);
/**
 * The cut: this multiple of the grid's noise (see strokeNoise). Set with the three below on the
 * tuning part's fresh faint-digit copies (16 of 17 lightened digits read as surely empty caught)
 * against its clean, JPEG-20 and dark photos (empty cells newly flagged: 0.15, 0.06 and 0.27 per
 * photo); a cut at 1.2 caught 13.
 */
const STROKE_NOISE = 1.1;
/** A stroke at least this tall (a share of the cell's side): a digit, not a speck or a dash. */
const STROKE_HEIGHT = 0.4;
/** ...and at least this many pixels (a share of the cell's area). */
const STROKE_AREA = 0.03;
/** The cell's own smoothed ink peak must stand this far above the grid's noise. */
const PEAK_OVER_NOISE = 1.5;

/** The cell's ink, 3x3-smoothed, over its shade (0 along the outermost pixels). */
export function smoothedOverShade(ink: Float32Array, shade: number): Float32Array {
  const S = CELL_SAMPLE;
  const out = new Float32Array(S * S);
  for (let y = 1; y < S - 1; y++)
    for (let x = 1; x < S - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) sum += ink[(y + dy) * S + x + dx]!;
      out[y * S + x] = sum / 9 - shade;
    }
  return out;
}

/** The 98th centile of a cell's smoothed ink over its shade, inside the stroke band. */
export function strokePeak(smoothed: Float32Array): number {
  const S = CELL_SAMPLE;
  const values: number[] = [];
  for (let y = STROKE_BAND; y < S - STROKE_BAND; y++)
    for (let x = STROKE_BAND; x < S - STROKE_BAND; x++) values.push(smoothed[y * S + x]!);
  values.sort((a, b) => a - b);
  return values[Math.floor(0.98 * values.length)] ?? 0;
}

/**
 * This grid's noise: the median stroke peak of its empty cells (`peaks` of the cells taken as
 * empty). JPEG blocks, grain and a dim photo raise it; a clean print leaves it low.
 */
export function strokeNoise(peaks: readonly number[]): number {
  const sorted = [...peaks].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The strokes of a faint digit in a cell that read as empty, if its smoothed ink holds one
 * (see the file's comment): the parts of the mark.
 */
export function faintStroke(smoothed: Float32Array, noise: number): Component[] | undefined {
  const S = CELL_SAMPLE;
  if (!(noise > 0) || strokePeak(smoothed) < PEAK_OVER_NOISE * noise) return undefined;
  const { main, components } = centralMark(smoothed, STROKE_NOISE * noise, STROKE_BAND, 0.25);
  if (!main || main.h < STROKE_HEIGHT * S || main.area < STROKE_AREA * S * S) return undefined;
  return nearParts(components, main);
}
