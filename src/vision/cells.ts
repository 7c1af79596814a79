// Cuts each cell out between its four lines, finds the printed digit in it (if any) with a
// connected-component pass, and turns the digit into the classifier's fixed-size input.

import { CELL_SAMPLE, centralMark, nearParts, type Component } from './cell-marks.ts';
import { faintStroke, smoothedOverShade, strokeNoise, strokePeak } from './faint-strokes.ts';
import type { Point } from './geometry.ts';
import { SIDE, type Lattice } from './lattice.ts';
import {
  halved,
  likenessLevel,
  likenessScore,
  printLikeness,
  printTemplates,
  type LikenessLevel,
  type PrintTemplate,
} from './print-likeness.ts';
import { sideLines, usualPaper, washedOut, type SideLines } from './washed-lines.ts';
/** The digit is scaled to fit a FEATURE_BOX square inside the FEATURE_SIDE input. */
const FEATURE_SIDE = 20;
const FEATURE_BOX = 18;
/** Classifier input length: the digit image plus its aspect ratio and relative height. */
export const FEATURE_LENGTH = FEATURE_SIDE * FEATURE_SIDE + 2;

export type CellContent =
  | {
      readonly kind: 'empty';
      readonly confidence: number;
      /**
       * Print may hide here: a digit-sized mark below print's threshold (its features, for the
       * classifier's guesses), or paper washed out by glare (no features).
       */
      readonly doubt?: { readonly features?: Float32Array };
    }
  | {
      readonly kind: 'mark';
      readonly features: Float32Array;
      /** Shaped like a digit but paler than this photo's print: glare, or show-through. */
      readonly faint?: boolean;
      /** In a cell glare washed out (washed-lines.ts): read as no digit, it is not sure. */
      readonly washedOut?: boolean;
    };

/** One cell resampled between its lines: ink per pixel and the share inside the photo. */
export interface CellSample {
  readonly ink: Float32Array;
  readonly covered: number;
  /** The paper's median brightness inside the cell (0-255). */
  readonly paper: number;
  /** The brightness a quarter of the cell's paper reaches (0-255): glare across part of it. */
  readonly washed: number;
  /** How strongly its four side lines show against the grid's own (see washed-lines.ts). */
  readonly lines?: SideLines;
}

/** Ink thresholds for one photo, from its grid lines and its darkest marks. */
export interface InkLevels {
  /** Pixels darker than this are ink. */
  readonly threshold: number;
  /** A mark whose mean ink is below this is paler than print: glare, lightened print, show-through. */
  readonly faint: number;
  /** A mark whose mean ink is below this is no mark at all (a speck, a shadow's edge). */
  readonly ghost: number;
  /** Paper brighter than this (0-255) is washed out by glare: print there may not show. */
  readonly glare: number;
  /** The page's usual paper (0-255): glare lights paper above it (washed-lines.ts). */
  readonly usualPaper?: number;
  /** Print's ink (the digits' darkest pixels): what a cell's ink evidence is measured in. */
  readonly print: number;
  /** This grid's empty cells: their typical ink evidence and its spread (median to 90th centile). */
  readonly empty: { readonly level: number; readonly spread: number };
  /** This grid's noise: how far its empty cells' smoothed ink reaches over their shade. */
  readonly noise: number;
  /** Some of this grid's printed digits, to tell a lightened one by (see print-likeness.ts). */
  readonly prints?: readonly PrintTemplate[];
  /** How much its empty cells' ink looks like those digits (print-likeness.ts likenessScore). */
  readonly likeness?: LikenessLevel;
}

/** Resamples all 81 cells, row by row. */
export function sampleCells(lattice: Lattice): CellSample[] {
  const out: CellSample[] = [];
  const lines = sideLines(lattice);
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 9; col++)
      out.push({ ...sampleCell(lattice, row, col), lines: lines[row * 9 + col]! });
  return out;
}

/**
 * Thresholds from the lines' darkness and the digits' darkness (the darkest pixels of the
 * darkest third of the cells), so faint print reads and show-through from the back of the page
 * does not.
 */
