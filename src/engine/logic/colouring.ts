// Simple colouring on one digit: cells joined by strong links (the digit's only two places in a
// house) alternate between two colours, one of which is true. A cell seeing both colours loses
// the digit (trap); a colour that meets itself in a house is false (wrap).

import type { CandidateBoard, LogicTables } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import { positionTable } from './subsets.ts';
import { chainLengthBonus, roundRating, type Technique } from './technique.ts';

interface Colouring {
  colour: Map<number, 0 | 1>;
  parent: Map<number, { cell: number; house: number }>;
}

function colourComponent(
  start: number,
  links: Map<number, { cell: number; house: number }[]>,
): Colouring {
  const colour = new Map<number, 0 | 1>([[start, 0]]);
  const parent = new Map<number, { cell: number; house: number }>();
  const queue = [start];
  while (queue.length) {
    const cell = queue.shift()!;
    for (const next of links.get(cell) ?? []) {
      if (colour.has(next.cell)) continue;
      colour.set(next.cell, colour.get(cell) === 0 ? 1 : 0);
      parent.set(next.cell, { cell, house: next.house });
      queue.push(next.cell);
    }
  }
  return { colour, parent };
}

/** Tree path between two coloured cells, as [cell, house-of-link-into-it] pairs. */
function pathBetween(c: Colouring, u: number, v: number): { cell: number; via: number }[] {
  const up = (x: number) => {
    const out: { cell: number; via: number }[] = [];
    let cur: number | undefined = x;
    while (cur !== undefined) {
      const p = c.parent.get(cur);
      out.push({ cell: cur, via: p ? p.house : -1 });
      cur = p?.cell;
    }
    return out;
  };
  const pu = up(u);
  const pv = up(v);
  const inV = new Map(pv.map((n, i) => [n.cell, i]));
  const meet = pu.findIndex((n) => inV.has(n.cell));
  const j = inV.get(pu[meet]!.cell)!;
  // u .. meet (upwards), then meet .. v (downwards: the link into each child is its via).
  const first = pu.slice(0, meet + 1).map((n, i, arr) => ({
    cell: n.cell,
    via: i === 0 ? -1 : arr[i - 1]!.via,
  }));
  const second = pv
    .slice(0, j)
    .reverse()
    .map((n) => ({ cell: n.cell, via: n.via }));
  return [...first, ...second];
}

function findColouring(board: CandidateBoard): Step | undefined {
  let best: Step | undefined;
  for (let digit = 1; digit <= board.size; digit++) {
    // The step search below builds maps and paths; most digits have no wrap or trap at all,
    // and a bit-set pass over their colourings says so first.
    if (!mayColour(board, digit)) continue;
    const step = colourDigit(board, digit);
    if (step && (!best || step.rating < best.rating)) best = step;
  }
  return best;
}

/** The easiest colour wrap or trap on one digit (the first found on equal ratings). */
function colourDigit(board: CandidateBoard, digit: number): Step | undefined {
  let best: Step | undefined;
  const links = new Map<number, { cell: number; house: number }[]>();
  for (let h = 0; h < board.tables.houseCount; h++) {
    const cells = board.cellsWith(h, digit);
    if (cells.length !== 2) continue;
    const [a, b] = cells as [number, number];
    if (!links.has(a)) links.set(a, []);
    if (!links.has(b)) links.set(b, []);
    links.get(a)!.push({ cell: b, house: h });
    links.get(b)!.push({ cell: a, house: h });
  }
  const done = new Set<number>();
  for (const start of links.keys()) {
    if (done.has(start)) continue;
    const c = colourComponent(start, links);
    for (const cell of c.colour.keys()) done.add(cell);
    if (c.colour.size < 3) continue;
    const step = wrap(board, digit, c) ?? trap(board, digit, c);
    if (step && (!best || step.rating < best.rating)) best = step;
  }
  return best;
}

/** Per-geometry scratch: strong-link lists, colours, and each cell's peers as a bit set. */
interface Scratch {
  /** 32-bit words per cell set. */
  readonly words: number;
  readonly peerBits: Uint32Array;
  /** Up to `maxLinks` linked cells per cell (one per house). */
  readonly maxLinks: number;
  readonly linked: Int32Array;
  readonly linkCount: Int32Array;
  /** -1 uncoloured, else 0 or 1. */
  readonly colour: Int8Array;
  /** The linked cells, then the cells of the component being coloured. */
  readonly queue: Int32Array;
  /** Colour 0 and 1 cells, cells seeing colour 0 and 1, cells holding the digit. */
  readonly sets: Uint32Array;
}

const scratchCache = new WeakMap<LogicTables, Scratch>();

function scratchOf(tables: LogicTables): Scratch {
  let found = scratchCache.get(tables);
  if (found) return found;
  const { cellCount, geometry, cellWords: words, peerBits } = tables;
  const maxLinks = Math.max(...geometry.housesOfCell.map((h) => h.length));
  found = {
    words,
    peerBits,
    maxLinks,
    linked: new Int32Array(cellCount * maxLinks),
    linkCount: new Int32Array(cellCount),
    colour: new Int8Array(cellCount).fill(-1),
    queue: new Int32Array(2 * cellCount),
    sets: new Uint32Array(5 * words),
  };
  scratchCache.set(tables, found);
  return found;
}

/**
 * False when no colouring component of the digit (three cells or more) has two cells of one
 * colour that see each other (a wrap) or a cell outside it seeing both colours (a trap).
 */
