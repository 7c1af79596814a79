// Pictures that are not a Sudoku are refused with 'not-sudoku' and what was seen, by early checks:
// filled squares, digits repeating everywhere, hardly any digits, cells of words (a located
// grid's first reading), and the long lines of a picture where no grid was outlined.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import type { Attachment } from '../../src/bot/types.ts';
import type { GrayImage } from '../../src/vision/decode.ts';
import { cellFills, filledCount, notSudokuReading } from '../../src/vision/grid-evidence.ts';
import { CELL, MARGIN } from '../../src/vision/lattice.ts';
import { seenInSketch, sketchLines } from '../../src/vision/line-sketch.ts';
import { binarize } from '../../src/vision/locate.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/index.ts';
import type { Quad } from '../../src/vision/geometry.ts';
import { nonSudokuPhoto, type NonSudokuKind } from '../../scripts/vision-eval/non-sudoku.ts';
import { ANN, CHANNEL, harness, only } from '../bot/harness.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

const { cv } = await loadOpenCv();

/** An SVG drawn to a grayscale working image. */
async function gray(svg: string): Promise<GrayImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

const svgPage = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f2efe6"/>${body}</svg>`;

/** A 9x9 grid of `cell`-pixel squares at (pad, pad); `fill(i)` says what each cell holds. */
function gridSvg(cell: number, pad: number, fill: (i: number, x: number, y: number) => string) {
  const parts: string[] = [];
  for (let i = 0; i < 81; i++)
    parts.push(fill(i, pad + (i % 9) * cell, pad + Math.floor(i / 9) * cell));
  for (let k = 0; k <= 9; k++) {
    const p = pad + k * cell;
    const w = k % 3 === 0 ? 3 : 1;
    parts.push(
      `<line x1="${p}" y1="${pad}" x2="${p}" y2="${pad + 9 * cell}" stroke="#222" stroke-width="${w}"/>`,
    );
    parts.push(
      `<line x1="${pad}" y1="${p}" x2="${pad + 9 * cell}" y2="${p}" stroke="#222" stroke-width="${w}"/>`,
    );
  }
  return parts.join('');
}

// The lattice crossings of a grid that fills the quad exactly (the straightened frame).
const idealPoints = Array.from(
  { length: 100 },
  (_, i) => [MARGIN + (i % 10) * CELL, MARGIN + Math.floor(i / 10) * CELL] as const,
);

describe('cellFills: solid squares, not bold print', () => {
  const [cell, pad] = [40, 30];
  const quad: Quad = [
    [pad, pad],
    [pad + 9 * cell, pad],
    [pad + 9 * cell, pad + 9 * cell],
    [pad, pad + 9 * cell],
  ];
  const side = 9 * cell + 2 * pad;

  it('counts a crossword-like grid’s black squares inside the outer ring as filled', async () => {
    // r1c4 and r9c5 lie on the ring, where an outline a cell off would put the table.
    const black = new Set([3, 11, 22, 40, 58, 69, 77]);
    const image = await gray(
      svgPage(
        side,
        side,
        gridSvg(cell, pad, (i, x, y) =>
          black.has(i)
            ? `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="#111"/>`
            : '',
        ),
      ),
    );
    const fills = cellFills(cv, image, quad, idealPoints);
    expect(filledCount(fills)).toBe(5);
    for (const i of black) expect(fills[i]).toBeGreaterThan(0.6);
  });

  it('counts no bold digit as filled, nor a cell in a shadow', async () => {
    const image = await gray(
      svgPage(
        side,
        side,
        `<rect x="${pad + 4 * cell}" y="0" width="${side}" height="${side}" fill="#8a877f"/>` +
          gridSvg(
            cell,
            pad,
            (i, x, y) =>
              `<text x="${x + cell / 2}" y="${y + 0.8 * cell}" font-family="DejaVu Sans" font-weight="bold" font-size="${0.9 * cell}" text-anchor="middle" fill="#111">${1 + (i % 9)}</text>`,
          ),
      ),
    );
    expect(filledCount(cellFills(cv, image, quad, idealPoints))).toBe(0);
  });
});

