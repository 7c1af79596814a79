// The photo-reading pipeline, in-process: decode, locate the grid, straighten it, cut the cells,
// classify the digits, and check the reading with the solver.

import { err, ok, type Result } from '../engine/result.ts';
import type { GridPlace, PhotoError, PhotoRead } from '../bot/ports.ts';
import { FAINT_CONFIDENCE, readingOf } from './cell-reading.ts';
import { shippedModel, type DigitModel } from './classifier.ts';
import { checkReading, isProperPuzzle, type CellReading } from './consistency.ts';
import { invert, isDarkGround } from './dark-ground.ts';
import { shadedCopy } from './even-light.ts';
import { decodePhoto, type DecodedPhoto, type GrayImage } from './decode.ts';
import { insideQuad, quadCenter, sameGrid, type Quad } from './geometry.ts';
import { notSudoku, type NotSudoku } from './grid-evidence.ts';
import { judgedReading, notSudokuOutlines, otherSizeAmong } from './judge-reading.ts';
import { lineLocatorMayFindGrid, otherSizeMayShow, seenInSketch, sketchOf } from './line-sketch.ts';
import {
  cellsIn,
  locateCells,
  projectUnitSquare,
  type LocatedCells,
  type OutlineCells,
} from './located-cells.ts';
import type { LocateOptions } from './locate.ts';
import { latticeLines } from './lattice-lines.ts';
import { isBetter, outlineFit, outlineInDoubt, type Weighed } from './reading-choice.ts';
import { loadOpenCv, type Cv } from './opencv.ts';

