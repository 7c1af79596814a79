// The cheaper ways pictures that are not a Sudoku are told (issue 23): a kakuro's split clue
// cells, a sketch with too few evenly spaced lines after the outline was judged, one verdict for
// one grid outlined twice, and the photo mask left unwarped where an outline lies inside.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/random.ts';
import { decodePhoto, type GrayImage } from '../../src/vision/decode.ts';
import { locateCells } from '../../src/vision/located-cells.ts';
import { sameGrid, type Quad } from '../../src/vision/geometry.ts';
import { splitCells } from '../../src/vision/grid-evidence.ts';
import { buildLattice } from '../../src/vision/lattice.ts';
import { lineLocatorMayFindGrid, seenInSketch } from '../../src/vision/line-sketch.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { warpInside, warpQuad } from '../../src/vision/warp.ts';
import { nonSudokuPhoto, photograph } from '../../scripts/vision-eval/non-sudoku.ts';
import { boardPng, fixturePuzzles } from './boards.ts';

const { cv } = await loadOpenCv();

const [CELL_PX, PAD] = [60, 40];
const SIDE_PX = 9 * CELL_PX + 2 * PAD;
const QUAD: Quad = [
  [PAD, PAD],
  [PAD + 9 * CELL_PX, PAD],
  [PAD + 9 * CELL_PX, PAD + 9 * CELL_PX],
  [PAD, PAD + 9 * CELL_PX],
];

/** A 9x9 grid with thin lines; `cell(i, x, y)` draws what each cell holds. */
function grid(cell: (i: number, x: number, y: number) => string, extra = ''): string {
  const parts = Array.from({ length: 81 }, (_, i) =>
    cell(i, PAD + (i % 9) * CELL_PX, PAD + Math.floor(i / 9) * CELL_PX),
  );
  for (let k = 0; k <= 9; k++) {
    const p = PAD + k * CELL_PX;
    const end = PAD + 9 * CELL_PX;
    parts.push(
      `<line x1="${p}" y1="${PAD}" x2="${p}" y2="${end}" stroke="#333" stroke-width="2"/>`,
    );
    parts.push(
      `<line x1="${PAD}" y1="${p}" x2="${end}" y2="${p}" stroke="#333" stroke-width="2"/>`,
    );
  }
  return parts.join('') + extra;
}

