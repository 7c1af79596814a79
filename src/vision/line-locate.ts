// A second opinion on where the grid is, from its lines rather than its outline: straight lines
// found by a Hough transform, grouped into two directions, and in each direction the ten evenly
// spaced lines of a grid picked out, even when the photo cuts some off or the grid's border
// runs into other rules of the page (a column line, a crossword beside it). Used when the
// outline-based locator finds nothing or its reading does not check out.

import { orderCorners, isConvex, type Point, type Quad } from './geometry.ts';
import type { Cv } from './opencv.ts';

/** A line as its normal angle and its distance from the image centre along that normal. */
export interface Line {
  readonly theta: number;
  readonly offset: number;
  readonly votes: number;
}

/** Progressions kept per direction; each pair makes one candidate outline. */
const PER_DIRECTION = 3;

/** Grid outlines suggested by the lines of the binary image (ink = 255), best guesses first. */
export function quadsFromLines(cv: Cv, binary: InstanceType<Cv['Mat']>): Quad[] {
  return quadsOfLines(houghLines(cv, binary), binary.cols, binary.rows);
}

/**
 * The straight lines of the binary image (ink = 255), strongest first: at most `most`, with
 * normal angles `thetaStep` apart.
 */
export function houghLines(
  cv: Cv,
  binary: InstanceType<Cv['Mat']>,
  thetaStep = Math.PI / 360,
  most = 400,
): Line[] {
  const width = binary.cols;
  const height = binary.rows;
  const found = new cv.Mat();
  try {
    // Thin lines one pixel wide over a grid of 30% of the short side still gather this many votes.
    cv.HoughLines(binary, found, 1, thetaStep, Math.round(0.22 * Math.min(width, height)));
    const data = found.data32F;
    const cx = width / 2;
    const cy = height / 2;
    const lines: Line[] = [];
    for (let i = 0; i + 1 < data.length && lines.length < most; i += 2) {
      const rho = data[i]!;
      const theta = data[i + 1]!;
      // Offset from the centre along the normal (cos, sin) of the line x cos + y sin = rho.
      lines.push({ theta, offset: rho - cx * Math.cos(theta) - cy * Math.sin(theta), votes: 1 });
    }
    return lines;
  } finally {
    found.delete();
  }
}

/** Grid outlines made of ten evenly spaced lines in each of two directions. */
export function quadsOfLines(lines: readonly Line[], width: number, height: number): Quad[] {
  const side = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const [first, second] = directions(lines);
  if (!first || !second) return [];
  const a = progressions(first, side);
  const b = progressions(second, side);
  const quads: Quad[] = [];
  for (const pa of a) {
    for (const pb of b) {
      const corners: Point[] = [];
      for (const la of [pa.lines[0]!, pa.lines[9]!])
        for (const lb of [pb.lines[0]!, pb.lines[9]!]) {
          const hit = cross(la, lb, cx, cy);
          if (hit) corners.push(hit);
        }
      if (corners.length !== 4) continue;
      const quad = orderCorners(corners);
      if (isConvex(quad)) quads.push(quad);
    }
  }
  return quads;
}

/**
 * The two main directions: the most common line angle, and the lines near its perpendicular
 * (within 20 degrees: perspective bends a grid's right angles). Fewer than 8 lines: none.
 */
export function directions(lines: readonly Line[]): [Line[] | undefined, Line[] | undefined] {
  if (lines.length < 8) return [undefined, undefined];
  // Angles modulo 180 degrees, in 36 bins of 5 degrees.
  const bins = new Float64Array(36);
  const bin = (theta: number) => Math.floor(((theta % Math.PI) / Math.PI) * 36) % 36;
  for (const line of lines) bins[bin(line.theta)]! += line.votes;
  let peak = 0;
  for (let k = 1; k < 36; k++) if (bins[k]! > bins[peak]!) peak = k;
  const main = ((peak + 0.5) / 36) * Math.PI;
  const near = (theta: number, target: number, tolerance: number) => {
    const d = Math.abs((((theta - target) % Math.PI) + Math.PI) % Math.PI);
    return Math.min(d, Math.PI - d) < tolerance;
  };
  const tolerance = (20 * Math.PI) / 180;
  const first = lines.filter((l) => near(l.theta, main, tolerance));
  const second = lines.filter((l) => near(l.theta, main + Math.PI / 2, tolerance));
  return [first.map((l) => aligned(l, main)), second.map((l) => aligned(l, main + Math.PI / 2))];
}

// The same line with its normal angle written within 90 degrees of `reference` (turning the
// normal round flips the offset's sign), so that angles and offsets of one direction compare
// and average: a line at 179.5 degrees is the one at -0.5.
function aligned(line: Line, reference: number): Line {
  let d = Math.atan2(Math.sin(line.theta - reference), Math.cos(line.theta - reference));
  let offset = line.offset;
  if (Math.abs(d) > Math.PI / 2) {
    d -= Math.sign(d) * Math.PI;
    offset = -offset;
  }
  return { ...line, theta: reference + d, offset };
}

/** Ten lines of one direction at evenly spaced offsets; missing ones are extrapolated. */
interface Progression {
  readonly lines: Line[];
  readonly matched: number;
}

