// Plane helpers and the even-line fit used to straighten grids.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  insideQuad,
  isConvex,
  orderCorners,
  polygonArea,
  type Point,
} from '../../src/vision/geometry.ts';
import { fitEvenLines } from '../../src/vision/line-fit.ts';
import { projectUnitSquare } from '../../src/vision/located-cells.ts';

describe('corner ordering', () => {
  it('orders any rotation and shuffle of a slightly tilted square as TL, TR, BR, BL', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.6, max: 0.6, noNaN: true }),
        fc.integer({ min: 0, max: 23 }),
        (angle, perm) => {
          const c = Math.cos(angle);
          const s = Math.sin(angle);
          const square: Point[] = [
            [-1, -1],
            [1, -1],
            [1, 1],
            [-1, 1],
          ].map(([x, y]) => [100 + 50 * (c * x! - s * y!), 100 + 50 * (s * x! + c * y!)]);
          const shuffled = [...square];
          let k = perm;
          for (let i = 3; i > 0; i--) {
            const j = k % (i + 1);
            k = Math.floor(k / (i + 1));
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          expect(orderCorners(shuffled)).toEqual(square);
        },
      ),
    );
  });

  it('measures area, convexity and insideness', () => {
    const quad = orderCorners([
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ]);
    expect(polygonArea(quad)).toBe(100);
    expect(isConvex(quad)).toBe(true);
    expect(insideQuad(quad, [5, 5])).toBe(true);
    expect(insideQuad(quad, [15, 5])).toBe(false);
    expect(
      isConvex([
        [0, 0],
        [10, 0],
        [2, 2],
        [0, 10],
      ]),
    ).toBe(false);
  });

  it('maps the unit square onto a perspective quad, corners exactly', () => {
    const quad = [
      [10, 20],
      [300, 40],
      [280, 310],
      [30, 290],
    ] as const;
    expect(projectUnitSquare(quad, 0, 0)).toEqual([10, 20]);
    const [x, y] = projectUnitSquare(quad, 1, 1);
    expect(x).toBeCloseTo(280, 6);
    expect(y).toBeCloseTo(310, 6);
    const mid = projectUnitSquare(quad, 0.5, 0.5);
    expect(insideQuad(quad, mid)).toBe(true);
  });
});

describe('even line fit', () => {
  const profileWith = (lines: number[], length: number) => {
    const values = new Float64Array(length);
    for (const p of lines)
      for (let d = -1; d <= 1; d++)
        if (p + d >= 0 && p + d < length) values[p + d] = d === 0 ? 1 : 0.5;
    return values;
  };

  // The fit tolerates lines wandering by 6% of a cell (curved paper), so it places them within
  // that; the band-by-band follow in the lattice then pins each line down.
  const tolerance = 0.06 * 48 + 1;

  it('finds ten lines that are off the expected places by a fraction of a cell', () => {
    const truth = Array.from({ length: 10 }, (_, k) => 60 + k * 52);
    const fit = fitEvenLines(profileWith(truth, 650), new Float64Array(650).fill(1), 48, 48);
    fit.lines.forEach((p, k) => expect(Math.abs(p - truth[k]!)).toBeLessThan(tolerance));
    expect(fit.quartileContrast).toBeGreaterThan(0.5);
  });

  it('still fits when the first line lies outside the photo', () => {
    const truth = Array.from({ length: 10 }, (_, k) => 20 + k * 55);
    const validity = new Float64Array(650).fill(1);
    for (let p = 0; p < 40; p++) validity[p] = 0;
    const values = profileWith(truth.slice(1), 650);
    const fit = fitEvenLines(values, validity, 48, 48);
    fit.lines
      .slice(1)
      .forEach((p, k) => expect(Math.abs(p - truth[k + 1]!)).toBeLessThan(tolerance));
  });

  it('gives a low contrast for a 3x3 pattern (a box, not a grid)', () => {
    const box = Array.from({ length: 4 }, (_, k) => 48 + k * 144);
    const fit = fitEvenLines(profileWith(box, 528), new Float64Array(528).fill(1), 48, 48);
    expect(fit.quartileContrast).toBeLessThan(0.2);
  });
});
