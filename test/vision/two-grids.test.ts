// Two puzzles printed on one page and photographed (side by side, one above the other): the
// reader reads exactly one of them, whole, and says where it is; where no reading of one grid
// checks out, it refuses the photo as showing several grids (never a mix of the two).

import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { sudokuLikePhoto, type TwoGridsLayout } from '../../scripts/vision-eval/sudoku-like.ts';
import { boardPng, fixturePuzzles, gridText, sideBySide } from './boards.ts';

const SOLUTION = Uint8Array.from(
  '158723469367954821294816375619238547485697132732145986976381254841572693523469718',
  Number,
);

// The solution with the first rectangle of cells r1c1, r1c2, r2c1, r2c2 holding a b / b a, in
// two rows of one band and two boxes, emptied: both ways of filling it solve the grid.
function withRectangleOut(solution: Uint8Array): Uint8Array {
  const at = (r: number, c: number) => solution[r * 9 + c]!;
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 3 * Math.floor(r1 / 3) + 3; r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = 3 * Math.floor(c1 / 3) + 3; c2 < 9; c2++)
          if (at(r1, c1) === at(r2, c2) && at(r1, c2) === at(r2, c1)) {
            const grid = Uint8Array.from(solution);
            for (const [r, c] of [
              [r1, c1],
              [r1, c2],
              [r2, c1],
              [r2, c2],
            ] as const)
              grid[r * 9 + c] = 0;
            return grid;
          }
  throw new Error('no rectangle of two digits in this solution');
}

const PLACES = { beside: ['left', 'right'], stacked: ['top', 'bottom'] } as const;

describe('a photo of a page with two grids', () => {
  it.each([
    ['tuning', 'beside', 0],
    ['tuning', 'beside', 1],
    ['tuning', 'stacked', 0],
    ['tuning', 'stacked', 1],
    ['held-out', 'beside', 0],
    ['held-out', 'stacked', 0],
    // A light page on a dark table filling most of the photo: not a dark-theme board.
    ['tuning', 'stacked', 2],
    ['held-out', 'beside', 2],
    ['held-out', 'stacked', 1],
    ['held-out', 'stacked', 2],
    // Both grids also outline as one (the better half is read, the other named).
    ['tuning', 'beside', 7],
  ] as const)(
    'reads one grid of the %s set %s (photo %i) and says which',
    async (set, layout: TwoGridsLayout, k) => {
      const { cv } = await loadOpenCv();
      const photo = await sudokuLikePhoto(cv, set, 'two grids', k, undefined, layout);
      const result = await readPhoto(photo.jpeg);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const read = gridText(result.value.grid);
      const which = photo.truths.findIndex((truth) => gridText(truth) === read);
      expect(which, `read ${read}`).toBeGreaterThanOrEqual(0);
      // The first grid is drawn at the page's top left, the second right of it or under it.
      expect(result.value.oneOfTwo).toBe(PLACES[layout][which]);
    },
    60_000,
  );

  it('reads one of two copies of a screenshot and says which', async () => {
    const png = await boardPng(fixturePuzzles()[2]!);
    const result = await readPhoto(await sideBySide(png));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(gridText(result.value.grid)).toBe(gridText(fixturePuzzles()[2]!));
    expect(['left', 'right']).toContain(result.value.oneOfTwo);
  }, 60_000);

  it('refuses two grids, naming them, when neither reading is a proper puzzle', async () => {
    // A finished grid with a rectangle of two digits taken out (two solutions): no reading of
    // either copy has one solution, so none can be picked.
    const twoSolutions = withRectangleOut(SOLUTION);
    const result = await readPhoto(await sideBySide(await boardPng(twoSolutions)));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('several-grids');
      expect(result.error.message).toMatch(/more than one grid/);
    }
  }, 60_000);
});
