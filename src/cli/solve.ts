// `sudoku solve [FILE] [--count] [--lang LANG]`: one answer line per puzzle line; a puzzle
// that cannot be solved gets an `error: ...` line said as the bot says it, in the language of
// --lang or the environment.

import { existsSync } from 'node:fs';
import { conflictText, gridErrorText } from '../bot/grid-words.ts';
import { formatValues, parseGrid, puzzleTokenOf } from '../engine/format.ts';
import { countSolutions, solve } from '../engine/solve/index.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

/** The answer line for one input line, or undefined for blank and `#` lines. */
export function solveLine(line: string, count: boolean, locale: Locale = 'en'): string | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const error = (text: Text) => renderText(msg('cli.error', { text }), locale);
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return error(gridErrorText(parsed.error));
  if (count) return String(countSolutions(parsed.value, 2));
  const result = solve(parsed.value);
  switch (result.status) {
    case 'unique':
      return formatValues(result.solution, parsed.value.geometry);
    case 'none':
      return error(msg('hint-error.no-solution'));
    case 'multiple':
      return error(msg('grid.multiple'));
    case 'invalid':
      return error(conflictText(result.conflicts[0]!, parsed.value.geometry));
    case 'gave-up':
      return error(msg('grid.gave-up'));
  }
}

/** Runs `sudoku solve` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const voice = cliVoice('solve', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file))
    return voice.fail(msg('cli.no-such-file', { file }));
  const count = flags.has('count');
  for await (const line of inputLines(file, io)) {
    const answer = solveLine(line, count, voice.locale);
    if (answer !== undefined) io.out(answer);
  }
  return 0;
}