export function inkLevels(samples: readonly CellSample[], lineInk: number): InkLevels {
  const S = CELL_SAMPLE;
  const band = Math.round(0.2 * S);
  const raw = samples.map(({ ink }) => quantile(ink, S, band, 0.97));
  const peaks = [...raw].sort((a, b) => b - a);
  const digitInk = peaks[Math.floor(peaks.length / 6)]!;
  // Each cell's ink evidence (see inkEvidence); the cells well below print's are the empty ones.
  const all = samples.map(
    (sample, i) => (raw[i]! - cellShade(sample.ink)) / Math.max(digitInk, 1e-3),
  );
  const evidence = all.filter((e) => e < EMPTY_BELOW).sort((a, b) => a - b);
  const quiet = samples.filter((_, i) => all[i]! < EMPTY_BELOW);
  const noise = strokeNoise(
    quiet.map(({ ink }) => strokePeak(smoothedOverShade(ink, cellShade(ink)))),
  );
  const at = (q: number) => evidence[Math.floor(q * (evidence.length - 1))] ?? 0;
  const prints = printTemplates(
    samples
      .filter((_, i) => all[i]! >= MARK_SURE)
      .map(({ ink }) => halved(smoothedOverShade(ink, cellShade(ink)))),
  );
  const likeness = likenessLevel(
    quiet.map(({ ink }) =>
      likenessScore(printLikeness(halved(smoothedOverShade(ink, cellShade(ink))), prints)),
    ),
  );
  // Glare: paper half-way from the brightest tenth of the cells' paper to white.
  const papers = samples.map((s) => s.paper).sort((a, b) => a - b);
  const bright = papers[Math.floor(0.9 * (papers.length - 1))] ?? 255;
  const levels: InkLevels = {
    threshold: Math.max(0.1, 0.4 * Math.min(lineInk, digitInk), 0.3 * digitInk),
    // Set on the tuning photos' faint-digit copies: 52 of 55 lightened digits read as marks
    // fall below 0.45 of print's ink, 1 of 2,502 printed digits of the clean photos (0.4: 48, 0).
    faint: 0.45 * digitInk,
    ghost: 0.2 * digitInk,
    glare: bright + GLARE_SHARE * (255 - bright),
    usualPaper: usualPaper(papers),
    print: Math.max(digitInk, 1e-3),
    empty: { level: at(0.5), spread: at(0.9) - at(0.5) },
    noise,
    prints,
    likeness,
  };
  levelsWatcher?.(samples, levels);
  return levels;
}

let levelsWatcher: ((samples: readonly CellSample[], levels: InkLevels) => void) | undefined;

/** For the evaluation probes only: told each outline's cell samples and ink levels. */
export function watchInkLevels(
  watch: ((samples: readonly CellSample[], levels: InkLevels) => void) | undefined,
): void {
  levelsWatcher = watch;
}

/** Ink evidence below this share of print's: an empty cell, for the grid's empty-cell level. */
const EMPTY_BELOW = 0.3;
/**
 * A cell read as empty whose ink evidence stands this far above the grid's empty cells (as a
 * share of print's, and in the empty cells' own spreads) may hold a faint digit: never surely
 * empty. Set on the tuning part's clean, JPEG-20 and dark photos (empty cells so flagged: 0.07,
 * 0.05, 0.11 per photo) and its faint-digit copies (6 of 8 lightened digits read as empty
 * without a flag caught; 0.1 and no spreads: 4 of 8).
 */
const EVIDENCE_ABOVE_EMPTY = 0.08;
const EVIDENCE_SPREADS = 3;
/**
 * A mark whose ink evidence is below this share of print's is paler than any printed digit of
 * the tuning part's clean, JPEG-20 and dark photos (their lowest: 0.52): its digit is unsure.
 */
const MARK_SURE = 0.5;

/** The cell's typical ink (its shading, if any), as readCell measures it. */
export function cellShade(ink: Float32Array): number {
  return quantile(ink, CELL_SAMPLE, Math.round(0.09 * CELL_SAMPLE), 0.5);
}

/**
 * How much ink a cell holds beyond its own shade, as a share of this grid's print: its darkest
 * pixels (97th centile of the central square) above its typical ink. About 0.05 on empty paper,
 * 0.5 and more on print, in between for lightened or washed-out print.
 */
export function inkEvidence(sample: CellSample, levels: Pick<InkLevels, 'print'>): number {
  const S = CELL_SAMPLE;
  const peak = quantile(sample.ink, S, Math.round(0.2 * S), 0.97);
  return (peak - cellShade(sample.ink)) / levels.print;
}

/** See InkLevels.glare. */
const GLARE_SHARE = 0.5;
/**
 * Print-likeness (see print-likeness.ts) under which a cell's faint ink is not taken for print by
 * the tests of readCell, and over which, with the contrast of a lightened digit, it is. Set on the
 * tuning part's fresh faint-digit copies (three draws, 769 lightened digits read as empty)
 * against the clean, JPEG-20 and dark photos' empty cells (see scripts/vision-eval/README.md).
 */
