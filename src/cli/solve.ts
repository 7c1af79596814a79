// `sudoku solve [FILE] [--count] [--lang LANG]`: one answer line per puzzle line; a puzzle
// that cannot be solved gets an `error: ...` line said as the bot says it (solve-words.ts), in
// the language of --lang or the environment. The catalogs load only when a line needs words.

import { existsSync } from 'node:fs';
import { formatValues, parseGrid, puzzleTokenOf, type GridParseError } from '../engine/format.ts';
import type { Geometry } from '../engine/geometry.ts';
import type { Conflict } from '../engine/grid.ts';
import { countSolutions, solve } from '../engine/solve/index.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';
import { lazyVoice, refuseLanguage } from './lazy-voice.ts';

/** Why a puzzle line has no answer, as data (solve-words.ts says it). */
export type SolveProblem =
  | { readonly kind: 'parse'; readonly error: GridParseError }
  | { readonly kind: 'none' | 'multiple' | 'gave-up' }
  | { readonly kind: 'conflict'; readonly conflict: Conflict; readonly geometry: Geometry };

/** The answer for one input line (a data line or a problem), or undefined for blank and `#` lines. */
export function solveAnswer(line: string, count: boolean): string | SolveProblem | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return { kind: 'parse', error: parsed.error };
  if (count) return String(countSolutions(parsed.value, 2));
  const result = solve(parsed.value);
  switch (result.status) {
    case 'unique':
      return formatValues(result.solution, parsed.value.geometry);
    case 'invalid':
      return { kind: 'conflict', conflict: result.conflicts[0]!, geometry: parsed.value.geometry };
    default:
      return { kind: result.status };
  }
}

/** Runs `sudoku solve` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const lang = flags.get('lang');
  const voice = lazyVoice('solve', lang, io, usage);
  if (!voice) return refuseLanguage('solve', lang, io, usage);
  const words = () => import('./solve-words.ts');
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file)) {
    return (await voice()).fail((await words()).noSuchFile(file));
  }
  const count = flags.has('count');
  for await (const line of inputLines(file, io)) {
    const answer = solveAnswer(line, count);
    if (answer === undefined) continue;
    if (typeof answer === 'string') io.out(answer);
    else io.out((await voice()).say((await words()).solveProblemText(answer)));
  }
  return 0;
}
