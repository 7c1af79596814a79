// Fish on one digit: n base lines (rows or columns) whose places for the digit fit in n cover
// lines of the other kind: X-Wing (2), Swordfish (3), Jellyfish (4). Finned and sashimi forms
// allow extra places (fins) in one box; then only cells that also see the fins lose the digit.
//
// Basic fish run (and fail) at every step of a grading path, so they read each line's places
// from the per-state position table and enumerate base lines as bit masks; a step is built only
// for the fish that is returned.

import { popcount as countBits } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import { eachSubset, positionTable } from './subsets.ts';
import type { Technique } from './technique.ts';

// Bound once: a direct call in the hot loops, not a read through the module's export binding
// (which tsx's CommonJS output turns into a getter call per use).
const popcount = countBits;

const FISH_NAMES = ['', '', 'x-wing', 'swordfish', 'jellyfish'];

interface Line {
  house: number;
  /** Positions of the digit across the line (bit j = cross line j). */
  mask: number;
}

/** Cell at position `j` of line `i` for an orientation (rows: cell = i*size+j). */
function cellAt(byRows: boolean, i: number, j: number, size: number): number {
  return byRows ? i * size + j : j * size + i;
}

/**
 * Places of a digit in each line of one orientation (rows are houses 0..size-1, columns the
 * next size houses, and a line's position j is the cross line j), into `out`.
 */
function lineMasks(board: CandidateBoard, digit: number, byRows: boolean, out: Int32Array): void {
  const { size } = board;
  const table = positionTable(board);
  const first = byRows ? 0 : size;
  for (let i = 0; i < size; i++) out[i] = table[(first + i) * (size + 1) + digit]!;
}

/** Lines of one orientation holding the digit, with their position masks. */
function linesOf(board: CandidateBoard, digit: number, byRows: boolean): Line[] {
  const { size } = board;
  const masks = new Int32Array(size);
  lineMasks(board, digit, byRows, masks);
  const lines: Line[] = [];
  for (let i = 0; i < size; i++)
    if (masks[i]) lines.push({ house: byRows ? i : size + i, mask: masks[i]! });
  return lines;
}

function choose<T>(items: readonly T[], k: number, visit: (chosen: T[]) => boolean): boolean {
  const chosen: T[] = [];
  const walk = (start: number): boolean => {
    if (chosen.length === k) return visit(chosen);
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]!);
      if (walk(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0);
}

function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let j = 0; mask >> j; j++) if (mask & (1 << j)) out.push(j);
  return out;
}

// Scratch for one orientation of one digit (sizes up to 16); basic fish never nest.
const masksOfLines = new Int32Array(32);
const baseMasks = new Int32Array(32);
const baseLines = new Int32Array(32);

/** A basic fish of size n on any digit, or undefined. */
function findBasicFish(board: CandidateBoard, n: number): Step | undefined {
  const { size } = board;
  let found: Step | undefined;
  for (let digit = 1; digit <= size; digit++) {
    for (let o = 0; o < 2; o++) {
      const byRows = o === 0;
      lineMasks(board, digit, byRows, masksOfLines);
      // Base lines hold 1..n places; a fish needs n of them.
      let count = 0;
      for (let i = 0; i < size; i++) {
        const m = masksOfLines[i]!;
        if (m && popcount(m) <= n) {
          baseMasks[count] = m;
          baseLines[count++] = i;
        }
      }
      if (count < n) continue;
      eachSubset(baseMasks, count, n, 0, 0, 0, 0, (chosen, union) => {
        let inBase = 0;
        for (let j = 0; j < count; j++) if (chosen & (1 << j)) inBase |= 1 << baseLines[j]!;
        // Eliminations: places in the cover lines outside the base lines.
        let outside = 0;
        for (let i = 0; i < size; i++) if (!(inBase & (1 << i))) outside |= masksOfLines[i]!;
        if (!(outside & union)) return false;
        const eliminations: CellDigit[] = [];
        for (const j of bitsOf(union)) {
          for (let i = 0; i < size; i++) {
            if (!(inBase & (1 << i)) && masksOfLines[i]! & (1 << j)) {
              eliminations.push({ cell: cellAt(byRows, i, j, size), digit });
            }
          }
        }
        const base = bitsOf(inBase).map((i) => ({
          house: byRows ? i : size + i,
          mask: masksOfLines[i]!,
        }));
        found = fishStep(board, digit, byRows, base, union, [], eliminations, FISH_NAMES[n]!, n);
        return true;
      });
      if (found) return found;
    }
  }
  return undefined;
}

