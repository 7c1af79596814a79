// The check that nothing escapes the catalogs: every text a player sees in a pseudo-locale
// session (replies, button and option labels, modal titles, alt text, picture titles) must come
// wrapped `[!! … !!]`. What may stand outside a wrapper: cell names, digits and numbers, user
// mentions and the session's player names, commands in backticks, punctuation and emoji.

import type { PhotoReader, Renderer } from '../../src/bot/ports.ts';
import { err } from '../../src/engine/result.ts';
import { renderText, msg } from '../../src/i18n/text.ts';
import { altText } from '../../src/render/alt-text.ts';
import { notSudoku, sawInstead } from '../../src/vision/grid-evidence.ts';
import { fixedPhotoReader } from '../support/real-core.ts';
import { PSEUDO_LOCALE } from '../../src/i18n/locales.ts';
import { accentText } from '../../src/i18n/pseudo.ts';

export { PSEUDO_LOCALE };

/** A text that is not all wrapped, and what of it stands outside the wrappers. */
export interface Finding {
  readonly where: string;
  readonly text: string;
  readonly outside: string;
}

// Words Intl writes itself in the pseudo-locale (it formats dates the English way): the
// library's words, not the bot's.
const INTL_WORDS = new RegExp(
  `\\b(${[
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
    ...['September', 'October', 'November', 'December'],
  ].join('|')})\\b`,
  'g',
);

/**
 * What of `text` did not come through the catalogs: the pseudo-locale accents every letter of
 * a catalog message (`Hint` → `Ĥíñţ`), so a plain ASCII letter is text from somewhere else,
 * wrapped or not (an argument said verbatim inside a wrapped message too), unless it is one of
 * the things that may stand as they are (see the head of this file).
 */
export function outsideWrappers(text: string, names: readonly string[] = []): string {
  let rest = text
    .replace(/```[\s\S]*?```/g, ' ') // a monospace board
    .replace(/`[^`]*`/g, ' ') // a command as typed
    .replace(/<[@#][!&]?[\w]+(\|[^>]*)?>/g, ' ') // mentions (Discord <@1>, Slack <@U1>)
    .replace(/<https?:[^>]*>|https?:\S+/g, ' ')
    .replace(/\b[rR]\d{1,2}[cC]\d{1,2}\b/g, ' ') // cell names
    .replace(/\b[rc]\d{1,2}\b/g, ' ') // a row or column of the move panel
    .replace(/\b\d+x\d+\b/g, ' ') // a grid's size
    .replace(/\bU\+[0-9A-F]{4,6}\b/g, ' ') // a character's code point
    .replace(INTL_WORDS, ' ');
  for (const name of names) rest = rest.split(name).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).join(' ');
}

/** Collects what a session showed and says which texts escaped the catalogs. */
export class PseudoScan {
  readonly seen: { where: string; text: string }[] = [];

  constructor(private readonly names: readonly string[] = []) {}

  /** Adds one shown text (empty texts are skipped). */
  add(where: string, text: string | undefined | null): void {
    if (typeof text === 'string' && text.trim() !== '') this.seen.push({ where, text });
  }

  /** Every text with something that did not come through the catalogs, and what it is. */
  failures(): Finding[] {
    const failures: Finding[] = [];
    const seen = new Set<string>();
    for (const { where, text } of this.seen) {
      if (seen.has(`${where}|${text}`)) continue;
      seen.add(`${where}|${text}`);
      const outside = outsideWrappers(text, this.names);
      if (outside) failures.push({ where, text, outside });
    }
    return failures;
  }

  /**
   * The failures as lines for an assertion message, one per kind of text and what stood
   * outside the wrappers (texts that differ only in numbers, cells or names are one line).
   */
  report(): string[] {
    const lines = new Map<string, { example: string; count: number }>();
    for (const f of this.failures()) {
      const id = `${f.where}: ${JSON.stringify(f.outside.slice(0, 100))}`;
      const line = lines.get(id) ?? { example: f.text, count: 0 };
      line.count++;
      lines.set(id, line);
    }
    return [...lines].map(
      ([id, { example, count }]) =>
        `${id} ×${count}, e.g. ${JSON.stringify(example.slice(0, 140))}`,
    );
  }
}

/** Walks a JSON payload and adds every string under a key people read (labels, text, alt). */
export function addShownStrings(
  scan: PseudoScan,
  where: string,
  payload: unknown,
  keys: ReadonlySet<string>,
): void {
  const walk = (value: unknown, key: string | undefined): void => {
    if (typeof value === 'string') {
      if (key !== undefined && keys.has(key)) scan.add(`${where}.${key}`, value);
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(payload, undefined);
}

/** A sanity line: the pseudo-locale wraps a message as the check expects. */
export function wrappedExample(): string {
  return renderText(msg('button.hint'), PSEUDO_LOCALE);
}

/**
 * A picture's title with the accents of the pseudo-locale put back inside its wrappers: the
 * picture draws them plain (its glyphs have no such letters), so plain words outside the
 * wrappers still stand out.
 */
function accentedWithin(title: string): string {
  const open = title.indexOf('[!! ');
  const close = title.lastIndexOf(' !!]');
  if (open < 0 || close < open) return title;
  return title.slice(0, open) + accentText(title.slice(open, close)).text + title.slice(close);
}

/**
 * A renderer for scripted sessions: no pixels (a PNG signature), but the picture's title and
 * the real alt text of every board it is asked for go to the scan.
 */
export function scanningRenderer(scan: PseudoScan): Renderer {
  return {
    render: async (view) => {
      scan.add('picture title', view.title && accentedWithin(view.title));
      return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    },
    altText: (view) => altText(view),
  };
}

/** The first bytes of a photo the session's reader refuses as no Sudoku. */
export const NOT_SUDOKU_PHOTO = Buffer.from('NOT A SUDOKU, a page of text');

/**
 * A photo reader that refuses NOT_SUDOKU_PHOTO as the vision code does (a page of text) and
 * reads PHOTO_GRID from any other photo.
 */
export const sessionPhotoReader: PhotoReader = {
  read: async (bytes, options) =>
    bytes.equals(NOT_SUDOKU_PHOTO)
      ? err(notSudoku(sawInstead({ kind: 'text' }, false)))
      : fixedPhotoReader.read(bytes, options),
};

/**
 * The English phrases of `phrases` that no shown text carried in the pseudo-locale: a session
 * that skipped a step (a help page, the refusal, a modal) would pass the scan without it.
 */
/** Phrases every platform's scripted session shows (help topics, the board, the ritual). */
export const SESSION_PHRASES = [
  'Sudoku commands',
  'Moves',
  'Stats and leaderboard',
  'The daily puzzle',
  'Solving a photo',
  'Hints',
  'Solving a grid',
  'Daily post',
  'Picture theme',
  'Sudoku board',
  "I don't see a Sudoku grid",
  'I read this grid from your photo',
  'mistake',
  'Notes in',
  'Yesterday',
  'Share it',
  'Your Sudoku stats',
  "Today's daily, whole",
  'This week',
] as const;

/** Logs how many texts `scan` saw on `platform` and how many did not come through the catalogs. */
export function logScan(scan: PseudoScan, platform: string): void {
  console.log(
    `pseudo-locale ${platform}: ${scan.seen.length} texts, ${scan.failures().length} unwrapped`,
  );
}

export function missingPhrases(scan: PseudoScan, phrases: readonly string[]): string[] {
  return phrases.filter(
    (phrase) => !scan.seen.some(({ text }) => text.includes(accentText(phrase).text)),
  );
}
