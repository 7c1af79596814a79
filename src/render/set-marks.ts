// The almost locked sets of an ALS hint told apart: each set's cells in a shade of its own and
// outlined in a colour and stroke of its own (solid, dashed, dotted), so three sets read as
// three even where colours are hard to tell apart.

import { Ink } from './glyphs.ts';
import { cellOrigin, type Layout } from './layout.ts';
import { px, type SceneItem } from './scene.ts';
import { roundedRectShape } from './shapes.ts';
import type { Theme } from './theme.ts';
import type { BoardView } from './view.ts';

/** The fill of each cell of a set, the first set's first where sets share a cell. */
export function setFills(view: BoardView, theme: Theme): Map<number, string> {
  const fills = new Map<number, string>();
  (view.highlights?.sets ?? []).forEach((cells, i) => {
    const colour = theme.setFills[i % theme.setFills.length]!;
    for (const c of cells) if (!fills.has(c)) fills.set(c, colour);
  });
  return fills;
}

/** An outline inside each cell of each set, in that set's colour and stroke. */
export function setOutlines(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const sets = view.highlights?.sets ?? [];
  const width = layout.size === 16 ? 2 : 2.5;
  const inset = layout.thickLine / 2 + width / 2 + 1;
  const side = layout.cell - 2 * inset;
  const outline = roundedRectShape(side, side, inset);
  const dashes = [
    undefined,
    `${px(layout.cell / 8)} ${px(layout.cell / 14)}`,
    `0 ${px(width * 2)}`,
  ];
  return sets.flatMap((cells, i) => {
    const ink = new Ink();
    for (const c of cells) {
      const { x, y } = cellOrigin(layout, c);
      ink.add(outline, x + inset + 0.5, y + inset + 0.5);
    }
    const dash = dashes[i % dashes.length];
    return ink.items(theme.setLines[i % theme.setLines.length]!, {
      kind: 'stroke',
      width,
      // A dotted line is round dots on a zero-length dash.
      ...(dash ? { dash } : {}),
      ...(i % dashes.length === 2 ? { cap: 'round' as const } : {}),
    });
  });
}
