// The text grammar shared by Slack and the web playground (Discord maps its options to the same
// Command union): `parseCommand` turns any string into a Command or a coded error whose message
// says what to type instead, and never throws; `formatCommand` writes the canonical text back
// (used in button actions).

import { localisedVerbs } from '../i18n/command-words.ts';
import { msg, renderText, verbatim, type Text } from '../i18n/text.ts';
import { LEVELS, isLevel, type Level } from '../engine/levels.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { formatClockTime } from '../game/calendar.ts';
import { PLAY_VARIANTS, type PlayVariant } from '../game/puzzle.ts';
import { THEMES, type ThemeName } from '../render/theme.ts';
import { cellRefName } from './format-command.ts';
import { suggestCommand } from './suggest.ts';
import { LEADERBOARD_PERIODS, type CellRef, type Command } from './types.ts';

export { formatCommand } from './format-command.ts';

/** Longest message the parser reads (room for a pasted grid with separators). */
export const MAX_COMMAND_TEXT = 4500;

/** Largest row, column or digit any board has (16x16). */
const MAX_INDEX = 16;

export const COMMAND_ERROR_CODES = [
  'empty',
  'too-long',
  'unknown-command',
  'bad-cell',
  'bad-digit',
  'missing-argument',
  'unexpected-argument',
  'bad-time',
  'bad-option',
] as const;
export type CommandErrorCode = (typeof COMMAND_ERROR_CODES)[number];

export interface CommandError {
  readonly code: CommandErrorCode;
  /** What is wrong and what to type instead, said in the reader's language. */
  readonly text: Text;
  /** The same in English (what adapters that refuse before the core still show, and logs). */
  readonly message: string;
}

/** A refusal: its catalog text, and that text in English. */
function refusal(code: CommandErrorCode, text: Text): CommandError {
  return { code, text, message: renderText(text, 'en') };
}

type Parsed = Result<Command, CommandError>;

function fail(code: CommandErrorCode, text: Text): Parsed {
  return err(refusal(code, text));
}

// The English words, then those of the shipped languages (src/i18n/command-words.ts).
const VERBS: Record<string, string> = {
  ...localisedVerbs(),
  today: 'today',
  daily: 'daily',
  archive: 'daily',
  share: 'share',
  new: 'new',
  start: 'new',
  play: 'new',
  resume: 'resume',
  back: 'resume',
  board: 'board',
  show: 'board',
  place: 'place',
  put: 'place',
  clear: 'clear',
  erase: 'clear',
  delete: 'clear',
  note: 'note',
  notes: 'notes',
  pencil: 'note',
  undo: 'undo',
  hint: 'hint',
  solve: 'solve',
  reveal: 'reveal',
  fix: 'fix',
  stats: 'stats',
  me: 'stats',
  leaderboard: 'leaderboard',
  lb: 'leaderboard',
  top: 'leaderboard',
  scores: 'leaderboard',
  digest: 'digest',
  publish: 'publish',
  recap: 'digest',
  yesterday: 'digest',
  schedule: 'schedule',
  unschedule: 'unschedule',
  theme: 'theme',
  themes: 'theme',
  language: 'language',
  lang: 'language',
  timezone: 'timezone',
  tz: 'timezone',
  thread: 'thread',
  threads: 'thread',
  help: 'help',
  '?': 'help',
  commands: 'help',
};

/** The token of a private answer (src/bot/publish.ts): what its *Post to channel* button names. */
const PUBLISH_TOKEN = /^[a-z0-9]{1,16}$/i;

/** `publish <token> <stats ...|leaderboard ...|digest>`: the *Post to channel* button. */
function parsePublish(args: readonly string[]): Parsed {
  const [token, ...rest] = args;
  const lookup = token && PUBLISH_TOKEN.test(token) ? parseCommand(rest.join(' ')) : undefined;
  if (!lookup?.ok || (lookup.value.kind !== 'stats' && lookup.value.kind !== 'leaderboard')) {
    return fail(
      'bad-option',
      'That *Post to channel* button is broken. Ask again (`stats`, `leaderboard`, `digest`) for a new one.',
    );
  }
  return ok({ kind: 'publish', token, lookup: lookup.value });
}

