// The shape of a located grid: how many evenly spaced lines its straightened outline holds each
// way and which are bold, to say what a picture shows ("a 16x16 Sudoku", "an 8x8 board", "a
// grid of 7 by 6 squares") instead of reading it as a 9x9 Sudoku.

import type { PhotoSeen } from '../bot/ports.ts';
import { PRINTED_FLOOR } from './lattice-lines.ts';
import { CELL, MARGIN, SIDE, type Lattice } from './lattice.ts';

/** A straightened outline's ink and where the photo covers it (see lattice.ts). */
type Straightened = Pick<Lattice, 'ink' | 'valid'>;

/** Evenly spaced lines found across the outline each way, and which of them are bold. */
export interface GridShape {
  /** Lines found from left to right (vertical lines) and from top to bottom. */
  readonly columns: LineRun;
  readonly rows: LineRun;
}

export interface LineRun {
  /** Number of lines (cells + 1) when they are evenly spaced; 0 when they are not. */
  readonly lines: number;
  /** Indexes of the lines clearly bolder than the others (box lines). */
  readonly bold: readonly number[];
}

/**
 * The lines of the straightened outline: positions where ink runs along most of the outline's
 * span (the 30th percentile of the ink along it, as for the lattice lines, stands well above the
 * paper's); they count when at least four and evenly spaced (gaps within 20% of their median).
 */
export function gridShape(lattice: Straightened): GridShape {
  // An outline's shape is asked for again while a picture is judged (its first reading, its
  // own lines, the look for other sizes), on the same straightened ink (see straighten).
  const known = shapes.get(lattice.ink);
  if (known) return known;
  const shape = { columns: lineRun(lattice, true), rows: lineRun(lattice, false) };
  shapes.set(lattice.ink, shape);
  return shape;
}

const shapes = new WeakMap<Float32Array, GridShape>();

/**
 * The size of a Sudoku other than 9x9 that the straightened outline shows (otherSudokuSize of
 * its shape); its rows are only followed when its columns can be such a Sudoku's.
 */
export function otherSudokuSizeIn(lattice: Straightened): number | undefined {
  const known = shapes.get(lattice.ink);
  if (known) return otherSudokuSize(known);
  const columns = lineRun(lattice, true);
  if (!OTHER_SUDOKUS.has(columns.lines - 1)) return undefined;
  const shape = { columns, rows: lineRun(lattice, false) };
  shapes.set(lattice.ink, shape);
  return otherSudokuSize(shape);
}

// Each pixel's histogram bin, 1-based (0 outside the photo); both directions use the same.
function inkBins({ ink, valid }: Straightened): Uint8Array {
  if (binned?.ink === ink) return binned.bins;
  const bins = new Uint8Array(ink.length);
  for (let i = 0; i < ink.length; i++)
    if (valid[i]) bins[i] = 1 + Math.min(BINS - 1, Math.floor(ink[i]! * BINS));
  binned = { ink, bins };
  return bins;
}

let binned: { ink: Float32Array; bins: Uint8Array } | undefined;

const BINS = 64;
/** Positions looked at across the outline: its span and a quarter cell beyond each side. */
const SPAN = [MARGIN - Math.round(CELL / 4), MARGIN + 9 * CELL + Math.round(CELL / 4)] as const;

// Per position across the outline (a column when vertical), the 30th percentile of the ink
// along it (the darkest of the position and its two neighbours at each step), or 0 where the
// photo covers too little of it. On the ink's histogram bins (the bin of the darkest is the
// darkest bin), walked row by row, the order the pixels lie in memory.
function inkAlong(lattice: Straightened, vertical: boolean): Float64Array {
  const bins = inkBins(lattice);
  const [from, to] = SPAN;
  const [start, end] = [MARGIN, MARGIN + 9 * CELL];
  const histograms = new Uint32Array(SIDE * BINS);
  const counts = new Uint32Array(SIDE);
  const step = vertical ? 1 : SIDE;
  for (let p = from; p < to; p++)
    for (let t = start; t < end; t++) {
      const i = vertical ? t * SIDE + p : p * SIDE + t;
      // Outside the photo is 0 and bins are 1-based: 0 means no pixel of the three counts.
      const bin = Math.max(bins[i - step]!, bins[i]!, bins[i + step]!);
      if (bin === 0) continue;
      histograms[p * BINS + bin - 1]!++;
      counts[p]!++;
    }
  const profile = new Float64Array(SIDE);
  for (let p = from; p < to; p++) {
    const count = counts[p]!;
    if (count < 0.6 * 9 * CELL) continue;
    let seen = 0;
    for (let b = 0; b < BINS; b++)
      if ((seen += histograms[p * BINS + b]!) >= 0.3 * count) {
        profile[p] = (b + 0.5) / BINS;
        break;
      }
  }
  return profile;
}

