// The located grid: its outline in the working image, the lattice of its lines, and what each
// of its 81 cells holds (before classifying).

import { err, ok, type Result } from '../engine/result.ts';
import type { PhotoError } from '../bot/ports.ts';
import { inkLevels, readCell, sampleCells, type CellContent } from './cells.ts';
import type { GrayImage } from './decode.ts';
import { projectUnitSquare, sameGrid, type Point, type Quad } from './geometry.ts';
import { buildLattice, MARGIN, CELL, type Lattice } from './lattice.ts';
import { chooseGrid, findGridCandidates, type LocateOptions } from './locate.ts';
import type { Cv } from './opencv.ts';

/** The located grid: its corners in the working image, its lattice, and each cell's content. */
export interface LocatedCells {
  readonly quad: Quad;
  readonly corners: readonly Point[];
  readonly lattice: Lattice;
  readonly cells: readonly CellContent[];
  /** The next best outlines, best first (read when this one's reading does not check out). */
  readonly runnersUp: readonly Quad[];
  /** Every outline the locator weighed, the grid's among them (to tell grids of other shapes). */
  readonly outlines: readonly Quad[];
  /** Other grids as good and as big as this one, one outline each (two puzzles on a page). */
  readonly otherGrids: readonly Quad[];
}

/** One outline's cells, without the locator's other outlines. */
export type OutlineCells = Omit<LocatedCells, 'runnersUp' | 'outlines' | 'otherGrids'>;

// One outline per printed grid: its border and its cells' hull are the same grid.
function distinctGrids(quads: readonly Quad[]): Quad[] {
  const kept: Quad[] = [];
  for (const quad of quads) if (!kept.some((k) => sameGrid(k, quad))) kept.push(quad);
  return kept;
}

/** Finds the grid in the working image and reads what each cell holds (before classifying). */
export function locateCells(
  cv: Cv,
  image: GrayImage,
  how: LocateOptions = {},
): Result<LocatedCells, PhotoError> {
  const candidates = findGridCandidates(cv, image, how);
  const chosen = chooseGrid(candidates);
  if ('problem' in chosen) {
    return err({
      code: 'no-grid',
      message:
        'I could not find a Sudoku grid in that photo. Take it from above, with the whole grid in the frame.',
    });
  }
  return ok({
    ...cellsIn(cv, image, chosen.grid.quad),
    runnersUp: chosen.runnersUp.map((c) => c.quad),
    outlines: candidates.map((c) => c.quad),
    otherGrids: distinctGrids(chosen.others.map((c) => c.quad)),
  });
}

/** The lattice and cell contents inside one outline (`trustOutline`: see buildLattice). */
export function cellsIn(cv: Cv, image: GrayImage, quad: Quad, trustOutline = false): OutlineCells {
  const lattice = buildLattice(cv, image, quad, trustOutline);
  const corners = [0, 9, 99, 90].map((i) => toImage(quad, lattice.points[i]!));
  // The cells are cut when first asked for (about 20-30 ms): an outline judged no Sudoku by
  // its lattice alone (see judge-reading.ts) never needs them.
  let cells: readonly CellContent[] | undefined;
  return {
    quad,
    corners,
    lattice,
    get cells() {
      return (cells ??= cutCells(lattice));
    },
  };
}

function cutCells(lattice: Lattice): CellContent[] {
  const samples = sampleCells(lattice);
  const levels = inkLevels(samples, lattice.lineInk);
  return samples.map((sample) => readCell(sample, levels));
}

// Maps a straightened point back into the working image through the outline's homography.
function toImage(quad: Quad, point: Point): Point {
  const u = (point[0] - MARGIN) / (9 * CELL);
  const v = (point[1] - MARGIN) / (9 * CELL);
  return projectUnitSquare(quad, u, v);
}

export { projectUnitSquare };
