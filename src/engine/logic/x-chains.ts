// X-chains of strong links on one digit (Sukaku Explainer's "strong-linked fishes"): strong
// links (a digit's only two places in a house) joined by weak links (cells that see each
// other). One end of the chain holds the digit, so cells seeing both ends lose it. Two links
// are the Skyscraper family (single-digit.ts); this module finds three to six.

import { cachedFor, type CandidateBoard } from './board.ts';
import { peerBitsOf, strongLinksOf } from './single-digit.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

/** Base rating by number of strong links (Sukaku Explainer's scale). */
const BASE_RATINGS = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6];
export const MAX_STRONG_LINKS = 6;

/** Rating of a chain from the kinds of its strong-link houses. */
function chainRating(board: CandidateBoard, houses: readonly number[]): number {
  const kinds = houses.map((h) => board.geometry.houses[h]!.kind);
  const hasBox = kinds.some((k) => k === 'box' || k === 'region');
  const lines = kinds.filter((k) => k !== 'box' && k !== 'region');
  const mixedLines = new Set(lines).size > 1;
  const base = BASE_RATINGS[houses.length]!;
  if (!hasBox && !mixedLines) return base;
  if (hasBox && mixedLines) return Math.round((base + 0.2) * 10) / 10;
  return Math.round((base + 0.1) * 10) / 10;
}

/**
 * The strong links of one digit as a graph: the cells they join (in the order the links list
 * them), each cell's links in house order, and for each cell the others it sees (weak links).
 */
interface DigitGraph {
  readonly cells: number[];
  /** Links of node n: `linkTo` / `linkHouse` from `linkStart[n]` to `linkStart[n + 1]`. */
  readonly linkStart: number[];
  readonly linkTo: number[];
  readonly linkHouse: number[];
  /** Nodes node n sees, in node order: `weak` from `weakStart[n]` to `weakStart[n + 1]`. */
  readonly weakStart: number[];
  readonly weak: number[];
  /** Cells holding the digit, as a bitmap. */
  readonly holding: Uint32Array;
}

const graphCache = new WeakMap<CandidateBoard, { version: number; value: DigitGraph[] }>();

/** The strong-link graph of every digit (cached per board state: all four lengths use it). */
function digitGraphs(board: CandidateBoard): DigitGraph[] {
  return cachedFor(graphCache, board, () => {
    const graphs: DigitGraph[] = [];
    const nodeOf = new Int16Array(board.tables.cellCount);
    for (let digit = 1; digit <= board.size; digit++)
      graphs[digit] = digitGraph(board, digit, nodeOf);
    return graphs;
  });
}

function digitGraph(board: CandidateBoard, digit: number, nodeOf: Int16Array): DigitGraph {
  const links = strongLinksOf(board);
  const { seen, cellCount } = board.tables;
  const first = links.from[digit]!;
  const last = links.from[digit + 1]!;
  // Number the cells in the order the links list them; count each one's links.
  const cells: number[] = [];
  const degree: number[] = [];
  for (let k = first; k < last; k++) {
    for (const cell of [links.a[k]!, links.b[k]!]) {
      const n = cells.indexOf(cell);
      nodeOf[cell] = n < 0 ? cells.push(cell) - 1 : n;
      degree[nodeOf[cell]!] = (degree[nodeOf[cell]!] ?? 0) + 1;
    }
  }
  const linkStart = [0];
  for (let n = 0; n < cells.length; n++) linkStart.push(linkStart[n]! + degree[n]!);
  const fill = linkStart.slice();
  const linkTo = new Array<number>(2 * (last - first));
  const linkHouse = new Array<number>(2 * (last - first));
  for (let k = first; k < last; k++) {
    const [na, nb] = [nodeOf[links.a[k]!]!, nodeOf[links.b[k]!]!];
    linkTo[fill[na]!] = nb;
    linkHouse[fill[na]!++] = links.house[k]!;
    linkTo[fill[nb]!] = na;
    linkHouse[fill[nb]!++] = links.house[k]!;
  }
  const weakStart = [0];
  const weak: number[] = [];
  for (const cell of cells) {
    for (let m = 0; m < cells.length; m++) if (seen[cell * cellCount + cells[m]!]) weak.push(m);
    weakStart.push(weak.length);
  }
  const holding = new Uint32Array(Math.ceil(cellCount / 32));
  for (let c = 0; c < cellCount; c++) {
    if (board.cands[c]! & (1 << digit)) holding[c >> 5]! |= 1 << (c & 31);
  }
  return { cells, linkStart, linkTo, linkHouse, weakStart, weak, holding };
}

