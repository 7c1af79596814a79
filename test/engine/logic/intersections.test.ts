import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../src/engine/geometry.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import { CandidateBoard, searchContext } from '../../../src/engine/logic/index.ts';
import { explainEn } from '../../support/said.ts';
import { claiming, directClaiming } from '../../../src/engine/logic/intersections.ts';

/** An empty board where digit 1 keeps only the given cells (0-based indices). */
function boardWithOnes(ones: number[]): CandidateBoard {
  const board = CandidateBoard.fromGrid(puzzleGrid(classicGeometry(9), new Uint8Array(81)));
  for (let cell = 0; cell < 81; cell++) if (!ones.includes(cell)) board.eliminate(cell, 1);
  return board;
}

const at = (row: number, col: number) => (row - 1) * 9 + (col - 1);

describe('direct claiming', () => {
  // Row 1 holds 1 only in box 1 (r1c1, r1c2), so 1 leaves box 1's other rows (r2c1, r3c3);
  // row 2 then has 1 only in r2c7.
  const ones = [at(1, 1), at(1, 2), at(2, 1), at(2, 7), at(3, 3), at(3, 5), at(3, 8)];
  for (let r = 4; r <= 9; r++) ones.push(at(r, r - 3), at(r, ((r + 2) % 9) + 1));

  it('places the hidden single the claim leaves in a parallel row', () => {
    const board = boardWithOnes(ones);
    const step = directClaiming.find(board, searchContext());
    expect(step).toBeDefined();
    expect(step!.placements).toEqual([{ cell: at(2, 7), digit: 1 }]);
    expect(step!.eliminations).toEqual([]);
    expect(step!.because).toEqual([
      { cell: at(2, 1), digit: 1 },
      { cell: at(3, 3), digit: 1 },
    ]);
    expect(step!.rating).toBe(1.9);
    expect(explainEn(step!)).toMatch(/In row 1, 1 can only go in r1c1 and r1c2.*r2c7 is 1\.$/);
  });

  it('is the plain claiming without the single', () => {
    const board = boardWithOnes(ones);
    const plain = claiming.find(board, searchContext());
    expect(plain!.eliminations).toEqual([
      { cell: at(2, 1), digit: 1 },
      { cell: at(3, 3), digit: 1 },
    ]);
  });

  it('finds nothing when the parallel row keeps two places', () => {
    const board = boardWithOnes([...ones, at(2, 9)]);
    const step = directClaiming.find(board, searchContext());
    expect(step?.placements).not.toContainEqual({ cell: at(2, 7), digit: 1 });
    expect(step?.placements).not.toContainEqual({ cell: at(2, 9), digit: 1 });
  });
});
