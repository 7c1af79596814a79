// The rating path's unique rectangles and loops, as Sukaku Explainer's UniqueLoops producer
// finds them (UniqueLoops.java and the UniqueLoop*Hint classes of SudokuMonster/SukakuExplainer,
// its "lk" loop search): from every cell holding just a pair, walk cells holding the pair
// through boxes, rows and columns (never twice the same kind in a row), back to the start after
// four cells or more; a loop is kept when each house it enters it enters once at each parity (the
// two digits could swap around it). At most two cells may hold more than the pair, unless all
// their extras are one digit. Then: one such cell loses the pair (type 1); their one common
// extra goes from every cell seeing them all (type 2); their extras and other cells of a shared
// house make a naked set, or the pair and other digits a hidden set there (type 3); one pair
// digit locked to them in a shared house leaves the other digit (type 4). Rated 4.5 for a
// rectangle, +0.1 from six cells, +0.2 from eight, +0.5 from ten (UniqueLoopHint.getDifficulty),
// type 3 plus 0.1 per digit of a naked set beyond one, of a hidden set beyond two; the lowest
// rating wins, then the lowest type. The hints keep uniqueness.ts and unique-loop.ts.

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import { uniquenessAllowed, type SearchContext, type Technique } from './technique.ts';

/** Loop extensions one search may make (deterministic; the search is exponential at worst). */
const EXTENSIONS = 50_000;

interface Found {
  readonly rating: number;
  readonly type: number;
  readonly loop: readonly number[];
  readonly pair: number;
  readonly extra: readonly number[];
  readonly eliminations: CellDigit[];
}

/** Houses of each cell in box, row, column order (the kinds a loop alternates between). */
function kindsOf(board: CandidateBoard, cell: number): [number, number, number] {
  const { boxHouse, rowHouse, colHouse } = board.tables;
  return [boxHouse[cell]!, rowHouse[cell]!, colHouse[cell]!];
}

/**
 * Every path of pair cells from `start` back to it (four cells or more). A loop through several
 * cells holding just the pair is found from the first of them only (the same loop, counted
 * once, as Sukaku Explainer's hint equality has it). A path that enters a house twice at one
 * parity can't become a valid loop (isValidLoop): it is not walked further, which keeps the
 * search complete within its budget on boards with many cells holding the pair.
 */
function loopsFrom(
  board: CandidateBoard,
  start: number,
  pair: number,
  budget: { left: number },
  onLoop: Uint8Array,
  entered: Uint8Array,
): number[][] {
  const walk: LoopWalk = {
    board,
    start,
    pair,
    budget,
    onLoop,
    entered,
    loop: [],
    results: [],
  };
  visit(walk, start, 2, 0, -1);
  return walk.results;
}

/** One search of `loopsFrom` (module-level functions: it runs at nearly every grading step). */
interface LoopWalk {
  readonly board: CandidateBoard;
  readonly start: number;
  readonly pair: number;
  readonly budget: { left: number };
  readonly onLoop: Uint8Array;
  /** Per house and parity, how many loop cells at that parity lie in it. */
  readonly entered: Uint8Array;
  readonly loop: number[];
  readonly results: number[][];
}

/** Counts the cell's box, row and column as entered at `parity` (`by` 1) or not (-1). */
function mark(walk: LoopWalk, cell: number, parity: number, by: number): void {
  const { boxHouse, rowHouse, colHouse } = walk.board.tables;
  const { entered } = walk;
  const b = boxHouse[cell]!;
  const r = rowHouse[cell]!;
  const c = colHouse[cell]!;
  if (b >= 0) entered[b * 2 + parity]! += by;
  if (r >= 0) entered[r * 2 + parity]! += by;
  if (c >= 0) entered[c * 2 + parity]! += by;
}

/** True when a loop cell at `parity` lies in the cell's box, row or column. */
function enteredAt(walk: LoopWalk, cell: number, parity: number): boolean {
  const { boxHouse, rowHouse, colHouse } = walk.board.tables;
  const { entered } = walk;
  const b = boxHouse[cell]!;
  const r = rowHouse[cell]!;
  const c = colHouse[cell]!;
  return (
    (b >= 0 && entered[b * 2 + parity]! > 0) ||
    (r >= 0 && entered[r * 2 + parity]! > 0) ||
    (c >= 0 && entered[c * 2 + parity]! > 0)
  );
}

