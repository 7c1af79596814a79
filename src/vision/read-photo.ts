// The photo-reading pipeline, in-process: decode, locate the grid, straighten it, cut the cells,
// classify the digits, and check the reading with the solver.

import { err, ok, type Result } from '../engine/result.ts';
import type { PhotoError, PhotoRead } from '../bot/ports.ts';
import { inkLevels, readCell, sampleCells, type CellContent } from './cells.ts';
import { classify, shippedModel, type DigitModel } from './classifier.ts';
import { checkReading, type CellReading } from './consistency.ts';
import { decodePhoto, type DecodedPhoto, type GrayImage } from './decode.ts';
import type { Point, Quad } from './geometry.ts';
import { buildLattice, MARGIN, CELL, type Lattice } from './lattice.ts';
import { notSudoku, notSudokuReading, readingFacts, type NotSudoku } from './grid-evidence.ts';
import { seenInSketch, sketchOf } from './line-sketch.ts';
import { chooseGrid, findGridCandidates, type LocateOptions } from './locate.ts';
import { loadOpenCv, type Cv } from './opencv.ts';

export interface ReadPhotoOptions {
  /** A classifier other than the shipped one (tests, model building). */
  readonly model?: DigitModel;
  /** Called between the pipeline's steps; it throws to stop the reading (a spent work budget). */
  readonly checkpoint?: () => void;
}

/** A reading with the details the benchmark and the CLI report. */
export interface DetailedPhotoRead extends PhotoRead {
  readonly repaired: readonly number[];
  /** unique: the reading checks out; repaired: runner-ups made it check out; flagged: no proper puzzle, cells flagged. */
  readonly status: 'unique' | 'repaired' | 'flagged';
}

/** Reads a photo of a printed grid in this thread. Never throws for bad input. */
export async function readPhoto(
  bytes: Buffer,
  options: ReadPhotoOptions = {},
): Promise<Result<DetailedPhotoRead, PhotoError>> {
  const decoded = await decodePhoto(bytes);
  if (!decoded.ok) return decoded;
  const { cv } = await loadOpenCv();
  try {
    return readDecoded(cv, decoded.value, options.model ?? shippedModel(), options.checkpoint);
  } catch {
    // OpenCV reports failures by throwing; whatever the photo, the user gets a reply.
    return err({
      code: 'unreadable',
      message: 'Something went wrong reading that photo; try another shot of the grid.',
    });
  }
}

/** The pipeline after decoding. */
function readDecoded(
  cv: Cv,
  decoded: DecodedPhoto,
  model: DigitModel,
  checkpoint: () => void = () => undefined,
): Result<DetailedPhotoRead, PhotoError> {
  // Light print on a dark ground (a dark-theme screenshot) is read with the tones swapped first.
  const darkGround = isDarkGround(decoded.image);
  const usual = darkGround ? invert(decoded.image) : decoded.image;
  const swapped = darkGround ? decoded.image : invert(decoded.image);
  // Second opinions, tried only while no reading checks out: the light evened out (a dim or
  // half-shaded photo, or an outline that took the photo's own edge for the grid's), then the
  // grid outlined from its lines too (cut by the frame, touching other rules); then all again
  // in the other polarity. The first proper puzzle wins; else the best reading; else the first error.
  const even = { evenLight: true };
  const lines = { evenLight: true, lines: true };
  const attempts: [GrayImage, LocateOptions][] = [
    [usual, {}],
    [usual, even],
    [usual, lines],
    [swapped, {}],
    [swapped, even],
    [swapped, lines],
  ];
  let best: DetailedPhotoRead | undefined;
  let firstError: PhotoError | undefined;
  const outlined: [GrayImage, Quad][] = [];
  // Until a reading could come from a Sudoku, each is first checked for what no misread Sudoku
  // shows (see grid-evidence.ts); not in the other polarity, where paper reads as filled squares.
  // A strong verdict on the chosen outline refuses the picture at once. A weak one (hardly any
  // digits: also a lattice fitted a cell off, or a hard shadow) sets the readings aside until
  // the picture's long lines were sketched: they either say what it shows, or that it may hold
  // a grid after all, and from then on every reading counts as before.
  let judging = true;
  let weakly: string | undefined;
  const setAside: [CellReading[], Omit<LocatedCells, 'runnersUp'>][] = [];
  for (const [index, [image, how]] of attempts.entries()) {
    if (judging && !best && (weakly || index === FIRST_COSTLY)) {
      const sketch = sketchOf(cv, usual);
      const instead = seenInSketch(sketch);
      if (instead) return err(notSudoku(weakly ?? instead));
      const outlines = notSudokuOutlines(cv, usual, model, sketch.quads);
      if (outlines && (outlines.strong || weakly)) return err(notSudoku(weakly ?? outlines.seen));
      judging = false;
      for (const [readings, cells] of setAside) {
        const read = readingFrom(readings, cells, decoded.scale);
        if (!best || RANK[read.status] > RANK[best.status]) best = read;
      }
    }
    checkpoint();
    const found = locateCells(cv, image, how);
    if (!found.ok) {
      if (!firstError || firstError.code === 'no-grid') firstError = found.error;
      continue;
    }
    outlined.push([image, found.value.quad]);
    let verdict: NotSudoku | undefined;
    for (const [rank, located] of [found.value, ...found.value.runnersUp].entries()) {
      const cells = 'cells' in located ? located : cellsIn(cv, image, located);
      const readings = cells.cells.map((content) => readingOf(model, content));
      if (judging && !best && image === usual) {
        const instead = notSudokuReading(readingFacts(cv, image, cells, readings));
        if (instead) {
          if (rank === 0) verdict = instead;
          setAside.push([readings, cells]);
          continue;
        }
      }
      const read = readingFrom(readings, cells, decoded.scale);
      if (!best || RANK[read.status] > RANK[best.status]) best = read;
      if (read.status === 'unique') break;
    }
    if (!best && verdict?.strong) return err(notSudoku(verdict.seen));
    if (!best && verdict) weakly ??= verdict.seen;
    if (best?.status === 'unique') break;
  }
  // Last, for a grid whose box lines are no bolder than its cell lines: a page edge, a rule
  // beside it or columns of bold digits can outweigh a thin line, and the lattice then starts a
  // cell early or late. The outline's own lines are read (the outline may be right where the
  // lattice fit is not), then the outline one cell over each way.
  for (const [image, quad] of outlined.slice(0, SHIFTED_OUTLINES)) {
    if (best?.status === 'unique') break;
    const seconds: [Quad, boolean][] = [
      [quad, true],
      ...shiftedByOneCell(quad).map((q): [Quad, boolean] => [q, false]),
    ];
    for (const [second, trustOutline] of seconds) {
      checkpoint();
      let read: DetailedPhotoRead;
      try {
        const cells = cellsIn(cv, image, second, trustOutline);
        const readings = cells.cells.map((content) => readingOf(model, content));
        read = readingFrom(readings, cells, decoded.scale);
      } catch {
        continue; // an outline pushed off the photo: the reading already in hand stands
      }
      if (!best || RANK[read.status] > RANK[best.status]) best = read;
      if (read.status === 'unique') break;
    }
  }
  return best ? ok(best) : err(firstError!);
}

