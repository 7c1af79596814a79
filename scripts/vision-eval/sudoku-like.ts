// Photos of Sudoku grids the reader must answer in its own way (issue 27's bad input): a 6x6
// and a 16x16 Sudoku (named: the reader reads 9x9 grids), a finished grid (solved already), a
// grid with pencil marks (marks ignored), a photo of a phone screen showing a Sudoku app, and
// two grids in one photo (one read, and which one said). Drawn as SVG and photographed; the
// 'tuning' set with the camera of the non-Sudoku styles a/b and common fonts, the 'held-out' set
// with style c's camera, fonts the digit model never saw and streams of its own.

import { readFileSync } from 'node:fs';
import { seededRandom, type Random } from '../../src/engine/random.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { photograph } from './non-sudoku.ts';
import { between, line, rect, text, words, type Drawing } from './non-sudoku-svg.ts';

export const SUDOKU_LIKE_KINDS = [
  '6x6 sudoku',
  '16x16 sudoku',
  'finished grid',
  'pencil marks',
  'phone screen',
  'two grids',
] as const;
export type SudokuLikeKind = (typeof SUDOKU_LIKE_KINDS)[number];
export type SudokuLikeSet = 'tuning' | 'held-out';

export interface SudokuLikePhoto {
  readonly kind: SudokuLikeKind;
  readonly name: string;
  readonly jpeg: Buffer;
  /** The 9x9 grids printed (givens, 0 = empty): one, two for 'two grids', none for 6x6/16x16. */
  readonly truths: readonly Uint8Array[];
}

const PER_KIND = 3;

/** Puzzles and solutions of test/fixtures/puzzles-with-solutions.txt. */
function fixtures(): { puzzle: Uint8Array; solution: Uint8Array }[] {
  const path = new URL('../../test/fixtures/puzzles-with-solutions.txt', import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => /^\d{81}\s+\d{81}/.test(l))
    .map((l) => ({
      puzzle: Uint8Array.from(l.slice(0, 81), Number),
      solution: Uint8Array.from(l.slice(82, 163), Number),
    }));
}

/** The photos of a set, kind by kind. */
export async function* sudokuLikePhotos(
  cv: Cv,
  set: SudokuLikeSet,
): AsyncGenerator<SudokuLikePhoto> {
  const puzzles = fixtures();
  for (const kind of SUDOKU_LIKE_KINDS) {
    for (let k = 0; k < PER_KIND; k++) yield sudokuLikePhoto(cv, set, kind, k, puzzles);
  }
}

/** Where the second of two grids is printed: beside the first, or under it. */
export type TwoGridsLayout = 'beside' | 'stacked';

/**
 * Photo `k` of a kind in a set (the same stream gives the same photo); `layout` places the
 * second of two grids whatever the stream would have chosen.
 */
export async function sudokuLikePhoto(
  cv: Cv,
  set: SudokuLikeSet,
  kind: SudokuLikeKind,
  k: number,
  puzzles: readonly Fixture[] = fixtures(),
  layout?: TwoGridsLayout,
): Promise<SudokuLikePhoto> {
  const random = seededRandom(`sudoku-like ${set} ${kind} ${k}`);
  const font = random.pick(
    set === 'tuning' ? ['DejaVu Sans', 'Liberation Serif'] : ['Roboto', 'Lato', 'STIX'],
  );
  const [first, second] = random.shuffle([...puzzles]);
  const { drawing, truths } = draw(kind, random.fork('drawing'), font, first!, second!, layout);
  const camera = set === 'tuning' ? 'a' : 'c';
  const jpeg = await photograph(cv, drawing, camera, random.fork('camera'));
  const name = layout ? `${kind} ${layout} ${k}` : `${kind} ${k}`;
  return { kind, name, jpeg, truths };
}

export type Fixture = { puzzle: Uint8Array; solution: Uint8Array };

