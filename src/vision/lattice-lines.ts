// Whether the nine-by-nine lattice fitted to a located grid lies on printed lines. A Sudoku's
// lattice does: ink runs along each of its 20 lines, the paper half-way between them is bare,
// and the lines end at the border. A calendar's seven columns or a table's uneven ones leave
// lattice lines on bare paper; a crossword's thirteen put printed lines between the lattice's;
// nine squares of a bigger grid have lines running on past the border.

import type { Point } from './geometry.ts';
import { SIDE, type Lattice } from './lattice.ts';

/** Samples taken along each cell side of a lattice line. */
const SAMPLES_PER_CELL = 8;
/** Pixels either side of the line searched for its ink (curved paper, a line slightly off). */
const REACH = 2;
/** Ink below this is paper grain, JPEG noise or the light's unevenness, never a printed line. */
export const PRINTED_FLOOR = 0.02;

/** What the lattice's lines lie on. */
export interface LatticeLines {
  /** Lattice lines inside the photo that are printed (3x the paper between them), of `measured`. */
  readonly printed: number;
  readonly measured: number;
  /** Lines half-way between the lattice's that are printed (half as dark as a lattice line). */
  readonly printedBetween: number;
  /** Sides (of 4) past which at least five inner lines run on. */
  readonly sidesRunningOn: number;
  /**
   * How unevenly the lattice's lines are spaced: the 90th percentile of each cell side's
   * departure from the median side (a share). Lines followed onto a grid of other spacing bunch.
   */
  readonly unevenness: number;
}

/** How the lattice's lines lie on the print (see the file's comment). */
export function latticeLines(lattice: Lattice): LatticeLines {
  const on = latticeLineInk(lattice);
  const between = latticeLineInk(lattice, true);
  let [printed, measured, printedBetween] = [0, 0, 0];
  for (const direction of [0, 1]) {
    const lines = on.slice(10 * direction, 10 * direction + 10).filter((v) => !Number.isNaN(v));
    const gaps = between.slice(9 * direction, 9 * direction + 9).filter((v) => !Number.isNaN(v));
    if (lines.length === 0 || gaps.length === 0) continue;
    const paper = median(gaps);
    const line = median(lines);
    measured += lines.length;
    printed += lines.filter((v) => v >= Math.max(PRINTED_FLOOR, 3 * paper)).length;
    printedBetween += gaps.filter((v) => v >= Math.max(PRINTED_FLOOR, 0.5 * line)).length;
  }
  return {
    printed,
    measured,
    printedBetween,
    sidesRunningOn: sidesRunningOn(lattice, on),
    unevenness: unevenness(lattice.points),
  };
}

function unevenness(points: readonly Point[]): number {
  const sides: number[] = [];
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 9; b++) {
      sides.push(points[a * 10 + b + 1]![0] - points[a * 10 + b]![0]);
      sides.push(points[(b + 1) * 10 + a]![1] - points[b * 10 + a]![1]);
    }
  const typical = median(sides);
  const departures = sides.map((side) => Math.abs(side / typical - 1)).sort((p, q) => p - q);
  return departures[Math.floor(0.9 * (departures.length - 1))]!;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * How strongly each of the lattice's 20 lines (10 vertical, then 10 horizontal) is printed: the
 * 30th percentile of the ink along it, so that a line counts only when ink runs along most of
 * its length, not where digits or letters cross it. NaN for a line mostly outside the photo.
 */
