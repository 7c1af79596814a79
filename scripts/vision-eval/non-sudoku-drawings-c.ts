// Style c of the pictures that are not a Sudoku: the held-out set nobody tuned on. Written before
// any check was tuned on style b, with layouts neither a nor b has: spreadsheets with equal
// columns, planners with week numbers, barred and 9x9 crosswords, screen chess boards and
// draughts, engineering and dot paper, forms with letter boxes, 9x9 grids WITH box lines (two-digit
// numbers, a full grid of repeating digits, letters, a nonogram), kakuro in other colours.
// Each kind has several layouts; `variant` (the picture's index in its kind) picks one.

import type { Random } from '../../src/engine/random.ts';
import type { NonSudokuKind } from './non-sudoku-drawings.ts';
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

const fontOf = (random: Random) =>
  random.pick(['Liberation Sans', 'Liberation Serif', 'Liberation Sans Narrow', 'TeX Gyre Heros']);

const circle = (cx: number, cy: number, r: number, extra: string) =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" ${extra}/>`;

// A spreadsheet printout: equal columns, thin grey rules, right-aligned decimals, a total row.
function table(random: Random): Drawing {
  const font = random.pick(['Liberation Sans Narrow', 'Liberation Sans']);
  const columns = 5 + random.int(5);
  const rows = 12 + random.int(10);
  const [x0, y0, width, rowH] = [50, 110, 900, between(random, 28, 40)];
  const xs = even(x0, width / columns, columns);
  const ys = even(y0, rowH, rows);
  const parts = [rect(x0, y0, width, rowH, '#dde8f5')];
  parts.push(gridLines(xs, ys, between(random, 0.7, 1.3), '#888'));
  parts.push(line(x0, ys[rows - 1]! - 3, x0 + width, ys[rows - 1]! - 3, 1, '#333'));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const size = 0.48 * rowH;
      const y = ys[r]! + 0.7 * rowH;
      if (r === 0 || c === 0) {
        const bold = r === 0 || r === rows - 1 ? 'font-weight="bold"' : '';
        const label = r === rows - 1 && c === 0 ? 'Total' : word(random);
        parts.push(text(xs[c]! + 5, y, size, font, label, bold));
      } else {
        const value = `${random.int(9999)}.${String(random.int(100)).padStart(2, '0')}`;
        const end = 'text-anchor="end"';
        parts.push(text(xs[c + 1]! - 5, y, size, font, value, end));
      }
    }
  return page(random, font, 1000, y0 + rows * rowH + 120, y0, parts.join(''));
}

// A month planner: a week-number column, or big bold dates with today in a dark disc.
function calendar(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const weekColumn = variant % 2 === 0;
  const columns = weekColumn ? 8 : 7;
  const cellW = between(random, 100, 118);
  const cellH = cellW * between(random, 0.75, 1);
  const [x0, y0] = [50, 170];
  const xs = even(x0, cellW, columns);
  const weeks = 6;
  const ys = even(y0, cellH, weeks);
  const parts = [
    text(x0, 95, 48, font, `${word(random).toUpperCase()} 2025`, 'font-weight="bold"'),
  ];
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const heads = weekColumn ? ['Wk', ...names] : names;
  heads.forEach((d, c) => parts.push(text(xs[c]! + 8, y0 - 12, 20, font, d, 'font-weight="bold"')));
  parts.push(gridLines(xs, ys, between(random, 0.8, 2), '#444'));
  const start = random.int(7);
  const length = 28 + random.int(4);
  const today = 1 + random.int(length);
  const firstWeek = 1 + random.int(48);
  for (let r = 0; r < weeks; r++) {
    if (weekColumn) parts.push(text(xs[0]! + 10, ys[r]! + 28, 18, font, String(firstWeek + r)));
    for (let d = 0; d < 7; d++) {
      const day = r * 7 + d - start + 1;
      if (day < 1 || day > length) continue;
      const c = weekColumn ? d + 1 : d;
      const colour = d === 6 ? 'fill="#c0392b"' : '';
      if (weekColumn) {
        parts.push(
          text(xs[c + 1]! - 8, ys[r]! + 24, 22, font, String(day), `text-anchor="end" ${colour}`),
        );
        if (random.next() < 0.15)
          parts.push(text(xs[c]! + 6, ys[r]! + cellH - 12, 12, font, words(random, 2)));
      } else {
        const [cx, cy] = [xs[c]! + cellW / 2, ys[r]! + cellH / 2];
        if (day === today) parts.push(circle(cx, cy, 0.32 * cellH, 'fill="#222"'));
        const ink = day === today ? 'fill="#fff"' : colour;
        parts.push(
          text(
            cx,
            cy + 12,
            34,
            font,
            String(day),
            `text-anchor="middle" font-weight="bold" ${ink}`,
          ),
        );
      }
    }
  }
  return page(random, font, x0 + columns * cellW + 60, y0 + weeks * cellH + 110, 0, parts.join(''));
}

