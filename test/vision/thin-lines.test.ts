// A grid whose box lines are as thin as its cell lines, with bold digits and the page's edge a
// cell beside it: columns of bold ink and the edge can outweigh the thin lines when the lattice
// is fitted to the ink profile, so the reader also reads the outline's own lines.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { randomStrokeStyle } from '../../scripts/digit-model/stroke-digits.ts';
import { fixturePuzzles, gridText, printedGridSvg } from './boards.ts';

// Stroke-drawn bold digits (no font needed), thin grey even lines, the page ending 0.8 of a
// cell right of the grid. Before the outline's own lines were read, 0 of these 6 read exactly.
async function thinLinedPhoto(givens: Uint8Array, seed: string): Promise<Buffer> {
  const [edge, weight, line] = [0.8, 22, '#999'];
  const cell = 36;
  const pad = 30;
  const side = 9 * cell;
  const style = { ...randomStrokeStyle(seededRandom(seed)), weight, slant: 0 };
  const parts = [
    `<rect width="${side + 2 * pad + cell}" height="${side + 2 * pad}" fill="#6a2030"/>`,
    `<rect width="${side + pad + edge * cell}" height="${side + 2 * pad}" fill="#f2eee4"/>`,
  ];
  parts.push(
    ...printedGridSvg(givens, {
      pad,
      cell,
      lineColor: line,
      boxWidth: 1.2,
      cellWidth: 1.2,
      style,
      digitColor: '#111',
    }),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side + 2 * pad + cell}" height="${side + 2 * pad}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(0.8).jpeg({ quality: 80 }).toBuffer();
}

describe('a grid with box lines as thin as its cell lines', () => {
  it('is read exactly beside a page edge, with bold digits', async () => {
    for (const [k, givens] of fixturePuzzles().slice(0, 6).entries()) {
      const result = await readPhoto(await thinLinedPhoto(givens, `thin-${k}`));
      expect(result.ok).toBe(true);
      if (result.ok) expect(gridText(result.value.grid)).toBe(gridText(givens));
    }
  }, 60_000);
});
