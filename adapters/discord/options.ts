// Slash command options -> the core's Command. Discord's client enforces option types and limits,
// but a payload can still carry anything (an old client, a hand-made request), so every value is
// checked again here and a bad one becomes a coded error with a message that says what to fix.

import { parseCellName } from '../../src/engine/cell.ts';
import { isLevel } from '../../src/engine/levels.ts';
import { err, ok, type Result } from '../../src/engine/result.ts';
import {
  LEADERBOARD_PERIODS,
  PLAY_VARIANTS,
  type Attachment,
  type CellRef,
  type Command,
  type PlayVariant,
} from '../../src/bot/types.ts';
import { THEMES, type ThemeName } from '../../src/render/theme.ts';
import {
  MAX_CELL_CHARS,
  MAX_DIGIT,
  MAX_GRID_CHARS,
  MAX_MOVE_CHARS,
  MAX_NOTE_CHARS,
  MAX_TOPIC_CHARS,
  NEXT_STEP,
  SUBCOMMANDS,
  type Subcommand,
} from './commands.ts';
import { joined, msg, renderText, verbatim, type Text } from '../../src/i18n/text.ts';

/** Widest board any variant plays on; the core checks a cell against the game's real size. */
const MAX_BOARD_SIZE = 16;

export type OptionValue = string | number | boolean;

/** A slash command as Discord delivered it, flattened: names and leaf option values. */
export interface CommandInput {
  readonly name: string;
  readonly subcommand?: string;
  readonly values: ReadonlyMap<string, OptionValue>;
  /** The resolved file of an attachment option, if one was given. */
  readonly attachment?: Attachment;
}

export const OPTION_ERROR_CODES = [
  'unknown-command',
  'bad-option',
  'bad-cell',
  'bad-digit',
  'bad-digits',
  'bad-level',
  'bad-variant',
  'bad-time',
  'bad-grid',
  'grid-and-image',
  'bad-move',
] as const;
export type OptionErrorCode = (typeof OPTION_ERROR_CODES)[number];

export interface OptionError {
  readonly code: OptionErrorCode;
  /** In English, for logs. */
  readonly message: string;
  /** The same as catalog text, said in the asker's language. */
  readonly text: Text;
}

export interface MappedCommand {
  readonly command: Command;
  readonly attachments?: readonly Attachment[];
}

function fail(code: OptionErrorCode, text: Text): Result<never, OptionError> {
  return err({ code, message: renderText(text, 'en'), text });
}

/** A user's value quoted safely inside a reply: short, no backticks or line breaks. */
function quote(value: OptionValue): string {
  const text = String(value).replace(/[`\r\n]/g, ' ');
  return `\`${text.length > 20 ? `${text.slice(0, 20)}…` : text}\``;
}

/** `r3c5` (also `R3C5`, `r3 c5`) -> { row: 3, col: 5 }. */
export function parseCellOption(value: OptionValue | undefined): Result<CellRef, OptionError> {
  const text = typeof value === 'string' ? value : '';
  const index = text.length <= MAX_CELL_CHARS ? parseCellName(text, MAX_BOARD_SIZE) : undefined;
  if (index === undefined) {
    return fail('bad-cell', msg('option.bad-cell', { value: verbatim(quote(value ?? '')) }));
  }
  return ok({ row: Math.floor(index / MAX_BOARD_SIZE) + 1, col: (index % MAX_BOARD_SIZE) + 1 });
}

/**
 * `125`, `1 2 5` or `1,2,5` -> [1, 2, 5] (sorted, each once). Digits above 9 (16x16 boards)
 * need separators: `10 12 16`.
 */
export function parseNoteDigits(value: OptionValue | undefined): Result<number[], OptionError> {
  const text = typeof value === 'string' ? value : '';
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  // One run of digits without separators is read digit by digit (`125`).
  const digits =
    tokens.length === 1 && /^[1-9]+$/.test(tokens[0]!)
      ? [...tokens[0]!].map(Number)
      : tokens.map((t) => (/^[1-9]\d?$/.test(t) ? Number(t) : NaN));
  if (
    text.length > MAX_NOTE_CHARS ||
    !digits.length ||
    digits.some((d) => !(d >= 1 && d <= MAX_DIGIT))
  ) {
    return fail('bad-digits', msg('option.bad-digits', { value: verbatim(quote(value ?? '')) }));
  }
  return ok([...new Set(digits)].sort((a, b) => a - b));
}

function parseDigit(value: OptionValue | undefined, min = 1): Result<number, OptionError> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_DIGIT) {
    return fail(
      'bad-digit',
      msg('option.bad-digit', { value: verbatim(quote(value ?? '')), min, max: MAX_DIGIT }),
    );
  }
  return ok(value);
}

