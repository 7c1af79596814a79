// The text grammar shared by Slack and the web playground (Discord maps its options to the same
// Command union): `parseCommand` turns any string into a Command or a coded error whose message
// says what to type instead, and never throws; `formatCommand` writes the canonical text back
// (used in button actions).

import { localisedVerbs } from '../i18n/command-words.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { ok } from '../engine/result.ts';
import { suggestCommand } from './suggest.ts';
import { LEADERBOARD_PERIODS, type Command } from './types.ts';
import { fail, quote, type Parsed } from './grammar-errors.ts';
import {
  parseClear,
  parseHint,
  parseMove,
  parseNote,
  parseReveal,
  parseSolve,
} from './grammar-moves.ts';
import {
  parseArchive,
  parseLanguageCommand,
  parseNew,
  parseSchedule,
  parseTheme,
} from './grammar-options.ts';

export { COMMAND_ERROR_CODES, type CommandError, type CommandErrorCode } from './grammar-errors.ts';

export { formatCommand } from './format-command.ts';

/** Longest message the parser reads (room for a pasted grid with separators). */
export const MAX_COMMAND_TEXT = 4500;

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
