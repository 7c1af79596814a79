// Naked and hidden subsets (pairs, triples, quads) in any house. Naked: k cells of a house hold
// only k digits between them, so those digits leave the house's other cells. Hidden: k digits
// of a house fit only in k cells, so those cells lose every other digit.
//
// These run (and fail) at nearly every step of a grading path, so the search works on bit masks
// of one house at a time: a house is skipped unless it has k cells (or digits) small enough to
// form a subset, and a step object is built only for the subset that is returned.

import { popcount as countBits } from '../grid.ts';
import type { CandidateBoard, LogicTables } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { Technique } from './technique.ts';

// Bound once: a direct call in the hot loops, not a read through the module's export binding
// (which tsx's CommonJS output turns into a getter call per use).
const popcount = countBits;

const NAMES = ['', '', 'Pair', 'Triple', 'Quad'];
const NAKED_RATINGS = [0, 0, 3.0, 3.6, 5.0];
const HIDDEN_RATINGS = [0, 0, 3.4, 4.0, 5.4];

/** For each cell, where it sits in its houses: table entry offsets and position bits. */
interface Membership {
  /** Entries of cell c are `start[c]` up to `start[c + 1]`. */
  readonly start: Int32Array;
  readonly offset: Int32Array;
  readonly bit: Int32Array;
}

const membershipCache = new WeakMap<LogicTables, Membership>();

function membershipOf(tables: LogicTables): Membership {
  let found = membershipCache.get(tables);
  if (found) return found;
  const { cellCount, houseCount, size, houseCells } = tables;
  const start = new Int32Array(cellCount + 1);
  for (let k = 0; k < houseCount * size; k++) start[houseCells[k]! + 1]!++;
  for (let c = 0; c < cellCount; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, cellCount);
  const offset = new Int32Array(houseCount * size);
  const bit = new Int32Array(houseCount * size);
  for (let h = 0; h < houseCount; h++) {
    for (let i = 0; i < size; i++) {
      const at = next[houseCells[h * size + i]!]!++;
      offset[at] = h * (size + 1);
      bit[at] = 1 << i;
    }
  }
  found = { start, offset, bit };
  membershipCache.set(tables, found);
  return found;
}

interface PositionEntry {
  version: number;
  readonly table: Uint32Array;
  /** The candidates the table was last brought up to date with. */
  readonly cands: Uint32Array;
  /** Version of `few`, the per-house digit summary (see `fewPlaces`). */
  fewVersion: number;
  readonly few: Int32Array;
}

const tableCache = new WeakMap<CandidateBoard, PositionEntry>();

/**
 * Positions of each digit in each house (bit i = i-th cell; digit d of house h at
 * `h * (size + 1) + d`), for the board's current state. Several techniques read it at every
 * step, and a step changes few candidates, so it is kept per board and brought up to date by
 * flipping the bits of the candidates that changed since: read it straight away, never keep
 * it across a change to the board.
 */
export function positionTable(board: CandidateBoard): Uint32Array {
  const { houseCount, size, cellCount } = board.tables;
  let entry = tableCache.get(board);
  if (entry?.version === board.version) return entry.table;
  if (!entry) {
    // Starts as the table of a board without candidates: every candidate is a change.
    entry = {
      version: 0,
      table: new Uint32Array(houseCount * (size + 1)),
      cands: new Uint32Array(cellCount),
      fewVersion: -1,
      few: new Int32Array(houseCount * 5),
    };
    tableCache.set(board, entry);
  }
  const { table, cands: before } = entry;
  const { cands } = board;
  const { start, offset, bit } = membershipOf(board.tables);
  for (let cell = 0; cell < cellCount; cell++) {
    const changed = cands[cell]! ^ before[cell]!;
    if (!changed) continue;
    before[cell] = cands[cell]!;
    const to = start[cell + 1]!;
    for (let m = changed; m; m &= m - 1) {
      const digit = 31 - Math.clz32(m & -m);
      for (let k = start[cell]!; k < to; k++) table[offset[k]! + digit]! ^= bit[k]!;
    }
  }
  entry.version = board.version;
  return table;
}

/**
 * Per house h, at `5h` the number of digits with a place, at `5h + k` (k = 2, 3, 4) the digits
 * with 1..k places: the hidden subset searches read it instead of the table, and skip a house
 * without k such digits. Computed once per board state, for the current state only.
 */
