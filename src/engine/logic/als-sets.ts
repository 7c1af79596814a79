// The almost locked sets of a board state, for the ALS techniques (als.ts): found once per
// state (sets of up to three cells, and of four apart), kept in flat arrays with bitmaps
// filled per set on first use, plus the counts and indexes the pair searches need.
//
// Speed: these are built at almost every step of a hard puzzle's grading, so no object, array
// or typed array is made per set, and the bitmap buffer of the board's previous state is reused.

import { popcount } from '../grid.ts';
import { cachedFor, type CandidateBoard } from './board.ts';
import { peerBitsOf } from './single-digit.ts';
import type { SearchContext } from './technique.ts';

/** The ALSs of one board state, set i at index i of each array. */
export interface AlsTable {
  readonly count: number;
  readonly masks: readonly number[];
  readonly houses: readonly number[];
  readonly sizes: readonly number[];
  /** Cells of set i from `cells[i * maxSize]`. */
  readonly cells: readonly number[];
  readonly maxSize: number;
  /** 32-bit words per cell bitmap, and per set in the digit bitmaps ((size + 1) * words). */
  readonly words: number;
  readonly stride: number;
  /** Cell set of set i at `bits[i * words]`. */
  readonly bits: Uint32Array;
  /** Per set i and digit d, at `i * stride + d * words`: the cells of the set holding d, ... */
  readonly digitCells: Uint32Array;
  /** ... the cells that see every one of them, ... */
  readonly digitSeen: Uint32Array;
  /** ... and those outside the set holding d among them (where d could be eliminated). */
  readonly reach: Uint32Array;
  /** Cells holding digit d, at `d * words`. */
  readonly holding: Uint32Array;
  /** The buffer under the four bitmaps (may be longer). */
  readonly data: Uint32Array;
}

const overlapsCache = new Map<string, Int32Array[]>();

/**
 * For each house, the cells it shares with each earlier house, as masks of positions in the
 * house: a cell set within one of them was already found in that earlier house.
 */
function earlierOverlaps(board: CandidateBoard): Int32Array[] {
  const key = board.geometry.id;
  let overlaps = overlapsCache.get(key);
  if (!overlaps) {
    const houses = board.geometry.houses;
    overlaps = houses.map((house, h) => {
      const masks = new Set<number>();
      for (let e = 0; e < h; e++) {
        let m = 0;
        house.cells.forEach((c, i) => {
          if (houses[e]!.cells.includes(c)) m |= 1 << i;
        });
        if (m) masks.add(m);
      }
      return Int32Array.from(masks);
    });
    overlapsCache.set(key, overlaps);
  }
  return overlaps;
}

const smallCache = new WeakMap<CandidateBoard, { version: number; value: AlsTable }>();
const largeCache = new WeakMap<CandidateBoard, { version: number; value: AlsTable }>();

/** Every ALS of one to three cells, each cell set listed once (cached per board state). */
export function smallAls(board: CandidateBoard, context: SearchContext): AlsTable {
  return cachedFor(smallCache, board, () => buildAls(board, 3, 1, context, smallCache));
}

/** Every ALS of four cells (cached apart from the smaller ones: they are many). */
export function fourCellAls(board: CandidateBoard, context: SearchContext): AlsTable {
  return cachedFor(largeCache, board, () => buildAls(board, 4, 4, context, largeCache));
}

const fiveCache = new WeakMap<CandidateBoard, { version: number; value: AlsTable }>();
const sixCache = new WeakMap<CandidateBoard, { version: number; value: AlsTable }>();

/** Every ALS of exactly five or six cells (the UVWXYZ- and TUVWXYZ-Wings' sets). */
export function largeAls(board: CandidateBoard, context: SearchContext, cells: 5 | 6): AlsTable {
  const cache = cells === 5 ? fiveCache : sixCache;
  return cachedFor(cache, board, () => buildAls(board, cells, cells, context, cache));
}

