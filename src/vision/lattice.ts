// Straightens the located grid and finds its ten horizontal and ten vertical lines, following
// them along the paper (curved pages, slightly wrong outlines, a border cut off by the photo's
// edge), so that each cell can be cut out between its own four lines.

import type { GrayImage } from './decode.ts';
import type { Point, Quad } from './geometry.ts';
import type { Cv } from './opencv.ts';
import { fitEvenLines } from './line-fit.ts';
import { warpInside, warpQuad } from './warp.ts';

/** Cell size (px) of the straightened image. */
export const CELL = 48;
/** Border (px) kept around the outline when straightening: one cell on each side. */
export const MARGIN = CELL;
export const SIDE = 9 * CELL + 2 * MARGIN;

/** The straightened grid: ink per pixel, where the photo covers, and the lattice of line crossings. */
export interface Lattice {
  /** Ink darkness in [0, 1] per pixel of the SIDE x SIDE straightened image (paper = 0). */
  readonly ink: Float32Array;
  /** 1 where the straightened pixel comes from inside the photo. */
  readonly valid: Uint8Array;
  /** The paper's brightness per pixel (0-255): glare washes print out where it is near white. */
  readonly paper: Uint8Array;
  /** Line crossings: points[row * 10 + col] for row, col in 0..9, in straightened pixels. */
  readonly points: readonly Point[];
  /** Typical ink darkness of the grid lines (for thresholds). */
  readonly lineInk: number;
}

/**
 * Straightens `quad` of the image and locates the grid lines inside it. With `trustOutline` the
 * lines start where the outline says (each then followed along the paper) instead of where the
 * best even fit to the ink profile puts them: a second opinion for a grid whose bold digits or
 * a page edge beside it outweigh thin lines in the profile.
 */
export function buildLattice(cv: Cv, image: GrayImage, quad: Quad, trustOutline = false): Lattice {
  const { ink, valid, paper } = straighten(cv, image, quad);
  const colProfile = profile(ink, valid, true);
  const rowProfile = profile(ink, valid, false);
  const outlined = Array.from({ length: 10 }, (_, k) => MARGIN + k * CELL);
  const xs = trustOutline
    ? outlined
    : fitEvenLines(colProfile.values, colProfile.validity, CELL, MARGIN).lines;
  const ys = trustOutline
    ? outlined
    : fitEvenLines(rowProfile.values, rowProfile.validity, CELL, MARGIN).lines;
  const vertical = xs.map((x) => followLine(ink, valid, x, ys, true));
  const horizontal = ys.map((y) => followLine(ink, valid, y, xs, false));
  const points: Point[] = [];
  for (let r = 0; r < 10; r++) {
    for (let c = 0; c < 10; c++) {
      let y = ys[r]!;
      let x = evalCurve(vertical[c]!, y);
      for (let i = 0; i < 3; i++) {
        y = evalCurve(horizontal[r]!, x);
        x = evalCurve(vertical[c]!, y);
      }
      points.push([x, y]);
    }
  }
  return { ink, valid, paper, points, lineInk: measureLineInk(ink, valid, points) };
}

/** The quad of the image straightened (a cell of margin around it): ink per pixel, and where the photo covers. */
export function straighten(cv: Cv, image: GrayImage, quad: Quad): Straightened {
  // While a picture is judged the same outline is straightened several times (its reading, its
  // own lines, the look for other sizes): once per picture, the last few outlines kept.
  const kept = straightened.get(image) ?? new Map<string, Straightened>();
  straightened.set(image, kept);
  const key = quad.flat().join(' ');
  const known = kept.get(key);
  if (known) return known;
  const made = straightenAnew(cv, image, quad);
  if (kept.size >= KEPT_OUTLINES) kept.delete(kept.keys().next().value!);
  kept.set(key, made);
  return made;
}

/** A straightened outline: ink per pixel, where the photo covers, and the paper's brightness. */
export type Straightened = Pick<Lattice, 'ink' | 'valid' | 'paper'>;

const straightened = new WeakMap<GrayImage, Map<string, Straightened>>();
/** Straightened outlines kept per picture (about 1.7 MB each). */
const KEPT_OUTLINES = 8;

