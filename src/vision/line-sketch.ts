// A quick look at a picture's long straight lines, for when the outline locator found no grid:
// whether the costly line locator could find one (ten evenly spaced lines each way), and if not,
// what the picture shows instead (a page of text, a table, ruled lines, nothing at all).
// Only long marks are looked at, so a page of text costs little: its letters are dropped before
// the Hough transform instead of each voting for hundreds of lines.

import type { GrayImage } from './decode.ts';
import { sawInstead, type NotSudoku } from './grid-evidence.ts';
import { describeSquares } from './grid-shape.ts';
import type { Quad } from './geometry.ts';
import type { Cv } from './opencv.ts';
import { directions, houghLines, quadsOfLines, type Line } from './line-locate.ts';
import { binarize } from './locate.ts';

export interface LineSketch {
  /** Outlines of ten evenly spaced long lines each way (in the image's pixels), best first. */
  readonly quads: readonly Quad[];
  /** Longest run of evenly spaced lines in each of the two main directions (0 when none). */
  readonly runs: readonly [number, number];
  /** Small marks (letters, digits, specks) in the picture. */
  readonly marks: number;
}

/** Hough lines looked at, strongest first (the line locator's 400 cost more than they tell). */
const SKETCH_LINES = 150;
/** Letter-sized marks in a table (its words and numbers) and on a page of text, at least. */
const TABLE_MARKS = 60;
const TEXT_MARKS = 300;
/** A mark at least this share of the picture's shorter side long is a line (or part of one). */
const LONG_MARK = 1 / 10;
/** A mark between these shares of the shorter side is a letter-sized one. */
const MARK_SIZES = [1 / 300, 1 / 25] as const;

/** The long lines of the binary image (ink = 255), and its count of letter-sized marks. */
export function sketchLines(cv: Cv, binary: InstanceType<Cv['Mat']>): LineSketch {
  const width = binary.cols;
  const height = binary.rows;
  const side = Math.min(width, height);
  const labels = new cv.Mat();
  const stats = new cv.Mat();
  const centroids = new cv.Mat();
  const long = cv.Mat.zeros(height, width, cv.CV_8UC1);
  const small = new cv.Mat();
  try {
    const count = cv.connectedComponentsWithStats(binary, labels, stats, centroids, 8, cv.CV_32S);
    const s = stats.data32S;
    const keep = new Uint8Array(count);
    let marks = 0;
    for (let k = 1; k < count; k++) {
      const extent = Math.max(s[k * 5 + cv.CC_STAT_WIDTH]!, s[k * 5 + cv.CC_STAT_HEIGHT]!);
      if (extent >= LONG_MARK * side) keep[k] = 1;
      else if (extent >= MARK_SIZES[0] * side && extent <= MARK_SIZES[1] * side) marks++;
    }
    const l = labels.data32S;
    const out = long.data;
    for (let i = 0; i < l.length; i++) if (keep[l[i]!]) out[i] = 255;
    // Halved (any ink in a 2x2 block stays ink), and with normal angles a degree apart: the
    // Hough transform's cost goes with the ink's pixels and the angles, and lines a grid's cell
    // apart stay far apart.
    cv.resize(
      long,
      small,
      new cv.Size(Math.round(width / 2), Math.round(height / 2)),
      0,
      0,
      cv.INTER_AREA,
    );
    cv.threshold(small, small, 0, 255, cv.THRESH_BINARY);
    const found = houghLines(cv, small, Math.PI / 180, SKETCH_LINES);
    const [first = [], second = []] = directions(found);
    const half = Math.min(small.cols, small.rows);
    return {
      quads: quadsOfLines(found, small.cols, small.rows).map(
        (quad) => quad.map(([x, y]) => [2 * x, 2 * y] as const) as unknown as Quad,
      ),
      runs: [evenRun(first, half), evenRun(second, half)],
      marks,
    };
  } finally {
    labels.delete();
    stats.delete();
    centroids.delete();
    long.delete();
    small.delete();
  }
}

// One printed line gives several Hough peaks: their offsets, one per line, in order.
function merged(lines: readonly Line[], side: number): number[] {
  const offsets: number[] = [];
  for (const line of lines)
    if (!offsets.some((o) => Math.abs(o - line.offset) < 0.01 * side)) offsets.push(line.offset);
  return offsets.sort((a, b) => a - b);
}

