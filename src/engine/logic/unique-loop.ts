// Unique loops, used only when the puzzle is known to have one solution: six or eight cells
// holding a pair, two in each house they touch, along rows and columns. Like a unique
// rectangle, the pair could swap around the loop, so one cell must keep an extra digit.
//
// Speed: at nearly every step of a hard puzzle's grading this finds nothing. Counts of the
// cells a loop step needs reject almost every pair and board first; an unbudgeted search on
// the few cells left decides the rest; only then does the budgeted search (whose first loop is
// the step) run, so it returns exactly what it always did.

import { popcount } from '../grid.ts';
import { firstDigit, type CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import { uniquenessAllowed, type Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** The step of a closed loop of pair cells (type 1 or 2), or undefined when it yields none. */
function loopConclusion(
  board: CandidateBoard,
  pair: number,
  path: readonly number[],
  rating: number,
): Step | undefined {
  const housesOfCell = board.geometry.housesOfCell;
  const counts = new Map<number, number>();
  for (const c of path) for (const h of housesOfCell[c]!) counts.set(h, (counts.get(h) ?? 0) + 1);
  if ([...counts.values()].some((n) => n !== 2)) return undefined;
  const extra = path.filter((c) => board.cands[c] !== pair);
  if (extra.length === 1) {
    const eliminations = digitsOf(pair).map((digit) => ({ cell: extra[0]!, digit }));
    return loopStep(board, pair, [...path], extra, eliminations, rating);
  }
  const extras = extra.reduce((m, c) => m | (board.cands[c]! & ~pair), 0);
  if (extra.length < 2 || popcount(extras) !== 1) return undefined;
  if (extra.some((c) => popcount(board.cands[c]! & ~pair) !== 1)) return undefined;
  const digit = firstDigit(extras);
  const eliminations: CellDigit[] = [];
  for (const cell of board.geometry.peers[extra[0]!]!) {
    if (path.includes(cell) || !board.has(cell, digit)) continue;
    if (extra.every((e) => e === cell || board.sees(cell, e))) eliminations.push({ cell, digit });
  }
  // Rated by its size whatever its type, as Sukaku Explainer's UniqueLoopHint.getDifficulty.
  return eliminations.length
    ? loopStep(board, pair, [...path], extra, eliminations, rating)
    : undefined;
}

/**
 * For each pair x < y (at `x * (size + 1) + y`), the longest loop that could yield a step with
 * it: such a loop has all its cells but one equal to the pair (type 1), or all equal to the
 * pair or to the pair plus one shared extra digit z, two or more of those (type 2). Counting
 * those cells rejects nearly every pair of nearly every board without a search.
 */
function loopSizes(board: CandidateBoard): Int16Array {
  const n = board.size + 1;
  const { cellCount } = board.tables;
  const exact = new Int16Array(n * n);
  for (let c = 0; c < cellCount; c++) {
    const m = board.cands[c]!;
    if (popcount(m) === 2) exact[firstDigit(m) * n + 31 - Math.clz32(m)]!++;
  }
  const longest = exact.map((count) => count + 1); // plus any one cell holding the pair
  const plus = scratch(n * n * n); // cells holding pair x, y plus z: (x * n + y) * n + z
  const add = (xy: number, z: number) => {
    const count = ++plus[xy * n + z]!;
    if (count >= 2) longest[xy] = Math.max(longest[xy]!, exact[xy]! + count);
  };
  for (let c = 0; c < cellCount; c++) {
    const m = board.cands[c]!;
    if (popcount(m) !== 3) continue;
    const x = firstDigit(m);
    const z = 31 - Math.clz32(m);
    const y = firstDigit(m & ~(1 << x));
    add(x * n + y, z);
    add(x * n + z, y);
    add(y * n + z, x);
  }
  return longest;
}

let scratchBuffer = new Int16Array(0);

/** A zeroed scratch buffer (the search is not reentrant), to spare an allocation per call. */
function scratch(length: number): Int16Array {
  if (scratchBuffer.length < length) scratchBuffer = new Int16Array(length);
  return scratchBuffer.fill(0, 0, length);
}

/**
 * Whether any pair has a loop of `size` cells that yields a step: pairs whose counts allow it
 * are searched without a budget, cutting paths that can't give a step. The budgeted search
 * runs only when this finds a loop, so it returns exactly what it did, and boards without one
 * (nearly all) skip it.
 */
function loopMayExist(board: CandidateBoard, size: number, longest: Int16Array): boolean {
  const n = board.size + 1;
  for (let x = 1; x < n; x++) {
    for (let y = x + 1; y < n; y++) {
      if (longest[x * n + y]! < size) continue;
      const pair = (1 << x) | (1 << y);
      const cells = loopCells(board, pair, size, typeTwoExtras(board, pair, size));
      if (searchLoop(board, pair, size, cells)) return true;
    }
  }
  return false;
}

/**
 * The extra digits a loop of `size` cells on `pair` may use, when it can only be of type 2 (too
 * few cells hold exactly the pair for type 1): digits z held with the pair by two or more
 * trivalue cells, enough with the pair cells to make the loop. -1 (any cell) when type 1 fits.
 */
function typeTwoExtras(board: CandidateBoard, pair: number, size: number): number {
  let exact = 0;
  const plus = new Int8Array(board.size + 1);
  for (let c = 0; c < board.tables.cellCount; c++) {
    const extra = board.cands[c]! & ~pair;
    if ((board.cands[c]! & pair) !== pair || extra & (extra - 1)) continue;
    if (extra) plus[firstDigit(extra)]!++;
    else exact++;
  }
  if (exact >= size - 1) return -1;
  let allowed = 0;
  plus.forEach((count, z) => {
    if (count >= 2 && exact + count >= size) allowed |= 1 << z;
  });
  return allowed;
}

/**
 * Cells holding the pair (and no extra digit but one of `extras`, unless it is -1), less those
 * with a house holding no other: no loop can use them.
 */
function loopCells(board: CandidateBoard, pair: number, size: number, extras = -1): number[] {
  const housesOfCell = board.geometry.housesOfCell;
  let cells: number[] = [];
  for (let c = 0; c < board.tables.cellCount; c++) {
    const extra = board.cands[c]! & ~pair;
    if ((board.cands[c]! & pair) !== pair) continue;
    if (extras < 0 || !extra || (!(extra & (extra - 1)) && extra & extras)) cells.push(c);
  }
  for (let changed = true; changed && cells.length >= size;) {
    const count = new Int8Array(board.tables.houseCount);
    for (const c of cells) for (const h of housesOfCell[c]!) count[h]!++;
    const kept = cells.filter((c) => housesOfCell[c]!.every((h) => count[h]! >= 2));
    changed = kept.length !== cells.length;
    cells = kept;
  }
  return cells;
}

/**
 * The first loop of `size` cells among `cells` (smallest cell first, running along rows and
 * columns) that yields a step. With a budget, every path extension counts against it and the
 * search gives up (null) when it runs out; without one, paths that can't yield a step (two
 * cells beyond the pair that don't add the same single digit) are cut.
 */
function searchLoop(
  board: CandidateBoard,
  pair: number,
  size: number,
  cells: readonly number[],
  budget?: { left: number },
): Step | undefined | null {
  if (cells.length < size) return undefined;
  const { rowHouse, colHouse, houseCount } = board.tables;
  const housesOfCell = board.geometry.housesOfCell;
  const rating = size === 6 ? 4.6 : 4.7;
  const path: number[] = [];
  // Loops run along rows and columns: each cell's possible next cells, in order.
  const along: number[][] = [];
  for (const c of cells) {
    along[c] = cells.filter((d) => rowHouse[d] === rowHouse[c] || colHouse[d] === colHouse[c]);
  }
  // Cells of the path per house: a loop never puts three cells in one house.
  const inHouse = new Int8Array(houseCount);
  let found: Step | undefined | null;
  // `others`: path cells other than the pair; `extras`: their extra digits; `wide`: one of
  // them has two or more extras (a type 1 loop, which allows no second such cell).
  const walk = (others: number, extras: number, wide: boolean): boolean => {
    const last = path[path.length - 1]!;
    if (path.length === size) {
      const first = path[0]!;
      if (rowHouse[first] !== rowHouse[last] && colHouse[first] !== colHouse[last]) return false;
      found = loopConclusion(board, pair, path, rating);
      return !!found;
    }
    if (budget && --budget.left <= 0) {
      found = null;
      return true;
    }
    for (const next of along[last]!) {
      if (next <= path[0]! || path.includes(next)) continue;
      if (housesOfCell[next]!.some((h) => inHouse[h]! >= 2)) continue;
      const extra = board.cands[next]! & ~pair;
      const more = extra ? others + 1 : others;
      const wider = wide || popcount(extra) > 1;
      if (!budget && more >= 2 && (wider || popcount(extras | extra) !== 1)) continue;
      if (enter(next, () => walk(more, extras | extra, wider))) return true;
    }
    return false;
  };
  const enter = (cell: number, then: () => boolean): boolean => {
    path.push(cell);
    for (const h of housesOfCell[cell]!) inHouse[h]!++;
    if (then()) return true;
    for (const h of housesOfCell[cell]!) inHouse[h]!--;
    path.pop();
    return false;
  };
  for (const start of cells) {
    const extra = board.cands[start]! & ~pair;
    if (enter(start, () => walk(extra ? 1 : 0, extra, popcount(extra) > 1))) return found;
  }
  return undefined;
}

/** Loops of `size` cells holding a pair: each house they touch holds exactly two of them. */
function findUniqueLoop(
  board: CandidateBoard,
  size: number,
  longest: Int16Array,
): Step | undefined {
  if (!loopMayExist(board, size, longest)) return undefined;
  // The search is exponential in the worst case: a fixed budget of path extensions.
  const budget = { left: 20_000 };
  for (let x = 1; x <= board.size; x++) {
    for (let y = x + 1; y <= board.size; y++) {
      const pair = (1 << x) | (1 << y);
      const found = searchLoop(board, pair, size, loopCells(board, pair, size), budget);
      if (found !== undefined) return found ?? undefined;
    }
  }
  return undefined;
}

function loopStep(
  board: CandidateBoard,
  pair: number,
  loop: number[],
  extra: number[],
  eliminations: CellDigit[],
  rating: number,
): Step {
  return {
    technique: extra.length === 1 ? 'unique-loop-1' : 'unique-loop-2',
    rating,
    size: board.size,
    digits: digitsOf(pair),
    cells: [...loop],
    houses: [],
    extraCells: extra,
    placements: [],
    eliminations,
  };
}

/** Unique loops of six or eight cells, types 1 and 2 (rated 4.6 and 4.7). */
export const uniqueLoop: Technique = {
  id: 'unique-loop',
  name: 'Unique Loop',
  family: 'uniqueness',
  rating: 4.6,
  find(board, context) {
    if (!uniquenessAllowed(context)) return undefined;
    const longest = loopSizes(board);
    return findUniqueLoop(board, 6, longest) ?? findUniqueLoop(board, 8, longest);
  },
};
