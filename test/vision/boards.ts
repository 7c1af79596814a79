// Test images for the photo reader, made on the fly: boards drawn by our own renderer (its glyphs
// are outlines shipped with the project, so no system font is needed), screenshots of them
// rescaled and JPEG-compressed, and pages with several boards. Puzzles come from
// test/fixtures/puzzles-with-solutions.txt (Sudoku Exchange, public domain).

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { renderBoard } from '../../src/render/index.ts';

/** The fixture puzzles as 81-digit arrays (0 = empty). */
export function fixturePuzzles(): Uint8Array[] {
  const path = new URL('../fixtures/puzzles-with-solutions.txt', import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => /^\d{81}\s/.test(line))
    .map((line) => Uint8Array.from(line.slice(0, 81), Number));
}

/** A PNG of the puzzle as the bot draws it. */
export function boardPng(givens: Uint8Array, theme: 'light' | 'dark' = 'light'): Promise<Buffer> {
  return renderBoard(
    { geometry: classicGeometry(9), givens, entries: new Uint8Array(81) },
    { theme },
  );
}

/** The board shrunk to `width` pixels and saved as a JPEG of the given quality (a screenshot). */
export async function screenshotJpeg(png: Buffer, width: number, quality: number): Promise<Buffer> {
  return sharp(png).resize({ width }).jpeg({ quality }).toBuffer();
}

/** Two copies of an image side by side on one page. */
export async function sideBySide(image: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(image).metadata();
  const gap = 40;
  return sharp({
    create: {
      width: 2 * width + 3 * gap,
      height: height + 2 * gap,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite([
      { input: image, left: gap, top: gap },
      { input: image, left: width + 2 * gap, top: gap },
    ])
    .png()
    .toBuffer();
}

/** Grid text with . for empty cells, for readable assertion failures. */
export function gridText(grid: ArrayLike<number>): string {
  return Array.from(grid, (d) => (d ? String(d) : '.')).join('');
}
