// The located grid: its outline in the working image, the lattice of its lines, and what each
// of its 81 cells holds (before classifying).

import { err, ok, type Result } from '../engine/result.ts';
import type { PhotoError } from '../bot/ports.ts';
import { inkLevels, readCell, sampleCells, type CellContent } from './cells.ts';
import type { GrayImage } from './decode.ts';
import type { Point, Quad } from './geometry.ts';
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
}

/** One outline's cells, without the locator's other outlines. */
export type OutlineCells = Omit<LocatedCells, 'runnersUp' | 'outlines'>;

/** Finds the grid in the working image and reads what each cell holds (before classifying). */
export function locateCells(
  cv: Cv,
  image: GrayImage,
  how: LocateOptions = {},
): Result<LocatedCells, PhotoError> {
  const candidates = findGridCandidates(cv, image, how);
  const chosen = chooseGrid(candidates);
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
    outlines: candidates.map((c) => c.quad),
  });
}

/** The lattice and cell contents inside one outline (`trustOutline`: see buildLattice). */
export function cellsIn(cv: Cv, image: GrayImage, quad: Quad, trustOutline = false): OutlineCells {
  const lattice = buildLattice(cv, image, quad, trustOutline);
  const samples = sampleCells(lattice);
  const levels = inkLevels(samples, lattice.lineInk);
  const cells = samples.map((sample) => readCell(sample, levels));
  const corners = [0, 9, 99, 90].map((i) => toImage(quad, lattice.points[i]!));
  return { quad, corners, lattice, cells };
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
