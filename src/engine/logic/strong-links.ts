// Chains of strong links on one digit as Sukaku Explainer rates them (its "Strong Links"
// producer, StrongLinks.java / StrongLinksHint.java in SudokuMonster/SukakuExplainer, which
// replaced its Turbot Fish in the solver's list): the rating path's Skyscraper / 2-String Kite /
// Turbot / Empty Rectangle (two links) and its chains of three and four links, grouped or not.
//
// A chain takes n strong links of distinct houses that share no place of the digit
// (strong-link-table.ts), joined end to end: consecutive ends lie in one house (column, row or
// box, tried in that order). One of the two free ends holds the digit, so a cell seeing every
// cell of both loses it, unless it lies in a house the chain uses (a link's house, or a joining
// house of an open chain). When the free ends share a house too, the chain is a loop that also
// clears the digit around each joint.
//
// Rating (StrongLinksHint.getDifficulty): 4.0, 5.4, 5.8 for two, three, four links; +0.1 with a
// box link or with both rows and columns, +0.2 with both; a grouped link (or a house of a
// variant) makes it +0.3. Of every chain found, the lowest rating wins, then the most
// eliminations, as Sukaku Explainer sorts its hints.

import type { CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import {
  BOX,
  COLUMN,
  digitLinksOf,
  OTHER,
  ROW,
  sharedHouse,
  type DigitLink,
  type EndRef,
  type LinkEnd,
} from './strong-link-table.ts';
import type { SearchContext, Technique } from './technique.ts';

const BASE_RATINGS = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6];

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

interface Found {
  rating: number;
  count: number;
  digit: number;
  eliminations: Uint32Array;
  links: DigitLink[];
  /** The ends in chain order: each link's end in, then its end out (the first's in: the start). */
  path: LinkEnd[];
}