function straightenAnew(cv: Cv, image: GrayImage, quad: Quad): Straightened {
  const src = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const gray = warpQuad(cv, src, quad, 9 * CELL, MARGIN, cv.BORDER_REPLICATE);
  // Where the photo covers: all of it unless the outline (with its margin) runs off the photo.
  const mask = warpInside(quad, 9 * CELL, MARGIN, image) ? undefined : coverage(cv, image, quad);
  const background = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(15, 15));
  try {
    // Paper brightness: a max filter wipes out strokes thinner than the kernel, and the min
    // filter after it (a closing) puts a shadow's edge back where it was, so the dark side of
    // the edge is not taken for a band of ink; a small blur smooths the result.
    cv.morphologyEx(gray, background, cv.MORPH_CLOSE, kernel);
    cv.blur(background, background, new cv.Size(5, 5));
    const n = SIDE * SIDE;
    const ink = new Float32Array(n);
    const valid = new Uint8Array(n);
    const g = gray.data;
    const b = background.data;
    const m = mask?.data;
    for (let i = 0; i < n; i++) {
      const paper = Math.max(b[i]!, 24);
      ink[i] = Math.max(0, paper - g[i]!) / paper;
      valid[i] = !m || m[i]! > 200 ? 1 : 0;
    }
    return { ink, valid, paper: Uint8Array.from(b) };
  } finally {
    src.delete();
    gray.delete();
    mask?.delete();
    background.delete();
    kernel.delete();
  }
}

// The outline's pixels that come from inside the photo (255), as straightenAnew warps them.
function coverage(cv: Cv, image: GrayImage, quad: Quad): InstanceType<Cv['Mat']> {
  const ones = new cv.Mat(image.height, image.width, cv.CV_8UC1, new cv.Scalar(255));
  try {
    return warpQuad(cv, ones, quad, 9 * CELL, MARGIN);
  } finally {
    ones.delete();
  }
}

// Mean ink per column (vertical) or per row, over the grid's span, counting only photo pixels.
function profile(ink: Float32Array, valid: Uint8Array, vertical: boolean) {
  const values = new Float64Array(SIDE);
  const validity = new Float64Array(SIDE);
  for (let p = 0; p < SIDE; p++) {
    let sum = 0;
    let count = 0;
    for (let t = MARGIN; t < MARGIN + 9 * CELL; t++) {
      const i = vertical ? t * SIDE + p : p * SIDE + t;
      if (valid[i]) {
        sum += ink[i]!;
        count++;
      }
    }
    values[p] = count ? sum / count : 0;
    validity[p] = count / (9 * CELL);
  }
  const smooth = new Float64Array(SIDE);
  for (let p = 1; p < SIDE - 1; p++) {
    smooth[p] = (values[p - 1]! + 2 * values[p]! + values[p + 1]!) / 4;
  }
  return { values: smooth, validity };
}

/** x = c0 + c1 * t + c2 * t^2 (t = position along the line, in straightened pixels). */
type Curve = readonly [number, number, number];

function evalCurve(curve: Curve, t: number): number {
  return curve[0] + curve[1] * t + curve[2] * t * t;
}

// Follows one line band by band (a band spans one cell across the line) and fits a gentle
// curve through the positions found, ignoring bands outside the photo or without a clear line.
function followLine(
  ink: Float32Array,
  valid: Uint8Array,
  position: number,
  across: readonly number[],
  vertical: boolean,
): Curve {
  const window = Math.round(0.22 * CELL);
  const samples: { t: number; p: number; w: number }[] = [];
  for (let band = 0; band < 9; band++) {
    const from = Math.max(0, Math.round(across[band]!));
    const to = Math.min(SIDE, Math.round(across[band + 1]!));
    if (to - from < 4) continue;
    // A line crosses the whole band; a digit's stroke only part of it. So each position is
    // scored by a low quantile of the ink along the band, not by its mean.
    // Bands mostly beyond the photo are skipped before any ink is looked at.
    let validCount = 0;
    for (let d = -window; d <= window; d++) {
      const p = Math.round(position) + d;
      if (p >= 0 && p < SIDE)
        for (let t = from; t < to; t++)
          validCount += valid[vertical ? t * SIDE + p : p * SIDE + t]!;
    }
    if (validCount < 0.8 * (2 * window + 1) * (to - from)) continue;
    const sums: number[] = [];
    const along = new Float32Array(to - from);
    for (let d = -window; d <= window; d++) {
      const p = Math.round(position) + d;
      if (p >= 0 && p < SIDE) {
        for (let t = from; t < to; t++)
          along[t - from] = ink[vertical ? t * SIDE + p : p * SIDE + t]!;
        sums.push(kthSmallest(along, Math.floor(0.25 * along.length)));
      } else {
        sums.push(0);
      }
    }
    let bestIndex = 1;
    // A faint one-pixel line barely stands out: lean towards the even fit's position.
    const leaning = (i: number) => sums[i]! - (0.03 * Math.abs(i - window)) / window;
    for (let i = 1; i < sums.length - 1; i++) if (leaning(i) > leaning(bestIndex)) bestIndex = i;
    const [l, c, r] = [sums[bestIndex - 1]!, sums[bestIndex]!, sums[bestIndex + 1]!];
    const curvature = l - 2 * c + r;
    const shift = curvature < 0 ? (0.5 * (l - r)) / curvature : 0;
    samples.push({
      t: (from + to) / 2,
      p: Math.round(position) + bestIndex - window + Math.max(-0.5, Math.min(0.5, shift)),
      w: c,
    });
  }
  if (samples.length < 3) return [position, 0, 0];
  let curve = fitQuadratic(samples);
  // One robust pass: drop bands that disagree with the fit (a digit stroke next to the line).
  const kept = samples.filter((s) => Math.abs(evalCurve(curve, s.t) - s.p) < 0.08 * CELL);
  if (kept.length >= 3 && kept.length < samples.length) curve = fitQuadratic(kept);
  // A line pulled more than a third of a cell from the even spacing is a wrong lock.
  const mid = SIDE / 2;
  if (Math.abs(evalCurve(curve, mid) - position) > 0.3 * CELL) return [position, 0, 0];
  return curve;
}

