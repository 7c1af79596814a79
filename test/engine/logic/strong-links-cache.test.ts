// The rating path's chains of strong links keep each digit's result between steps (a digit's
// chains depend only on where it can go): along whole rating paths, where most steps leave
// most digits as they were, every search must find what a search with nothing kept finds.

import { describe, expect, it, vi } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { CandidateBoard } from '../../../src/engine/logic/board.ts';
import { nextStep } from '../../../src/engine/logic/path.ts';
import { applyStep } from '../../../src/engine/logic/step.ts';
import { strongLinks2, strongLinks3 } from '../../../src/engine/logic/strong-links.ts';
import { searchContext, type Technique } from '../../../src/engine/logic/technique.ts';

/** Boards before each step of a puzzle's rating path. */
function pathBoards(puzzle: string): CandidateBoard[] {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const board = CandidateBoard.fromGrid(parsed.value);
  const context = searchContext(400_000_000, true);
  const boards: CandidateBoard[] = [];
  while (board.empty > 0 && boards.length < 200) {
    boards.push(board.clone());
    const next = nextStep(board, context);
    if (next.kind !== 'step') break;
    applyStep(board, next.step);
  }
  return boards;
}

/** The techniques from a fresh copy of the module: nothing kept from earlier searches. */
async function freshTechniques(): Promise<Technique[]> {
  vi.resetModules();
  const fresh = await import('../../../src/engine/logic/strong-links.ts');
  return [fresh.strongLinks2, fresh.strongLinks3];
}

describe('strong-link chains kept per digit between steps', () => {
  // Sudoku Exchange bank puzzles (public domain) rated 4.3-5.7 by Sukaku Explainer, whose paths
  // take two- and three-link chains.
  const puzzles = [
    '031020960000060000600301004960000083000000000000953000405000609080204030020506040',
    '005000600012000380060030090090658020006000900801000703000921000100080005000503000',
    '970200003002003009001090820040030008009801500800070090024010900100700600700008031',
  ];
  it('finds along a rating path what a search with nothing kept finds', async () => {
    let found = 0;
    for (const puzzle of puzzles) {
      const boards = pathBoards(puzzle);
      // Twice in path order with the kept results (the second pass finds every digit kept).
      for (let pass = 0; pass < 2; pass++) {
        for (const board of boards) {
          const [fresh2, fresh3] = await freshTechniques();
          for (const [kept, fresh] of [
            [strongLinks2, fresh2!],
            [strongLinks3, fresh3!],
          ] as const) {
            const expected = fresh.find(board.clone(), searchContext(1e9, true));
            const actual = kept.find(board.clone(), searchContext(1e9, true));
            expect(actual).toEqual(expected);
            if (expected) found++;
          }
        }
      }
    }
    // The paths do take such chains: the comparison is not of nothing with nothing.
    expect(found).toBeGreaterThan(10);
  });
});
