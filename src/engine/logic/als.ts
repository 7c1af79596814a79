// Almost locked sets: n cells of one house holding n + 1 digits between them. Two ALSs that
// share a digit X whose places all see each other (a restricted common) can't both lose X, so
// for any other shared digit Z, one of them holds Z: cells seeing every Z of both lose Z.
// With a bivalue cell as one set, this is the WXYZ-Wing family (VWXYZ, UVWXYZ ...).

import { popcount } from '../grid.ts';
import { cachedFor, type CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

export interface Als {
  readonly cells: readonly number[];
  readonly mask: number;
  readonly house: number;
  /** Cell set of the ALS as a bitmap of `words` 32-bit words. */
  readonly bits: Uint32Array;
  /** Per digit d: the ALS cells holding d (at d * words) ... */
  readonly digitCells: Uint32Array;
  /** ... and the cells that see every one of them. */
  readonly digitSeen: Uint32Array;
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

const peerBitsCache = new Map<string, Uint32Array>();

/** Peers of every cell as bitmaps (cell * words). */
function peerBits(board: CandidateBoard): Uint32Array {
  const key = board.geometry.id;
  let bits = peerBitsCache.get(key);
  if (!bits) {
    const { cellCount } = board.tables;
    const words = Math.ceil(cellCount / 32);
    bits = new Uint32Array(cellCount * words);
    board.geometry.peers.forEach((peers, cell) => {
      for (const p of peers) bits![cell * words + (p >> 5)]! |= 1 << (p & 31);
    });
    peerBitsCache.set(key, bits);
  }
  return bits;
}

function makeAls(board: CandidateBoard, cells: number[], mask: number, house: number): Als {
  const words = Math.ceil(board.tables.cellCount / 32);
  const peers = peerBits(board);
  const bits = new Uint32Array(words);
  for (const c of cells) bits[c >> 5]! |= 1 << (c & 31);
  const digitCells = new Uint32Array((board.size + 1) * words);
  const digitSeen = new Uint32Array((board.size + 1) * words);
  for (const d of digitsOf(mask)) {
    const base = d * words;
    digitSeen.fill(0xffffffff, base, base + words);
    for (const c of cells) {
      if (!board.has(c, d)) continue;
      digitCells[base + (c >> 5)]! |= 1 << (c & 31);
      for (let w = 0; w < words; w++) digitSeen[base + w]! &= peers[c * words + w]!;
    }
  }
  return { cells, mask, house, bits, digitCells, digitSeen };
}

const smallCache = new WeakMap<CandidateBoard, { version: number; value: Als[] }>();
const largeCache = new WeakMap<CandidateBoard, { version: number; value: Als[] }>();

/**
 * Every ALS of 1 to `maxSize` cells, each cell set listed once. Sets of up to three cells and
 * of four cells are built (and cached per board state) separately: four-cell sets are many.
 */
export function allAls(board: CandidateBoard, maxSize: number, context: SearchContext): Als[] {
  const small = cachedFor(smallCache, board, () => buildAls(board, 3, 1, context));
  if (maxSize <= 3) return small.filter((s) => s.cells.length <= maxSize);
  return [...small, ...cachedFor(largeCache, board, () => buildAls(board, 4, 4, context))];
}

function buildAls(
  board: CandidateBoard,
  maxSize: number,
  minSize: number,
  context: SearchContext,
): Als[] {
  const out: Als[] = [];
  const seen = new Set<string>();
  const houses = board.geometry.houses;
  for (let h = 0; h < board.tables.houseCount; h++) {
    const empty = houses[h]!.cells.filter((c) => board.cands[c]);
    const pick: number[] = [];
    const walk = (start: number, mask: number) => {
      context.work -= 1;
      if (pick.length >= minSize && popcount(mask) === pick.length + 1) {
        const key = pick.join(',');
        if (!seen.has(key)) {
          seen.add(key);
          out.push(makeAls(board, [...pick], mask, h));
        }
      }
      if (pick.length === maxSize) return;
      for (let i = start; i < empty.length; i++) {
        const next = mask | board.cands[empty[i]!]!;
        // n cells with more than n + 1 digits can only grow by one digit per cell added.
        if (popcount(next) > maxSize + 1) continue;
        pick.push(empty[i]!);
        walk(i + 1, next);
        pick.pop();
      }
    };
    walk(0, 0);
  }
  return out;
}

/** The first ALS-XZ step between two sets accepted by `accept`, rated by `rate`. */
export function findAlsXz(
  board: CandidateBoard,
  context: SearchContext,
  sets: readonly Als[],
  accept: (a: Als, b: Als) => boolean,
  rate: (a: Als, b: Als) => number,
  technique: (a: Als, b: Als) => string,
): Step | undefined {
  const { cellCount } = board.tables;
  const words = Math.ceil(cellCount / 32);
  // Cells holding each digit, as bitmaps.
  const holding = new Uint32Array((board.size + 1) * words);
  for (let c = 0; c < cellCount; c++) {
    let m = board.cands[c]!;
    while (m) {
      const d = 31 - Math.clz32(m & -m);
      m &= m - 1;
      holding[d * words + (c >> 5)]! |= 1 << (c & 31);
    }
  }
  let best: Step | undefined;
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i]!;
    for (let j = 0; j < sets.length; j++) {
      if (i === j) continue;
      const b = sets[j]!;
      const common = a.mask & b.mask;
      if (popcount(common) < 2) continue;
      context.work -= 2;
      let overlap = false;
      for (let w = 0; w < words; w++) if (a.bits[w]! & b.bits[w]!) overlap = true;
      if (overlap || !accept(a, b)) continue;
      const rating = rate(a, b);
      if (best && rating >= best.rating) continue;
      for (const x of digitsOf(common)) {
        // A restricted common: every x of b sees every x of a.
        let restricted = true;
        for (let w = 0; w < words; w++) {
          if (b.digitCells[x * words + w]! & ~a.digitSeen[x * words + w]!) restricted = false;
        }
        if (!restricted) continue;
        const eliminations: CellDigit[] = [];
        for (const z of digitsOf(common & ~(1 << x))) {
          for (let w = 0; w < words; w++) {
            let t =
              a.digitSeen[z * words + w]! &
              b.digitSeen[z * words + w]! &
              holding[z * words + w]! &
              ~a.bits[w]! &
              ~b.bits[w]!;
            while (t) {
              const bit = 31 - Math.clz32(t & -t);
              t &= t - 1;
              eliminations.push({ cell: w * 32 + bit, digit: z });
            }
          }
        }
        if (!eliminations.length) continue;
        const xCells = [...a.cells, ...b.cells].filter((c) => board.has(c, x));
        best = {
          technique: technique(a, b),
          rating,
          size: board.size,
          digits: digitsOf(a.mask | b.mask),
          cells: [...a.cells, ...b.cells],
          houses: [a.house, b.house],
          extraCells: [...b.cells],
          placements: [],
          eliminations,
          candidates: xCells.map((cell) => ({ cell, digit: x })),
        };
        break;
      }
    }
  }
  return best;
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

function bentWing(digits: number): Technique {
  return {
    id: WING_NAMES[digits]!,
    name: digits === 4 ? 'WXYZ-Wing' : 'VWXYZ-Wing',
    family: 'als',
    rating: wingRating(digits, 2),
    find(board, context) {
      const sets = allAls(board, digits - 1, context);
      const bivalue = sets.filter((s) => s.cells.length === 1);
      const larger = sets.filter((s) => s.cells.length === digits - 1);
      const largest = (s: Als) => Math.max(...s.cells.map((c) => popcount(board.cands[c]!)));
      return findAlsXz(
        board,
        context,
        [...bivalue, ...larger],
        (a, b) =>
          a.cells.length === 1 &&
          b.cells.length === digits - 1 &&
          popcount(a.mask | b.mask) === digits,
        (_, b) => wingRating(digits, largest(b)),
        () => WING_NAMES[digits]!,
      );
    },
  };
}

/** WXYZ-Wing: a bivalue cell and a 3-cell ALS, four digits in all (5.5-5.6). */
export const wxyzWing = bentWing(4);
/** VWXYZ-Wing: a bivalue cell and a 4-cell ALS, five digits in all (6.2-6.4). */
export const vwxyzWing = bentWing(5);

/** ALS-XZ between two sets of two or more cells. */
export const alsXz: Technique = {
  id: 'als-xz',
  name: 'ALS-XZ',
  family: 'als',
  rating: alsXzRating(4),
  find(board, context) {
    const sets = allAls(board, 3, context).filter((s) => s.cells.length >= 2);
    return findAlsXz(
      board,
      context,
      sets,
      () => true,
      (a, b) => alsXzRating(a.cells.length + b.cells.length),
      () => 'als-xz',
    );
  },
};
