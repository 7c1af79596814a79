// Straightens a quadrilateral of an image onto a square (a perspective warp).

import type { Quad } from './geometry.ts';
import type { Cv } from './opencv.ts';

/** Warps the quad of `src` onto an n x n square with `margin` pixels around it. */
export function warpQuad(
  cv: Cv,
  src: InstanceType<Cv['Mat']>,
  quad: Quad,
  n: number,
  margin: number,
  border: number = cv.BORDER_CONSTANT,
): InstanceType<Cv['Mat']> {
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, quad.flat());
  const size = n + 2 * margin;
  const far = margin + n;
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [
    margin,
    margin,
    far,
    margin,
    far,
    far,
    margin,
    far,
  ]);
  const transform = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  try {
    cv.warpPerspective(
      src,
      out,
      transform,
      new cv.Size(size, size),
      cv.INTER_LINEAR,
      border,
      new cv.Scalar(0),
    );
    return out;
  } finally {
    from.delete();
    to.delete();
    transform.delete();
  }
}
