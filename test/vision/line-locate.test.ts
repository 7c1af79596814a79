// The line-based second opinion: a grid cut off by the photo's edge, with another rule of the
// page running beside it, is still outlined at its true corners (the lost ones extrapolated).

import { describe, expect, it } from 'vitest';
import { quadsFromLines } from '../../src/vision/line-locate.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';

describe('outlining a grid from its lines', () => {
  it('finds the corners of a grid the frame cuts off, beside a column rule', async () => {
    const { cv } = await loadOpenCv();
    const [width, height] = [560, 620];
    const binary = new cv.Mat(height, width, cv.CV_8UC1, new cv.Scalar(0));
    const ink = new cv.Scalar(255);
    // A 9x9 grid from (-45, 40) to (495, 580): its left border lies outside the image.
    const [x0, y0, cell] = [-45, 40, 60];
    try {
      for (let k = 0; k <= 9; k++) {
        const w = k % 3 === 0 ? 3 : 1;
        cv.line(
          binary,
          new cv.Point(x0 + k * cell, y0),
          new cv.Point(x0 + k * cell, y0 + 9 * cell),
          ink,
          w,
        );
        cv.line(
          binary,
          new cv.Point(x0, y0 + k * cell),
          new cv.Point(x0 + 9 * cell, y0 + k * cell),
          ink,
          w,
        );
      }
      // The page's column rule, close to the grid's right border and longer than it.
      cv.line(binary, new cv.Point(530, 0), new cv.Point(530, height - 1), ink, 2);
      const quads = quadsFromLines(cv, binary);
      const truth = [
        [x0, y0],
        [x0 + 9 * cell, y0],
        [x0 + 9 * cell, y0 + 9 * cell],
        [x0, y0 + 9 * cell],
      ];
      const error = (quad: (typeof quads)[number]) =>
        Math.max(...quad.map((p, i) => Math.hypot(p[0] - truth[i]![0]!, p[1] - truth[i]![1]!)));
      expect(quads.length).toBeGreaterThan(0);
      expect(Math.min(...quads.map(error))).toBeLessThan(4);
    } finally {
      binary.delete();
    }
  });

  it('suggests nothing for a page of text lines without a grid', async () => {
    const { cv } = await loadOpenCv();
    const binary = new cv.Mat(400, 600, cv.CV_8UC1, new cv.Scalar(0));
    try {
      for (let y = 20; y < 400; y += 17)
        cv.line(binary, new cv.Point(30, y), new cv.Point(570, y), new cv.Scalar(255), 1);
      expect(quadsFromLines(cv, binary)).toEqual([]);
    } finally {
      binary.delete();
    }
  });
});