function visit(
  walk: LoopWalk,
  cell: number,
  allowed: number,
  extras: number,
  lastKind: number,
): void {
  const { board, start, pair, budget, onLoop, loop } = walk;
  const { boxHouse, rowHouse, colHouse } = board.tables;
  const houses = board.geometry.houses;
  const parity = loop.length % 2;
  loop.push(cell);
  onLoop[cell] = 1;
  mark(walk, cell, parity, 1);
  for (let kind = 0; kind < 3; kind++) {
    const house = kind === 0 ? boxHouse[cell]! : kind === 1 ? rowHouse[cell]! : colHouse[cell]!;
    if (kind === lastKind || house < 0) continue;
    for (const next of houses[house]!.cells) {
      if (budget.left <= 0) break;
      if (next === start && loop.length >= 4) {
        walk.results.push(loop.slice());
        continue;
      }
      if (onLoop[next]) continue;
      const values = board.cands[next]!;
      if ((values & pair) !== pair || (values === pair && next < start)) continue;
      if (enteredAt(walk, next, 1 - parity)) continue;
      const nextExtras = (extras | values) & ~pair;
      const count = popcount(values);
      if (count === 2 || popcount(nextExtras) === 1 || allowed > 0) {
        budget.left--;
        visit(walk, next, allowed - (count > 2 ? 1 : 0), nextExtras, kind);
      }
    }
  }
  mark(walk, cell, parity, -1);
  onLoop[cell] = 0;
  loop.pop();
}

/** Each house the loop enters, entered once at each parity (or not at all). */
function isValidLoop(board: CandidateBoard, loop: readonly number[]): boolean {
  const odd = new Set<number>();
  const even = new Set<number>();
  loop.forEach((cell, i) => {
    const seen = i % 2 ? odd : even;
    for (const h of kindsOf(board, cell)) {
      if (seen.has(h)) seen.add(-1); // entered twice at one parity: marks the loop invalid
      seen.add(h);
    }
  });
  if (odd.has(-1) || even.has(-1) || odd.size !== even.size) return false;
  for (const h of odd) if (!even.has(h)) return false;
  return true;
}

/** The lowest rating of any unique loop: a rectangle of types 1, 2, 4 or a hidden pair. */
const MIN_RATING = 4.5;

