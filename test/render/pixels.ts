// Pixel comparison for the render tests: decode PNGs with sharp and count differing pixels.

import sharp from 'sharp';

export interface Pixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** RGB pixels of a PNG. */
export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Number of pixels whose largest channel difference exceeds `threshold` (0-255); Infinity when
 * the sizes differ.
 */
export function countDifferentPixels(a: Pixels, b: Pixels, threshold: number): number {
  if (a.width !== b.width || a.height !== b.height) return Infinity;
  let different = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    );
    if (d > threshold) different++;
  }
  return different;
}
