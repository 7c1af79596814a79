// Glare washing out a corner of the grid (a streak over its border, issue 27): the grid's outer
// contour then has that corner cut off, and the outline that took four of its corners put the
// lattice off by up to a cell there, so the cells near it were read from their neighbours. The
// four longest sides extended meet at the printed corner; the photo must then read in place, or
// at least never offer a solution for a grid that is not the printed one.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { pendingOf, photoReply } from '../../src/bot/photo.ts';
import { decodePhoto } from '../../src/vision/decode.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { chooseGrid, findGridCandidates } from '../../src/vision/locate.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { randomStrokeStyle } from '../../scripts/digit-model/stroke-digits.ts';
import { fixturePuzzles, gridText, printedGridSvg } from './boards.ts';

const CELL = 44;
const PAD = 50;
const SIDE = 9 * CELL;
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;

// A printed grid (bold border and box lines, thin cell lines, stroke-drawn digits) with an
// elongated glare streak washing out one corner, blurred a little and saved at JPEG 40.
async function washedCorner(givens: Uint8Array, corner: number, seed: string): Promise<Buffer> {
  const random = seededRandom(seed);
  const style = { ...randomStrokeStyle(random), slant: 0 };
  const size = SIDE + 2 * PAD;
  const parts = [
    `<rect width="${size}" height="${size}" fill="#f3efe6"/>`,
    ...printedGridSvg(givens, {
      pad: PAD,
      cell: CELL,
      lineColor: '#222',
      boxWidth: 3.5,
      cellWidth: 1.2,
      style,
      digitColor: '#1a1a1a',
    }),
  ];
  // The streak: a white ellipse about three cells long, centred on the corner, tilted.
  const [cx, cy] = cornerPoint(corner);
  const angle = 25 + 130 * random.next();
  parts.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="${1.6 * CELL}" ry="${0.75 * CELL}" fill="#fdfdfd" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 40 }).toBuffer();
}

const cornerPoint = (corner: number): [number, number] => [
  PAD + (corner === 1 || corner === 2 ? SIDE : 0),
  PAD + (corner >= 2 ? SIDE : 0),
];

describe('glare washing out a corner of the grid', () => {
  const puzzles = fixturePuzzles();

  it.each(CORNERS.map((name, corner) => [name, corner] as const))(
    'outlines the grid to its printed %s corner',
    async (_name, corner) => {
      const { cv } = await loadOpenCv();
      const photo = await washedCorner(puzzles[corner]!, corner, `washed-${corner}`);
      const decoded = await decodePhoto(photo);
      if (!decoded.ok) throw new Error('the test photo did not decode');
      const chosen = chooseGrid(findGridCandidates(cv, decoded.value.image));
      expect('grid' in chosen).toBe(true);
      if (!('grid' in chosen)) return;
      const scale = decoded.value.scale;
      chosen.grid.quad.forEach(([x, y], i) => {
        const [px, py] = cornerPoint(i);
        // Within a fifth of a cell of the printed corner (in the decoded image's pixels).
        expect(Math.hypot(x * scale - px, y * scale - py)).toBeLessThan(0.2 * CELL);
      });
    },
  );

  it('reads the grid in place, and offers a solution only for the printed grid', async () => {
    for (const [corner] of CORNERS.entries()) {
      const givens = puzzles[4 + corner]!;
      const result = await readPhoto(await washedCorner(givens, corner, `washed-read-${corner}`));
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      // In place: at most the cells under the streak are wrong (never a row or column a cell off).
      const wrong = [...givens.keys()].filter((i) => givens[i] !== result.value.grid[i]);
      expect(wrong.length, gridText(result.value.grid)).toBeLessThanOrEqual(3);
      const reply = photoReply(pendingOf(result.value, 0), '' as never, 'asker');
      const offers = reply.actions?.some((a) => a.command.startsWith('solve ')) ?? false;
      if (offers) expect(gridText(result.value.grid)).toBe(gridText(givens));
    }
  }, 60_000);
});
