// validateView and renderBoard's refusal of bad views: every problem is named before drawing.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classicGeometry, sudokuXGeometry } from '../../src/engine/geometry.ts';
import {
  MAX_TITLE_LENGTH,
  renderBoard,
  renderBoardSvg,
  validateView,
  type BoardView,
} from '../../src/render/index.ts';
import { sampleViews } from './sample-views.ts';

const geometry = classicGeometry(9);
const blank = (): BoardView => ({
  geometry,
  givens: new Uint8Array(81),
  entries: new Uint8Array(81),
});

function codeOf(view: BoardView): string | undefined {
  const result = validateView(view);
  return result.ok ? undefined : result.error.code;
}

describe('validateView', () => {
  it('accepts every sample view', () => {
    for (const [name, view] of Object.entries(sampleViews())) {
      expect(validateView(view), name).toEqual({ ok: true, value: view });
    }
  });

  it('rejects arrays of the wrong length, naming the array', () => {
    const result = validateView({ ...blank(), entries: new Uint8Array(80) });
    expect(result).toEqual({
      ok: false,
      error: { code: 'wrong-length', message: 'entries has 80 cells; a 9x9 board has 81' },
    });
    expect(codeOf({ ...blank(), givens: new Uint8Array(16) })).toBe('wrong-length');
    expect(codeOf({ ...blank(), revealed: new Uint8Array(82) })).toBe('wrong-length');
    expect(codeOf({ ...blank(), notes: new Uint32Array(9) })).toBe('wrong-length');
  });

  it('rejects a board of one size drawn on a geometry of another', () => {
    const small = { ...blank(), geometry: classicGeometry(4) };
    expect(codeOf(small)).toBe('wrong-length');
  });

  it('rejects out-of-range digits with their place', () => {
    const givens = new Uint8Array(81);
    givens[12] = 10;
    const result = validateView({ ...blank(), givens });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-digit');
      expect(result.error.message).toContain('givens[12] is 10');
    }
    const entries = new Uint8Array(16);
    entries[3] = 5;
    const mini = { geometry: classicGeometry(4), givens: new Uint8Array(16), entries };
    expect(codeOf(mini)).toBe('bad-digit');
  });

  it('rejects a cell holding two different digits but accepts a repeated one', () => {
    const givens = new Uint8Array(81);
    const entries = new Uint8Array(81);
    givens[0] = 5;
    entries[0] = 6;
    expect(codeOf({ ...blank(), givens, entries })).toBe('cell-conflict');
    entries[0] = 5;
    expect(codeOf({ ...blank(), givens, entries })).toBeUndefined();
  });

  it('rejects notes outside the digits of the board', () => {
    const notes = new Uint32Array(81);
    notes[7] = 1 << 10;
    expect(codeOf({ ...blank(), notes })).toBe('bad-note');
    notes[7] = 1; // bit 0 is no digit
    expect(codeOf({ ...blank(), notes })).toBe('bad-note');
    notes[7] = (1 << 1) | (1 << 9);
    expect(codeOf({ ...blank(), notes })).toBeUndefined();
  });

  it('rejects highlights off the board', () => {
    expect(codeOf({ ...blank(), highlights: { pattern: [81] } })).toBe('bad-cell');
    expect(codeOf({ ...blank(), highlights: { targets: [-1] } })).toBe('bad-cell');
    expect(codeOf({ ...blank(), highlights: { unsure: [1.5] } })).toBe('bad-cell');
    expect(codeOf({ ...blank(), lastMove: 200 })).toBe('bad-cell');
    expect(codeOf({ ...blank(), highlights: { eliminations: [{ cell: 3, digit: 0 }] } })).toBe(
      'bad-digit',
    );
    expect(codeOf({ ...blank(), highlights: { candidates: [{ cell: 99, digit: 1 }] } })).toBe(
      'bad-cell',
    );
    expect(codeOf({ ...blank(), highlights: { houses: [27] } })).toBe('bad-house');
    // Sudoku X has two more houses: the diagonals are 27 and 28.
    const x = { ...blank(), geometry: sudokuXGeometry(9), highlights: { houses: [28] } };
    expect(codeOf(x)).toBeUndefined();
  });

  it('checks the marks of hint pictures: cells, candidates, houses, links and lines of sight', () => {
    const at = (cell: number, digit: number) => ({ cell, digit });
    const hl = (highlights: BoardView['highlights']) => codeOf({ ...blank(), highlights });
    expect(hl({ placements: [at(81, 1)] })).toBe('bad-cell');
    expect(hl({ offCandidates: [at(4, 10)] })).toBe('bad-digit');
    expect(hl({ sources: [90] })).toBe('bad-cell');
    expect(hl({ fins: [-2] })).toBe('bad-cell');
    expect(hl({ baseHouses: [1, 27] })).toBe('bad-house');
    expect(hl({ coverHouses: [0.5] })).toBe('bad-house');
    expect(hl({ links: [{ from: at(0, 1), to: at(81, 1), strong: true }] })).toBe('bad-cell');
    expect(hl({ links: [{ from: at(0, 1), to: at(0, 1), strong: false }] })).toBe('bad-link');
    // Row 1 (house 0) holds cells 0-8: a line from cell 0 to cell 9 cannot run along it.
    expect(hl({ sightLines: [{ from: 0, to: 9, house: 0 }] })).toBe('bad-house');
    expect(hl({ sightLines: [{ from: 0, to: 8, house: 0 }] })).toBeUndefined();
    expect(hl({ technique: 'x'.repeat(MAX_TITLE_LENGTH + 1) })).toBe('title-too-long');
    expect(
      hl({
        links: [{ from: at(0, 1), to: at(8, 1), strong: true }],
        baseHouses: [0, 1],
        coverHouses: [9, 10],
        placements: [at(4, 5)],
      }),
    ).toBeUndefined();
  });

  it('rejects a title too long to draw', () => {
    expect(codeOf({ ...blank(), title: 'x'.repeat(MAX_TITLE_LENGTH) })).toBeUndefined();
    expect(codeOf({ ...blank(), title: 'x'.repeat(MAX_TITLE_LENGTH + 1) })).toBe('title-too-long');
  });

  it('accepts any view whose digits and notes are within the board (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 81, maxLength: 81, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 0x3fe }), { minLength: 81, maxLength: 81 }),
        (digits, masks) => {
          const givens = digits.map((d, i) => (i % 2 ? d : 0));
          const entries = digits.map((d, i) => (i % 2 ? 0 : d));
          const notes = Uint32Array.from(masks, (m) => m & ~1);
          return validateView({ geometry, givens, entries, notes }).ok;
        },
      ),
    );
  });

  it('rejects any digit above the size wherever it is (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 10, max: 255 }), (c, d) => {
        const entries = new Uint8Array(81);
        entries[c] = d;
        return codeOf({ ...blank(), entries }) === 'bad-digit';
      }),
    );
  });
});

describe('renderBoard with a bad view', () => {
  it('rejects with a RangeError naming the problem', async () => {
    const view = { ...blank(), entries: new Uint8Array(80) };
    await expect(renderBoard(view)).rejects.toThrow(RangeError);
    await expect(renderBoard(view)).rejects.toThrow(/wrong-length.*entries has 80 cells/);
  });

  it('refuses before drawing: the SVG is never built', () => {
    const givens = new Uint8Array(81);
    givens[0] = 12;
    expect(() => renderBoardSvg({ ...blank(), givens })).toThrow(/givens\[0\] is 12/);
  });

  it('rejects scales outside the supported range and unknown themes', async () => {
    await expect(renderBoard(blank(), { scale: 0 })).rejects.toThrow(/scale 0/);
    await expect(renderBoard(blank(), { scale: Number.NaN })).rejects.toThrow(RangeError);
    await expect(renderBoard(blank(), { scale: 50 })).rejects.toThrow(/scale 50/);
    const theme = 'sepia' as unknown as 'light';
    await expect(renderBoard(blank(), { theme })).rejects.toThrow(/unknown theme 'sepia'/);
  });
});
