import { describe, expect, it } from 'vitest';
import { classicGeometry, sudokuXGeometry, type Geometry } from '../../../src/engine/geometry.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import { CandidateBoard } from '../../../src/engine/logic/index.ts';
import { placementBreaksDigit } from '../../../src/engine/logic/digit-contradiction.ts';
import { implicationsOf } from '../../../src/engine/logic/implications.ts';
import { seededRandom } from '../../../src/engine/random.ts';
import { gridOf, solvedFixtures } from './helpers.ts';

const NISHIO = { x: true, y: false, dynamic: true };

/** What the chain engine says: a single-digit dynamic propagation that breaks the board. */
function engineBreaks(board: CandidateBoard, cell: number, digit: number): boolean {
  const engine = implicationsOf(board);
  const result = engine.propagate([engine.node(cell, digit, true)], NISHIO, {
    stopOnContradiction: false,
  });
  return result.contradiction !== undefined || engine.emptied(NISHIO) !== undefined;
}

/** Compares both answers for every candidate; returns how many were contradictions. */
function compareAll(board: CandidateBoard): number {
  let broken = 0;
  for (let cell = 0; cell < board.tables.cellCount; cell++) {
    for (let digit = 1; digit <= board.size; digit++) {
      if (!board.has(cell, digit)) continue;
      const fast = placementBreaksDigit(board, cell, digit);
      expect(fast, `cell ${cell} digit ${digit}`).toBe(engineBreaks(board, cell, digit));
      if (fast) broken++;
    }
  }
  return broken;
}

/** Removes a share of the candidates at random, never a cell's last one. */
function thin(board: CandidateBoard, seed: number, share: number): CandidateBoard {
  const random = seededRandom(seed);
  const out = board.clone();
  for (let cell = 0; cell < out.tables.cellCount; cell++) {
    for (let digit = 1; digit <= out.size; digit++) {
      if (!out.has(cell, digit) || random.next() > share) continue;
      if ((out.cands[cell]! & ~(1 << digit)) === 0) continue;
      out.eliminate(cell, digit);
    }
  }
  return out;
}

describe('placementBreaksDigit (the Nishio test)', () => {
  it('agrees with the chain engine on every candidate of puzzles and thinned boards', () => {
    let broken = 0;
    for (const [puzzle] of solvedFixtures().slice(0, 12)) {
      const board = CandidateBoard.fromGrid(gridOf(puzzle));
      broken += compareAll(board);
      for (let seed = 1; seed <= 4; seed++) broken += compareAll(thin(board, seed, 0.35));
    }
    // Thinned boards break often: the comparison covers both answers.
    expect(broken).toBeGreaterThan(50);
  });

  it('agrees on other geometries (4x4, 16x16, Sudoku X)', () => {
    const geometries: Geometry[] = [classicGeometry(4), classicGeometry(16), sudokuXGeometry(9)];
    let broken = 0;
    for (const geometry of geometries) {
      const empty = puzzleGrid(geometry, new Array<number>(geometry.cellCount).fill(0));
      const board = CandidateBoard.fromGrid(empty);
      for (let seed = 1; seed <= 3; seed++) broken += compareAll(thin(board, seed, 0.6));
    }
    expect(broken).toBeGreaterThan(0);
  });

  it('finds the classic contradiction: a digit placed where a house loses its last place', () => {
    // Row 1 keeps 5 only in r1c1 and r1c2: either placement is fine so far.
    const board = CandidateBoard.fromGrid(puzzleGrid(classicGeometry(9), new Array(81).fill(0)));
    for (let col = 2; col < 9; col++) board.eliminate(col, 5);
    expect(placementBreaksDigit(board, 1, 5)).toBe(false);
    // Now let column 1 hold 5 only in r1c1: 5 in r1c2 leaves column 1 without a place.
    for (let row = 1; row < 9; row++) board.eliminate(row * 9, 5);
    expect(placementBreaksDigit(board, 1, 5)).toBe(true);
    expect(placementBreaksDigit(board, 0, 5)).toBe(false);
  });
});
