// SVG drawings of printed things that are not a Sudoku: tables, calendars, crosswords, chess
// boards, blank, ruled and squared paper, pages of text, 9x9 tables without box lines, kakuro.
// Each drawing comes in three styles: 'a' for the tuning set, 'b' (other layouts, fonts and
// details) for the first held-out set, 'c' (non-sudoku-drawings-c.ts, written before any check
// was tuned on b) for the held-out set nobody looked at while tuning.

import type { Random } from '../../src/engine/random.ts';
import { drawStyleC } from './non-sudoku-drawings-c.ts';
import {
  between,
  even,
  gridLines,
  line,
  page,
  rect,
  text,
  word,
  words,
  type Drawing,
} from './non-sudoku-svg.ts';

export type { Drawing } from './non-sudoku-svg.ts';

export const NON_SUDOKU_KINDS = [
  'table',
  'calendar',
  'crossword',
  'chessboard',
  'blank page',
  'text page',
  '9x9 table',
  'kakuro',
] as const;
export type NonSudokuKind = (typeof NON_SUDOKU_KINDS)[number];

/** 'a': the tuning set's styles; 'b': the first held-out set's; 'c': the untouched held-out set's. */
export type DrawingStyle = 'a' | 'b' | 'c';
/** The styles drawn in this file. */
type StyleAB = Exclude<DrawingStyle, 'c'>;

const fontOf = (style: StyleAB, random: Random) =>
  style === 'a'
    ? random.pick(['DejaVu Sans', 'DejaVu Serif'])
    : random.pick(['DejaVu Sans Mono', 'DejaVu Sans Condensed', 'DejaVu Serif Condensed']);

function table(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const columns = style === 'a' ? 4 + random.int(3) : 8 + random.int(4);
  const rows = 9 + random.int(8);
  const weights = Array.from({ length: columns }, () => between(random, 0.5, 2.5));
  const total = weights.reduce((a, b) => a + b, 0);
  const [x0, y0, width, rowH] = [60, 120, 880, between(random, 34, 52)];
  const xs = [x0];
  for (const w of weights) xs.push(xs.at(-1)! + (width * w) / total);
  const ys = even(y0, rowH, rows);
  const parts: string[] = [];
  if (style === 'b')
    for (let r = 1; r < rows; r += 2) parts.push(rect(x0, ys[r]!, width, rowH, '#e4e4e4'));
  parts.push(rect(x0, y0, width, rowH, style === 'a' ? '#fff' : '#c8c8c8'));
  parts.push(gridLines(xs, ys, between(random, 1, 2.5)));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const body = r === 0 || c === 0 ? word(random) : String(random.int(r % 2 ? 999 : 99999));
      const bold = r === 0 ? 'font-weight="bold"' : '';
      parts.push(text(xs[c]! + 6, ys[r]! + 0.68 * rowH, 0.45 * rowH, font, body, bold));
    }
  return page(random, font, 1000, y0 + rows * rowH + 120, y0, parts.join(''));
}

function calendar(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const weeks = 5 + random.int(2);
  const cellW = between(random, 110, 130);
  const cellH = style === 'a' ? cellW * between(random, 1.1, 1.4) : cellW;
  const [x0, y0] = [60, 170];
  const xs = even(x0, cellW, 7);
  const ys = even(y0, cellH, weeks);
  const days =
    style === 'a'
      ? ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']
      : ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
  const parts = [text(x0, 90, 44, font, `${word(random)} 2024`, 'font-weight="bold"')];
  if (style === 'b') parts.push(rect(xs[5]!, y0, 2 * cellW, weeks * cellH, '#e2e2e2'));
  days.forEach((d, c) => parts.push(text(xs[c]! + 10, y0 - 14, 22, font, d)));
  parts.push(gridLines(xs, ys, between(random, 1, 3)));
  const start = random.int(7);
  const length = 28 + random.int(4);
  for (let k = 0; k < 7 * weeks; k++) {
    const day = k - start + 1;
    const out = day < 1 || day > length;
    if (out && style === 'a') continue;
    const shown = day < 1 ? 31 + day : day > length ? day - length : day;
    const [c, r] = [k % 7, Math.floor(k / 7)];
    const fill = out ? 'fill-opacity="0.35"' : '';
    if (style === 'a') parts.push(text(xs[c]! + 8, ys[r]! + 30, 26, font, String(shown), fill));
    else
      parts.push(
        text(
          xs[c]! + cellW / 2,
          ys[r]! + 0.62 * cellH,
          40,
          font,
          String(shown),
          `text-anchor="middle" ${fill}`,
        ),
      );
  }
  return page(random, font, 920, y0 + weeks * cellH + 110, 0, parts.join(''));
}