function buildAls(
  board: CandidateBoard,
  maxSize: number,
  minSize: number,
  context: SearchContext,
  cache: WeakMap<CandidateBoard, { value: AlsTable }>,
): AlsTable {
  const masks: number[] = [];
  const houses: number[] = [];
  const sizes: number[] = [];
  const cells: number[] = [];
  const overlaps = earlierOverlaps(board);
  const { size, houseCells } = board.tables;
  const limit = maxSize + 1;
  // The house's empty cells: cell, candidates and position-in-house bit.
  const emptyCell = new Int32Array(size);
  const emptyCands = new Int32Array(size);
  const emptyBit = new Int32Array(size);
  const pick = new Int32Array(maxSize);
  let count = 0;
  let earlier = overlaps[0]!;
  let house = 0;
  let visited = 0;
  // `within`: positions in the house of the picked cells.
  const walk = (start: number, depth: number, mask: number, within: number) => {
    visited++;
    if (depth >= minSize && popcount(mask) === depth + 1) {
      // A cell set inside two houses is found in both: keep the first.
      let first = true;
      for (const m of earlier) if (!(within & ~m)) first = false;
      if (first) {
        masks.push(mask);
        houses.push(house);
        sizes.push(depth);
        for (let i = 0; i < maxSize; i++) cells.push(i < depth ? pick[i]! : -1);
      }
    }
    if (depth === maxSize) return;
    for (let i = start; i < count; i++) {
      const next = mask | emptyCands[i]!;
      // n cells with more than n + 1 digits can only grow by one digit per cell added.
      if (popcount(next) > limit) continue;
      pick[depth] = emptyCell[i]!;
      walk(i + 1, depth + 1, next, within | emptyBit[i]!);
    }
  };
  for (; house < board.tables.houseCount; house++) {
    count = 0;
    for (let i = 0; i < size; i++) {
      const cell = houseCells[house * size + i]!;
      if (!board.cands[cell]) continue;
      emptyCell[count] = cell;
      emptyCands[count] = board.cands[cell]!;
      emptyBit[count++] = 1 << i;
    }
    earlier = overlaps[house]!;
    walk(0, 0, 0, 0);
  }
  // One unit of work per subset looked at, as the search has always counted it.
  context.work -= visited;
  // The bitmaps of the board's previous state are dead: reuse their buffer (zeroed).
  const spare = cache.get(board)?.value.data;
  return makeTable(board, { masks, houses, sizes, cells, maxSize }, spare);
}

/** A table of the sets found, its bitmaps left to fill (see `prepare`). */
function makeTable(
  board: CandidateBoard,
  sets: Pick<AlsTable, 'masks' | 'houses' | 'sizes' | 'cells' | 'maxSize'>,
  spare?: Uint32Array,
): AlsTable {
  const { cellCount } = board.tables;
  const count = sets.masks.length;
  const words = Math.ceil(cellCount / 32);
  const stride = (board.size + 1) * words;
  const holding = new Uint32Array(stride);
  for (let c = 0; c < cellCount; c++) {
    for (let m = board.cands[c]!; m; m &= m - 1) {
      holding[(31 - Math.clz32(m & -m)) * words + (c >> 5)]! |= 1 << (c & 31);
    }
  }
  // One buffer for the four bitmaps, filled per set on first use (see `prepare`).
  const length = count * (words + 3 * stride);
  const data =
    spare && spare.length >= length
      ? spare.fill(0, 0, length)
      : new Uint32Array(length + (length >> 1));
  const bits = data.subarray(0, count * words);
  const digitCells = data.subarray(count * words, count * (words + stride));
  const digitSeen = data.subarray(count * (words + stride), count * (words + 2 * stride));
  const reach = data.subarray(count * (words + 2 * stride), length);
  const { masks, houses, sizes, cells, maxSize } = sets;
  return {
    count,
    masks,
    houses,
    sizes,
    cells,
    maxSize,
    words,
    stride,
    bits,
    digitCells,
    digitSeen,
    reach,
    holding,
    data,
  };
}

/**
 * Fills the bitmaps of set i, once: the searches only look at the sets that might pair up.
 * The table belongs to the board's current state (see `cachedFor`), as the board does.
 */
