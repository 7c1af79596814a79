// Glyph outlines as the board renderer stores them (assets/glyphs): advance width, bounding box
// and relative SVG path data, in font units. Shared by the glyph scripts.

import type opentype from 'opentype.js';
import type { GlyphEntry } from '../src/render/glyphs.ts';

export type { GlyphEntry };

// Path commands as relative moves from rounded absolute points, so rounding never drifts.
function relativePath(path: opentype.Path): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const out: string[] = [];
  const rel = (px: number | undefined, py: number | undefined): [number, number] => [
    Math.round(px ?? 0) - x,
    Math.round(py ?? 0) - y,
  ];
  const move = (px: number | undefined, py: number | undefined) => {
    x = Math.round(px ?? 0);
    y = Math.round(py ?? 0);
  };
  for (const c of path.commands) {
    switch (c.type) {
      case 'M': {
        out.push('m' + rel(c.x, c.y).join(' '));
        move(c.x, c.y);
        startX = x;
        startY = y;
        break;
      }
      case 'L':
        out.push('l' + rel(c.x, c.y).join(' '));
        move(c.x, c.y);
        break;
      case 'Q':
        out.push('q' + [...rel(c.x1, c.y1), ...rel(c.x, c.y)].join(' '));
        move(c.x, c.y);
        break;
      case 'C':
        out.push('c' + [...rel(c.x1, c.y1), ...rel(c.x2, c.y2), ...rel(c.x, c.y)].join(' '));
        move(c.x, c.y);
        break;
      case 'Z':
        out.push('z');
        x = startX;
        y = startY;
        break;
    }
  }
  return out.join('').replace(/ -/g, '-');
}

/**
 * One glyph's entry in units of `toUnitsPerEm` to the em: its own font's units, or another
 * font's (a fallback font's outlines drawn at the main font's scale).
 */
export function glyphEntry(
  glyph: opentype.Glyph,
  unitsPerEm: number,
  toUnitsPerEm = unitsPerEm,
): GlyphEntry {
  const path = glyph.getPath(0, 0, toUnitsPerEm);
  const box = path.getBoundingBox();
  return [
    Math.round(((glyph.advanceWidth ?? 0) * toUnitsPerEm) / unitsPerEm),
    Math.round(box.x1),
    Math.round(box.y1),
    Math.round(box.x2),
    Math.round(box.y2),
    relativePath(path),
  ];
}