const CELL = /^r(\d{1,3})c(\d{1,3})$/i;
// `r3c5 7`, `r3c5=7`, `r3c5: 7` with the command word left out.
const SHORT_MOVE = /^(r\s*\d{1,3}\s*c\s*\d{1,3})\s*(?:[=:]\s*|\s+)(\S+)$/i;

/**
 * A typed command word as the grammar knows it: lower case, full-width letters of an IME
 * folded (NFKC: `ＨＩＮＴ`), and the curly apostrophes phones type by themselves made straight
 * (`aujourd’hui`).
 */
function commandWord(typed: string): string {
  return typed
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u00b4]/g, "'");
}

/** Parses one chat message into a Command; never throws. */
export function parseCommand(text: string): Parsed {
  if (typeof text !== 'string') return fail('empty', emptyMessage());
  if (text.length > MAX_COMMAND_TEXT) {
    return fail('too-long', msg('grammar.too-long', { count: text.length, max: MAX_COMMAND_TEXT }));
  }
  // Chat clients add a bot prefix or a slash; the grammar ignores it.
  const body = text
    .trim()
    .replace(/^[/!]?sudoku\b\s*/i, '')
    .replace(/^[/!]/, '')
    .trim();
  if (body === '') return fail('empty', emptyMessage());
  const firstLine = body.split(/\r?\n/, 1)[0]!.trim();
  const short = SHORT_MOVE.exec(firstLine);
  if (short && firstLine === body) return parseMove('place', [short[1]!, short[2]!]);
  const cellOnly = /^r\s*\d{1,3}\s*c\s*\d{1,3}$/i.test(body);
  if (cellOnly) {
    return fail('missing-argument', msg('grammar.which-digit-short', { cell: compactCell(body) }));
  }
  const wordMatch = /^(\S+)\s*([\s\S]*)$/.exec(body)!;
  const word = commandWord(wordMatch[1]!);
  const rest = wordMatch[2]!;
  const verb = VERBS[word];
  if (!verb) return unknown(word, rest);
  if (verb === 'solve') return parseSolve(rest);
  const args = tokens(rest);
  switch (verb) {
    case 'today':
      if (args.length === 1 && /^(solo|alone|mine|me)$/i.test(args[0]!))
        return ok({ kind: 'today', solo: true });
      if (args.length) return extra(verb, args);
      return ok({ kind: 'today' });
    case 'daily':
      return parseArchive(args);
    case 'stats':
      return args.length
        ? ok({ kind: 'stats', who: args.join(' ').slice(0, 80) })
        : ok({ kind: 'stats' });
    case 'leaderboard': {
      if (args.length === 0) return ok({ kind: 'leaderboard' });
      const period = LEADERBOARD_PERIODS.find((p) => p === args[0]!.toLowerCase());
      if (!period || args.length > 1) {
        return fail(
          'bad-option',
          msg('grammar.leaderboard-periods', { periods: LEADERBOARD_PERIODS.join(', ') }),
        );
      }
      return ok({ kind: 'leaderboard', period });
    }
    case 'publish':
      return parsePublish(args);
    case 'digest':
      if (args.length) return extra(verb, args);
      return ok({ kind: 'leaderboard', period: 'yesterday' });
    case 'board':
    case 'undo':
    case 'unschedule':
    case 'share':
      if (args.length) return extra(verb, args);
      return ok({ kind: verb } as Command);
    case 'new': {
      // `new 53..7....` (a posted grid, on one line or several) plays that puzzle here; a
      // trailing `confirm` starts it even over an unfinished shared game.
      const confirm = /\s+confirm\s*$/i.exec(rest);
      const body = confirm ? rest.slice(0, confirm.index) : rest;
      const confirmed = confirm ? { confirmed: true } : {};
      if (/[0-9._*x]{4}|\n/i.test(body))
        return ok({ kind: 'new', grid: body.trim(), ...confirmed });
      const parsed = parseNew(body.split(/\s+/).filter(Boolean));
      return parsed.ok && confirm ? ok({ ...parsed.value, ...confirmed }) : parsed;
    }
    case 'resume':
      return args.length
        ? fail('unexpected-argument', msg('grammar.just', { verb: 'resume' }))
        : ok({ kind: 'resume' });
    case 'fix':
      if (args.length === 1 && /^(ok|all)$/i.test(args[0]!)) return ok({ kind: 'confirmPhoto' });
      return parseMove(verb, args);
    case 'place':
      return parseMove(verb, args);
    case 'clear':
      return parseClear(args);
    case 'note':
      return parseNote(args);
    case 'notes':
      return args.length === 0 || (args.length === 1 && /^(auto|fill|all|on)$/i.test(args[0]!))
        ? ok({ kind: 'notesAuto' })
        : args.length === 1 && /^(clear|off|none)$/i.test(args[0]!)
          ? ok({ kind: 'notesAuto', clear: true })
          : parseNote(args);
    case 'hint':
      return parseHint(args);
    case 'reveal':
      return parseReveal(args);
    case 'schedule':
      return parseSchedule(args);
    case 'theme':
      return parseTheme(args);
    case 'language':
      return parseLanguageCommand(args);
    case 'thread': {
      if (args.length === 0) return ok({ kind: 'thread' });
      const word = args.join(' ').toLowerCase();
      if (word === 'on' || word === 'off') return ok({ kind: 'thread', on: word === 'on' });
      return fail('bad-option', msg('grammar.thread-args'));
    }
    case 'timezone': {
      const zone = args.join(' ').slice(0, 64);
      return ok({ kind: 'timezone', ...(zone && { zone }) });
    }
    case 'help':
      return args.length
        ? ok({ kind: 'help', topic: args.join(' ').toLowerCase().slice(0, 40) })
        : ok({ kind: 'help' });
    default:
      return unknown(word);
  }
}

