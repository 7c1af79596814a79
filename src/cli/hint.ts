// `sudoku hint PUZZLE [CELL] [--level N]`: a progressive hint for the next step, or how one
// cell follows from the board (at level 3, with the whole route listed step by step), said
// through the catalogs as the bot says its hints (src/bot/hint-words.ts), in the language of
// --lang or the environment.

import { briefly, hintFailureText, hintText as hintWords } from '../bot/hint-words.ts';
import { gridErrorText } from '../bot/grid-words.ts';
import { stepWords } from '../bot/step-words.ts';
import { parseCellName } from '../engine/cell.ts';
import { parseGrid } from '../engine/format.ts';
import { nearestEmptyCell } from '../engine/grid.ts';
import { hint, hintForCell, type HintLevel } from '../engine/logic/index.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { joined, msg, renderText, type Text } from '../i18n/text.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

/** The hint text for a puzzle, optional cell name and level in a language; status 0 on success. */
export function hintText(
  puzzle: string,
  cellName: string | undefined,
  level: HintLevel,
  locale: Locale = 'en',
): { text: string; status: number } {
  const say = (text: Text) => renderText(text, locale);
  const failed = (text: Text, status = 1) => ({ text: say(msg('cli.error', { text })), status });
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) return failed(gridErrorText(parsed.error));
  const grid = parsed.value;
  const w = stepWords(grid.geometry);
  if (cellName === undefined) {
    const result = hint({ grid }, level);
    if (!result.ok) return failed(hintFailureText(result.error, grid, undefined));
    return { text: say(hintWords(result.value, grid)), status: 0 };
  }
  const cell = parseCellName(cellName, grid.geometry.size);
  if (cell === undefined) {
    return failed(msg('cli.not-a-cell', { cell: cellName, size: grid.geometry.size }), 2);
  }
  if (grid.values[cell]) {
    const other = nearestEmptyCell(grid.values, grid.geometry.size, cell);
    return failed(
      other === undefined
        ? msg('hint.filled', { cell: w.cell(cell) })
        : msg('hint.filled-ask', { cell: w.cell(cell), other: w.cell(other) }),
    );
  }
  const result = hintForCell({ grid }, cell, level);
  if (!result.ok) return failed(hintFailureText(result.error, grid, cell));
  const text = hintWords(result.value, grid);
  const { route } = result.value;
  // The whole route, one placement as rNcM=D at a time, however long it is.
  if (level < 3 || !route) return { text: say(text), status: 0 };
  const listed = msg('cli.hint.route', {
    steps: joined(
      route.map((s) => briefly(s, w)),
      '; ',
    ),
  });
  return { text: say([text, listed]), status: 0 };
}

/** Runs `sudoku hint` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, ['level', 'lang']);
  const voice = cliVoice('hint', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const [puzzle, cellName] = positional;
  if (!puzzle) return voice.usage();
  const rawLevel = flags.get('level');
  const level = rawLevel === undefined ? 3 : Number(rawLevel);
  if (level !== 1 && level !== 2 && level !== 3) return voice.fail(msg('cli.hint-level'));
  const { text, status } = hintText(puzzle, cellName, level, voice.locale);
  (status ? io.err : io.out)(text);
  return status;
}
