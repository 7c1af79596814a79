// Simple colouring on one digit: cells joined by strong links (the digit's only two places in a
// house) alternate between two colours, one of which is true. A cell seeing both colours loses
// the digit (trap); a colour that meets itself in a house is false (wrap).

import type { CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
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
  }
  return best;
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
