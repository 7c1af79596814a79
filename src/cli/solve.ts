// `sudoku solve [FILE] [--count]`: one answer line per puzzle line.

import { existsSync } from 'node:fs';
import { formatValues, parseGrid, puzzleTokenOf } from '../engine/format.ts';
import { describeConflict } from '../engine/grid.ts';
import { countSolutions, solve } from '../engine/solve/index.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';

/** The answer line for one input line, or undefined for blank and `#` lines. */
export function solveLine(line: string, count: boolean): string | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return `error: ${parsed.error.message}`;
  if (count) return String(countSolutions(parsed.value, 2));
  const result = solve(parsed.value);
  switch (result.status) {
    case 'unique':
      return formatValues(result.solution, parsed.value.geometry);
    case 'none':
      return 'error: no solution';
    case 'multiple':
      return 'error: multiple solutions';
    case 'invalid':
      return `error: ${describeConflict(result.conflicts[0]!, parsed.value.geometry.size)}`;
    case 'gave-up':
      return 'error: too hard to finish within the search budget';
  }
}

/** Runs `sudoku solve` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(args);
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file)) {
    io.err(`sudoku solve: no such file: ${file}`);
    return 2;
  }
  const count = flags.has('count');
  for await (const line of inputLines(file, io)) {
    const answer = solveLine(line, count);
    if (answer !== undefined) io.out(answer);
  }
  return 0;
}