// A barred crossword (bold bars between cells, no black squares), or a 9x9 one with letters.
function crossword(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const barred = variant % 2 === 0;
  const n = barred ? 12 : 9;
  const cell = (barred ? 760 : 700) / n;
  const [x0, y0] = [100, 130];
  const parts = [rect(x0, y0, n * cell, n * cell, '#fff')];
  const black = new Uint8Array(n * n);
  if (!barred)
    for (let i = 0; i < (n * n) / 2; i++)
      if (random.next() < 0.13) black[i] = black[n * n - 1 - i] = 1;
  let number = 1;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const [x, y] = [x0 + c * cell, y0 + r * cell];
      if (black[r * n + c]) {
        parts.push(rect(x, y, cell, cell, '#151515'));
        continue;
      }
      if (random.next() < 0.3)
        parts.push(text(x + 3, y + 0.28 * cell, 0.24 * cell, font, String(number++)));
      if (!barred && random.next() < 0.5) {
        const letter = String.fromCharCode(65 + random.int(26));
        const hand = 'text-anchor="middle" fill="#1a2a80"';
        parts.push(
          text(x + cell / 2, y + 0.78 * cell, 0.6 * cell, 'TeX Gyre Chorus', letter, hand),
        );
      }
    }
  parts.push(gridLines(even(x0, cell, n), even(y0, cell, n), between(random, 0.8, 1.5)));
  if (barred)
    for (let k = 0; k < n * 3; k++) {
      const [r, c] = [random.int(n), 1 + random.int(n - 1)];
      const vertical = random.next() < 0.5;
      parts.push(
        vertical
          ? line(x0 + c * cell, y0 + r * cell, x0 + c * cell, y0 + (r + 1) * cell, 5, '#111')
          : line(x0 + r * cell, y0 + c * cell, x0 + (r + 1) * cell, y0 + c * cell, 5, '#111'),
      );
    }
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${n * cell}" height="${n * cell}" fill="none" stroke="#111" stroke-width="4"/>`,
  );
  return page(random, font, n * cell + 200, y0 + n * cell + 110, y0, parts.join(''));
}

// A screen chess board (green and cream, with pieces), a draughts board, or a book diagram.
function chessboard(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const kind = variant % 3;
  const n = kind === 1 ? 10 : 8;
  const cell = between(random, 70, 90);
  const [x0, y0] = [100, 130];
  const [light, dark] =
    kind === 0
      ? ['#eeeed2', '#769656']
      : kind === 1
        ? ['#f0d9b5', '#8b5a2b']
        : ['#fff', 'url(#hatchc)'];
  const parts = [
    `<defs><pattern id="hatchc" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="5" height="5" fill="#fff"/><line x1="0" y1="0" x2="0" y2="5" stroke="#222" stroke-width="1.4"/></pattern></defs>`,
    rect(x0, y0, n * cell, n * cell, light),
  ];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const [x, y] = [x0 + c * cell, y0 + r * cell];
      if ((r + c) % 2) parts.push(rect(x, y, cell, cell, dark));
      if (kind === 1 && (r + c) % 2 && (r < 4 || r > 5)) {
        const fill = r < 4 ? '#1a1a1a' : '#f4f4f4';
        parts.push(
          circle(
            x + cell / 2,
            y + cell / 2,
            0.38 * cell,
            `fill="${fill}" stroke="#000" stroke-width="2"`,
          ),
        );
      }
    }
  if (kind !== 1) {
    const pieces = '♔♕♖♗♘♙♚♛♜♝♞♟';
    for (let k = 0; k < 8 + random.int(16); k++) {
      const [r, c] = [random.int(n), random.int(n)];
      const glyph = pieces[random.int(pieces.length)]!;
      const at = [x0 + (c + 0.5) * cell, y0 + (r + 0.82) * cell] as const;
      parts.push(text(at[0], at[1], 0.85 * cell, 'DejaVu Sans', glyph, 'text-anchor="middle"'));
    }
    for (let k = 0; k < n; k++) {
      const rank = `fill="${k % 2 ? light : '#555'}" font-weight="bold"`;
      parts.push(text(x0 + 3, y0 + k * cell + 16, 14, font, String(n - k), rank));
    }
  }
  parts.push(
    `<rect x="${x0}" y="${y0}" width="${n * cell}" height="${n * cell}" fill="none" stroke="#222" stroke-width="${kind === 2 ? 2 : 6}"/>`,
  );
  return page(random, font, n * cell + 200, y0 + n * cell + 120, y0, parts.join(''));
}