/** Loop rating by size (UniqueLoopHint.getDifficulty). */
function loopRating(size: number): number {
  let tenths = 45;
  if (size >= 10) tenths += 3;
  if (size >= 8) tenths += 2;
  else if (size >= 6) tenths += 1;
  return tenths;
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Cells seeing every cell of `cells`, holding `digit`, outside `cells`. */
function seeingAll(board: CandidateBoard, cells: readonly number[], digit: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (const cell of board.geometry.peers[cells[0]!]!) {
    if (cells.includes(cell) || !board.has(cell, digit)) continue;
    if (cells.every((c) => board.sees(cell, c))) out.push({ cell, digit });
  }
  return out;
}

/** Type 3: the extras of c1 and c2 as one cell of a naked set in a house they share. */
function type3(
  board: CandidateBoard,
  c1: number,
  c2: number,
  pair: number,
  add: (type: number, tenths: number, eliminations: CellDigit[], variant?: string) => void,
): void {
  const extra = (board.cands[c1]! | board.cands[c2]!) & ~pair;
  const [k1, k2] = [kindsOf(board, c1), kindsOf(board, c2)];
  for (let degree = 2; degree <= 7; degree++) {
    for (let kind = 0; kind < 3; kind++) {
      if (k1[kind] !== k2[kind]) continue;
      const cells = board.geometry.houses[k1[kind]!]!.cells;
      const empty = cells.filter((c) => !board.values[c]).length;
      if (degree * 2 > empty || degree < popcount(extra)) continue;
      // Tuples of degree - 1 other cells (besides c1 standing for both): a naked set.
      const others = cells.filter((c) => c !== c1 && c !== c2 && popcount(board.cands[c]!) > 1);
      const pick: number[] = [];
      const walk = (from: number, union: number): void => {
        if (popcount(union) > degree) return;
        if (pick.length === degree - 1) {
          if (popcount(union) !== degree) return;
          // The extras both cells hold, with the other cells' digits, make the set too.
          let naked = extra & board.cands[c1]! & board.cands[c2]!;
          for (const c of pick) naked |= board.cands[c]!;
          if (popcount(naked) !== degree) return;
          const eliminations: CellDigit[] = [];
          for (const cell of cells) {
            if (cell === c1 || cell === c2 || pick.includes(cell)) continue;
            for (const digit of digitsOf(board.cands[cell]! & union)) {
              eliminations.push({ cell, digit });
            }
          }
          add(3, degree - 1, eliminations);
          return;
        }
        for (let i = from; i < others.length; i++) {
          pick.push(others[i]!);
          walk(i + 1, union | board.cands[others[i]!]!);
          pick.pop();
        }
      };
      walk(0, extra);
      if (degree * 2 < empty) hiddenSet(board, cells, c1, c2, pair, extra, degree, add);
    }
  }
}

/**
 * Type 3 with a hidden set (UniqueLoops.createType3Hints, UniqueLoopType3HiddenHint): the pair
 * and `degree - 2` digits that are not extras fit, c2 left out, in exactly `degree` cells of
 * the house (c1 among them); the other cells of that set keep only those digits. Rated 0.1 per
 * cell of the set beyond c1 and one more (a hidden pair: 4.5 for a rectangle).
 */
function hiddenSet(
  board: CandidateBoard,
  cells: readonly number[],
  c1: number,
  c2: number,
  pair: number,
  extra: number,
  degree: number,
  add: (type: number, tenths: number, eliminations: CellDigit[], variant?: string) => void,
): void {
  const others = cells.filter((c) => c !== c2);
  // Where each digit can go in the house, c2 left out (bit i: others[i]).
  const placesOf = (digit: number): number => {
    let places = 0;
    others.forEach((c, i) => {
      if (!board.values[c] && board.has(c, digit)) places |= 1 << i;
    });
    return places;
  };
  const [v1, v2] = digitsOf(pair) as [number, number];
  const base = placesOf(v1) | placesOf(v2);
  if (!placesOf(v1) || !placesOf(v2)) return;
  const rest = digitsOf(board.tables.allDigits & ~pair & ~extra);
  const chosen: number[] = [];
  const pick = (from: number, union: number): void => {
    if (popcount(union) > degree) return;
    if (chosen.length === degree - 2) {
      if (popcount(union) !== degree) return;
      const hidden = pair | chosen.reduce((m, d) => m | (1 << d), 0);
      const eliminations: CellDigit[] = [];
      others.forEach((cell, i) => {
        if (!(union & (1 << i)) || cell === c1) return;
        for (const digit of digitsOf(board.cands[cell]! & ~hidden)) {
          eliminations.push({ cell, digit });
        }
      });
      add(3, degree - 2, eliminations, `hidden:${hidden}:${union}`);
      return;
    }
    for (let i = from; i < rest.length; i++) {
      const places = placesOf(rest[i]!);
      if (!places) continue;
      chosen.push(rest[i]!);
      pick(i + 1, union | places);
      chosen.pop();
    }
  };
  pick(0, base);
}

/** Type 4: a pair digit locked to c1 and c2 in a house they share; the other digit leaves. */
function type4(board: CandidateBoard, c1: number, c2: number, pair: number): CellDigit[] {
  const [v1, v2] = digitsOf(pair) as [number, number];
  const [k1, k2] = [kindsOf(board, c1), kindsOf(board, c2)];
  let lock1 = false;
  let lock2 = false;
  for (let kind = 0; kind < 3; kind++) {
    if (k1[kind] !== k2[kind]) continue;
    const rest = board.geometry.houses[k1[kind]!]!.cells.filter((c) => c !== c1 && c !== c2);
    if (!rest.some((c) => board.has(c, v1))) lock1 = true;
    if (!rest.some((c) => board.has(c, v2))) lock2 = true;
  }
  const gone = lock1 ? v2 : lock2 ? v1 : 0;
  return gone ? [c1, c2].map((cell) => ({ cell, digit: gone })) : [];
}

function findLoops(board: CandidateBoard): Found | undefined {
  let best: Found | undefined;
  const seen = new Set<string>();
  const budget = { left: EXTENSIONS };
  const { cellCount } = board.tables;
  const onLoop = new Uint8Array(cellCount);
  const entered = new Uint8Array(board.tables.houseCount * 2);
  // Cells holding each pair: a loop needs four of them.
  const n = board.size + 1;
  const holding = new Int16Array(n * n);
  for (let c = 0; c < cellCount; c++) {
    const m = board.cands[c]!;
    if (m & (m - 1)) {
      for (let a = m; a; a &= a - 1) {
        const x = 31 - Math.clz32(a & -a);
        for (let b = a & (a - 1); b; b &= b - 1) holding[x * n + 31 - Math.clz32(b & -b)]!++;
      }
    }
  }
  for (let cell = 0; cell < cellCount && budget.left > 0; cell++) {
    // A rectangle of type 1 at 4.5 is the easiest there is: nothing found later can beat it.
    if (best && best.rating === MIN_RATING && best.type === 1) break;
    const pair = board.cands[cell]!;
    if (popcount(pair) !== 2) continue;
    const [x, y] = digitsOf(pair) as [number, number];
    if (holding[x * n + y]! < 4) continue;
    for (const loop of loopsFrom(board, cell, pair, budget, onLoop, entered)) {
      if (!isValidLoop(board, loop)) continue;
      const extra = loop.filter((c) => popcount(board.cands[c]!) > 2);
      const base = loopRating(loop.length);
      const add = (type: number, tenths: number, eliminations: CellDigit[], variant = '') => {
        const rating = (base + tenths) / 10;
        if (!eliminations.length) return;
        // The same hint (type and loop cells, and a hidden set's digits and cells) counts once,
        // as UniqueLoopHint.equals has it.
        const key = `${type}:${variant}:${[...loop].sort((a, b) => a - b).join(',')}`;
        if (seen.has(key)) return;
        seen.add(key);
        if (best && (best.rating < rating || (best.rating === rating && best.type <= type))) {
          return;
        }
        best = { rating, type, loop, pair, extra, eliminations };
      };
      if (extra.length === 1) {
        add(
          1,
          0,
          digitsOf(pair).map((digit) => ({ cell: extra[0]!, digit })),
        );
      } else if (extra.length > 2) {
        const value = digitsOf(board.cands[extra[0]!]! & ~pair)[0]!;
        add(2, 0, seeingAll(board, extra, value));
      } else if (extra.length === 2) {
        const [c1, c2] = extra as [number, number];
        const rest = (board.cands[c1]! | board.cands[c2]!) & ~pair;
        if (popcount(rest) === 1) add(2, 0, seeingAll(board, extra, digitsOf(rest)[0]!));
        else if (popcount(rest) >= 2) type3(board, c1, c2, pair, add);
        add(4, 0, type4(board, c1, c2, pair));
      }
    }
  }
  return best;
}

function stepOf(board: CandidateBoard, found: Found): Step {
  const names = ['', 'unique-rectangle-1', 'unique-rectangle-2', 'unique-rectangle-3'];
  const rect = found.loop.length === 4;
  return {
    technique: rect
      ? (names[found.type] ?? 'unique-rectangle-4')
      : `unique-loop-${Math.min(found.type, 2)}`,
    rating: found.rating,
    size: board.size,
    digits: digitsOf(found.pair),
    cells: [...found.loop],
    houses: [],
    extraCells: [...found.extra],
    placements: [],
    eliminations: found.eliminations,
  };
}

/** Unique rectangles and loops of any size through boxes, rows and columns (4.5 and up). */
export const uniqueLoopsRated: Technique = {
  id: 'unique-loops',
  name: 'Unique Rectangle / Loop',
  family: 'uniqueness',
  rating: 4.5,
  find(board: CandidateBoard, context: SearchContext) {
    if (!uniquenessAllowed(context)) return undefined;
    const found = findLoops(board);
    return found && stepOf(board, found);
  },
};
