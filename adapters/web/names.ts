// Player names: what a typed name becomes before it is shown (NFKC, no invisible characters, one
// space between words), and the key two names are compared by, so that look-alikes ("Ann" and
// "Аnn" with a Cyrillic A, "Ａｎｎ", "ANN", "A nn", "Ann\u200B") count as the same name.

import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts';
import { msg, renderText, verbatim, type Text } from '../../src/i18n/text.ts';

/** Longest user name the page accepts (UTF-16 units, as the page's maxlength counts). */
export const MAX_USER_NAME_LENGTH = 32;
/** Longer raw input is refused before normalising it (invisible characters included). */
const MAX_RAW_LENGTH = 256;

/**
 * Characters that show nothing: Unicode's default-ignorable code points (zero-width spaces and
 * joiners, bidi and other format controls, soft hyphens, Hangul fillers, variation selectors)
 * and the other format controls.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const NAME_CHARACTERS = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
const NAME_CHARACTER = /[\p{L}\p{N} ._-]/u;

/**
 * Look-alikes folded to the Latin letter they pass for: Cyrillic and Greek letters (lower case,
 * after case folding) that look like a Latin letter in either case, and Latin letters and digits
 * that look like another in common fonts (l, 1 and I; 0 and O). The common single-letter
 * confusables, not Unicode's whole table: folding more than needed only refuses a few more names.
 */
const LOOK_ALIKES: readonly (readonly [from: string, to: string])[] = [
  ['авекмнорстухіјѕԁһԛԝӏ', 'abekmhopctyxijsdhqwi'], // Cyrillic
  ['αβγεζηικμνορτυχϲϳ', 'abyezhikmnoptyxcj'], // Greek
  ['ɑɡl10', 'agiio'], // Latin and digits
];
const CONFUSABLES = new Map(
  LOOK_ALIKES.flatMap(([from, to]) => [...from].map((c, i) => [c, to[i]!] as const)),
);
const CONFUSABLE = new RegExp(`[${[...CONFUSABLES.keys()].join('')}]`, 'gu');

/** Why a typed name was refused, in words for the sign-in dialog (`message` is the English). */
export class BadNameError extends Error {
  override readonly name = 'BadNameError';

  constructor(readonly text: Text) {
    super(renderText(text, DEFAULT_LOCALE));
  }
}

/**
 * The name as it will be shown: NFKC (full-width and other compatibility forms become plain
 * letters), invisible characters removed, runs of spaces made one, trimmed. Throws a
 * BadNameError saying what to fix when it is empty, too long, or holds other characters than
 * letters, digits, spaces, dots, dashes and underscores (starting with a letter or digit).
 */
export function cleanName(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new BadNameError(msg('name.empty'));
  if (raw.length > MAX_RAW_LENGTH) throw tooLong(raw.length);
  const name = raw.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim();
  if (name === '') throw new BadNameError(msg('name.blank'));
  if (name.length > MAX_USER_NAME_LENGTH) throw tooLong(name.length);
  if (!NAME_CHARACTERS.test(name)) {
    const bad = [...name].find((c) => !NAME_CHARACTER.test(c));
    throw new BadNameError(
      bad === undefined ? msg('name.start') : msg('name.character', { character: describe(bad) }),
    );
  }
  return name;
}

/**
 * The key names are compared by: case-folded, accents and other marks removed, Cyrillic and
 * Greek look-alikes of Latin letters folded (see CONFUSABLES, plus "rn" as "m" and "vv" as
 * "w"), and everything but letters and digits dropped, so "Ann Lee", "ann_lee" and "AnnLee"
 * are one name. Works on any string; idempotent.
 */
export function nameKey(name: string): string {
  return (
    name
      .normalize('NFKC')
      .toUpperCase()
      .toLowerCase()
      // toLowerCase writes a Greek sigma at the end of a word as ς: one letter, one form.
      .replace(/ς/g, 'σ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(INVISIBLE, '')
      .replace(CONFUSABLE, (c) => CONFUSABLES.get(c)!)
      .replace(/[^\p{L}\p{N}]/gu, '')
      .replace(/rn/g, 'm')
      .replace(/vv/g, 'w')
      .normalize('NFC')
  );
}

function tooLong(length: number): BadNameError {
  return new BadNameError(msg('name.too-long', { length, max: MAX_USER_NAME_LENGTH }));
}

/** A character for an error message: itself when printable, its code point otherwise. */
function describe(character: string): Text {
  const code = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)
    ? verbatim(`“${character}”`)
    : msg('name.code-point', { code: verbatim(code) });
}
