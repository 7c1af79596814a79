// Straightens a quadrilateral of an image onto a square (a perspective warp).

import { squareInside, type Quad } from './geometry.ts';
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

/**
 * True when warpQuad's output (n x n with `margin` around) takes every pixel from inside the
 * image: a warped all-white mask would be all white, so it need not be warped.
 */
export function warpInside(
  quad: Quad,
  n: number,
  margin: number,
  image: { readonly width: number; readonly height: number },
): boolean {
  // Output pixel x samples the unit square at (x - margin) / n, from 0 to n + 2 margin - 1.
  return squareInside(quad, -margin / n, (n + margin - 1) / n, image.width, image.height);
}