function tokens(rest: string): string[] {
  // Join `r3 c5` into one cell token before splitting on spaces and commas.
  return rest
    .replace(/\br\s+(\d{1,3})\s*c\s*(\d{1,3})\b/gi, 'r$1c$2')
    .replace(/\br(\d{1,3})\s+c(\d{1,3})\b/gi, 'r$1c$2')
    .split(/[\s,]+/)
    .filter((t) => t.length > 0);
}

function compactCell(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase().slice(0, 12);
}

function emptyMessage(): Text {
  return msg('grammar.empty');
}

function quote(word: string): string {
  const shown = word.length > 20 ? `${word.slice(0, 20)}…` : word;
  return `'${shown.replace(/`/g, "'")}'`;
}

function unknown(word: string, rest = ''): Parsed {
  const guess = suggestCommand(word, rest, Object.keys(VERBS));
  const suggestion = guess ? msg('grammar.did-you-mean', { guess }) : verbatim('');
  return fail('unknown-command', msg('grammar.unknown', { word: quote(word), suggestion }));
}

function extra(verb: string, args: readonly string[]): Parsed {
  return fail(
    'unexpected-argument',
    msg('grammar.no-arguments', { verb, got: quote(args.join(' ')) }),
  );
}

function parseCell(token: string | undefined, example: string): Result<CellRef, CommandError> {
  if (token === undefined) {
    return err(refusal('missing-argument', msg('grammar.name-a-cell', { example })));
  }
  const m = CELL.exec(token.replace(/\s+/g, ''));
  if (!m) {
    return err(refusal('bad-cell', msg('grammar.not-a-cell', { token: quote(token), example })));
  }
  const row = Number(m[1]);
  const col = Number(m[2]);
  if (row < 1 || col < 1 || row > MAX_INDEX || col > MAX_INDEX) {
    return err(refusal('bad-cell', msg('grammar.off-board', { token: quote(token), example })));
  }
  return ok({ row, col });
}

