// The grid model every module speaks: a geometry, a digit per cell, and which digits are givens.

import { makeCellName } from './cell.ts';
import type { Geometry, House } from './geometry.ts';

export interface Grid {
  readonly geometry: Geometry;
  /** Digit per cell, 0 = empty. */
  readonly values: Uint8Array;
  /** 1 where the cell's digit is printed in the puzzle (a given), 0 elsewhere. */
  readonly givens: Uint8Array;
}

/** A grid whose every filled cell is a given: what a puzzle is before anyone plays it. */
export function puzzleGrid(geometry: Geometry, values: ArrayLike<number>): Grid {
  if (values.length !== geometry.cellCount) {
    throw new RangeError(`expected ${geometry.cellCount} values, got ${values.length}`);
  }
  const v = Uint8Array.from(values);
  return { geometry, values: v, givens: v.map((d) => (d ? 1 : 0)) };
}

/** An independent copy (values and givens are not shared). */
export function cloneGrid(grid: Grid): Grid {
  return { geometry: grid.geometry, values: grid.values.slice(), givens: grid.givens.slice() };
}

/** Number of empty cells. */
export function emptyCount(grid: Grid): number {
  let n = 0;
  for (const d of grid.values) if (d === 0) n++;
  return n;
}

/** Bit mask with bits 1..size set (bit d means digit d). */
export function allDigitsMask(size: number): number {
  return ((1 << size) - 1) << 1;
}

/** Digits still possible in `cell` given the digits already placed in its peers (bit d = d). */
export function candidateMask(grid: Grid, cell: number): number {
  if (grid.values[cell]) return 0;
  let used = 0;
  for (const peer of grid.geometry.peers[cell]!) used |= 1 << grid.values[peer]!;
  return allDigitsMask(grid.geometry.size) & ~used;
}

/** Digits in a mask, ascending. */
export function maskDigits(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) digits.push(d);
  return digits;
}

/** Number of set bits. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A digit that appears more than once in one house. */
export interface Conflict {
  readonly digit: number;
  readonly house: House;
  readonly cells: readonly number[];
}

/** Every house that holds a digit twice (or more), with the cells involved. */
export function findConflicts(grid: Grid): Conflict[] {
  if (!hasRepeat(grid)) return [];
  const conflicts: Conflict[] = [];
  for (const house of grid.geometry.houses) {
    const byDigit = new Map<number, number[]>();
    for (const cell of house.cells) {
      const d = grid.values[cell]!;
      if (d === 0) continue;
      const list = byDigit.get(d);
      if (list) list.push(cell);
      else byDigit.set(d, [cell]);
    }
    for (const [digit, cells] of [...byDigit].sort((a, b) => a[0] - b[0])) {
      if (cells.length > 1) conflicts.push({ digit, house, cells });
    }
  }
  return conflicts;
}

// Bit-mask scan of every house: the common case (no repeat) without building any map.
function hasRepeat(grid: Grid): boolean {
  for (const house of grid.geometry.houses) {
    let seen = 0;
    for (const cell of house.cells) {
      const bit = (1 << grid.values[cell]!) & ~1;
      if (seen & bit) return true;
      seen |= bit;
    }
  }
  return false;
}

const DIAGONAL_NAMES = ['the main diagonal (r1c1 to bottom right)', 'the anti-diagonal'];

/** A house as players name it: `row 4`, `column 2`, `box 5`, `window 1`, `region 3`. */
export function houseName(house: House): string {
  if (house.kind === 'diagonal')
    return DIAGONAL_NAMES[house.index] ?? `diagonal ${house.index + 1}`;
  return `${house.kind} ${house.index + 1}`;
}

/** One sentence about a conflict: "5 appears twice in row 1 (r1c1 and r1c4)." */
export function describeConflict(conflict: Conflict, size: number): string {
  const times = conflict.cells.length === 2 ? 'twice' : `${conflict.cells.length} times`;
  const names = conflict.cells.map((c) => makeCellName(c, size));
  const list =
    names.length === 2
      ? `${names[0]} and ${names[1]}`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${conflict.digit} appears ${times} in ${houseName(conflict.house)} (${list}).`;
}

/** The empty cell nearest to `cell`: in its own row when there is one, else the nearest row. */
export function nearestEmptyCell(
  values: ArrayLike<number>,
  size: number,
  cell: number,
): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  const row = Math.floor(cell / size);
  const col = cell % size;
  for (let c = 0; c < values.length; c++) {
    if (values[c]) continue;
    const distance = Math.abs(Math.floor(c / size) - row) * size + Math.abs((c % size) - col);
    if (distance < bestDistance) {
      best = c;
      bestDistance = distance;
    }
  }
  return best;
}