function crossword(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const n = style === 'a' ? 15 : random.pick([11, 13]);
  const cell = 820 / n;
  const [x0, y0] = [90, 120];
  const black = new Uint8Array(n * n);
  // Black squares with the usual half-turn symmetry.
  for (let i = 0; i < (n * n) / 2; i++)
    if (random.next() < 0.17) black[i] = black[n * n - 1 - i] = 1;
  const parts: string[] = [rect(x0, y0, n * cell, n * cell, '#fff')];
  let number = 1;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const [x, y] = [x0 + c * cell, y0 + r * cell];
      if (black[r * n + c]) {
        parts.push(rect(x, y, cell, cell, '#111'));
        continue;
      }
      const open = (rr: number, cc: number) =>
        rr >= 0 && cc >= 0 && rr < n && cc < n && !black[rr * n + cc];
      const starts = (!open(r, c - 1) && open(r, c + 1)) || (!open(r - 1, c) && open(r + 1, c));
      if (starts) parts.push(text(x + 3, y + 0.3 * cell, 0.26 * cell, font, String(number++)));
      if (style === 'b' && random.next() < 0.3) {
        const letter = String.fromCharCode(65 + random.int(26));
        parts.push(
          text(x + cell / 2, y + 0.8 * cell, 0.6 * cell, font, letter, 'text-anchor="middle"'),
        );
      }
    }
  parts.push(gridLines(even(x0, cell, n), even(y0, cell, n), between(random, 1, 2)));
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${n * cell}" height="${n * cell}" fill="none" stroke="#111" stroke-width="3"/>`,
  );
  return page(random, font, 1000, y0 + n * cell + 110, y0, parts.join(''));
}

function chessboard(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const cell = between(random, 85, 105);
  const [x0, y0] = [100, 130];
  const dark = style === 'a' ? random.pick(['#333', '#8a6a4a', '#777']) : 'url(#hatch)';
  const parts: string[] = [
    `<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/><line x1="0" y1="0" x2="0" y2="6" stroke="#111" stroke-width="2.5"/></pattern></defs>`,
    rect(x0, y0, 8 * cell, 8 * cell, '#f4f0e6'),
  ];
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++)
      if ((r + c) % 2) parts.push(rect(x0 + c * cell, y0 + r * cell, cell, cell, dark));
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${8 * cell}" height="${8 * cell}" fill="none" stroke="#111" stroke-width="4"/>`,
  );
  if (style === 'b') {
    const pieces = '♔♕♖♗♘♙♚♛♜♝♞♟';
    for (let k = 0; k < 10 + random.int(12); k++) {
      const [r, c] = [random.int(8), random.int(8)];
      const glyph = pieces[random.int(pieces.length)]!;
      parts.push(
        text(
          x0 + (c + 0.5) * cell,
          y0 + (r + 0.8) * cell,
          0.8 * cell,
          'DejaVu Sans',
          glyph,
          'text-anchor="middle" stroke="#fff" stroke-width="1"',
        ),
      );
    }
    for (let k = 0; k < 8; k++) {
      parts.push(text(x0 + (k + 0.45) * cell, y0 + 8 * cell + 28, 22, font, 'abcdefgh'[k]!));
      parts.push(text(x0 - 28, y0 + (k + 0.6) * cell, 22, font, String(8 - k)));
    }
  }
  return page(random, font, 8 * cell + 200, y0 + 8 * cell + 120, y0, parts.join(''));
}

function blankPage(random: Random, style: StyleAB): Drawing {
  const [w, h] = [900, 1200];
  const parts: string[] = [];
  if (style === 'a') {
    // A fold and a few specks.
    parts.push(
      line(0, h * between(random, 0.4, 0.6), w, h * between(random, 0.4, 0.6), 3, '#00000010'),
    );
    for (let k = 0; k < 6; k++)
      parts.push(
        `<circle cx="${between(random, 0, w)}" cy="${between(random, 0, h)}" r="${between(random, 1, 3)}" fill="#555"/>`,
      );
  } else if (random.next() < 0.5) {
    // Ruled notebook paper with a margin.
    for (let y = 120; y < h; y += 32) parts.push(line(0, y, w, y, 1.2, '#6f8fcf'));
    parts.push(line(110, 0, 110, h, 1.5, '#d05050'));
  } else {
    // Squared paper.
    const step = between(random, 28, 40);
    for (let x = 0; x < w; x += step) parts.push(line(x, 0, x, h, 1, '#7fa0c8'));
    for (let y = 0; y < h; y += step) parts.push(line(0, y, w, y, 1, '#7fa0c8'));
  }
  return { width: w, height: h, body: parts.join('') };
}

