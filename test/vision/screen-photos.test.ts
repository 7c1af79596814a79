// A photo of a phone showing a Sudoku app in a dark theme (light lines and digits on a dark
// board, a status bar, number buttons, moire), on a table: no grid outlined in the usual
// polarity and only a weak word from the line sketch, so the grid is read with the tones
// swapped, and that reading stands because it checks out.

import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { sudokuLikePhoto } from '../../scripts/vision-eval/sudoku-like.ts';
import { gridText } from './boards.ts';

/** Screen photo K of SET read with its trace; fails (with the trace) unless read as printed. */
async function readScreen(set: 'held-out' | 'tuning', k: number): Promise<string[]> {
  const { cv } = await loadOpenCv();
  const photo = await sudokuLikePhoto(cv, set, 'phone screen', k);
  const steps: string[] = [];
  const result = await readPhoto(photo.jpeg, { trace: (step) => steps.push(step) });
  expect(result.ok, steps.join('\n')).toBe(true);
  if (!result.ok) return steps;
  expect(gridText(result.value.grid)).toBe(gridText(photo.truths[0]!));
  expect(result.value.status).toBe('unique');
  return steps;
}

describe('a photo of a phone screen showing a Sudoku app', () => {
  it('reads a dark-theme board whose lines the usual polarity misses', async () => {
    const steps = await readScreen('held-out', 1);
    expect(steps).toContain('other polarity after the sketch: unique');
  }, 60_000);

  it.each([
    ['held-out', 0],
    ['tuning', 6],
  ] as const)(
    'reads a light-theme board on a dark table whose app shades a row, column and box (%s %i)',
    async (set, k) => {
      await readScreen(set, k);
    },
    60_000,
  );
});
