// The marks of a route hint's steps before its last: each digit placed along the way (drawn in
// the route's colour by board-scene.ts) gets its step's number on a small disc in a corner of its
// cell, so the picture reads in the order the words list the steps.

import { Ink } from './glyphs.ts';
import { cellOrigin, type Layout } from './layout.ts';
import type { SceneItem } from './scene.ts';
import { circleShape } from './shapes.ts';
import type { Theme } from './theme.ts';
import type { BoardView } from './view.ts';

/** The digits a route places before its last step, each with its step's number. */
export function routePlacements(view: BoardView): { cell: number; digit: number; order: number }[] {
  return (view.highlights?.route ?? []).flatMap((step) =>
    step.placements
      .filter((p) => !view.givens[p.cell] && !view.entries[p.cell])
      .map((p) => ({ ...p, order: step.order })),
  );
}

/** Radius of the badge holding a route step's number, in its cell's top-left corner. */
export function routeBadgeRadius(layout: Layout): number {
  return layout.cell * (layout.size === 16 ? 0.17 : 0.15);
}

/**
 * Where a route step's number sits in a cell: a corner clear of the digit, the top-left one
 * unless a candidate struck there (by an earlier step of the route) would be covered.
 */
export function routeBadgeCentre(
  view: BoardView,
  layout: Layout,
  cell: number,
): { x: number; y: number } {
  const { x, y } = cellOrigin(layout, cell);
  const r = routeBadgeRadius(layout);
  const inset = layout.thickLine / 2 + 1.5;
  const struck = new Set(
    (view.highlights?.route ?? [])
      .flatMap((step) => step.eliminations)
      .filter((e) => e.cell === cell)
      .map((e) => e.digit),
  );
  const { noteCols, noteRows } = layout;
  // The note digits in the four corners: top-left, bottom-left, top-right, bottom-right.
  const corners = [
    { digit: 1, dx: 0, dy: 0 },
    { digit: (noteRows - 1) * noteCols + 1, dx: 0, dy: 1 },
    { digit: noteCols, dx: 1, dy: 0 },
    { digit: noteRows * noteCols, dx: 1, dy: 1 },
  ];
  const corner = corners.find((c) => !struck.has(c.digit)) ?? corners[0]!;
  const near = inset + r + 0.5;
  const far = layout.cell - inset - r + 0.5;
  return { x: x + (corner.dx ? far : near), y: y + (corner.dy ? far : near) };
}

/**
 * The number of the route step that placed each routed digit, on a disc of the route's colour:
 * the order a player makes them in, as the words list them.
 */
export function routeBadges(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const discs = new Ink();
  const numbers = new Ink();
  const r = routeBadgeRadius(layout);
  const role = layout.roles.mark;
  for (const { cell, order } of routePlacements(view)) {
    const { x, y } = routeBadgeCentre(view, layout, cell);
    discs.add(circleShape(r), x, y);
    const label = String(order);
    numbers.centred(
      label.length > 1 ? { style: role.style, capHeight: role.capHeight * 0.85 } : role,
      label,
      x,
      y,
      label.length > 1 ? 0.08 : 0,
    );
  }
  return [...discs.items(theme.route), ...numbers.items(theme.cell)];
}
