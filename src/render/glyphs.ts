// Text as SVG paths: glyph outlines of the Inter font (SIL OFL 1.1), extracted once by
// scripts/build-glyphs.ts into assets/glyphs/, and for the Japanese characters pictures draw,
// Noto Sans CJK JP's (SIL OFL 1.1; scripts/build-cjk-glyphs.ts) at Inter's scale. The picture
// never uses <text>, so librsvg never asks fontconfig for a font and the same board gives the
// same pixels on every machine.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FILL, inkPath, type Paint, type Placed, type SceneItem, type Shape } from './scene.ts';

export const GLYPH_STYLES = ['bold', 'regular', 'italic', 'medium', 'semibold'] as const;
export type GlyphStyle = (typeof GLYPH_STYLES)[number];

/** Advance, bounding box (y down, baseline at 0) and relative path data, in font units. */
export type GlyphEntry = readonly [
  advance: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  d: string,
];

interface StyleGlyphs {
  readonly glyphs: Partial<Record<string, GlyphEntry>>;
  readonly kerning: Partial<Record<string, number>>;
}

interface GlyphAsset {
  readonly unitsPerEm: number;
  readonly capHeight: number;
  readonly styles: Record<GlyphStyle, StyleGlyphs>;
}

/** The Japanese outlines: text styles only (digits are always Inter's), in Inter's units. */
interface FallbackAsset {
  readonly unitsPerEm: number;
  readonly styles: Partial<Record<GlyphStyle, StyleGlyphs>>;
}

const ASSET_DIR = resolve(import.meta.dirname, '../../assets/glyphs');
const ASSET_PATH = resolve(ASSET_DIR, 'inter-glyphs.json');
const CJK_PATH = resolve(ASSET_DIR, 'noto-cjk-glyphs.json');
const FALLBACK = '?';
const NO_GLYPHS: StyleGlyphs = { glyphs: {}, kerning: {} };

let asset: GlyphAsset | undefined;
let cjk: FallbackAsset | undefined;

function glyphAsset(): GlyphAsset {
  if (!asset) {
    const parsed = JSON.parse(readFileSync(ASSET_PATH, 'utf8')) as GlyphAsset;
    for (const style of GLYPH_STYLES) {
      if (!(style in parsed.styles)) throw new Error(`${ASSET_PATH} lacks style ${style}`);
    }
    const fallback = JSON.parse(readFileSync(CJK_PATH, 'utf8')) as FallbackAsset;
    if (fallback.unitsPerEm !== parsed.unitsPerEm) {
      throw new Error(`${CJK_PATH} is not at Inter's scale (run scripts/build-cjk-glyphs.ts)`);
    }
    asset = parsed;
    cjk = fallback;
  }
  return asset;
}

/** The Japanese outlines of a style (none for the digit styles). */
function cjkGlyphs(style: GlyphStyle): StyleGlyphs {
  glyphAsset();
  return cjk?.styles[style] ?? NO_GLYPHS;
}

/** A typeface style at one size, e.g. the given digits of a 9x9 board. */
export interface TextRole {
  readonly style: GlyphStyle;
  /** Height of a capital letter (and of a digit) in pixels. */
  readonly capHeight: number;
}

function scaleOf(role: TextRole): number {
  return role.capHeight / glyphAsset().capHeight;
}

// A character the asset lacks is drawn as '?' (digit-only styles fall back to '0's shape).
function entryFor(style: GlyphStyle, ch: string): GlyphEntry {
  const glyphs = glyphAsset().styles[style].glyphs;
  return glyphs[ch] ?? cjkGlyphs(style).glyphs[ch] ?? glyphs[FALLBACK] ?? glyphs['0']!;
}

const ARG_COUNT: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
const shapeCache = new Map<string, Shape>();

/** Forgets the scaled outlines (benchmarks use it to time an uncached build). */
export function clearGlyphCache(): void {
  shapeCache.clear();
}

// Rescales the font-unit path to pixels in hundredths, rounding absolute points and writing
// differences, so rounding never drifts along the outline.
function scaleOutline(d: string, k: number): { startX: number; startY: number; rest: string } {
  const tokens = d.match(/[a-z]|-?\d+/g) ?? [];
  let x = 0; // current point in font units
  let y = 0;
  let startX = 0;
  let startY = 0;
  let hx = 0; // current point in rounded hundredths of a pixel
  let hy = 0;
  let hStartX = 0;
  let hStartY = 0;
  let first: [number, number] | undefined;
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i++]!;
    const args = tokens.slice(i, i + ARG_COUNT[command]!).map(Number);
    i += args.length;
    if (command === 'z') {
      out.push('z');
      x = startX;
      y = startY;
      hx = hStartX;
      hy = hStartY;
      continue;
    }
    const numbers: number[] = [];
    for (let j = 0; j < args.length; j += 2) {
      const ax = Math.round((x + args[j]!) * k * 100);
      const ay = Math.round((y + args[j + 1]!) * k * 100);
      numbers.push(ax - hx, ay - hy);
    }
    const endX = x + args[args.length - 2]!;
    const endY = y + args[args.length - 1]!;
    const hEndX = hx + numbers[numbers.length - 2]!;
    const hEndY = hy + numbers[numbers.length - 1]!;
    if (first === undefined) first = [hEndX, hEndY];
    else
      out.push(
        command +
          numbers
            .map((n) => n / 100)
            .join(' ')
            .replace(/ -/g, '-'),
      );
    x = endX;
    y = endY;
    hx = hEndX;
    hy = hEndY;
    if (command === 'm') {
      startX = x;
      startY = y;
      hStartX = hx;
      hStartY = hy;
    }
  }
  return { startX: (first?.[0] ?? 0) / 100, startY: (first?.[1] ?? 0) / 100, rest: out.join('') };
}

