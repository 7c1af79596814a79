// How strongly each cell's four printed side lines show (issue 27). Glare washes print towards
// white: a patch over a digit washes the grid lines beside it out too, while lighting that is only
// brighter (a bright corner of the page) leaves the lines' ink, measured against their own paper,
// as it was. So a cell whose side lines are much weaker than the same lines elsewhere in the grid
// may hide a digit the glare took, even where its paper is not brighter than the glare line.

import type { Point } from './geometry.ts';
import { SIDE, type Lattice } from './lattice.ts';

/**
 * One cell's side lines (top, right, bottom, left), each as a share of the typical strength of
 * the grid's lines of its kind (box lines, thin lines): 1 as printed, near 0 washed out.
 * A side outside the photo counts as 1 (nothing known).
 */
export type SideLines = readonly [number, number, number, number];

/** Points along each side (its ends left out: the crossings are ink both ways). */
const ALONG = 13;
/** Pixels either side of the side's course where its ink is looked for (the line may wander). */
const ACROSS = 4;

/** Each cell's side lines, row by row (81 entries). */
export function sideLines(lattice: Lattice): SideLines[] {
  const p = lattice.points;
  // Segment strengths: horizontal ones h[r][c] (line r, between columns c and c+1), vertical
  // ones v[r][c] (line c, between rows r and r+1).
  const h: number[][] = [];
  const v: number[][] = [];
  for (let r = 0; r <= 9; r++) {
    h.push([]);
    for (let c = 0; c < 9; c++) h[r]!.push(segmentInk(lattice, p[r * 10 + c]!, p[r * 10 + c + 1]!));
  }
  for (let r = 0; r < 9; r++) {
    v.push([]);
    for (let c = 0; c <= 9; c++)
      v[r]!.push(segmentInk(lattice, p[r * 10 + c]!, p[(r + 1) * 10 + c]!));
  }
  // The typical strength per kind: the box lines (the border among them) are printed bolder.
  const box = (k: number) => k % 3 === 0;
  const typical = (wantBox: boolean) =>
    median([
      ...h.flatMap((line, r) => (box(r) === wantBox ? line : [])),
      ...v.flatMap((line) => line.filter((_, c) => box(c) === wantBox)),
    ]);
  const [boxInk, thinInk] = [typical(true), typical(false)];
  const share = (ink: number, k: number) => {
    const base = box(k) ? boxInk : thinInk;
    return Number.isNaN(ink) || !(base > 0) ? 1 : Math.min(1, ink / base);
  };
  const out: SideLines[] = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++)
      out.push([
        share(h[r]![c]!, r),
        share(v[r]![c + 1]!, c + 1),
        share(h[r + 1]![c]!, r + 1),
        share(v[r]![c]!, c),
      ]);
  return out;
}

// The median, over points along the side from a to b, of the darkest ink within ACROSS pixels of
// its course; NaN where the side lies outside the photo.
function segmentInk(lattice: Lattice, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (!(length > 0)) return Number.NaN;
  const [nx, ny] = [-dy / length, dx / length];
  const peaks: number[] = [];
  for (let s = 0; s < ALONG; s++) {
    const t = 0.15 + (0.7 * s) / (ALONG - 1);
    const [x, y] = [a[0] + t * dx, a[1] + t * dy];
    let peak = -1;
    for (let d = -ACROSS; d <= ACROSS; d++) {
      const px = Math.round(x + d * nx);
      const py = Math.round(y + d * ny);
      if (px < 0 || py < 0 || px >= SIDE || py >= SIDE) continue;
      const i = py * SIDE + px;
      if (lattice.valid[i]) peak = Math.max(peak, lattice.ink[i]!);
    }
    if (peak >= 0) peaks.push(peak);
  }
  return peaks.length >= ALONG / 2 ? median(peaks) : Number.NaN;
}

function median(values: readonly number[]): number {
  const sorted = values.filter((x) => !Number.isNaN(x)).sort((p, q) => p - q);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : Number.NaN;
}

/**
 * Below this mean of a cell's two weakest side lines (as shares of the grid's own), glare has
 * washed them out, where its paper is lit over LIT_SHARE of the way from the page's usual paper
 * to white; or one side line below ONE_GONE, where its paper is lit over BRIGHT_SHARE of that
 * way (a streak across one side and the digit). Set on the tuning part: the empty cells of the
 * clean photos and of their JPEG-20, dark, blurred and tilted copies (22,700) meet neither (their
 * two weakest lines 0.44 at the least); glare-cut digits read as surely empty on the fresh glare
 * streaks' draws t2, t3 and t4 meet one in 7 of 9 (the others: a mark, a bent lattice), flagging
 * about 0.7 empty cells more per glare copy (those beside the glare).
 */
const WASHED_LINES = 0.3;
const LIT_SHARE = 0.1;
const ONE_GONE = 0.1;
const BRIGHT_SHARE = 0.5;

/** The page's usual paper: the cells' median paper (0-255). */
export function usualPaper(papers: readonly number[]): number {
  const sorted = [...papers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 255;
}

/**
 * Whether glare washed the cell out (see WASHED_LINES): its side lines faded far below the
 * grid's own and its paper (over its middle, or a quarter of it) lit brighter than the page's
 * usual paper. A patch of glare brightens what it washes; a shadow, a bright corner of the page
 * (brighter, not washed: its lines keep their ink against their own paper) or a grid's border at
 * the photo's edge do not meet both.
 */
export function washedOut(
  sample: { readonly lines?: SideLines; readonly paper: number; readonly washed: number },
  usual: number | undefined,
): boolean {
  if (!sample.lines || usual === undefined) return false;
  const [a, b] = [...sample.lines].sort((p, q) => p - q) as [number, number];
  const lit = (Math.max(sample.paper, sample.washed) - usual) / Math.max(1, 255 - usual);
  return ((a + b) / 2 < WASHED_LINES && lit > LIT_SHARE) || (a < ONE_GONE && lit > BRIGHT_SHARE);
}
