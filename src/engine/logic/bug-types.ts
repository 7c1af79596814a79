// BUG types 3 and 4, as Sudoku Explainer finds them. Take the extra candidates off the cells
// that hold three or more (the BUG cells: each house's odd place of a digit picks its cell);
// when what is left is a bivalue universal grave, a unique puzzle needs at least one BUG cell
// to hold one of its extra digits.
// - Type 4 (5.7): two BUG cells in one house sharing one other digit v. v has only those two
//   places in the house, and one of the cells takes an extra digit, so the other is v: each
//   cell loses its remaining digit.
// - Type 3 (5.8+): the BUG cells share a house where k - 1 other cells hold k digits covering
//   every extra digit: with the BUG cell that takes an extra digit, they form a naked set, so
//   the other cells of the house lose those digits (5.7 + 0.1 per digit beyond one).

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import { uniquenessAllowed, type Technique } from './technique.ts';

/** The BUG cells of a board and their extra digits, or undefined when it is no BUG+n. */
interface BugPattern {
  readonly cells: number[];
  /** Extra digits per BUG cell (bit masks), and all of them. */
  readonly extras: Map<number, number>;
  readonly allExtras: number;
}

/** The BUG cells and extra digits (Sudoku Explainer's reading), if the rest is a BUG. */
function bugPattern(board: CandidateBoard): BugPattern | undefined {
  const { cellCount, houseCount, size, houseCells } = board.tables;
  const left = board.cands.slice();
  const cells: number[] = [];
  const extras = new Map<number, number>();
  let allExtras = 0;
  for (let h = 0; h < houseCount; h++) {
    // Digits with other than zero or two places here, from running once/twice/more masks.
    let once = 0;
    let twice = 0;
    let more = 0;
    for (let i = h * size; i < h * size + size; i++) {
      const m = board.cands[houseCells[i]!]!;
      more |= twice & m;
      twice |= once & m;
      once |= m;
    }
    for (let odd = (once & ~twice) | more; odd; odd &= odd - 1) {
      const d = 31 - Math.clz32(odd & -odd);
      const places = board.cellsWith(h, d);
      const wide = places.filter((c) => popcount(board.cands[c]!) >= 3);
      // A digit placed more than twice among bivalue cells only: no BUG.
      if (!wide.length) return undefined;
      // Several wide cells: another house tells which one is odd.
      if (wide.length > 1) continue;
      const cell = wide[0]!;
      if (!extras.has(cell)) cells.push(cell);
      extras.set(cell, (extras.get(cell) ?? 0) | (1 << d));
      allExtras |= 1 << d;
      left[cell]! &= ~(1 << d);
    }
  }
  if (cells.length < 2) return undefined;
  for (let c = 0; c < cellCount; c++) if (left[c] && popcount(left[c]!) !== 2) return undefined;
  for (let h = 0; h < houseCount; h++) {
    const counts = new Int8Array(size + 1);
    for (let i = h * size; i < h * size + size; i++) {
      for (let m = left[houseCells[i]!]!; m; m &= m - 1) counts[31 - Math.clz32(m & -m)]!++;
    }
    for (let d = 1; d <= size; d++) if (counts[d] !== 0 && counts[d] !== 2) return undefined;
  }
  return { cells, extras, allExtras };
}

/** Houses holding every one of `cells`, boxes first, then rows, then columns. */
function sharedHouses(board: CandidateBoard, cells: readonly number[]): number[] {
  const { boxHouse, rowHouse, colHouse } = board.tables;
  const out: number[] = [];
  for (const of of [boxHouse, rowHouse, colHouse]) {
    const h = of[cells[0]!]!;
    if (cells.every((c) => of[c] === h)) out.push(h);
  }
  return out;
}

function bugStep(
  board: CandidateBoard,
  technique: string,
  rating: number,
  pattern: BugPattern,
  house: number,
  eliminations: CellDigit[],
  extraCells: number[] = [],
): Step {
  let digits = pattern.allExtras;
  for (const e of eliminations) digits |= 1 << e.digit;
  return {
    technique,
    rating,
    size: board.size,
    digits: [...Array(board.size + 1).keys()].filter((d) => d && digits & (1 << d)),
    cells: pattern.cells.slice(),
    houses: [house],
    extraCells,
    placements: [],
    eliminations,
  };
}

function typeFour(board: CandidateBoard, pattern: BugPattern): Step | undefined {
  if (pattern.cells.length !== 2) return undefined;
  const [a, b] = pattern.cells as [number, number];
  const common = board.cands[a]! & board.cands[b]! & ~pattern.allExtras;
  if (popcount(common) !== 1) return undefined;
  const houses = sharedHouses(board, [a, b]);
  if (!houses.length) return undefined;
  const house = houses[0]!;
  const eliminations: CellDigit[] = [];
  for (const cell of [a, b]) {
    let rest = board.cands[cell]! & ~pattern.extras.get(cell)! & ~common;
    for (; rest; rest &= rest - 1)
      eliminations.push({ cell, digit: 31 - Math.clz32(rest & -rest) });
  }
  if (!eliminations.length) return undefined;
  return bugStep(board, 'bug-type-4', 5.7, pattern, house, eliminations);
}

/** Every k-combination of `items`, first items first. */
function* choose(items: readonly number[], k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

function typeThree(board: CandidateBoard, pattern: BugPattern): Step | undefined {
  const { size, houseCells } = board.tables;
  for (const house of sharedHouses(board, pattern.cells)) {
    const others: number[] = [];
    for (let i = house * size; i < house * size + size; i++) {
      const c = houseCells[i]!;
      if (board.cands[c] && !pattern.extras.has(c)) others.push(c);
    }
    for (let k = 2; k <= 6 && k - 1 <= others.length; k++) {
      for (const naked of choose(others, k - 1)) {
        let union = 0;
        for (const c of naked) union |= board.cands[c]!;
        if (popcount(union) !== k || pattern.allExtras & ~union) continue;
        const eliminations: CellDigit[] = [];
        for (const c of others) {
          if (naked.includes(c)) continue;
          for (let m = board.cands[c]! & union; m; m &= m - 1) {
            eliminations.push({ cell: c, digit: 31 - Math.clz32(m & -m) });
          }
        }
        if (!eliminations.length) continue;
        const rating = Math.round((5.7 + 0.1 * (k - 1)) * 10) / 10;
        return bugStep(board, 'bug-type-3', rating, pattern, house, eliminations, naked);
      }
    }
  }
  return undefined;
}

/**
 * BUG types 3 and 4 (5.7+): the BUG cells' extra digits, taken together, act as one more
 * candidate in a naked set (type 3) or force a shared digit (type 4).
 */
export const bugTypes3And4: Technique = {
  id: 'bug-types-3-4',
  name: 'BUG',
  family: 'uniqueness',
  rating: 5.7,
  find(board, context) {
    if (!uniquenessAllowed(context)) return undefined;
    const pattern = bugPattern(board);
    if (!pattern) return undefined;
    const four = typeFour(board, pattern);
    if (four || popcount(pattern.allExtras) === 1) return four;
    return typeThree(board, pattern);
  },
};
