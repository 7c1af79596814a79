// `sudoku grade [FILE]`: `RATING LEVEL` per puzzle line (same input rules as `sudoku solve`).

import { existsSync } from 'node:fs';
import { parseGrid, puzzleTokenOf } from '../engine/format.ts';
import { gradePuzzle } from '../engine/grade/index.ts';
import { DEEP_WORK } from '../engine/logic/technique.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';

/** The answer line for one input line, or undefined for blank and `#` lines. */
export function gradeLine(line: string, verbose = false, deep = false): string | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return `error: ${parsed.error.message}`;
  const result = gradePuzzle(parsed.value, deep ? { maxWork: DEEP_WORK } : {});
  if (!result.ok) return `error: ${result.error.message}`;
  const { rating, level, hardestTechnique, needsGuessing, budgetSpent, reached } = result.value;
  const base = `${rating.toFixed(1)} ${level}`;
  // A spent budget says nothing about guessing: the rating is unknown past what was reached.
  const guessing = budgetSpent
    ? `unrated: work budget spent after steps rated up to ${reached.toFixed(1)} (--deep rates it in full)`
    : 'needs-guessing';
  if (!verbose) return needsGuessing ? `${base} ${guessing}` : base;
  return `${base} ${needsGuessing ? guessing : hardestTechnique}`;
}

/** Runs `sudoku grade` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo): Promise<number> {
  const { positional, flags } = parseArgs(args);
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file)) {
    io.err(`sudoku grade: no such file: ${file}`);
    return 2;
  }
  const verbose = flags.has('technique');
  // --deep: the work budget that rates nested forcing chains (puzzles rated 9.5 and up).
  const deep = flags.has('deep');
  for await (const line of inputLines(file, io)) {
    const answer = gradeLine(line, verbose, deep);
    if (answer !== undefined) io.out(answer);
  }
  return 0;
}
