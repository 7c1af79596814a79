// Cheap evidence that a located grid is not a Sudoku at all (a crossword, a chess board, a
// calendar, a table of numbers), so the reader can say so at once instead of trying every second
// opinion on a picture that no second opinion can make into a puzzle.

import type { PhotoError, PhotoSeen } from '../bot/ports.ts';
import { classicGeometry } from '../engine/geometry.ts';
import { findConflicts, puzzleGrid } from '../engine/grid.ts';
import { UNSURE_BELOW, type CellReading } from './consistency.ts';
import type { GrayImage } from './decode.ts';
import type { Point, Quad } from './geometry.ts';
import { describeShape, gridShape, otherSudokuSize, type GridShape } from './grid-shape.ts';
import { latticeLines, type LatticeLines } from './lattice-lines.ts';
import { CELL, SIDE, type Lattice } from './lattice.ts';
import type { Cv } from './opencv.ts';
import { refusal, seenWords } from './reason-words.ts';
import { warpQuad } from './warp.ts';

/** Cell size (px) of the small straightened image the fills are measured on. */
const FILL_CELL = 16;
/** Lattice pixels per fill-image pixel. */
const FILL_SCALE = CELL / FILL_CELL;

/**
 * How solidly each of the 81 cells is filled with ink: the lower quartile of the darkness of its
 * central part, against the paper's brightness around it. Print leaves paper between its strokes
 * (the quartile stays low under the boldest digit); a crossword's black square or a chess
 * board's dark square does not. The paper is measured by a closing two cells wide, wider than
 * any filled square, so a shadow (wider still) is paper in shade, not ink.
 */
export function cellFills(
  cv: Cv,
  image: GrayImage,
  quad: Quad,
  points: readonly Point[],
): Float32Array {
  const side = 11 * FILL_CELL;
  const src = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const gray = warpQuad(cv, src, quad, 9 * FILL_CELL, FILL_CELL, cv.BORDER_REPLICATE);
  const paper = new cv.Mat();
  const reach = 2 * FILL_CELL + 1;
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach));
  try {
    cv.morphologyEx(gray, paper, cv.MORPH_CLOSE, kernel);
    const g = gray.data;
    const p = paper.data;
    const fills = new Float32Array(81);
    const values: number[] = [];
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < 9; col++) {
        const a = points[row * 10 + col]!;
        const b = points[(row + 1) * 10 + col + 1]!;
        const [x0, y0] = [a[0] / FILL_SCALE, a[1] / FILL_SCALE];
        const [x1, y1] = [b[0] / FILL_SCALE, b[1] / FILL_SCALE];
        values.length = 0;
        for (let y = Math.round(y0 + 0.25 * (y1 - y0)); y < y0 + 0.75 * (y1 - y0); y++) {
          for (let x = Math.round(x0 + 0.25 * (x1 - x0)); x < x0 + 0.75 * (x1 - x0); x++) {
            if (x < 0 || y < 0 || x >= side || y >= side) continue;
            const bright = Math.max(p[y * side + x]!, 24);
            values.push(Math.max(0, bright - g[y * side + x]!) / bright);
          }
        }
        values.sort((u, v) => u - v);
        fills[row * 9 + col] = values[Math.floor(values.length / 4)] ?? 0;
      }
    }
    return fills;
  } finally {
    src.delete();
    gray.delete();
    paper.delete();
    kernel.delete();
  }
}

/** A cell whose central part is at least this dark all over is a filled square. */
const FILLED = 0.45;
/** Filled squares inside the outer ring that make a grid a crossword, chess board or kakuro. */
export const MAX_FILLED = 3;
/** Cells split by a diagonal line (a kakuro's clue cells), off the grid's own diagonals, at most. */
const MAX_SPLIT_CELLS = 3;
/** Cells whose digits repeat in a row, column or box, beyond which a reading is no misread Sudoku. */
const MAX_CONFLICTING = 30;
/**
 * Cells that must be cleared before no digit repeats, beyond which a reading is no misread
 * Sudoku: each misread digit costs one; digits scattered at random cost one in four or so.
 */
const MAX_REPEAT_COVER = 8;
/**
 * The same, counting only digits read with confidence, on a lattice whose lines end at the
 * border on every side: a Sudoku's misread digits are nearly all read unsure (at most 1 in the
 * first readings of 1,136 photos: the tuning photos with 8 damaged copies each, 357 in unseen
 * and validation fonts, 48 Sudoku-like), while a table's digits or letters at random repeat
 * with confidence (5-12 in the 8 fresh draws of 9x9 tables shown as a board before). A lattice
 * a cell over (lines running on past a side) puts a Sudoku's sure digits in the wrong boxes,
 * where up to 7 can repeat: there only the count of all digits above holds.
 */
