// The two selects of empty cells (adapters/discord/cell-picker.ts) on any 9x9 or 6x6 board: at
// most 25 options each, every empty cell reachable (as its own option, or by its row's entry),
// and as many cells offered directly as a split between two selects allows.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellGroups, cellName, cellSelect } from '../../adapters/discord/cell-picker.ts';
import { classicGeometry } from '../../src/engine/geometry.ts';
import type { BoardView } from '../../src/render/view.ts';

function board(size: 6 | 9, filled: readonly boolean[]): BoardView {
  const givens = Uint8Array.from(filled, (f) => (f ? 1 : 0));
  return { geometry: classicGeometry(size), givens, entries: new Uint8Array(size * size) };
}

function options(view: BoardView) {
  return cellGroups(view).map(
    (group, i) =>
      cellSelect(`id${i}`, group, view.geometry.size, 'en').components[0]!.options as {
        value: string;
      }[],
  );
}

describe('the selects of empty cells', () => {
  for (const size of [6, 9] as const) {
    it(`${size}x${size}: every empty cell reachable, 25 options a select at most`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }),
          (filled) => {
            const view = board(size, filled);
            const selects = options(view);
            expect(selects.length).toBeLessThanOrEqual(2);
            const values = new Set(selects.flat().map((o) => o.value));
            for (const select of selects) expect(select.length).toBeLessThanOrEqual(25);
            filled.forEach((f, cell) => {
              if (f) return expect(values.has(cellName(cell, size))).toBe(false);
              const row = `r${Math.floor(cell / size) + 1}`;
              expect(values.has(cellName(cell, size)) || values.has(row)).toBe(true);
            });
            // Up to 50 empty cells split evenly enough, every one is a direct option.
            const empty = filled.filter((f) => !f).length;
            if (empty <= 25) expect(values.size).toBe(empty);
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('a 9x9 with 63 empty cells offers most of them cell by cell, the rest by row', () => {
    const filled = Array.from({ length: 81 }, (_, i) => i % 3 === 0 && i % 9 !== 0);
    const selects = options(board(9, filled));
    const cells = selects.flat().filter((o) => /c/.test(o.value));
    const rows = selects.flat().filter((o) => !/c/.test(o.value));
    expect(cells.length + rows.length).toBeLessThanOrEqual(50);
    expect(cells.length).toBeGreaterThanOrEqual(40);
  });
});
