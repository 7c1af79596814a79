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
  /** Unique among the roles of one picture; becomes part of SVG ids. */
  readonly id: string;
  readonly style: GlyphStyle;
  /** Height of a capital letter (and of a digit) in pixels. */
  readonly capHeight: number;
}

function scaleOf(role: TextRole): number {
  return role.capHeight / glyphAsset().capHeight;
}

function entryFor(style: GlyphStyle, ch: string): [string, GlyphEntry] {
  const glyphs = glyphAsset().styles[style].glyphs;
  const entry = glyphs[ch];
  if (entry) return [ch, entry];
  return [FALLBACK, glyphs[FALLBACK] ?? glyphs['0']!];
}

/** True when the style has an outline for `ch` (others are drawn as '?'). */
export function hasGlyph(style: GlyphStyle, ch: string): boolean {
  return ch in glyphAsset().styles[style].glyphs;
}

/** Rounds to 1/100 px so the SVG stays short. */
export function px(n: number): string {
  return String(Math.round(n * 100) / 100);
}

const defCache = new Map<string, string>();

/** Collects the glyph definitions one SVG document uses, so each outline is written once. */
export class GlyphSheet {
  private readonly used: Map<string, string>;

  /** A sheet that starts with the glyphs of `base` (e.g. a cached layer's). */
  constructor(base?: GlyphSheet) {
    this.used = new Map(base?.used);
  }

  /** The id of the glyph's definition in this document, adding it when new. */
  private idFor(role: TextRole, ch: string): { id: string; entry: GlyphEntry } {
    const [drawn, entry] = entryFor(role.style, ch);
    const id = `${role.id}-${drawn.codePointAt(0)!.toString(16)}`;
    if (!this.used.has(id)) {
      let def = defCache.get(id);
      if (def === undefined) {
        def = `<path id="${id}" transform="scale(${scaleOf(role).toPrecision(6)})" d="${entry[5]}"/>`;
        defCache.set(id, def);
      }
      this.used.set(id, def);
    }
    return { id, entry };
  }

  private use(role: TextRole, ch: string, emit: (id: string) => void): GlyphEntry {
    const { id, entry } = this.idFor(role, ch);
    emit(id);
    return entry;
  }

  /** A glyph whose outline box is centred on (cx, cy): how digits sit in cells. */
  centred(role: TextRole, ch: string, cx: number, cy: number, fill?: string): string {
    const { id, entry } = this.idFor(role, ch);
    const k = scaleOf(role);
    const x = cx - ((entry[1] + entry[3]) / 2) * k;
    const y = cy - ((entry[2] + entry[4]) / 2) * k;
    const paint = fill === undefined ? '' : ` fill="${fill}"`;
    return `<use href="#${id}" x="${px(x)}" y="${px(y)}"${paint}/>`;
  }

  /** A line of text with its baseline at y, starting at x (or ending there, or centred on it). */
  line(
    role: TextRole,
    text: string,
    x: number,
    baseline: number,
    fill: string,
    align: 'start' | 'middle' | 'end' = 'start',
  ): string {
    const width = measureText(role, text);
    let pen = align === 'start' ? x : align === 'middle' ? x - width / 2 : x - width;
    const k = scaleOf(role);
    const kerning = glyphAsset().styles[role.style].kerning;
    const parts: string[] = [];
    const chars = [...text];
    chars.forEach((ch, i) => {
      // A space has no outline: it only moves the pen, and needs no definition.
      const entry =
        ch === ' '
          ? entryFor(role.style, ch)[1]
          : this.use(role, ch, (id) =>
              parts.push(`<use href="#${id}" x="${px(pen)}" y="${px(baseline)}"/>`),
            );
      pen += (entry[0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0)) * k;
    });
    return `<g fill="${fill}">${parts.join('')}</g>`;
  }

  /** The <defs> element with every glyph used so far. */
  defs(): string {
    return `<defs>${[...this.used.values()].join('')}</defs>`;
  }
}

/** Width of a line of text in pixels, kerning included. */
export function measureText(role: TextRole, text: string): number {
  const kerning = glyphAsset().styles[role.style].kerning;
  const chars = [...text];
  let units = 0;
  chars.forEach((ch, i) => {
    units += entryFor(role.style, ch)[1][0] + (kerning[ch + (chars[i + 1] ?? '')] ?? 0);
  });
  return units * scaleOf(role);
}