const MAX_SURE_REPEAT_COVER = 3;
/** Fewest digits a Sudoku reading can show: a proper puzzle has 17 at least. */
const MIN_DIGITS = 11;
/** Cells the classifier is unsure of, beyond which (with few digits) cells hold no single digits. */
const MAX_UNSURE = 29;
/** Share of the lattice lines that must lie on printed lines. */
const MIN_PRINTED_SHARE = 0.8;
/** Printed lines half-way between the lattice's, from which the lattice misses the grid's lines. */
const MAX_PRINTED_BETWEEN = 2;
/** Unevenness of the lattice's spacing beyond which it was pulled onto lines of another grid. */
const MAX_UNEVENNESS = 0.18;
/** Sides with lines running on, from which the nine squares are part of a bigger grid. */
const MAX_SIDES_RUNNING_ON = 1;

/** What one located grid's first reading shows, before the solver's check. */
export interface ReadingFacts {
  /** Cells read as a digit. */
  readonly digits: number;
  /** Cells whose digit another cell of a row, column or box repeats. */
  readonly conflicting: number;
  /** Cells to clear (fewest found, greedily) before no digit repeats. */
  readonly repeatCover: number;
  /** The same, counting only the digits read with confidence (at or above the unsure line). */
  readonly sureRepeatCover: number;
  /** Cells read with a confidence below the unsure line. */
  readonly unsure: number;
  /** Cells inside the outer ring solidly filled with ink (see cellFills, filledCount). */
  readonly filled: number;
  /** Cells crossed corner to corner by a line, off the grid's diagonals (see splitCells). */
  readonly split: number;
  /** What the lattice's lines lie on (see lattice-lines.ts). */
  readonly lines: LatticeLines;
  /** The evenly spaced lines the outline holds each way. */
  readonly shape: GridShape;
}

/** What a picture shows instead of a Sudoku, and whether one look is enough to say so. */
export interface NotSudoku {
  /** What it shows, as data (the bot says it in the player's language). */
  readonly what: PhotoSeen;
  /** The same in English words, for logs. */
  readonly seen: string;
  /**
   * Filled squares, digits repeating everywhere, the lines of a Sudoku of another size: what no
   * light makes of a 9x9 Sudoku. Otherwise (hardly any digits, cells of words, a lattice off the
   * printed lines) a hard shadow or an outline a cell off can look the same.
   */
  readonly strong: boolean;
  /** The size of a Sudoku other than 9x9 the picture shows (the reader reads 9x9 only). */
  readonly size?: number;
  /** The verdict comes from the lattice missing the printed lines (the fit may be what is off). */
  readonly latticeOff?: boolean;
}

/** What a picture shows instead of a Sudoku, with its English words. */
export function sawInstead(
  what: PhotoSeen,
  strong: boolean,
  more: { readonly size?: number; readonly latticeOff?: boolean } = {},
): NotSudoku {
  return { what, seen: seenWords(what), strong, ...more };
}

/** Why this reading cannot come from a Sudoku; undefined when it can. */
export function notSudokuReading(facts: ReadingFacts): NotSudoku | undefined {
  if (facts.filled > MAX_FILLED) return sawInstead({ kind: 'filled-squares' }, true);
  if (facts.split > MAX_SPLIT_CELLS) return sawInstead({ kind: 'kakuro' }, true);
  const size = otherSudokuSize(facts.shape);
  if (size) return sawInstead({ kind: 'sudoku', size }, true, { size });
  const repeats = sawInstead({ kind: 'repeats' }, true);
  if (facts.conflicting > MAX_CONFLICTING) return repeats;
  if (linesOffPrint(facts.lines))
    return sawInstead(describeShape(facts.shape) ?? { kind: 'lines-off' }, false, {
      latticeOff: true,
    });
  // Checked once the lattice lies on the printed lines: a lattice a cell off reads digits in
  // the wrong cells, and they repeat as a table's do.
  const { sidesRunningOn } = facts.lines;
  if (facts.repeatCover > MAX_REPEAT_COVER) return repeats;
  if (sidesRunningOn === 0 && facts.sureRepeatCover > MAX_SURE_REPEAT_COVER) return repeats;
  if (sidesRunningOn > MAX_SIDES_RUNNING_ON)
    return sawInstead({ kind: 'bigger' }, false, { latticeOff: true });
  if (facts.digits < MIN_DIGITS) return sawInstead({ kind: 'few-digits' }, false);
  // Too few digits for a puzzle even after the solver's check changed two cells: such a
  // reading could only be shown as flagged.
  if (facts.unsure > MAX_UNSURE && facts.digits < 15) return sawInstead({ kind: 'words' }, false);
  return undefined;
}

/**
 * Whether a lattice misses the printed lines (too few of its lines printed, lines printed
 * between them, spacing bunched): then its reading is no Sudoku's whatever its cells hold.
 */
export function linesOffPrint({
  printed,
  measured,
  printedBetween,
  unevenness,
}: LatticeLines): boolean {
  return (
    printed < MIN_PRINTED_SHARE * measured ||
    printedBetween > MAX_PRINTED_BETWEEN ||
    unevenness > MAX_UNEVENNESS
  );
}

/**
 * How many of the 81 fills count as filled squares, away from the outline's outer ring: an
 * outline a cell off (a page edge beside the grid) puts the table beyond the page in that ring.
 */
export function filledCount(fills: ArrayLike<number>): number {
  let count = 0;
  for (let row = 1; row < 8; row++)
    for (let col = 1; col < 8; col++) if (fills[row * 9 + col]! >= FILLED) count++;
  return count;
}

