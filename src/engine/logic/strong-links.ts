// Chains of strong links on one digit as Sukaku Explainer rates them (its Turbot Fish for two
// links, its Strong Links for more: TurbotFish.java, StrongLinks.java and their hints in
// SudokuMonster/SukakuExplainer): the rating path's Skyscraper / 2-String Kite / Turbot /
// Empty Rectangle and its chains of three links, grouped or not.
//
// A chain takes n strong links of distinct houses that share no place of the digit
// (strong-link-table.ts), joined end to end: consecutive ends lie in one house (column, row or
// box, tried in that order). One of the two free ends holds the digit, so a cell seeing every
// cell of both loses it, unless it lies in a house the chain uses (a link's house; for three
// links and more, a joining house of an open chain too). When the free ends share a house, the
// chain is a loop that also clears the digit around each joint.
//
// Ratings (strong-link-walk.ts): two links 4.0-4.2 by their houses, 4.3 grouped; three links
// 5.4, +0.1 with a box link or with both rows and columns, +0.2 with both, +0.3 grouped. Of
// every chain found, the lowest rating wins, then the most eliminations, as Sukaku Explainer
// sorts its hints. Two links are searched by pairs (strong-link-pairs.ts), longer chains here.

import { cachedFor, type CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import { searchPairs } from './strong-link-pairs.ts';
import {
  BOX,
  digitLinksOf,
  OTHER,
  sharedHouse,
  type EndRef,
  type LinkEnd,
} from './strong-link-table.ts';
import {
  BASE_RATINGS,
  conclude,
  houseBitsOf,
  scratchOf,
  type Found,
  type Walk,
} from './strong-link-walk.ts';
import type { SearchContext, Technique } from './technique.ts';

/** Extends the chain from its open end `from`, through each house holding all of it. */
function extend(walk: Walk, from: LinkEnd): void {
  const houses = from.houses;
  const first = walk.chain[0]!;
  for (let i = 0; i < houses.length; i++) {
    const share = houses[i]!;
    // Turbot Fish joins its two links through a third house.
    if (walk.n === 2 && share === first.house) continue;
    for (let lw = 0; lw < walk.linkWords; lw++) {
      for (let lm = walk.houseLinks[share * walk.linkWords + lw]!; lm; lm &= lm - 1) {
        const link = walk.links[lw * 32 + 31 - Math.clz32(lm & -lm)]!;
        for (const ref of link.refs) {
          if (!ref.end.houses.includes(share)) continue;
          step(walk, from, share, i, ref);
        }
      }
    }
  }
}

/** Takes the link of `ref` into the chain, joined to `from` through `share`. */
function step(walk: Walk, from: LinkEnd, share: number, i: number, ref: EndRef): void {
  const { used, places, words, chain, ends, shares } = walk;
  const houses = from.houses;
  const link = ref.link;
  if (used[link.house]) return;
  const last = chain.length + 1 === walk.n;
  // Each open chain is met from both ends: conclude it from its lower-ranked first link.
  if (last && chain[0]!.rank >= link.rank) return;
  if (walk.n === 2 && share === link.house) return;
  // The first house the two ends share is the joint (column, row, box): met earlier.
  for (let j = 0; j < i; j++) if (ref.end.houses.includes(houses[j]!)) return;
  let overlap = 0;
  for (let w = 0; w < words; w++) overlap |= places[w]! & link.places[w]!;
  if (overlap) return;
  if (last) {
    // Nearly every chain eliminates nothing: a cell seeing both free ends, or a loop, or none.
    const start = ends[0]!;
    let any = 0;
    for (let w = 0; w < words; w++) any |= start.sees[w]! & ref.other.sees[w]! & walk.holding[w]!;
    if (!any && sharedHouse(start, ref.other) < 0) return;
  }
  walk.context.work -= 2;
  used[link.house] = 1;
  for (let w = 0; w < words; w++) places[w]! |= link.places[w]!;
  chain.push(link);
  ends.push(ref.end, ref.other);
  shares.push(share);
  if (last) conclude(walk);
  else extend(walk, ref.other);
  shares.pop();
  ends.length -= 2;
  chain.pop();
  for (let w = 0; w < words; w++) places[w]! &= ~link.places[w]!;
  used[link.house] = 0;
}

/**
 * Best chain of one digit by its candidates. The searches run after nearly every step of
 * grading, and most steps touch a few digits only: the others' results stand (a digit's chains
 * depend only on where it can go).
 */
const digitResults = new Map<string, Found | null>();
const MAX_DIGIT_RESULTS = 20_000;

/** Every chain of `n` links, the lowest rated (then most eliminations) kept. */
function search(board: CandidateBoard, context: SearchContext, n: number): Found | undefined {
  const keys = digitKeysOf(board);
  let best: Found | undefined;
  for (let digit = 1; digit <= board.size; digit++) {
    const key = `${n}:${keys[digit]!}`;
    let found = digitResults.get(key);
    if (found === undefined) {
      const table = digitLinksOf(board)[digit]!;
      found = table.links.length < n ? null : (searchDigit(board, context, n, digit) ?? null);
      if (digitResults.size >= MAX_DIGIT_RESULTS) digitResults.clear();
      digitResults.set(key, found);
    }
    // Lower rating first, then more eliminations, then the earlier digit.
    if (
      found &&
      (!best ||
        found.rating < best.rating ||
        (found.rating === best.rating && found.count > best.count))
    ) {
      best = found;
    }
  }
  return best;
}

const keyCache = new WeakMap<CandidateBoard, { version: number; value: string[] }>();

/** Per digit, a key of its geometry, the digit and the cells that hold it. */
function digitKeysOf(board: CandidateBoard): string[] {
  return cachedFor(keyCache, board, () => {
    const { cellCount } = board.tables;
    const words = Math.ceil(cellCount / 32);
    const bits = new Uint32Array((board.size + 1) * words);
    for (let c = 0; c < cellCount; c++) {
      for (let m = board.cands[c]!; m; m &= m - 1) {
        bits[(31 - Math.clz32(m & -m)) * words + (c >> 5)]! |= 1 << (c & 31);
      }
    }
    const keys: string[] = [''];
    for (let d = 1; d <= board.size; d++) {
      let key = `${board.geometry.id}:${d}`;
      for (let w = d * words; w < (d + 1) * words; w++) key += `:${bits[w]!}`;
      keys.push(key);
    }
    return keys;
  });
}

/** The best chain of `n` links on one digit. */
function searchDigit(
  board: CandidateBoard,
  context: SearchContext,
  n: number,
  digit: number,
): Found | undefined {
  const words = Math.ceil(board.tables.cellCount / 32);
  const { houseCount } = board.tables;
  const scratch = scratchOf(board);
  const table = digitLinksOf(board)[digit]!;
  const { links } = table;
  const pairs = n === 2 && houseCount <= 32;
  const linkWords = Math.ceil(links.length / 32);
  if (scratch.houseLinks.length < houseCount * linkWords) {
    scratch.houseLinks = new Uint32Array(houseCount * linkWords);
  }
  const houseLinks = scratch.houseLinks;
  if (!pairs) {
    houseLinks.fill(0, 0, houseCount * linkWords);
    for (let k = 0; k < links.length; k++) {
      for (const h of links[k]!.endHouses) houseLinks[h * linkWords + (k >> 5)]! |= 1 << (k & 31);
    }
  }
  const walk: Walk = {
    n,
    digit,
    links,
    houseLinks,
    linkWords,
    holding: table.holding,
    words,
    out: scratch.out,
    scratch: scratch.victims,
    refs: scratch.refs,
    owner: scratch.owner,
    endsIn: scratch.endsIn,
    groupedIn: scratch.groupedIn,
    buckets: scratch.buckets,
    houseBits: houseBitsOf(board),
    context,
    used: scratch.used,
    places: scratch.places,
    chain: scratch.chain,
    ends: scratch.ends,
    shares: scratch.shares,
    best: undefined,
  };
  if (pairs) return searchPairs(walk);
  for (const link of links) {
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
  return walk.best;
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

/** The easiest chain of `n` strong links. */
function find(board: CandidateBoard, context: SearchContext, n: number): Step | undefined {
  const found = search(board, context, n);
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
