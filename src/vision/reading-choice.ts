// Choosing among the readings of one photo's outlines when none checks out. Glare washing out
// part of the border (or a corner) makes the locator outline the grid a little wrong, or a cell
// over, and such a reading can still be repaired into a proper puzzle: a grid that is not the
// printed one. So a reading counts by where its lattice lies as well as by its status: a lattice
// that lies on a printed grid (its lines printed, nothing printed half-way between them, evenly
// spaced, ending at the border) puts a reading ahead of every reading on a lattice that does
// not; and of two such readings alike, one on a clearly more even lattice with no more unsure
// cells wins (an outline with a corner off bends the lattice followed inside it).

import type { Lattice } from './lattice.ts';
import { latticeLines } from './lattice-lines.ts';

/** Where a reading's lattice lies on the print. */
export interface OutlineFit {
  /** Lattice lines printed, of those measured (lattice-lines.ts). */
  readonly printed: number;
  readonly measured: number;
  /** Lines printed half-way between the lattice's. */
  readonly printedBetween: number;
  /** Sides past which the printed lines run on (lattice-lines.ts `sidesRunningOn`). */
  readonly runningOn: number;
  /** How unevenly the lattice's lines are spaced (lattice-lines.ts `unevenness`). */
  readonly unevenness: number;
}

/** A reading as the choice weighs it. */
export interface Choosable {
  readonly status: 'unique' | 'repaired' | 'flagged';
  readonly unsure: readonly number[];
}

/** A reading with the fit of the lattice it was read on. */
export interface Weighed<T extends Choosable> {
  readonly read: T;
  readonly fit: OutlineFit;
}

/** How a lattice lies on the print (see OutlineFit). */
export function outlineFit(lattice: Lattice): OutlineFit {
  const { printed, measured, printedBetween, sidesRunningOn, unevenness } = latticeLines(lattice);
  return { printed, measured, printedBetween, runningOn: sidesRunningOn, unevenness };
}

/**
 * Unevenness above which a lattice is not taken for the printed grid's: the 90th percentile of
 * its cell sides more than this share off the median side.
 */
export const UNEVEN_OUTLINE = 0.12;

/** Whether the lattice lies on a printed grid's lines (see the file's comment). */
export const onPrintedGrid = (fit: OutlineFit): boolean =>
  fit.runningOn === 0 &&
  fit.unevenness <= UNEVEN_OUTLINE &&
  fit.printed >= fit.measured - 1 &&
  fit.printedBetween === 0;

/**
 * Whether the chosen reading's lattice gives cause to doubt the outline, so the whole board is
 * to be checked: for a reading that does not check out, any lattice not on a printed grid; for
 * one that does, only a bent lattice, lines missing or printed between, or lines running on
 * past two sides (past one, a neighbouring grid or table beside the page's puzzle does that too).
 */
export function outlineInDoubt({ read, fit }: Weighed<Choosable>): boolean {
  if (read.status !== 'unique') return !onPrintedGrid(fit);
  return (
    fit.runningOn >= 2 ||
    fit.unevenness > UNEVEN_OUTLINE ||
    fit.printed < fit.measured - 1 ||
    fit.printedBetween > 0
  );
}

// A unique reading stands whatever its lattice (the search ends there, as it always did); below
// it, a reading on a printed grid's lattice above any other, and a repaired one above a flagged one.
function standing({ read, fit }: Weighed<Choosable>): number {
  if (read.status === 'unique') return 4;
  return (onPrintedGrid(fit) ? 2 : 0) + (read.status === 'repaired' ? 1 : 0);
}

/** Whether `next` is a better reading of the photo than `best` (see the file's comment). */
export function isBetter<T extends Choosable>(
  next: Weighed<T>,
  best: Weighed<T> | undefined,
): boolean {
  if (!best) return true;
  const [a, b] = [standing(next), standing(best)];
  if (a !== b) return a > b;
  // Alike on printed grids' lattices: the clearly more even one, unless it is less sure.
  return (
    a >= 2 &&
    a < 4 &&
    next.fit.unevenness < best.fit.unevenness - UNEVEN_MARGIN &&
    next.read.unsure.length <= best.read.unsure.length
  );
}

/** How much more even a lattice must be to displace a reading of the same standing. */
const UNEVEN_MARGIN = 0.01;
