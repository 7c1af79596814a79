// What a picture's scene draws where, for tests that assert marks rather than pixels: the
// characters of one colour with the cell each sits in, and a hint's lines.

import type { Layout } from '../../src/render/layout.ts';
import type { Scene } from '../../src/render/scene.ts';
import type { Point } from '../../src/render/strokes.ts';

export interface Glyph {
  readonly cell: number;
  readonly ch: string;
  /** Centre of the character's outline box. */
  readonly x: number;
  readonly y: number;
}

/** Every character drawn in `colour`, with the cell it sits in. */
export function glyphs(scene: Scene, layout: Layout, colour: string): Glyph[] {
  return scene.items.flatMap((item) =>
    item.kind === 'ink' && item.colour === colour && item.paint.kind === 'fill'
      ? item.placed
          .filter((p) => p.shape.key.startsWith('g|'))
          .map((p) => {
            const x = p.x + (p.shape.box.x1 + p.shape.box.x2) / 2;
            const y = p.y + (p.shape.box.y1 + p.shape.box.y2) / 2;
            const col = Math.floor((x - layout.gridX) / layout.cell);
            const row = Math.floor((y - layout.gridY) / layout.cell);
            return { cell: row * layout.size + col, ch: p.shape.key.split('|').at(-1)!, x, y };
          })
      : [],
  );
}

/** The stroked paths drawn in `colour` (a hint's lines, without their halo or arrow heads). */
export function strokePaths(scene: Scene, colour: string): Point[][] {
  return scene.items.flatMap((item) =>
    item.kind === 'mark' && item.mark.kind === 'strokes' && item.mark.colour === colour
      ? item.mark.paths.map((p) => [...p])
      : [],
  );
}
