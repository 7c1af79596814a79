// `solve GRID` where no picture comes: the grid a player types, its solution as the one line to
// copy (beside a picture) and as the board to read in a monospace block (without one), and a
// renderer that fails every picture (the workers down, a picture past its time limit).

import type { Renderer } from '../../src/bot/ports.ts';

/** A classic puzzle as players type it (`.` for empty). */
export const TYPED_GRID =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Its solution on one line, in backticks: what the answer carries beside the picture. */
export const SOLUTION_LINE =
  '`534678912672195348198342567859761423426853791713924856961537284287419635345286179`';

/** Its solution as a board to read in a monospace block: what the answer carries without one. */
export const SOLUTION_BLOCK = [
  '```',
  '5 3 4 | 6 7 8 | 9 1 2',
  '6 7 2 | 1 9 5 | 3 4 8',
  '1 9 8 | 3 4 2 | 5 6 7',
  '------+-------+------',
  '8 5 9 | 7 6 1 | 4 2 3',
  '4 2 6 | 8 5 3 | 7 9 1',
  '7 1 3 | 9 2 4 | 8 5 6',
  '------+-------+------',
  '9 6 1 | 5 3 7 | 2 8 4',
  '2 8 7 | 4 1 9 | 6 3 5',
  '3 4 5 | 2 8 6 | 1 7 9',
  '```',
].join('\n');

/** A renderer whose every picture fails. */
export const failingRenderer: Renderer = {
  render: () => Promise.reject(new Error('the picture workers are down')),
  altText: () => 'Sudoku board',
};
