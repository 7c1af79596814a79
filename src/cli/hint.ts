// `sudoku hint PUZZLE [CELL] [--level N]`: a progressive hint for the next step, or how one
// cell follows from the board (at level 3, with the whole route listed step by step).

import { parseCellName } from '../engine/cell.ts';
import { parseGrid } from '../engine/format.ts';
import { briefly, hint, hintForCell, wordsFor, type HintLevel } from '../engine/logic/index.ts';
import { parseArgs, type CliIo } from './command.ts';

/** The hint text for a puzzle, optional cell name and level; status 0 on success. */
export function hintText(
  puzzle: string,
  cellName: string | undefined,
  level: HintLevel,
): { text: string; status: number } {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) return { text: `error: ${parsed.error.message}`, status: 1 };
  const grid = parsed.value;
  if (cellName !== undefined) {
    const cell = parseCellName(cellName, grid.geometry.size);
    if (cell === undefined) {
      return {
        text: `error: '${cellName}' is not a cell: name one like r3c5 (rows and columns 1-${grid.geometry.size}).`,
        status: 2,
      };
    }
    const result = hintForCell({ grid }, cell, level);
    if (!result.ok) return { text: `error: ${result.error.message}`, status: 1 };
    const { text, route } = result.value;
    // The whole route, one placement as rNcM=D at a time, however long it is.
    if (level < 3 || !route) return { text, status: 0 };
    const w = wordsFor(grid.geometry);
    return { text: `${text}\nRoute: ${route.map((s) => briefly(s, w)).join('; ')}.`, status: 0 };
  }
  const result = hint({ grid }, level);
  return result.ok
    ? { text: result.value.text, status: 0 }
    : { text: `error: ${result.error.message}`, status: 1 };
}

/** Runs `sudoku hint` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: string): Promise<number> {
  const { positional, flags } = parseArgs(args, ['level']);
  const [puzzle, cellName] = positional;
  if (!puzzle) {
    io.err(`usage: ${usage}`);
    return 2;
  }
  const rawLevel = flags.get('level');
  const level = rawLevel === undefined ? 3 : Number(rawLevel);
  if (level !== 1 && level !== 2 && level !== 3) {
    io.err('sudoku hint: --level must be 1, 2 or 3');
    return 2;
  }
  const { text, status } = hintText(puzzle, cellName, level);
  (status ? io.err : io.out)(text);
  return status;
}