describe('notSudokuReading: what no misread Sudoku shows', () => {
  // A lattice on printed lines, evenly spaced, ending at the border; a shape of 10 lines each way.
  const onPrint = {
    printed: 20,
    measured: 20,
    printedBetween: 0,
    sidesRunningOn: 0,
    unevenness: 0.05,
  };
  const nineByNine = {
    columns: { lines: 10, bold: [0, 3, 6, 9] },
    rows: { lines: 10, bold: [0, 3, 6, 9] },
  };
  const facts = { repeatCover: 1, sureRepeatCover: 1, lines: onPrint, shape: nineByNine, split: 0 };
  const sudokuLike = { ...facts, digits: 26, conflicting: 2, unsure: 3, filled: 0 };
  it('lets a reading through that a misread Sudoku could give', () => {
    expect(notSudokuReading(sudokuLike)).toBeUndefined();
    expect(
      notSudokuReading({ ...facts, digits: 11, conflicting: 30, unsure: 29, filled: 3, split: 3 }),
    ).toBeUndefined();
  });
  it('refuses filled squares and repeats everywhere at once, hardly any digits or cells of words only after a closer look', () => {
    expect(notSudokuReading({ ...sudokuLike, filled: 4 })).toEqual({
      what: { kind: 'filled-squares' },
      seen: expect.stringMatching(/solid black squares/),
      strong: true,
    });
    expect(notSudokuReading({ ...sudokuLike, split: 4 })).toEqual({
      what: { kind: 'kakuro' },
      seen: expect.stringMatching(/kakuro/),
      strong: true,
    });
    expect(notSudokuReading({ ...sudokuLike, conflicting: 31 })).toEqual({
      what: { kind: 'repeats' },
      seen: expect.stringMatching(/repeat/),
      strong: true,
    });
    expect(notSudokuReading({ ...sudokuLike, repeatCover: 9 })).toEqual({
      what: { kind: 'repeats' },
      seen: expect.stringMatching(/repeat/),
      strong: true,
    });
    // Digits read with confidence that repeat: a table's, unless the lattice may lie a cell over.
    expect(notSudokuReading({ ...sudokuLike, repeatCover: 4, sureRepeatCover: 4 })).toEqual({
      what: { kind: 'repeats' },
      seen: expect.stringMatching(/repeat/),
      strong: true,
    });
    const runningOn = { ...onPrint, sidesRunningOn: 1 };
    expect(
      notSudokuReading({ ...sudokuLike, repeatCover: 7, sureRepeatCover: 7, lines: runningOn }),
    ).toBeUndefined();
    expect(notSudokuReading({ ...sudokuLike, repeatCover: 3, sureRepeatCover: 3 })).toBeUndefined();
    expect(notSudokuReading({ ...sudokuLike, digits: 10 })).toEqual({
      what: { kind: 'few-digits' },
      seen: expect.stringMatching(/almost no single digits/),
      strong: false,
    });
    // Many unsure cells alone are no proof: with 15 digits or more a repair may still check out.
    expect(notSudokuReading({ ...sudokuLike, digits: 15, unsure: 60 })).toBeUndefined();
    expect(notSudokuReading({ ...sudokuLike, digits: 14, unsure: 30 })).toEqual({
      what: { kind: 'words' },
      seen: expect.stringMatching(/words or numbers/),
      strong: false,
    });
  });
});

describe('sketchLines: what a picture without an outlined grid shows', () => {
  const seen = async (body: string) => {
    const binary = binarize(cv, await gray(svgPage(800, 1000, body)), true);
    try {
      return seenInSketch(sketchLines(cv, binary));
    } finally {
      binary.delete();
    }
  };
  const random = seededRandom('sketch');
  const words = (y0: number, rows: number, x0 = 60) =>
    Array.from(
      { length: rows },
      (_, r) =>
        `<text x="${x0}" y="${y0 + r * 22}" font-family="DejaVu Sans" font-size="15" fill="#222">${Array.from({ length: 9 }, () => 'lorem ipsum dolor'.slice(0, 3 + random.int(12))).join(' ')}</text>`,
    ).join('');

  it('says "no grid at all" for a blank page and "a page of text" for text', async () => {
    expect((await seen(''))?.seen).toBe('no grid at all');
    expect((await seen(words(80, 40)))?.seen).toBe('a page of text');
  });

  it('says "a table" for ruled rows with unevenly spaced columns', async () => {
    const xs = [50, 130, 330, 420, 700];
    const ys = Array.from({ length: 16 }, (_, r) => 100 + r * 40);
    const rules = [
      ...xs.map(
        (x) => `<line x1="${x}" y1="100" x2="${x}" y2="700" stroke="#222" stroke-width="2"/>`,
      ),
      ...ys.map(
        (y) => `<line x1="50" y1="${y}" x2="700" y2="${y}" stroke="#222" stroke-width="2"/>`,
      ),
    ].join('');
    const cells = ys
      .slice(0, -1)
      .map(
        (y) =>
          `<text x="60" y="${y + 27}" font-family="DejaVu Sans" font-size="16">12.5 ab 77 de 1234 x 56</text>`,
      );
    expect((await seen(rules + cells.join('')))?.seen).toBe('a table');
  });

  it('leaves a 9x9 grid to the line locator', async () => {
    expect(await seen(gridSvg(60, 130, () => ''))).toBeUndefined();
  });
});

describe('pictures that are not a Sudoku are refused, quickly and clearly', () => {
  const kinds: NonSudokuKind[] = [
    'chessboard',
    'crossword',
    'calendar',
    '9x9 table',
    'text page',
    'blank page',
  ];
  it.each(kinds)('refuses a photographed %s with not-sudoku', async (kind) => {
    const photo = await nonSudokuPhoto(cv, kind, 'a', seededRandom(`test ${kind}`), 640);
    const result = await readPhoto(photo);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('not-sudoku');
    expect(result.error.message).toMatch(
      /^I don't see a Sudoku grid in this picture \(I see .+\)\. Send a photo of a printed 9x9 Sudoku/,
    );
  });

  it('still reads a Sudoku', async () => {
    const givens = fixturePuzzles()[4]!;
    const result = await readPhoto(await boardPng(givens));
    expect(result.ok && gridText(result.value.grid)).toBe(gridText(givens));
  });

  it('tells the user what was seen and what to send instead', async () => {
    const message =
      "I don't see a Sudoku grid in this picture (I see a page of text). Send a photo of a printed 9x9 Sudoku, with the whole grid in the frame.";
    const reader = {
      read: async () => ({ ok: false as const, error: { code: 'not-sudoku' as const, message } }),
    };
    const h = harness({ photoReader: reader });
    const attachment: Attachment = {
      name: 'page.jpg',
      contentType: 'image/jpeg',
      size: 10,
      fetch: async () => Buffer.alloc(10),
    };
    const reply = only(
      await h.bot.handle({
        conversation: CHANNEL,
        user: ANN,
        command: { kind: 'solvePhoto' },
        attachments: [attachment],
      }),
    );
    expect(reply.text).toContain(message);
    expect(reply.text).toMatch(/type the grid/);
    expect(reply.board).toBeUndefined();
  });
});
