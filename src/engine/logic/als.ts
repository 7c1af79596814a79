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
  return cachedFor(smallCache, board, () => buildAls(board, 3, 1, context));
}

/** Every ALS of four cells (cached apart from the smaller ones: they are many). */
export function fourCellAls(board: CandidateBoard, context: SearchContext): AlsTable {
  return cachedFor(largeCache, board, () => buildAls(board, 4, 4, context));
}

function buildAls(
  board: CandidateBoard,
  maxSize: number,
  minSize: number,
  context: SearchContext,
): AlsTable {
  const masks: number[] = [];
  const houses: number[] = [];
  const sizes: number[] = [];
  const cells: number[] = [];
  const overlaps = earlierOverlaps(board);
  const pick: number[] = [];
  const empty: number[] = [];
  const position: number[] = [];
  let earlier = overlaps[0]!;
  let house = 0;
  let visited = 0;
  // `within`: positions in the house of the picked cells.
  const walk = (start: number, mask: number, within: number) => {
    visited++;
    if (pick.length >= minSize && popcount(mask) === pick.length + 1) {
      // A cell set inside two houses is found in both: keep the first.
      let first = true;
      for (const m of earlier) if (!(within & ~m)) first = false;
      if (first) {
        masks.push(mask);
        houses.push(house);
        sizes.push(pick.length);
        for (let i = 0; i < maxSize; i++) cells.push(pick[i] ?? -1);
      }
    }
    if (pick.length === maxSize) return;
    for (let i = start; i < empty.length; i++) {
      const next = mask | board.cands[empty[i]!]!;
      // n cells with more than n + 1 digits can only grow by one digit per cell added.
      if (popcount(next) > maxSize + 1) continue;
      pick.push(empty[i]!);
      walk(i + 1, next, within | (1 << position[i]!));
      pick.pop();
    }
  };
  for (; house < board.tables.houseCount; house++) {
    empty.length = position.length = 0;
    board.geometry.houses[house]!.cells.forEach((c, i) => {
      if (!board.cands[c]) return;
      empty.push(c);
      position.push(i);
    });
    earlier = overlaps[house]!;
    walk(0, 0, 0);
  }
  // One unit of work per subset looked at, as the search has always counted it.
  context.work -= visited;
  return fillBitmaps(board, { masks, houses, sizes, cells, maxSize });
}

function fillBitmaps(
  board: CandidateBoard,
  sets: Pick<AlsTable, 'masks' | 'houses' | 'sizes' | 'cells' | 'maxSize'>,
): AlsTable {
  const { cellCount } = board.tables;
  const count = sets.masks.length;
  const words = Math.ceil(cellCount / 32);
  const stride = (board.size + 1) * words;
  const peers = peerBitsOf(board);
  const holding = new Uint32Array(stride);
  for (let c = 0; c < cellCount; c++) {
    for (let m = board.cands[c]!; m; m &= m - 1) {
      holding[(31 - Math.clz32(m & -m)) * words + (c >> 5)]! |= 1 << (c & 31);
    }
  }
  // One buffer for the four bitmaps: a table is built at nearly every step.
  const data = new Uint32Array(count * (words + 3 * stride));
  const bits = data.subarray(0, count * words);
  const digitCells = data.subarray(count * words, count * (words + stride));
  const digitSeen = data.subarray(count * (words + stride), count * (words + 2 * stride));
  const reach = data.subarray(count * (words + 2 * stride));
  for (let i = 0; i < count; i++) {
    const first = i * sets.maxSize;
    const last = first + sets.sizes[i]!;
    for (let k = first; k < last; k++) {
      const c = sets.cells[k]!;
      bits[i * words + (c >> 5)]! |= 1 << (c & 31);
    }
    for (let m = sets.masks[i]!; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const base = i * stride + d * words;
      for (let w = 0; w < words; w++) {
        let holders = 0;
        let seen = -1;
        for (let k = first; k < last; k++) {
          const c = sets.cells[k]!;
          if (!(board.cands[c]! & (1 << d))) continue;
          if (c >> 5 === w) holders |= 1 << (c & 31);
          seen &= peers[c * words + w]!;
        }
        digitCells[base + w] = holders;
        digitSeen[base + w] = seen;
        reach[base + w] = seen & holding[d * words + w]! & ~bits[i * words + w]!;
      }
    }
  }
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
  };
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
 * For set a of table ta and set b of tb, sharing the digits `common` and no cell: the first
 * restricted common X (every X of b sees every X of a) with a cell seeing every Z of both for
 * another shared Z, or 0.
 */
