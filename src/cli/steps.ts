// `sudoku steps PUZZLE`: the numbered, explained easiest solution path.

import { parseGrid } from '../engine/format.ts';
import { gradePuzzle } from '../engine/grade/index.ts';
import { explain, HINT_TECHNIQUES, solutionPath } from '../engine/logic/index.ts';
import { DEEP_WORK } from '../engine/logic/technique.ts';
import { parseArgs, type CliIo } from './command.ts';

/** The lines `sudoku steps` prints for one puzzle text, and the exit status. */
export function stepsLines(puzzle: string, deep = false): { lines: string[]; status: number } {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) return { lines: [`error: ${parsed.error.message}`], status: 1 };
  const grid = parsed.value;
  // --deep: the work budget of nested forcing chains (puzzles rated 9.5 and up).
  const work = deep ? DEEP_WORK : undefined;
  const grade = gradePuzzle(grid, work ? { maxWork: work } : {});
  if (!grade.ok) return { lines: [`error: ${grade.error.message}`], status: 1 };
  // The path a player follows: techniques in the order hints use (nice loops before forcing
  // chains), while the rating below is Sudoku Explainer's.
  const steps = solutionPath(grid, { techniques: HINT_TECHNIQUES, ...(work ? { work } : {}) });
  const width = String(steps.length).length;
  const lines = steps.map(
    (step, i) =>
      `${String(i + 1).padStart(width)}. [${step.rating.toFixed(1)}] ${explain(step, grid.geometry)}`,
  );
  const { rating, level, needsGuessing, budgetSpent, reached } = grade.value;
  lines.push(
    !needsGuessing
      ? `Rating ${rating.toFixed(1)} (${level}).`
      : budgetSpent
        ? `Stopped after ${steps.length} steps: the chain searches used up their work budget after steps rated up to ${reached.toFixed(1)}, so the puzzle is unrated (${rating.toFixed(1)}); --deep rates it in full.`
        : `Stuck after ${steps.length} steps: no technique the engine knows applies, so the rating is ${rating.toFixed(1)} (needs guessing).`,
  );
  return { lines, status: 0 };
}

/** Runs `sudoku steps` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(args);
  const puzzle = positional.join('\n');
  if (!puzzle) {
    io.err('usage: sudoku steps PUZZLE (81 digits, . or 0 for empty)');
    return 2;
  }
  const { lines, status } = stepsLines(puzzle, flags.has('deep'));
  for (const line of lines) (status ? io.err : io.out)(line);
  return status;
}