function fewPlaces(board: CandidateBoard): Int32Array {
  const table = positionTable(board);
  const entry = tableCache.get(board)!;
  const { few } = entry;
  if (entry.fewVersion === board.version) return few;
  const { houseCount, size } = board.tables;
  for (let h = 0; h < houseCount; h++) {
    let open = 0;
    let two = 0;
    let three = 0;
    let four = 0;
    for (let digit = 1; digit <= size; digit++) {
      const positions = table[h * (size + 1) + digit]!;
      if (!positions) continue;
      open++;
      const n = popcount(positions);
      if (n <= 4) {
        four |= 1 << digit;
        if (n <= 3) three |= 1 << digit;
        if (n <= 2) two |= 1 << digit;
      }
    }
    few[5 * h] = open;
    few[5 * h + 2] = two;
    few[5 * h + 3] = three;
    few[5 * h + 4] = four;
  }
  entry.fewVersion = board.version;
  return few;
}

/** Called with a chosen set (bit j = item j) and the union of its masks; true stops the search. */
export type SubsetVisit = (chosen: number, union: number) => boolean;

/**
 * Visits, in lexicographic order, each k-set of the first `count` items whose masks have a
 * union of exactly k bits; a partial set whose union already passes k bits is cut off.
 */
export function eachSubset(
  masks: Int32Array,
  count: number,
  k: number,
  start: number,
  depth: number,
  union: number,
  chosen: number,
  visit: SubsetVisit,
): boolean {
  if (depth === k) return popcount(union) === k && visit(chosen, union);
  for (let i = start; i <= count - (k - depth); i++) {
    const next = union | masks[i]!;
    if (popcount(next) > k) continue;
    if (eachSubset(masks, count, k, i + 1, depth + 1, next, chosen | (1 << i), visit)) return true;
  }
  return false;
}

// Scratch for one house: item masks and what they stand for (a position or a digit). Sizes
// up to 16 fit; the search never nests, so one buffer serves every call.
const itemMasks = new Int32Array(32);
const itemKeys = new Int32Array(32);

/** Keys of the chosen items (bit j of `chosen` = item j), in order. */
function keysOf(chosen: number): number[] {
  const out: number[] = [];
  for (let j = 0; chosen >> j; j++) if (chosen & (1 << j)) out.push(itemKeys[j]!);
  return out;
}

function findNaked(board: CandidateBoard, k: number): Step | undefined {
  const { houseCount, size, houseCells } = board.tables;
  const { cands } = board;
  let found: Step | undefined;
  for (let h = 0; h < houseCount; h++) {
    const base = h * size;
    let count = 0;
    let emptyCells = 0;
    for (let i = 0; i < size; i++) {
      const m = cands[houseCells[base + i]!]!;
      if (!m) continue;
      emptyCells++;
      const n = popcount(m);
      if (n >= 2 && n <= k) {
        itemMasks[count] = m;
        itemKeys[count++] = i;
      }
    }
    // Like Sudoku Explainer: with fewer than 2k empty cells the complementary hidden subset
    // is smaller, and is the one to find.
    if (count < k || emptyCells < 2 * k) continue;
    eachSubset(itemMasks, count, k, 0, 0, 0, 0, (chosen, union) => {
      let inside = 0;
      for (let j = 0; j < count; j++) if (chosen & (1 << j)) inside |= 1 << itemKeys[j]!;
      let others = 0;
      for (let i = 0; i < size; i++)
        if (!(inside & (1 << i))) others |= cands[houseCells[base + i]!]!;
      if (!(others & union)) return false;
      const eliminations: CellDigit[] = [];
      for (let i = 0; i < size; i++) {
        if (inside & (1 << i)) continue;
        const cell = houseCells[base + i]!;
        pushDigits(eliminations, cell, cands[cell]! & union);
      }
      const cells = keysOf(chosen).map((i) => houseCells[base + i]!);
      found = {
        technique: `naked-${NAMES[k]!.toLowerCase()}`,
        rating: NAKED_RATINGS[k]!,
        size: board.size,
        digits: digitsOf(union),
        cells,
        houses: [h],
        placements: [],
        eliminations,
      };
      return true;
    });
    if (found) return found;
  }
  return undefined;
}

/**
 * The first hidden subset of k digits with eliminations, in house order. With `direct`, the
 * first one whose eliminations leave a hidden single of an eliminated digit in its own house,
 * returned as that placement.
 */