function restrictedCommon(
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
    let outside = 0;
    for (let w = 0; w < words; w++) {
      outside |= tb.digitCells[baseB + x * words + w]! & ~ta.digitSeen[baseA + x * words + w]!;
    }
    if (outside) continue;
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

/** True when set a of ta and set b of tb share a cell. */
function overlap(ta: AlsTable, a: number, tb: AlsTable, b: number): boolean {
  for (let w = 0; w < ta.words; w++) {
    if (ta.bits[a * ta.words + w]! & tb.bits[b * tb.words + w]!) return true;
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
 * The easiest bent wing of `digits` digits: a bivalue cell and an ALS of `digits - 1` cells,
 * the cell's pair among the set's digits. It was first written as ALS-XZ over the list of
 * bivalue cells then sets; it keeps that search's order and work count, but only tests the
 * pairs that can match: a bivalue cell whose pair the set holds.
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
  let best: Step | undefined;
  for (const a of bivalue) {
    const pair = small.masks[a]!;
    for (const b of larger) {
      if (pair & ~table.masks[b]! || overlap(small, a, table, b)) continue;
      let largest = 0;
      for (let k = b * table.maxSize; k < b * table.maxSize + digits - 1; k++) {
        largest = Math.max(largest, popcount(board.cands[table.cells[k]!]!));
      }
      const rating = wingRating(digits, largest);
      if (best && rating >= best.rating) continue;
      const x = restrictedCommon(small, a, table, b, pair);
      if (!x) continue;
      best = xzStep(board, small, a, table, b, x, rating, WING_NAMES[digits]!);
      if (best.rating <= lowest) return best; // nothing later can rate lower
    }
  }
  return best;
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

/**
 * The easiest ALS-XZ between two sets of two or three cells: of the lowest rating, the first
 * pair in the order of the set list (a before b), as the plain double loop over the list finds.
 * Restricted commons and eliminations are symmetric, so each unordered pair is tried once, as
 * (earlier, later), which is the first of its two orders. The pairs are found through an
 * index: for set a and digit x, set b can only share x restrictedly if b's first cell holding
 * x sees every x of a, so only sets whose first x-cell is such a cell are tried.
 */
function findAlsXz(board: CandidateBoard, context: SearchContext): Step | undefined {
  const table = smallAls(board, context);
  const sets = setsOfSize(table, 2, true);
  const n = sets.length;
  const masks = sets.map((i) => table.masks[i]!);
  context.work -= 2 * pairsSharingTwo(masks, board.size);
  const { words, stride } = table;
  const { cellCount } = board.tables;
  // byFirst[x * cellCount + c]: the sets (positions in `sets`, listed from the last) whose
  // first cell holding x is c, linked through `next`; `firsts` marks those cells per digit.
  const byFirst = new Int32Array((board.size + 1) * cellCount).fill(-1);
  const next = new Int32Array(n * (board.size + 1));
  const firsts = new Uint32Array((board.size + 1) * words);
  for (let p = 0; p < n; p++) {
    for (let m = masks[p]!; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      const base = sets[p]! * stride + x * words;
      let w = 0;
      while (!table.digitCells[base + w]) w++;
      const word = table.digitCells[base + w]!;
      const c = w * 32 + 31 - Math.clz32(word & -word);
      next[p * (board.size + 1) + x] = byFirst[x * cellCount + c]!;
      byFirst[x * cellCount + c] = p;
      firsts[x * words + w]! |= 1 << (c & 31);
    }
  }
  const tried = new Int32Array(n).fill(-1);
  let best: Step | undefined;
  let bestP = -1;
  let bestQ = -1;
  for (let p = 0; p < n; p++) {
    const a = sets[p]!;
    for (let m = masks[p]!; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      const base = a * stride + x * words;
      for (let w = 0; w < words; w++) {
        for (let t = table.digitSeen[base + w]! & firsts[x * words + w]!; t; t &= t - 1) {
          const c = w * 32 + 31 - Math.clz32(t & -t);
          for (let q = byFirst[x * cellCount + c]!; q > p; q = next[q * (board.size + 1) + x]!) {
            if (tried[q] === p) continue;
            tried[q] = p;
            const b = sets[q]!;
            const common = masks[p]! & masks[q]!;
            if (!(common & (common - 1)) || overlap(table, a, table, b)) continue;
            const rating = alsXzRating(table.sizes[a]! + table.sizes[b]!);
            // Keep the first pair (row p, then column q) of the lowest rating.
            const later = rating === best?.rating && (bestP < p || q > bestQ);
            if (best && (rating > best.rating || later)) continue;
            const found = restrictedCommon(table, a, table, b, common);
            if (!found) continue;
            best = xzStep(board, table, a, table, b, found, rating, 'als-xz');
            [bestP, bestQ] = [p, q];
          }
        }
      }
    }
    // Later rows come after this one, and nothing rates lower.
    if (best && best.rating <= alsXzRating(4)) return best;
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
