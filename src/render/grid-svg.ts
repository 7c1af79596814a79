// The parts of the picture that depend only on the geometry, theme and solved state: the
// background, the variant's shaded houses, the grid lines, the region borders and the labels.
// They are built once per combination and cached, so a render only adds what changes.

import { range, type Geometry } from '../engine/geometry.ts';
import { Ink } from './glyphs.ts';
import { px, type GridLayers } from './scene.ts';
import { cellOrigin, type Layout } from './layout.ts';
import type { Theme } from './theme.ts';

const cache = new Map<string, GridLayers>();
/** Geometries x themes x solved states; jigsaw maps are many, so the cache is bounded. */
const MAX_CACHED = 64;

/** The cached static layers of a board. */
export function gridLayers(
  geometry: Geometry,
  layout: Layout,
  theme: Theme,
  themeName: string,
  solved: boolean,
): GridLayers {
  const key = `${geometry.id}|${layout.key}|${themeName}|${solved ? 1 : 0}`;
  let layers = cache.get(key);
  if (!layers) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    layers = buildLayers(key, geometry, layout, theme, solved);
    cache.set(key, layers);
  }
  return layers;
}

/** Forgets every cached layer (benchmarks use it to time an uncached build). */
export function clearGridCache(): void {
  cache.clear();
}

function buildLayers(
  key: string,
  geometry: Geometry,
  layout: Layout,
  theme: Theme,
  solved: boolean,
): GridLayers {
  const { gridX, gridY, gridSize } = layout;
  const cellFill = solved ? theme.solvedCell : theme.cell;
  const glowWidth = 14;
  const under = [
    `<rect width="${layout.width}" height="${layout.height}" fill="${theme.page}" shape-rendering="crispEdges"/>`,
    // A solved board glows: a soft green halo around the frame.
    solved
      ? `<rect x="${gridX}" y="${gridY}" width="${gridSize}" height="${gridSize}" rx="${glowWidth / 2}" fill="none" stroke="${theme.solvedLine}" stroke-opacity="0.22" stroke-width="${glowWidth}"/>`
      : '',
    `<rect x="${gridX}" y="${gridY}" width="${gridSize}" height="${gridSize}" fill="${cellFill}" shape-rendering="crispEdges"/>`,
    variantShading(geometry, layout, theme.variantCell, solved),
  ].join('');
  const lineColour = solved ? theme.solvedLine : theme.boxLine;
  const { thin, thick } = gridLines(geometry, layout);
  const half = layout.thickLine / 2;
  const over = [
    `<path d="${thin}" stroke="${theme.thinLine}" stroke-width="${layout.thinLine}" fill="none" shape-rendering="crispEdges"/>`,
    `<path d="${thick}" stroke="${lineColour}" stroke-width="${layout.thickLine}" stroke-linecap="square" fill="none" shape-rendering="crispEdges"/>`,
    `<rect x="${px(gridX + 0.5 - half)}" y="${px(gridY + 0.5 - half)}" width="${px(gridSize + 2 * half)}" height="${px(gridSize + 2 * half)}" rx="${px(half + 1)}" stroke="${lineColour}" stroke-width="${layout.thickLine}" fill="none"/>`,
    labels(layout, theme.label),
  ].join('');
  const origins = range(geometry.cellCount).map((c) => cellOrigin(layout, c));
  return {
    key,
    under,
    over,
    cellX: origins.map((o) => o.x),
    cellY: origins.map((o) => o.y),
    cellSide: layout.cell,
  };
}

// Sudoku X diagonals and windoku windows are tinted so the extra houses read at a glance. A
// solved board keeps them (slightly darker than the solved tint) so the variant still shows.
function variantShading(geometry: Geometry, layout: Layout, fill: string, solved: boolean): string {
  const cells = new Set<number>();
  for (const house of geometry.houses) {
    if (house.kind === 'diagonal' || house.kind === 'window')
      house.cells.forEach((c) => cells.add(c));
  }
  if (cells.size === 0) return '';
  const rects = [...cells].map((c) => {
    const { x, y } = cellOrigin(layout, c);
    return `M${x} ${y}h${layout.cell}v${layout.cell}h${-layout.cell}z`;
  });
  const opacity = solved ? ' fill-opacity="0.5"' : '';
  return `<path d="${rects.join('')}" fill="${fill}"${opacity} shape-rendering="crispEdges"/>`;
}

// Every boundary between two cells is a thin line, or a thick one where the cells lie in
// different boxes or jigsaw regions; collinear pieces of one kind are merged into one stroke.
function gridLines(geometry: Geometry, layout: Layout): { thin: string; thick: string } {
  const { size, cell, gridX, gridY } = layout;
  const box = geometry.boxOfCell;
  const thin: string[] = [];
  const thick: string[] = [];
  const emit = (horizontal: boolean, line: number, from: number, to: number, isThick: boolean) => {
    const fixed = (horizontal ? gridY : gridX) + line * cell + 0.5;
    const a = (horizontal ? gridX : gridY) + from * cell;
    const b = (horizontal ? gridX : gridY) + to * cell;
    const d = horizontal ? `M${a} ${fixed}H${b}` : `M${fixed} ${a}V${b}`;
    (isThick ? thick : thin).push(d);
  };
  for (const horizontal of [true, false]) {
    for (let line = 1; line < size; line++) {
      let runStart = 0;
      let runThick: boolean | undefined;
      for (let along = 0; along <= size; along++) {
        let isThick: boolean | undefined;
        if (along < size) {
          const before = horizontal ? (line - 1) * size + along : along * size + line - 1;
          const after = horizontal ? line * size + along : along * size + line;
          isThick = box[before] !== box[after];
        }
        if (isThick !== runThick) {
          if (runThick !== undefined) emit(horizontal, line, runStart, along, runThick);
          runStart = along;
          runThick = isThick;
        }
      }
    }
  }
  return { thin: thin.join(''), thick: thick.join('') };
}

function labels(layout: Layout, fill: string): string {
  const { size, cell, gridX, gridY } = layout;
  const role = layout.roles.label;
  const ink = new Ink();
  for (let i = 0; i < size; i++) {
    const text = String(i + 1);
    const centre = i * cell + cell / 2;
    ink.line(role, text, gridX + centre, gridY - 10, 'middle');
    ink.line(role, text, gridX - 13, gridY + centre + role.capHeight / 2, 'middle');
  }
  return ink.svg(fill);
}