export interface ReadPhotoOptions {
  /** A classifier other than the shipped one (tests, model building). */
  readonly model?: DigitModel;
  /** Called between the pipeline's steps; it throws to stop the reading (a spent work budget). */
  readonly checkpoint?: () => void;
  /** Told what each step decided (the probes' per-stage log of why a photo was refused). */
  readonly trace?: (step: string) => void;
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
    return readDecoded(cv, decoded.value, options.model ?? shippedModel(), options);
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
  { checkpoint = () => undefined, trace = () => undefined }: ReadPhotoOptions,
): Result<DetailedPhotoRead, PhotoError> {
  // Light print on a dark ground (a dark-theme screenshot) is read with the tones swapped first.
  const darkGround = isDarkGround(cv, decoded.image);
  const usual = darkGround ? invert(decoded.image) : decoded.image;
  // The light-evened attempts and the line sketch read an evened copy where a shadow lies over
  // the middle of the photo (a hand's shadow over part of the grid leaves its digits too dark
  // for the cells' thresholds otherwise); see even-light.ts.
  let evened: GrayImage | undefined;
  const evenedUsual = () => (evened ??= shadedCopy(cv, usual) ?? usual);

  // The other polarity only when the usual one read nothing that checks out (most photos).
  let other: GrayImage | undefined;
  const swapped = () => (other ??= darkGround ? decoded.image : invert(decoded.image));
  // Second opinions, tried only while no reading checks out: the light evened out (a dim or
  // half-shaded photo, or an outline that took the photo's own edge for the grid's), then the
  // grid outlined from its lines too (cut by the frame, touching other rules); then all again
  // in the other polarity. The first proper puzzle wins; else the best reading; else the first error.
  const even = { evenLight: true };
  const lines = { evenLight: true, lines: true };
  const attempts: [() => GrayImage, LocateOptions][] = [
    [() => usual, {}],
    [evenedUsual, even],
    [evenedUsual, lines],
    [swapped, {}],
    [swapped, even],
    [swapped, lines],
  ];
  // The best reading so far, with where its lattice lies (reading-choice.ts).
  let best: Weighed<DetailedPhotoRead> | undefined;
  const consider = (read: DetailedPhotoRead, cells: OutlineCells, what: string) => {
    const next = { read, fit: outlineFit(cells.lattice) };
    trace(
      `  ${what} read: ${read.status} at ${cornersText(read.corners)} ${JSON.stringify({ ...next.fit, unsure: read.unsure.length })}`,
    );
    if (isBetter(next, best)) best = next;
  };
  let firstError: PhotoError | undefined;
  const outlined: [GrayImage, Quad][] = [];
  // Two puzzles on a page: the outlines of both, from the first attempt that saw more than one.
  let grids: readonly Quad[] | undefined;
  // Until a reading could come from a Sudoku, each is first checked for what no misread Sudoku
  // shows (see grid-evidence.ts); not in the other polarity, where paper reads as filled squares.
  // A strong verdict on the chosen outline refuses the picture at once. A weak one (hardly any
  // digits: also a lattice fitted a cell off, or a hard shadow) sets the readings aside until
  // the picture's long lines were sketched: they either say what it shows, or that it may hold
  // a grid after all, and from then on every reading counts as before.
  let judging = true;
  let sketched = false;
  let otherSizes: (() => NotSudoku | undefined) | undefined;
  let weakly: NotSudoku | undefined;
  const setAside: [CellReading[], OutlineCells][] = [];
  for (const [index, [imageOf, how]] of attempts.entries()) {
    if (judging && !best && (weakly || index === FIRST_COSTLY)) {
      // After the sketch's outlines failed too, a next attempt whose readings all failed ends it.
      if (sketched) return err(notSudoku(weakly!));
      sketched = true;
      const sketch = sketchOf(cv, evenedUsual());
      // The look for a Sudoku of another size, put off until the sketch was seen, comes before
      // any answer, unless that answer is strong or the sketch's lines are squared paper's.
      const otherSize = (settled?: NotSudoku): NotSudoku | undefined => {
        const look = otherSizes;
        otherSizes = undefined;
        if (!look) return undefined;
        if (!otherSizeMayShow(settled, sketch.runs)) {
          trace(`early: no other size looked for (sketch runs ${sketch.runs.join(',')})`);
          return undefined;
        }
        return look();
      };
      // The first reading's words, unless the sketch names the grid's shape or says it is strong.
      const said = (instead: NotSudoku) =>
        (instead.size || instead.strong ? instead : weakly) ?? instead;
      // Only weak words, after a lattice judged uneven (an app's shaded row, column and box, or
      // a screen photographed at a slant, can bend the fit): a reading that is a proper puzzle
      // as read stands (what no misread table or page is). Two grids as good as each other,
      // neither read with confidence: the photo shows several grids, not no Sudoku.
      const refused = (verdict: NotSudoku): Result<DetailedPhotoRead, PhotoError> => {
        const sized = otherSize(verdict);
        if (sized) return err(notSudoku(sized));
        const weak = !verdict.strong && !verdict.size && weakly?.latticeOff === true;
        const proper = weak ? properReading(setAside, decoded.scale) : undefined;
        trace(`proper reading as read: ${proper ? 'yes' : weak ? 'none' : 'not tried'}`);
        if (proper) return grids ? oneOfSeveral(proper, grids, decoded.scale) : ok(proper);
        if (grids && !verdict.strong) return err(SEVERAL_GRIDS);
        return err(notSudoku(verdict));
      };
      const instead = seenInSketch(sketch, weakly !== undefined);
      trace(`sketch: ${JSON.stringify(instead ?? 'may hold a grid')}`);
      if (instead) {
        // No outline at all in this polarity and only a weak word from the sketch: a dark-theme
        // screen whose grid lines are light. Its grid read the other way round stands only
        // where it checks out (a proper puzzle, nothing repaired).
        const screen = !outlined.length && !instead.strong && !instead.size;
        const read = screen ? uniqueReading(cv, swapped(), model, decoded.scale) : undefined;
        trace(
          `other polarity after the sketch: ${read ? 'unique' : screen ? 'none' : 'not tried'}`,
        );
        return read ? ok(read) : refused(said(instead));
      }
      // After a verdict on the located outline, the sketch's best outline is the second look.
      const outlines = notSudokuOutlines(
        cv,
        evenedUsual(),
        model,
        sketch.quads,
        weakly ? 1 : undefined,
        trace,
      );
      trace(`sketch outlines: ${JSON.stringify(outlines ?? 'may be a Sudoku')}`);
      if (outlines && (outlines.strong || weakly)) return refused(said(outlines));
      // The sketch's outlines cannot be a Sudoku and its lines cannot hold one it missed (too
      // few evenly spaced one way, or more than a grid's both ways): so it says.
      const sized = otherSize(outlines);
      if (sized) return err(notSudoku(sized));
      if (outlines && !lineLocatorMayFindGrid(sketch.runs)) {
        trace(`early: sketch runs ${sketch.runs.join(',')}, no line locator`);
        return err(notSudoku(outlines));
      }
      // No outline found before, and the sketch's cannot be a Sudoku either: the line locator
      // looks closer, its readings judged too. Otherwise every reading counts from now on.
      if (outlines) weakly = outlines;
      else {
        judging = false;
        for (const [readings, cells] of setAside) {
          consider(readingFrom(readings, cells, decoded.scale), cells, 'set aside');
        }
      }
    }
    checkpoint();
    const image = imageOf();
    const found = locateCells(cv, image, how);
    trace(`attempt ${index} ${JSON.stringify(how)}: ${found.ok ? 'outlined' : found.error.code}`);
    if (!found.ok) {
      if (!firstError || firstError.code === 'no-grid') firstError = found.error;
      continue;
    }
    outlined.push([image, found.value.quad]);
    if (found.value.otherGrids.length) grids ??= [found.value.quad, ...found.value.otherGrids];
    let verdict: NotSudoku | undefined;
    for (const [rank, located] of [found.value, ...found.value.runnersUp].entries()) {
      // A strong verdict holds for the same printed grid outlined a little differently (its
      // border and its cells' hull, the border with the page's margin): not read again.
      if (verdict?.strong && !('cells' in located) && sameGrid(found.value.quad, located)) continue;
      let cells = 'cells' in located ? located : cellsIn(cv, image, located);
      let readings = cells.cells.map((content) => readingOf(model, content));
      if (judging && !best && (image === usual || image === evened)) {
        const judged = judgedReading(cv, image, model, cells, readings);
        const at = cells.quad.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');
        trace(
          `  outline ${rank} (${at} of ${image.width}x${image.height}): ${JSON.stringify(judged.verdict ?? 'can be a Sudoku')}`,
        );
        if (judged.verdict) {
          if (rank === 0) verdict = judged.verdict;
          setAside.push([readings, cells]);
          // A weak verdict on the best outline: the line sketch (next) looks before the other
          // outlines are read; where it sees what may be a grid, every reading counts again.
          if (rank === 0 && !verdict?.strong) break;
          continue;
        }
        [cells, readings] = [judged.cells, judged.readings];
      }
      const read = readingFrom(readings, cells, decoded.scale);
      consider(read, cells, `outline ${rank}`);
      if (read.status === 'unique') break;
    }
    if (!best && verdict?.strong) return err(notSudoku(verdict));
    if (!best && verdict?.latticeOff && !weakly) {
      // A lattice off the printed lines may be a 6x6 or 16x16 Sudoku's: looked for among the
      // locator's outlines once the sketch (next) was seen, before any answer (see otherSize).
      const { outlines } = found.value;
      otherSizes = () => {
        const sized = otherSizeAmong(cv, image, outlines);
        trace(`other sizes: ${JSON.stringify(sized ?? 'none')}`);
        return sized;
      };
    }
    if (!best && verdict) weakly ??= verdict;
    if (best?.read.status === 'unique') break;
  }
  // Last, for a grid whose box lines are no bolder than its cell lines: a page edge, a rule
  // beside it or columns of bold digits can outweigh a thin line, and the lattice then starts a
  // cell early or late. The outline's own lines are read (the outline may be right where the
  // lattice fit is not), then the outline one cell over each way, where the lines end with it.
  for (const [image, quad] of outlined.slice(0, SHIFTED_OUTLINES)) {
    if (best?.read.status === 'unique') break;
    const seconds: [Quad, boolean][] = [
      [quad, true],
      ...shiftedByOneCell(quad).map((q): [Quad, boolean] => [q, false]),
    ];
    for (const [second, trustOutline] of seconds) {
      checkpoint();
      let read: DetailedPhotoRead;
      let cells: OutlineCells;
      try {
        cells = cellsIn(cv, image, second, trustOutline);
        // One cell over, the printed grid's lines end at the border; where they run on past a
        // side, the outline cut the grid a cell off and its digits sit in the wrong cells (a
        // repair can still make them check out).
        if (!trustOutline && latticeLines(cells.lattice).sidesRunningOn > 0) continue;
        const readings = cells.cells.map((content) => readingOf(model, content));
        read = readingFrom(readings, cells, decoded.scale);
      } catch {
        continue; // an outline pushed off the photo: the reading already in hand stands
      }
      consider(read, cells, trustOutline ? 'own lines' : 'a cell over');
      if (read.status === 'unique') break;
    }
  }
  if (best) trace(`chosen: ${best.read.status} ${JSON.stringify(best.fit)}`);
  // An outline in doubt: the whole board waits for the user's check (see reading-choice.ts).
  const chosen = best && (outlineInDoubt(best) ? { ...best.read, checkBoard: true } : best.read);
  if (grids) return oneOfSeveral(chosen, grids, decoded.scale);
  return chosen ? ok(chosen) : err(firstError!);
}

