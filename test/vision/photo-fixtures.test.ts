// Synthetic phone photos committed as fixtures (so no font is needed at test time), and the
// rule that a misread never comes out as a confident, solvable grid.

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';
import { isProperPuzzle } from '../../src/vision/consistency.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

const dir = new URL('../fixtures/photos/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('truth.json', dir), 'utf8')) as Record<
  string,
  string
>;

describe('synthetic phone photos', () => {
  it.each(Object.keys(truth))('reads %s exactly', async (name) => {
    const result = await readPhoto(readFileSync(new URL(name, dir)));
    expect(result.ok).toBe(true);
    if (result.ok) expect(gridText(result.value.grid)).toBe(truth[name]);
  });
});

describe('a misread is never presented as a solvable grid', () => {
  it('flags the grid when a printed digit is hidden and the puzzle loses its unique solution', async () => {
    const givens = fixturePuzzles()[11]!;
    const png = await boardPng(givens);
    const first = await readPhoto(png);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    // Hide one given under a white patch, found through the corners the reader reported.
    const cell = givens.findIndex((d) => d !== 0);
    const [tl, tr, , bl] = first.value.corners;
    const step = (tr![0] - tl![0]) / 9;
    const left = Math.round(tl![0] + (cell % 9) * step + 0.15 * step);
    const top = Math.round(tl![1] + Math.floor(cell / 9) * ((bl![1] - tl![1]) / 9) + 0.15 * step);
    const patch = await sharp({
      create: {
        width: Math.round(0.7 * step),
        height: Math.round(0.7 * step),
        channels: 3,
        background: '#ffffff',
      },
    })
      .png()
      .toBuffer();
    const covered = await sharp(png)
      .composite([{ input: patch, left, top }])
      .png()
      .toBuffer();
    const result = await readPhoto(covered);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.grid[cell]).toBe(0);
    const wrongButConfident = result.value.unsure.length === 0 && isProperPuzzle(result.value.grid);
    expect(wrongButConfident).toBe(false);
    expect(result.value.status).toBe('flagged');
  });
});