/** One search: chains of exactly `n` links on one digit. */
interface Walk {
  readonly n: number;
  readonly digit: number;
  readonly endsIn: readonly (readonly EndRef[] | undefined)[];
  readonly holding: Uint32Array;
  readonly words: number;
  /** Scratch for a chain's eliminations. */
  readonly scratch: Uint32Array;
  readonly houseBits: Uint32Array;
  readonly context: SearchContext;
  readonly withGrouped: boolean;
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

function houseBitsOf(board: CandidateBoard): Uint32Array {
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
function conclude(walk: Walk): void {
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
  const out = walk.scratch;
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

/** Extends the chain from its open end `from`, through each house holding all of it. */
function extend(walk: Walk, from: LinkEnd): void {
  const { used, places, words, chain, ends, shares } = walk;
  const houses = from.houses;
  const first = chain[0]!;
  for (let i = 0; i < houses.length; i++) {
    const share = houses[i]!;
    // Turbot Fish joins its two links through a third house.
    if (walk.n === 2 && share === first.house) continue;
    for (const ref of walk.endsIn[share] ?? []) {
      const link = ref.link;
      if (used[link.house] || (!walk.withGrouped && (link.grouped || link.kind === OTHER)))
        continue;
      if (walk.n === 2 && share === link.house) continue;
      // The first house the two ends share is the joint (column, row, box): met earlier.
      let earlier = false;
      for (let j = 0; j < i && !earlier; j++) earlier = ref.end.houses.includes(houses[j]!);
      if (earlier) continue;
      let overlap = 0;
      for (let w = 0; w < words; w++) overlap |= places[w]! & link.places[w]!;
      if (overlap) continue;
      walk.context.work -= 2;
      used[link.house] = 1;
      for (let w = 0; w < words; w++) places[w]! |= link.places[w]!;
      chain.push(link);
      ends.push(ref.end, ref.other);
      shares.push(share);
      // Each open chain is met from both ends: conclude it from its lower-ranked first link.
      if (chain.length === walk.n) {
        if (first.rank < link.rank) conclude(walk);
      } else extend(walk, ref.other);
      shares.pop();
      ends.length -= 2;
      chain.pop();
      for (let w = 0; w < words; w++) places[w]! &= ~link.places[w]!;
      used[link.house] = 0;
    }
  }
}

function search(
  board: CandidateBoard,
  context: SearchContext,
  n: number,
  withGrouped: boolean,
): Found | undefined {
  const words = Math.ceil(board.tables.cellCount / 32);
  const houseBits = houseBitsOf(board);
  let best: Found | undefined;
  const tables = digitLinksOf(board);
  for (let digit = 1; digit <= board.size; digit++) {
    const { links, holding, endsIn } = tables[digit]!;
    if (links.length < n) continue;
    const walk: Walk = {
      n,
      digit,
      endsIn,
      holding,
      words,
      scratch: new Uint32Array(words),
      houseBits,
      context,
      withGrouped,
      used: new Uint8Array(board.tables.houseCount),
      places: new Uint32Array(words),
      chain: [],
      ends: [],
      shares: [],
      best,
    };
    for (const link of links) {
      if (!withGrouped && (link.grouped || link.kind === OTHER)) continue;
      walk.used[link.house] = 1;
      walk.places.set(link.places);
      walk.chain.push(link);
      for (const ref of link.refs) {
        walk.ends.push(ref.end, ref.other);
        extend(walk, ref.other);
        walk.ends.length = 0;
      }
      walk.chain.pop();
      walk.places.fill(0);
      walk.used[link.house] = 0;
    }
    best = walk.best;
  }
  return best;
}

function idOf(found: Found): string {
  const n = found.links.length;
  if (found.links.some((l) => l.grouped || l.kind === OTHER)) return `grouped-x-chain-${n}`;
  if (n > 2) return 'x-chain';
  const kinds = found.links.map((l) => l.kind);
  if (kinds.includes(BOX)) return 'turbot-fish';
  return kinds[0] === kinds[1] ? 'skyscraper' : 'two-string-kite';
}

function stepOf(board: CandidateBoard, found: Found): Step {
  const { digit, path, links } = found;
  const eliminations: CellDigit[] = [];
  for (let c = 0; c < board.tables.cellCount; c++) {
    if (found.eliminations[c >> 5]! & (1 << (c & 31))) eliminations.push({ cell: c, digit });
  }
  // The end cells alternate: off (start), on (its link's other end), off (weakly linked) ...
  const chain: ChainNode[] = path.map((end, i) => ({
    cell: end.cells[0]!,
    digit,
    on: i % 2 === 1,
    via: i % 2 === 1 ? links[(i - 1) / 2]!.house : -1,
    ...(end.cells.length > 1 ? { group: end.cells.slice() } : {}),
  }));
  return {
    technique: idOf(found),
    rating: found.rating,
    size: board.size,
    digits: [digit],
    cells: [...new Set(path.flatMap((end) => end.cells))],
    houses: links.map((l) => l.house),
    placements: [],
    eliminations,
    chains: [chain],
  };
}

/** The easiest chain of `n` strong links: ungrouped ones first (a grouped one rates above). */
function find(board: CandidateBoard, context: SearchContext, n: number): Step | undefined {
  const found = search(board, context, n, false) ?? search(board, context, n, true);
  return found && stepOf(board, found);
}

function strongLinks(n: number, name: string): Technique {
  return {
    id: `strong-links-${n}`,
    name,
    family: n === 2 ? 'single-digit' : 'chain',
    rating: BASE_RATINGS[n]!,
    find: (board, context) => find(board, context, n),
  };
}

/** Two strong links: Skyscraper 4.0, 2-String Kite and Turbot 4.1, grouped (incl. ER) 4.3. */
export const strongLinks2 = strongLinks(2, 'Skyscraper / Kite / Turbot');
/** Three strong links (5.4-5.7). */
export const strongLinks3 = strongLinks(3, 'X-Chain');
