// A page warped by a camera's perspective onto a table of one colour: the step the non-Sudoku
// picture sets share (each picks its own corners and table colour, with its own random draws).

import type { Cv } from '../../src/vision/opencv.ts';

/** RGB pixels and their size. */
export interface Raw {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** `page` with its corners moved to `corners` (clockwise from top left) on an `outW` x `outH` table. */
export function warpOntoTable(
  cv: Cv,
  page: Raw,
  corners: readonly (readonly number[])[],
  out: { readonly width: number; readonly height: number },
  table: readonly [number, number, number],
): Raw {
  const { width, height } = page;
  const src = cv.matFromArray(height, width, cv.CV_8UC3, page.data);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, corners.flat());
  const transform = cv.getPerspectiveTransform(from, to);
  const warped = new cv.Mat();
  try {
    cv.warpPerspective(
      src,
      warped,
      transform,
      new cv.Size(out.width, out.height),
      cv.INTER_LINEAR,
      cv.BORDER_CONSTANT,
      new cv.Scalar(table[0], table[1], table[2], 255),
    );
    return { data: Buffer.from(warped.data), width: out.width, height: out.height };
  } finally {
    [src, from, to, transform, warped].forEach((m) => m.delete());
  }
}
