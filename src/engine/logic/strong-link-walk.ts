// The shared state of Sukaku Explainer's strong-link chain searches (strong-links.ts walks
// chains of three links and more, strong-link-pairs.ts pairs of links): a chain's rating from
// its links (StrongLinksHint.getDifficulty / TurbotFishHint.getDifficulty in
// SudokuMonster/SukakuExplainer) and its eliminations, and the best chain kept.

import type { CandidateBoard } from './board.ts';
import {
  BOX,
  COLUMN,
  OTHER,
  ROW,
  sharedHouse,
  type DigitLink,
  type EndRef,
  type LinkEnd,
} from './strong-link-table.ts';
import type { SearchContext } from './technique.ts';

export const BASE_RATINGS = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6];

/**
 * Rating of a chain from its links' kinds. Two links rate as Sukaku Explainer's Turbot Fish
 * (TurbotFishHint.getDifficulty: Skyscraper 4.0, 2-String Kite 4.1, a box 4.2, grouped 4.3);
 * longer ones as its Strong Links (StrongLinksHint.getDifficulty: base, +0.1 with a box or with
 * both rows and columns, +0.2 with both, +0.3 grouped or with a variant's house).
 */
function chainRating(links: number, kinds: number, grouped: boolean): number {
  const base = BASE_RATINGS[links]!;
  const box = (kinds & (1 << BOX)) !== 0;
  const bothLines = (kinds & (1 << ROW)) !== 0 && (kinds & (1 << COLUMN)) !== 0;
  if (grouped || kinds & (1 << OTHER)) return Math.round((base + 0.3) * 10) / 10;
  if (links === 2) return box ? 4.2 : bothLines ? 4.1 : 4.0;
  if (!box && !bothLines) return base;
  return Math.round((base + (box && bothLines ? 0.2 : 0.1)) * 10) / 10;
}

export interface Found {
  rating: number;
  count: number;
  digit: number;
  eliminations: Uint32Array;
  links: DigitLink[];
  /** The ends in chain order: each link's end in, then its end out (the first's in: the start). */
  path: LinkEnd[];
}

/** One search: chains of exactly `n` links on one digit. */
export interface Walk {
  readonly n: number;
  readonly digit: number;
  readonly links: readonly DigitLink[];
  /** Per house (`linkWords` words each): the links with an end lying wholly in it. */
  readonly houseLinks: Uint32Array;
  readonly linkWords: number;
  readonly holding: Uint32Array;
  readonly words: number;
  /** Scratch of the two-link search: its ends, their links, the ends per house. */
  readonly refs: EndRef[];
  readonly owner: number[];
  readonly endsIn: Int32Array;
  readonly groupedIn: Int32Array;
  readonly buckets: number[][];
  /** Scratch for a chain's eliminations, and for a search's own use. */
  readonly out: Uint32Array;
  readonly scratch: Uint32Array;
  readonly houseBits: Uint32Array;
  readonly context: SearchContext;
  /** 1 for the houses of the chain's links. */
  readonly used: Uint8Array;
  readonly places: Uint32Array;
  readonly chain: DigitLink[];
  readonly ends: LinkEnd[];
  readonly shares: number[];
  best: Found | undefined;
}

/** Bits of every cell of each house, per geometry. */
const houseBitsCache = new Map<string, Uint32Array>();

export function houseBitsOf(board: CandidateBoard): Uint32Array {
  let bits = houseBitsCache.get(board.geometry.id);
  if (!bits) {
    const words = Math.ceil(board.tables.cellCount / 32);
    bits = new Uint32Array(board.tables.houseCount * words);
    board.geometry.houses.forEach((house, h) => {
      for (const c of house.cells) bits![h * words + (c >> 5)]! |= 1 << (c & 31);
    });
    houseBitsCache.set(board.geometry.id, bits);
  }
  return bits;
}

function countBits(bits: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) for (let m = bits[w]!; m; m &= m - 1) n++;
  return n;
}

/** Eliminations of the chain in `walk` (ends in walk.ends), or undefined. */
export function conclude(walk: Walk): void {
  const { words, ends, chain, houseBits, shares, holding } = walk;
  const start = ends[0]!;
  const end = ends[ends.length - 1]!;
  let kinds = 0;
  let grouped = false;
  for (const link of chain) {
    kinds |= 1 << link.kind;
    grouped ||= link.grouped;
  }
  const rating = chainRating(chain.length, kinds, grouped);
  if (walk.best && rating > walk.best.rating) return;
  const ring = sharedHouse(start, end) >= 0;
  const out = walk.out;
  let any = 0;
  for (let w = 0; w < words; w++) {
    let v = start.sees[w]! & end.sees[w]! & holding[w]!;
    for (const link of chain) v &= ~houseBits[link.house * words + w]!;
    if (!ring && chain.length > 2) for (const h of shares) v &= ~houseBits[h * words + w]!;
    out[w] = v;
    any |= v;
  }
  if (!any && !ring) return;
  let count = countBits(out);
  if (ring) {
    // A loop: around each joint too (ends ends[2i+1] and ends[2i+2] of consecutive links).
    for (let j = 1; j + 1 < ends.length - 1; j += 2) {
      const a = ends[j]!;
      const b = ends[j + 1]!;
      for (let w = 0; w < words; w++) {
        let v = a.sees[w]! & b.sees[w]! & holding[w]!;
        for (const link of chain) v &= ~houseBits[link.house * words + w]!;
        for (let m = v; m; m &= m - 1) count++;
        out[w]! |= v;
        any |= v;
      }
    }
  }
  if (!any) return;
  const best = walk.best;
  if (best && rating === best.rating && count <= best.count) return;
  walk.best = {
    rating,
    count,
    digit: walk.digit,
    eliminations: out.slice(),
    links: chain.slice(),
    path: ends.slice(),
  };
}

/** Reused arrays of the searches on one geometry (a search never runs inside another). */
interface Scratch {
  readonly used: Uint8Array;
  readonly places: Uint32Array;
  readonly out: Uint32Array;
  readonly victims: Uint32Array;
  readonly endsIn: Int32Array;
  readonly groupedIn: Int32Array;
  readonly refs: EndRef[];
  readonly owner: number[];
  readonly chain: DigitLink[];
  readonly ends: LinkEnd[];
  readonly shares: number[];
  readonly buckets: number[][];
  houseLinks: Uint32Array;
}

const scratchCache = new Map<string, Scratch>();

export function scratchOf(board: CandidateBoard): Scratch {
  let scratch = scratchCache.get(board.geometry.id);
  if (!scratch) {
    const words = Math.ceil(board.tables.cellCount / 32);
    const { houseCount } = board.tables;
    scratch = {
      used: new Uint8Array(houseCount),
      places: new Uint32Array(words),
      out: new Uint32Array(words),
      victims: new Uint32Array(words),
      endsIn: new Int32Array(houseCount * 2),
      groupedIn: new Int32Array(houseCount * 2),
      refs: [],
      owner: [],
      chain: [],
      ends: [],
      shares: [],
      buckets: [[], [], [], []],
      houseLinks: new Uint32Array(houseCount),
    };
    scratchCache.set(board.geometry.id, scratch);
  }
  return scratch;
}