function fishStep(
  board: CandidateBoard,
  digit: number,
  byRows: boolean,
  base: readonly Line[],
  cover: number,
  fins: number[],
  eliminations: CellDigit[],
  technique: string,
  n: number,
): Step {
  const { size } = board;
  const cells: number[] = [];
  for (const l of base) {
    const i = l.house - (byRows ? 0 : size);
    for (const j of bitsOf(l.mask & cover)) cells.push(cellAt(byRows, i, j, size));
  }
  return {
    technique,
    rating: FISH_RATINGS[technique] ?? 3.2 + n,
    size,
    digits: [digit],
    cells: cells.sort((a, b) => a - b),
    houses: base.map((l) => l.house),
    coverHouses: bitsOf(cover).map((j) => (byRows ? size + j : j)),
    ...(fins.length ? { extraCells: fins } : {}),
    placements: [],
    eliminations,
  };
}
/** A finned or sashimi fish of size n, or undefined. */
function findFinnedFish(board: CandidateBoard, n: number): Step | undefined {
  const { size, boxHouse } = board.tables;
  const houses = board.geometry.houses;
  for (let digit = 1; digit <= size; digit++) {
    for (const byRows of [true, false]) {
      // A base line may hold up to n cover places plus fins (at most a box width).
      const lines = linesOf(board, digit, byRows).filter((l) => popcount(l.mask) <= n + 3);
      if (lines.length < n) continue;
      let found: Step | undefined;
      choose(lines, n, (base) => {
        let union = 0;
        for (const l of base) union |= l.mask;
        const width = popcount(union);
        if (width <= n || width > n + 3) return false;
        return choose(bitsOf(union), n, (coverBits) => {
          let cover = 0;
          for (const j of coverBits) cover |= 1 << j;
          // All fins in one box, checked without building lists first.
          let box = -1;
          for (const l of base) {
            const i = l.house - (byRows ? 0 : size);
            let rest = l.mask & ~cover;
            while (rest) {
              const j = 31 - Math.clz32(rest & -rest);
              rest &= rest - 1;
              const b = boxHouse[cellAt(byRows, i, j, size)]!;
              if (box < 0) box = b;
              else if (b !== box) return false;
            }
          }
          const fins: number[] = [];
          for (const l of base) {
            const i = l.house - (byRows ? 0 : size);
            for (const j of bitsOf(l.mask & ~cover)) fins.push(cellAt(byRows, i, j, size));
          }
          const baseIdx = new Set(base.map((l) => l.house - (byRows ? 0 : size)));
          const eliminations: CellDigit[] = [];
          for (const cell of houses[box]!.cells) {
            const i = byRows ? Math.floor(cell / size) : cell % size;
            const j = byRows ? cell % size : Math.floor(cell / size);
            if (baseIdx.has(i) || !(cover & (1 << j))) continue;
            if (board.has(cell, digit)) eliminations.push({ cell, digit });
          }
          if (!eliminations.length) return false;
          const sashimi = base.some((l) => popcount(l.mask & cover) <= 1);
          const name = `${sashimi ? 'sashimi' : 'finned'}-${FISH_NAMES[n]}`;
          found = fishStep(board, digit, byRows, base, cover, fins, eliminations, name, n);
          return true;
        });
      });
      if (found) return found;
    }
  }
  return undefined;
}

/** Ratings on the Sudoku Explainer scale (finned forms calibrated against rated puzzles). */
export const FISH_RATINGS: Record<string, number> = {
  'x-wing': 3.2,
  swordfish: 3.8,
  jellyfish: 5.2,
  'finned-x-wing': 6.6,
  'sashimi-x-wing': 6.6,
  'finned-swordfish': 6.7,
  'sashimi-swordfish': 6.7,
  'finned-jellyfish': 6.8,
  'sashimi-jellyfish': 6.8,
};

function basicFish(n: number, name: string): Technique {
  return {
    id: FISH_NAMES[n]!,
    name,
    family: 'fish',
    rating: FISH_RATINGS[FISH_NAMES[n]!]!,
    find: (board) => findBasicFish(board, n),
  };
}

function finnedFish(n: number, name: string): Technique {
  return {
    id: `finned-${FISH_NAMES[n]}`,
    name,
    family: 'fish',
    rating: FISH_RATINGS[`finned-${FISH_NAMES[n]}`]!,
    find: (board) => findFinnedFish(board, n),
  };
}

export const xWing = basicFish(2, 'X-Wing');
export const swordfish = basicFish(3, 'Swordfish');
export const jellyfish = basicFish(4, 'Jellyfish');
export const finnedXWing = finnedFish(2, 'Finned X-Wing');
export const finnedSwordfish = finnedFish(3, 'Finned Swordfish');
export const finnedJellyfish = finnedFish(4, 'Finned Jellyfish');
