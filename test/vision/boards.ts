// Test images for the photo reader, made on the fly: boards drawn by our own renderer (its glyphs
// are outlines shipped with the project, so no system font is needed), screenshots of them
// rescaled and JPEG-compressed, and pages with several boards. Puzzles come from
// test/fixtures/puzzles-with-solutions.txt (Sudoku Exchange, public domain).

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { renderBoard } from '../../src/render/index.ts';
import { strokeDigitSvg, type StrokeStyle } from '../../scripts/digit-model/stroke-digits.ts';

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

/** How a drawn grid is printed: its top-left corner at (pad, pad), lines and digits. */
export interface PrintedGrid {
  readonly pad: number;
  readonly cell: number;
  readonly lineColor: string;
  /** Stroke widths of the box lines (the border among them) and of the other lines. */
  readonly boxWidth: number;
  readonly cellWidth: number;
  readonly style: StrokeStyle;
  readonly digitColor: string;
}

/** SVG elements of a printed grid's lines and its givens drawn in strokes (no font needed). */
export function printedGridSvg(givens: Uint8Array, grid: PrintedGrid): string[] {
  const { pad, cell } = grid;
  const side = 9 * cell;
  const parts: string[] = [];
  for (let k = 0; k <= 9; k++) {
    const p = pad + k * cell;
    const width = k % 3 === 0 ? grid.boxWidth : grid.cellWidth;
    const line = `stroke="${grid.lineColor}" stroke-width="${width}"`;
    parts.push(
      `<line x1="${p}" y1="${pad}" x2="${p}" y2="${pad + side}" ${line}/>`,
      `<line x1="${pad}" y1="${p}" x2="${pad + side}" y2="${p}" ${line}/>`,
    );
  }
  givens.forEach((d, i) => {
    if (!d) return;
    const x = pad + ((i % 9) + 0.5) * cell;
    const y = pad + (Math.floor(i / 9) + 0.5) * cell;
    parts.push(strokeDigitSvg(d, grid.style, x, y, 0.6 * cell, grid.digitColor));
  });
  return parts;
}
