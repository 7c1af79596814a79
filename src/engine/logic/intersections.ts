// Locked candidates: when a digit's places in one house all lie where it meets a second house,
// the digit must go there, so it leaves the rest of the second house. Pointing starts from a
// box, claiming from a row, column or extra house. Works on any pair of intersecting houses.

import type { CandidateBoard } from './board.ts';
import { singleAfter } from './singles.ts';
import type { CellDigit, Step } from './step.ts';
import type { Technique } from './technique.ts';

interface Lock {
  digit: number;
  from: number;
  to: number;
  cells: number[];
  eliminations: CellDigit[];
}

function isBoxHouse(board: CandidateBoard, h: number): boolean {
  const kind = board.geometry.houses[h]!.kind;
  return kind === 'box' || kind === 'region';
}

function unionOf(board: CandidateBoard, cells: readonly number[]): number {
  let mask = 0;
  for (const cell of cells) mask |= board.cands[cell]!;
  return mask;
}

/**
 * Calls `visit` with each locked-candidates pattern, pointing (from a box) or claiming (from
 * a line), until it returns a step.
 */
function eachLock(
  board: CandidateBoard,
  pointing: boolean,
  visit: (lock: Lock) => Step | undefined,
): Step | undefined {
  for (const x of board.tables.intersections) {
    const shared = unionOf(board, x.cells);
    if (!shared) continue;
    const aOnly = unionOf(board, x.aOnly);
    const bOnly = unionOf(board, x.bOnly);
    for (let side = 0; side < 2; side++) {
      const from = side ? x.b : x.a;
      // Pointing starts from a box (or jigsaw region), claiming from any other house.
      if (isBoxHouse(board, from) !== pointing) continue;
      let digits = shared & ~(side ? bOnly : aOnly) & (side ? aOnly : bOnly);
      while (digits) {
        const digit = 31 - Math.clz32(digits & -digits);
        digits &= digits - 1;
        const toCells = side ? x.aOnly : x.bOnly;
        const eliminations: CellDigit[] = [];
        for (const cell of toCells) if (board.has(cell, digit)) eliminations.push({ cell, digit });
        const cells = x.cells.filter((c) => board.has(c, digit));
        const step = visit({ digit, from, to: side ? x.a : x.b, cells, eliminations });
        if (step) return step;
      }
    }
  }
  return undefined;
}

function lockStep(board: CandidateBoard, lock: Lock, technique: string, rating: number): Step {
  return {
    technique,
    rating,
    size: board.size,
    digits: [lock.digit],
    cells: lock.cells,
    houses: [lock.from],
    coverHouses: [lock.to],
    placements: [],
    eliminations: lock.eliminations,
  };
}

function findLock(board: CandidateBoard, pointing: boolean, direct: boolean): Step | undefined {
  const technique = `${direct ? 'direct-' : ''}${pointing ? 'pointing' : 'claiming'}`;
  const rating = direct ? (pointing ? 1.7 : 1.9) : pointing ? 2.6 : 2.8;
  return eachLock(board, pointing, (lock) => {
    if (!direct) return lockStep(board, lock, technique, rating);
    // As in Sudoku Explainer, the single must appear in a house parallel to the first one
    // (another box for pointing, another line of the same kind for claiming).
    const kind = board.geometry.houses[lock.from]!.kind;
    const parallel = new Set<number>();
    for (const e of lock.eliminations) {
      for (const h of board.geometry.housesOfCell[e.cell]!) {
        if (h !== lock.from && board.geometry.houses[h]!.kind === kind) parallel.add(h);
      }
    }
    const single = singleAfter(board, lock.eliminations, [...parallel]);
    if (!single) return undefined;
    return {
      ...lockStep(board, lock, technique, rating),
      placements: [{ cell: single.cell, digit: single.digit }],
      eliminations: [],
      because: lock.eliminations,
      singleHouse: single.house,
    };
  });
}

/** Pointing whose eliminations leave a hidden single: the placement is the step. */
export const directPointing: Technique = {
  id: 'direct-pointing',
  name: 'Direct Pointing',
  family: 'intersection',
  rating: 1.7,
  find: (board) => findLock(board, true, true),
};

/** Claiming whose eliminations leave a hidden single. */
export const directClaiming: Technique = {
  id: 'direct-claiming',
  name: 'Direct Claiming',
  family: 'intersection',
  rating: 1.9,
  find: (board) => findLock(board, false, true),
};

/** A digit confined to one line inside a box leaves the rest of that line. */
export const pointing: Technique = {
  id: 'pointing',
  name: 'Pointing',
  family: 'intersection',
  rating: 2.6,
  find: (board) => findLock(board, true, false),
};

/** A digit confined to one box inside a line leaves the rest of that box. */
export const claiming: Technique = {
  id: 'claiming',
  name: 'Claiming',
  family: 'intersection',
  rating: 2.8,
  find: (board) => findLock(board, false, false),
};