// Engineering paper (a bold line every fifth), dot-grid paper, or plain paper with a stain.
function blankPage(random: Random, variant: number): Drawing {
  const [w, h] = [900, 1200];
  const parts: string[] = [];
  const kind = variant % 3;
  if (kind === 0) {
    const step = between(random, 16, 22);
    for (let k = 0; k * step < Math.max(w, h); k++) {
      const width = k % 5 === 0 ? 1.6 : 0.6;
      parts.push(line(k * step, 0, k * step, h, width, '#5aa06a'));
      parts.push(line(0, k * step, w, k * step, width, '#5aa06a'));
    }
  } else if (kind === 1) {
    const step = between(random, 22, 30);
    for (let y = step; y < h; y += step)
      for (let x = step; x < w; x += step) parts.push(circle(x, y, 1.6, 'fill="#777"'));
  } else {
    const [cx, cy] = [between(random, 200, 700), between(random, 200, 1000)];
    parts.push(
      circle(
        cx,
        cy,
        between(random, 70, 110),
        'fill="none" stroke="#8a5a2a" stroke-opacity="0.35" stroke-width="9"',
      ),
    );
    parts.push(
      line(w * between(random, 0.3, 0.7), 0, w * between(random, 0.3, 0.7), h, 2, '#00000018'),
    );
  }
  return { width: w, height: h, body: parts.join('') };
}

// A newspaper page with a photo, a form with boxes for letters, or a table of contents.
function textPage(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const [w, h] = [900, 1200];
  const kind = variant % 3;
  const parts = [text(50, 90, 42, font, words(random, 3), 'font-weight="bold"')];
  if (kind === 0) {
    const colW = (w - 140) / 3;
    parts.push(rect(50, 130, 2 * colW + 20, 300, '#9a9a9a'));
    parts.push(text(50, 452, 12, font, words(random, 9), 'font-style="italic"'));
    for (let c = 0; c < 3; c++)
      for (let y = c < 2 ? 480 : 140; y < h - 50; y += 19)
        parts.push(text(50 + c * (colW + 20), y, 14, font, words(random, Math.round(colW / 48))));
  } else if (kind === 1) {
    const box = between(random, 26, 34);
    for (let row = 0, y = 150; y < h - 100; row++, y += 2.6 * box) {
      parts.push(text(50, y + 0.7 * box, 16, font, `${word(random)}:`));
      const boxes = 14 + random.int(8);
      for (let k = 0; k < boxes; k++) {
        const x = 220 + k * box;
        if (x + box > w - 30) break;
        parts.push(
          `<rect x="${x}" y="${y}" width="${box}" height="${box}" fill="none" stroke="#333" stroke-width="1.2"/>`,
        );
        if (row % 3 === 0 && k < 8)
          parts.push(
            text(
              x + box / 2,
              y + 0.78 * box,
              0.7 * box,
              'TeX Gyre Chorus',
              String.fromCharCode(65 + random.int(26)),
              'text-anchor="middle" fill="#1a2a80"',
            ),
          );
      }
    }
  } else {
    for (let y = 160, k = 1; y < h - 60; y += 34, k++) {
      parts.push(text(60, y, 18, font, `${k}. ${words(random, 3)}`));
      parts.push(line(380, y - 4, 800, y - 4, 2, '#999'));
      parts.push(text(850, y, 18, font, String(3 + 7 * k + random.int(6)), 'text-anchor="end"'));
    }
  }
  return { width: w, height: h, body: parts.join('') };
}

