// Almost locked sets: n cells of one house holding n + 1 digits between them. Two ALSs that
// share a digit X whose places all see each other (a restricted common) can't both lose X, so
// for any other shared digit Z, one of them holds Z: cells seeing every Z of both lose Z.
// With a bivalue cell as one set, this is the WXYZ-Wing family (VWXYZ, UVWXYZ ...).
//
// Speed: these searches run at almost every step of a hard puzzle's grading and nearly always
// fail, so the sets come from flat per-state tables (als-sets.ts), the pairs to try come from
// an index, and nothing is allocated until a step is found.

import { popcount } from '../grid.ts';
import {
  cellsOfSet,
  firstCells,
  fourCellAls,
  largeAls,
  pairsSharingTwo,
  prepare,
  setsOfSize,
  smallAls,
  type AlsTable,
} from './als-sets.ts';
import { firstDigit, type CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** True when every x of set b of tb sees every x of set a of ta (prepared): x is restricted. */
function restrictedDigit(
  board: CandidateBoard,
  ta: AlsTable,
  a: number,
  tb: AlsTable,
  b: number,
  x: number,
): boolean {
  const { words } = ta;
  const base = a * ta.stride + x * words;
  for (let k = b * tb.maxSize; k < b * tb.maxSize + tb.sizes[b]!; k++) {
    const c = tb.cells[k]!;
    const seen = ta.digitSeen[base + (c >> 5)]! & (1 << (c & 31));
    if (board.cands[c]! & (1 << x) && !seen) return false;
  }
  return true;
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
    if (!restrictedDigit(board, ta, a, tb, b, x)) continue;
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

/**
 * A bent wing whose bivalue cell's two digits both link back (every wing cell holding either
 * sees the bivalue cell): Sukaku Explainer's doubly linked wing (WXYZWingHint and its larger
 * kin in SudokuMonster/SukakuExplainer). The wing cells then lock their other digits, so
 * besides both linking digits (seen with the bivalue cell) each other digit goes from every
 * cell seeing all of the wing's places for it. Returns the eliminations, or undefined when a
 * digit doesn't link back or nothing goes.
 */
function doublyLinked(
  board: CandidateBoard,
  ta: AlsTable,
  a: number,
  tb: AlsTable,
  b: number,
): CellDigit[] | undefined {
  const links = ta.masks[a]!;
  for (let m = links; m; m &= m - 1) {
    if (!restrictedDigit(board, ta, a, tb, b, 31 - Math.clz32(m & -m))) return undefined;
  }
  const [yz] = cellsOfSet(ta, a) as [number];
  const wing = cellsOfSet(tb, b);
  const out: CellDigit[] = [];
  for (const v of digitsOf(tb.masks[b]!)) {
    const holders = wing.filter((c) => board.has(c, v));
    if (links & (1 << v)) holders.push(yz);
    for (const cell of board.geometry.peers[holders[0]!]!) {
      if (!board.has(cell, v) || cell === yz || wing.includes(cell)) continue;
      if (holders.every((h) => board.sees(cell, h))) out.push({ cell, digit: v });
    }
  }
  return out.length ? out : undefined;
}

const WING_NAMES = [
  '',
  '',
  '',
  'xyz-wing',
  'wxyz-wing',
  'vwxyz-wing',
  'uvwxyz-wing',
  'tuvwxyz-wing',
];
const WING_TITLES = [
  '',
  '',
  '',
  'XYZ-Wing',
  'WXYZ-Wing',
  'VWXYZ-Wing',
  'UVWXYZ-Wing',
  'TUVWXYZ-Wing',
];

/**
 * Rating of a bent wing as Sukaku Explainer rates it: a base for its number of digits (WXYZ
 * 5.5, VWXYZ 6.2), plus 0.1 per step that its largest cell's candidate count is from the
 * extremes (a middle-sized pivot is harder to see).
 */
export function wingRating(digits: number, largest: number): number {
  // Sukaku Explainer rates the two largest wings flat: UVWXYZ 6.6, TUVWXYZ 7.5.
  if (digits === 6) return 6.6;
  if (digits === 7) return 7.5;
  const base = digits === 4 ? 5.5 : 6.2;
  const middle = Math.floor((digits + 2) / 2);
  return Math.round((base + (digits - middle - Math.abs(middle - largest)) * 0.1) * 10) / 10;
}
/** Rating of an ALS-XZ of two sets with more than one cell each, by total cell count. */
export function alsXzRating(cells: number): number {
  return Math.min(7.4, 6.7 + 0.1 * Math.max(0, cells - 4));
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
  doubly = false,
): Step | undefined {
  const small = smallAls(board, context);
  const table =
    digits === 4
      ? small
      : digits === 5
        ? fourCellAls(board, context)
        : largeAls(board, context, digits === 6 ? 5 : 6);
  const rowSizes = [1, 1] as const;
  const colSizes = [digits - 1, digits - 1] as const;
  const masks = [
    ...setsOfSize(small, rowSizes).map((i) => small.masks[i]!),
    ...setsOfSize(table, colSizes).map((i) => table.masks[i]!),
  ];
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
  const technique = WING_NAMES[digits]!;
  return findXz({
    board,
    ta: small,
    rowSizes,
    tb: table,
    colSizes,
    subset: true,
    rate,
    lowest,
    technique,
    doubly,
  });
}

function bentWing(digits: number, doubly = false): Technique {
  return {
    id: WING_NAMES[digits]!,
    name: WING_TITLES[digits]!,
    family: 'als',
    rating: wingRating(digits, 2),
    find: (board, context) => findBentWing(board, context, digits, doubly),
  };
}

/** WXYZ-Wing: a bivalue cell and a 3-cell ALS, four digits in all (5.5-5.6). */
export const wxyzWing = bentWing(4);
/** VWXYZ-Wing: a bivalue cell and a 4-cell ALS, five digits in all (6.2-6.4). */
export const vwxyzWing = bentWing(5);
/** UVWXYZ-Wing: a bivalue cell and a 5-cell ALS, six digits in all (6.6). */
export const uvwxyzWing = bentWing(6);
/** TUVWXYZ-Wing: a bivalue cell and a 6-cell ALS, seven digits in all (7.5). */
export const tuvwxyzWing = bentWing(7);
/** The rating path's WXYZ-Wing: doubly linked wings too, as Sukaku Explainer finds them. */
export const wxyzWingRated = bentWing(4, true);
/** The rating path's VWXYZ-Wing: doubly linked wings too. */
export const vwxyzWingRated = bentWing(5, true);

/** The easiest ALS-XZ between two sets of two or three cells. */
function findAlsXz(board: CandidateBoard, context: SearchContext): Step | undefined {
  const table = smallAls(board, context);
  const sizes = [2, 3] as const;
  context.work -=
    2 *
    pairsSharingTwo(
      setsOfSize(table, sizes).map((i) => table.masks[i]!),
      board.size,
    );
  return findXz({
    board,
    ta: table,
    rowSizes: sizes,
    tb: table,
    colSizes: sizes,
    subset: false,
    lowest: alsXzRating(4),
    rate: (a, b) => alsXzRating(table.sizes[a]! + table.sizes[b]!),
    technique: 'als-xz',
  });
}

/** An ALS-XZ search over pairs of a set of `ta` (a row) and a set of `tb` (a column). */
interface XzSearch {
  readonly board: CandidateBoard;
  readonly ta: AlsTable;
  readonly tb: AlsTable;
  /** Cell counts of the row sets and of the column sets: fewest and most. */
  readonly rowSizes: readonly [number, number];
  readonly colSizes: readonly [number, number];
  /** Only pairs where the row set's digits are among the column set's (bent wings). */
  readonly subset: boolean;
  readonly rate: (a: number, b: number) => number;
  /** No pair rates lower. */
  readonly lowest: number;
  readonly technique: string;
  /** Bent wings as the rating path sees them: doubly linked ones too (doublyLinked). */
  readonly doubly?: boolean;
}

/**
 * The first pair (row, then column, in table order) of the lowest rating that shares two or
 * more digits, no cell, and a restricted common giving eliminations: what the plain double
 * loop over the two lists finds, without trying most pairs. Set b can only share x
 * restrictedly with set a if b's first cell holding x sees every x of a, so only the sets
 * whose first x-cell is such a cell are tried (through the index). When rows and columns are
 * the same sets, each unordered pair is tried once, as (earlier, later): restricted commons and
 * eliminations are symmetric, and that order is the first of the two the double loop meets.
 */
function findXz(search: XzSearch): Step | undefined {
  const { board, ta, tb, rowSizes, colSizes, subset } = search;
  const same = ta === tb && rowSizes[0] === colSizes[0] && rowSizes[1] === colSizes[1];
  const { words } = tb;
  const { cellCount } = board.tables;
  const slots = board.size + 1;
  const { heads, next, firsts } = firstCells(board, tb);
  const tried = new Int32Array(tb.count).fill(-1);
  let best: Step | undefined;
  let bestA = -1;
  let bestB = -1;
  for (let a = 0; a < ta.count; a++) {
    if (ta.sizes[a]! < rowSizes[0] || ta.sizes[a]! > rowSizes[1]) continue;
    const maskA = ta.masks[a]!;
    prepare(board, ta, a);
    for (let m = maskA; m; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      for (let w = 0; w < words; w++) {
        const base = a * ta.stride + x * words;
        for (let t = ta.digitSeen[base + w]! & firsts[x * words + w]!; t; t &= t - 1) {
          const c = w * 32 + 31 - Math.clz32(t & -t);
          for (let b = heads[x * cellCount + c]!; b >= 0; b = next[b * slots + x]!) {
            if ((same && b <= a) || tried[b] === a) continue;
            tried[b] = a;
            if (tb.sizes[b]! < colSizes[0] || tb.sizes[b]! > colSizes[1]) continue;
            const common = maskA & tb.masks[b]!;
            if (!(common & (common - 1)) || (subset && common !== maskA)) continue;
            if (overlap(ta, a, tb, b)) continue;
            const rating = search.rate(a, b);
            // Keep the first pair (row a, then column b) of the lowest rating.
            const later = rating === best?.rating && (bestA < a || b > bestB);
            if (best && (rating > best.rating || later)) continue;
            const doubly = search.doubly ? doublyLinked(board, ta, a, tb, b) : undefined;
            const found = doubly ? 0 : restrictedCommon(board, ta, a, tb, b, common);
            if (!found && !doubly) continue;
            const step = xzStep(
              board,
              ta,
              a,
              tb,
              b,
              found || firstDigit(common),
              rating,
              search.technique,
            );
            best = doubly ? { ...step, eliminations: doubly } : step;
            [bestA, bestB] = [a, b];
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
