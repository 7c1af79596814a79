// Words for explanations: cell names (r3c5), house names (box 5), lists ("3, 5 and 8"), and
// articles that read naturally ("an X-Wing", "a Unique Rectangle", "an 8"). Digits are written
// as numbers on every board (10-16 on a 16x16 board), as players type them.

import { makeCellName } from '../cell.ts';
import type { Geometry } from '../geometry.ts';
import { houseName } from '../grid.ts';
import type { CellDigit } from './step.ts';

/** Naming helpers bound to one geometry. */
export interface Words {
  cell(cell: number): string;
  cells(cells: readonly number[]): string;
  house(house: number): string;
  houses(houses: readonly number[]): string;
  digit(digit: number): string;
  digits(digits: readonly number[], joiner?: string): string;
  /** "7 from r1c2 and r1c3; 8 from r4c4" */
  removals(list: readonly CellDigit[]): string;
}

/** "a, b and c" */
export function listOf(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

/** Naming helpers for a geometry. */
export function wordsFor(geometry: Geometry): Words {
  const size = geometry.size;
  const words: Words = {
    cell: (cell) => makeCellName(cell, size),
    cells: (cells) => listOf(cells.map((c) => makeCellName(c, size))),
    house: (h) =>
      h >= 0 && h < geometry.houses.length ? houseName(geometry.houses[h]!) : `house ${h + 1}`,
    houses: (houses) => listOf(houses.map((h) => words.house(h))),
    digit: (d) => String(d),
    digits: (digits, joiner = 'and') => listOf(digits.map(String), joiner),
    removals: (list) => {
      const byDigit = new Map<number, number[]>();
      for (const { cell, digit } of list) {
        const cells = byDigit.get(digit);
        if (cells) cells.push(cell);
        else byDigit.set(digit, [cell]);
      }
      return [...byDigit]
        .sort((a, b) => a[0] - b[0])
        .map(([d, cells]) => `${d} from ${words.cells(cells)}`)
        .join('; ');
    },
  };
  return words;
}

/** Plural helper: "1 cell", "2 cells". */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

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