// 9x9 grids shaped like a Sudoku's (box lines every third line) holding no Sudoku: two-digit
// numbers, a full grid of digits that repeat, letters, or a nonogram with its clues outside.
function nineByNine(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const kind = variant % 4;
  const cell = between(random, 64, 86);
  const [x0, y0] = kind === 3 ? [250, 300] : [80, 140];
  const parts: string[] = [];
  const thin = between(random, 0.8, 1.6);
  const thick = kind === 3 ? thin : between(random, 2.5, 4.5);
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      const [cx, cy] = [x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell];
      const size = 0.55 * cell;
      const mid = 'text-anchor="middle"';
      if (kind === 0)
        parts.push(text(cx, cy + 0.36 * size, size, font, String(10 + random.int(90)), mid));
      else if (kind === 1)
        parts.push(text(cx, cy + 0.36 * size, size, font, String(1 + random.int(9)), mid));
      else if (kind === 2 && random.next() < 0.4)
        parts.push(text(cx, cy + 0.36 * size, size, font, 'ABCDEFGHI'[random.int(9)]!, mid));
      else if (kind === 3 && random.next() < 0.45)
        parts.push(rect(x0 + c * cell + 2, y0 + r * cell + 2, cell - 4, cell - 4, '#555'));
    }
  if (kind === 3)
    for (let k = 0; k < 9; k++) {
      const clues = Array.from({ length: 1 + random.int(3) }, () => 1 + random.int(5));
      parts.push(
        text(x0 - 12, y0 + (k + 0.65) * cell, 22, font, clues.join(' '), 'text-anchor="end"'),
      );
      clues.forEach((n, i) =>
        parts.push(
          text(
            x0 + (k + 0.5) * cell,
            y0 - 14 - 26 * i,
            22,
            font,
            String(n),
            'text-anchor="middle"',
          ),
        ),
      );
    }
  for (let k = 0; k <= 9; k++) {
    const width = k % 3 === 0 ? thick : thin;
    parts.push(line(x0 + k * cell, y0, x0 + k * cell, y0 + 9 * cell, width));
    parts.push(line(x0, y0 + k * cell, x0 + 9 * cell, y0 + k * cell, width));
  }
  return page(random, font, x0 + 9 * cell + 80, y0 + 9 * cell + 110, y0, parts.join(''));
}

// Kakuro in other colours: navy clue cells with white sums, or grey ones, unsolved or solved
// in pen; 9x9 or 12x12.
function kakuro(random: Random, variant: number): Drawing {
  const font = fontOf(random);
  const navy = variant % 2 === 0;
  const solved = variant % 4 >= 2;
  const n = variant === 2 ? 12 : 9;
  const cell = 760 / n;
  const [x0, y0] = [100, 130];
  const [clueFill, clueInk] = navy ? ['#1d3557', '#fff'] : ['#c4c4c4', '#111'];
  const parts: string[] = [rect(x0, y0, n * cell, n * cell, '#fff')];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const [x, y] = [x0 + c * cell, y0 + r * cell];
      if (!(r === 0 || c === 0 || random.next() < 0.2)) {
        if (solved)
          parts.push(
            text(
              x + cell / 2,
              y + 0.74 * cell,
              0.6 * cell,
              'TeX Gyre Chorus',
              String(1 + random.int(9)),
              'text-anchor="middle" fill="#1f3a93"',
            ),
          );
        continue;
      }
      parts.push(rect(x, y, cell, cell, clueFill));
      if (r === 0 && c === 0) continue;
      parts.push(line(x, y, x + cell, y + cell, 1.2, clueInk));
      const small = 0.27 * cell;
      const ink = `fill="${clueInk}"`;
      if (random.next() < 0.6)
        parts.push(
          text(x + 0.1 * cell, y + 0.88 * cell, small, font, String(3 + random.int(42)), ink),
        );
      if (random.next() < 0.6)
        parts.push(
          text(x + 0.52 * cell, y + 0.36 * cell, small, font, String(3 + random.int(42)), ink),
        );
    }
  parts.push(gridLines(even(x0, cell, n), even(y0, cell, n), between(random, 1, 2)));
  return page(random, font, n * cell + 200, y0 + n * cell + 110, y0, parts.join(''));
}

/** One style-c drawing of `kind`; `variant` picks its layout. */
export function drawStyleC(kind: NonSudokuKind, random: Random, variant: number): Drawing {
  switch (kind) {
    case 'table':
      return table(random);
    case 'calendar':
      return calendar(random, variant);
    case 'crossword':
      return crossword(random, variant);
    case 'chessboard':
      return chessboard(random, variant);
    case 'blank page':
      return blankPage(random, variant);
    case 'text page':
      return textPage(random, variant);
    case '9x9 table':
      return nineByNine(random, variant);
    case 'kakuro':
      return kakuro(random, variant);
  }
}