const LIKE_PRINT = 0.45;
const SHAPED_AS_PRINT = 0.62;
const LIGHTENED_CONTRAST = 0.09;
/**
 * A cell whose print-likeness score (shape times contrast) stands this many spreads above the
 * grid's empty cells', and at least OUTSTANDING_SCORE, holds print too faint or too broken by
 * JPEG for the lines above (a digit lightened to a sixth of its contrast in a noisy grid, or
 * saved again at JPEG 50). Set on the tuning part's fresh faint copies (three draws at JPEG 90,
 * draw t2 at JPEG 50): 3 of 7 such digits caught, 6 empty cells more flagged in 261 readings of
 * the clean, JPEG-20 and dark photos (see scripts/vision-eval/README.md).
 */
const OUTSTANDING_SPREADS = 5;
const OUTSTANDING_SCORE = 0.05;
/** Share of print's threshold above the cell's shade at which a faint digit still shows. */
const FAINT_LOOK = 0.35;
/** Confidence of "empty" where print may hide (below the unsure line: the user checks it). */
export const DOUBTFUL_EMPTY = 0.5;

const BINS = 256;
const histogram = new Uint32Array(BINS);

// The q-quantile of the ink inside the cell's central square (band pixels in from each edge),
// to 1/256 (ink lies in [0, 1]).
function quantile(ink: Float32Array, S: number, band: number, q: number): number {
  histogram.fill(0);
  for (let y = band; y < S - band; y++) {
    for (let x = band; x < S - band; x++) {
      histogram[Math.min(BINS - 1, Math.floor(ink[y * S + x]! * BINS))]!++;
    }
  }
  const target = q * (S - 2 * band) * (S - 2 * band);
  let seen = 0;
  for (let b = 0; b < BINS; b++) if ((seen += histogram[b]!) >= target) return (b + 0.5) / BINS;
  return 1;
}

/** What one cell holds: nothing, or a mark to classify (a digit, or a stray speck). */
export function readCell(sample: CellSample, levels: InkLevels): CellContent {
  const S = CELL_SAMPLE;
  const { ink, covered } = sample;
  if (covered < 0.6) return { kind: 'empty', confidence: 0 };
  // A shaded cell: its typical ink is the shading; only what is darker than that is print.
  const shade = cellShade(ink);
  const evidence = inkEvidence(sample, levels);
  const threshold = Math.max(levels.threshold, shade + 0.6 * levels.threshold);
  const { main, components } = centralMark(ink, threshold);
  const minHeight = 0.26 * S;
  const meanInk = main ? main.pixels.reduce((sum, i) => sum + ink[i]!, 0) / main.area - shade : 0;
  // Paler than the print but not by much: a digit in glare (or JPEG-washed), or show-through.
  // Classified all the same, and never trusted without the user's eye.
  const faint = meanInk < levels.faint || evidence < MARK_SURE;
  if (!main || main.h < minHeight || main.area < 0.012 * S * S || meanInk < levels.ghost) {
    // How close the biggest central mark came to looking like a digit.
    const near = main ? Math.max(main.h / minHeight, main.area / (0.012 * S * S)) : 0;
    const confidence = Math.max(0.5, Math.min(1, 1.25 - 0.6 * near));
    // Never "surely empty" where a digit may hide: a digit-sized mark below print's threshold
    // (lightened print, JPEG-washed), or paper washed out by glare.
    const look = centralMark(ink, shade + FAINT_LOOK * levels.threshold);
    const pale = look.main;
    const smoothed = smoothedOverShade(ink, shade);
    // The cell's ink against the grid's own printed digits: the tests below flag what may be print
    // only where it is shaped like the grid's print at all (noise, a line's residue, a shadow's
    // edge are not), and a cell shaped like print and inked like a lightened digit is flagged
    // even where they missed it.
    const like = levels.prints?.length
      ? printLikeness(halved(smoothed), levels.prints)
      : { shape: 1, contrast: 0 }; // no print to compare with (a test's cell): the tests alone
    const printLike = like.shape >= LIKE_PRINT;
    const doubtful = Math.min(confidence, DOUBTFUL_EMPTY);
    if (printLike && pale && pale.h >= 0.3 * S && pale.area >= 0.03 * S * S) {
      const features = digitFeatures(ink, S, nearParts(look.components, pale));
      return { kind: 'empty', confidence: doubtful, doubt: { features } };
    }
    // Print too faint for the look above: a digit-tall stroke standing out of the grid's noise.
    // Its shape is too weak to guess a digit from (a repair put a glare-washed 8 of the next cell
    // here from it): the user looks.
    if (printLike && faintStroke(smoothed, levels.noise))
      return { kind: 'empty', confidence: doubtful, doubt: {} };
    // Ink well above this grid's empty cells (lightened print broken up below the threshold),
    // or paper washed out by glare: no features to guess from, but the user looks.
    const above = evidence - levels.empty.level;
    const inked =
      printLike && above > Math.max(EVIDENCE_ABOVE_EMPTY, EVIDENCE_SPREADS * levels.empty.spread);
    const score = likenessScore(like);
    const lightened =
      (like.shape >= SHAPED_AS_PRINT && like.contrast >= LIGHTENED_CONTRAST) ||
      (printLike &&
        levels.likeness !== undefined &&
        score >= OUTSTANDING_SCORE &&
        score - levels.likeness.level >= OUTSTANDING_SPREADS * levels.likeness.spread);
    // Glare over a quarter of the cell or more: set on the tuning part's glare-streak copies (5 of
    // 5 digits washed out of sight caught, the median paper: 0), 1 empty cell more flagged in
    // 87 clean photos and in their JPEG-20 copies.
    const glare = sample.paper > levels.glare || sample.washed > levels.glare;
    if (inked || lightened || glare || washedOut(sample, levels.usualPaper))
      return { kind: 'empty', confidence: doubtful, doubt: {} };
    return { kind: 'empty', confidence };
  }
  const features = digitFeatures(ink, S, nearParts(components, main));
  const washed = washedOut(sample, levels.usualPaper) ? { washedOut: true } : {};
  return faint
    ? { kind: 'mark', features, faint, ...washed }
    : { kind: 'mark', features, ...washed };
}