/** State of one depth-first search for chains of up to `links` strong links on `digit`. */
interface ChainSearch {
  readonly board: CandidateBoard;
  /** Pays two units per strong link taken; the search stops when it runs out. */
  readonly context: SearchContext;
  readonly graph: DigitGraph;
  readonly digit: number;
  readonly links: number;
  /** Conclude chains of every length up to `links`, not only of `links`. */
  readonly everyLength: boolean;
  readonly path: number[];
  readonly houses: number[];
  /** 1 for nodes on the path and for houses of its strong links. */
  readonly used: Uint8Array;
  readonly houseUsed: Uint8Array;
  /** Per chain length from MIN_LINKS: the easiest step so far (first found on ties) ... */
  readonly best: (Step | undefined)[];
  /** ... and per length, the strong links taken that made a chain that long. */
  readonly taken: number[];
}

const MIN_LINKS = 3;

function newSearch(
  board: CandidateBoard,
  context: SearchContext,
  digit: number,
  links: number,
  best: (Step | undefined)[],
  everyLength = false,
): ChainSearch {
  const graph = digitGraphs(board)[digit]!;
  return {
    board,
    context,
    graph,
    digit,
    links,
    everyLength,
    path: [],
    houses: [],
    used: new Uint8Array(graph.cells.length),
    houseUsed: new Uint8Array(board.tables.houseCount),
    best,
    taken: new Array<number>(links + 1).fill(0),
  };
}

/** Walks every start cell; returns true when the work budget ran out. */
function walkAll(search: ChainSearch): boolean {
  const { graph, path, used } = search;
  for (let start = 0; start < graph.cells.length; start++) {
    path.push(graph.cells[start]!);
    used[start] = 1;
    const stop = walk(search, start);
    used[start] = 0;
    path.pop();
    if (stop) return true;
  }
  return false;
}

/** The easiest chain of exactly `links` strong links, as the search always found it. */
function findStrongLinkChain(
  board: CandidateBoard,
  context: SearchContext,
  links: number,
): Step | undefined {
  const best: (Step | undefined)[] = [];
  for (let digit = 1; digit <= board.size; digit++) {
    if (digitGraphs(board)[digit]!.cells.length < 2 * links) continue;
    if (walkAll(newSearch(board, context, digit, links, best))) return best[links];
  }
  return best[links];
}

interface AllChains {
  /** Per length: the step the search for that length finds, and the strong links it takes. */
  readonly best: (Step | undefined)[];
  readonly taken: number[];
}

const allCache = new WeakMap<CandidateBoard, { version: number; value: AllChains }>();

/**
 * One walk for all four lengths (cached per board state): the search for n links visits, in
 * the same order, exactly the chains of up to n links this walk visits, so the step it finds
 * and the work it spends (two units per strong link) come out of this walk per length. A digit
 * with fewer than 2n cells in strong links was not searched for n links, and is not counted.
 */
function allChains(board: CandidateBoard): AllChains {
  return cachedFor(allCache, board, () => {
    const best: (Step | undefined)[] = [];
    const taken = new Array<number>(MAX_STRONG_LINKS + 1).fill(0);
    const unbounded: SearchContext = { work: Infinity };
    for (let digit = 1; digit <= board.size; digit++) {
      const deepest = Math.min(MAX_STRONG_LINKS, digitGraphs(board)[digit]!.cells.length >> 1);
      if (deepest < MIN_LINKS) continue;
      const search = newSearch(board, unbounded, digit, deepest, best, true);
      walkAll(search);
      for (let links = 1, sum = 0; links <= deepest; links++) {
        sum += search.taken[links]!;
        if (links >= MIN_LINKS) taken[links]! += sum;
      }
    }
    return { best, taken };
  });
}

