// Text grids: parse leniently (one line of 81, nine lines with any usual separators, a Discord
// code block, `.`, `0` or `x` for empty cells, 16x16 with letters or numbers for 10-16) and
// format canonically. Failures are coded and located.

import { DIGIT_SYMBOLS, digitSymbol, EMPTY_SYMBOLS } from './cell.ts';
import { classicGeometry, isSize, type Geometry, type Size } from './geometry.ts';
import { puzzleGrid, type Grid } from './grid.ts';
import { err, ok, type Result } from './result.ts';

/** Longest text the parser looks at; anything longer is refused before any work. */
export const MAX_GRID_TEXT = 4096;

export const GRID_ERROR_CODES = [
  'empty',
  'too-long',
  'bad-character',
  'wrong-length',
  'row-length',
  'row-count',
  'size-mismatch',
] as const;
export type GridErrorCode = (typeof GRID_ERROR_CODES)[number];

export interface GridParseError {
  readonly code: GridErrorCode;
  /** A sentence that says what is wrong and what to fix. */
  readonly message: string;
  /** 1-based row of the problem, when there is one. */
  readonly row?: number;
  /** What the message names, as data, so a bot can say it in another language. */
  readonly detail?: GridErrorDetail;
}

/** The facts a grid error's message names. */
export interface GridErrorDetail {
  /** Characters, cells or rows counted. */
  readonly count?: number;
  /** Cells counted in all (a row-count error). */
  readonly cells?: number;
  /** The grid size expected (or, for a size mismatch, the size the text looks like). */
  readonly size?: number;
  /** The size the text looks like, beside the size expected. */
  readonly looksLike?: number;
  /** The character that can't be read, and its position (in its row when there are rows). */
  readonly symbol?: string;
  readonly position?: number;
}

export interface ParseGridOptions {
  /** The geometry the text must describe; by default a classic grid of the size the text has. */
  readonly geometry?: Geometry;
}

// Column and box separators inside a row, and the characters of separator lines.
const SEPARATOR = /[|+\-=,;:!\u2500-\u257f]/g;
const FENCE = /^\s*```[\w-]*\s*$/;

/** Parses a text grid. Never throws; every failure is a coded error with a clear message. */
export function parseGrid(
  text: string,
  options: ParseGridOptions = {},
): Result<Grid, GridParseError> {
  if (text.length > MAX_GRID_TEXT) {
    return fail(
      'too-long',
      `That is ${text.length} characters; a grid fits in ${MAX_GRID_TEXT}.`,
      undefined,
      { count: text.length },
    );
  }
  const lines = text
    .split(/\r\n|\r|\n/)
    .filter((line) => !FENCE.test(line))
    .map((line) => line.replace(/`/g, '').replace(SEPARATOR, ' ').trim())
    .filter((line) => line.length > 0);
  if (lines.length === 0) {
    return fail(
      'empty',
      'No grid found: send 81 digits (use . or 0 for empty cells) or 9 rows of 9.',
    );
  }
  const expected = options.geometry;
  if (lines.length === 1) return parseCells(splitCells(lines[0]!), expected, undefined);

  const rows = lines.map(splitCells);
  const rowCount = rows.length;
  const wanted = expected?.size ?? (isSize(rowCount) ? rowCount : undefined);
  if (wanted !== undefined && rowCount === wanted) {
    const bad = rows.findIndex((row) => row.length !== wanted);
    if (bad >= 0) {
      return fail(
        'row-length',
        `Row ${bad + 1} has ${rows[bad]!.length} cells; each row needs ${wanted}.`,
        bad + 1,
        { count: rows[bad]!.length, size: wanted },
      );
    }
    return parseCells(rows.flat(), expected, rows);
  }
  // Not one row per line: perhaps a long line that a chat client wrapped.
  const flat = rows.flat();
  if (isSize(Math.sqrt(flat.length)) && (!expected || flat.length === expected.cellCount)) {
    return parseCells(flat, expected, undefined);
  }
  const size = expected?.size ?? 9;
  return fail(
    'row-count',
    `I found ${rowCount} rows${rowCount < size ? '' : ' or more'} with ${flat.length} cells in all; a ${size}x${size} grid needs ${size} rows of ${size}.`,
    undefined,
    { count: rowCount, cells: flat.length, size },
  );
}

// A line's cells: one per character, or one per token when a 16x16 row spells 10-16 as
// numbers (letters A-G for the same digits may stand between them).
function splitCells(line: string): string[] {
  const tokens = line.split(/\s+/);
  const spelled = tokens.some((t) => /^1[0-6]$/.test(t));
  if (spelled && tokens.every((t) => /^(\d{1,2}|[a-g]|[.0_*x])$/i.test(t))) {
    return tokens.map((t) => {
      if (!/^\d+$/.test(t)) return t;
      const n = Number(t);
      // Beyond 16 the token stays as it is, so the error can quote it.
      return n === 0 ? '.' : n <= 16 ? digitSymbol(n) : t;
    });
  }
  return [...tokens.join('')];
}

