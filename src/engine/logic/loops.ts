// Continuous nice loops, found and rated as Sudoku Explainer finds its "bidirectional cycles":
// from a candidate assumed true, follow weak links (on -> off) and strong links (off -> on)
// breadth first until the walk comes back to the candidate. Such a loop holds read either way
// round, so a candidate outside the loop that sees a loop candidate of its digit that is "on"
// and another that is "off" is false whichever way the loop is read.
// - X-Cycle (6.5): one digit; strong links are a digit's two places in a house.
// - XY-Cycle (6.5): bivalue cells joined by one digit each ("Y-Cycle" in Sudoku Explainer).
// - Nice Loop (7.0): both kinds of links.
// Each rating gets Sudoku Explainer's length bonus for the loop's number of candidates.

import type { CandidateBoard } from './board.ts';
import { implicationsOf, type Implications, type NodeId } from './implications.ts';
import { easiest, type Found } from './forcing.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import {
  chainLengthBonus,
  freeRating,
  roundRating,
  type SearchContext,
  type Technique,
} from './technique.ts';

/** One kind of loop: which strong links it may use, and its base rating. */
export interface LoopKind {
  readonly id: string;
  /** Strong links along houses (a digit's two places). */
  readonly x: boolean;
  /** Links inside cells (a bivalue cell's two digits; a cell's digits exclude each other). */
  readonly y: boolean;
  readonly base: number;
}

export const X_CYCLE: LoopKind = { id: 'x-cycle', x: true, y: false, base: 6.5 };
export const Y_CYCLE: LoopKind = { id: 'y-cycle', x: false, y: true, base: 6.5 };
export const XY_CYCLE: LoopKind = { id: 'nice-loop', x: true, y: true, base: 7.0 };

/** Scratch of the walk: entries are (node, parent entry); off nodes may be entered twice. */
let entryNode = new Int32Array(4096);
let entryParent = new Int32Array(4096);

function grow(needed: number): void {
  if (needed <= entryNode.length) return;
  const size = Math.max(needed, entryNode.length * 2);
  const node = new Int32Array(size);
  const parent = new Int32Array(size);
  node.set(entryNode);
  parent.set(entryParent);
  entryNode = node;
  entryParent = parent;
}

/** The nodes of the path ending at `entry`, from the start. */
function pathOf(entry: number): NodeId[] {
  const out: NodeId[] = [];
  for (let e = entry; e >= 0; e = entryParent[e]!) out.push(entryNode[e]!);
  return out.reverse();
}

/** Most links a loop may have before its rating can't matter (the walk stops there). */
function deepestWithin(base: number, rating: number): number {
  let links = 4;
  while (links < 400 && roundRating(base + chainLengthBonus(links + 1 - 2)) <= rating) links++;
  return links;
}

/**
 * Every loop through `start` (assumed on) that the breadth-first walk meets, as the entry of
 * the last "off" node before the walk returns to `start`. Stops after `maxLinks` links.
 */