export function prepare(board: CandidateBoard, table: AlsTable, i: number): void {
  const { words, stride, bits, digitCells, digitSeen, reach, holding, maxSize } = table;
  const first = i * maxSize;
  const last = first + table.sizes[i]!;
  // Every set has a cell, so an empty cell bitmap means not filled yet.
  if (bits[i * words + (table.cells[first]! >> 5)]) return;
  const peers = peerBitsOf(board);
  for (let k = first; k < last; k++) {
    const c = table.cells[k]!;
    bits[i * words + (c >> 5)]! |= 1 << (c & 31);
  }
  for (let m = table.masks[i]!; m; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    const base = i * stride + d * words;
    for (let w = 0; w < words; w++) digitSeen[base + w] = -1;
    for (let k = first; k < last; k++) {
      const c = table.cells[k]!;
      if (!(board.cands[c]! & (1 << d))) continue;
      digitCells[base + (c >> 5)]! |= 1 << (c & 31);
      for (let w = 0; w < words; w++) digitSeen[base + w]! &= peers[c * words + w]!;
    }
    for (let w = 0; w < words; w++) {
      reach[base + w] = digitSeen[base + w]! & holding[d * words + w]! & ~bits[i * words + w]!;
    }
  }
}

/**
 * Ordered pairs of distinct entries of `masks` sharing two digits or more: the ALS-XZ search
 * counted two units of work for each, and keeps that count while skipping most of them.
 */
export function pairsSharingTwo(masks: readonly number[], size: number): number {
  const n = masks.length;
  let total = 0;
  if (n * n <= 2 * (size << size)) {
    for (let i = 0; i < n; i++) {
      const m = masks[i]!;
      for (let j = i + 1; j < n; j++) {
        const common = m & masks[j]!;
        if (common & (common - 1)) total += 2;
      }
    }
    return total;
  }
  // Many sets: count by subset sums over digit masks. within[S] = sets whose digits are in S.
  const full = (1 << size) - 1;
  const within = new Int32Array(full + 1);
  for (const m of masks) within[m >> 1]!++;
  for (let bit = 1; bit <= full; bit <<= 1) {
    for (let s = 0; s <= full; s++) if (s & bit) within[s]! += within[s ^ bit]!;
  }
  for (const m of masks) {
    const outside = full & ~(m >> 1);
    let sharingOne = 0;
    for (let rest = m >> 1; rest; rest &= rest - 1) {
      sharingOne += within[outside | (rest & -rest)]! - within[outside]!;
    }
    total += n - within[outside]! - sharingOne;
  }
  return total - n; // each set shares its two or more digits with itself
}

/** Indices of the sets of `table` with `fewest` to `most` cells. */
export function setsOfSize(table: AlsTable, [fewest, most]: readonly [number, number]): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.count; i++) {
    if (table.sizes[i]! >= fewest && table.sizes[i]! <= most) out.push(i);
  }
  return out;
}

/** The cells of set i. */
export function cellsOfSet(table: AlsTable, i: number): number[] {
  const first = i * table.maxSize;
  return table.cells.slice(first, first + table.sizes[i]!);
}

/** Index of a table's sets by the first cell (lowest index) holding each of their digits. */
export interface FirstCells {
  /** `heads[x * cellCount + c]`: a set whose first x-cell is c, the next one at `next[set * (size + 1) + x]` (-1 ends). */
  readonly heads: Int32Array;
  readonly next: Int32Array;
  /** The cells that are some set's first x-cell, per digit x (bitmap at `x * words`). */
  readonly firsts: Uint32Array;
}

const firstCellsCache = new WeakMap<AlsTable, FirstCells>();

/** The first-cell index of a table (built once: bent wings and ALS-XZ share the small table). */
export function firstCells(board: CandidateBoard, table: AlsTable): FirstCells {
  let index = firstCellsCache.get(table);
  if (index) return index;
  const { cellCount } = board.tables;
  const slots = board.size + 1;
  index = {
    heads: new Int32Array(slots * cellCount).fill(-1),
    next: new Int32Array(table.count * slots),
    firsts: new Uint32Array(slots * table.words),
  };
  for (let b = 0; b < table.count; b++) {
    for (let m = table.masks[b]!; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      let c = cellCount;
      for (let k = b * table.maxSize; k < b * table.maxSize + table.sizes[b]!; k++) {
        const cell = table.cells[k]!;
        if (board.cands[cell]! & (1 << x)) c = Math.min(c, cell);
      }
      index.next[b * slots + x] = index.heads[x * cellCount + c]!;
      index.heads[x * cellCount + c] = b;
      index.firsts[x * table.words + (c >> 5)]! |= 1 << (c & 31);
    }
  }
  firstCellsCache.set(table, index);
  return index;
}