/**
 * A photo with more than one grid: the reading stands only where it checks out (a proper
 * puzzle, nothing repaired) and was read inside one of exactly two grids, and then it says
 * which one; otherwise the photo is refused as showing several grids.
 */
function oneOfSeveral(
  best: DetailedPhotoRead | undefined,
  grids: readonly Quad[],
  scale: number,
): Result<DetailedPhotoRead, PhotoError> {
  const several = err(SEVERAL_GRIDS);
  if (!best || best.status !== 'unique' || grids.length !== 2) return several;
  const corners = best.corners;
  const mean = (axis: 0 | 1) =>
    corners.reduce((sum, c) => sum + c[axis], 0) / corners.length / scale;
  const read = [mean(0), mean(1)] as const;
  const index = grids.findIndex((quad) => insideQuad(quad, read));
  if (index < 0) return several;
  const [x, y] = quadCenter(grids[index]!);
  const [ox, oy] = quadCenter(grids[1 - index]!);
  const oneOfTwo: GridPlace =
    Math.abs(x - ox) >= Math.abs(y - oy) ? (x < ox ? 'left' : 'right') : y < oy ? 'top' : 'bottom';
  return ok({ ...best, oneOfTwo });
}

const SEVERAL_GRIDS: PhotoError = {
  code: 'several-grids',
  message:
    'That photo shows more than one grid. Crop it (or take it again) so only the puzzle you want is in it.',
};