// The value a sort would put at index k (quickselect, reordering `values`): the followed lines
// take thousands of these quantiles per outline.
function kthSmallest(values: Float32Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

// Weighted least squares for p = c0 + c1 t + c2 t^2, centred for stability; falls back to a
// straight line when the bands are too few or bunched.
function fitQuadratic(samples: readonly { t: number; p: number; w: number }[]): Curve {
  const mid = SIDE / 2;
  const scale = SIDE / 2;
  const m = Array.from({ length: 3 }, () => [0, 0, 0, 0]);
  for (const { t, p, w } of samples) {
    const u = (t - mid) / scale;
    const basis = [1, u, u * u];
    const weight = Math.max(w, 1e-3);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) m[i]![j]! += weight * basis[i]! * basis[j]!;
      m[i]![3]! += weight * basis[i]! * p;
    }
  }
  const order = samples.length >= 5 ? 3 : 2;
  const solved = solveLinear(m.slice(0, order).map((row) => [...row.slice(0, order), row[3]!]));
  const [b0, b1, b2] = [
    solved?.[0] ?? samples[0]!.p,
    solved?.[1] ?? 0,
    order === 3 ? (solved?.[2] ?? 0) : 0,
  ];
  // Back to t: u = (t - mid) / scale.
  const c2 = b2 / (scale * scale);
  const c1 = b1 / scale - (2 * b2 * mid) / (scale * scale);
  const c0 = b0 - (b1 * mid) / scale + (b2 * mid * mid) / (scale * scale);
  return [c0, c1, c2];
}

function solveLinear(rows: number[][]): number[] | undefined {
  const n = rows.length;
  const a = rows.map((r) => [...r]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    if (Math.abs(a[pivot]![col]!) < 1e-9) return undefined;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  return a.map((r, i) => r[n]! / r[i]!);
}

// Median ink on the segments between crossings: how dark this print's lines are.
function measureLineInk(ink: Float32Array, valid: Uint8Array, points: readonly Point[]): number {
  const values: number[] = [];
  for (let r = 0; r < 10; r++) {
    for (let c = 0; c < 10; c++) {
      const p = points[r * 10 + c]!;
      for (const q of [
        c < 9 ? points[r * 10 + c + 1] : undefined,
        r < 9 ? points[(r + 1) * 10 + c] : undefined,
      ]) {
        if (!q) continue;
        for (const f of [0.3, 0.5, 0.7]) {
          const x = Math.round(p[0] + f * (q[0] - p[0]));
          const y = Math.round(p[1] + f * (q[1] - p[1]));
          if (x < 1 || y < 1 || x >= SIDE - 1 || y >= SIDE - 1 || !valid[y * SIDE + x]) continue;
          // The darkest of the 3x3 neighbourhood, so a one-pixel misplacement does not matter.
          let darkest = 0;
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++)
              darkest = Math.max(darkest, ink[(y + dy) * SIDE + x + dx]!);
          values.push(darkest);
        }
      }
    }
  }
  values.sort((a, b) => a - b);
  return Math.max(0.08, values[Math.floor(values.length / 2)] ?? 0.3);
}
