// English articles that read naturally before technique names and numbers ("an X-Wing", "a
// Unique Rectangle", "an 8"), which the English catalog's `words.a-technique` and hidden-single
// messages select on (src/bot/step-words.ts).

// Letters whose spoken name starts with a vowel sound ("an X-Wing", "an ALS-XZ", "a W-Wing").
const VOWEL_LETTERS = 'AEFHILMNORSX';
// Spelled-out starts that sound like a consonant ("a unique rectangle", "a one").
const CONSONANT_SOUND = /^(uni|use|usu|eu|one)/i;
// Abbreviations said as a word, not letter by letter.
const SAID_AS_WORDS = /^(BUG)\b/;

/** "a" or "an" before a word, a technique name or a number, by how it is spoken. */
export function articleFor(word: string): 'a' | 'an' {
  if (/^\d/.test(word)) return /^(8|11|18)(\D|$)|^8\d/.test(word) ? 'an' : 'a';
  const head = /^[A-Z]+(?=[-+\s]|$)/.exec(word)?.[0];
  if (head && !SAID_AS_WORDS.test(word)) return VOWEL_LETTERS.includes(head[0]!) ? 'an' : 'a';
  return /^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word) ? 'an' : 'a';
}

/**
 * A name with its article: "an X-Wing", "a naked pair". Names of plural or uncountable things
 * ("Cell Forcing Chains", "Simple Colouring", "Aligned Pair Exclusion") stand alone.
 */
export function withArticle(name: string): string {
  if (/(s|Colouring|Exclusion)$/i.test(name)) return name;
  return `${articleFor(name)} ${name}`;
}
