// Wings: XY-Wing (a bivalue pivot and two bivalue pincers), XYZ-Wing (a trivalue pivot) and
// W-Wing (two equal bivalue cells tied by a strong link). Each removes the shared digit from
// cells that see every cell that might hold it.

import { popcount } from '../grid.ts';
import { firstDigit, type CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Cells holding `digit` that see every cell of `cells` (and are none of them). */
function seeingAll(board: CandidateBoard, digit: number, cells: readonly number[]): CellDigit[] {
  const out: CellDigit[] = [];
  for (const cell of board.geometry.peers[cells[0]!]!) {
    if (cells.includes(cell) || !board.has(cell, digit)) continue;
    if (cells.every((c) => board.sees(cell, c))) out.push({ cell, digit });
  }
  return out;
}

function findWing(board: CandidateBoard, xyz: boolean): Step | undefined {
  const { cellCount } = board.tables;
  for (let pivot = 0; pivot < cellCount; pivot++) {
    const pm = board.cands[pivot]!;
    if (popcount(pm) !== (xyz ? 3 : 2)) continue;
    const pincers = board.geometry.peers[pivot]!.filter((c) => {
      const m = board.cands[c]!;
      return popcount(m) === 2 && popcount(m & pm) === (xyz ? 2 : 1);
    });
    for (let i = 0; i < pincers.length; i++) {
      for (let j = i + 1; j < pincers.length; j++) {
        const a = pincers[i]!;
        const b = pincers[j]!;
        const ma = board.cands[a]!;
        const mb = board.cands[b]!;
        if (ma === mb) continue;
        const z = ma & mb;
        if (popcount(z) !== 1) continue;
        if (xyz) {
          if ((ma | mb) !== pm) continue;
        } else if (z & pm || popcount(ma | mb | pm) !== 3) {
          continue;
        }
        const digit = firstDigit(z);
        const pattern = xyz ? [pivot, a, b] : [a, b];
        const eliminations = seeingAll(board, digit, pattern);
        if (!eliminations.length) continue;
        return {
          technique: xyz ? 'xyz-wing' : 'xy-wing',
          rating: xyz ? 4.4 : 4.2,
          size: board.size,
          digits: digitsOf(pm | ma | mb),
          cells: [pivot, a, b],
          houses: [],
          placements: [],
          eliminations,
          candidates: [pivot, a, b].flatMap((cell) =>
            digitsOf(board.cands[cell]!).map((d) => ({ cell, digit: d })),
          ),
        };
      }
    }
  }
  return undefined;
}

/** XY-Wing: pivot {x,y}, pincers {x,z} and {y,z}; z leaves cells seeing both pincers. */
export const xyWing: Technique = {
  id: 'xy-wing',
  name: 'XY-Wing',
  family: 'wing',
  rating: 4.2,
  find: (board) => findWing(board, false),
};

/** XYZ-Wing: pivot {x,y,z}, pincers {x,z} and {y,z}; z leaves cells seeing all three. */
export const xyzWing: Technique = {
  id: 'xyz-wing',
  name: 'XYZ-Wing',
  family: 'wing',
  rating: 4.4,
  find: (board) => findWing(board, true),
};

/**
 * W-Wing: two cells with the same two candidates {x,y} that don't see each other, and a house
 * where x has two places, one seeing each cell. One of the cells must be y.
 */
export const wWing: Technique = {
  id: 'w-wing',
  name: 'W-Wing',
  family: 'wing',
  // Sudoku Explainer finds this as a forcing chain of six candidates through cells: 7.0 + 0.1.
  rating: 7.1,
  find(board) {
    const { cellCount, houseCount } = board.tables;
    const bivalue: number[] = [];
    for (let c = 0; c < cellCount; c++) if (popcount(board.cands[c]!) === 2) bivalue.push(c);
    for (let i = 0; i < bivalue.length; i++) {
      for (let j = i + 1; j < bivalue.length; j++) {
        const p = bivalue[i]!;
        const q = bivalue[j]!;
        const m = board.cands[p]!;
        if (board.cands[q] !== m || board.sees(p, q)) continue;
        for (const x of digitsOf(m)) {
          const y = firstDigit(m & ~(1 << x));
          const eliminations = seeingAll(board, y, [p, q]);
          if (!eliminations.length) continue;
          for (let h = 0; h < houseCount; h++) {
            const cells = board.cellsWith(h, x);
            if (cells.length !== 2 || cells.includes(p) || cells.includes(q)) continue;
            const [s, t] = cells as [number, number];
            const linked =
              (board.sees(s, p) && board.sees(t, q)) || (board.sees(s, q) && board.sees(t, p));
            if (!linked) continue;
            const sp = board.sees(s, p) && board.sees(t, q);
            return {
              technique: 'w-wing',
              rating: 7.1,
              size: board.size,
              digits: [x, y],
              cells: [p, q],
              extraCells: sp ? [s, t] : [t, s],
              houses: [h],
              placements: [],
              eliminations,
            };
          }
        }
      }
    }
    return undefined;
  },
};
