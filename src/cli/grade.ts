// `sudoku grade [FILE]`: `RATING LEVEL` per puzzle line (same input rules as `sudoku solve`);
// the rating, level and technique are data and stay as they are, the errors and notes are said
// (grade-words.ts) in the language of --lang or the environment, the catalogs loaded only then.

import { existsSync } from 'node:fs';
import { parseGrid, puzzleTokenOf, type GridParseError } from '../engine/format.ts';
import { gradePuzzle, type GradeError } from '../engine/grade/index.ts';
import type { Grid } from '../engine/grid.ts';
import { DEEP_WORK } from '../engine/logic/technique.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';
import { lazyVoice, refuseLanguage } from './lazy-voice.ts';

/** What a line grades to beyond plain data, as data (grade-words.ts says it). */
export type GradeProblem =
  | { readonly kind: 'parse'; readonly error: GridParseError }
  | { readonly kind: 'grade'; readonly error: GradeError; readonly grid: Grid }
  /** Rated `base` so far, then the work budget ran out after steps rated up to `reached`. */
  | { readonly kind: 'unrated'; readonly base: string; readonly reached: number };

/** The answer for one input line (a data line or a problem), or undefined for blank and `#` lines. */
export function gradeAnswer(
  line: string,
  verbose = false,
  deep = false,
): string | GradeProblem | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return { kind: 'parse', error: parsed.error };
  const result = gradePuzzle(parsed.value, deep ? { maxWork: DEEP_WORK } : {});
  if (!result.ok) return { kind: 'grade', error: result.error, grid: parsed.value };
  const { rating, level, hardestTechnique, needsGuessing, budgetSpent, reached } = result.value;
  const base = `${rating.toFixed(1)} ${level}`;
  // A spent budget says nothing about guessing: the rating is unknown past what was reached.
  if (needsGuessing && budgetSpent) return { kind: 'unrated', base, reached };
  if (!verbose) return needsGuessing ? `${base} needs-guessing` : base;
  return `${base} ${needsGuessing ? 'needs-guessing' : hardestTechnique}`;
}

/** Runs `sudoku grade` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const lang = flags.get('lang');
  const voice = lazyVoice('grade', lang, io, usage);
  if (!voice) return refuseLanguage('grade', lang, io, usage);
  const words = () => import('./grade-words.ts');
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file)) {
    return (await voice()).fail((await words()).noSuchFile(file));
  }
  const verbose = flags.has('technique');
  // --deep: the work budget that rates nested forcing chains (puzzles rated 9.5 and up).
  const deep = flags.has('deep');
  for await (const line of inputLines(file, io)) {
    const answer = gradeAnswer(line, verbose, deep);
    if (answer === undefined) continue;
    if (typeof answer === 'string') io.out(answer);
    else io.out((await voice()).say((await words()).gradeProblemText(answer)));
  }
  return 0;
}