function findHidden(board: CandidateBoard, k: number, direct: boolean): Step | undefined {
  const { houseCount, size, houseCells } = board.tables;
  const { cands } = board;
  const few = fewPlaces(board);
  const table = positionTable(board);
  let found: Step | undefined;
  for (let h = 0; h < houseCount; h++) {
    const digits = few[5 * h + k]!;
    // A hidden subset in a house of at most 2k empty cells is a naked subset of at most k;
    // Sudoku Explainer leaves those to the naked search (a direct one only needs one more).
    if (popcount(digits) < k || few[5 * h]! <= (direct ? k : 2 * k)) continue;
    const row = h * (size + 1);
    const base = h * size;
    let count = 0;
    for (let m = digits; m; m &= m - 1) {
      const digit = 31 - Math.clz32(m & -m);
      itemMasks[count] = table[row + digit]!;
      itemKeys[count++] = digit;
    }
    eachSubset(itemMasks, count, k, 0, 0, 0, 0, (chosen, union) => {
      let keep = 0;
      for (let j = 0; j < count; j++) if (chosen & (1 << j)) keep |= 1 << itemKeys[j]!;
      let extra = 0;
      for (let i = 0; i < size; i++) if (union & (1 << i)) extra |= cands[houseCells[base + i]!]!;
      extra &= ~keep;
      if (!extra) return false;
      // Direct: an eliminated digit keeps its places outside the subset's cells; the lowest
      // one left with exactly one place is the single.
      let single = 0;
      let place = 0;
      for (let rest = extra; direct && rest && !single; rest &= rest - 1) {
        const digit = 31 - Math.clz32(rest & -rest);
        const left = table[row + digit]! & ~union;
        if (left && !(left & (left - 1))) {
          single = digit;
          place = 31 - Math.clz32(left);
        }
      }
      if (direct && !single) return false;
      const cells: number[] = [];
      const eliminations: CellDigit[] = [];
      for (let i = 0; i < size; i++) {
        if (!(union & (1 << i))) continue;
        const cell = houseCells[base + i]!;
        cells.push(cell);
        pushDigits(eliminations, cell, cands[cell]! & ~keep);
      }
      const step: Step = {
        technique: `${direct ? 'direct-' : ''}hidden-${NAMES[k]!.toLowerCase()}`,
        rating: direct ? (k === 2 ? 2.0 : 2.5) : HIDDEN_RATINGS[k]!,
        size: board.size,
        digits: keysOf(chosen),
        cells,
        houses: [h],
        placements: direct ? [{ cell: houseCells[base + place]!, digit: single }] : [],
        eliminations: direct ? [] : eliminations,
      };
      // A direct step explains the eliminations but does not apply them.
      found = direct ? { ...step, because: eliminations, singleHouse: h } : step;
      return true;
    });
    if (found) return found;
  }
  return undefined;
}

function pushDigits(out: CellDigit[], cell: number, mask: number): void {
  for (let m = mask; m; m &= m - 1) out.push({ cell, digit: 31 - Math.clz32(m & -m) });
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

function subsetTechnique(kind: 'naked' | 'hidden', k: number, rating: number): Technique {
  return {
    id: `${kind}-${NAMES[k]!.toLowerCase()}`,
    name: `${kind === 'naked' ? 'Naked' : 'Hidden'} ${NAMES[k]}`,
    family: 'subset',
    rating,
    find: (board) => (kind === 'naked' ? findNaked(board, k) : findHidden(board, k, false)),
  };
}

export const nakedPair = subsetTechnique('naked', 2, 3.0);
export const nakedTriple = subsetTechnique('naked', 3, 3.6);
export const nakedQuad = subsetTechnique('naked', 4, 5.0);
export const hiddenPair = subsetTechnique('hidden', 2, 3.4);
export const hiddenTriple = subsetTechnique('hidden', 3, 4.0);
export const hiddenQuad = subsetTechnique('hidden', 4, 5.4);

/** A hidden pair whose eliminations leave a hidden single. */
export const directHiddenPair: Technique = {
  id: 'direct-hidden-pair',
  name: 'Direct Hidden Pair',
  family: 'subset',
  rating: 2.0,
  find: (board) => findHidden(board, 2, true),
};

/** A hidden triple whose eliminations leave a hidden single. */
export const directHiddenTriple: Technique = {
  id: 'direct-hidden-triple',
  name: 'Direct Hidden Triple',
  family: 'subset',
  rating: 2.5,
  find: (board) => findHidden(board, 3, true),
};
