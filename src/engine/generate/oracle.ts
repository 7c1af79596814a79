// Uniqueness checks for puzzles that are subsets of one known solution, with a memory of rival
// solutions. A puzzle has another solution exactly when some rival agrees with every given, so
// a rival found once answers later checks on similar puzzles (clue removal and minimality
// checks ask about hundreds of near-identical puzzles) with a few mask operations instead of a
// search. Only when no remembered rival fits does the exact solver run.

import { isClassic9, type Geometry } from '../geometry.ts';
import { solveClassic } from '../solve/classic.ts';
import { searchGeneric } from '../solve/generic.ts';

/**
 * Search nodes a check may use off the classic 9x9 fast path; past it the check answers "not
 * unique" (without a rival), which only ever keeps a clue, so puzzles stay unique.
 */
export const UNIQUENESS_NODE_LIMIT = 20_000;

/** Rivals remembered per solution; the oldest is forgotten first. */
export const RIVAL_MEMORY = 128;

// Cells per mask word (below 31 bits so masks stay small non-negative integers).
const WORD_BITS = 30;

/** Uniqueness checks against one solution. */
export interface UniquenessOracle {
  readonly geometry: Geometry;
  readonly solution: Uint8Array;
  /** True when `puzzle` (digits of the solution, 0 = empty) has no other solution. */
  isUnique(puzzle: Uint8Array): boolean;
  /**
   * Cells where some other solution of `puzzle` differs from the solution, or undefined when
   * the puzzle is unique. Empty when the search gave up before finding a rival.
   */
  tellingCells(puzzle: Uint8Array): readonly number[] | undefined;
  /** Exact solver runs so far (the rest were answered from memory). */
  readonly solverRuns: number;
}

/** An oracle for puzzles drawn from `solution`. */
export function uniquenessOracle(geometry: Geometry, solution: Uint8Array): UniquenessOracle {
  const words = Math.ceil(geometry.cellCount / WORD_BITS);
  const rivals: Int32Array[] = [];
  let nextSlot = 0;
  let solverRuns = 0;
  const givens = new Int32Array(words);
  const out = new Uint8Array(2 * geometry.cellCount);

  const remember = (candidate: Uint8Array): Int32Array => {
    const diff = new Int32Array(words);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (candidate[cell] !== solution[cell])
        diff[(cell / WORD_BITS) | 0]! |= 1 << (cell % WORD_BITS);
    }
    if (rivals.length < RIVAL_MEMORY) rivals.push(diff);
    else rivals[nextSlot] = diff;
    nextSlot = (nextSlot + 1) % RIVAL_MEMORY;
    return diff;
  };

  // The difference mask of a rival consistent with the puzzle, null when unique, or an empty
  // mask when the search gave up.
  const findRival = (puzzle: Uint8Array): Int32Array | null => {
    givens.fill(0);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (puzzle[cell]) givens[(cell / WORD_BITS) | 0]! |= 1 << (cell % WORD_BITS);
    }
    for (const diff of rivals) {
      let clash = 0;
      for (let w = 0; w < words && clash === 0; w++) clash = diff[w]! & givens[w]!;
      if (clash === 0) return diff;
    }
    solverRuns++;
    if (isClassic9(geometry)) {
      if (solveClassic(puzzle, 2, out) < 2) return null;
      const first = out.subarray(0, 81);
      return remember(sameGrid(first, solution, 81) ? out.subarray(81) : first);
    }
    const outcome = searchGeneric(geometry, puzzle, 2, UNIQUENESS_NODE_LIMIT);
    if (outcome.complete && outcome.count === 1) return null;
    const other = outcome.solutions.find((s) => !sameGrid(s, solution, geometry.cellCount));
    return other ? remember(other) : new Int32Array(words);
  };

  return {
    geometry,
    solution,
    isUnique: (puzzle) => findRival(puzzle) === null,
    tellingCells(puzzle) {
      const diff = findRival(puzzle);
      if (diff === null) return undefined;
      const cells: number[] = [];
      for (let cell = 0; cell < geometry.cellCount; cell++) {
        if (diff[(cell / WORD_BITS) | 0]! & (1 << (cell % WORD_BITS))) cells.push(cell);
      }
      return cells;
    },
    get solverRuns() {
      return solverRuns;
    },
  };
}

function sameGrid(a: Uint8Array, b: Uint8Array, n: number): boolean {
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
