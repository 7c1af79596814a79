// `sudoku grade [FILE]`: `RATING LEVEL` per puzzle line (same input rules as `sudoku solve`);
// the rating, level and technique are data and stay as they are, the errors and notes are said
// in the language of --lang or the environment.

import { existsSync } from 'node:fs';
import { parseGrid, puzzleTokenOf } from '../engine/format.ts';
import { gradePuzzle } from '../engine/grade/index.ts';
import { DEEP_WORK } from '../engine/logic/technique.ts';
import { gridErrorText } from '../bot/grid-words.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';
import { inputLines, parseArgs, type CliIo } from './command.ts';
import { gradeErrorText } from './steps.ts';
import { cliVoice } from './voice.ts';

/** The answer line for one input line, or undefined for blank and `#` lines. */
export function gradeLine(
  line: string,
  verbose = false,
  deep = false,
  locale: Locale = 'en',
): string | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const say = (text: Text) => renderText(text, locale);
  const token = puzzleTokenOf(trimmed) ?? trimmed.split(/\s+/)[0]!;
  const parsed = parseGrid(token);
  if (!parsed.ok) return say(msg('cli.error', { text: gridErrorText(parsed.error) }));
  const result = gradePuzzle(parsed.value, deep ? { maxWork: DEEP_WORK } : {});
  if (!result.ok)
    return say(msg('cli.error', { text: gradeErrorText(result.error, parsed.value) }));
  const { rating, level, hardestTechnique, needsGuessing, budgetSpent, reached } = result.value;
  const base = `${rating.toFixed(1)} ${level}`;
  // A spent budget says nothing about guessing: the rating is unknown past what was reached.
  const guessing = budgetSpent ? say(msg('cli.grade.unrated', { reached })) : 'needs-guessing';
  if (!verbose) return needsGuessing ? `${base} ${guessing}` : base;
  return `${base} ${needsGuessing ? guessing : hardestTechnique}`;
}

/** Runs `sudoku grade` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const voice = cliVoice('grade', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const file = positional[0];
  if (file && file !== '-' && !existsSync(file))
    return voice.fail(msg('cli.no-such-file', { file }));
  const verbose = flags.has('technique');
  // --deep: the work budget that rates nested forcing chains (puzzles rated 9.5 and up).
  const deep = flags.has('deep');
  for await (const line of inputLines(file, io)) {
    const answer = gradeLine(line, verbose, deep, voice.locale);
    if (answer !== undefined) io.out(answer);
  }
  return 0;
}