// The most lines found at start + n * spacing for consecutive n (within 12% of a spacing).
function evenRun(lines: readonly Line[], side: number): number {
  const offsets = merged(lines, side);
  let best = offsets.length > 0 ? 1 : 0;
  for (let i = 0; i < offsets.length; i++) {
    for (let j = i + 1; j < offsets.length; j++) {
      const spacing = offsets[j]! - offsets[i]!;
      if (spacing < 0.02 * side) continue;
      let run = 1;
      for (let at = offsets[i]! + spacing; ; at += spacing) {
        if (!offsets.some((o) => Math.abs(o - at) < 0.12 * spacing)) break;
        run++;
      }
      best = Math.max(best, run);
    }
  }
  return best;
}

/** Evenly spaced long lines one way, below which the sketch holds no 9x9 grid (of 10 lines). */
export const MIN_GRID_RUN = 8;

/**
 * Whether the line locator may still find a 9x9 grid the sketch's outlines missed, once those
 * were judged no Sudoku: not with fewer than eight evenly spaced lines one way (a calendar's
 * seven, a table's uneven columns), nor with more than a grid's ten both ways (squared paper, a
 * crossword, a ruled table: any ten of its lines are a grid's, and the outlines read were).
 */
export function lineLocatorMayFindGrid(runs: LineSketch['runs']): boolean {
  return Math.min(...runs) >= MIN_GRID_RUN && Math.min(...runs) <= 10;
}

/** Evenly spaced lines a Sudoku's grid shows one way at most (a 16x16's seventeen). */
const MOST_SUDOKU_LINES = 17;

/**
 * Whether a Sudoku of another size (6x6, 16x16) may still be what a picture shows, once its
 * sketch was seen and answered `settled`: not when that answer is strong (filled squares, digits
 * repeating everywhere: what no 6x6 or 16x16 Sudoku shows either), nor when the sketch holds more
 * evenly spaced lines one way than any Sudoku and more than a 9x9's the other (squared paper).
 */
export function otherSizeMayShow(
  settled: NotSudoku | undefined,
  runs: LineSketch['runs'],
): boolean {
  if (settled?.strong) return false;
  return !squaredPaper(runs);
}

/** More evenly spaced lines one way than any Sudoku shows, and more than a 9x9's the other. */
const squaredPaper = (runs: LineSketch['runs']): boolean =>
  Math.max(...runs) > MOST_SUDOKU_LINES && Math.min(...runs) > 10;

/**
 * What a picture shows whose outlines held no grid, from its sketch; undefined when the line
 * locator may still find one (ten evenly spaced lines each way). `outlinedElse`: the located
 * outline was judged no Sudoku already; then a sketch with fewer than eight evenly spaced
 * lines one way (a calendar's seven, a table's unevenly spaced columns) says so too, without
 * reading its outlines (made of six or seven lines found and the rest guessed), and so does
 * squared paper (its outlines are any ten of its lines, read as a bigger grid; 55 ms).
 */
export function seenInSketch(sketch: LineSketch, outlinedElse = false): NotSudoku | undefined {
  const fewLines = outlinedElse && Math.min(...sketch.runs) < MIN_GRID_RUN;
  const paper = outlinedElse && squaredPaper(sketch.runs);
  if (sketch.quads.length > 0 && !fewLines && !paper) return undefined;
  const [across, down] = sketch.runs;
  // Evenly spaced lines both ways but not ten: a grid of another shape (a calendar, a 6x6 Sudoku).
  if (Math.min(across, down) >= 5 && Math.max(across, down) <= 17) {
    const [columns, rows] = [across - 1, down - 1];
    const size = columns === rows && (columns === 6 || columns === 16) ? columns : undefined;
    return size
      ? sawInstead({ kind: 'like-sudoku', size }, false, { size })
      : sawInstead(describeSquares(columns, rows), false);
  }
  const longest = Math.max(...sketch.runs);
  // Rows of a table are evenly spaced, its columns are not; ruled paper has no print between.
  if (longest >= 6)
    return sawInstead({ kind: sketch.marks >= TABLE_MARKS ? 'table' : 'ruled' }, false);
  return sawInstead({ kind: sketch.marks >= TEXT_MARKS ? 'text' : 'nothing' }, false);
}

/** The long lines of the image, with the light evened out as for the line locator. */
export function sketchOf(cv: Cv, image: GrayImage): LineSketch {
  const binary = binarize(cv, image, true);
  try {
    return sketchLines(cv, binary);
  } finally {
    binary.delete();
  }
}