function draw(
  kind: SudokuLikeKind,
  random: Random,
  font: string,
  first: Fixture,
  second: Fixture,
  layout?: TwoGridsLayout,
): { drawing: Drawing; truths: Uint8Array[] } {
  const side = between(random, 560, 720);
  const [x0, y0] = [70, 150];
  const pageOf = (body: string, width = side + 140, height = side + 260): Drawing => ({
    width,
    height,
    body: `${text(x0, 90, 30, font, words(random, 2), 'font-weight="bold"')}${body}${text(x0, height - 50, 14, font, words(random, 8))}`,
  });
  switch (kind) {
    case '6x6 sudoku':
    case '16x16 sudoku': {
      const n = kind === '6x6 sudoku' ? 6 : 16;
      const symbols = n === 6 ? '123456' : '123456789ABCDEFG';
      const cells = Array.from({ length: n * n }, () =>
        random.next() < 0.4 ? symbols[random.int(n)]! : '',
      );
      const grid = gridSvg(n, n === 6 ? [2, 3] : [4, 4], x0, y0, side, cells, font, random);
      return { drawing: pageOf(grid), truths: [] };
    }
    case 'finished grid': {
      const colour = random.next() < 0.5 ? '#222' : '#1f3a93';
      const cells = [...first.solution].map((d, i) =>
        first.puzzle[i] ? `${d}` : `${d}|${colour}`,
      );
      return {
        drawing: pageOf(gridSvg(9, [3, 3], x0, y0, side, cells, font, random)),
        truths: [first.solution],
      };
    }
    case 'pencil marks': {
      const cells = [...first.puzzle].map((d) => (d ? `${d}` : ''));
      const marks = [...first.puzzle].map((d, i) =>
        d || random.next() > 0.45 ? [] : candidates(first, i, random),
      );
      return {
        drawing: pageOf(gridSvg(9, [3, 3], x0, y0, side, cells, font, random, marks)),
        truths: [first.puzzle],
      };
    }
    case 'phone screen':
      return { drawing: phoneScreen(first.puzzle, font, random), truths: [first.puzzle] };
    case 'two grids': {
      const small = side * between(random, 0.55, 0.75);
      const drawn = random.next() < 0.5;
      const beside = layout ? layout === 'beside' : drawn;
      const [x1, y1] = beside ? [x0 + small + 70, y0] : [x0, y0 + small + 90];
      const digits = (p: Uint8Array) => [...p].map((d) => (d ? `${d}` : ''));
      const body =
        gridSvg(9, [3, 3], x0, y0, small, digits(first.puzzle), font, random) +
        gridSvg(9, [3, 3], x1, y1, small, digits(second.puzzle), font, random);
      const [width, height] = beside
        ? [2 * small + 210, small + 260]
        : [small + 140, 2 * small + 350];
      return { drawing: pageOf(body, width, height), truths: [first.puzzle, second.puzzle] };
    }
  }
}

// Candidates of an empty cell (digits not seen in its row, column or box), 2-5 of them.
function candidates(fixture: Fixture, cell: number, random: Random): number[] {
  const [r, c] = [Math.floor(cell / 9), cell % 9];
  const seen = new Set<number>();
  for (let k = 0; k < 9; k++) {
    seen.add(fixture.puzzle[r * 9 + k]!);
    seen.add(fixture.puzzle[k * 9 + c]!);
    seen.add(
      fixture.puzzle[
        (3 * Math.floor(r / 3) + Math.floor(k / 3)) * 9 + 3 * Math.floor(c / 3) + (k % 3)
      ]!,
    );
  }
  const open = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  const keep = new Set(random.shuffle(open).slice(0, 2 + random.int(4)));
  keep.add(fixture.solution[cell]!);
  return [...keep].sort();
}

/**
 * An n x n grid with boxes of `box` = [rows, columns] at (x0, y0), `side` wide. A cell's text may
 * carry its colour after a bar ("7|#1f3a93"); `marks` are pencil marks, drawn small in grey.
 */
