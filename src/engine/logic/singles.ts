// Singles: full house (the last empty cell of a house), hidden single (the only place for a
// digit in a house) and naked single (the only digit left in a cell).

import { firstDigit, type CandidateBoard, type LogicTables } from './board.ts';
import type { Step } from './step.ts';
import type { Technique } from './technique.ts';

function singleStep(
  board: CandidateBoard,
  technique: string,
  rating: number,
  cell: number,
  digit: number,
  houses: number[],
): Step {
  return {
    technique,
    rating,
    size: board.size,
    digits: [digit],
    cells: [cell],
    houses,
    placements: [{ cell, digit }],
    eliminations: [],
  };
}

/** The last empty cell of a house takes the one digit the house lacks. */
export const fullHouse: Technique = {
  id: 'full-house',
  name: 'Full House',
  family: 'single',
  rating: 1.0,
  find(board) {
    const { houseCount, size, houseCells } = board.tables;
    const { values } = board;
    for (let h = 0; h < houseCount; h++) {
      let emptyCell = -1;
      let count = 0;
      for (let i = h * size, end = i + size; i < end && count < 2; i++) {
        const cell = houseCells[i]!;
        if (!values[cell]) {
          emptyCell = cell;
          count++;
        }
      }
      if (count !== 1) continue;
      const missing = board.tables.allDigits & ~board.placedIn(h);
      if (missing & board.cands[emptyCell]!) {
        return singleStep(board, 'full-house', 1.0, emptyCell, firstDigit(missing), [h]);
      }
    }
    return undefined;
  },
};

/** Digits with exactly one place in house h, as a mask. */
export function hiddenSinglesOf(board: CandidateBoard, h: number): number {
  const { size, houseCells } = board.tables;
  const { cands } = board;
  let once = 0;
  let twice = 0;
  for (let i = h * size, end = i + size; i < end; i++) {
    const m = cands[houseCells[i]!]!;
    twice |= once & m;
    once |= m;
  }
  return once & ~twice;
}

/** The cell of house h holding digit d (the first one). */
export function cellOfDigit(board: CandidateBoard, h: number, digit: number): number {
  const { size, houseCells } = board.tables;
  const bit = 1 << digit;
  for (let i = h * size, end = i + size; i < end; i++) {
    if (board.cands[houseCells[i]!]! & bit) return houseCells[i]!;
  }
  return -1;
}

const boxCache = new WeakMap<LogicTables, Uint8Array>();

/** 1 for each house that is a box or jigsaw region (hidden singles there rate lower). */
export function boxHouses(tables: LogicTables): Uint8Array {
  let found = boxCache.get(tables);
  if (!found) {
    found = new Uint8Array(
      tables.geometry.houses.map((h) => (h.kind === 'box' || h.kind === 'region' ? 1 : 0)),
    );
    boxCache.set(tables, found);
  }
  return found;
}

function findHiddenSingle(board: CandidateBoard, boxes: boolean): Step | undefined {
  const { houseCount } = board.tables;
  const isBox = boxHouses(board.tables);
  const want = boxes ? 1 : 0;
  for (let h = 0; h < houseCount; h++) {
    if (isBox[h] !== want) continue;
    const singles = hiddenSinglesOf(board, h);
    if (!singles) continue;
    const digit = firstDigit(singles);
    const cell = cellOfDigit(board, h, digit);
    return singleStep(
      board,
      boxes ? 'hidden-single-box' : 'hidden-single-line',
      boxes ? 1.2 : 1.5,
      cell,
      digit,
      [h],
    );
  }
  return undefined;
}

/** A digit with only one place left in a box (or jigsaw region). */
export const hiddenSingleBox: Technique = {
  id: 'hidden-single-box',
  name: 'Hidden Single',
  family: 'single',
  rating: 1.2,
  find: (board) => findHiddenSingle(board, true),
};

/** A digit with only one place left in a row, column or extra house. */
export const hiddenSingleLine: Technique = {
  id: 'hidden-single-line',
  name: 'Hidden Single',
  family: 'single',
  rating: 1.5,
  find: (board) => findHiddenSingle(board, false),
};

/** A cell with only one candidate left. */
export const nakedSingle: Technique = {
  id: 'naked-single',
  name: 'Naked Single',
  family: 'single',
  rating: 2.3,
  find(board) {
    const { cellCount } = board.tables;
    for (let cell = 0; cell < cellCount; cell++) {
      const m = board.cands[cell]!;
      if (m && (m & (m - 1)) === 0) {
        return singleStep(board, 'naked-single', 2.3, cell, firstDigit(m), []);
      }
    }
    return undefined;
  },
};

/**
 * If removing `removed` candidates leaves a digit with a single place in one of `houses`, the
 * placement (cell, digit, house); the basis of Sudoku Explainer's "direct" techniques.
 */
export function singleAfter(
  board: CandidateBoard,
  removed: readonly { cell: number; digit: number }[],
  houses: readonly number[],
): { cell: number; digit: number; house: number } | undefined {
  const { size, houseCells } = board.tables;
  for (const h of houses) {
    const inHouse = new Set<number>();
    for (let i = h * size, end = i + size; i < end; i++) inHouse.add(houseCells[i]!);
    let digits = 0;
    for (const r of removed) if (inHouse.has(r.cell)) digits |= 1 << r.digit;
    for (let digit = 1; digit <= size; digit++) {
      if (!(digits & (1 << digit))) continue;
      const bit = 1 << digit;
      let left = -1;
      let count = 0;
      for (let i = h * size, end = i + size; i < end; i++) {
        const c = houseCells[i]!;
        if (!(board.cands[c]! & bit)) continue;
        if (removed.some((r) => r.cell === c && r.digit === digit)) continue;
        left = c;
        count++;
      }
      if (count === 1) return { cell: left, digit, house: h };
    }
  }
  return undefined;
}

/** A single that fills `cell` right now (full house, hidden single or naked single), if any. */
export function singleForCell(board: CandidateBoard, cell: number): Step | undefined {
  return singlesForCell(board, cell)[0];
}

/** Every single that fills `cell` right now: one per house where it is hidden, and naked. */
export function singlesForCell(board: CandidateBoard, cell: number): Step[] {
  const found: Step[] = [];
  const m = board.cands[cell]!;
  if (!m) return found;
  const houses = board.geometry.houses;
  for (const h of board.geometry.housesOfCell[cell]!) {
    const singles = hiddenSinglesOf(board, h) & m;
    if (!singles) continue;
    const digit = firstDigit(singles);
    const cells = houses[h]!.cells;
    const emptyCells = cells.filter((c) => !board.values[c]).length;
    const kind = houses[h]!.kind;
    const isBox = kind === 'box' || kind === 'region';
    if (emptyCells === 1) found.push(singleStep(board, 'full-house', 1.0, cell, digit, [h]));
    else {
      const technique = isBox ? 'hidden-single-box' : 'hidden-single-line';
      found.push(singleStep(board, technique, isBox ? 1.2 : 1.5, cell, digit, [h]));
    }
  }
  if ((m & (m - 1)) === 0)
    found.push(singleStep(board, 'naked-single', 2.3, cell, firstDigit(m), []));
  return found;
}