/** The first of the readings set aside whose digits, as read, form a proper puzzle. */
function properReading(
  setAside: readonly [CellReading[], OutlineCells][],
  scale: number,
): DetailedPhotoRead | undefined {
  for (const [readings, cells] of setAside) {
    if (!isProperPuzzle(Uint8Array.from(readings, (r) => r.digit))) continue;
    const read = readingFrom(readings, cells, scale);
    if (read.status === 'unique') return read;
  }
  return undefined;
}

/** The first reading that checks out of the located grid and its runners-up, if any. */
function uniqueReading(
  cv: Cv,
  image: GrayImage,
  model: DigitModel,
  scale: number,
): DetailedPhotoRead | undefined {
  const found = locateCells(cv, image, {});
  if (!found.ok || found.value.otherGrids.length) return undefined;
  for (const located of [found.value, ...found.value.runnersUp]) {
    const cells = 'cells' in located ? located : cellsIn(cv, image, located);
    const read = readingFrom(
      cells.cells.map((content) => readingOf(model, content)),
      cells,
      scale,
    );
    if (read.status === 'unique') return read;
  }
  return undefined;
}

/** The first attempt that runs the Hough line locator (costly on a page full of print). */
const FIRST_COSTLY = 2;

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

const cornersText = (corners: readonly (readonly [number, number])[]) =>
  corners.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');

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
