// Reading a player's board for hints: the solution, wrong entries, notes that contradict the
// solution, and the candidate board hints start from (the player's notes where they are sound).

import { describeConflict, findConflicts, puzzleGrid, type Grid } from '../grid.ts';
import { err, ok, type Result } from '../result.ts';
import { solve } from '../solve/index.ts';
import { CandidateBoard } from './board.ts';
import { gridInRange } from './path.ts';

/** A player's board: givens and entries, optional pencil notes, optional known solution. */
export interface HintBoard {
  readonly grid: Grid;
  /** Pencil notes per cell (bit d = digit d); a cell without notes (0) uses all candidates. */
  readonly notes?: Uint32Array;
  readonly solution?: Uint8Array;
}

export const HINT_ERROR_CODES = [
  'invalid',
  'no-solution',
  'multiple-solutions',
  'solved',
  'bad-cell',
  'cell-filled',
  'too-hard',
] as const;
export type HintErrorCode = (typeof HINT_ERROR_CODES)[number];

export interface HintError {
  readonly code: HintErrorCode;
  readonly message: string;
  /** A `too-hard` that is the solver giving up on the puzzle, not a step beyond the hints. */
  readonly reason?: 'gave-up';
}

/** The board as hints see it. */
export interface PreparedBoard {
  readonly board: CandidateBoard;
  readonly solution: Uint8Array;
  /** Entries that differ from the solution. */
  readonly wrongEntries: readonly number[];
  /** Empty cells whose notes leave out the solution digit (their notes are not used). */
  readonly badNotes: readonly number[];
}

/** Checks a player's board and builds the candidate board hints start from. */
export function prepareBoard(input: HintBoard): Result<PreparedBoard, HintError> {
  const { grid } = input;
  const { size, cellCount } = grid.geometry;
  if (!gridInRange(grid) || grid.givens.length !== cellCount) {
    return err({
      code: 'invalid',
      message: `Every cell needs a digit from 1 to ${size} or empty.`,
    });
  }
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) {
    return err({
      code: 'invalid',
      message: `${describeConflict(conflicts[0]!, size)} Fix that first.`,
    });
  }
  let solution = input.solution;
  if (!solution || solution.length !== cellCount) {
    const givens = puzzleGrid(
      grid.geometry,
      grid.values.map((v, i) => (grid.givens[i] ? v : 0)),
    );
    const solved = solve(givens, { maxNodes: 2_000_000 });
    if (solved.status === 'none' || solved.status === 'invalid') {
      return err({
        code: 'no-solution',
        message: 'This puzzle has no solution: check the givens.',
      });
    }
    if (solved.status === 'multiple') {
      return err({
        code: 'multiple-solutions',
        message: 'This puzzle has more than one solution, so no step can be forced.',
      });
    }
    if (solved.status === 'gave-up') {
      return err({
        code: 'too-hard',
        reason: 'gave-up',
        message: 'I could not solve this puzzle in time.',
      });
    }
    solution = solved.solution;
  }
  const wrongEntries: number[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    const v = grid.values[cell]!;
    if (v && v !== solution[cell]) wrongEntries.push(cell);
  }
  const board = CandidateBoard.fromGrid(grid);
  const badNotes: number[] = [];
  if (input.notes && input.notes.length === cellCount) {
    for (let cell = 0; cell < cellCount; cell++) {
      const notes = input.notes[cell]!;
      if (grid.values[cell] || !notes) continue;
      const kept = board.cands[cell]! & notes;
      if (!(kept & (1 << solution[cell]!))) badNotes.push(cell);
      else board.cands[cell] = kept;
    }
  }
  return ok({ board, solution, wrongEntries, badNotes });
}
