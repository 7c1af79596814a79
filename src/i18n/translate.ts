// Messages by key and locale through FormatJS's ICU MessageFormat (plurals, selects, numbers and
// dates by the platform's Intl). Each message is compiled once per locale and kept; a message
// without arguments is kept as its string. A key a catalog lacks falls back to English and is
// logged once; a message that fails to format (a bug: an argument left out) likewise.

import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { CATALOGS, EN, type MessageKey } from './catalogs/index.ts';
import { cachedFormatters } from './intl-formatters.ts';
import { PSEUDO_LOCALE, type Locale } from './locales.ts';
import { accentText, pseudoMessage } from './pseudo.ts';

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
export const FORMATS = {
  date: {
    weekday: { weekday: 'long', timeZone: 'UTC' },
    day: { day: 'numeric', month: 'long', timeZone: 'UTC' },
    long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    short: { weekday: 'short', timeZone: 'UTC' },
  },
} as const;

type Compiled = string | IntlMessageFormat;

/** How items of a list are joined: "a, b and c", "a, b or c", "a, b, c". */
export type ListType = 'conjunction' | 'disjunction' | 'unit';

/**
 * What says messages and lists: the catalogs' Translator, or another in its place (the i18n
 * benchmark's old path: English built without ICU, see `useFormatter`).
 */
export interface MessageFormatter {
  format(locale: Locale, key: MessageKey, args?: MessageArgs): string;
  list(locale: Locale, items: readonly string[], type: ListType): string;
}

/** How a Translator keeps its Intl objects. */
export interface TranslatorOptions {
  /**
   * False: IntlMessageFormat's own per-call cache lookups, and Intl.ListFormat even for one
   * item (how the catalogs first worked; the i18n benchmark's "before"). Default true: one set
   * of Intl objects per locale found without work (intl-formatters.ts).
   */
  readonly cachedIntl?: boolean;
}

/** Formats messages from a set of catalogs; English (`en`) must be complete. */
export class Translator implements MessageFormatter {
  private readonly compiled = new Map<string, Map<string, Compiled>>();
  private readonly reported = new Set<string>();
  private readonly listFormats = new Map<string, Intl.ListFormat>();
  private readonly formatters = new Map<string, Formatters>();
  private readonly cachedIntl: boolean;

  constructor(
    private readonly catalogs: Catalogs,
    private log: MessageProblemLog,
    options: TranslatorOptions = {},
  ) {
    this.cachedIntl = options.cachedIntl ?? true;
  }

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

  /** Items joined the locale's way ("a, b and c"; "a、b、c"). */
  list(locale: Locale, items: readonly string[], type: ListType): string {
    // One item or none: every language's list patterns join two or more.
    if (this.cachedIntl && items.length <= 1) return items[0] ?? '';
    const format = this.listFormat(locale, type);
    if (locale !== PSEUDO_LOCALE) return format.format(items);
    // The pseudo-locale accents the list's own words ("and", "or") as it does messages'.
    return format
      .formatToParts(items)
      .map((part) => (part.type === 'literal' ? accentText(part.value).text : part.value))
      .join('');
  }

  private listFormat(locale: Locale, type: ListType): Intl.ListFormat {
    const id = `${locale}|${type}`;
    let format = this.listFormats.get(id);
    if (!format) {
      // English (and the pseudo-locale) without the serial comma, as the bot writes it.
      const lang = locale === PSEUDO_LOCALE || locale === 'en' ? 'en-GB' : locale;
      format = new Intl.ListFormat(lang, { type, style: 'long' });
      this.listFormats.set(id, format);
    }
    return format;
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
      return new IntlMessageFormat(source, locale, FORMATS, {
        ignoreTag: true,
        ...(this.cachedIntl && { formatters: this.formattersOf(locale) }),
      });
    } catch (error) {
      this.report('broken', locale, key, error);
      return locale === 'en' ? source : this.message('en', key);
    }
  }

  private formattersOf(locale: Locale): Formatters {
    let found = this.formatters.get(locale);
    if (!found) this.formatters.set(locale, (found = cachedFormatters()));
    return found;
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

let active: MessageFormatter = translator;

/**
 * Says every message and list through `formatter` from now on; returns the one it replaces.
 * Only the i18n benchmark swaps it (for its old path); the bot always speaks through `translator`.
 */
export function useFormatter(formatter: MessageFormatter): MessageFormatter {
  const before = active;
  active = formatter;
  return before;
}

/** The message `key` in `locale` (see Translator.format). */
export function t(locale: Locale, key: MessageKey, args?: MessageArgs): string {
  return active.format(locale, key, args);
}

/** Items joined the locale's way (see Translator.list). */
export function tList(locale: Locale, items: readonly string[], type: ListType): string {
  return active.list(locale, items, type);
}
