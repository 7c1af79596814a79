// A soft shadow over most of the page (a hand or a phone held over it) darkens the paper and adds
// the sensor noise a dark part shows. Such a page is still dark print on paper, not a dark-theme
// screen; its shaded digits are read from the evened copy, and the shadow's edge, which may run
// corner to corner through a cell, is not a kakuro's split.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { isDarkGround, printIsLighterThanGround } from '../../src/vision/dark-ground.ts';
import { decodePhoto, type GrayImage } from '../../src/vision/decode.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { boardPng, fixturePuzzles, gridText, screenshotJpeg } from './boards.ts';

// The board as a photo: brightness kept at `kept` where the shadow lies (everything right of a
// soft edge slanted by `slant`, 0.05 of the width wide), with noise of `noise` tones there.
async function underHandShadow(png: Buffer, seed: string, kept = 0.4, slant = 0.3, noise = 18) {
  const { data, info } = await sharp(png)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  const { width, height } = info;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const edge = (0.3 + slant * (y / height)) * width;
      const shade = Math.min(1, Math.max(0, (x - edge) / (0.05 * width) + 0.5));
      const light = 1 - (1 - kept) * shade;
      const grain = shade * noise * (random.next() + random.next() + random.next() - 1.5);
      const i = y * width + x;
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! * light + grain)));
    }
  return sharp(data, { raw: { width, height, channels: 1 } })
    .jpeg({ quality: 30 })
    .toBuffer();
}

async function gray(photo: Buffer): Promise<GrayImage> {
  const decoded = await decodePhoto(photo);
  if (!decoded.ok) throw new Error(decoded.error.message);
  return decoded.value.image;
}

describe('a hand shadow over most of the page', () => {
  it('is dark print on shaded paper, not a dark-theme screen; a dark-theme board still is', async () => {
    const { cv } = await loadOpenCv();
    const [givens] = fixturePuzzles();
    const shaded = await gray(await underHandShadow(await boardPng(givens!), 'dark ground'));
    expect(printIsLighterThanGround(cv, shaded)).toBe(false);
    expect(isDarkGround(cv, shaded)).toBe(false);
    const screen = await gray(await screenshotJpeg(await boardPng(givens!, 'dark'), 700, 80));
    expect(printIsLighterThanGround(cv, screen)).toBe(true);
    expect(isDarkGround(cv, screen)).toBe(true);
  });

  it('reads the grid exactly under shadows of several slants and depths', async () => {
    const cases = [
      { kept: 0.4, slant: 0.3 },
      { kept: 0.35, slant: 0.6 },
      { kept: 0.5, slant: -0.2 },
    ];
    for (const [k, givens] of fixturePuzzles().slice(0, 3).entries()) {
      const { kept, slant } = cases[k]!;
      const photo = await underHandShadow(await boardPng(givens), `read ${k}`, kept, slant);
      const result = await readPhoto(photo);
      expect(result.ok ? gridText(result.value.grid) : result.error.code).toBe(gridText(givens));
    }
  }, 60_000);
});
