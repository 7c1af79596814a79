// 9x9 tables that were shown as a board (fresh draws of the generators, issue 27): digits or
// letters at random in a grid of nine by nine, read with confidence, repeat as no misread
// Sudoku's do; and a page edge a cell beside a thin-lined table pulled its lattice a cell over,
// where the digits' repeats hid, while the outline's own lines were the whole table.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { nonSudokuPhoto } from '../../scripts/vision-eval/non-sudoku.ts';

const { cv } = await loadOpenCv();

async function refusal(seed: string, style: 'b' | 'c', variant: number, steps: string[] = []) {
  const photo = await nonSudokuPhoto(cv, '9x9 table', style, seededRandom(seed), 800, variant);
  const result = await readPhoto(photo, { trace: (step) => steps.push(step) });
  return result.ok ? `shown as a board (${result.value.status})` : result.error.reason;
}

const repeats = { kind: 'not-sudoku', seen: { kind: 'repeats' } };

describe('9x9 tables are refused as tables of repeating numbers', () => {
  it('refuses scattered single digits whose confident digits repeat (lattice on the table)', async () => {
    expect(await refusal('fresh3 9x9 table 1', 'b', 1)).toEqual(repeats);
  }, 60_000);

  it('refuses them when a page edge pulled the lattice a cell over', async () => {
    expect(await refusal('test early 9x9 table 0', 'b', 0)).toEqual(repeats);
  }, 60_000);

  it('refuses a 9x9 grid of letters with box lines, its letters read as digits', async () => {
    // Style c's variant 2 (14 mod 4): letters A-I in two cells of five.
    expect(await refusal('fresh4 9x9 table 14', 'c', 14)).toEqual(repeats);
  }, 60_000);

  it('says so at once when the lattice missed the lines and the outline’s own lines did not', async () => {
    // Two-digit numbers in a grid with box lines (style c's variant 0): the fitted lattice lies
    // half a cell off; on the outline's own lines the digits repeat everywhere. Before, the
    // sketch and its outline were read (about 120 ms more) to say the same.
    const steps: string[] = [];
    expect(await refusal('fresh4 9x9 table 24', 'c', 24, steps)).toEqual(repeats);
    expect(steps.some((step) => step.startsWith('sketch'))).toBe(false);
  }, 60_000);
});
