// Chains of strong links on one digit where a box acts as a grouped strong link, as Sukaku
// Explainer rates them ("Grouped Skyscraper / 2-String Kite / n Strong links"): when a box's
// places for the digit all lie on one row and one column of it, the digit is on that row's
// cells of the box or on that column's (two groups of cells, one of them true). A group joins
// the chain like a cell: a cell outside the box seeing all of a group is weakly linked to it.
// Rated as the chain of that many links plus 0.3 (4.3, 5.7, 6.1 for two, three, four links);
// chains without a group are the Turbot family and X-chains.

import { cachedFor, type CandidateBoard } from './board.ts';
import { houseKinds, strongLinksOf } from './single-digit.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

const BASE_RATINGS = [0, 0, 4.0, 5.4, 5.8];
const GROUPED_BONUS = 0.3;
const BOX = 2;

/** One digit's nodes (a cell, or a group of a box's cells) and their links. */
interface GroupedGraph {
  readonly members: number[][];
  readonly strong: { to: number; house: number; grouped: boolean }[][];
  /** Weak links per node, filled on first use: a walk needs them only where a strong link ends. */
  readonly weak: (number[] | undefined)[];
}

function addNode(
  members: number[][],
  index: Map<number | string, number>,
  cells: number[],
): number {
  // Cells by number, groups by their cell list: most nodes are single cells.
  const key = cells.length === 1 ? cells[0]! : cells.join(',');
  let n = index.get(key);
  if (n === undefined) {
    n = members.push(cells) - 1;
    index.set(key, n);
  }
  return n;
}

/** Per box: each row and column crossing it, as masks of positions in the box. */
interface BoxCross {
  readonly box: number;
  readonly rows: readonly number[];
  readonly cols: readonly number[];
}

const crossCache = new Map<string, BoxCross[]>();

function boxCrosses(board: CandidateBoard): BoxCross[] {
  let crosses = crossCache.get(board.geometry.id);
  if (!crosses) {
    const { rowHouse, colHouse } = board.tables;
    const kinds = houseKinds(board.geometry);
    crosses = [];
    board.geometry.houses.forEach((house, h) => {
      if (kinds[h] !== BOX) return;
      const lines = (of: Int16Array) => {
        const masks = new Map<number, number>();
        house.cells.forEach((c, i) => masks.set(of[c]!, (masks.get(of[c]!) ?? 0) | (1 << i)));
        return [...masks.values()];
      };
      crosses!.push({ box: h, rows: lines(rowHouse), cols: lines(colHouse) });
    });
    crossCache.set(board.geometry.id, crosses);
  }
  return crosses;
}

/** The boxes acting as grouped links for a digit: [row group, column group, box]. */
function groupedBoxes(board: CandidateBoard, digit: number): [number[], number[], number][] {
  const out: [number[], number[], number][] = [];
  const bit = 1 << digit;
  for (const { box, rows, cols } of boxCrosses(board)) {
    const places = board.positions(box, digit);
    // Fewer than three places: a plain strong link, or none.
    if (popcount3(places) < 3) continue;
    for (const row of rows) {
      for (const col of cols) {
        // Every place on the cross, and each arm reaching beyond the crossing cell.
        if (places & ~(row | col) || !(places & row & ~col) || !(places & col & ~row)) continue;
        const cells = board.geometry.houses[box]!.cells;
        const part = (mask: number) =>
          cells.filter((c, i) => mask & (1 << i) && board.cands[c]! & bit);
        out.push([part(places & row), part(places & col), box]);
      }
    }
  }
  return out;
}

function popcount3(mask: number): number {
  let n = 0;
  for (let m = mask; m && n < 3; m &= m - 1) n++;
  return n;
}

const EMPTY: GroupedGraph = { members: [], strong: [], weak: [] };

