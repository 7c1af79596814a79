// What `sudoku solve` says about a line it cannot answer, as the bot says it; loaded by solve.ts
// only when a line needs words, since it brings the catalogs.

import { conflictText, gridErrorText } from '../bot/grid-words.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';
import { solveAnswer, type SolveProblem } from './solve.ts';

const STATUS_WORDS = {
  none: msg('hint-error.no-solution'),
  multiple: msg('grid.multiple'),
  'gave-up': msg('grid.gave-up'),
} as const;

/** The `error: ...` line of a problem. */
export function solveProblemText(problem: SolveProblem): Text {
  const text =
    problem.kind === 'parse'
      ? gridErrorText(problem.error)
      : problem.kind === 'conflict'
        ? conflictText(problem.conflict, problem.geometry)
        : STATUS_WORDS[problem.kind];
  return msg('cli.error', { text });
}

/** "no such file: FILE" */
export function noSuchFile(file: string): Text {
  return msg('cli.no-such-file', { file });
}

/** The line `sudoku solve` prints for one input line in a language; undefined for blank and `#`. */
export function solveLine(line: string, count: boolean, locale: Locale = 'en'): string | undefined {
  const answer = solveAnswer(line, count);
  if (answer === undefined || typeof answer === 'string') return answer;
  return renderText(solveProblemText(answer), locale);
}