function textPage(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const [w, h] = [900, 1200];
  const columns = style === 'a' ? 1 : 2 + random.int(2);
  const gap = 30;
  const colW = (w - 120 - (columns - 1) * gap) / columns;
  const size = between(random, 14, 19);
  const parts = [text(60, 100, 40, font, words(random, 4), 'font-weight="bold"')];
  for (let c = 0; c < columns; c++) {
    const x = 60 + c * (colW + gap);
    if (c > 0) parts.push(line(x - gap / 2, 150, x - gap / 2, h - 60, 1));
    for (let y = 160; y < h - 60; y += size * 1.4) {
      if (random.next() < 0.08) continue; // paragraph break
      parts.push(
        text(x, y, size, font, words(random, Math.max(2, Math.round(colW / (size * 3.2))))),
      );
    }
  }
  return { width: w, height: h, body: parts.join('') };
}

function nineByNineTable(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const cell = between(random, 70, 95);
  const [x0, y0] = [80, 140];
  const lineWidth = between(random, 1, 2.5);
  const parts: string[] = [gridLines(even(x0, cell, 9), even(y0, cell, 9), lineWidth)];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      let value: string;
      if (style === 'a')
        value = String((r + 1) * (c + 1)); // a times table
      else if (random.next() < 0.5)
        continue; // scattered single digits, as a lottery card
      else value = String(1 + random.int(9));
      const size = style === 'a' ? 0.36 * cell : 0.6 * cell;
      parts.push(
        text(
          x0 + (c + 0.5) * cell,
          y0 + (r + 0.5) * cell + size * 0.36,
          size,
          font,
          value,
          'text-anchor="middle"',
        ),
      );
    }
  return page(random, font, 9 * cell + 160, y0 + 9 * cell + 110, y0, parts.join(''));
}

function kakuro(random: Random, style: StyleAB): Drawing {
  const font = fontOf(style, random);
  const n = style === 'a' ? 8 : 10;
  const cell = 800 / n;
  const [x0, y0] = [100, 130];
  const parts: string[] = [];
  const clueFill = style === 'a' ? '#222' : '#bbb';
  const clueInk = style === 'a' ? '#fff' : '#111';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const [x, y] = [x0 + c * cell, y0 + r * cell];
      const clue = r === 0 || c === 0 || random.next() < 0.22;
      if (!clue) {
        if (style === 'b' && random.next() < 0.4)
          parts.push(
            text(
              x + cell / 2,
              y + 0.72 * cell,
              0.55 * cell,
              font,
              String(1 + random.int(9)),
              'text-anchor="middle"',
            ),
          );
        continue;
      }
      parts.push(rect(x, y, cell, cell, clueFill));
      if (r === 0 && c === 0) continue;
      parts.push(line(x, y, x + cell, y + cell, 1.5, clueInk));
      const small = 0.28 * cell;
      if (random.next() < 0.7)
        parts.push(
          `<text x="${x + 0.12 * cell}" y="${y + 0.88 * cell}" font-family="${font}" font-size="${small}" fill="${clueInk}">${3 + random.int(40)}</text>`,
        );
      if (random.next() < 0.7)
        parts.push(
          `<text x="${x + 0.55 * cell}" y="${y + 0.36 * cell}" font-family="${font}" font-size="${small}" fill="${clueInk}">${3 + random.int(40)}</text>`,
        );
    }
  parts.push(gridLines(even(x0, cell, n), even(y0, cell, n), between(random, 1.2, 2.5)));
  return page(random, font, 1000, y0 + n * cell + 110, y0, parts.join(''));
}

/** One drawing of `kind` in `style` (`variant`: which of style c's layouts of that kind). */
export function drawNonSudoku(
  kind: NonSudokuKind,
  style: DrawingStyle,
  random: Random,
  variant = 0,
): Drawing {
  if (style === 'c') return drawStyleC(kind, random, variant);
  switch (kind) {
    case 'table':
      return table(random, style);
    case 'calendar':
      return calendar(random, style);
    case 'crossword':
      return crossword(random, style);
    case 'chessboard':
      return chessboard(random, style);
    case 'blank page':
      return blankPage(random, style);
    case 'text page':
      return textPage(random, style);
    case '9x9 table':
      return nineByNineTable(random, style);
    case 'kakuro':
      return kakuro(random, style);
  }
}