function loopsFrom(
  engine: Implications,
  start: NodeId,
  kind: LoopKind,
  maxLinks: number,
  scratch: LoopScratch,
): { ends: number[]; spent: number } {
  const { linkStart, linkTargets } = engine;
  const { onSeen, onPathMark } = scratch;
  const stamp = ++scratch.stamp;
  const ends: number[] = [];
  let count = 1;
  entryNode[0] = start;
  entryParent[0] = -1;
  onSeen[start] = stamp;
  // Each level's entries are appended together: a level is a range of entry indices.
  let onFrom = 0;
  let onTo = 1;
  let spent = 0;
  for (let length = 2; onFrom < onTo && length <= maxLinks; length += 2) {
    // On -> off: the digit leaves the cell's peers; with cell links, the cell's other digits.
    const offFrom = count;
    for (let e = onFrom; e < onTo; e++) {
      const node = entryNode[e]!;
      // Mark the entry's path once, so each target is checked against it in one read.
      const mark = ++scratch.pathStamp;
      for (let a = e; a >= 0; a = entryParent[a]!) onPathMark[entryNode[a]!] = mark;
      const end = linkStart[node + 1]!;
      spent += end - linkStart[node]! + 2;
      grow(count + end - linkStart[node]!);
      for (let k = linkStart[node]!; k < end; k++) {
        const t = linkTargets[k]!;
        if (!(t & 1) && !kind.y) continue;
        const off = t >> 1;
        if (onPathMark[off] === mark) continue;
        entryNode[count] = off;
        entryParent[count++] = e;
      }
    }
    // Off -> on: a bivalue cell's other digit (cell links), a digit's other place (house).
    const offTo = count;
    onFrom = count;
    for (let e = offFrom; e < offTo; e++) {
      const node = entryNode[e]!;
      const end = linkStart[node + 1]!;
      spent += end - linkStart[node]! + 2;
      grow(count + end - linkStart[node]!);
      for (let k = linkStart[node]!; k < end; k++) {
        const t = linkTargets[k]!;
        if (t & 1 ? !kind.x : !kind.y) continue;
        const on = t >> 1;
        if (on === start && length >= 4) ends.push(e);
        if (onSeen[on] === stamp) continue;
        onSeen[on] = stamp;
        entryNode[count] = on;
        entryParent[count++] = e;
      }
    }
    onTo = count;
  }
  return { ends, spent };
}

/**
 * What a loop eliminates: the digit of a loop candidate from every cell outside the loop that
 * sees both an "on" and an "off" candidate of that digit in the loop.
 */
function loopEliminations(
  board: CandidateBoard,
  engine: Implications,
  path: readonly NodeId[],
): CellDigit[] {
  // Loops are found by the thousand and most remove nothing: marks are stamps in reused
  // arrays (per cell: in the loop; per candidate: seen from an on / an off loop candidate).
  const { cellCount } = board.tables;
  const slots = cellCount * 32;
  if (sideMark.length < slots) {
    sideMark = new Int32Array(slots);
    loopCell = new Int32Array(cellCount);
  }
  const stamp = (markStamp += 3);
  for (const n of path) loopCell[engine.cellOf(n)] = stamp;
  const { peers } = board.geometry;
  const out: CellDigit[] = [];
  for (const n of path) {
    const digit = engine.digitOf(n);
    const side = engine.isOn(n) ? 1 : 2;
    for (const p of peers[engine.cellOf(n)]!) {
      if (loopCell[p] === stamp || !board.has(p, digit)) continue;
      const key = p * 32 + digit;
      const had = sideMark[key]! - stamp;
      const now = had >= 0 && had <= 3 ? had | side : side;
      sideMark[key] = stamp + now;
      if (now === 3 && had !== 3) out.push({ cell: p, digit });
    }
  }
  return out.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
}

let sideMark = new Int32Array(0);
let loopCell = new Int32Array(0);
let markStamp = 0;

/** The house two cells share (the first), or -1 for the same cell. */
function sharedHouse(board: CandidateBoard, a: number, b: number): number {
  if (a === b) return -1;
  const of = board.geometry.housesOfCell;
  return of[a]!.find((h) => of[b]!.includes(h)) ?? -1;
}

function loopStep(
  board: CandidateBoard,
  engine: Implications,
  kind: LoopKind,
  rating: number,
  path: readonly NodeId[],
  eliminations: readonly CellDigit[],
): Step {
  const nodes = [...path, path[0]!];
  const chain: ChainNode[] = nodes.map((n, i) => ({
    cell: engine.cellOf(n),
    digit: engine.digitOf(n),
    on: engine.isOn(n),
    via: i === 0 ? -1 : sharedHouse(board, engine.cellOf(nodes[i - 1]!), engine.cellOf(n)),
  }));
  return {
    technique: kind.id,
    rating,
    size: board.size,
    digits: [...new Set(chain.map((n) => n.digit))].sort((a, b) => a - b),
    cells: [...new Set(chain.map((n) => n.cell))],
    houses: [],
    placements: [],
    eliminations,
    candidates: path.map((n) => ({ cell: engine.cellOf(n), digit: engine.digitOf(n) })),
    chains: [chain],
  };
}

/** Per-engine marks: on nodes entered (per walk) and the nodes of one entry's path. */
interface LoopScratch {
  readonly onSeen: Int32Array;
  readonly onPathMark: Int32Array;
  stamp: number;
  pathStamp: number;
}

