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

const levels = { threshold: 0.05, faint: 0.3, ghost: 0.15, glare: 256 };

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
});
