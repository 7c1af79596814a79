// The marks that say why a hint holds: a fish's base and cover lines, the digits that rule out
// a single's other cells with their lines of sight, and a chain's links from candidate to
// candidate (strong solid, weak dashed, each with an arrow head pointing the way it reads).

import { Ink } from './glyphs.ts';
import { cellOrigin, noteCentre, type Layout } from './layout.ts';
import { px, type Box, type SceneItem } from './scene.ts';
import { circleShape } from './shapes.ts';
import type { Theme } from './theme.ts';
import type { BoardView, CandidateLink } from './view.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** Centre of a cell, where its digit sits. */
function cellCentre(layout: Layout, cell: number): Point {
  const { x, y } = cellOrigin(layout, cell);
  return { x: x + layout.cell / 2 + 0.5, y: y + layout.cell / 2 + 0.5 };
}

/** One free-form item over the whole grid (rasterised once per picture by the compositor). */
function overGrid(layout: Layout, svg: string): SceneItem[] {
  if (svg === '') return [];
  const margin = layout.cell / 2;
  const box: Box = {
    x1: layout.gridX - margin,
    y1: layout.gridY - margin,
    x2: layout.gridX + layout.gridSize + margin,
    y2: layout.gridY + layout.gridSize + margin,
  };
  return [{ kind: 'vector', svg, box }];
}

/** A rounded outline around every cell of each house: base lines solid, cover lines dashed. */
export function fishLines(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const h = view.highlights;
  const parts: string[] = [];
  const inset = layout.cell * 0.1;
  const width = layout.size === 16 ? 2 : 2.5;
  const band = (house: number, colour: string, dash: string) => {
    const cells = view.geometry.houses[house]!.cells.map((c) => cellOrigin(layout, c));
    const x1 = Math.min(...cells.map((p) => p.x)) + inset;
    const y1 = Math.min(...cells.map((p) => p.y)) + inset;
    const x2 = Math.max(...cells.map((p) => p.x)) + layout.cell - inset;
    const y2 = Math.max(...cells.map((p) => p.y)) + layout.cell - inset;
    const r = layout.cell * 0.25;
    parts.push(
      `<rect x="${px(x1 + 0.5)}" y="${px(y1 + 0.5)}" width="${px(x2 - x1)}" height="${px(y2 - y1)}" rx="${px(r)}" fill="none" stroke="${colour}" stroke-width="${width}"${dash}/>`,
    );
  };
  const dash = ` stroke-dasharray="${px(layout.cell / 7)} ${px(layout.cell / 11)}"`;
  for (const house of h?.coverHouses ?? []) band(house, theme.coverLine, dash);
  for (const house of h?.baseHouses ?? []) band(house, theme.baseLine, '');
  return overGrid(layout, parts.join(''));
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
  const lines = (h?.sightLines ?? []).map((line) => {
    const from = cellCentre(layout, line.from);
    const to = cellCentre(layout, line.to);
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (length === 0) return '';
    const ux = (to.x - from.x) / length;
    const uy = (to.y - from.y) / length;
    // From the ring's edge to just past the centre of the farthest cell ruled out.
    const start = layout.cell * 0.38;
    const end = length + layout.cell * 0.3;
    return `M${px(from.x + ux * start)} ${px(from.y + uy * start)}L${px(from.x + ux * end)} ${px(from.y + uy * end)}`;
  });
  const width = layout.size === 16 ? 2.5 : 3.5;
  const path = lines.join('');
  const svg = path
    ? `<path d="${path}" stroke="${theme.source}" stroke-width="${width}" stroke-linecap="round" stroke-opacity="0.55" fill="none"/>`
    : '';
  return [
    ...overGrid(layout, svg),
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
  const curves = { strong: [] as string[], weak: [] as string[] };
  const heads: string[] = [];
  for (const link of links) {
    const drawn = linkPath(layout, link, r, arrow);
    curves[link.strong ? 'strong' : 'weak'].push(drawn.curve);
    heads.push(drawn.head);
  }
  const all = [...curves.strong, ...curves.weak].join('');
  const dash = `${px(layout.cell / 12)} ${px(layout.cell / 16)}`;
  const svg = [
    `<path d="${all}" stroke="${theme.cell}" stroke-width="${width + 1.6}" stroke-opacity="0.7" stroke-linecap="round" fill="none"/>`,
    curves.strong.length
      ? `<path d="${curves.strong.join('')}" stroke="${theme.link}" stroke-width="${width}" fill="none"/>`
      : '',
    curves.weak.length
      ? `<path d="${curves.weak.join('')}" stroke="${theme.link}" stroke-width="${width}" stroke-dasharray="${dash}" fill="none"/>`
      : '',
    `<path d="${heads.join('')}" fill="${theme.link}"/>`,
  ].join('');
  return overGrid(layout, svg);
}

/** The curve of one link, ending where its arrow head begins, and the head. */
function linkPath(
  layout: Layout,
  link: CandidateLink,
  r: number,
  arrow: number,
): { curve: string; head: string } {
  const a = noteCentre(layout, link.from.cell, link.from.digit);
  const b = noteCentre(layout, link.to.cell, link.to.digit);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  // Links inside one cell are short and straight; longer ones bow to the left of their way.
  const bow = link.from.cell === link.to.cell ? 0 : Math.min(length * 0.18, layout.cell * 0.35);
  const c = { x: (a.x + b.x) / 2 + (dy / length) * bow, y: (a.y + b.y) / 2 - (dx / length) * bow };
  const toward = (from: Point, to: Point, by: number): Point => {
    const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    return { x: from.x + ((to.x - from.x) / d) * by, y: from.y + ((to.y - from.y) / d) * by };
  };
  const start = toward(a, c, r);
  const tip = toward(b, c, r);
  const base = toward(tip, c, arrow);
  // The arrow's base corners, square to its axis.
  const ax = (tip.x - base.x) / arrow;
  const ay = (tip.y - base.y) / arrow;
  const half = arrow * 0.5;
  const left = { x: base.x - ay * half, y: base.y + ax * half };
  const right = { x: base.x + ay * half, y: base.y - ax * half };
  return {
    curve: `M${px(start.x)} ${px(start.y)}Q${px(c.x)} ${px(c.y)} ${px(base.x)} ${px(base.y)}`,
    head: `M${px(tip.x)} ${px(tip.y)}L${px(left.x)} ${px(left.y)}L${px(right.x)} ${px(right.y)}z`,
  };
}
