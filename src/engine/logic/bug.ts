// Bivalue universal grave (BUG): a board where every empty cell has two candidates and every
// digit two places in each house has two solutions. A unique puzzle can't reach one, so the
// extra candidates that keep it from being a BUG are forced. Used only for unique puzzles.

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit } from './step.ts';
import { uniquenessAllowed, type Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/**
 * BUG+1: every empty cell has two candidates except one with three, and every digit appears
 * twice in each house except the extra digit of that cell. Without it the board would have
 * two solutions, so the extra digit is the cell's value.
 */
export const bugPlusOne: Technique = {
  id: 'bug-plus-one',
  name: 'BUG+1',
  family: 'uniqueness',
  rating: 5.6,
  find(board, context) {
    if (!uniquenessAllowed(context)) return undefined;
    const { cellCount, houseCount, size } = board.tables;
    let tri = -1;
    for (let c = 0; c < cellCount; c++) {
      const n = popcount(board.cands[c]!);
      if (n === 0 || n === 2) continue;
      if (n !== 3 || tri >= 0) return undefined;
      tri = c;
    }
    if (tri < 0) return undefined;
    const triHouses = board.geometry.housesOfCell[tri]!;
    let extra = 0;
    for (let h = 0; h < houseCount; h++) {
      for (let digit = 1; digit <= size; digit++) {
        const n = board.cellsWith(h, digit).length;
        if (n === 0 || n === 2) continue;
        if (n === 3 && triHouses.includes(h) && board.has(tri, digit)) {
          if (extra && extra !== digit) return undefined;
          extra = digit;
          continue;
        }
        return undefined;
      }
    }
    if (!extra) return undefined;
    return {
      technique: 'bug-plus-one',
      rating: 5.6,
      size,
      digits: [extra],
      cells: [tri],
      houses: triHouses.slice(),
      placements: [{ cell: tri, digit: extra }],
      eliminations: [],
    };
  },
};

/** True when every empty cell has two candidates and every digit two places per house. */
function isBivalueGrave(board: CandidateBoard, cands: Uint32Array): boolean {
  const { cellCount, houseCount, size, houseCells } = board.tables;
  for (let c = 0; c < cellCount; c++) if (cands[c] && popcount(cands[c]!) !== 2) return false;
  for (let h = 0; h < houseCount; h++) {
    const counts = new Int8Array(size + 1);
    for (let i = h * size; i < h * size + size; i++) {
      let m = cands[houseCells[i]!]!;
      while (m) {
        const d = 31 - Math.clz32(m & -m);
        m &= m - 1;
        counts[d]!++;
      }
    }
    for (let d = 1; d <= size; d++) if (counts[d] !== 0 && counts[d] !== 2) return false;
  }
  return true;
}

/**
 * BUG type 2: every empty cell is bivalue except a few with three candidates sharing one
 * extra digit; without it the board would be a deadly BUG, so one of them holds the digit and
 * cells seeing all of them lose it (rated 5.7).
 */
export const bugType2: Technique = {
  id: 'bug-type-2',
  name: 'BUG Type 2',
  family: 'uniqueness',
  rating: 5.7,
  find(board, context) {
    if (!uniquenessAllowed(context)) return undefined;
    const { cellCount } = board.tables;
    const extra: number[] = [];
    let common = board.tables.allDigits;
    for (let c = 0; c < cellCount; c++) {
      const n = popcount(board.cands[c]!);
      if (n === 0 || n === 2) continue;
      if (n !== 3) return undefined;
      extra.push(c);
      common &= board.cands[c]!;
    }
    if (extra.length < 2 || !common) return undefined;
    for (const digit of digitsOf(common)) {
      const without = board.cands.slice();
      for (const c of extra) without[c] = without[c]! & ~(1 << digit);
      if (!isBivalueGrave(board, without)) continue;
      const eliminations: CellDigit[] = [];
      for (const cell of board.geometry.peers[extra[0]!]!) {
        if (extra.includes(cell) || !board.has(cell, digit)) continue;
        if (extra.every((e) => board.sees(cell, e))) eliminations.push({ cell, digit });
      }
      if (!eliminations.length) continue;
      return {
        technique: 'bug-type-2',
        rating: 5.7,
        size: board.size,
        digits: [digit],
        cells: extra,
        houses: [],
        placements: [],
        eliminations,
      };
    }
    return undefined;
  },
};
