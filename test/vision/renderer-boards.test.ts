// Target: 100% on boards drawn by our renderer, also rescaled and JPEG-compressed like a
// screenshot passed around in a chat.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';
import { boardPng, fixturePuzzles, gridText, screenshotJpeg } from './boards.ts';

const puzzles = fixturePuzzles();

describe('reading boards drawn by our renderer', () => {
  it('reads every fixture puzzle exactly, with no unsure cell', async () => {
    for (const givens of puzzles.slice(0, 12)) {
      const result = await readPhoto(await boardPng(givens));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(gridText(result.value.grid)).toBe(gridText(givens));
      expect(result.value.unsure).toEqual([]);
      expect(result.value.status).toBe('unique');
    }
  });

  it('reads screenshots rescaled and JPEG-compressed', async () => {
    const cases = [
      { width: 360, quality: 60 },
      { width: 520, quality: 40 },
      { width: 800, quality: 75 },
      { width: 1400, quality: 90 },
    ];
    for (const [i, { width, quality }] of cases.entries()) {
      for (const givens of puzzles.slice(12 + 3 * i, 15 + 3 * i)) {
        const jpeg = await screenshotJpeg(await boardPng(givens), width, quality);
        const result = await readPhoto(jpeg);
        expect(result.ok, `width ${width}`).toBe(true);
        if (result.ok)
          expect(gridText(result.value.grid), `width ${width} q${quality}`).toBe(gridText(givens));
      }
    }
  });

  it('reads WebP and AVIF (HEIF) files as well as PNG and JPEG', async () => {
    const givens = puzzles[31]!;
    const png = await boardPng(givens);
    for (const bytes of [
      await sharp(png).webp({ quality: 70 }).toBuffer(),
      await sharp(png).avif({ quality: 60 }).toBuffer(),
    ]) {
      const result = await readPhoto(bytes);
      expect(result.ok).toBe(true);
      if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
    }
  });

  it('reads the dark theme (light digits on a dark ground)', async () => {
    const givens = puzzles[30]!;
    const result = await readPhoto(await boardPng(givens, 'dark'));
    expect(result.ok).toBe(true);
    if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
  });

  it('maps the corners back into the photo', async () => {
    const png = await boardPng(puzzles[0]!);
    const result = await readPhoto(png);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [tl, tr, br, bl] = result.value.corners;
    expect(tl![0]).toBeLessThan(tr![0]);
    expect(tl![1]).toBeLessThan(bl![1]);
    expect(br![0]).toBeGreaterThan(bl![0]);
    expect(br![1]).toBeGreaterThan(tr![1]);
  });
});
