// The marks that say why a hint holds: a fish's base and cover lines, the digits that rule out
// a single's other cells with their lines of sight, and a chain's links from candidate to
// candidate (strong solid, weak dashed, a strong link that needs other candidates gone first
// dotted; each with an arrow head pointing the way it reads).

import { Ink } from './glyphs.ts';
import { cellOrigin, noteCentre, type Layout } from './layout.ts';
import type { SceneItem } from './scene.ts';
import { circleShape } from './shapes.ts';
import type { Point, Polygons, Strokes } from './strokes.ts';
import type { Theme } from './theme.ts';
import type { BoardView, CandidateLink } from './view.ts';

/** Centre of a cell, where its digit sits. */
function cellCentre(layout: Layout, cell: number): Point {
  const { x, y } = cellOrigin(layout, cell);
  return { x: x + layout.cell / 2 + 0.5, y: y + layout.cell / 2 + 0.5 };
}

/** Scene items of marks that have something to draw. */
function marks(...list: (Strokes | Polygons)[]): SceneItem[] {
  return list
    .filter((m) => (m.kind === 'strokes' ? m.paths.length : m.polygons.length) > 0)
    .map((mark) => ({ kind: 'mark', mark }));
}

/** A closed rounded rectangle as points (each corner a quarter circle of a few segments). */
function roundedRect(x1: number, y1: number, x2: number, y2: number, r: number): Point[] {
  const corners = [
    { cx: x2 - r, cy: y1 + r, from: -Math.PI / 2 },
    { cx: x2 - r, cy: y2 - r, from: 0 },
    { cx: x1 + r, cy: y2 - r, from: Math.PI / 2 },
    { cx: x1 + r, cy: y1 + r, from: Math.PI },
  ];
  const points = corners.flatMap(({ cx, cy, from }) =>
    Array.from({ length: 7 }, (_, i) => {
      const angle = from + (i / 6) * (Math.PI / 2);
      return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
    }),
  );
  return [...points, points[0]!];
}

/** A rounded outline around every cell of each house: base lines solid, cover lines dashed. */
export function fishLines(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const h = view.highlights;
  const inset = layout.cell * 0.1;
  const width = layout.size === 16 ? 2 : 2.5;
  const band = (house: number): Point[] => {
    const cells = view.geometry.houses[house]!.cells.map((c) => cellOrigin(layout, c));
    const x1 = Math.min(...cells.map((p) => p.x)) + inset + 0.5;
    const y1 = Math.min(...cells.map((p) => p.y)) + inset + 0.5;
    const x2 = Math.max(...cells.map((p) => p.x)) + layout.cell - inset + 0.5;
    const y2 = Math.max(...cells.map((p) => p.y)) + layout.cell - inset + 0.5;
    return roundedRect(x1, y1, x2, y2, layout.cell * 0.25);
  };
  return marks(
    {
      kind: 'strokes',
      colour: theme.coverLine,
      width,
      cap: 'butt',
      dash: [layout.cell / 7, layout.cell / 11],
      paths: (h?.coverHouses ?? []).map(band),
    },
    {
      kind: 'strokes',
      colour: theme.baseLine,
      width,
      cap: 'butt',
      paths: (h?.baseHouses ?? []).map(band),
    },
  );
}

/**
 * A ring around each digit that rules out a single's other cells, and a line from it along
 * the house it sees through, across the cells it rules out.
 */
export function sightMarks(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const h = view.highlights;
  const rings = new Ink();
  const ring = circleShape(layout.cell * 0.38);
  for (const cell of new Set(h?.sources)) {
    const { x, y } = cellCentre(layout, cell);
    rings.add(ring, x, y);
  }
  const paths: Point[][] = [];
  for (const line of h?.sightLines ?? []) {
    const from = cellCentre(layout, line.from);
    const to = cellCentre(layout, line.to);
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (length === 0) continue;
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    // From the ring's edge to just past the centre of the farthest cell ruled out.
    const start = layout.cell * 0.38;
    const end = length + layout.cell * 0.3;
    paths.push([
      { x: from.x + ux * start, y: from.y + uy * start },
      { x: from.x + ux * end, y: from.y + uy * end },
    ]);
  }
  const width = layout.size === 16 ? 2.5 : 3.5;
  return [
    ...marks({ kind: 'strokes', colour: theme.source, width, cap: 'round', opacity: 0.55, paths }),
    ...rings.items(theme.source, { kind: 'stroke', width: layout.size === 16 ? 2 : 2.5 }),
  ];
}

/** Radius of the disc or ring a chain's candidate sits on. */
export function noteDiscRadius(layout: Layout): number {
  return (layout.cell * 0.84) / layout.noteCols / 2 - 0.5;
}

/**
 * A chain's links, from candidate to candidate: a gentle curve (so it passes beside the
 * candidates between), solid for a strong link and dashed for a weak one, over a thin halo
 * of the cell colour, with an arrow head at the candidate it leads to.
 */
