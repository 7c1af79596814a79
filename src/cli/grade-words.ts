// What `sudoku grade` says beyond its data: errors as the bot says them, and why a rating is
// unknown; loaded by grade.ts only when a line needs words, since it brings the catalogs.

import { gridErrorText } from '../bot/grid-words.ts';
import type { Locale } from '../i18n/locales.ts';
import { joined, msg, renderText, verbatim, type Text } from '../i18n/text.ts';
import { gradeAnswer, type GradeProblem } from './grade.ts';
import { gradeErrorText } from './steps.ts';

export { noSuchFile } from './solve-words.ts';

/** The line of a problem: `error: ...`, or the rating so far and why it stops there. */
export function gradeProblemText(problem: GradeProblem): Text {
  switch (problem.kind) {
    case 'parse':
      return msg('cli.error', { text: gridErrorText(problem.error) });
    case 'grade':
      return msg('cli.error', { text: gradeErrorText(problem.error, problem.grid) });
    case 'unrated':
      return joined(
        [verbatim(problem.base), msg('cli.grade.unrated', { reached: problem.reached })],
        ' ',
      );
  }
}

/** The line `sudoku grade` prints for one input line in a language; undefined for blank and `#`. */
export function gradeLine(
  line: string,
  verbose = false,
  deep = false,
  locale: Locale = 'en',
): string | undefined {
  const answer = gradeAnswer(line, verbose, deep);
  if (answer === undefined || typeof answer === 'string') return answer;
  return renderText(gradeProblemText(answer), locale);
}