/** The first attempt that runs the Hough line locator (costly on a page full of print). */
const FIRST_COSTLY = 2;

/** Sketched outlines read before the costly line locator runs: the first two. */
const SKETCHED_OUTLINES = 2;

/**
 * What the sketch's first outline shows when none of the first ones can be a Sudoku, each read
 * on its own lines (a sketch outline is made of the grid's lines, where a lattice fitted to the
 * ink can land a cell off); undefined when one may be, and the line locator looks closer.
 */
function notSudokuOutlines(
  cv: Cv,
  image: GrayImage,
  model: DigitModel,
  quads: readonly Quad[],
): NotSudoku | undefined {
  let first: NotSudoku | undefined;
  for (const quad of quads.slice(0, SKETCHED_OUTLINES)) {
    const cells = cellsIn(cv, image, quad, true);
    const readings = cells.cells.map((content) => readingOf(model, content));
    const instead = notSudokuReading(readingFacts(cv, image, cells, readings));
    if (!instead) return undefined;
    first ??= instead;
  }
  return first;
}

/** How many of the attempts' outlines are also read one cell over when nothing checks out. */
const SHIFTED_OUTLINES = 2;

// The outline moved by one cell left, right, up and down, in the grid's own perspective.
function shiftedByOneCell(quad: Quad): Quad[] {
  const step = 1 / 9;
  return [
    [-step, 0],
    [step, 0],
    [0, -step],
    [0, step],
  ].map(
    ([du, dv]) =>
      [
        projectUnitSquare(quad, du!, dv!),
        projectUnitSquare(quad, 1 + du!, dv!),
        projectUnitSquare(quad, 1 + du!, 1 + dv!),
        projectUnitSquare(quad, du!, 1 + dv!),
      ] as const,
  );
}

const RANK = { unique: 2, repaired: 1, flagged: 0 } as const;

function readingFrom(
  readings: readonly CellReading[],
  found: Pick<LocatedCells, 'cells' | 'corners'>,
  scale: number,
): DetailedPhotoRead {
  let checked = checkReading(readings);
  // Faint marks read as digits that keep the reading from checking out (a shadow's edge,
  // show-through): all of them as "nothing printed" at once, still unsure.
  const faint = (i: number) => {
    const content = found.cells[i]!;
    return content.kind === 'mark' && content.faint === true && readings[i]!.digit !== 0;
  };
  if (checked.status !== 'unique' && readings.some((_, i) => faint(i))) {
    const without = checkReading(
      readings.map((r, i) =>
        faint(i) ? { digit: 0, confidence: FAINT_CONFIDENCE, alternatives: [] } : r,
      ),
    );
    if (RANK[without.status] > RANK[checked.status]) checked = without;
  }
  return {
    grid: checked.grid,
    confidence: checked.confidence,
    unsure: checked.unsure,
    corners: found.corners.map(([x, y]) => [x * scale, y * scale] as const),
    repaired: checked.repaired,
    status: checked.status,
  };
}