/** `8:05` or `08:05` -> `08:05` (24-hour). */
export function parseTimeOption(value: OptionValue | undefined): Result<string, OptionError> {
  const m = typeof value === 'string' ? /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(value) : null;
  if (!m) {
    return fail('bad-time', msg('option.bad-time', { value: verbatim(quote(value ?? '')) }));
  }
  return ok(`${m[1]!.padStart(2, '0')}:${m[2]}`);
}

function optionalLevel(value: OptionValue | undefined) {
  if (value === undefined) return ok(undefined);
  if (typeof value === 'string' && isLevel(value)) return ok(value);
  return fail('bad-level', msg('option.bad-level', { value: verbatim(quote(value)) }));
}

function optionalVariant(
  value: OptionValue | undefined,
): Result<PlayVariant | undefined, OptionError> {
  if (value === undefined) return ok(undefined);
  const found = PLAY_VARIANTS.find((v) => v === value);
  if (found) return ok(found);
  return fail('bad-variant', msg('option.bad-variant', { value: verbatim(quote(value)) }));
}

function optionalText(
  value: OptionValue | undefined,
  max: number,
): Result<string | undefined, OptionError> {
  if (value === undefined) return ok(undefined);
  if (typeof value !== 'string' || value.length > max) {
    return fail('bad-option', msg('option.too-long', { max: String(max) }));
  }
  const trimmed = value.trim();
  return ok(trimmed === '' ? undefined : trimmed);
}

function isSubcommand(name: string | undefined): name is Subcommand {
  return (SUBCOMMANDS as readonly (string | undefined)[]).includes(name);
}

function withCell(
  value: OptionValue | undefined,
  make: (cell: CellRef) => Result<Command, OptionError>,
): Result<MappedCommand, OptionError> {
  const cell = parseCellOption(value);
  if (!cell.ok) return cell;
  const command = make(cell.value);
  return command.ok ? ok({ command: command.value }) : command;
}

function just(command: Command): Result<MappedCommand, OptionError> {
  return ok({ command });
}

function mapSudoku(input: CommandInput): Result<MappedCommand, OptionError> {
  const v = (name: string) => input.values.get(name);
  const sub = input.subcommand;
  if (!isSubcommand(sub)) return fail('unknown-command', msg('option.unknown-command'));
  switch (sub) {
    case 'board':
    case 'undo':
    case 'resume':
    case 'share':
      return just({ kind: sub });
    case 'today':
      return just({ kind: 'today', ...(v('solo') === true && { solo: true }) });
    case 'daily': {
      const number = v('number');
      const date = optionalText(v('date'), 10);
      if (typeof number === 'number') return just({ kind: 'archive', number });
      if (date.ok && date.value) return just({ kind: 'archive', date: date.value });
      return fail('bad-option', msg('option.which-daily'));
    }
    case 'stats': {
      const player = v('player');
      return just({ kind: 'stats', ...(typeof player === 'string' && { who: `<@${player}>` }) });
    }
    case 'leaderboard': {
      const period = LEADERBOARD_PERIODS.find((p) => p === v('period'));
      return just({ kind: 'leaderboard', ...(period && { period }) });
    }
    case 'notes':
      return just({ kind: 'notesAuto', ...(v('clear') === true && { clear: true }) });
    case 'new': {
      const level = optionalLevel(v('level'));
      if (!level.ok) return level;
      const variant = optionalVariant(v('variant'));
      if (!variant.ok) return variant;
      const grid = optionalText(v('grid'), MAX_GRID_CHARS);
      if (!grid.ok) return grid;
      return just({
        kind: 'new',
        ...(level.value && { level: level.value }),
        ...(variant.value && { variant: variant.value }),
        ...(grid.value && { grid: grid.value }),
        ...(v('confirm') === true && { confirmed: true }),
      });
    }
    case 'place':
      return withCell(v('cell'), (cell) => {
        const digit = parseDigit(v('digit'));
        return digit.ok ? ok({ kind: 'place', cell, digit: digit.value }) : digit;
      });
    case 'clear':
      return withCell(v('cell'), (cell) =>
        ok({ kind: 'clear', cell, ...(v('confirm') === true && { confirmed: true }) }),
      );
    case 'note':
      return withCell(v('cell'), (cell) => {
        const digits = parseNoteDigits(v('digits'));
        return digits.ok ? ok({ kind: 'note', cell, digits: digits.value }) : digits;
      });
    case 'fix':
      // `/sudoku fix cell:ok`: the whole board read from a photo matches the photo.
      if (typeof v('cell') === 'string' && /^(ok|all)$/i.test(v('cell') as string))
        return just({ kind: 'confirmPhoto' });
      return withCell(v('cell'), (cell) => {
        if (v('digit') === undefined) {
          return fail('bad-digit', msg('option.fix-digit'));
        }
        const digit = parseDigit(v('digit'), 0);
        return digit.ok ? ok({ kind: 'fix', cell, digit: digit.value }) : digit;
      });
    case 'theme': {
      const theme = v('theme');
      if (theme !== undefined && !(THEMES as readonly unknown[]).includes(theme))
        return fail('bad-option', msg('option.theme'));
      return just({
        kind: 'theme',
        ...(theme !== undefined && { theme: theme as ThemeName }),
        ...(v('channel') === true && { channel: true }),
      });
    }
    case 'language': {
      const word = v('language');
      return just({
        kind: 'language',
        ...(typeof word === 'string' && { word }),
        ...(v('channel') === true && { channel: true }),
      });
    }
    case 'timezone': {
      const zone = v('zone');
      return just({ kind: 'timezone', ...(typeof zone === 'string' && zone && { zone }) });
    }
    case 'thread': {
      const state = v('state');
      if (state === undefined) return just({ kind: 'thread' });
      if (state !== 'on' && state !== 'off') {
        return fail('bad-option', 'Choose `on` or `off` for `/sudoku thread state`.');
      }
      return just({ kind: 'thread', on: state === 'on' });
    }
    case 'help': {
      const topic = optionalText(v('topic'), MAX_TOPIC_CHARS);
      if (!topic.ok) return topic;
      return just({ kind: 'help', ...(topic.value && { topic: topic.value }) });
    }
  }
}