function groupedGraph(board: CandidateBoard, digit: number): GroupedGraph {
  // Most digits have no box shaped for a grouped link: then there is nothing to chain.
  const boxes = groupedBoxes(board, digit);
  if (!boxes.length) return EMPTY;
  const members: number[][] = [];
  const index = new Map<number | string, number>();
  const strongPairs: [number, number, number, boolean][] = [];
  const links = strongLinksOf(board);
  for (let k = links.from[digit]!; k < links.from[digit + 1]!; k++) {
    const a = addNode(members, index, [links.a[k]!]);
    const b = addNode(members, index, [links.b[k]!]);
    strongPairs.push([a, b, links.house[k]!, false]);
  }
  for (const [rowPart, colPart, h] of boxes) {
    const a = addNode(members, index, rowPart);
    const b = addNode(members, index, colPart);
    strongPairs.push([a, b, h, true]);
  }
  const strong = members.map(() => [] as { to: number; house: number; grouped: boolean }[]);
  for (const [a, b, house, grouped] of strongPairs) {
    strong[a]!.push({ to: b, house, grouped });
    strong[b]!.push({ to: a, house, grouped });
  }
  return { members, strong, weak: [] };
}

/** The nodes weakly linked to `node` (every cell of one sees every cell of the other). */
function weakOf(board: CandidateBoard, graph: GroupedGraph, node: number): number[] {
  let links = graph.weak[node];
  if (!links) {
    const u = graph.members[node]!;
    links = [];
    for (let j = 0; j < graph.members.length; j++) {
      const v = graph.members[j]!;
      if (j !== node && u.every((x) => v.every((y) => x !== y && board.sees(x, y)))) links.push(j);
    }
    graph.weak[node] = links;
  }
  return links;
}

const graphsCache = new WeakMap<CandidateBoard, { version: number; value: GroupedGraph[] }>();

function graphsOf(board: CandidateBoard): GroupedGraph[] {
  return cachedFor(graphsCache, board, () => {
    const out: GroupedGraph[] = [];
    for (let d = 1; d <= board.size; d++) out[d] = groupedGraph(board, d);
    return out;
  });
}

interface Walk {
  readonly board: CandidateBoard;
  readonly context: SearchContext;
  readonly graph: GroupedGraph;
  readonly digit: number;
  readonly links: number;
  readonly path: number[];
  readonly houses: number[];
  /** How many cells of the path each cell is (0 or 1), and houses used by strong links. */
  readonly cellUsed: Uint8Array;
  readonly houseUsed: Uint8Array;
  grouped: number;
  found: Step | undefined;
}

function mark(walk: Walk, node: number, value: 0 | 1): void {
  for (const c of walk.graph.members[node]!) walk.cellUsed[c] = value;
}

function free(walk: Walk, node: number): boolean {
  return walk.graph.members[node]!.every((c) => !walk.cellUsed[c]);
}

/** From `node` (reached by a weak link, or the start), take a strong link; true to stop. */
function step(walk: Walk, node: number): boolean {
  const { graph, path, houses, houseUsed, context } = walk;
  // The chain needs a grouped link: when only the last link is left and none was grouped, only
  // a grouped one can finish it (skipping the rest finds the same first chain, sooner).
  const mustGroup = walk.grouped === 0 && walk.links - houses.length === 1;
  for (const { to, house, grouped } of graph.strong[node]!) {
    if ((mustGroup && !grouped) || houseUsed[house] || !free(walk, to)) continue;
    context.work -= 2;
    path.push(to);
    houses.push(house);
    houseUsed[house] = 1;
    mark(walk, to, 1);
    if (grouped) walk.grouped++;
    if (houses.length === walk.links) {
      // Longer chains are met from both ends: conclude each once, from its lower-numbered end
      // (two-link chains start only at a grouped link, so there both directions count).
      if (walk.grouped && (walk.links === 2 || path[0]! < to)) walk.found = conclude(walk);
    } else {
      for (const next of weakOf(walk.board, graph, to)) {
        if (!free(walk, next)) continue;
        path.push(next);
        mark(walk, next, 1);
        const stop = step(walk, next);
        mark(walk, next, 0);
        path.pop();
        if (stop) return true;
      }
    }
    if (grouped) walk.grouped--;
    mark(walk, to, 0);
    houseUsed[house] = 0;
    houses.pop();
    path.pop();
    if (walk.found || context.work <= 0) return true;
  }
  return false;
}

