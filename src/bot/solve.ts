// `solve GRID`: solves a posted text grid and shows the solution picture, or says clearly that
// the grid has no solution, several solutions, or which house repeats a digit.

import { describeConflict, type Grid } from '../engine/grid.ts';
import { solve } from '../engine/solve/index.ts';
import { formatValues, parseGrid } from '../engine/format.ts';
import type { BoardView } from '../render/view.ts';
import { say, type Ctx } from './context.ts';
import type { Action, Command, Reply } from './types.ts';

/** Search budget for a posted grid (a hopeless grid gives up instead of hanging the bot). */
export const SOLVE_MAX_NODES = 2_000_000;

export type GridCheck =
  | { readonly status: 'unique'; readonly solution: Uint8Array }
  | { readonly status: 'problem'; readonly message: string; readonly cells?: readonly number[] };

/** Whether a grid has exactly one solution, and if not, a sentence saying why. */
export function checkGrid(grid: Grid): GridCheck {
  const result = solve(grid, { maxNodes: SOLVE_MAX_NODES });
  switch (result.status) {
    case 'unique':
      return { status: 'unique', solution: result.solution };
    case 'invalid': {
      const first = describeConflict(result.conflicts[0]!, grid.geometry.size);
      const others = result.conflicts.length - 1;
      // One sentence: the first conflict, then how many more, not a stray "(and …)" after it.
      const message =
        others > 0
          ? `${first.replace(/\.$/, '')}, and ${others} more conflict${others > 1 ? 's' : ''}.`
          : first;
      return {
        status: 'problem',
        message: `This grid breaks the rules: ${message}`,
        cells: result.conflicts.flatMap((c) => c.cells),
      };
    }
    case 'none':
      return {
        status: 'problem',
        message:
          'This grid has no solution: some digit is wrong or misplaced, though no house repeats one.',
      };
    case 'multiple':
      return {
        status: 'problem',
        message: 'This grid has more than one solution, so some givens are missing.',
        cells: Array.from(result.solutions[0]).flatMap((d, i) =>
          d !== result.solutions[1][i] ? [i] : [],
        ),
      };
    case 'gave-up':
      return {
        status: 'problem',
        message: 'I could not solve this grid in reasonable time; check the digits.',
      };
  }
}

/** The picture of a solved grid: the posted digits as givens, the rest revealed. */
export function solutionView(grid: Grid, solution: Uint8Array, title: string): BoardView {
  return {
    geometry: grid.geometry,
    givens: grid.values,
    entries: new Uint8Array(grid.values.length),
    revealed: solution.map((d, i) => (grid.values[i] ? 0 : d)),
    solved: true,
    title,
  };
}

/** Buttons offered for a grid with one solution: see the solution, or play it with hints. */
export function gridActions(grid: Grid): Action[] {
  const line = formatValues(grid.values, grid.geometry, 'line');
  return [
    { id: 'solve-grid', label: 'Show solution', command: `solve ${line}`, style: 'primary' },
    { id: 'play-grid', label: 'Play it here (with hints)', command: `new ${line}` },
  ];
}

/** `solve GRID`. */
export async function solveGrid(
  _ctx: Ctx,
  command: Extract<Command, { kind: 'solveGrid' }>,
): Promise<Reply[]> {
  const visibility = command.share ? 'everyone' : 'asker';
  const parsed = parseGrid(command.text);
  if (!parsed.ok) {
    return [
      say(
        `${parsed.error.message} Example: \`solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\`.`,
      ),
    ];
  }
  const grid = parsed.value;
  const check = checkGrid(grid);
  if (check.status === 'problem') {
    const view: BoardView = {
      geometry: grid.geometry,
      givens: grid.values,
      entries: new Uint8Array(grid.values.length),
      ...(check.cells ? { highlights: { targets: check.cells } } : {}),
      title: 'Your grid',
    };
    return [{ text: check.message, visibility, board: view }];
  }
  const line = formatValues(check.solution, grid.geometry, 'line');
  return [
    {
      text: `Solved: exactly one solution.\n\`${line}\``,
      visibility,
      board: solutionView(grid, check.solution, 'Solution'),
      actions: [gridActions(grid)[1]!],
    },
  ];
}