function lineRun(lattice: Straightened, vertical: boolean): LineRun {
  const profile = inkAlong(lattice, vertical);
  const [from, to] = SPAN;
  const inside = Array.from(profile.subarray(from, to)).sort((a, b) => a - b);
  const paper = inside[Math.floor(inside.length / 2)]!;
  const bar = Math.max(PRINTED_FLOOR, 3 * paper);
  // Lines: runs of positions above the bar, each as its centre and its summed ink.
  const found: { at: number; ink: number }[] = [];
  for (let p = from; p < to; p++) {
    if (profile[p]! < bar) continue;
    let end = p;
    let sum = 0;
    while (end < to && profile[end]! >= bar) sum += profile[end++]!;
    found.push({ at: (p + end - 1) / 2, ink: sum });
    p = end;
  }
  if (found.length < 4) return { lines: 0, bold: [] };
  const gaps = found.slice(1).map((f, i) => f.at - found[i]!.at);
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  if (gaps.some((g) => Math.abs(g - median) > 0.2 * median)) return { lines: 0, bold: [] };
  const inks = found.map((f) => f.ink);
  const typical = [...inks].sort((a, b) => a - b)[Math.floor(inks.length / 3)]!;
  const bold = found.flatMap((f, i) => (f.ink > 1.6 * typical ? [i] : []));
  return { lines: found.length, bold };
}

/** Sudoku sizes other than 9x9 that a picture may show, with their boxes (rows x columns). */
const OTHER_SUDOKUS: ReadonlyMap<number, readonly (readonly [number, number])[]> = new Map([
  [4, [[2, 2]]],
  [
    6,
    [
      [2, 3],
      [3, 2],
    ],
  ],
  [16, [[4, 4]]],
]);

/**
 * The size of a Sudoku other than 9x9 that the shape shows: n x n squares with bold lines
 * exactly at its boxes' edges (a 6x6 has boxes of 2 rows by 3 columns, or 3 by 2); else undefined.
 */
export function otherSudokuSize(shape: GridShape): number | undefined {
  const n = shape.columns.lines - 1;
  const boxes = OTHER_SUDOKUS.get(n);
  if (n !== shape.rows.lines - 1 || !boxes) return undefined;
  const every = (step: number) => Array.from({ length: n / step + 1 }, (_, k) => k * step);
  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((v, i) => v === b[i]);
  const fits = boxes.some(
    ([rows, columns]) =>
      same(shape.columns.bold, every(columns)) && same(shape.rows.bold, every(rows)),
  );
  return fits ? n : undefined;
}

/** What a grid of `columns` by `rows` squares looks like (reason-words.ts says it in words). */
export function describeSquares(columns: number, rows: number): PhotoSeen {
  if (columns === rows && OTHER_SUDOKUS.has(columns)) return { kind: 'sized-grid', size: columns };
  if (columns === 8 && rows === 8) return { kind: 'chess' };
  if (columns === 7 && rows >= 4 && rows <= 6) return { kind: 'calendar', rows };
  return { kind: 'squares', columns, rows };
}

/** The shape, when its lines are evenly spaced both ways; else undefined. */
export function describeShape(shape: GridShape): PhotoSeen | undefined {
  if (shape.columns.lines < 2 || shape.rows.lines < 2) return undefined;
  return describeSquares(shape.columns.lines - 1, shape.rows.lines - 1);
}
