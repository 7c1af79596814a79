// Terminal columns of text: a CJK ideograph, kana or full-width form takes two columns, a
// combining mark none, so help pads Japanese usage lines by what the eye sees, not by code units.

/** Code point ranges that East Asian terminals draw two columns wide (Unicode EAW W and F). */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initials
  [0x2e80, 0x303e], // CJK radicals, punctuation
  [0x3041, 0x33ff], // kana, CJK symbols, enclosed forms
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xff60], // full-width forms
  [0xffe0, 0xffe6], // full-width signs
  [0x1f300, 0x1faff], // pictographs and emoji
  [0x20000, 0x3fffd], // CJK extensions B and beyond
];

function columnsOf(codePoint: number): number {
  if (/\p{Mn}|\p{Me}/u.test(String.fromCodePoint(codePoint))) return 0;
  for (const [from, to] of WIDE) if (codePoint >= from && codePoint <= to) return 2;
  return 1;
}

/** How many terminal columns TEXT takes. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += columnsOf(char.codePointAt(0) ?? 0);
  return width;
}

/**
 * LEFT padded to COLUMN columns, then RIGHT: on one line when LEFT fits (one space to spare),
 * else RIGHT on the next line, starting at that column, so summaries stay in one column.
 */
export function twoColumns(left: string, right: string, column: number): string[] {
  const width = displayWidth(left);
  if (width < column) return [left + ' '.repeat(column - width) + right];
  return [left, ' '.repeat(column) + right];
}
