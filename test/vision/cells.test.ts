// What a cell holds: print, nothing, or a faint mark (glare-washed print or show-through) that
// is classified but never trusted without the user's eye.

import { describe, expect, it } from 'vitest';
import { readingOf } from '../../src/vision/cell-reading.ts';
import { seededRandom } from '../../src/engine/random.ts';
import { DOUBTFUL_EMPTY, inkLevels, readCell, type CellSample } from '../../src/vision/cells.ts';
import { shippedModel } from '../../src/vision/classifier.ts';
import { UNSURE_BELOW } from '../../src/vision/consistency.ts';

const S = 40;

/** A cell with a vertical bar (a 1) of the given darkness in its middle. */
function barCell(ink: number): CellSample {
  const data = new Float32Array(S * S);
  for (let y = 9; y < 31; y++) for (let x = 18; x < 23; x++) data[y * S + x] = ink;
  return { ink: data, covered: 1, paper: 200, washed: 200 };
}

const levels = {
  threshold: 0.05,
  faint: 0.3,
  ghost: 0.15,
  glare: 256,
  print: 0.6,
  empty: { level: 0.05, spread: 0.02 },
  noise: 0.02,
};

/** A 1 lightened and broken up by the camera: short dashes of weak ink, no digit-sized mark. */
function brokenBarCell(ink: number): CellSample {
  const data = new Float32Array(S * S);
  for (let y = 9; y < 31; y++) if (y % 4 < 2) for (let x = 18; x < 23; x++) data[y * S + x] = ink;
  return { ink: data, covered: 1, paper: 200, washed: 200 };
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
    expect(
      readCell({ ink: new Float32Array(S * S), covered: 1, paper: 200, washed: 200 }, levels).kind,
    ).toBe('empty');
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
    const bare = { ink: new Float32Array(S * S), covered: 1, paper: 200, washed: 200 };
    expect(readCell(bare, levels)).toEqual({ kind: 'empty', confidence: 1 });
    const glare = readCell({ ...bare, paper: 250, washed: 250 }, { ...levels, glare: 230 });
    expect(glare).toEqual({ kind: 'empty', confidence: DOUBTFUL_EMPTY, doubt: {} });
  });

  it('never reads a cell with a glare streak across a quarter of it as surely empty', () => {
    // Its median paper is as usual; a quarter of it is washed out, and a digit may be under it.
    const bare = { ink: new Float32Array(S * S), covered: 1, paper: 200, washed: 200 };
    const streak = readCell({ ...bare, washed: 240 }, { ...levels, glare: 230 });
    expect(streak).toEqual({ kind: 'empty', confidence: DOUBTFUL_EMPTY, doubt: {} });
    expect(readCell({ ...bare, washed: 220 }, { ...levels, glare: 230 })).toEqual({
      kind: 'empty',
      confidence: 1,
    });
  });

  it('never reads ink well above the empty cells of the grid as surely empty, even broken up', () => {
    // Dashes at a sixth of print's ink: no mark tall enough to be a digit at either threshold,
    // but far more ink than this grid's empty cells hold.
    const broken = readCell(brokenBarCell(0.1), levels);
    expect(broken.kind).toBe('empty');
    expect(broken.kind === 'empty' && broken.confidence).toBeLessThan(UNSURE_BELOW);
    expect(broken).toMatchObject({ doubt: {} });
    // The same cell in a grid whose empty cells are as inky (a grainy, dim photo) is empty.
    const grainy = { ...levels, empty: { level: 0.12, spread: 0.02 }, noise: 0.12 };
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

// A 7 three pixels wide, `ink` over the cell: a bar along the top, a stroke down to the left.
const seven = (ink: number) => (data: Float32Array) => {
  for (let x = 12; x < 28; x++) for (let y = 9; y < 12; y++) data[y * S + x]! += ink;
  for (let y = 12; y < 31; y++) {
    const x0 = Math.round(26 - (10 * (y - 12)) / 19);
    for (let x = x0; x < x0 + 3; x++) data[y * S + x]! += ink;
  }
};

/**
 * The 81 cells of a grid photographed with grain (every pixel's ink up to `grain`), read as
 * readCell reads them against the grid's own levels: 25 givens drawn by `given`, 54 cells of grain
 * only, then one cell drawn by each of `others` (cells 79 and 80).
 */
function grainyGrid(
  seed: string,
  grain: number,
  given: (data: Float32Array) => void,
  others: readonly ((data: Float32Array) => void)[],
) {
  const random = seededRandom(seed);
  const cell = (draw: (data: Float32Array) => void): CellSample => {
    const data = new Float32Array(S * S);
    for (let i = 0; i < data.length; i++) data[i] = grain * random.next();
    draw(data);
    return { ink: data, covered: 1, paper: 200, washed: 200 };
  };
  const samples = [
    ...Array.from({ length: 25 }, () => cell(given)),
    ...Array.from({ length: 54 }, () => cell(() => undefined)),
    ...others.map(cell),
  ];
  const levels = inkLevels(samples, 0.6);
  return samples.map((sample) => readCell(sample, levels));
}

describe('a digit too faint for any ink threshold of the grid', () => {
  // A grid photographed with grain (every pixel's ink up to 0.04), 25 digits printed at 0.6.
  // The same ink in specks, one pixel each, every six pixels: noise, not a stroke.
  const specks = (ink: number) => (data: Float32Array) => {
    for (let y = 8; y < 32; y += 6) for (let x = 8; x < 32; x += 6) data[y * S + x]! += ink;
  };
  const printed = (data: Float32Array) => {
    for (let y = 9; y < 31; y++) for (let x = 18; x < 22; x++) data[y * S + x]! += 0.6;
  };
  const read = grainyGrid('faint stroke grid', 0.04, printed, [specks(0.05), seven(0.04)]);

  it('reads a 7 at a fifteenth of the print as an unsure empty', () => {
    // Under the grid's own look for pale marks and its ink-evidence line: only its shape shows it.
    const faint = read[80]!;
    expect(faint.kind).toBe('empty');
    if (faint.kind !== 'empty') return;
    expect(faint.confidence).toBeLessThan(UNSURE_BELOW);
    expect(faint.doubt).toBeDefined();
  });

  it('keeps the grain-only cells and a cell of scattered specks surely empty', () => {
    for (const content of read.slice(25, 80)) {
      expect(content.kind).toBe('empty');
      expect(content.kind === 'empty' && content.confidence).toBeGreaterThanOrEqual(UNSURE_BELOW);
      expect(content).not.toHaveProperty('doubt');
    }
    for (const content of read.slice(0, 25)) expect(content.kind).toBe('mark');
  });
});

describe("a cell's ink against the grid's own printed digits", () => {
  // A grainy grid (every pixel's ink up to 0.3: a dim, noisy photo) whose givens are 7s at 0.6.
  // The cell's right line, a little thick and a little off: its residue fades into the cell.
  const lineResidue = (data: Float32Array) => {
    for (let y = 0; y < S; y++)
      for (let x = 28; x < 33; x++) data[y * S + x]! += 0.12 * (1 - (32 - x) / 6);
  };
  const read = grainyGrid('lightened seven', 0.3, seven(0.6), [lineResidue, seven(0.07)]);

  it('never reads a 7 lightened to a ninth of the print, lost in the grain, as surely empty', () => {
    // Pixel by pixel it is no darker than the grain; summed over the grid's own 7 it stands out.
    const faint = read[80]!;
    expect(faint.kind).toBe('empty');
    expect(faint.kind === 'empty' && faint.confidence).toBeLessThan(UNSURE_BELOW);
  });

  it("reads an empty cell with its line's residue, and the grain-only cells, as surely empty", () => {
    for (const content of [...read.slice(25, 79), read[79]!]) {
      expect(content.kind).toBe('empty');
      expect(content.kind === 'empty' && content.confidence).toBeGreaterThanOrEqual(UNSURE_BELOW);
    }
    for (const content of read.slice(0, 25)) expect(content.kind).toBe('mark');
  });
});

describe('a digit lightened to a quarter of the print and broken up by JPEG blocks', () => {
  // A 7 at a quarter of the givens' ink (0.15 of 0.6) in a grainy grid (every pixel's ink up to
  // 0.3), with its strokes lost in every other 8x8 block, as JPEG drops a faint stroke's detail
  // block by block: too broken for the grid's own look for pale marks, its stroke test and the
  // lines of print-likeness (shaped like print 0.62, at a lightened digit's contrast 0.09).
  const broken = (data: Float32Array) => {
    const stroke = new Float32Array(S * S);
    seven(0.15)(stroke);
    for (let i = 0; i < stroke.length; i++) {
      const block = Math.floor((i % S) / 8) + Math.floor(Math.floor(i / S) / 8);
      if (block % 2 === 0) data[i]! += stroke[i]!;
    }
  };
  const read = grainyGrid('jpeg seven 1', 0.3, seven(0.6), [() => undefined, broken]);

  it('never reads it as surely empty: its likeness to the print stands out of the empty cells', () => {
    const faint = read[80]!;
    expect(faint.kind === 'empty' && faint.confidence).toBeLessThan(UNSURE_BELOW);
  });

  it('keeps the cells of paper grain alone surely empty', () => {
    for (const content of read.slice(25, 80)) {
      expect(content.kind).toBe('empty');
      expect(content.kind === 'empty' && content.confidence).toBeGreaterThanOrEqual(UNSURE_BELOW);
    }
  });
});