/** The outline of a character in a role, as a shape whose origin is the pen on the baseline. */
export function glyphShape(role: TextRole, ch: string): Shape {
  const key = `${role.style}|${role.capHeight}|${ch}`;
  let shape = shapeCache.get(key);
  if (!shape) {
    const entry = entryFor(role.style, ch);
    const k = scaleOf(role);
    shape = {
      key: `g|${key}`,
      ...scaleOutline(entry[5], k),
      box: { x1: entry[1] * k, y1: entry[2] * k, x2: entry[3] * k, y2: entry[4] * k },
    };
    shapeCache.set(key, shape);
  }
  return shape;
}

/**
 * Shapes of one colour and paint gathered into one scene item (one SVG path: librsvg fills
 * one path far faster than hundreds of separate elements).
 */
export class Ink {
  private readonly placed: Placed[] = [];

  /** Places a shape with its origin at (x, y). */
  add(shape: Shape, x: number, y: number): this {
    this.placed.push({ shape, x, y });
    return this;
  }

  /** Text whose outline box is centred on (cx, cy): how digits sit in cells. */
  centred(role: TextRole, text: string, cx: number, cy: number, tighten = 0): this {
    const chars = [...text];
    if (chars.length === 1) {
      const shape = glyphShape(role, text);
      const { box } = shape;
      return this.add(shape, cx - (box.x1 + box.x2) / 2, cy - (box.y1 + box.y2) / 2);
    }
    // Several characters ("12" on a 16x16 board): the ink box of the whole line, centred;
    // `tighten` takes that share of a capital's height off each advance.
    const k = scaleOf(role);
    const kerning = glyphAsset().styles[role.style].kerning;
    const placed: { shape: Shape; pen: number }[] = [];
    let pen = 0;
    chars.forEach((ch, i) => {
      placed.push({ shape: glyphShape(role, ch), pen });
      pen += (entryFor(role.style, ch)[0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0)) * k;
      pen -= tighten * role.capHeight;
    });
    const x1 = Math.min(...placed.map((p) => p.pen + p.shape.box.x1));
    const x2 = Math.max(...placed.map((p) => p.pen + p.shape.box.x2));
    const y1 = Math.min(...placed.map((p) => p.shape.box.y1));
    const y2 = Math.max(...placed.map((p) => p.shape.box.y2));
    const left = cx - (x1 + x2) / 2;
    const baseline = cy - (y1 + y2) / 2;
    for (const p of placed) this.add(p.shape, left + p.pen, baseline);
    return this;
  }

  /** A line of text with its baseline at y, starting at x (or ending there, or centred on it). */
  line(
    role: TextRole,
    text: string,
    x: number,
    baseline: number,
    align: 'start' | 'middle' | 'end' = 'start',
  ): this {
    const width = measureText(role, text);
    let pen = align === 'start' ? x : align === 'middle' ? x - width / 2 : x - width;
    const k = scaleOf(role);
    const kerning = glyphAsset().styles[role.style].kerning;
    const chars = [...text];
    chars.forEach((ch, i) => {
      if (ch !== ' ') this.add(glyphShape(role, ch), pen, baseline);
      pen += (entryFor(role.style, ch)[0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0)) * k;
    });
    return this;
  }

  /** True when nothing was placed. */
  get empty(): boolean {
    return this.placed.length === 0;
  }

  /** The gathered shapes as one scene item (none when empty). */
  items(colour: string, paint: Paint = FILL): SceneItem[] {
    return this.placed.length ? [{ kind: 'ink', colour, paint, placed: this.placed }] : [];
  }

  /** The gathered shapes as one SVG path ('' when there are none). */
  svg(colour: string, paint: Paint = FILL): string {
    return inkPath(colour, paint, this.placed);
  }
}

/**
 * Whether the picture's title glyphs hold every character of `text` (ASCII, Latin-1 letters and
 * the Japanese characters of the shipped picture words; anything else would be drawn as `?`).
 */
export function drawableText(text: string, style: GlyphStyle = 'semibold'): boolean {
  const glyphs = glyphAsset().styles[style].glyphs;
  const japanese = cjkGlyphs(style).glyphs;
  for (const ch of text) if (ch !== ' ' && !glyphs[ch] && !japanese[ch]) return false;
  return true;
}

/** Width of a line of text in pixels, kerning included. */
export function measureText(role: TextRole, text: string): number {
  const kerning = glyphAsset().styles[role.style].kerning;
  const chars = [...text];
  let units = 0;
  chars.forEach((ch, i) => {
    units += entryFor(role.style, ch)[0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0);
  });
  return units * scaleOf(role);
}
