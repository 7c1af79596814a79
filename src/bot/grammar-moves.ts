// The arguments of the commands that play a board in the text grammar: cells (`r3c5`), digits
// (1-16, or A-G on a big board), moves, notes, clears, hints, reveals and grids to solve.

import { msg } from '../i18n/text.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { cellRefName } from './format-command.ts';
import { type CellRef } from './types.ts';
import { fail, quote, refusal, type CommandError, type Parsed } from './grammar-errors.ts';

/** Largest row, column or digit any board has (16x16). */
export const MAX_INDEX = 16;

const CELL = /^r(\d{1,3})c(\d{1,3})$/i;

/** `r3c5` to a cell, or the refusal naming what to type (`example`). */
export function parseCell(
  token: string | undefined,
  example: string,
): Result<CellRef, CommandError> {
  if (token === undefined) {
    return err(refusal('missing-argument', msg('grammar.name-a-cell', { example })));
  }
  const m = CELL.exec(token.replace(/\s+/g, ''));
  if (!m) {
    return err(refusal('bad-cell', msg('grammar.not-a-cell', { token: quote(token), example })));
  }
  const row = Number(m[1]);
  const col = Number(m[2]);
  if (row < 1 || col < 1 || row > MAX_INDEX || col > MAX_INDEX) {
    return err(refusal('bad-cell', msg('grammar.off-board', { token: quote(token), example })));
  }
  return ok({ row, col });
}

/** A digit token: 1-16, or A-G for 10-16; 0 and `.` mean empty when `allowEmpty`. */
export function parseDigit(token: string | undefined, allowEmpty: boolean): number | undefined {
  if (token === undefined) return undefined;
  if (allowEmpty && /^[.0_]$/.test(token)) return 0;
  if (/^\d{1,2}$/.test(token)) {
    const d = Number(token);
    return d >= 1 && d <= MAX_INDEX ? d : undefined;
  }
  if (/^[a-g]$/i.test(token)) return token.toUpperCase().charCodeAt(0) - 55;
  return undefined;
}

/** The refusal of a token that is not a digit. */
export function badDigit(token: string, example: string): Parsed {
  return fail('bad-digit', msg('grammar.not-a-digit', { token: quote(token), example }));
}

/** `r3c5 7` (place, 0 or `.` clears) or `fix r3c5 8`. */
export function parseMove(verb: 'place' | 'fix', args: readonly string[]): Parsed {
  const example = verb === 'fix' ? 'fix r3c5 8' : 'r3c5 7';
  const cell = parseCell(args[0], example);
  if (!cell.ok) return cell;
  const token = args.at(1);
  if (token === undefined) {
    const name = cellRefName(cell.value);
    return fail(
      'missing-argument',
      msg(verb === 'fix' ? 'grammar.which-digit-fix' : 'grammar.which-digit', { cell: name }),
    );
  }
  if (args.length > 2) {
    return fail('unexpected-argument', msg('grammar.one-at-a-time', { example }));
  }
  const digit = parseDigit(token, true);
  if (digit === undefined) return badDigit(token, example);
  if (verb === 'fix') return ok({ kind: 'fix', cell: cell.value, digit });
  return digit === 0
    ? ok({ kind: 'clear', cell: cell.value })
    : ok({ kind: 'place', cell: cell.value, digit });
}

/** `clear r3c5`, or `clear r3c5 confirm` (the clear already confirmed). */
export function parseClear(args: readonly string[]): Parsed {
  const cell = parseCell(args[0], 'clear r3c5');
  if (!cell.ok) return cell;
  if (args.length === 2 && CONFIRM.test(args[1]!))
    return ok({ kind: 'clear', cell: cell.value, confirmed: true });
  if (args.length > 1) return fail('unexpected-argument', msg('grammar.clear-one'));
  return ok({ kind: 'clear', cell: cell.value });
}

/** `note r3c5 1 2 4` (or `124`): the notes of a cell. */
export function parseNote(args: readonly string[]): Parsed {
  const cell = parseCell(args[0], 'note r3c5 1 2 4');
  if (!cell.ok) return cell;
  const rest = args.slice(1);
  if (rest.length === 0) {
    return fail('missing-argument', msg('grammar.which-notes'));
  }
  // `124` is three notes on a 9x9 board; `10 12` (two tokens) or `AC` are notes on a big board.
  const parts = rest.length === 1 && /^[1-9a-g]{2,16}$/i.test(rest[0]!) ? [...rest[0]!] : rest;
  const digits: number[] = [];
  for (const part of parts) {
    const d = parseDigit(part, false);
    if (d === undefined) return badDigit(part, 'note r3c5 1 2 4');
    digits.push(d);
  }
  if (digits.length > MAX_INDEX) {
    return fail('unexpected-argument', msg('grammar.too-many-notes', { max: MAX_INDEX }));
  }
  return ok({ kind: 'note', cell: cell.value, digits: [...new Set(digits)].sort((a, b) => a - b) });
}

/** `hint`, or `hint r3c5` for one cell. */
export function parseHint(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'hint' });
  if (args.length > 1) return fail('unexpected-argument', msg('grammar.hint-args'));
  const cell = parseCell(args[0], 'hint r3c5');
  return cell.ok ? ok({ kind: 'hint', cell: cell.value }) : cell;
}

const CONFIRM = /^(confirm|yes|sure|now|!)$/i;

/** `reveal`, or `reveal confirm`. */
export function parseReveal(args: readonly string[]): Parsed {
  if (args.length === 0) return ok({ kind: 'reveal' });
  if (args.length === 1 && CONFIRM.test(args[0]!)) return ok({ kind: 'reveal', confirmed: true });
  return fail('unexpected-argument', msg('grammar.reveal-args'));
}

/** `solve` (a reveal), `solve <grid>`, or `solve share` with a grid or a photo. */
export function parseSolve(rest: string): Parsed {
  const trimmed = rest.trim();
  if (trimmed === '') return ok({ kind: 'reveal' });
  if (CONFIRM.test(trimmed)) return ok({ kind: 'reveal', confirmed: true });
  const share = /^share\b/i.exec(trimmed);
  const grid = share ? trimmed.slice(share[0].length).trim() : trimmed;
  if (grid === '') {
    return share ? ok({ kind: 'solvePhoto', share: true }) : ok({ kind: 'reveal' });
  }
  return ok({ kind: 'solveGrid', text: grid, ...(share ? { share: true } : {}) });
}
