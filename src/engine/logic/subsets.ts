// Naked and hidden subsets (pairs, triples, quads) in any house. Naked: k cells of a house hold
// only k digits between them, so those digits leave the house's other cells. Hidden: k digits
// of a house fit only in k cells, so those cells lose every other digit.

import { popcount } from '../grid.ts';
import { cachedFor, type CandidateBoard } from './board.ts';
import { singleAfter } from './singles.ts';
import type { CellDigit, Step } from './step.ts';
import type { Technique } from './technique.ts';

const NAMES = ['', '', 'Pair', 'Triple', 'Quad'];

const tableCache = new WeakMap<CandidateBoard, { version: number; value: Uint32Array }>();

/** Positions of each digit in each house (bit i = i-th cell), cached per board state. */
export function positionTable(board: CandidateBoard): Uint32Array {
  return cachedFor(tableCache, board, () => {
    const { houseCount, size, houseCells } = board.tables;
    const table = new Uint32Array(houseCount * (size + 1));
    for (let h = 0; h < houseCount; h++) {
      for (let i = 0; i < size; i++) {
        let m = board.cands[houseCells[h * size + i]!]!;
        while (m) {
          const d = 31 - Math.clz32(m & -m);
          m &= m - 1;
          table[h * (size + 1) + d]! |= 1 << i;
        }
      }
    }
    return table;
  });
}

/** Calls `visit` with each k-combination of `items` whose OR of `masks` has at most k bits. */
function combine(
  items: readonly number[],
  masks: readonly number[],
  k: number,
  visit: (chosen: number[], union: number) => boolean,
): boolean {
  const chosen: number[] = [];
  const walk = (start: number, union: number): boolean => {
    if (chosen.length === k) return popcount(union) === k && visit(chosen, union);
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      const next = union | masks[i]!;
      if (popcount(next) > k) continue;
      chosen.push(items[i]!);
      if (walk(i + 1, next)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0, 0);
}

function* nakedSubsets(board: CandidateBoard, k: number): Generator<Step> {
  const { houseCount, size, houseCells } = board.tables;
  const rating = [0, 0, 3.0, 3.6, 5.0][k]!;
  for (let h = 0; h < houseCount; h++) {
    const cells: number[] = [];
    const masks: number[] = [];
    let emptyCells = 0;
    for (let i = h * size, end = i + size; i < end; i++) {
      const cell = houseCells[i]!;
      const m = board.cands[cell]!;
      if (!m) continue;
      emptyCells++;
      const n = popcount(m);
      if (n >= 2 && n <= k) {
        cells.push(cell);
        masks.push(m);
      }
    }
    // Like Sudoku Explainer: with fewer than 2k empty cells the complementary hidden subset
    // is smaller, and is the one to find.
    if (cells.length < k || emptyCells < 2 * k) continue;
    let found: Step | undefined;
    combine(cells, masks, k, (chosen, union) => {
      const eliminations: CellDigit[] = [];
      for (let i = h * size, end = i + size; i < end; i++) {
        const cell = houseCells[i]!;
        if (chosen.includes(cell)) continue;
        let hit = board.cands[cell]! & union;
        while (hit) {
          const digit = 31 - Math.clz32(hit & -hit);
          hit &= hit - 1;
          eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) return false;
      found = {
        technique: `naked-${NAMES[k]!.toLowerCase()}`,
        rating,
        size: board.size,
        digits: digitsOf(union),
        cells: [...chosen],
        houses: [h],
        placements: [],
        eliminations,
      };
      return true;
    });
    if (found) yield found;
  }
}

function* hiddenSubsets(board: CandidateBoard, k: number, direct: boolean): Generator<Step> {
  const { houseCount, size, houseCells } = board.tables;
  const table = positionTable(board);
  for (let h = 0; h < houseCount; h++) {
    const digits: number[] = [];
    const masks: number[] = [];
    let open = 0;
    for (let digit = 1; digit <= size; digit++) {
      const positions = table[h * (size + 1) + digit]!;
      if (!positions) continue;
      open++;
      const n = popcount(positions);
      if (n >= 1 && n <= k) {
        digits.push(digit);
        masks.push(positions);
      }
    }
    // A hidden subset in a house of at most 2k empty cells is a naked subset of at most k;
    // Sudoku Explainer leaves those to the naked search (a direct one only needs one more).
    if (digits.length < k || open <= (direct ? k : 2 * k)) continue;
    const found: Step[] = [];
    combine(digits, masks, k, (chosen, union) => {
      let keep = 0;
      for (const d of chosen) keep |= 1 << d;
      const eliminations: CellDigit[] = [];
      const cells: number[] = [];
      for (let i = 0; i < size; i++) {
        if (!(union & (1 << i))) continue;
        const cell = houseCells[h * size + i]!;
        cells.push(cell);
        let extra = board.cands[cell]! & ~keep;
        while (extra) {
          const digit = 31 - Math.clz32(extra & -extra);
          extra &= extra - 1;
          eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) return false;
      found.push({
        technique: `hidden-${NAMES[k]!.toLowerCase()}`,
        rating: [0, 0, 3.4, 4.0, 5.4][k]!,
        size: board.size,
        digits: [...chosen],
        cells,
        houses: [h],
        placements: [],
        eliminations,
      });
      return false; // keep looking: direct search wants every candidate set
    });
    yield* found;
  }
}

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

function firstOf(steps: Generator<Step>): Step | undefined {
  for (const step of steps) return step;
  return undefined;
}

function findDirectHidden(board: CandidateBoard, k: number): Step | undefined {
  for (const step of hiddenSubsets(board, k, true)) {
    // The single must be in the subset's own house (a digit outside the subset).
    const single = singleAfter(board, step.eliminations, step.houses);
    if (!single) continue;
    return {
      ...step,
      technique: `direct-hidden-${NAMES[k]!.toLowerCase()}`,
      rating: k === 2 ? 2.0 : 2.5,
      placements: [{ cell: single.cell, digit: single.digit }],
      eliminations: [],
      because: step.eliminations,
      singleHouse: single.house,
    };
  }
  return undefined;
}

function subsetTechnique(kind: 'naked' | 'hidden', k: number, rating: number): Technique {
  return {
    id: `${kind}-${NAMES[k]!.toLowerCase()}`,
    name: `${kind === 'naked' ? 'Naked' : 'Hidden'} ${NAMES[k]}`,
    family: 'subset',
    rating,
    find: (board) =>
      firstOf(kind === 'naked' ? nakedSubsets(board, k) : hiddenSubsets(board, k, false)),
  };
}

export const nakedPair = subsetTechnique('naked', 2, 3.0);
export const nakedTriple = subsetTechnique('naked', 3, 3.6);
export const nakedQuad = subsetTechnique('naked', 4, 5.0);
export const hiddenPair = subsetTechnique('hidden', 2, 3.4);
export const hiddenTriple = subsetTechnique('hidden', 3, 4.0);
export const hiddenQuad = subsetTechnique('hidden', 4, 5.4);

/** A hidden pair whose eliminations leave a hidden single. */
export const directHiddenPair: Technique = {
  id: 'direct-hidden-pair',
  name: 'Direct Hidden Pair',
  family: 'subset',
  rating: 2.0,
  find: (board) => findDirectHidden(board, 2),
};

/** A hidden triple whose eliminations leave a hidden single. */
export const directHiddenTriple: Technique = {
  id: 'direct-hidden-triple',
  name: 'Direct Hidden Triple',
  family: 'subset',
  rating: 2.5,
  find: (board) => findDirectHidden(board, 3),
};