/** The step of a chain whose ends (a cell or a group each) don't see each other. */
function conclude(walk: Walk): Step | undefined {
  const { board, graph, path, houses, digit } = walk;
  const first = graph.members[path[0]!]!;
  const last = graph.members[path[path.length - 1]!]!;
  const seesAll = (c: number, group: readonly number[]) =>
    group.every((g) => g !== c && board.sees(c, g));
  // Ends that see each other close a loop: not this pattern.
  if (first.every((c) => seesAll(c, last))) return undefined;
  const eliminations: CellDigit[] = [];
  for (let c = 0; c < board.tables.cellCount; c++) {
    if (!board.has(c, digit) || walk.cellUsed[c]) continue;
    if (seesAll(c, first) && seesAll(c, last)) eliminations.push({ cell: c, digit });
  }
  if (!eliminations.length) return undefined;
  const chain: ChainNode[] = path.map((node, i) => {
    const cells = graph.members[node]!;
    return {
      cell: cells[0]!,
      digit,
      on: i % 2 === 1,
      via: i % 2 === 1 ? houses[(i - 1) / 2]! : -1,
      ...(cells.length > 1 ? { group: cells.slice() } : {}),
    };
  });
  return {
    technique: 'grouped-x-chain',
    rating: Math.round((BASE_RATINGS[houses.length]! + GROUPED_BONUS) * 10) / 10,
    size: board.size,
    digits: [digit],
    cells: path.flatMap((node) => graph.members[node]!),
    houses: [...houses],
    placements: [],
    eliminations,
    chains: [chain],
  };
}

/** The first chain of exactly `links` strong links with a grouped one, digit by digit. */
function findGrouped(
  board: CandidateBoard,
  context: SearchContext,
  links: number,
): Step | undefined {
  const graphs = graphsOf(board);
  for (let digit = 1; digit <= board.size; digit++) {
    const graph = graphs[digit]!;
    if (!graph.strong.some((list) => list.some((l) => l.grouped))) continue;
    const walk: Walk = {
      board,
      context,
      graph,
      digit,
      links,
      path: [],
      houses: [],
      cellUsed: new Uint8Array(board.tables.cellCount),
      houseUsed: new Uint8Array(board.tables.houseCount),
      grouped: 0,
      found: undefined,
    };
    for (let start = 0; start < graph.members.length; start++) {
      // A two-link chain has its grouped link at one end: start the walk from that end.
      if (links === 2 && !graph.strong[start]!.some((l) => l.grouped)) continue;
      walk.path.push(start);
      mark(walk, start, 1);
      const stop = step(walk, start);
      mark(walk, start, 0);
      walk.path.pop();
      if (walk.found) return walk.found;
      if (stop) return undefined;
    }
  }
  return undefined;
}

function groupedChain(links: number): Technique {
  return {
    id: `grouped-x-chain-${links}`,
    name: 'Grouped X-Chain',
    family: 'single-digit',
    rating: Math.round((BASE_RATINGS[links]! + GROUPED_BONUS) * 10) / 10,
    find: (board, context) => findGrouped(board, context, links),
  };
}

/** Two strong links, one of them a box acting as a grouped link (4.3). */
export const groupedChain2 = groupedChain(2);
/** Three strong links with a grouped one (5.7). */
export const groupedChain3 = groupedChain(3);
/** Four strong links with a grouped one (6.1). */
export const groupedChain4 = groupedChain(4);