// The best runs of ten evenly spaced offsets among the lines of one direction.
function progressions(lines: readonly Line[], side: number): Progression[] {
  // One printed line gives several Hough peaks: keep the strongest (Hough lists them first).
  const merged: Line[] = [];
  for (const line of lines)
    if (!merged.some((m) => Math.abs(m.offset - line.offset) < 0.01 * side)) merged.push(line);
  merged.sort((a, b) => a.offset - b.offset);
  const found: { start: number; spacing: number; matched: number; residual: number }[] = [];
  const minSpacing = 0.025 * side;
  for (let i = 0; i < merged.length; i++) {
    for (let j = i + 1; j < merged.length; j++) {
      for (let steps = 1; steps <= 9; steps++) {
        const spacing = (merged[j]!.offset - merged[i]!.offset) / steps;
        if (spacing < minSpacing) break;
        for (let k = 0; k + steps <= 9; k++) {
          const fit = refine(merged, merged[i]!.offset - k * spacing, spacing);
          if (fit.matched >= 6) found.push(fit);
        }
      }
    }
  }
  found.sort((a, b) => b.matched - a.matched || a.residual - b.residual);
  const out: Progression[] = [];
  for (const f of found) {
    if (out.some((p) => Math.abs(p.lines[0]!.offset - f.start) < 0.3 * f.spacing)) continue;
    out.push({ lines: fillIn(merged, f.start, f.spacing), matched: f.matched });
    if (out.length >= PER_DIRECTION) break;
  }
  return out;
}

// The lines near start + n * spacing (n = 0..9), and the offset and spacing refitted to them by
// least squares, with the mean distance of the matched lines from the refitted positions.
function refine(lines: readonly Line[], start: number, spacing: number) {
  const hits: { n: number; offset: number }[] = [];
  for (let n = 0; n < 10; n++) {
    const line = nearest(lines, start + n * spacing, 0.12 * spacing);
    if (line) hits.push({ n, offset: line.offset });
  }
  if (hits.length < 2) return { start, spacing, matched: hits.length, residual: Infinity };
  const mn = hits.reduce((s, h) => s + h.n, 0) / hits.length;
  const mo = hits.reduce((s, h) => s + h.offset, 0) / hits.length;
  const sxx = hits.reduce((s, h) => s + (h.n - mn) ** 2, 0);
  const fitted = hits.reduce((s, h) => s + (h.n - mn) * (h.offset - mo), 0) / sxx;
  const origin = mo - fitted * mn;
  const residual =
    hits.reduce((s, h) => s + Math.abs(origin + fitted * h.n - h.offset), 0) / hits.length;
  return { start: origin, spacing: fitted, matched: hits.length, residual };
}

// The line nearest `offset` within `tolerance`, of lines sorted by offset, all offsets apart
// (merged): one of the two around the offset, by binary search (the sweep runs it millions of
// times); at equal distance the lower offset, as a scan in order would pick.
function nearest(lines: readonly Line[], offset: number, tolerance: number): Line | undefined {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid]!.offset < offset) lo = mid + 1;
    else hi = mid;
  }
  const below = lines[lo - 1] as Line | undefined;
  const above = lines[lo] as Line | undefined;
  const dBelow = below ? Math.abs(below.offset - offset) : Infinity;
  const dAbove = above ? Math.abs(above.offset - offset) : Infinity;
  const best = dAbove < dBelow ? above : below;
  const d = Math.min(dBelow, dAbove);
  return d < tolerance ? best : undefined;
}

// The ten lines: detected ones where present, the others at the even spacing with an angle
// interpolated along the detected ones (perspective turns the lines gradually).
function fillIn(lines: readonly Line[], start: number, spacing: number): Line[] {
  const hits = Array.from({ length: 10 }, (_, n) =>
    nearest(lines, start + n * spacing, 0.12 * spacing),
  );
  const known = hits.flatMap((line, n) => (line ? [{ n, theta: line.theta }] : []));
  // Least-squares theta = t0 + t1 n over the detected lines.
  const mean = (f: (k: { n: number; theta: number }) => number) =>
    known.reduce((sum, k) => sum + f(k), 0) / known.length;
  const mn = mean((k) => k.n);
  const mt = mean((k) => k.theta);
  const sxx = known.reduce((sum, k) => sum + (k.n - mn) ** 2, 0);
  const slope = sxx > 0 ? known.reduce((sum, k) => sum + (k.n - mn) * (k.theta - mt), 0) / sxx : 0;
  return hits.map(
    (line, n) => line ?? { theta: mt + slope * (n - mn), offset: start + n * spacing, votes: 0 },
  );
}

// Where two lines (normal angle, offset from the centre) meet, in image coordinates.
function cross(a: Line, b: Line, cx: number, cy: number): Point | undefined {
  const [ca, sa, cb, sb] = [
    Math.cos(a.theta),
    Math.sin(a.theta),
    Math.cos(b.theta),
    Math.sin(b.theta),
  ];
  const det = ca * sb - sa * cb;
  if (Math.abs(det) < 0.2) return undefined;
  const x = (a.offset * sb - b.offset * sa) / det;
  const y = (ca * b.offset - cb * a.offset) / det;
  return [x + cx, y + cy];
}
