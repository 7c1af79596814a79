// Text as SVG paths: glyph outlines of the Inter font (SIL OFL 1.1), extracted once by
// scripts/build-glyphs.ts into assets/glyphs/. The picture never uses <text>, so librsvg never
// asks fontconfig for a font and the same board gives the same pixels on every machine.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const GLYPH_STYLES = ['bold', 'regular', 'italic', 'medium', 'semibold'] as const;
export type GlyphStyle = (typeof GLYPH_STYLES)[number];

/** Advance, bounding box (y down, baseline at 0) and relative path data, in font units. */
type GlyphEntry = readonly [
  advance: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  d: string,
];

interface GlyphAsset {
  readonly unitsPerEm: number;
  readonly capHeight: number;
  readonly styles: Record<
    GlyphStyle,
    {
      readonly glyphs: Partial<Record<string, GlyphEntry>>;
      readonly kerning: Partial<Record<string, number>>;
    }
  >;
}

const ASSET_PATH = resolve(import.meta.dirname, '../../assets/glyphs/inter-glyphs.json');
const FALLBACK = '?';

let asset: GlyphAsset | undefined;

function glyphAsset(): GlyphAsset {
  if (!asset) {
    const parsed = JSON.parse(readFileSync(ASSET_PATH, 'utf8')) as GlyphAsset;
    for (const style of GLYPH_STYLES) {
      if (!(style in parsed.styles)) throw new Error(`${ASSET_PATH} lacks style ${style}`);
    }
    asset = parsed;
  }
  return asset;
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
  return glyphs[ch] ?? glyphs[FALLBACK] ?? glyphs['0']!;
}

/** Rounds to 1/100 px so the SVG stays short. */
export function px(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** A glyph outline scaled to a role: its first point, and the rest as relative path data. */
interface ScaledGlyph {
  readonly entry: GlyphEntry;
  readonly startX: number;
  readonly startY: number;
  readonly rest: string;
}

const ARG_COUNT: Record<string, number> = { m: 2, l: 2, q: 4, c: 6, z: 0 };
const scaledCache = new Map<string, ScaledGlyph>();

/** Forgets the scaled outlines (benchmarks use it to time an uncached build). */
export function clearGlyphCache(): void {
  scaledCache.clear();
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

function scaledGlyph(role: TextRole, ch: string): ScaledGlyph {
  const key = `${role.style}|${role.capHeight}|${ch}`;
  let glyph = scaledCache.get(key);
  if (!glyph) {
    const entry = entryFor(role.style, ch);
    glyph = { entry, ...scaleOutline(entry[5], scaleOf(role)) };
    scaledCache.set(key, glyph);
  }
  return glyph;
}

/**
 * Glyph outlines of one colour gathered into a single <path>: librsvg fills one path far
 * faster than hundreds of separate elements.
 */
export class GlyphInk {
  private readonly parts: string[] = [];

  private place(glyph: ScaledGlyph, x: number, y: number): void {
    this.parts.push(`M${px(x + glyph.startX)} ${px(y + glyph.startY)}${glyph.rest}`);
  }

  /** A glyph whose outline box is centred on (cx, cy): how digits sit in cells. */
  centred(role: TextRole, ch: string, cx: number, cy: number): this {
    const glyph = scaledGlyph(role, ch);
    const { entry } = glyph;
    const k = scaleOf(role);
    this.place(glyph, cx - ((entry[1] + entry[3]) / 2) * k, cy - ((entry[2] + entry[4]) / 2) * k);
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
      const glyph = scaledGlyph(role, ch);
      if (ch !== ' ') this.place(glyph, pen, baseline);
      pen += (glyph.entry[0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0)) * k;
    });
    return this;
  }

  /** The gathered outlines as one filled path ('' when there are none). */
  svg(fill: string): string {
    return this.parts.length ? `<path fill="${fill}" d="${this.parts.join('')}"/>` : '';
  }
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