// Bilinear resampling of the cell between its four line crossings.
function sampleCell(lattice: Lattice, row: number, col: number): CellSample {
  const S = CELL_SAMPLE;
  const p = lattice.points;
  const [a, b, c, d] = [
    p[row * 10 + col]!,
    p[row * 10 + col + 1]!,
    p[(row + 1) * 10 + col + 1]!,
    p[(row + 1) * 10 + col]!,
  ];
  const ink = new Float32Array(S * S);
  let coveredCount = 0;
  for (let y = 0; y < S; y++) {
    const v = (y + 0.5) / S;
    for (let x = 0; x < S; x++) {
      const u = (x + 0.5) / S;
      const px = (1 - u) * (1 - v) * a[0] + u * (1 - v) * b[0] + u * v * c[0] + (1 - u) * v * d[0];
      const py = (1 - u) * (1 - v) * a[1] + u * (1 - v) * b[1] + u * v * c[1] + (1 - u) * v * d[1];
      const value = bilinear(lattice.ink, lattice.valid, px, py);
      if (value >= 0) {
        ink[y * S + x] = value;
        coveredCount++;
      }
    }
  }
  return {
    ink,
    covered: coveredCount / (S * S),
    paper: paperInside(lattice, a, c),
    washed: washedPaper(lattice, a, c),
  };
}

// The paper brightness that a quarter of the cell reaches (its 75th centile, 10% in from its
// lines): a glare streak across part of the cell, which the median over its middle misses.
function washedPaper(lattice: Lattice, a: Point, c: Point): number {
  const values: number[] = [];
  for (let j = 0; j <= 16; j++)
    for (let k = 0; k <= 16; k++) {
      const [u, v] = [0.1 + 0.05 * k, 0.1 + 0.05 * j];
      const x = Math.round(a[0] + u * (c[0] - a[0]));
      const y = Math.round(a[1] + v * (c[1] - a[1]));
      const i = y * SIDE + x;
      if (x >= 0 && y >= 0 && x < SIDE && y < SIDE && lattice.valid[i])
        values.push(lattice.paper[i]!);
    }
  values.sort((p, q) => p - q);
  return values[Math.floor(0.75 * (values.length - 1))] ?? 0;
}

