// Almost locked sets: n cells of one house holding n + 1 digits between them. Two ALSs that
// share a digit X whose places all see each other (a restricted common) can't both lose X, so
// for any other shared digit Z, one of them holds Z: cells seeing every Z of both lose Z.
// With a bivalue cell as one set, this is the WXYZ-Wing family (VWXYZ, UVWXYZ ...).
//
// Speed: these searches run at almost every step of a hard puzzle's grading and nearly always
// fail, so the sets of a board state live in flat arrays (no object or array per set) with
// their bitmaps computed once, and the pair loops allocate nothing until a step is found.

import { popcount } from '../grid.ts';
import { cachedFor, type CandidateBoard } from './board.ts';
import { peerBitsOf } from './single-digit.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

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

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
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
function prepare(board: CandidateBoard, table: AlsTable, i: number): void {
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
function pairsSharingTwo(masks: readonly number[], size: number): number {
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

/**
 * For set a of table ta (prepared) and set b of tb, sharing the digits `common` and no cell:
 * the first restricted common X (every X of b sees every X of a) with a cell seeing every Z of
 * both for another shared Z, or 0. Set b is prepared only once X is found restricted.
 */
function restrictedCommon(
  board: CandidateBoard,
  ta: AlsTable,
  a: number,
  tb: AlsTable,
  b: number,
  common: number,
): number {
  const { words } = ta;
  const baseA = a * ta.stride;
  const baseB = b * tb.stride;
  for (let xs = common; xs; xs &= xs - 1) {
    const x = 31 - Math.clz32(xs & -xs);
    let restricted = true;
    for (let k = b * tb.maxSize; k < b * tb.maxSize + tb.sizes[b]! && restricted; k++) {
      const c = tb.cells[k]!;
      const seen = ta.digitSeen[baseA + x * words + (c >> 5)]! & (1 << (c & 31));
      if (board.cands[c]! & (1 << x) && !seen) restricted = false;
    }
    if (!restricted) continue;
    prepare(board, tb, b);
    for (let zs = common & ~(1 << x); zs; zs &= zs - 1) {
      const z = 31 - Math.clz32(zs & -zs);
      for (let w = 0; w < words; w++) {
        if (ta.reach[baseA + z * words + w]! & tb.reach[baseB + z * words + w]!) return x;
      }
    }
  }
  return 0;
}

function cellsOfSet(table: AlsTable, i: number): number[] {
  const first = i * table.maxSize;
  return table.cells.slice(first, first + table.sizes[i]!);
}

/** The step of a pair of sets found by `restrictedCommon` with restricted common x. */
function xzStep(
  board: CandidateBoard,
  ta: AlsTable,
  a: number,
  tb: AlsTable,
  b: number,
  x: number,
  rating: number,
  technique: string,
): Step {
  const { words } = ta;
  const eliminations: CellDigit[] = [];
  for (const z of digitsOf(ta.masks[a]! & tb.masks[b]! & ~(1 << x))) {
    for (let w = 0; w < words; w++) {
      let t = ta.reach[a * ta.stride + z * words + w]! & tb.reach[b * tb.stride + z * words + w]!;
      for (; t; t &= t - 1) eliminations.push({ cell: w * 32 + 31 - Math.clz32(t & -t), digit: z });
    }
  }
  const cells = [...cellsOfSet(ta, a), ...cellsOfSet(tb, b)];
  return {
    technique,
    rating,
    size: board.size,
    digits: digitsOf(ta.masks[a]! | tb.masks[b]!),
    cells,
    houses: [ta.houses[a]!, tb.houses[b]!],
    extraCells: cellsOfSet(tb, b),
    placements: [],
    eliminations,
    candidates: cells.filter((c) => board.has(c, x)).map((cell) => ({ cell, digit: x })),
  };
}

/** True when set a of ta (prepared) and set b of tb share a cell. */
function overlap(ta: AlsTable, a: number, tb: AlsTable, b: number): boolean {
  for (let k = b * tb.maxSize; k < b * tb.maxSize + tb.sizes[b]!; k++) {
    const c = tb.cells[k]!;
    if (ta.bits[a * ta.words + (c >> 5)]! & (1 << (c & 31))) return true;
  }
  return false;
}

const WING_NAMES = ['', '', '', 'xyz-wing', 'wxyz-wing', 'vwxyz-wing'];

/**
 * Rating of a bent wing as Sukaku Explainer rates it: a base for its number of digits (WXYZ
 * 5.5, VWXYZ 6.2), plus 0.1 per step that its largest cell's candidate count is from the
 * extremes (a middle-sized pivot is harder to see).
 */
export function wingRating(digits: number, largest: number): number {
  const base = digits === 4 ? 5.5 : 6.2;
  const middle = Math.floor((digits + 2) / 2);
  return Math.round((base + (digits - middle - Math.abs(middle - largest)) * 0.1) * 10) / 10;
}
/** Rating of an ALS-XZ of two sets with more than one cell each, by total cell count. */
export function alsXzRating(cells: number): number {
  return Math.min(7.4, 6.7 + 0.1 * Math.max(0, cells - 4));
}

/** Indices of the sets of `table` with `size` cells (or at least `size` when `orMore`). */
function setsOfSize(table: AlsTable, size: number, orMore = false): number[] {
  const out: number[] = [];
  for (let i = 0; i < table.count; i++) {
    if (table.sizes[i] === size || (orMore && table.sizes[i]! > size)) out.push(i);
  }
  return out;
}

/**
 * The easiest bent wing of `digits` digits: a bivalue cell and an ALS of `digits - 1` cells
 * holding the cell's pair. It was first written as ALS-XZ over the list of bivalue cells then
 * sets, and keeps that search's order and work count.
 */
function findBentWing(
  board: CandidateBoard,
  context: SearchContext,
  digits: number,
): Step | undefined {
  const small = smallAls(board, context);
  const table = digits === 4 ? small : fourCellAls(board, context);
  const bivalue = setsOfSize(small, 1);
  const larger = setsOfSize(table, digits - 1);
  const masks = [...bivalue.map((i) => small.masks[i]!), ...larger.map((i) => table.masks[i]!)];
  context.work -= 2 * pairsSharingTwo(masks, board.size);
  // The largest cell of n cells holding n + 1 digits holds two or more.
  let lowest = Infinity;
  for (let largest = 2; largest <= digits; largest++) {
    lowest = Math.min(lowest, wingRating(digits, largest));
  }
  const rate = (_: number, b: number) => {
    let largest = 0;
    for (let k = b * table.maxSize; k < b * table.maxSize + digits - 1; k++) {
      largest = Math.max(largest, popcount(board.cands[table.cells[k]!]!));
    }
    return wingRating(digits, largest);
  };
  const search = { board, ta: small, rows: bivalue, tb: table, cols: larger, lowest, rate };
  return findXz({ ...search, subset: true, technique: WING_NAMES[digits]! });
}

function bentWing(digits: number): Technique {
  return {
    id: WING_NAMES[digits]!,
    name: digits === 4 ? 'WXYZ-Wing' : 'VWXYZ-Wing',
    family: 'als',
    rating: wingRating(digits, 2),
    find: (board, context) => findBentWing(board, context, digits),
  };
}

/** WXYZ-Wing: a bivalue cell and a 3-cell ALS, four digits in all (5.5-5.6). */
export const wxyzWing = bentWing(4);
/** VWXYZ-Wing: a bivalue cell and a 4-cell ALS, five digits in all (6.2-6.4). */
export const vwxyzWing = bentWing(5);

/** The easiest ALS-XZ between two sets of two or three cells. */
function findAlsXz(board: CandidateBoard, context: SearchContext): Step | undefined {
  const table = smallAls(board, context);
  const sets = setsOfSize(table, 2, true);
  context.work -=
    2 *
    pairsSharingTwo(
      sets.map((i) => table.masks[i]!),
      board.size,
    );
  return findXz({
    board,
    ta: table,
    rows: sets,
    tb: table,
    cols: sets,
    subset: false,
    lowest: alsXzRating(4),
    rate: (a, b) => alsXzRating(table.sizes[a]! + table.sizes[b]!),
    technique: 'als-xz',
  });
}

/** An ALS-XZ search over pairs of a set of `rows` (in `ta`) and one of `cols` (in `tb`). */
interface XzSearch {
  readonly board: CandidateBoard;
  readonly ta: AlsTable;
  readonly rows: readonly number[];
  readonly tb: AlsTable;
  readonly cols: readonly number[];
  /** Only pairs where the row set's digits are among the column set's (bent wings). */
  readonly subset: boolean;
  readonly rate: (a: number, b: number) => number;
  /** No pair rates lower. */
  readonly lowest: number;
  readonly technique: string;
}

/**
 * The first pair (row, then column, in list order) of the lowest rating that shares two or
 * more digits, no cell, and a restricted common giving eliminations: what the plain double
 * loop over the lists finds, without trying most pairs. Set b can only share x restrictedly
 * with set a if b's first cell holding x sees every x of a, so only the column sets whose
 * first x-cell is such a cell are tried (through an index). When rows and columns are the same
 * list, each unordered pair is tried once, as (earlier, later): restricted commons and
 * eliminations are symmetric, and that order is the first of the two the double loop meets.
 */
function findXz(search: XzSearch): Step | undefined {
  const { board, ta, rows, tb, cols, subset } = search;
  const same = rows === cols;
  const { words } = tb;
  const { cellCount } = board.tables;
  const slots = board.size + 1;
  // byFirst[x * cellCount + c]: the column sets (positions in `cols`, listed from the last)
  // whose first cell holding x is c, linked through `next`; `firsts` marks those cells.
  const byFirst = new Int32Array(slots * cellCount).fill(-1);
  const next = new Int32Array(cols.length * slots);
  const firsts = new Uint32Array(slots * words);
  cols.forEach((b, q) => {
    for (let m = tb.masks[b]!; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      let c = cellCount;
      for (let k = b * tb.maxSize; k < b * tb.maxSize + tb.sizes[b]!; k++) {
        const cell = tb.cells[k]!;
        if (board.cands[cell]! & (1 << x)) c = Math.min(c, cell);
      }
      next[q * slots + x] = byFirst[x * cellCount + c]!;
      byFirst[x * cellCount + c] = q;
      firsts[x * words + (c >> 5)]! |= 1 << (c & 31);
    }
  });
  const tried = new Int32Array(cols.length).fill(-1);
  let best: Step | undefined;
  let bestP = -1;
  let bestQ = -1;
  for (let p = 0; p < rows.length; p++) {
    const a = rows[p]!;
    const maskA = ta.masks[a]!;
    prepare(board, ta, a);
    for (let m = maskA; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      for (let w = 0; w < words; w++) {
        const base = a * ta.stride + x * words;
        for (let t = ta.digitSeen[base + w]! & firsts[x * words + w]!; t; t &= t - 1) {
          const c = w * 32 + 31 - Math.clz32(t & -t);
          for (let q = byFirst[x * cellCount + c]!; q >= 0; q = next[q * slots + x]!) {
            if ((same && q <= p) || tried[q] === p) continue;
            tried[q] = p;
            const b = cols[q]!;
            const common = maskA & tb.masks[b]!;
            if (!(common & (common - 1)) || (subset && common !== maskA)) continue;
            if (overlap(ta, a, tb, b)) continue;
            const rating = search.rate(a, b);
            // Keep the first pair (row p, then column q) of the lowest rating.
            const later = rating === best?.rating && (bestP < p || q > bestQ);
            if (best && (rating > best.rating || later)) continue;
            const found = restrictedCommon(board, ta, a, tb, b, common);
            if (!found) continue;
            best = xzStep(board, ta, a, tb, b, found, rating, search.technique);
            [bestP, bestQ] = [p, q];
          }
        }
      }
    }
    // Later rows come after this one, and nothing rates lower.
    if (best && best.rating <= search.lowest) return best;
  }
  return best;
}

/** ALS-XZ between two sets of two or more cells. */
export const alsXz: Technique = {
  id: 'als-xz',
  name: 'ALS-XZ',
  family: 'als',
  rating: alsXzRating(4),
  find: findAlsXz,
};