const scratchCache = new WeakMap<Implications, LoopScratch>();

/**
 * The loops of one kind rated at most `ceiling` (or the grading's free rating), easiest
 * first found kept: every start candidate is walked once.
 */
export function findLoops(
  board: CandidateBoard,
  context: SearchContext,
  kind: LoopKind,
  ceiling: number,
): Found[] {
  const engine = implicationsOf(board);
  let scratch = scratchCache.get(engine);
  if (!scratch) {
    const n = engine.nodeCount;
    scratch = { onSeen: new Int32Array(n), onPathMark: new Int32Array(n), stamp: 0, pathStamp: 0 };
    scratchCache.set(engine, scratch);
  }
  const found: Found[] = [];
  const free = freeRating(context);
  let best = ceiling;
  let maxLinks = deepestWithin(kind.base, Math.max(best, free));
  const { cellCount } = board.tables;
  for (let cell = 0; cell < cellCount; cell++) {
    const mask = board.cands[cell]!;
    if (!(mask & (mask - 1))) continue;
    // A loop of bivalue cells can only pass through bivalue cells.
    if (!kind.x && popcountAbove2(mask)) continue;
    for (let m = mask; m; m &= m - 1) {
      const digit = 31 - Math.clz32(m & -m);
      const start = engine.node(cell, digit, true);
      // The loop returns to its start by a strong link, so the start has one of this kind.
      if (!hasStrongLink(engine, start, kind)) continue;
      const { ends, spent } = loopsFrom(engine, start, kind, maxLinks, scratch);
      context.work -= spent;
      for (const end of ends) {
        let length = 0;
        for (let e = end; e >= 0; e = entryParent[e]!) length++;
        const rating = roundRating(kind.base + chainLengthBonus(length - 2));
        if (rating > Math.max(best, free)) continue;
        const path = pathOf(end);
        const eliminations = loopEliminations(board, engine, path);
        if (!eliminations.length) continue;
        if (rating < best) {
          best = rating;
          maxLinks = deepestWithin(kind.base, Math.max(best, free));
        }
        found.push({
          rating,
          // Sudoku Explainer's complexity: the candidates in the loop.
          complexity: path.length,
          conclusion: { placements: [], eliminations },
          build: () => loopStep(board, engine, kind, rating, path, eliminations),
        });
      }
      if (context.work <= 0) return found;
    }
  }
  return found;
}

/** True when `on` is the end of a strong link (off -> on) the kind may use. */
function hasStrongLink(engine: Implications, on: NodeId, kind: LoopKind): boolean {
  const { linkStart, linkTargets } = engine;
  // Strong links are symmetric: the candidate's own "off" node leads to the other end.
  const off = on ^ 1;
  for (let k = linkStart[off]!; k < linkStart[off + 1]!; k++) {
    if (linkTargets[k]! & 1 ? kind.x : kind.y) return true;
  }
  return false;
}

function popcountAbove2(mask: number): boolean {
  const rest = mask & (mask - 1);
  return (rest & (rest - 1)) !== 0;
}

/** The loops of every kind that can rate at most `ceiling`, easiest kinds first. */
function findAllLoops(board: CandidateBoard, context: SearchContext): Found[] {
  const found: Found[] = [];
  let best = Infinity;
  for (const kind of [X_CYCLE, Y_CYCLE, XY_CYCLE]) {
    // A kind whose lowest rating is above the best found can't win (nor merge, above free).
    if (kind.base > Math.max(best, freeRating(context))) continue;
    const more = findLoops(board, context, kind, best);
    for (const f of more) best = Math.min(best, f.rating);
    found.push(...more);
    if (context.work <= 0) break;
  }
  return found;
}

/** Continuous nice loops: X-Cycles and XY-Cycles (6.5+), and loops mixing both links (7.0+). */
export const niceLoops: Technique = {
  id: 'nice-loops',
  name: 'Nice Loop',
  family: 'chain',
  rating: 6.5,
  find: (board, context) => easiest(findAllLoops(board, context), context)?.build(),
};