// The median paper brightness over the cell's middle (between its corners a and c, 20% in).
function paperInside(lattice: Lattice, a: Point, c: Point): number {
  const values: number[] = [];
  for (let v = 0.2; v <= 0.8; v += 0.1)
    for (let u = 0.2; u <= 0.8; u += 0.1) {
      const x = Math.round(a[0] + u * (c[0] - a[0]));
      const y = Math.round(a[1] + v * (c[1] - a[1]));
      const i = y * SIDE + x;
      if (x >= 0 && y >= 0 && x < SIDE && y < SIDE && lattice.valid[i])
        values.push(lattice.paper[i]!);
    }
  values.sort((p, q) => p - q);
  return values[Math.floor(values.length / 2)] ?? 0;
}

// Ink at a fractional position; -1 outside the photo.
function bilinear(ink: Float32Array, valid: Uint8Array, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= SIDE || y0 + 1 >= SIDE) return -1;
  const i = y0 * SIDE + x0;
  if (!valid[i] || !valid[i + SIDE + 1]) return -1;
  const fx = x - x0;
  const fy = y - y0;
  return (
    ink[i]! * (1 - fx) * (1 - fy) +
    ink[i + 1]! * fx * (1 - fy) +
    ink[i + SIDE]! * (1 - fx) * fy +
    ink[i + SIDE + 1]! * fx * fy
  );
}

// The digit's ink, cropped to its box, scaled to fit the feature square, centred, and scaled to
// a peak of 1 so the classifier sees shape, not print darkness.
function digitFeatures(ink: Float32Array, S: number, parts: readonly Component[]): Float32Array {
  const keep = new Uint8Array(S * S);
  let [x0, y0, x1, y1] = [S, S, 0, 0];
  for (const part of parts) {
    for (const i of part.pixels) keep[i] = 1;
    x0 = Math.min(x0, part.x0);
    y0 = Math.min(y0, part.y0);
    x1 = Math.max(x1, part.x1);
    y1 = Math.max(y1, part.y1);
  }
  // Keep a one-pixel halo around the strokes (their soft edges) but nothing else in the box.
  const masked = new Float32Array(S * S);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let near = false;
      for (let dy = -1; dy <= 1 && !near; dy++) {
        for (let dx = -1; dx <= 1 && !near; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < S && ny < S && keep[ny * S + nx]) near = true;
        }
      }
      if (near) masked[y * S + x] = ink[y * S + x]!;
    }
  }
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const scale = FEATURE_BOX / Math.max(w, h);
  const out = new Float32Array(FEATURE_LENGTH);
  const ox = (FEATURE_SIDE - w * scale) / 2;
  const oy = (FEATURE_SIDE - h * scale) / 2;
  // Area sampling: each output pixel averages a 3x3 grid of points of its footprint.
  for (let fy = 0; fy < FEATURE_SIDE; fy++) {
    for (let fx = 0; fx < FEATURE_SIDE; fx++) {
      let sum = 0;
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const x = x0 + (fx + (sx + 0.5) / 3 - ox) / scale - 0.5;
          const y = y0 + (fy + (sy + 0.5) / 3 - oy) / scale - 0.5;
          sum += sampleClamped(masked, S, x, y, x0, y0, x1, y1);
        }
      }
      out[fy * FEATURE_SIDE + fx] = sum / 9;
    }
  }
  let peak = 0;
  for (let i = 0; i < FEATURE_SIDE * FEATURE_SIDE; i++) peak = Math.max(peak, out[i]!);
  if (peak > 0)
    for (let i = 0; i < FEATURE_SIDE * FEATURE_SIDE; i++)
      out[i] = Math.min(1, out[i]! / (0.85 * peak));
  out[FEATURE_SIDE * FEATURE_SIDE] = w / h;
  out[FEATURE_SIDE * FEATURE_SIDE + 1] = h / S;
  return out;
}

function sampleClamped(
  img: Float32Array,
  S: number,
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  if (x < x0 - 0.5 || y < y0 - 0.5 || x > x1 + 0.5 || y > y1 + 0.5) return 0;
  const cx = Math.max(0, Math.min(S - 1.001, x));
  const cy = Math.max(0, Math.min(S - 1.001, y));
  const ix = Math.floor(cx);
  const iy = Math.floor(cy);
  const fx = cx - ix;
  const fy = cy - iy;
  // cx, cy < S - 1, so ix + 1 and iy + 1 stay inside the image.
  const i = iy * S + ix;
  return (
    img[i]! * (1 - fx) * (1 - fy) +
    img[i + 1]! * fx * (1 - fy) +
    img[i + S]! * (1 - fx) * fy +
    img[i + S + 1]! * fx * fy
  );
}
