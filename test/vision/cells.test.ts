// What a cell holds: print, nothing, or a faint mark (glare-washed print or show-through) that
// is classified but never trusted without the user's eye.

import { describe, expect, it } from 'vitest';
import { readCell, type CellSample } from '../../src/vision/cells.ts';

const S = 40;

/** A cell with a vertical bar (a 1) of the given darkness in its middle. */
function barCell(ink: number): CellSample {
  const data = new Float32Array(S * S);
  for (let y = 9; y < 31; y++) for (let x = 18; x < 23; x++) data[y * S + x] = ink;
  return { ink: data, covered: 1 };
}

const levels = { threshold: 0.05, faint: 0.3 };

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
    expect(readCell({ ink: new Float32Array(S * S), covered: 1 }, levels).kind).toBe('empty');
    expect(readCell({ ...barCell(0.6), covered: 0.3 }, levels).kind).toBe('empty');
  });
});
