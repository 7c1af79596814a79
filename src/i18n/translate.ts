// Messages by key and locale through FormatJS's ICU MessageFormat (plurals, selects, numbers and
// dates by the platform's Intl). Each message is compiled once per locale and kept; a message
// without arguments is kept as its string. A key a catalog lacks falls back to English and is
// logged once; a message that fails to format (a bug: an argument left out) likewise.

import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGS, EN, type MessageKey } from './catalogs/index.ts';
import { PSEUDO_LOCALE, type Locale } from './locales.ts';
import { pseudoMessage } from './pseudo.ts';

export type { MessageKey } from './catalogs/index.ts';

/** What a message's arguments may be: text already in the locale, numbers, dates. */
export type MessageArgs = Readonly<Record<string, string | number | Date>>;

/** A catalog: a message (ICU MessageFormat) per key; other languages may lack some. */
export type Catalogs = Readonly<
  Partial<Record<string, Readonly<Partial<Record<MessageKey, string>>>>>
>;

/** Where a missing or broken message is reported (once per locale and key). */
export type MessageProblemLog = (
  problem: 'missing' | 'broken',
  details: { locale: string; key: string; error?: string },
) => void;

// Dates in messages are calendar dates (a daily's date) carried as UTC midnight: drawn in UTC.
const FORMATS = {
  date: {
    weekday: { weekday: 'long', timeZone: 'UTC' },
    day: { day: 'numeric', month: 'long', timeZone: 'UTC' },
    long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    short: { weekday: 'short', timeZone: 'UTC' },
  },
} as const;

type Compiled = string | IntlMessageFormat;

/** Formats messages from a set of catalogs; English (`en`) must be complete. */
export class Translator {
  private readonly compiled = new Map<string, Map<string, Compiled>>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly catalogs: Catalogs,
    private log: MessageProblemLog,
  ) {}

  /** Sends reports of missing or broken messages to `log` from now on. */
  setLog(log: MessageProblemLog): void {
    this.log = log;
  }

  /** The message `key` in `locale` with `args`; English when the locale lacks it. */
  format(locale: Locale, key: MessageKey, args?: MessageArgs): string {
    const message = this.message(locale, key);
    if (typeof message === 'string') return message;
    try {
      return message.format(args as Record<string, string>) as string;
    } catch (error) {
      this.report('broken', locale, key, error);
      if (locale === 'en') return EN[key];
      return this.format('en', key, args);
    }
  }

  private message(locale: Locale, key: MessageKey): Compiled {
    let byKey = this.compiled.get(locale);
    if (!byKey) {
      byKey = new Map();
      this.compiled.set(locale, byKey);
    }
    let found = byKey.get(key);
    if (found === undefined) {
      found = this.compile(locale, key);
      byKey.set(key, found);
    }
    return found;
  }

  private compile(locale: Locale, key: MessageKey): Compiled {
    if (locale === PSEUDO_LOCALE) return pseudoMessage(EN[key], FORMATS);
    const source = this.catalogs[locale]?.[key];
    if (source === undefined) {
      if (locale !== 'en') this.report('missing', locale, key);
      return locale === 'en' ? EN[key] : this.message('en', key);
    }
    // A message with no syntax at all is its own text.
    if (!/[{}'#<]/.test(source)) return source;
    try {
      return new IntlMessageFormat(source, locale, FORMATS, { ignoreTag: true });
    } catch (error) {
      this.report('broken', locale, key, error);
      return locale === 'en' ? source : this.message('en', key);
    }
  }

  private report(problem: 'missing' | 'broken', locale: string, key: string, error?: unknown) {
    const id = `${problem}|${locale}|${key}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    this.log(problem, {
      locale,
      key,
      ...(error !== undefined && {
        error: error instanceof Error ? error.message : String(error),
      }),
    });
  }
}

function consoleLog(
  problem: 'missing' | 'broken',
  details: { locale: string; key: string; error?: string },
): void {
  console.warn(JSON.stringify({ level: 'warn', msg: `message ${problem}`, ...details }));
}

/** The process's translator over the shipped catalogs. */
export const translator = new Translator(CATALOGS, consoleLog);

/** The message `key` in `locale` (see Translator.format). */
export function t(locale: Locale, key: MessageKey, args?: MessageArgs): string {
  return translator.format(locale, key, args);
}
