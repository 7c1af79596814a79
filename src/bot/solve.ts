// `solve GRID`: solves a posted text grid and shows the solution picture, or says clearly that
// the grid has no solution, several solutions, or which house repeats a digit.

import type { Grid } from '../engine/grid.ts';
import { solve } from '../engine/solve/index.ts';
import { formatValues, parseGrid } from '../engine/format.ts';
import type { BoardView } from '../render/view.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { conflictText, gridErrorText } from './grid-words.ts';
import type { Action, Command, Draft } from './types.ts';

/** Search budget for a posted grid (a hopeless grid gives up instead of hanging the bot). */
export const SOLVE_MAX_NODES = 2_000_000;

export type GridCheck =
  | { readonly status: 'unique'; readonly solution: Uint8Array }
  | { readonly status: 'problem'; readonly message: Text; readonly cells?: readonly number[] };

/** Whether a grid has exactly one solution, and if not, a sentence saying why. */
export function checkGrid(grid: Grid): GridCheck {
  const result = solve(grid, { maxNodes: SOLVE_MAX_NODES });
  switch (result.status) {
    case 'unique':
      return { status: 'unique', solution: result.solution };
    case 'invalid': {
      const first = result.conflicts[0]!;
      const others = result.conflicts.length - 1;
      // One sentence: the first conflict, then how many more, not a stray "(and …)" after it.
      const conflict =
        others > 0
          ? msg('grid.and-more', { conflict: conflictText(first, grid.geometry, true), n: others })
          : conflictText(first, grid.geometry);
      return {
        status: 'problem',
        message: msg('grid.breaks-rules', { conflict }),
        cells: result.conflicts.flatMap((c) => c.cells),
      };
    }
    case 'none':
      return {
        status: 'problem',
        message: msg('grid.no-solution'),
      };
    case 'multiple':
      return {
        status: 'problem',
        message: msg('grid.multiple'),
        cells: Array.from(result.solutions[0]).flatMap((d, i) =>
          d !== result.solutions[1][i] ? [i] : [],
        ),
      };
    case 'gave-up':
      return {
        status: 'problem',
        message: msg('grid.gave-up'),
      };
  }
}

/** The picture of a solved grid: the posted digits as givens, the rest revealed. */
export function solutionView(grid: Grid, solution: Uint8Array, title: Text): BoardView<Text> {
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
export function gridActions(grid: Grid): Action<Text>[] {
  const line = formatValues(grid.values, grid.geometry, 'line');
  return [
    { id: 'solve-grid', label: msg('solve.show'), command: `solve ${line}`, style: 'primary' },
    { id: 'play-grid', label: msg('solve.play'), command: `new ${line}` },
  ];
}

/** `solve GRID`. */
export async function solveGrid(
  _ctx: Ctx,
  command: Extract<Command, { kind: 'solveGrid' }>,
): Promise<Draft[]> {
  const visibility = command.share ? 'everyone' : 'asker';
  const parsed = parseGrid(command.text);
  if (!parsed.ok) {
    return [say(msg('solve.example', { problem: gridErrorText(parsed.error) }))];
  }
  const grid = parsed.value;
  const check = checkGrid(grid);
  if (check.status === 'problem') {
    const view: BoardView<Text> = {
      geometry: grid.geometry,
      givens: grid.values,
      entries: new Uint8Array(grid.values.length),
      ...(check.cells ? { highlights: { targets: check.cells } } : {}),
      title: msg('solve.your-grid'),
    };
    return [{ text: check.message, visibility, board: view }];
  }
  // With the picture, the digits on one line to copy; without it, a board to read.
  const line = formatValues(check.solution, grid.geometry, 'line');
  const rows = formatValues(check.solution, grid.geometry, 'pretty');
  return [
    {
      text: [msg('solve.solved'), verbatim(`\`${line}\``)],
      textWithoutPicture: [msg('solve.solved'), verbatim(`\`\`\`\n${rows}\n\`\`\``)],
      visibility,
      board: solutionView(grid, check.solution, msg('solve.solution')),
      actions: [gridActions(grid)[1]!],
    },
  ];
}
