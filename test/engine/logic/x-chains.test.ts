// X-chains of all four lengths come from one walk per board state; these tests pin down that
// asking the lengths in any order gives each its own step and work, and that a work budget too
// small for a search still stops it where the search itself stops.

import { describe, expect, it } from 'vitest';
import type { CandidateBoard } from '../../../src/engine/logic/board.ts';
import type { SearchContext, Technique } from '../../../src/engine/logic/technique.ts';
import { xChain3, xChain4, xChain5, xChain6 } from '../../../src/engine/logic/x-chains.ts';
import { fixtureLines } from './candidate-boards.ts';

/** The X-chain boards of technique-boards.txt (Sudoku Exchange puzzles, public domain). */
function chainBoards(): { id: string; board: CandidateBoard }[] {
  return fixtureLines()
    .filter((f) => /^x-chain-\d$/.test(f.technique))
    .map((f) => ({ id: f.technique, board: f.board }));
}

const LENGTHS: Technique[] = [xChain3, xChain4, xChain5, xChain6];
const BIG = 1_000_000;

/** Step (as JSON) and work spent by one technique on a board. */
function run(technique: Technique, board: CandidateBoard, work = BIG) {
  const context: SearchContext = { work };
  const step = technique.find(board, context);
  return { step: JSON.stringify(step ?? null), spent: work - context.work, left: context.work };
}

describe('X-chains of every length from one walk', () => {
  const boards = chainBoards();

  it('has X-chain boards to test', () => expect(boards.length).toBeGreaterThanOrEqual(4));

  for (const { id, board } of boards) {
    it(`gives each length the same step and work in any order (${id} board)`, () => {
      const forward = LENGTHS.map((t) => run(t, board.clone()));
      const shared = board.clone();
      const backward = [...LENGTHS].reverse().map((t) => run(t, shared));
      expect(backward.reverse()).toEqual(forward);
      expect(forward.some((r) => r.step !== 'null')).toBe(true);
    });
  }

  it('stops a search the budget cannot pay for where the search itself stops', () => {
    const { board } = boards.find((b) => b.id === 'x-chain-4')!;
    const full = run(xChain4, board.clone());
    expect(full.step).not.toBe('null');
    // Enough work: the same step, and exactly the same work spent.
    expect(run(xChain4, board.clone(), full.spent + 2)).toEqual({ ...full, left: 2 });
    // Exactly enough: the search runs out on its last link, having seen every chain.
    expect(run(xChain4, board.clone(), full.spent)).toEqual({ ...full, left: 0 });
    // Too little: it stops once the budget is spent, finishing at most the strong link it is
    // on at each of the four depths (two units each).
    const cut = run(xChain4, board.clone(), full.spent - 40);
    expect(cut.left).toBeLessThanOrEqual(0);
    expect(cut.left).toBeGreaterThan(-8);
  });
});
