// The arguments of the text grammar's other commands: a daily by number or date, a new game's
// level and variant, the schedule's time, the language and picture theme, a publish token.

import { msg } from '../i18n/text.ts';
import { LEVELS, isLevel, type Level } from '../engine/levels.ts';
import { ok } from '../engine/result.ts';
import { formatClockTime } from '../game/calendar.ts';
import { PLAY_VARIANTS, type PlayVariant } from '../game/puzzle.ts';
import { THEMES, type ThemeName } from '../render/theme.ts';
import { fail, quote, type Parsed } from './grammar-errors.ts';

/** `daily` (today's), `daily 325` (by number) or `daily 2026-11-20` (by date). */
export function parseArchive(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'today' });
  const [first] = args;
  if (args.length === 1 && /^#?\d{1,6}$/.test(first!))
    return ok({ kind: 'archive', number: Number(first!.replace('#', '')) });
  if (args.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(first!))
    return ok({ kind: 'archive', date: first! });
  return fail('bad-option', msg('grammar.daily-args'));
}

/** `new`, with a level and a variant in any order. */
export function parseNew(args: readonly string[]): Parsed {
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

/** `schedule 9:30` or `schedule 9am hard`: the daily post's time and level. */
export function parseSchedule(args: readonly string[]): Parsed {
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
export function parseLanguageCommand(args: readonly string[]): Parsed {
  const channel = args.some((a) => /^(channel|here)$/i.test(a));
  const words = args.filter((a) => !/^(channel|here)$/i.test(a));
  const word = words.join(' ').slice(0, 40);
  return ok({ kind: 'language', ...(word && { word }), ...(channel && { channel }) });
}

/** `theme`, `theme dark`, `theme channel light` (`here` for `channel`, in either order). */
export function parseTheme(args: readonly string[]): Parsed {
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