/** A digit token: 1-16, or A-G for 10-16; 0 and `.` mean empty when `allowEmpty`. */
function parseDigit(token: string | undefined, allowEmpty: boolean): number | undefined {
  if (token === undefined) return undefined;
  if (allowEmpty && /^[.0_]$/.test(token)) return 0;
  if (/^\d{1,2}$/.test(token)) {
    const d = Number(token);
    return d >= 1 && d <= MAX_INDEX ? d : undefined;
  }
  if (/^[a-g]$/i.test(token)) return token.toUpperCase().charCodeAt(0) - 55;
  return undefined;
}

function badDigit(token: string, example: string): Parsed {
  return fail('bad-digit', msg('grammar.not-a-digit', { token: quote(token), example }));
}

function parseMove(verb: 'place' | 'fix', args: readonly string[]): Parsed {
  const example = verb === 'fix' ? 'fix r3c5 8' : 'r3c5 7';
  const cell = parseCell(args[0], example);
  if (!cell.ok) return cell;
  const token = args.at(1);
  if (token === undefined) {
    const name = cellRefName(cell.value);
    return fail(
      'missing-argument',
      msg(verb === 'fix' ? 'grammar.which-digit-fix' : 'grammar.which-digit', { cell: name }),
    );
  }
  if (args.length > 2) {
    return fail('unexpected-argument', msg('grammar.one-at-a-time', { example }));
  }
  const digit = parseDigit(token, true);
  if (digit === undefined) return badDigit(token, example);
  if (verb === 'fix') return ok({ kind: 'fix', cell: cell.value, digit });
  return digit === 0
    ? ok({ kind: 'clear', cell: cell.value })
    : ok({ kind: 'place', cell: cell.value, digit });
}

function parseClear(args: readonly string[]): Parsed {
  const cell = parseCell(args[0], 'clear r3c5');
  if (!cell.ok) return cell;
  if (args.length === 2 && CONFIRM.test(args[1]!))
    return ok({ kind: 'clear', cell: cell.value, confirmed: true });
  if (args.length > 1) return fail('unexpected-argument', msg('grammar.clear-one'));
  return ok({ kind: 'clear', cell: cell.value });
}

function parseNote(args: readonly string[]): Parsed {
  const cell = parseCell(args[0], 'note r3c5 1 2 4');
  if (!cell.ok) return cell;
  const rest = args.slice(1);
  if (rest.length === 0) {
    return fail('missing-argument', msg('grammar.which-notes'));
  }
  // `124` is three notes on a 9x9 board; `10 12` (two tokens) or `AC` are notes on a big board.
  const parts = rest.length === 1 && /^[1-9a-g]{2,16}$/i.test(rest[0]!) ? [...rest[0]!] : rest;
  const digits: number[] = [];
  for (const part of parts) {
    const d = parseDigit(part, false);
    if (d === undefined) return badDigit(part, 'note r3c5 1 2 4');
    digits.push(d);
  }
  if (digits.length > MAX_INDEX) {
    return fail('unexpected-argument', msg('grammar.too-many-notes', { max: MAX_INDEX }));
  }
  return ok({ kind: 'note', cell: cell.value, digits: [...new Set(digits)].sort((a, b) => a - b) });
}

function parseHint(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'hint' });
  if (args.length > 1) return fail('unexpected-argument', msg('grammar.hint-args'));
  const cell = parseCell(args[0], 'hint r3c5');
  return cell.ok ? ok({ kind: 'hint', cell: cell.value }) : cell;
}

const CONFIRM = /^(confirm|yes|sure|now|!)$/i;

function parseReveal(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'reveal' });
  if (args.length === 1 && CONFIRM.test(args[0]!)) return ok({ kind: 'reveal', confirmed: true });
  return fail('unexpected-argument', msg('grammar.reveal-args'));
}

function parseSolve(rest: string): Parsed {
  const trimmed = rest.trim();
  if (trimmed === '') return ok({ kind: 'reveal' });
  if (CONFIRM.test(trimmed)) return ok({ kind: 'reveal', confirmed: true });
  const share = /^share\b/i.exec(trimmed);
  const grid = share ? trimmed.slice(share[0].length).trim() : trimmed;
  if (grid === '') {
    return share ? ok({ kind: 'solvePhoto', share: true }) : ok({ kind: 'reveal' });
  }
  return ok({ kind: 'solveGrid', text: grid, ...(share ? { share: true } : {}) });
}

