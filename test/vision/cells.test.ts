// What a cell holds: print, nothing, or a faint mark (glare-washed print or show-through) that
// is classified but never trusted without the user's eye.

import { describe, expect, it } from 'vitest';
import { readingOf } from '../../src/vision/cell-reading.ts';
import { DOUBTFUL_EMPTY, readCell, type CellSample } from '../../src/vision/cells.ts';
import { shippedModel } from '../../src/vision/classifier.ts';
import { UNSURE_BELOW } from '../../src/vision/consistency.ts';

const S = 40;

/** A cell with a vertical bar (a 1) of the given darkness in its middle. */
function barCell(ink: number): CellSample {
  const data = new Float32Array(S * S);
  for (let y = 9; y < 31; y++) for (let x = 18; x < 23; x++) data[y * S + x] = ink;
  return { ink: data, covered: 1, paper: 200 };
}

const levels = {
  threshold: 0.05,
  faint: 0.3,
  ghost: 0.15,
  glare: 256,
  print: 0.6,
  empty: { level: 0.05, spread: 0.02 },
};

/** A 1 lightened and broken up by the camera: short dashes of weak ink, no digit-sized mark. */
function brokenBarCell(ink: number): CellSample {
  const data = new Float32Array(S * S);
  for (let y = 9; y < 31; y++) if (y % 4 < 2) for (let x = 18; x < 23; x++) data[y * S + x] = ink;
  return { ink: data, covered: 1, paper: 200 };
}

describe('reading one cell', () => {
  it('takes print as a mark, a pale mark as a faint one, and a ghost as nothing', () => {
    const print = readCell(barCell(0.6), levels);
    expect(print.kind).toBe('mark');
    expect(print.kind === 'mark' && print.faint).toBeFalsy();
    const pale = readCell(barCell(0.2), levels);
    expect(pale.kind === 'mark' && pale.faint).toBe(true);
    expect(readCell(barCell(0.1), levels).kind).toBe('empty');
  });

  it('reads an empty cell, or one mostly outside the photo, as empty', () => {
    expect(readCell({ ink: new Float32Array(S * S), covered: 1, paper: 200 }, levels).kind).toBe(
      'empty',
    );
    expect(readCell({ ...barCell(0.6), covered: 0.3 }, levels).kind).toBe('empty');
  });

  it('never reads a faint digit or a cell washed out by glare as surely empty', () => {
    // Print at a fifth of its darkness (a lightened digit, JPEG-washed): empty, but unsure, with
    // the classifier's guesses for the solver's repair.
    const ghost = readCell(barCell(0.03), levels);
    expect(ghost.kind).toBe('empty');
    if (ghost.kind !== 'empty') return;
    expect(ghost.confidence).toBeLessThan(UNSURE_BELOW);
    expect(ghost.doubt?.features).toBeDefined();
    const reading = readingOf(shippedModel(), ghost);
    expect(reading.digit).toBe(0);
    expect(reading.alternatives.length).toBeGreaterThan(0);
    for (const alt of reading.alternatives) expect(alt.digit).toBeGreaterThan(0);
    // Bare paper is surely empty; bare paper in glare is not.
    const bare = { ink: new Float32Array(S * S), covered: 1, paper: 200 };
    expect(readCell(bare, levels)).toEqual({ kind: 'empty', confidence: 1 });
    const glare = readCell({ ...bare, paper: 250 }, { ...levels, glare: 230 });
    expect(glare).toEqual({ kind: 'empty', confidence: DOUBTFUL_EMPTY, doubt: {} });
  });

  it('never reads ink well above the empty cells of the grid as surely empty, even broken up', () => {
    // Dashes at a sixth of print's ink: no mark tall enough to be a digit at either threshold,
    // but far more ink than this grid's empty cells hold.
    const broken = readCell(brokenBarCell(0.1), levels);
    expect(broken.kind).toBe('empty');
    expect(broken.kind === 'empty' && broken.confidence).toBeLessThan(UNSURE_BELOW);
    expect(broken).toMatchObject({ doubt: {} });
    // The same cell in a grid whose empty cells are as inky (a grainy, dim photo) is empty.
    const grainy = { ...levels, empty: { level: 0.12, spread: 0.02 } };
    const plain = readCell(brokenBarCell(0.1), grainy);
    expect(plain.kind === 'empty' && plain.confidence).toBeGreaterThanOrEqual(UNSURE_BELOW);
    expect(plain).not.toHaveProperty('doubt');
  });

  it('takes a mark far paler than the print of the grid as faint, so its digit is unsure', () => {
    // Above the faint line of mean ink, but under half of the print's darkest ink.
    const dim = readCell(barCell(0.35), { ...levels, print: 0.8 });
    expect(dim.kind === 'mark' && dim.faint).toBe(true);
    expect(readCell(barCell(0.35), levels)).toMatchObject({ kind: 'mark' });
    expect(readCell(barCell(0.35), levels)).not.toMatchObject({ faint: true });
  });
});
