// The pseudo-locale's messages: English with every literal accented and each message wrapped in
// `[!! … !!]`, built from the English message's syntax tree so arguments, plurals and selects
// keep working. Text in backticks (commands a player types) stays as it is.

import { IntlMessageFormat } from 'intl-messageformat';

type Ast = ReturnType<IntlMessageFormat['getAst']>;
type Element = Ast[number];

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Ŝ',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Where the pseudo text opens and closes: a test finds every message by these. */
export const PSEUDO_OPEN = '[!! ';
export const PSEUDO_CLOSE = ' !!]';

/** Accents the letters of `text`, leaving `code spans` (what players type) untouched. */
export function accentText(text: string, inCode = false): { text: string; inCode: boolean } {
  let out = '';
  let code = inCode;
  for (const ch of text) {
    if (ch === '`') code = !code;
    out += code ? ch : (ACCENTS[ch] ?? ch);
  }
  return { text: out, inCode: code };
}

const PLAIN = new Map(Object.entries(ACCENTS).map(([plain, accented]) => [accented, plain]));

/**
 * Pseudo text with its accents taken off again (`[!! Ŝúðöķú !!]` → `[!! Sudoku !!]`): what a
 * picture draws, since its glyphs have no such letters; the wrappers still show it came through
 * the catalogs.
 */
export function plainText(text: string): string {
  let out = '';
  for (const ch of text) out += PLAIN.get(ch) ?? ch;
  return out;
}

// Literal elements are type 0; plural (6) and select (5) carry options whose values are ASTs.
function accentAst(ast: Ast, state: { inCode: boolean }): Ast {
  return ast.map((element): Element => {
    if (element.type === 0) {
      const accented = accentText(element.value, state.inCode);
      state.inCode = accented.inCode;
      return { ...element, value: accented.text };
    }
    if ((element.type === 5 || element.type === 6) && 'options' in element) {
      const options: typeof element.options = {};
      for (const [name, option] of Object.entries(element.options)) {
        options[name] = { ...option, value: accentAst(option.value, { inCode: state.inCode }) };
      }
      return { ...element, options } as Element;
    }
    return element;
  });
}

/** The pseudo-locale's form of an English message (`formats`: the catalogs' named date styles). */
export function pseudoMessage(
  english: string,
  formats?: ConstructorParameters<typeof IntlMessageFormat>[2],
): IntlMessageFormat {
  const ast = new IntlMessageFormat(english, 'en', formats).getAst();
  const open = { type: 0, value: PSEUDO_OPEN } as Element;
  const close = { type: 0, value: PSEUDO_CLOSE } as Element;
  return new IntlMessageFormat([open, ...accentAst(ast, { inCode: false }), close], 'en', formats);
}
