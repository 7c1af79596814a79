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

/** Reused arrays of the searches on one geometry (a search never runs inside another). */
interface Scratch {
  readonly used: Uint8Array;
  readonly places: Uint32Array;
  readonly out: Uint32Array;
  readonly victims: Uint32Array;
  readonly endsIn: Int32Array;
  readonly refs: EndRef[];
  readonly owner: number[];
  readonly chain: DigitLink[];
  readonly ends: LinkEnd[];
  readonly shares: number[];
  readonly buckets: number[][];
  houseLinks: Uint32Array;
}

const scratchCache = new Map<string, Scratch>();

function scratchOf(board: CandidateBoard): Scratch {
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

/** Best chains of one digit by its candidates (chains of three links and more). */
const digitResults = new Map<string, Found | null>();
const MAX_DIGIT_RESULTS = 20_000;

/** Every chain of `n` links, the lowest rated (then most eliminations) kept. */
function search(board: CandidateBoard, context: SearchContext, n: number): Found | undefined {
  const tables = digitLinksOf(board);
  let best: Found | undefined;
  for (let digit = 1; digit <= board.size; digit++) {
    const table = tables[digit]!;
    if (table.links.length < n) continue;
    let found: Found | null | undefined;
    if (n > 2) {
      // Longer chains are searched when everything easier failed, mostly right after a step
      // that touched one digit: the others' results stand (a digit's chains depend only on
      // its own candidates).
      const key = `${board.geometry.id}:${n}:${digit}:${table.holding.join(',')}`;
      found = digitResults.get(key);
      if (found === undefined) {
        found = searchDigit(board, context, n, digit) ?? null;
        if (digitResults.size >= MAX_DIGIT_RESULTS) digitResults.clear();
        digitResults.set(key, found);
      }
    } else found = searchDigit(board, context, n, digit, best);
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

/** The best chain of `n` links on one digit. */
function searchDigit(
  board: CandidateBoard,
  context: SearchContext,
  n: number,
  digit: number,
  seed?: Found,
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
    buckets: scratch.buckets,
    houseBits: houseBitsOf(board),
    context,
    used: scratch.used,
    places: scratch.places,
    chain: scratch.chain,
    ends: scratch.ends,
    shares: scratch.shares,
    best: seed,
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

/**
 * Two-link chains on boards of up to 32 houses: every pair of links, joined end to end where
 * the ends share a house (house sets as bits), the same chains `extend` walks, found faster:
 * this search runs at nearly every step of grading and nearly always finds nothing, often on
 * boards with dozens of (grouped) links per digit. Nothing is allocated unless a chain is.
 */
function searchPairs(walk: Walk): Found | undefined {
  // Plain links first (few): a chain with a grouped link rates 4.3, above every plain one.
  const seed = walk.best;
  const plainBest = searchPairsAmong(walk, false);
  if (plainBest !== seed || (plainBest && plainBest.rating < 4.3)) return plainBest;
  return searchPairsAmong(walk, true);
}

/** Two-link chains of plain links (4.0-4.2), or (`grouped`) those with a grouped link (4.3). */
function searchPairsAmong(walk: Walk, grouped: boolean): Found | undefined {
  const { links, words, holding, houseBits } = walk;
  // Every end, numbered, with its link; per house the ends lying in it (two words: 64 ends).
  const refs = walk.refs;
  const owner = walk.owner;
  refs.length = 0;
  owner.length = 0;
  for (let k = 0; k < links.length; k++) {
    if (!grouped && !plain(links[k]!)) continue;
    for (const ref of links[k]!.refs) {
      refs.push(ref);
      owner.push(k);
    }
  }
  if (grouped && refs.length === 0) return undefined;
  if (refs.length > 64) {
    for (let rank = grouped ? 3 : 0; rank < (grouped ? 4 : 3); rank++) {
      const found = searchPairsPlain(walk, rank);
      if (found) return found;
    }
    return undefined;
  }
  const endsIn = walk.endsIn;
  endsIn.fill(0);
  for (let r = 0; r < refs.length; r++) {
    for (const h of refs[r]!.end.houses) endsIn[h * 2 + (r >> 5)]! |= 1 << (r & 31);
  }
  // The pairs that join and could clear something, by rating class: 4.0, 4.1, 4.2, 4.3.
  const buckets = walk.buckets;
  for (const bucket of buckets) bucket.length = 0;
  const victims = walk.scratch;
  for (let ra = 0; ra < refs.length; ra++) {
    const a = owner[ra]!;
    const la = links[a]!;
    const from = refs[ra]!;
    const start = from.end;
    // Cells the chain's start could clear: seeing it, holding the digit, outside its house.
    let open = 0;
    for (let w = 0; w < words; w++) {
      const v = start.sees[w]! & holding[w]! & ~houseBits[la.house * words + w]!;
      victims[w] = v;
      open |= v;
    }
    // Ends the chain can step on to: in a house with this link's other end.
    let near0 = 0;
    let near1 = 0;
    for (const h of from.other.houses) {
      near0 |= endsIn[h * 2]!;
      near1 |= endsIn[h * 2 + 1]!;
    }
    for (let half = 0; half < 2; half++) {
      for (let m = half ? near1 : near0; m; m &= m - 1) {
        const rb = half * 32 + 31 - Math.clz32(m & -m);
        // Links come in rank order: each pair once, the lower-ranked first.
        const b = owner[rb]!;
        if (b <= a) continue;
        const end = refs[rb]!.other;
        if (!(start.houseMask & end.houseMask)) {
          // Neither a loop nor a cell seeing both free ends: nothing to clear.
          if (!open) continue;
          let any = 0;
          for (let w = 0; w < words; w++) any |= victims[w]! & end.sees[w]!;
          if (!any) continue;
        }
        const rank = pairClass(la, links[b]!);
        // The grouped pass takes only pairs with a grouped link (the plain ones found none).
        if (grouped && rank < 3) continue;
        // At most this many eliminations (a loop may add some: counted as unbounded).
        let most = 81;
        if (!(start.houseMask & end.houseMask)) {
          most = 0;
          const lbHouse = links[b]!.house * words;
          for (let w = 0; w < words; w++) {
            for (let v = victims[w]! & end.sees[w]! & ~houseBits[lbHouse + w]!; v; v &= v - 1)
              most++;
          }
        }
        buckets[rank]!.push((ra * 64 + rb) * 128 + most);
      }
    }
  }
  const seed = walk.best;
  for (let rank = 0; rank < 4; rank++) {
    const rating = PAIR_RATINGS[rank]!;
    if (walk.best && walk.best.rating < rating) break;
    for (const code of buckets[rank]!) {
      // Can't beat the best so far: no more eliminations at its rating.
      const most = code % 128;
      if (walk.best && walk.best.rating === rating && most <= walk.best.count) continue;
      const pair = Math.floor(code / 128);
      const ra = pair >> 6;
      const rb = pair & 63;
      tryPair(walk, links[owner[ra]!]!, refs[ra]!, links[owner[rb]!]!, refs[rb]!);
    }
    if (walk.best !== seed) return walk.best;
  }
  return walk.best;
}

const plain = (link: DigitLink) => !link.grouped && link.kind !== OTHER;

/** Ratings of the pair classes: Skyscraper, 2-String Kite, Turbot Fish, grouped. */
const PAIR_RATINGS = [4.0, 4.1, 4.2, 4.3];

/** The rating class of a pair of links: 0 Skyscraper, 1 Kite, 2 Turbot, 3 grouped (4.0-4.3). */
function pairClass(a: DigitLink, b: DigitLink): number {
  if (!plain(a) || !plain(b)) return 3;
  if (a.kind === BOX || b.kind === BOX) return 2;
  return a.kind === b.kind ? 0 : 1;
}

/** `searchPairs` without the house index (boards with very many links on one digit). */
function searchPairsPlain(walk: Walk, rank: number): Found | undefined {
  const { links, words, holding, houseBits } = walk;
  const victims = walk.scratch;
  for (let a = 0; a < links.length; a++) {
    const la = links[a]!;
    if (rank < 3 && !plain(la)) continue;
    for (const ra of la.refs) {
      let open = 0;
      for (let w = 0; w < words; w++) {
        const v = ra.end.sees[w]! & holding[w]! & ~houseBits[la.house * words + w]!;
        victims[w] = v;
        open |= v;
      }
      for (let b = a + 1; b < links.length; b++) {
        if (pairClass(la, links[b]!) !== rank) continue;
        for (const rb of links[b]!.refs) {
          if (!(ra.other.houseMask & rb.end.houseMask)) continue;
          const end = rb.other;
          if (!(ra.end.houseMask & end.houseMask)) {
            if (!open) continue;
            let any = 0;
            for (let w = 0; w < words; w++) any |= victims[w]! & end.sees[w]!;
            if (!any) continue;
          }
          tryPair(walk, la, ra, links[b]!, rb);
        }
      }
    }
  }
  return walk.best;
}

/** The chain from ra's free end through la, lb to rb's free end (worth concluding). */
function tryPair(walk: Walk, la: DigitLink, ra: EndRef, lb: DigitLink, rb: EndRef): void {
  const { words } = walk;
  let overlap = 0;
  for (let w = 0; w < words; w++) overlap |= la.places[w]! & lb.places[w]!;
  if (overlap) return;
  const share = sharedHouse(ra.other, rb.end);
  if (share === la.house || share === lb.house) return;
  walk.context.work -= 2;
  walk.chain.push(la, lb);
  walk.ends.push(ra.end, ra.other, rb.end, rb.other);
  walk.shares.push(share);
  conclude(walk);
  walk.shares.length = 0;
  walk.ends.length = 0;
  walk.chain.length = 0;
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
