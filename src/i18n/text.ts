// What the core says before it is said in a language: a message key with its arguments, lines
// of them, a list joined the locale's way, or verbatim text (a grid, a name, a code block).
// `renderText` turns it into a string for one locale; arguments may be texts themselves.

import type { Locale } from './locales.ts';
import { t, tList, type ListType, type MessageKey } from './translate.ts';

/** One catalog message and its arguments. */
export interface Message {
  readonly key: MessageKey;
  readonly args?: Readonly<Record<string, TextArg>>;
}

/** Text no catalog holds: a pasted grid, a player's name, a monospace board. */
export interface Verbatim {
  readonly verbatim: string;
}

/** Items joined the locale's way ("a, b and c"; "a、b、c"). */
export interface TextList {
  readonly list: readonly Text[];
  readonly type?: ListType;
}

/** Parts joined by a separator that is punctuation, not a word (` · `). */
export interface Joined {
  readonly join: readonly Text[];
  readonly with: string;
}

/**
 * Something to say; an array is lines. A plain string is said as it is in every language: it is
 * what modules not yet moved to the catalogs still say (the pseudo-locale test lists them).
 */
export type Text = string | Message | Verbatim | TextList | Joined | readonly Text[];

/** A message argument: a value, or a text rendered in the same locale first. */
export type TextArg = string | number | Date | Text;

/** The message `key` with `args`. */
export function msg(key: MessageKey, args?: Readonly<Record<string, TextArg>>): Message {
  return args ? { key, args } : { key };
}

/** Text said as it is in every language. */
export function verbatim(text: string): Verbatim {
  return { verbatim: text };
}

/** Items joined the locale's way. */
export function listOf(items: readonly Text[], type: TextList['type'] = 'conjunction'): TextList {
  return { list: items, type };
}

/** Parts joined by punctuation. */
export function joined(parts: readonly Text[], separator: string): Joined {
  return { join: parts, with: separator };
}

/** True for a value that is a Text rather than a plain argument. */
export function isText(value: unknown): value is Exclude<Text, string> {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** The text as a string in `locale`. */
export function renderText(text: Text, locale: Locale): string {
  if (typeof text === 'string') return text;
  if (Array.isArray(text)) return text.map((line: Text) => renderText(line, locale)).join('\n');
  const node = text as Message | Verbatim | TextList | Joined;
  if ('verbatim' in node) return node.verbatim;
  if ('list' in node) {
    const items = node.list.map((item) => renderText(item, locale));
    return tList(locale, items, node.type ?? 'conjunction');
  }
  if ('join' in node) return node.join.map((part) => renderText(part, locale)).join(node.with);
  if (!node.args) return t(locale, node.key);
  const args: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(node.args)) {
    args[name] = isText(value) ? renderText(value, locale) : value;
  }
  return t(locale, node.key, args);
}
