// A hard-edged shadow across a grid (a hand or a phone over the page) must not read as ink: the
// paper's brightness is estimated so the dark side of the edge is paper in shadow, not a stroke.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

// The board with the part right of `from` (a share of the width) darkened by `depth`.
async function shadowed(png: Buffer, from: number, depth: number): Promise<Buffer> {
  const { width, height } = await sharp(png).metadata();
  const left = Math.round(from * width!);
  const shade = await sharp({
    create: {
      width: width! - left,
      height: height!,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: depth },
    },
  })
    .png()
    .toBuffer();
  return sharp(png)
    .composite([{ input: shade, left, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('a hard shadow edge across the grid', () => {
  it('reads the grid exactly with the edge through the middle of a column of cells', async () => {
    for (const [k, givens] of fixturePuzzles().slice(0, 4).entries()) {
      const photo = await shadowed(await boardPng(givens), 0.5 + 0.02 * k, 0.4);
      const result = await readPhoto(photo);
      expect(result.ok).toBe(true);
      if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
    }
  }, 60_000);
});
