// A refused grid said through the catalogs: the English is the engine's sentence word for word
// (every parse error code, and a house that repeats a digit), the other languages their own.

import { describe, expect, it } from 'vitest';
import { conflictText, gridErrorText } from '../../src/bot/grid-words.ts';
import { parseGrid } from '../../src/engine/format.ts';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { describeConflict, findConflicts, puzzleGrid } from '../../src/engine/grid.ts';
import { renderText } from '../../src/i18n/text.ts';

const GOOD = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const rows = (text: string) => text.match(/.{9}/g)!;

/** Texts refused for each reason the parser has. */
const BAD: Record<string, { text: string; geometry?: ReturnType<typeof classicGeometry> }> = {
  empty: { text: '   ' },
  'too-long': { text: '1'.repeat(5000) },
  'bad-character (position)': { text: GOOD.slice(0, 10) + '%' + GOOD.slice(11) },
  'bad-character (row)': {
    text: rows(GOOD)
      .map((r, i) => (i === 4 ? `12%${r.slice(3)}` : r))
      .join('\n'),
  },
  'not a digit of the size': { text: '12.4'.repeat(4).replace(/^1/, '7') },
  'not a digit (big)': { text: 'H' + '.'.repeat(255) },
  'wrong length (classic)': { text: GOOD.slice(0, 75) },
  'wrong length (extra)': { text: GOOD + '123' },
  'wrong length (expected)': { text: GOOD.slice(0, 16), geometry: classicGeometry(9) },
  'size mismatch': { text: '1234341221434321', geometry: classicGeometry(9) },
  'row length': {
    text: rows(GOOD)
      .map((r, i) => (i === 2 ? r.slice(0, 7) : r))
      .join('\n'),
  },
  'row count': { text: rows(GOOD).slice(0, 7).join('\n') },
};

describe('grid errors', () => {
  it('say in English what the engine says, for every parse error', () => {
    const codes = new Set<string>();
    for (const [label, { text, geometry }] of Object.entries(BAD)) {
      const parsed = parseGrid(text, geometry ? { geometry } : {});
      if (parsed.ok) throw new Error(`${label}: parsed`);
      codes.add(parsed.error.code);
      expect(renderText(gridErrorText(parsed.error), 'en'), label).toBe(parsed.error.message);
      expect(renderText(gridErrorText(parsed.error), 'fr'), label).not.toBe(parsed.error.message);
    }
    expect([...codes].sort()).toEqual([
      'bad-character',
      'empty',
      'row-count',
      'row-length',
      'size-mismatch',
      'too-long',
      'wrong-length',
    ]);
  });

  it('say a house that repeats a digit in each language', () => {
    const values = [...GOOD].map((c) => (c === '.' ? 0 : Number(c)));
    values[2] = 5; // a second 5 in row 1 and box 1
    const grid = puzzleGrid(classicGeometry(9), values);
    const conflict = findConflicts(grid)[0]!;
    const said = (locale: 'en' | 'fr' | 'es' | 'pt-BR' | 'ja') =>
      renderText(conflictText(conflict, grid.geometry), locale);
    expect(said('en')).toBe(describeConflict(conflict, 9));
    // The house with its article (French, Spanish) or its contracted preposition (Portuguese).
    expect(said('fr')).toMatch(
      /^5 apparaît deux fois dans (la ligne 1|le bloc 1) \(r1c1 et r1c3\)\.$/,
    );
    expect(said('es')).toMatch(/ dos veces en (la fila 1|la caja 1) \(/);
    expect(said('pt-BR')).toMatch(/ duas vezes (na linha 1|no quadrante 1) \(/);
    expect(said('ja')).toMatch(/^5 が (1 行目|ブロック 1)（r1c1、r1c3）に 2 回あります。$/);
  });
});
