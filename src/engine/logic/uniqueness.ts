// Uniqueness techniques, used only when the puzzle is known to have one solution: unique
// rectangles (types 1-4) and unique loops (unique-loop.ts). Both avoid patterns that would let
// two digits swap places, which would give a second solution. BUG techniques are in bug.ts.

import { popcount } from '../grid.ts';
import { firstDigit, type CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import { uniquenessAllowed, type Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Houses shared by every cell of `cells`. */
function commonHouses(board: CandidateBoard, cells: readonly number[]): number[] {
  const housesOfCell = board.geometry.housesOfCell;
  return housesOfCell[cells[0]!]!.filter((h) => cells.every((c) => housesOfCell[c]!.includes(h)));
}

/** True when every house holds an even number (0 or 2) of the given cells. */
function evenInEveryHouse(board: CandidateBoard, cells: readonly number[]): boolean {
  const count = new Map<number, number>();
  for (const c of cells) {
    for (const h of board.geometry.housesOfCell[c]!) count.set(h, (count.get(h) ?? 0) + 1);
  }
  for (const n of count.values()) if (n !== 2) return false;
  return true;
}

interface Rectangle {
  cells: [number, number, number, number];
  pair: number;
}

/**
 * Rectangles of empty cells on two rows, two columns and exactly two boxes, sharing a pair that
 * at least two corners hold exactly.
 */
function* rectangles(board: CandidateBoard): Generator<Rectangle> {
  const { size, boxHouse } = board.tables;
  for (let r1 = 0; r1 < size; r1++) {
    for (let r2 = r1 + 1; r2 < size; r2++) {
      for (let c1 = 0; c1 < size; c1++) {
        const a = r1 * size + c1;
        const c = r2 * size + c1;
        const ma = board.cands[a]!;
        const mc = board.cands[c]!;
        const left = ma & mc;
        if (!(left & (left - 1))) continue; // fewer than two common digits
        for (let c2 = c1 + 1; c2 < size; c2++) {
          const b = r1 * size + c2;
          const d = r2 * size + c2;
          const common = ma & mc & board.cands[b]! & board.cands[d]!;
          // Every step needs two corners holding exactly its pair: with more than two common
          // digits no corner can, and with two the pair is the common one.
          const rest = common & (common - 1);
          if (!rest || rest & (rest - 1)) continue;
          const exact =
            +(ma === common) +
            +(mc === common) +
            +(board.cands[b] === common) +
            +(board.cands[d] === common);
          if (exact < 2) continue;
          const boxes = new Set([boxHouse[a], boxHouse[b], boxHouse[c], boxHouse[d]]);
          if (boxes.size !== 2) continue;
          // Extra houses (diagonals, windows) must hold two corners or none, or the digits
          // could not swap: then the pattern is not deadly.
          if (!evenInEveryHouse(board, [a, b, c, d])) continue;
          yield { cells: [a, b, d, c], pair: common };
        }
      }
    }
  }
}

function urStep(
  board: CandidateBoard,
  type: number,
  rect: Rectangle,
  eliminations: CellDigit[],
  extra: { houses?: number[]; extraCells?: number[]; rating?: number } = {},
): Step {
  return {
    technique: `unique-rectangle-${type}`,
    rating: extra.rating ?? 4.5,
    size: board.size,
    digits: digitsOf(rect.pair),
    cells: [...rect.cells],
    houses: extra.houses ?? [],
    ...(extra.extraCells ? { extraCells: extra.extraCells } : {}),
    placements: [],
    eliminations,
  };
}

/** The easiest unique-rectangle step on the board (types 1-4), or undefined. */
function findUniqueRectangle(board: CandidateBoard): Step | undefined {
  let best: Step | undefined;
  const consider = (step: Step | undefined) => {
    if (step && (!best || step.rating < best.rating)) best = step;
  };
  for (const rect of rectangles(board)) {
    const { cells, pair } = rect;
    const floor = cells.filter((c) => board.cands[c] === pair);
    const roof = cells.filter((c) => board.cands[c] !== pair);
    if (floor.length === 3) {
      // Type 1: the fourth cell cannot be either digit of the pair.
      const r = roof[0]!;
      consider(
        urStep(
          board,
          1,
          rect,
          digitsOf(pair).map((digit) => ({ cell: r, digit })),
          {
            extraCells: [r],
          },
        ),
      );
      if (best?.rating === 4.5) return best;
      continue;
    }
    if (floor.length !== 2 || roof.length !== 2) continue;
    const [r1, r2] = roof as [number, number];
    const shared = commonHouses(board, [r1, r2]);
    const extras1 = board.cands[r1]! & ~pair;
    const extras2 = board.cands[r2]! & ~pair;
    const extras = extras1 | extras2;
    // Type 2: both roof cells have the same single extra digit; it must be in one of them.
    if (extras1 === extras2 && popcount(extras) === 1) {
      const digit = firstDigit(extras);
      const eliminations: CellDigit[] = [];
      for (const cell of board.geometry.peers[r1]!) {
        if (cell !== r2 && board.has(cell, digit) && board.sees(cell, r2)) {
          eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length) {
        consider(urStep(board, 2, rect, eliminations, { extraCells: [r1, r2], rating: 4.5 }));
      }
    }
    if (!shared.length) continue; // diagonal roofs: types 3 and 4 need a shared house
    // Type 4: one pair digit is locked to the roof in a shared house: the other leaves the roof.
    for (const h of shared) {
      for (const digit of digitsOf(pair)) {
        const places = board.cellsWith(h, digit);
        if (places.length !== 2 || !places.includes(r1) || !places.includes(r2)) continue;
        const other = firstDigit(pair & ~(1 << digit));
        consider(
          urStep(
            board,
            4,
            rect,
            [r1, r2].map((cell) => ({ cell, digit: other })),
            {
              houses: [h],
              extraCells: [r1, r2],
            },
          ),
        );
      }
    }
    // Type 3: the roof's extra digits act as one cell in a naked subset of a shared house.
    for (const h of shared) consider(urType3(board, rect, r1, r2, extras, h));
  }
  return best;
}

function urType3(
  board: CandidateBoard,
  rect: Rectangle,
  r1: number,
  r2: number,
  extras: number,
  h: number,
): Step | undefined {
  const others = board.geometry.houses[h]!.cells.filter(
    (c) => c !== r1 && c !== r2 && board.cands[c] && popcount(board.cands[c]!) <= 4,
  );
  for (let k = 1; k <= 3; k++) {
    const pick: number[] = [];
    const walk = (start: number, union: number): Step | undefined => {
      if (pick.length === k) {
        if (popcount(union) !== k + 1) return undefined;
        const eliminations: CellDigit[] = [];
        for (const cell of board.geometry.houses[h]!.cells) {
          if (cell === r1 || cell === r2 || pick.includes(cell)) continue;
          for (const digit of digitsOf(board.cands[cell]! & union)) {
            eliminations.push({ cell, digit });
          }
        }
        if (!eliminations.length) return undefined;
        return urStep(board, 3, rect, eliminations, {
          houses: [h],
          extraCells: [r1, r2, ...pick],
          rating: 4.5 + 0.1 * k,
        });
      }
      for (let i = start; i < others.length; i++) {
        const next = union | board.cands[others[i]!]!;
        if (popcount(next) > k + 1) continue;
        pick.push(others[i]!);
        const found = walk(i + 1, next);
        if (found) return found;
        pick.pop();
      }
      return undefined;
    };
    const found = walk(0, extras);
    if (found) return found;
  }
  return undefined;
}

/** Unique rectangles, types 1 to 4 (rated 4.5 to 4.8). */
export const uniqueRectangle: Technique = {
  id: 'unique-rectangle',
  name: 'Unique Rectangle',
  family: 'uniqueness',
  rating: 4.5,
  find: (board, context) => (uniquenessAllowed(context) ? findUniqueRectangle(board) : undefined),
};

// Unique loops live in unique-loop.ts; the technique list imports them from here.
export { uniqueLoop } from './unique-loop.ts';
