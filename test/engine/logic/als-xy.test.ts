// ALS-XY-Wing (hints only): on the states met along the rating paths of the rated fixture
// puzzles, every wing found chains three almost locked sets by two different restricted
// digits, removes only a digit of the end sets from cells seeing every such digit in both,
// agrees with the solution, and reads as a sentence.

import { describe, expect, it } from 'vitest';
import { alsXyWing } from '../../../src/engine/logic/als-xy.ts';
import type { CandidateBoard } from '../../../src/engine/logic/index.ts';
import { explainEn } from '../../support/said.ts';
import { findsOnPaths, unsoundness } from './helpers.ts';

/** True when every cell of `cells` holds n + 1 digits between its n cells, in one house. */
function almostLocked(board: CandidateBoard, cells: readonly number[]): boolean {
  let digits = 0;
  for (const c of cells) digits |= board.cands[c]!;
  const count = [...Array(board.size + 1).keys()].filter((d) => d && digits & (1 << d)).length;
  const houses = board.geometry.housesOfCell[cells[0]!]!;
  const shared = houses.some((h) =>
    cells.every((c) => board.geometry.houses[h]!.cells.includes(c)),
  );
  return count === cells.length + 1 && shared;
}

describe('ALS-XY-Wing', () => {
  // Hard puzzles, and enough wings to check: the search runs at every state.
  const found = findsOnPaths(alsXyWing, (rating) => rating >= 7.0, 20);

  it('is found on the fixture paths', () => expect(found.length).toBeGreaterThan(5));

  it('chains three almost locked sets and removes only what both end sets force', () => {
    for (const { step, board, solution } of found) {
      expect(unsoundness(step, solution)).toBeUndefined();
      const [a, b, c] = step.sets!;
      for (const set of [a!, b!, c!]) expect(almostLocked(board, set)).toBe(true);
      for (const e of step.eliminations) {
        expect([...a!, ...c!]).not.toContain(e.cell);
        const zCells = [...a!, ...c!].filter((cell) => board.has(cell, e.digit));
        expect(zCells.length).toBeGreaterThan(0);
        for (const z of zCells) expect(board.sees(e.cell, z)).toBe(true);
      }
      expect(explainEn(step)).toMatch(/^ALS-XY-Wing: .* remove /);
    }
  });
});
