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

/** State of one depth-first search for chains of `links` strong links on `digit`. */
interface ChainSearch {
  readonly board: CandidateBoard;
  readonly context: SearchContext;
  readonly graph: DigitGraph;
  readonly digit: number;
  readonly links: number;
  readonly path: number[];
  readonly houses: number[];
  /** 1 for nodes on the path and for houses of its strong links. */
  readonly used: Uint8Array;
  readonly houseUsed: Uint8Array;
  best: Step | undefined;
}

function findStrongLinkChain(
  board: CandidateBoard,
  context: SearchContext,
  links: number,
): Step | undefined {
  const graphs = digitGraphs(board);
  let best: Step | undefined;
  for (let digit = 1; digit <= board.size; digit++) {
    const graph = graphs[digit]!;
    const nodes = graph.cells.length;
    if (nodes < 2 * links) continue;
    const search: ChainSearch = {
      board,
      context,
      graph,
      digit,
      links,
      path: [],
      houses: [],
      used: new Uint8Array(nodes),
      houseUsed: new Uint8Array(board.tables.houseCount),
      best,
    };
    for (let start = 0; start < nodes; start++) {
      search.path.push(graph.cells[start]!);
      search.used[start] = 1;
      const stop = walk(search, start);
      search.used[start] = 0;
      search.path.pop();
      if (stop) return search.best;
    }
    best = search.best;
  }
  return best;
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
    if (houses.length === search.links) {
      const step = conclude(search.board, search.digit, graph.holding, path, houses);
      if (step && (!search.best || step.rating < search.best.rating)) search.best = step;
    } else {
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
    find: (board, context) => findStrongLinkChain(board, context, links),
  };
}

export const xChain3 = strongLinkTechnique(3);
export const xChain4 = strongLinkTechnique(4);
export const xChain5 = strongLinkTechnique(5);
export const xChain6 = strongLinkTechnique(6);