function latticeLineInk(lattice: Lattice, between = false): number[] {
  const { points, ink, valid } = lattice;
  // With `between`, the nine lines half-way between the lattice's (the paper beside the lines).
  const at = (row: number, col: number, vertical: boolean): readonly [number, number] => {
    const p = points[row * 10 + col]!;
    if (!between) return p;
    const q = vertical ? points[row * 10 + col + 1]! : points[(row + 1) * 10 + col]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const out: number[] = [];
  for (const vertical of [true, false]) {
    for (let k = 0; k < (between ? 9 : 10); k++) {
      const samples: number[] = [];
      let total = 0;
      for (let s = 0; s < 9; s++) {
        const a = vertical ? at(s, k, true) : at(k, s, false);
        const b = vertical ? at(s + 1, k, true) : at(k, s + 1, false);
        for (let j = 0; j < SAMPLES_PER_CELL; j++) {
          const f = (j + 0.5) / SAMPLES_PER_CELL;
          const x = Math.round(a[0] + f * (b[0] - a[0]));
          const y = Math.round(a[1] + f * (b[1] - a[1]));
          total++;
          let darkest = -1;
          for (let d = -REACH; d <= REACH; d++) {
            const [px, py] = vertical ? [x + d, y] : [x, y + d];
            if (px < 0 || py < 0 || px >= SIDE || py >= SIDE) continue;
            const i = py * SIDE + px;
            if (valid[i]) darkest = Math.max(darkest, ink[i]!);
          }
          if (darkest >= 0) samples.push(darkest);
        }
      }
      if (samples.length < 0.6 * total) {
        out.push(NaN);
        continue;
      }
      samples.sort((p, q) => p - q);
      out.push(samples[Math.floor(0.3 * samples.length)]!);
    }
  }
  return out;
}

/**
 * The sides of the lattice (top, right, bottom, left) past which its inner lines run on: a
 * lattice fitted to part of a bigger grid (a crossword's corner, a 16x16 Sudoku's nine columns).
 * A Sudoku's lines end at its border. An inner line runs on when the ink half a cell beyond the
 * border, along its direction, is at least half as dark as a typical lattice line and twice as
 * dark as the paper between the lines there (a dark table beyond a page's edge is dark all over).
 */
function sidesRunningOn(lattice: Lattice, lineInk: readonly number[]): number {
  const { points } = lattice;
  const measured = lineInk.filter((v) => !Number.isNaN(v));
  if (measured.length === 0) return 0;
  const bar = Math.max(PRINTED_FLOOR, 0.5 * median(measured));
  const p = (row: number, col: number) => points[row * 10 + col]!;
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  // Per side: for line k (0..9), its point on the border and its neighbour one cell inside.
  const sides: ((k: number) => [Point, Point])[] = [
    (k) => [p(0, k), p(1, k)],
    (k) => [p(k, 9), p(k, 8)],
    (k) => [p(9, k), p(8, k)],
    (k) => [p(k, 0), p(k, 1)],
  ];
  let count = 0;
  for (const [side, ends] of sides.entries()) {
    const across = side % 2 === 0;
    const lines: number[] = [];
    const paper: number[] = [];
    for (let k = 0; k < 9; k++) {
      const [edge, inside] = ends(k);
      const [nextEdge, nextInside] = ends(k + 1);
      if (k > 0) lines.push(inkBeyond(lattice, edge, inside, across));
      paper.push(inkBeyond(lattice, mid(edge, nextEdge), mid(inside, nextInside), across));
    }
    const ground = median(paper.filter((v) => !Number.isNaN(v)));
    const running = lines.filter((v) => v >= bar && v >= 2 * ground).length;
    if (running >= 5) count++;
  }
  return count;
}

// The median ink from 0.2 to 0.8 of a cell beyond `edge`, away from `inside` (NaN outside the photo).
function inkBeyond(lattice: Lattice, edge: Point, inside: Point, across: boolean): number {
  const { ink, valid } = lattice;
  const [dx, dy] = [edge[0] - inside[0], edge[1] - inside[1]];
  const samples: number[] = [];
  for (let j = 0; j < 8; j++) {
    const f = 0.2 + (0.6 * (j + 0.5)) / 8;
    const x = Math.round(edge[0] + f * dx);
    const y = Math.round(edge[1] + f * dy);
    let darkest = -1;
    for (let d = -REACH; d <= REACH; d++) {
      const [px, py] = across ? [x + d, y] : [x, y + d];
      if (px < 0 || py < 0 || px >= SIDE || py >= SIDE) continue;
      const i = py * SIDE + px;
      if (valid[i]) darkest = Math.max(darkest, ink[i]!);
    }
    if (darkest >= 0) samples.push(darkest);
  }
  if (samples.length < 6) return NaN;
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}
