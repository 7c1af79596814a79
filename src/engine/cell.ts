// Cell names (r3c5: row 3, column 5, both from 1) and digit symbols (1-9, then A-G for 10-16).

/** Symbols for digits 1..16 in text grids: 1-9 then A-G. */
export const DIGIT_SYMBOLS = '123456789ABCDEFG';

/** Symbol for a digit (1-based), `.` for 0. */
export function digitSymbol(digit: number): string {
  return digit === 0 ? '.' : (DIGIT_SYMBOLS[digit - 1] ?? '?');
}

/** Digit for a symbol, 0 for an empty marker, undefined when it is neither. */
export function symbolDigit(symbol: string, size: number): number | undefined {
  if (EMPTY_SYMBOLS.includes(symbol)) return 0;
  const d = DIGIT_SYMBOLS.indexOf(symbol.toUpperCase()) + 1;
  return d >= 1 && d <= size ? d : undefined;
}

/** Characters read as an empty cell. */
export const EMPTY_SYMBOLS = '.0_*xX';

/** `r3c5` for cell index 22 on a 9x9 board. */
export function makeCellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/**
 * Cell index for a name like `r3c5` or `R3C5` (also `r3 c5`), or undefined when the name is
 * malformed or outside a board of `size`.
 */
export function parseCellName(name: string, size: number): number | undefined {
  const m = /^\s*r\s*(\d{1,2})\s*c\s*(\d{1,2})\s*$/i.exec(name);
  if (!m) return undefined;
  const row = Number(m[1]);
  const col = Number(m[2]);
  if (row < 1 || row > size || col < 1 || col > size) return undefined;
  return (row - 1) * size + (col - 1);
}