/** Samples along a cell's diagonal, from 15% to 85% of it (the corners are the grid's lines). */
const DIAGONAL_SAMPLES = 15;
/** Of them, inked ones that make the diagonal a printed line (no digit's stroke runs that far). */
const DIAGONAL_INKED = 13;
/** How far either side of a diagonal, in cells, paper shows beside a printed line. */
const BESIDE_LINE = 0.18;

/**
 * Cells crossed corner to corner by a printed line, as a kakuro's clue cells are: each diagonal
 * sampled from 15% to 85% of its length, inked (at half the grid lines' ink, the darkest pixel
 * of three by three) nearly all along, with paper (less than half that ink) on one side at least. Cells on the grid's own diagonals are left out, where a
 * Sudoku X draws its diagonals.
 */
export function splitCells(lattice: Lattice): number {
  const { ink, points, lineInk } = lattice;
  const inkAt = (x: number, y: number) => {
    const [cx, cy] = [Math.round(x), Math.round(y)];
    if (cx < 1 || cy < 1 || cx >= SIDE - 1 || cy >= SIDE - 1) return undefined;
    let darkest = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        darkest = Math.max(darkest, ink[(cy + dy) * SIDE + cx + dx]!);
    return darkest;
  };
  // A printed line is inked with paper beside it; a shadow's edge that happens to run corner to
  // corner is dark on one side, and dark across the whole of a dark part.
  const printedAt = (x: number, y: number, [nx, ny]: Point) => {
    const on = inkAt(x, y);
    if (on === undefined || on < 0.5 * lineInk) return false;
    const reach = BESIDE_LINE * CELL;
    const beside = [inkAt(x + reach * nx, y + reach * ny), inkAt(x - reach * nx, y - reach * ny)];
    return beside.some((off) => off !== undefined && off < 0.5 * on);
  };
  const line = (a: Point, b: Point) => {
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const across: Point = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
    let count = 0;
    for (let k = 0; k < DIAGONAL_SAMPLES; k++) {
      const t = 0.15 + (0.7 * k) / (DIAGONAL_SAMPLES - 1);
      if (printedAt(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), across)) count++;
    }
    return count >= DIAGONAL_INKED;
  };
  let split = 0;
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 9; col++) {
      if (row === col || row + col === 8) continue;
      const [tl, tr] = [points[row * 10 + col]!, points[row * 10 + col + 1]!];
      const [bl, br] = [points[(row + 1) * 10 + col]!, points[(row + 1) * 10 + col + 1]!];
      if (line(tl, br) || line(tr, bl)) split++;
    }
  return split;
}

/** What a reading shows before the solver's check, for telling a picture that is no Sudoku. */
export function readingFacts(
  cv: Cv,
  image: GrayImage,
  located: { readonly quad: Quad; readonly lattice: Lattice },
  readings: readonly CellReading[],
): ReadingFacts {
  const grid = Uint8Array.from(readings, (r) => r.digit);
  const sure = Uint8Array.from(readings, (r) => (r.confidence >= UNSURE_BELOW ? r.digit : 0));
  const conflicting = new Set<number>();
  for (const conflict of findConflicts(puzzleGrid(classicGeometry(9), grid)))
    for (const cell of conflict.cells) conflicting.add(cell);
  return {
    digits: grid.reduce((n, d) => n + (d ? 1 : 0), 0),
    conflicting: conflicting.size,
    repeatCover: repeatCover(grid),
    sureRepeatCover: repeatCover(sure),
    unsure: readings.filter((r) => r.confidence < UNSURE_BELOW).length,
    filled: filledCount(cellFills(cv, image, located.quad, located.lattice.points)),
    split: splitCells(located.lattice),
    lines: latticeLines(located.lattice),
    shape: gridShape(located.lattice),
  };
}

/**
 * How many cells must be cleared before no digit repeats in a row, column or box: greedily, the
 * cell in the most repeats first (an upper bound on the fewest, close enough to tell a few
 * misread digits from digits at random).
 */
export function repeatCover(digits: Uint8Array): number {
  const grid = digits.slice();
  const houses = classicGeometry(9).houses;
  for (let cleared = 0; ; cleared++) {
    const repeats = new Uint8Array(81);
    for (const house of houses)
      for (const a of house.cells)
        for (const b of house.cells) if (a !== b && grid[a] && grid[a] === grid[b]) repeats[a]!++;
    let worst = 0;
    for (let i = 1; i < 81; i++) if (repeats[i]! > repeats[worst]!) worst = i;
    if (repeats[worst] === 0) return cleared;
    grid[worst] = 0;
  }
}

/** The refusal of a picture that shows something else than a 9x9 Sudoku, saying what it shows. */
export function notSudoku(instead: NotSudoku): PhotoError {
  const error = instead.size
    ? refusal('not-sudoku', { kind: 'other-size', size: instead.size })
    : refusal('not-sudoku', { kind: 'not-sudoku', seen: instead.what });
  return instead.size ? { ...error, size: instead.size } : error;
}
