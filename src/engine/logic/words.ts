// Words for explanations: cell names (r3c5), house names (box 5), lists ("3, 5 and 8").

import { digitSymbol, makeCellName } from '../cell.ts';
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
    digit: (d) => digitSymbol(d),
    digits: (digits, joiner = 'and') => listOf(digits.map(digitSymbol), joiner),
    removals: (list) => {
      const byDigit = new Map<number, number[]>();
      for (const { cell, digit } of list) {
        const cells = byDigit.get(digit);
        if (cells) cells.push(cell);
        else byDigit.set(digit, [cell]);
      }
      return [...byDigit]
        .sort((a, b) => a[0] - b[0])
        .map(([d, cells]) => `${digitSymbol(d)} from ${words.cells(cells)}`)
        .join('; ');
    },
  };
  return words;
}

/** Plural helper: "1 cell", "2 cells". */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