/**
 * `node` just arrived by a weak link (or is the start): take a strong link from it. Returns
 * true when the work budget ran out. Every strong link taken costs two units of work.
 */
function walk(search: ChainSearch, node: number): boolean {
  const { graph, path, houses, used, houseUsed, context } = search;
  for (let k = graph.linkStart[node]!; k < graph.linkStart[node + 1]!; k++) {
    const to = graph.linkTo[k]!;
    const house = graph.linkHouse[k]!;
    if (used[to] || houseUsed[house]) continue;
    context.work -= 2;
    path.push(graph.cells[to]!);
    houses.push(house);
    used[to] = houseUsed[house] = 1;
    const links = houses.length;
    search.taken[links]!++;
    if (links >= MIN_LINKS && (links === search.links || search.everyLength)) {
      const step = conclude(search.board, search.digit, graph.holding, path, houses);
      const best = search.best[links];
      if (step && (!best || step.rating < best.rating)) search.best[links] = step;
    }
    if (links < search.links) {
      for (let w = graph.weakStart[to]!; w < graph.weakStart[to + 1]!; w++) {
        const next = graph.weak[w]!;
        if (used[next]) continue;
        path.push(graph.cells[next]!);
        used[next] = 1;
        if (walk(search, next)) return true;
        used[next] = 0;
        path.pop();
      }
    }
    used[to] = houseUsed[house] = 0;
    houses.pop();
    path.pop();
    if (context.work <= 0) return true;
  }
  return false;
}

function conclude(
  board: CandidateBoard,
  digit: number,
  holding: Uint32Array,
  path: readonly number[],
  houses: readonly number[],
): Step | undefined {
  const first = path[0]!;
  const last = path[path.length - 1]!;
  const { seen, cellCount } = board.tables;
  if (seen[first * cellCount + last]) return undefined; // a loop, not a chain with two ends
  // Almost every chain eliminates nothing: test that on bitmaps before listing cells.
  const peers = peerBitsOf(board);
  const words = holding.length;
  let any = 0;
  for (let w = 0; w < words; w++) {
    any |= peers[first * words + w]! & peers[last * words + w]! & holding[w]!;
  }
  if (!any) return undefined;
  let eliminations: CellDigit[] | undefined;
  for (const cell of board.geometry.peers[first]!) {
    if (!(board.cands[cell]! & (1 << digit)) || !seen[cell * cellCount + last]) continue;
    if (!path.includes(cell)) (eliminations ??= []).push({ cell, digit });
  }
  if (!eliminations) return undefined;
  const chain: ChainNode[] = path.map((cell, i) => ({
    cell,
    digit,
    on: i % 2 === 1,
    via: i % 2 === 1 ? houses[(i - 1) / 2]! : -1,
  }));
  return {
    technique: 'x-chain',
    rating: chainRating(board, houses),
    size: board.size,
    digits: [digit],
    cells: [...path],
    houses: [...houses],
    placements: [],
    eliminations,
    chains: [chain],
  };
}

function strongLinkTechnique(links: number): Technique {
  return {
    id: `x-chain-${links}`,
    name: 'X-Chain',
    family: 'chain',
    rating: BASE_RATINGS[links]!,
    find(board, context) {
      const all = allChains(board);
      // The work the search would spend leaves some: it would run to its end.
      if (context.work > 2 * all.taken[links]!) {
        context.work -= 2 * all.taken[links]!;
        return all.best[links];
      }
      return findStrongLinkChain(board, context, links);
    },
  };
}

export const xChain3 = strongLinkTechnique(3);
export const xChain4 = strongLinkTechnique(4);
export const xChain5 = strongLinkTechnique(5);
export const xChain6 = strongLinkTechnique(6);