/** The located grid: its corners in the working image, its lattice, and each cell's content. */
export interface LocatedCells {
  readonly quad: Quad;
  readonly corners: readonly Point[];
  readonly lattice: Lattice;
  readonly cells: readonly CellContent[];
  /** The next best outlines, best first (read when this one's reading does not check out). */
  readonly runnersUp: readonly Quad[];
}

/** Finds the grid in the working image and reads what each cell holds (before classifying). */
export function locateCells(
  cv: Cv,
  image: GrayImage,
  how: LocateOptions = {},
): Result<LocatedCells, PhotoError> {
  const chosen = chooseGrid(findGridCandidates(cv, image, how));
  if ('problem' in chosen) {
    return err(
      chosen.problem === 'no-grid'
        ? {
            code: 'no-grid',
            message:
              'I could not find a Sudoku grid in that photo. Take it from above, with the whole grid in the frame.',
          }
        : {
            code: 'several-grids',
            message:
              'That photo shows more than one grid. Crop it (or take it again) so only the puzzle you want is in it.',
          },
    );
  }
  return ok({
    ...cellsIn(cv, image, chosen.grid.quad),
    runnersUp: chosen.runnersUp.map((c) => c.quad),
  });
}

/** The lattice and cell contents inside one outline (`trustOutline`: see buildLattice). */
export function cellsIn(
  cv: Cv,
  image: GrayImage,
  quad: Quad,
  trustOutline = false,
): Omit<LocatedCells, 'runnersUp'> {
  const lattice = buildLattice(cv, image, quad, trustOutline);
  const samples = sampleCells(lattice);
  const levels = inkLevels(samples, lattice.lineInk);
  const cells = samples.map((sample) => readCell(sample, levels));
  const corners = [0, 9, 99, 90].map((i) => toImage(quad, lattice.points[i]!));
  return { quad, corners, lattice, cells };
}

// A dark ground with light print: the median is dark and the tones far from it are the light
// ones. A dim photo of a page also has a dark median, but its print is darker still.
function isDarkGround(image: GrayImage): boolean {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let i = 0; i < image.data.length; i += 7, count++) histogram[image.data[i]!]!++;
  const at = (q: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= q * count) return v;
    return 255;
  };
  const median = at(0.5);
  return median < 100 && at(0.98) - median > median - at(0.02);
}

function invert(image: GrayImage): GrayImage {
  return { width: image.width, height: image.height, data: image.data.map((v) => 255 - v) };
}

/** Confidence at most of a digit read from a faint mark: below the unsure line. */
const FAINT_CONFIDENCE = 0.6;

function readingOf(model: DigitModel, content: CellContent): CellReading {
  if (content.kind === 'empty')
    return { digit: 0, confidence: content.confidence, alternatives: [] };
  const p = classify(model, content.features);
  let top = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[top]!) top = k;
  const alternatives: { digit: number; probability: number }[] = [];
  for (let k = 0; k < p.length; k++)
    if (k !== top && p[k]! >= 0.01) alternatives.push({ digit: k, probability: p[k]! });
  if (!content.faint || top === 0) {
    alternatives.sort((a, b) => b.probability - a.probability);
    return { digit: top, confidence: p[top]!, alternatives };
  }
  // A faint mark read as a digit is shown as unsure, and "nothing printed here" is a cheap
  // repair: it may be print from the back of the page, or a shadow.
  const empty = alternatives.find((a) => a.digit === 0);
  if (empty) empty.probability = Math.max(empty.probability, 1 - FAINT_CONFIDENCE);
  else alternatives.push({ digit: 0, probability: 1 - FAINT_CONFIDENCE });
  alternatives.sort((a, b) => b.probability - a.probability);
  return { digit: top, confidence: Math.min(p[top]!, FAINT_CONFIDENCE), alternatives };
}

// Maps a straightened point back into the working image through the outline's homography.
function toImage(quad: Quad, point: Point): Point {
  const u = (point[0] - MARGIN) / (9 * CELL);
  const v = (point[1] - MARGIN) / (9 * CELL);
  return projectUnitSquare(quad, u, v);
}

/** The point at (u, v) of the unit square mapped projectively onto the quad. */
export function projectUnitSquare(quad: Quad, u: number, v: number): Point {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  // Square-to-quad homography (Heckbert): corners (0,0),(1,0),(1,1),(0,1) -> quad.
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    [a, b, c, d, e, f, g, h] = [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0];
  } else {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const det = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / det;
    h = (dx1 * sy - sx * dy1) / det;
    a = x1 - x0 + g * x1;
    b = x3 - x0 + h * x3;
    c = x0;
    d = y1 - y0 + g * y1;
    e = y3 - y0 + h * y3;
    f = y0;
  }
  const w = g * u + h * v + 1;
  return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
}