// A kakuro as style a's pictures do not draw it: grey clue cells split by a diagonal, their sums
// in two corners, the white cells empty (no black square anywhere).
const clueCells = new Set([0, 1, 2, 5, 6, 9, 18, 27, 31, 36, 40, 45, 49, 54, 63, 67, 72, 76]);
const kakuroBody = grid((i, x, y) => {
  if (!clueCells.has(i)) return '';
  const s = CELL_PX;
  return (
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="#bdb8b0"/>` +
    `<line x1="${x}" y1="${y}" x2="${x + s}" y2="${y + s}" stroke="#333" stroke-width="2"/>` +
    `<text x="${x + 0.62 * s}" y="${y + 0.38 * s}" font-family="DejaVu Sans" font-size="${0.26 * s}">${10 + (i % 30)}</text>` +
    `<text x="${x + 0.12 * s}" y="${y + 0.88 * s}" font-family="DejaVu Sans" font-size="${0.26 * s}">${3 + (i % 40)}</text>`
  );
});

// A Sudoku X: digits, and its two diagonals drawn across the grid.
const givens = fixturePuzzles()[2]!;
const end = PAD + 9 * CELL_PX;
const sudokuXBody = grid(
  (i, x, y) =>
    givens[i]
      ? `<text x="${x + CELL_PX / 2}" y="${y + 0.78 * CELL_PX}" font-family="DejaVu Sans" font-weight="bold" font-size="${0.7 * CELL_PX}" text-anchor="middle">${givens[i]}</text>`
      : '',
  `<line x1="${PAD}" y1="${PAD}" x2="${end}" y2="${end}" stroke="#333" stroke-width="2"/><line x1="${end}" y1="${PAD}" x2="${PAD}" y2="${end}" stroke="#333" stroke-width="2"/>`,
);

async function gray(body: string): Promise<GrayImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE_PX}" height="${SIDE_PX}"><rect width="100%" height="100%" fill="#f4f1ea"/>${body}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

describe('splitCells: a kakuro’s clue cells, not a Sudoku’s digits or diagonals', () => {
  it('counts the clue cells split by a diagonal, off the grid’s own diagonals', async () => {
    const lattice = buildLattice(cv, await gray(kakuroBody), QUAD, true);
    const offDiagonal = [...clueCells].filter((i) => i % 9 !== Math.floor(i / 9));
    const split = splitCells(lattice);
    expect(split).toBeGreaterThanOrEqual(offDiagonal.length - 2);
    expect(split).toBeLessThanOrEqual(offDiagonal.length);
  });

  it('counts none in a Sudoku X (its diagonals) or a Sudoku of bold digits', async () => {
    expect(splitCells(buildLattice(cv, await gray(sudokuXBody), QUAD, true))).toBe(0);
    const decoded = await decodePhoto(await boardPng(givens));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const found = locateCells(cv, decoded.value.image);
    expect(found.ok && splitCells(found.value.lattice)).toBe(0);
  });

  it('refuses a photographed kakuro with grey clue cells as a kakuro', async () => {
    const drawing = { width: SIDE_PX, height: SIDE_PX, body: kakuroBody };
    const photo = await photograph(cv, drawing, 'a', seededRandom('test grey kakuro'), 800);
    const result = await readPhoto(photo);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('not-sudoku');
    expect(result.error.reason).toEqual({ kind: 'not-sudoku', seen: { kind: 'kakuro' } });
  });
});

describe('seenInSketch after the outline was judged no Sudoku', () => {
  const outline: Quad = [
    [10, 10],
    [500, 10],
    [500, 500],
    [10, 500],
  ];
  it('ends with fewer than eight evenly spaced lines one way (a calendar, a table)', () => {
    const calendar = { quads: [outline], runs: [8, 7] as const, marks: 100 };
    expect(seenInSketch(calendar)).toBeUndefined();
    expect(seenInSketch(calendar, true)?.what).toEqual({ kind: 'calendar', rows: 6 });
    const table = { quads: [outline], runs: [12, 4] as const, marks: 400 };
    expect(seenInSketch(table, true)?.what).toEqual({ kind: 'table' });
  });
  it('leaves the outlines to be read where ten lines each way may be there', () => {
    for (const runs of [
      [10, 10],
      [10, 8],
      [17, 14],
    ] as const)
      expect(seenInSketch({ quads: [outline], runs, marks: 50 }, true)).toBeUndefined();
  });
  it('ends on squared paper: more lines than any Sudoku one way, more than ten the other', () => {
    const paper = { quads: [outline], runs: [20, 14] as const, marks: 50 };
    expect(seenInSketch(paper)).toBeUndefined();
    expect(seenInSketch(paper, true)?.strong).toBe(false);
  });
});

describe('the line locator after the sketch’s outlines were judged no Sudoku', () => {
  it('may find a grid only where eight to ten evenly spaced lines run each way', () => {
    for (const runs of [
      [10, 10],
      [8, 9],
      [20, 9],
    ] as const)
      expect(lineLocatorMayFindGrid(runs)).toBe(true);
    for (const runs of [
      [7, 10],
      [11, 11],
      [20, 14],
      [11, 15],
    ] as const)
      expect(lineLocatorMayFindGrid(runs)).toBe(false);
  });

  it('is not run on a form of letter boxes with more than ten lines each way', async () => {
    // A style-c form (rows of letter boxes) whose sketch holds 11 and 15 evenly spaced lines.
    const random = seededRandom('test squared text page 30');
    const photo = await nonSudokuPhoto(cv, 'text page', 'c', random, 900, 1);
    const steps: string[] = [];
    const result = await readPhoto(photo, { trace: (step) => steps.push(step) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('not-sudoku');
    expect(steps).toContain('early: sketch runs 11,15, no line locator');
    expect(steps.filter((step) => step.startsWith('attempt 2'))).toEqual([]);
  });
});

describe('sameGrid: one printed grid outlined twice', () => {
  const square = (x: number, y: number, side: number): Quad => [
    [x, y],
    [x + side, y],
    [x + side, y + side],
    [x, y + side],
  ];
  it('holds for a grid’s border and its cells’ hull, or the border with the page margin', () => {
    expect(sameGrid(square(100, 100, 400), square(104, 104, 392))).toBe(true);
    expect(sameGrid(square(100, 100, 400), square(60, 60, 500))).toBe(true);
  });
  it('does not hold for a grid beside it, or a page around a small grid', () => {
    expect(sameGrid(square(100, 100, 400), square(520, 100, 400))).toBe(false);
    expect(sameGrid(square(300, 300, 200), square(0, 0, 1000))).toBe(false);
  });
});

describe('warpInside: where a warped all-white mask is all white', () => {
  const white = () => new cv.Mat(600, 800, cv.CV_8UC1, new cv.Scalar(255));
  const allWhite = (quad: Quad) => {
    const source = white();
    const warped = warpQuad(cv, source, quad, 144, 16);
    try {
      return warped.data.every((v) => v === 255);
    } finally {
      source.delete();
      warped.delete();
    }
  };
  const inside: Quad = [
    [120, 90],
    [640, 110],
    [620, 520],
    [100, 500],
  ];
  const offEdge: Quad = [
    [10, 5],
    [640, 110],
    [620, 520],
    [100, 590],
  ];
  it('says so for an outline inside the photo, margin included, and not for one off its edge', () => {
    const size = { width: 800, height: 600 };
    expect(warpInside(inside, 144, 16, size)).toBe(true);
    expect(allWhite(inside)).toBe(true);
    expect(warpInside(offEdge, 144, 16, size)).toBe(false);
    expect(allWhite(offEdge)).toBe(false);
  });
});
