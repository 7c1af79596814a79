// Locked candidates: when a digit's places in one house all lie where it meets a second house,
// the digit must go there, so it leaves the rest of the second house. Pointing starts from a
// box, claiming from a row, column or extra house. Works on any pair of intersecting houses.
//
// The four searches (direct and plain, pointing and claiming) run one after another on the
// same board state at nearly every step, so the locked digits of every intersection are found
// once per state and shared; a step is built only for the lock that is returned.

import { HOUSE_KINDS } from '../geometry.ts';
import type { CandidateBoard, LogicTables } from './board.ts';
import { boxHouses } from './singles.ts';
import type { CellDigit, Step } from './step.ts';
import type { Technique } from './technique.ts';

const kindCache = new WeakMap<LogicTables, Uint8Array>();

/** Each house's kind, as an index into HOUSE_KINDS (compared for every direct lock). */
function kindsOf(tables: LogicTables): Uint8Array {
  let found = kindCache.get(tables);
  if (!found) {
    found = new Uint8Array(tables.geometry.houses.map((h) => HOUSE_KINDS.indexOf(h.kind)));
    kindCache.set(tables, found);
  }
  return found;
}

/** Per geometry: the cells of each intersection's three parts (shared, a only, b only), flat. */
interface Parts {
  /** Part p (3x, 3x + 1, 3x + 2 for intersection x) is `cells[start[p]]` to `cells[start[p + 1]]`. */
  readonly start: Int32Array;
  readonly cells: Int32Array;
}

const partsCache = new WeakMap<LogicTables, Parts>();

function partsOf(tables: LogicTables): Parts {
  let found = partsCache.get(tables);
  if (found) return found;
  const lists = tables.intersections.flatMap((x) => [x.cells, x.aOnly, x.bOnly]);
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, p) => (start[p + 1] = start[p]! + list.length));
  found = { start, cells: new Int32Array(lists.flat()) };
  partsCache.set(tables, found);
  return found;
}

const locksCache = new WeakMap<CandidateBoard, { version: number; locks: Int32Array }>();

/**
 * For intersection x, at `2x` the digits locked from house a into house b (all their places in
 * a are shared, and b has places outside), at `2x + 1` the same from b into a; per state.
 */
function lockedDigits(board: CandidateBoard): Int32Array {
  const count = board.tables.intersections.length;
  let entry = locksCache.get(board);
  if (entry?.version === board.version) return entry.locks;
  if (!entry) {
    entry = { version: 0, locks: new Int32Array(2 * count) };
    locksCache.set(board, entry);
  }
  const { locks } = entry;
  const { cands } = board;
  const { start, cells } = partsOf(board.tables);
  for (let x = 0; x < count; x++) {
    let shared = 0;
    for (let k = start[3 * x]!, end = start[3 * x + 1]!; k < end; k++) shared |= cands[cells[k]!]!;
    if (!shared) {
      locks[2 * x] = locks[2 * x + 1] = 0;
      continue;
    }
    let inA = 0;
    for (let k = start[3 * x + 1]!, end = start[3 * x + 2]!; k < end; k++) inA |= cands[cells[k]!]!;
    let inB = 0;
    for (let k = start[3 * x + 2]!, end = start[3 * x + 3]!; k < end; k++) inB |= cands[cells[k]!]!;
    locks[2 * x] = shared & ~inA & inB;
    locks[2 * x + 1] = shared & ~inB & inA;
  }
  entry.version = board.version;
  return locks;
}

function cellsWithDigit(board: CandidateBoard, cells: readonly number[], digit: number): number[] {
  return cells.filter((c) => board.has(c, digit));
}

// Stamps marking the cells a lock eliminates from (one pass per lock, no sets).
let stamp = 0;
let stamps = new Int32Array(0);

/**
 * The hidden single a lock's eliminations leave, as Sudoku Explainer finds it: in a house of
 * the same kind as `from` (another box for pointing, another line for claiming) holding an
 * eliminated cell, looked at in the order the eliminated cells meet them.
 */
function singleAfterLock(
  board: CandidateBoard,
  from: number,
  toCells: readonly number[],
  digit: number,
): { cell: number; house: number } | undefined {
  const { cellCount, size, houseCells } = board.tables;
  const kind = kindsOf(board.tables);
  const housesOfCell = board.geometry.housesOfCell;
  const { cands } = board;
  const bit = 1 << digit;
  if (stamps.length < cellCount) stamps = new Int32Array(cellCount);
  if (++stamp > 0x3fffffff) {
    stamps.fill(0);
    stamp = 1;
  }
  for (const cell of toCells) if (cands[cell]! & bit) stamps[cell] = stamp;
  const looked: number[] = [];
  for (const cell of toCells) {
    if (!(cands[cell]! & bit)) continue;
    for (const h of housesOfCell[cell]!) {
      if (h === from || kind[h] !== kind[from] || looked.includes(h)) continue;
      looked.push(h);
      let left = -1;
      let count = 0;
      for (let i = h * size, end = i + size; i < end && count < 2; i++) {
        const c = houseCells[i]!;
        if (cands[c]! & bit && stamps[c] !== stamp) {
          left = c;
          count++;
        }
      }
      if (count === 1) return { cell: left, house: h };
    }
  }
  return undefined;
}

function findLock(board: CandidateBoard, pointing: boolean, direct: boolean): Step | undefined {
  const technique = `${direct ? 'direct-' : ''}${pointing ? 'pointing' : 'claiming'}`;
  const rating = direct ? (pointing ? 1.7 : 1.9) : pointing ? 2.6 : 2.8;
  const { intersections } = board.tables;
  // Pointing starts from a box (or jigsaw region), claiming from any other house.
  const isBox = boxHouses(board.tables);
  const locks = lockedDigits(board);
  for (let x = 0; x < intersections.length; x++) {
    if (!(locks[2 * x]! | locks[2 * x + 1]!)) continue;
    const inter = intersections[x]!;
    for (let side = 0; side < 2; side++) {
      const from = side ? inter.b : inter.a;
      if ((isBox[from] === 1) !== pointing) continue;
      const to = side ? inter.a : inter.b;
      const toCells = side ? inter.aOnly : inter.bOnly;
      for (let digits = locks[2 * x + side]!; digits; digits &= digits - 1) {
        const digit = 31 - Math.clz32(digits & -digits);
        // As in Sudoku Explainer, a direct lock needs a single in a house parallel to `from`.
        const single = direct ? singleAfterLock(board, from, toCells, digit) : undefined;
        if (direct && !single) continue;
        const eliminations: CellDigit[] = cellsWithDigit(board, toCells, digit).map((cell) => ({
          cell,
          digit,
        }));
        const step: Step = {
          technique,
          rating,
          size: board.size,
          digits: [digit],
          cells: cellsWithDigit(board, inter.cells, digit),
          houses: [from],
          coverHouses: [to],
          placements: single ? [{ cell: single.cell, digit }] : [],
          eliminations: single ? [] : eliminations,
        };
        // A direct step explains the eliminations but does not apply them.
        return single ? { ...step, because: eliminations, singleHouse: single.house } : step;
      }
    }
  }
  return undefined;
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