function parseCells(
  cells: string[],
  expected: Geometry | undefined,
  rows: string[][] | undefined,
): Result<Grid, GridParseError> {
  const count = cells.length;
  const inferred = Math.sqrt(count);
  const unknown = cells.findIndex(
    (c) => !EMPTY_SYMBOLS.includes(c) && !DIGIT_SYMBOLS.includes(c.toUpperCase()),
  );
  if (unknown >= 0) {
    return fail(
      'bad-character',
      `I can't read '${cells[unknown]}' ${where(unknown, rows)}: use digits 1-9, and . or 0 for an empty cell.`,
      rows ? rowNumber(unknown, rows) : undefined,
      { symbol: cells[unknown]!, position: positionOf(unknown, rows) },
    );
  }
  if (expected && count !== expected.cellCount) {
    if (isSize(inferred)) {
      return fail(
        'size-mismatch',
        `This looks like a ${inferred}x${inferred} grid (${count} cells), but a ${expected.size}x${expected.size} grid with ${expected.cellCount} cells was expected.`,
        undefined,
        { count, size: expected.size, looksLike: inferred },
      );
    }
    return fail(
      'wrong-length',
      `I counted ${count} cells; a ${expected.size}x${expected.size} grid needs exactly ${expected.cellCount}.`,
      undefined,
      { count, size: expected.size },
    );
  }
  if (!expected && !isSize(inferred)) {
    const hint = count < 81 ? 'some cells are missing' : 'there are extra characters';
    return fail(
      'wrong-length',
      `I counted ${count} cells; a 9x9 grid needs exactly 81 (${hint}). Use . or 0 for empty cells.`,
      undefined,
      { count, size: 9 },
    );
  }
  const geometry = expected ?? classicGeometry(inferred as Size);
  const size = geometry.size;
  const values = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const symbol = cells[i]!;
    if (EMPTY_SYMBOLS.includes(symbol)) continue;
    const digit = DIGIT_SYMBOLS.indexOf(symbol.toUpperCase()) + 1;
    if (digit < 1 || digit > size) {
      const allowed = size <= 9 ? `1-${size}` : `1-9 and A-${DIGIT_SYMBOLS[size - 1]}`;
      return fail(
        'bad-character',
        `'${symbol}' ${where(i, rows)} is not a digit of a ${size}x${size} grid: use ${allowed}, and . or 0 for an empty cell.`,
        rows ? rowNumber(i, rows) : undefined,
        { symbol, position: positionOf(i, rows), size },
      );
    }
    values[i] = digit;
  }
  return ok(puzzleGrid(geometry, values));
}

function rowNumber(index: number, rows: string[][]): number {
  let seen = 0;
  for (let r = 0; r < rows.length; r++) {
    seen += rows[r]!.length;
    if (index < seen) return r + 1;
  }
  return rows.length;
}

/** 1-based position of a cell: in its row when there are rows, else in the text. */
function positionOf(index: number, rows: string[][] | undefined): number {
  if (!rows) return index + 1;
  const row = rowNumber(index, rows);
  return index - rows.slice(0, row - 1).reduce((n, r) => n + r.length, 0) + 1;
}

function where(index: number, rows: string[][] | undefined): string {
  if (!rows) return `at position ${index + 1}`;
  const row = rowNumber(index, rows);
  const before = rows.slice(0, row - 1).reduce((n, r) => n + r.length, 0);
  return `in row ${row}, position ${index - before + 1}`;
}

function fail(
  code: GridErrorCode,
  message: string,
  row?: number,
  detail?: GridErrorDetail,
): Result<never, GridParseError> {
  return err({
    code,
    message,
    ...(row !== undefined && { row }),
    ...(detail !== undefined && { detail }),
  });
}

export type GridStyle = 'line' | 'rows' | 'pretty';

/**
 * Formats a grid: `line` is one line (`.` for empty), `rows` one line per row, `pretty` adds
 * spaces and box separators for reading in a monospace font.
 */
export function formatGrid(grid: Grid, style: GridStyle = 'line'): string {
  return formatValues(grid.values, grid.geometry, style);
}

/** Same as {@link formatGrid} for a bare array of digits. */
export function formatValues(
  values: ArrayLike<number>,
  geometry: Geometry,
  style: GridStyle = 'line',
): string {
  const { size } = geometry;
  const symbols = Array.from(values, digitSymbol);
  if (style === 'line') return symbols.join('');
  const rows: string[] = [];
  for (let r = 0; r < size; r++) rows.push(symbols.slice(r * size, r * size + size).join(''));
  if (style === 'rows') return rows.join('\n');
  const { boxRows, boxCols } = geometry;
  const regular = boxRows > 0;
  const out: string[] = [];
  rows.forEach((row, r) => {
    if (regular && r > 0 && r % boxRows === 0) {
      const segment = '-'.repeat(boxCols * 2 - 1);
      out.push(Array.from({ length: size / boxCols }, () => segment).join('-+-'));
    }
    const parts: string[] = [];
    for (let c = 0; c < size; c++) {
      if (regular && c > 0 && c % boxCols === 0) parts.push('|');
      parts.push(row[c]!);
    }
    out.push(parts.join(' '));
  });
  return out.join('\n');
}

/**
 * The puzzle on one line of a puzzle file: the first whitespace- or comma-separated token of
 * 81 characters of `[0-9.]`, or undefined for blank, `#` and other lines.
 */
export function puzzleTokenOf(line: string): string | undefined {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  for (const token of trimmed.split(/[\s,]+/)) {
    if (token.length === 81 && /^[0-9.]+$/.test(token)) return token;
  }
  return undefined;
}