/** `daily` (today's), `daily 325` (by number) or `daily 2026-11-20` (by date). */
function parseArchive(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'today' });
  const [first] = args;
  if (args.length === 1 && /^#?\d{1,6}$/.test(first!))
    return ok({ kind: 'archive', number: Number(first!.replace('#', '')) });
  if (args.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(first!))
    return ok({ kind: 'archive', date: first! });
  return fail('bad-option', msg('grammar.daily-args'));
}

function parseNew(args: readonly string[]): Parsed {
  let level: Level | undefined;
  let variant: PlayVariant | undefined;
  for (const raw of args) {
    const word = raw.toLowerCase();
    if (isLevel(word) && level === undefined) level = word;
    else if ((PLAY_VARIANTS as readonly string[]).includes(word) && variant === undefined) {
      variant = word as PlayVariant;
    } else {
      return fail(
        'bad-option',
        msg('grammar.new-options', {
          word: quote(raw),
          levels: LEVELS.join(', '),
          variants: PLAY_VARIANTS.join(', '),
        }),
      );
    }
  }
  return ok({ kind: 'new', ...(level ? { level } : {}), ...(variant ? { variant } : {}) });
}

/** `09:30`, `9:30`, `9am`, `9:30pm`, `21:00` to minutes since midnight. */
function parseTime(token: string): number | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(token);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minutePart = m.at(2);
  const minute = minutePart === undefined ? 0 : Number(minutePart);
  const meridiem = m.at(3)?.toLowerCase();
  if (minutePart === undefined && !meridiem) return undefined;
  if (minute > 59) return undefined;
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return hour < 24 ? hour * 60 + minute : undefined;
}

function parseSchedule(args: readonly string[]): Parsed {
  if (args.length === 0) return fail('missing-argument', msg('grammar.schedule-when'));
  // Allow `9:30 am` as two tokens.
  const joined =
    args.length > 1 && /^(am|pm)$/i.test(args[1]!)
      ? [args[0]! + args[1]!, ...args.slice(2)]
      : [...args];
  const minutes = parseTime(joined[0]!);
  if (minutes === undefined) {
    return fail('bad-time', msg('grammar.bad-time', { token: quote(joined[0]!) }));
  }
  const time = formatClockTime(minutes);
  if (joined.length === 1) return ok({ kind: 'schedule', time });
  const level = joined[1]!.toLowerCase();
  if (joined.length > 2 || !isLevel(level)) {
    return fail('bad-option', msg('grammar.schedule-level', { levels: LEVELS.join(', ') }));
  }
  return ok({ kind: 'schedule', time, level });
}

/** `language`, `language fr`, `language channel fr` (`here` for `channel`, in either order). */
function parseLanguageCommand(args: readonly string[]): Parsed {
  const channel = args.some((a) => /^(channel|here)$/i.test(a));
  const words = args.filter((a) => !/^(channel|here)$/i.test(a));
  const word = words.join(' ').slice(0, 40);
  return ok({ kind: 'language', ...(word && { word }), ...(channel && { channel }) });
}

/** `theme`, `theme dark`, `theme channel light` (`here` for `channel`, in either order). */
function parseTheme(args: readonly string[]): Parsed {
  let channel = false;
  let theme: ThemeName | undefined;
  for (const raw of args) {
    const word = raw.toLowerCase();
    if (/^(channel|here)$/.test(word) && !channel) channel = true;
    else if ((THEMES as readonly string[]).includes(word) && theme === undefined) {
      theme = word as ThemeName;
    } else {
      return fail('bad-option', msg('grammar.theme', { word: quote(raw) }));
    }
  }
  return ok({ kind: 'theme', ...(theme ? { theme } : {}), ...(channel ? { channel } : {}) });
}