function gridSvg(
  n: number,
  box: readonly [number, number],
  x0: number,
  y0: number,
  side: number,
  cells: readonly string[],
  font: string,
  random: Random,
  marks?: readonly number[][],
): string {
  const cell = side / n;
  const thin = between(random, 0.8, 1.6);
  const thick = between(random, 2.4, 4);
  const parts: string[] = [rect(x0, y0, side, side, '#fdfdf8')];
  cells.forEach((value, i) => {
    const [r, c] = [Math.floor(i / n), i % n];
    const [cx, cy] = [x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell];
    if (value) {
      const [digit, colour] = value.split('|');
      const size = 0.62 * cell;
      const fill = colour ? `fill="${colour}"` : '';
      parts.push(text(cx, cy + 0.36 * size, size, font, digit!, `text-anchor="middle" ${fill}`));
    }
    for (const d of marks?.[i] ?? []) {
      const [mx, my] = [
        cx + (((d - 1) % 3) - 1) * 0.3 * cell,
        cy + (Math.floor((d - 1) / 3) - 1) * 0.3 * cell,
      ];
      parts.push(
        text(
          mx,
          my + 0.08 * cell,
          0.22 * cell,
          font,
          String(d),
          'text-anchor="middle" fill="#707070"',
        ),
      );
    }
  });
  for (let k = 0; k <= n; k++) {
    const across = k % box[1] === 0 ? thick : thin;
    const down = k % box[0] === 0 ? thick : thin;
    parts.push(line(x0 + k * cell, y0, x0 + k * cell, y0 + side, across));
    parts.push(line(x0, y0 + k * cell, x0 + side, y0 + k * cell, down));
  }
  return parts.join('');
}

// A phone showing a Sudoku app: a dark body, a status bar, the grid with the selected cell's
// row, column and box shaded, a timer, and a row of number buttons under the grid.
function phoneScreen(puzzle: Uint8Array, font: string, random: Random): Drawing {
  const [width, height] = [620, 1240];
  const dark = random.next() < 0.4;
  const [screen, ink, shade] = dark
    ? ['#1e1e24', '#e8e8e8', '#34344a']
    : ['#fafafa', '#111', '#dde6f3'];
  const side = 560;
  const [x0, y0] = [30, 260];
  const cell = side / 9;
  const selected = random.int(81);
  const [sr, sc] = [Math.floor(selected / 9), selected % 9];
  const parts = [
    `<rect x="0" y="0" width="${width}" height="${height}" rx="60" fill="#0b0b0b"/>`,
    rect(20, 60, width - 40, height - 120, screen),
    text(40, 100, 20, font, '9:41', `fill="${ink}"`),
    text(
      width / 2,
      190,
      34,
      font,
      'Sudoku',
      `text-anchor="middle" font-weight="bold" fill="${ink}"`,
    ),
    text(
      width - 40,
      230,
      20,
      font,
      `0${random.int(6)}:${10 + random.int(50)}`,
      `text-anchor="end" fill="${ink}"`,
    ),
  ];
  for (let i = 0; i < 81; i++) {
    const [r, c] = [Math.floor(i / 9), i % 9];
    const same =
      r === sr ||
      c === sc ||
      (Math.floor(r / 3) === Math.floor(sr / 3) && Math.floor(c / 3) === Math.floor(sc / 3));
    if (same)
      parts.push(
        rect(x0 + c * cell, y0 + r * cell, cell, cell, i === selected ? '#9fc0ec' : shade),
      );
    if (puzzle[i])
      parts.push(
        text(
          x0 + (c + 0.5) * cell,
          y0 + (r + 0.5) * cell + 0.22 * cell,
          0.6 * cell,
          font,
          String(puzzle[i]),
          `text-anchor="middle" fill="${ink}"`,
        ),
      );
  }
  for (let k = 0; k <= 9; k++) {
    const w = k % 3 === 0 ? 3 : 1;
    const colour = dark ? '#8a8a9a' : '#444';
    parts.push(line(x0 + k * cell, y0, x0 + k * cell, y0 + side, w, colour));
    parts.push(line(x0, y0 + k * cell, x0 + side, y0 + k * cell, w, colour));
  }
  for (let d = 1; d <= 9; d++)
    parts.push(
      text(
        x0 + (d - 0.5) * cell,
        y0 + side + 110,
        44,
        font,
        String(d),
        `text-anchor="middle" fill="${dark ? '#7fa7ff' : '#2a5bd7'}"`,
      ),
    );
  // Moire: the screen's pixel rows beating with the camera's, faint stripes at a slant.
  const pitch = between(random, 3, 6).toFixed(1);
  parts.push(
    `<defs><pattern id="moire" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse" patternTransform="rotate(${between(random, 5, 40).toFixed(0)})"><rect width="${pitch}" height="1.2" fill="#000"/></pattern></defs>`,
    `<rect x="20" y="60" width="${width - 40}" height="${height - 120}" fill="url(#moire)" fill-opacity="${between(random, 0.05, 0.14).toFixed(2)}"/>`,
  );
  return { width, height, body: parts.join('') };
}
