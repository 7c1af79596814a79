// SVG pieces shared by the drawings of non-sudoku-drawings.ts and non-sudoku-drawings-c.ts.

import type { Random } from '../../src/engine/random.ts';

export const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random.next();

/** A page: its size and the SVG elements drawn on it (the paper is added by the caller). */
export interface Drawing {
  readonly width: number;
  readonly height: number;
  readonly body: string;
}

export const SYLLABLES = [
  'ta',
  'ro',
  'mi',
  'ne',
  'sol',
  'ka',
  'ver',
  'lin',
  'do',
  'pra',
  'ex',
  'um',
];
export function word(random: Random): string {
  let w = '';
  for (let i = 0, n = 1 + random.int(3); i < n; i++) w += random.pick(SYLLABLES);
  return w;
}
export function words(random: Random, n: number): string {
  return Array.from({ length: n }, () => word(random)).join(' ');
}

export function text(
  x: number,
  y: number,
  size: number,
  font: string,
  body: string,
  extra = '',
): string {
  // The default ink unless `extra` gives its own.
  const fill = /\bfill="/.test(extra) ? '' : 'fill="#222" ';
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size.toFixed(1)}" ${fill}${extra}>${body}</text>`;
}
export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  color = '#222',
) {
  return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${color}" stroke-width="${width.toFixed(2)}"/>`;
}
export function rect(x: number, y: number, w: number, h: number, fill: string): string {
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"/>`;
}

/** Lines at the given x positions and y positions, spanning the whole box. */
export function gridLines(
  xs: readonly number[],
  ys: readonly number[],
  width: number,
  color = '#222',
) {
  const parts: string[] = [];
  for (const x of xs) parts.push(line(x, ys[0]!, x, ys.at(-1)!, width, color));
  for (const y of ys) parts.push(line(xs[0]!, y, xs.at(-1)!, y, width, color));
  return parts.join('');
}
export const even = (from: number, step: number, n: number) =>
  Array.from({ length: n + 1 }, (_, k) => from + k * step);

/** A page of `width` x `height` with a headline and a few lines of text around `content`. */
export function page(
  random: Random,
  font: string,
  w: number,
  h: number,
  top: number,
  content: string,
): Drawing {
  const parts = [content];
  if (top > 50) parts.push(text(40, top - 22, 26, font, words(random, 3), 'font-weight="bold"'));
  for (let y = h - 60; y < h - 10; y += 20) parts.push(text(40, y, 13, font, words(random, 8)));
  return { width: w, height: h, body: parts.join('') };
}