function mapSolve(input: CommandInput): Result<MappedCommand, OptionError> {
  const grid = optionalText(input.values.get('grid'), MAX_GRID_CHARS);
  if (!grid.ok)
    return fail('bad-grid', msg('option.grid-too-long', { max: String(MAX_GRID_CHARS) }));
  const shareValue = input.values.get('share');
  const share = shareValue === true;
  if (grid.value !== undefined && input.attachment) {
    return fail('grid-and-image', msg('option.grid-and-image'));
  }
  if (input.attachment) {
    return ok({ command: { kind: 'solvePhoto', share }, attachments: [input.attachment] });
  }
  if (grid.value !== undefined) return just({ kind: 'solveGrid', text: grid.value, share });
  // `/solve` alone reveals the conversation's game (asking first in a channel, unless confirmed).
  return just({ kind: 'reveal', ...(input.values.get('confirm') === true && { confirmed: true }) });
}

function mapSchedule(input: CommandInput): Result<MappedCommand, OptionError> {
  const time = parseTimeOption(input.values.get('time'));
  if (!time.ok) return time;
  const level = optionalLevel(input.values.get('level'));
  if (!level.ok) return level;
  return just({ kind: 'schedule', time: time.value, ...(level.value && { level: level.value }) });
}

/** Commands `/p` plays: moves on the board, not whole conversations' settings. */
const MOVE_KINDS: ReadonlySet<Command['kind']> = new Set([
  'place',
  'clear',
  'note',
  'notesAuto',
  'undo',
  'hint',
  'board',
]);

/** `/p r3c5 7`: the text grammar's moves, typed in one field. */
function mapMove(input: CommandInput, parse?: ParseText): Result<MappedCommand, OptionError> {
  const text = optionalText(input.values.get('move'), MAX_MOVE_CHARS);
  const parsed = text.ok && text.value !== undefined && parse ? parse(text.value) : undefined;
  if (parsed?.ok && MOVE_KINDS.has(parsed.value.kind)) return just(parsed.value);
  const how = msg('option.bad-move');
  // The grammar's own words first, as it says them.
  const why = parsed && !parsed.ok ? parsed.error.text : undefined;
  return fail('bad-move', why ? joined([why, how], ' ') : how);
}

/** The text grammar, for `/p` (the core's parseCommand). */
export type ParseText = (
  text: string,
) => Result<Command, { readonly message: string; readonly text: Text }>;

/** Maps a slash command to the core's Command, or says which option is wrong and how to fix it. */
export function mapCommand(
  input: CommandInput,
  parse?: ParseText,
): Result<MappedCommand, OptionError> {
  switch (input.name) {
    case 'sudoku':
      return mapSudoku(input);
    case 'hint': {
      const value = input.values.get('cell');
      const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (value === undefined || text === '' || text === NEXT_STEP || text === 'next step')
        return just({ kind: 'hint' });
      return withCell(value, (cell) => ok({ kind: 'hint', cell }));
    }
    case 'solve':
      return mapSolve(input);
    case 'p':
      return mapMove(input, parse);
    case 'schedule':
      return mapSchedule(input);
    case 'unschedule':
      return just({ kind: 'unschedule' });
    default:
      return fail('unknown-command', msg('option.unknown-command'));
  }
}