function mayColour(board: CandidateBoard, digit: number): boolean {
  const { size, houseCount, houseCells, cellCount } = board.tables;
  const table = positionTable(board);
  const s = scratchOf(board.tables);
  const { words, peerBits, maxLinks, linked, linkCount, colour, queue, sets } = s;
  let linkedCells = 0;
  for (let h = 0; h < houseCount; h++) {
    const pos = table[h * (size + 1) + digit]!;
    const rest = pos & (pos - 1);
    if (!rest || rest & (rest - 1)) continue; // a strong link: exactly two places
    const a = houseCells[h * size + 31 - Math.clz32(pos & -pos)]!;
    const b = houseCells[h * size + 31 - Math.clz32(pos)]!;
    if (!linkCount[a]) queue[linkedCells++] = a;
    if (!linkCount[b]) queue[linkedCells++] = b;
    linked[a * maxLinks + linkCount[a]!++] = b;
    linked[b * maxLinks + linkCount[b]!++] = a;
  }
  // `queue` first lists the linked cells; components are collected after them.
  let possible = false;
  let digitCellsReady = false;
  const bit = 1 << digit;
  for (let k = 0; k < linkedCells && !possible; k++) {
    const start = queue[k]!;
    if (colour[start]! >= 0) continue;
    colour[start] = 0;
    let tail = linkedCells;
    queue[tail++] = start;
    for (let head = linkedCells; head < tail; head++) {
      const cell = queue[head]!;
      for (let l = 0; l < linkCount[cell]!; l++) {
        const next = linked[cell * maxLinks + l]!;
        if (colour[next]! < 0) {
          colour[next] = colour[cell]! ^ 1;
          queue[tail++] = next;
        }
      }
    }
    if (tail - linkedCells < 3) continue;
    sets.fill(0, 0, 4 * words);
    for (let head = linkedCells; head < tail; head++) {
      const cell = queue[head]!;
      const c = colour[cell]!;
      sets[c * words + (cell >> 5)]! |= 1 << (cell & 31);
      for (let w = 0; w < words; w++) sets[(2 + c) * words + w]! |= peerBits[cell * words + w]!;
    }
    if (!digitCellsReady) {
      sets.fill(0, 4 * words);
      for (let cell = 0; cell < cellCount; cell++) {
        if (board.cands[cell]! & bit) sets[4 * words + (cell >> 5)]! |= 1 << (cell & 31);
      }
      digitCellsReady = true;
    }
    for (let w = 0; w < words && !possible; w++) {
      const c0 = sets[w]!;
      const c1 = sets[words + w]!;
      const seen0 = sets[2 * words + w]!;
      const seen1 = sets[3 * words + w]!;
      const wrap = (c0 & seen0) | (c1 & seen1);
      const trapped = sets[4 * words + w]! & ~(c0 | c1) & seen0 & seen1;
      possible = (wrap | trapped) !== 0;
    }
  }
  // Leave the scratch clean for the next digit.
  for (let k = 0; k < linkedCells; k++) {
    linkCount[queue[k]!] = 0;
    colour[queue[k]!] = -1;
  }
  return possible;
}

function chainOf(path: { cell: number; via: number }[], digit: number, firstOn: boolean) {
  return path.map((n, i): ChainNode => ({
    cell: n.cell,
    digit,
    on: i % 2 === 0 ? firstOn : !firstOn,
    via: n.via,
  }));
}

function wrap(board: CandidateBoard, digit: number, c: Colouring): Step | undefined {
  const cells = [...c.colour.keys()];
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) {
      const u = cells[i]!;
      const v = cells[j]!;
      if (c.colour.get(u) !== c.colour.get(v) || !board.sees(u, v)) continue;
      const bad = c.colour.get(u);
      const eliminations: CellDigit[] = cells
        .filter((x) => c.colour.get(x) === bad)
        .map((cell) => ({ cell, digit }));
      const path = pathBetween(c, u, v);
      const chain = chainOf(path, digit, true);
      chain.push({ cell: u, digit, on: false, via: -1 });
      return colourStep(board, digit, 'colour-wrap', cells, eliminations, chain);
    }
  }
  return undefined;
}

function trap(board: CandidateBoard, digit: number, c: Colouring): Step | undefined {
  let best: Step | undefined;
  for (let cell = 0; cell < board.tables.cellCount; cell++) {
    if (!board.has(cell, digit) || c.colour.has(cell)) continue;
    let u = -1;
    let v = -1;
    for (const peer of board.geometry.peers[cell]!) {
      const col = c.colour.get(peer);
      if (col === 0 && u < 0) u = peer;
      if (col === 1 && v < 0) v = peer;
    }
    if (u < 0 || v < 0) continue;
    const path = pathBetween(c, u, v);
    const chain = chainOf(path, digit, false);
    const step = colourStep(
      board,
      digit,
      'colour-trap',
      [...c.colour.keys()],
      [{ cell, digit }],
      chain,
    );
    if (!best || step.rating < best.rating) best = step;
  }
  return best;
}

function colourStep(
  board: CandidateBoard,
  digit: number,
  technique: string,
  cells: number[],
  eliminations: CellDigit[],
  chain: ChainNode[],
): Step {
  return {
    technique,
    // Rated like the equivalent forcing X-chain of Sudoku Explainer.
    rating: roundRating(COLOURING_RATING + chainLengthBonus(chain.length)),
    size: board.size,
    digits: [digit],
    cells: cells.sort((a, b) => a - b),
    houses: [],
    placements: [],
    eliminations,
    chains: [chain],
  };
}

export const COLOURING_RATING = 6.6;

/** Simple colouring: colour traps and colour wraps on one digit. */
export const simpleColouring: Technique = {
  id: 'simple-colouring',
  name: 'Simple Colouring',
  family: 'colouring',
  rating: COLOURING_RATING,
  find: findColouring,
};
