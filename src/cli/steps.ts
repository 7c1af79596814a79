// `sudoku steps PUZZLE`: the numbered, explained easiest solution path, said through the
// catalogs in the language of --lang or the environment (src/cli/language.ts), as the bot says
// its steps (src/bot/step-words.ts).

import { explainStep, stepWords } from '../bot/step-words.ts';
import { gridErrorText } from '../bot/grid-words.ts';
import { parseGrid } from '../engine/format.ts';
import { gradePuzzle, type GradeError } from '../engine/grade/index.ts';
import type { Grid } from '../engine/grid.ts';
import { HINT_TECHNIQUES, solutionPath } from '../engine/logic/index.ts';
import { DEEP_WORK } from '../engine/logic/technique.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';
import { hintFailureText } from '../bot/hint-words.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

/** The lines `sudoku steps` prints for one puzzle text in a language, and the exit status. */
export function stepsLines(
  puzzle: string,
  deep = false,
  locale: Locale = 'en',
): { lines: string[]; status: number } {
  const say = (text: Text) => renderText(text, locale);
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) {
    return { lines: [say(msg('cli.error', { text: gridErrorText(parsed.error) }))], status: 1 };
  }
  const grid = parsed.value;
  // --deep: the work budget of nested forcing chains (puzzles rated 9.5 and up).
  const work = deep ? DEEP_WORK : undefined;
  const grade = gradePuzzle(grid, work ? { maxWork: work } : {});
  if (!grade.ok)
    return {
      lines: [say(msg('cli.error', { text: gradeErrorText(grade.error, grid) }))],
      status: 1,
    };
  // The path a player follows: techniques in the order hints use (nice loops before forcing
  // chains), while the rating below is Sudoku Explainer's.
  const steps = solutionPath(grid, { techniques: HINT_TECHNIQUES, ...(work ? { work } : {}) });
  const width = String(steps.length).length;
  const w = stepWords(grid.geometry);
  const lines = steps.map((step, i) =>
    say(
      msg('cli.steps.line', {
        n: String(i + 1).padStart(width),
        rating: step.rating,
        text: explainStep(step, w),
      }),
    ),
  );
  const { rating, level, needsGuessing, budgetSpent, reached } = grade.value;
  lines.push(
    say(
      !needsGuessing
        ? msg('cli.steps.rating', { rating, level: msg(`level.${level}`) })
        : budgetSpent
          ? msg('cli.steps.stopped', { steps: steps.length, reached, rating })
          : msg('cli.steps.stuck', { steps: steps.length, rating }),
    ),
  );
  return { lines, status: 0 };
}

/** Why a puzzle has no rating, as a hint would say it (the grader's codes are the hints'). */
export function gradeErrorText(error: GradeError, grid: Grid): Text {
  if (error.code === 'too-hard') return msg('cli.too-many-steps');
  return hintFailureText(error, grid, undefined);
}

/** Runs `sudoku steps` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['lang']);
  const voice = cliVoice('steps', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const puzzle = positional.join('\n');
  if (!puzzle) {
    io.err(voice.say(msg('cli.usage', { usage: msg('cli.puzzle-form', { usage: msg(usage) }) })));
    return 2;
  }
  const { lines, status } = stepsLines(puzzle, flags.has('deep'), voice.locale);
  for (const line of lines) (status ? io.err : io.out)(line);
  return status;
}
