// Judging a reading while the picture may be no Sudoku at all (see grid-evidence.ts): each
// outline's first reading, and the outlines of the picture's long lines when none could be one.

import { readingOf } from './cell-reading.ts';
import type { DigitModel } from './classifier.ts';
import type { CellReading } from './consistency.ts';
import type { GrayImage } from './decode.ts';
import type { Quad } from './geometry.ts';
import {
  cellFills,
  filledCount,
  linesOffPrint,
  MAX_FILLED,
  notSudokuReading,
  readingFacts,
  sawInstead,
  type NotSudoku,
} from './grid-evidence.ts';
import { otherSudokuSizeIn } from './grid-shape.ts';
import { latticeLines } from './lattice-lines.ts';
import { CELL, MARGIN, straighten } from './lattice.ts';
import { cellsIn, type OutlineCells } from './located-cells.ts';
import type { Cv } from './opencv.ts';

type Cells = OutlineCells;

/** A reading judged: the cells and readings to go on with, or why it cannot be a Sudoku. */
export interface Judged {
  readonly cells: Cells;
  readonly readings: CellReading[];
  readonly verdict?: NotSudoku;
}

/**
 * Judges one outline's reading. When the lattice fitted to it misses the printed lines, the
 * outline's own lines are read too (bold digits or a page edge can pull a thin-lined grid's
 * lattice half a cell off while the outline is right); the first that can be a Sudoku is kept.
 * When the fitted lattice can be a Sudoku's but its lines run on past a side, it may lie a cell
 * over (a page edge a cell beside a thin-lined grid): where the outline's own lines are a whole
 * printed grid (ending at the border on every side), a strong verdict on their reading stands.
 * The own lines' cells are cut only where their lattice alone leaves the answer open; digits
 * repeating everywhere on them, where they lie on the print, are the verdict.
 */
export function judgedReading(
  cv: Cv,
  image: GrayImage,
  model: DigitModel,
  cells: Cells,
  readings: CellReading[],
): Judged {
  const facts = readingFacts(cv, image, cells, readings);
  const verdict = notSudokuReading(facts);
  if (!verdict && facts.lines.sidesRunningOn > 0) {
    const own = cellsIn(cv, image, cells.quad, true);
    if (latticeLines(own.lattice).sidesRunningOn > 0) return { cells, readings };
    const ownVerdict = notSudokuReading(readingFacts(cv, image, own, readingsOf(model, own)));
    return { cells, readings, ...(ownVerdict?.strong ? { verdict: ownVerdict } : {}) };
  }
  if (!verdict?.latticeOff) return { cells, readings, ...(verdict ? { verdict } : {}) };
  const own = cellsIn(cv, image, cells.quad, true);
  // Lines off the print are a verdict whatever the cells hold (see notSudokuReading).
  if (linesOffPrint(latticeLines(own.lattice))) return { cells, readings, verdict };
  const ownReadings = readingsOf(model, own);
  const ownVerdict = notSudokuReading(readingFacts(cv, image, own, ownReadings));
  // Digits repeating everywhere on the outline's own lines, where they lie on the print: a
  // table of numbers, said at once (the sketch and its outlines would say it 100-120 ms later).
  if (ownVerdict?.what.kind === 'repeats') return { cells, readings, verdict: ownVerdict };
  if (ownVerdict) return { cells, readings, verdict };
  return { cells: own, readings: ownReadings };
}

const readingsOf = (model: DigitModel, cells: Cells): CellReading[] =>
  cells.cells.map((content) => readingOf(model, content));

/** The crossings of an outline's even lattice, in straightened pixels (see buildLattice). */
const EVEN_POINTS = Array.from(
  { length: 100 },
  (_, i) => [MARGIN + (i % 10) * CELL, MARGIN + Math.floor(i / 10) * CELL] as const,
);

/** Sketched outlines read before the costly line locator runs: the first two. */
const SKETCHED_OUTLINES = 2;

/**
 * What the sketch's first outline shows when none of the first `outlines` can be a Sudoku, each read
 * on its own lines (a sketch outline is made of the grid's lines, where a lattice fitted to the
 * ink can land a cell off); undefined when one may be, and the line locator looks closer. A
 * strong verdict on the first outline's reading ends the look, as on the located outline
 * (`early` is told so).
 */
export function notSudokuOutlines(
  cv: Cv,
  image: GrayImage,
  model: DigitModel,
  quads: readonly Quad[],
  outlines = SKETCHED_OUTLINES,
  early: (why: string) => void = () => undefined,
): NotSudoku | undefined {
  let first: NotSudoku | undefined;
  for (const quad of quads.slice(0, outlines)) {
    // Filled squares show on the outline's even lattice already (a crossword's, a kakuro's):
    // its lines need not be followed nor its cells read.
    if (filledCount(cellFills(cv, image, quad, EVEN_POINTS)) > MAX_FILLED) {
      first ??= sawInstead({ kind: 'filled-squares' }, true);
      continue;
    }
    const cells = cellsIn(cv, image, quad, true);
    const readings = cells.cells.map((content) => readingOf(model, content));
    const instead = notSudokuReading(readingFacts(cv, image, cells, readings));
    if (!instead) return undefined;
    if (!first && instead.strong && quads.length > 1 && outlines > 1) {
      early(`early: the sketch's first outline read strongly as ${instead.what.kind}`);
      return instead;
    }
    first ??= instead;
  }
  return first;
}

/** The locator's outlines looked at for a Sudoku of another size, at most (best first). */
const SHAPED_OUTLINES = 8;

/**
 * A Sudoku of another size (6x6, 16x16) among the locator's outlines: looked for when the chosen
 * outline's lattice misses the printed lines, since the locator prefers outlines of nine squares.
 */
export function otherSizeAmong(
  cv: Cv,
  image: GrayImage,
  outlines: readonly Quad[],
): NotSudoku | undefined {
  for (const quad of outlines.slice(0, SHAPED_OUTLINES)) {
    const size = otherSudokuSizeIn(straighten(cv, image, quad));
    if (size) return sawInstead({ kind: 'sudoku', size }, true, { size });
  }
  return undefined;
}
