// A posted grid refused, said through the catalogs: the parse error's code and facts
// (engine/format.ts `detail`), and a house that repeats a digit.

import type { GridParseError } from '../engine/format.ts';
import type { Geometry } from '../engine/geometry.ts';
import type { Conflict } from '../engine/grid.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { stepWords } from './step-words.ts';

/** "5 appears twice in row 1 (r1c1 and r1c4)." (a clause without its full stop: `clause`) */
export function conflictText(conflict: Conflict, geometry: Geometry, clause = false): Text {
  const { kind, index } = conflict.house;
  // The house as the grid.* messages name it: with its article where the language needs one
  // ("dans la ligne 3"), with the preposition where they contract ("na linha 3").
  const house =
    kind === 'diagonal'
      ? msg(index === 0 ? 'house.diagonal-main' : 'house.diagonal-anti')
      : msg(`house.${kind}`, { n: index + 1 });
  return msg(clause ? 'grid.repeats' : 'grid.conflict', {
    digit: conflict.digit,
    times: conflict.cells.length,
    house,
    cells: stepWords(geometry).cells(conflict.cells),
  });
}

const LETTERS = 'ABCDEFG';

/** What is wrong with a posted grid and what to fix, in the reader's language. */
export function gridErrorText(error: GridParseError): Text {
  const d = error.detail ?? {};
  const count = d.count ?? 0;
  const size = d.size ?? 9;
  switch (error.code) {
    case 'too-long':
      return msg('grid.too-long', { count });
    case 'empty':
      return msg('grid.empty');
    case 'row-length':
      return msg('grid.row-length', { row: error.row ?? 0, count, size });
    case 'row-count':
      return msg('grid.rows-found', {
        count,
        more: count < size ? 'no' : 'yes',
        cells: d.cells ?? 0,
        size,
      });
    case 'size-mismatch':
      return msg('grid.looks-like', {
        looksLike: d.looksLike ?? 0,
        count,
        size,
        cells: size * size,
      });
    case 'wrong-length':
      return error.message.includes('(')
        ? msg('grid.counted-classic', { count, missing: count < 81 ? 'yes' : 'no' })
        : msg('grid.counted', { count, size, cells: size * size });
    case 'bad-character': {
      const symbol = d.symbol ?? '';
      const position = d.position ?? 0;
      if (d.size === undefined) {
        return error.row === undefined
          ? msg('grid.bad-character', { symbol, position })
          : msg('grid.bad-character-row', { symbol, position, row: error.row });
      }
      const big = d.size > 9 ? 'yes' : 'no';
      const max = d.size > 9 ? LETTERS[d.size - 10]! : String(d.size);
      return error.row === undefined
        ? msg('grid.not-a-digit', { symbol, position, size: d.size, big, max })
        : msg('grid.not-a-digit-row', { symbol, position, row: error.row, size: d.size, big, max });
    }
    default:
      return verbatim(error.message);
  }
}
