// Pictures that are not a Sudoku, refused sooner (issue 23's tail): the look for a 6x6 or 16x16
// Sudoku waits for the line sketch and is skipped where the answer is strong or the sketch shows
// squared paper; a strong reading of the sketch's first outline ends its look. A 6x6 Sudoku is
// still named as one.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { sawInstead } from '../../src/vision/grid-evidence.ts';
import { otherSizeMayShow } from '../../src/vision/line-sketch.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { nonSudokuPhoto, type NonSudokuKind } from '../../scripts/vision-eval/non-sudoku.ts';
import { sudokuLikePhoto } from '../../scripts/vision-eval/sudoku-like.ts';

const { cv } = await loadOpenCv();

// Picture k of a kind in the generated held-out set b (as the bench makes it).
function heldOut(kind: NonSudokuKind, k: number): Promise<Buffer> {
  const random = seededRandom(`non-sudoku held-out ${kind} ${k}`);
  return nonSudokuPhoto(cv, kind, 'b', random, undefined, k);
}

async function traced(photo: Buffer) {
  const steps: string[] = [];
  const result = await readPhoto(photo, { trace: (step) => steps.push(step) });
  return { result, steps };
}

describe('otherSizeMayShow: whether a 6x6 or 16x16 Sudoku is still looked for', () => {
  const weak = sawInstead({ kind: 'few-digits' }, false);
  const strong = sawInstead({ kind: 'repeats' }, true);
  it('is looked for after weak words, whatever few lines the sketch holds', () => {
    // 6x6 Sudoku photos have shown sketches of 5 by 4 to 9 by 7 lines, calendars the same.
    for (const runs of [
      [5, 4],
      [9, 7],
      [7, 6],
      [17, 17],
      [10, 9],
    ] as const)
      expect(otherSizeMayShow(weak, runs)).toBe(true);
    expect(otherSizeMayShow(undefined, [8, 7])).toBe(true);
  });
  it('is not after a strong answer, nor on squared paper (more lines than any Sudoku)', () => {
    expect(otherSizeMayShow(strong, [7, 7])).toBe(false);
    for (const runs of [
      [20, 14],
      [19, 20],
      [11, 18],
    ] as const)
      expect(otherSizeMayShow(weak, runs)).toBe(false);
  });
});

describe('pictures refused without the look for other sizes', () => {
  it('refuses squared paper without straightening the outlines for other sizes', async () => {
    const { result, steps } = await traced(await heldOut('blank page', 0));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('not-sudoku');
    expect(steps.some((s) => s.startsWith('early: no other size looked for'))).toBe(true);
    expect(steps.filter((s) => s.startsWith('other sizes'))).toEqual([]);
  }, 60_000);

  it('ends the sketch outlines at a strong reading of the first (a table of numbers)', async () => {
    const { result, steps } = await traced(await heldOut('table', 3));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.reason).toMatchObject({ kind: 'not-sudoku', seen: { kind: 'repeats' } });
    expect(steps).toContain("early: the sketch's first outline read strongly as repeats");
  }, 60_000);

  it('still names a 6x6 Sudoku whose lattice is off, looked for after the sketch', async () => {
    const photo = await sudokuLikePhoto(cv, 'tuning', '6x6 sudoku', 0);
    const { result, steps } = await traced(photo.jpeg);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.reason).toEqual({ kind: 'other-size', size: 6 });
    // The sketch came first, then the look that found the 6x6.
    const sketch = steps.findIndex((s) => s.startsWith('sketch:'));
    const sizes = steps.findIndex((s) => s.startsWith('other sizes: {'));
    expect(sketch).toBeGreaterThanOrEqual(0);
    expect(sizes).toBeGreaterThan(sketch);
  }, 60_000);
});