export function chainLinks(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const links = view.highlights?.links ?? [];
  if (links.length === 0) return [];
  const r = noteDiscRadius(layout) + 1;
  const arrow = Math.max(4.5, layout.cell * 0.11);
  const width = layout.size === 16 ? 1.4 : 1.8;
  const strong: Point[][] = [];
  const weak: Point[][] = [];
  const needing: Point[][] = [];
  const heads: Point[][] = [];
  const digits = digitCentres(view, layout);
  for (const link of links) {
    const drawn = routedLink(layout, link, r, arrow, digits);
    (link.needs?.length ? needing : link.strong ? strong : weak).push(drawn.curve);
    heads.push(drawn.head);
  }
  return marks(
    {
      kind: 'strokes',
      colour: theme.cell,
      width: width + 1.6,
      cap: 'round',
      opacity: 0.7,
      paths: [...strong, ...weak, ...needing],
    },
    { kind: 'strokes', colour: theme.link, width, cap: 'butt', paths: strong },
    {
      kind: 'strokes',
      colour: theme.link,
      width,
      cap: 'butt',
      dash: [layout.cell / 12, layout.cell / 16],
      paths: weak,
    },
    // A strong link that holds only once other candidates are gone: dotted, neither solid nor
    // dashed, as it is neither a plain strong nor a weak link.
    {
      kind: 'strokes',
      colour: theme.link,
      width: width + 0.6,
      cap: 'butt',
      dash: [layout.cell / 26, layout.cell / 22],
      paths: needing,
    },
    { kind: 'polygons', colour: theme.link, polygons: heads },
  );
}

/** Centres of the cells that show a large digit (given, entered, revealed or placed by a hint). */
export function digitCentres(view: BoardView, layout: Layout): Map<number, Point> {
  const h = view.highlights;
  const placed = new Set(
    [...(h?.placements ?? []), ...(h?.route ?? []).flatMap((r) => r.placements)].map((p) => p.cell),
  );
  const out = new Map<number, Point>();
  for (let c = 0; c < view.geometry.cellCount; c++) {
    if (view.givens[c] || view.entries[c] || view.revealed?.[c] || placed.has(c)) {
      out.set(c, cellCentre(layout, c));
    }
  }
  return out;
}

/** Bows tried for a link, as multiples of its natural bow: its own side first, then wider. */
const BOWS = [1, -1, 1.7, -1.7, 2.5, -2.5];
/** How far a link keeps from the centre of a digit it passes, as a share of the cell. */
export const LINK_CLEARANCE = 0.3;

/**
 * A link's curve bowed so that it passes no digit's centre closer than LINK_CLEARANCE (the
 * first bow that does, else the one that keeps farthest), so it never runs across a given.
 */
function routedLink(
  layout: Layout,
  link: CandidateLink,
  r: number,
  arrow: number,
  digits: ReadonlyMap<number, Point>,
): { curve: Point[]; head: Point[] } {
  const ends = new Set([link.from.cell, link.to.cell]);
  const obstacles = [...digits].filter(([cell]) => !ends.has(cell)).map(([, p]) => p);
  const clearance = (curve: readonly Point[]) => {
    let least = Infinity;
    for (let i = 1; i < curve.length; i++) {
      for (const p of obstacles)
        least = Math.min(least, segmentDistance(p, curve[i - 1]!, curve[i]!));
    }
    return least;
  };
  let best: { curve: Point[]; head: Point[] } | undefined;
  let bestClearance = -1;
  for (const bow of BOWS) {
    const drawn = linkPath(layout, link, r, arrow, bow);
    const clear = clearance(drawn.curve);
    if (clear >= layout.cell * LINK_CLEARANCE) return drawn;
    if (clear > bestClearance) [best, bestClearance] = [drawn, clear];
  }
  return best!;
}

/** Distance from p to the segment from a to b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Points along a link's curve (a quadratic flattened, bowed `scale` times its natural bow), and its arrow head. */
function linkPath(
  layout: Layout,
  link: CandidateLink,
  r: number,
  arrow: number,
  scale: number,
): { curve: Point[]; head: Point[] } {
  const a = noteCentre(layout, link.from.cell, link.from.digit);
  const b = noteCentre(layout, link.to.cell, link.to.digit);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  // Links inside one cell are short and straight; longer ones bow to the left of their way.
  const bow =
    link.from.cell === link.to.cell ? 0 : Math.min(length * 0.18, layout.cell * 0.35) * scale;
  const c = { x: (a.x + b.x) / 2 + (dy / length) * bow, y: (a.y + b.y) / 2 - (dx / length) * bow };
  const toward = (from: Point, to: Point, by: number): Point => {
    const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    return { x: from.x + ((to.x - from.x) / d) * by, y: from.y + ((to.y - from.y) / d) * by };
  };
  const start = toward(a, c, r);
  const tip = toward(b, c, r);
  const base = toward(tip, c, arrow);
  const segments = bow === 0 ? 1 : 12;
  const curve = Array.from({ length: segments + 1 }, (_, i) => {
    const t = i / segments;
    const u = 1 - t;
    return {
      x: u * u * start.x + 2 * u * t * c.x + t * t * base.x,
      y: u * u * start.y + 2 * u * t * c.y + t * t * base.y,
    };
  });
  // The arrow's base corners, square to its axis.
  const ax = (tip.x - base.x) / arrow;
  const ay = (tip.y - base.y) / arrow;
  const half = arrow * 0.5;
  return {
    curve,
    head: [
      tip,
      { x: base.x - ay * half, y: base.y + ax * half },
      { x: base.x + ay * half, y: base.y - ax * half },
    ],
  };
}
