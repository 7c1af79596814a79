// Choosing among the readings of one photo's outlines when none checks out. Glare washing out
// part of the border (or a corner) makes the locator outline the grid a little wrong, or a cell
// over, and such a reading can still be repaired into a proper puzzle: a grid that is not the
// printed one. So a reading counts by where its lattice lies as well as by its status and how
// many cells it asks to be checked: a lattice that lies on a printed grid (its lines printed,
// nothing printed half-way between them, evenly spaced, ending at the border) puts a reading
// ahead of one on a lattice that does not (see isBetter), and an outline with a corner off
// bends the lattice followed inside it, so a clearly more even lattice wins among alike ones.

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
  readonly repaired: readonly number[];
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

const RANK = { unique: 2, repaired: 1, flagged: 0 } as const;

/** Cells a reading asks the user to check. */
const toCheck = (read: Choosable): number => read.unsure.length + read.repaired.length;

/**
 * Whether `next` is a better reading of the photo than `best`. A unique reading stands whatever
 * its lattice (the search ends there, as it always did). Of two that do not check out, one on a
 * printed grid's lattice wins over one that is not, unless it asks more cells to be checked (a
 * lattice's lines can seem to run on past a side where a neighbouring grid or table is printed,
 * and an outline a cell over can seem to end at the photo's edge); otherwise a repaired one over
 * a flagged one, and of alike ones on printed grids the clearly more even lattice, unless it
 * asks more cells to be checked.
 */
export function isBetter<T extends Choosable>(
  next: Weighed<T>,
  best: Weighed<T> | undefined,
): boolean {
  if (!best) return true;
  const [a, b] = [RANK[next.read.status], RANK[best.read.status]];
  if (a === 2 || b === 2) return a > b;
  const [onNext, onBest] = [onPrintedGrid(next.fit), onPrintedGrid(best.fit)];
  const surer = toCheck(next.read) <= toCheck(best.read);
  if (onNext !== onBest) {
    const printed = onNext ? next : best;
    const other = onNext ? best : next;
    if (toCheck(printed.read) <= toCheck(other.read)) return onNext;
  }
  if (a !== b) return a > b;
  return onNext && onBest && surer && next.fit.unevenness < best.fit.unevenness - UNEVEN_MARGIN;
}

/** How much more even a lattice must be to displace a reading of the same standing. */
const UNEVEN_MARGIN = 0.01;
