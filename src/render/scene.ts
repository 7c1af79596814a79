// A board picture as a display list: the cached static layers of its grid, then items drawn in
// order on top. The same scene becomes an SVG document (sceneSvg below, rasterised by librsvg) or
// is composited from cached rasters (compose.ts); both draw exactly these items.

import type { Point, Polygons, Strokes } from './strokes.ts';

/** A rectangle by its edges, in pixels at scale 1. */
export interface Box {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/**
 * An outline in its own coordinates, drawn at many places (a glyph, a note disc, a strike, a
 * cell outline): its first point, then relative path commands, so that moving it only moves
 * the first point.
 */
export interface Shape {
  /** Identifies the outline in sprite caches. */
  readonly key: string;
  readonly startX: number;
  readonly startY: number;
  /** Relative path data after the first point (lower-case commands only). */
  readonly rest: string;
  /** Where the outline reaches, before any stroke width. */
  readonly box: Box;
}

/** How the shapes of an ink item are painted: filled, or stroked along their outline. */
export type Paint =
  | { readonly kind: 'fill' }
  | {
      readonly kind: 'stroke';
      readonly width: number;
      readonly dash?: string;
      readonly cap?: 'round' | 'butt' | 'square';
      readonly join?: 'round' | 'miter';
    };

export const FILL: Paint = { kind: 'fill' };

/** A shape placed with its local origin at (x, y). */
export interface Placed {
  readonly shape: Shape;
  readonly x: number;
  readonly y: number;
}

/** One cell's background colour. */
export interface CellFill {
  readonly cell: number;
  readonly colour: string;
}

export type SceneItem =
  /** Cell backgrounds: drawn under the grid lines and labels, over the page. */
  | { readonly kind: 'fills'; readonly fills: readonly CellFill[] }
  /** Shapes of one colour and paint (in SVG: one path element, however many shapes). */
  | {
      readonly kind: 'ink';
      readonly colour: string;
      readonly paint: Paint;
      readonly placed: readonly Placed[];
    }
  /** Lines and arrow heads of a hint, drawn afresh for every picture. */
  | { readonly kind: 'mark'; readonly mark: Strokes | Polygons }
  /**
   * Anything else, as SVG elements in picture coordinates that stay inside `box`. `reuse`
   * marks content that recurs (a title line), worth keeping rasterised.
   */
  | {
      readonly kind: 'vector';
      readonly svg: string;
      readonly box: Box;
      readonly reuse?: boolean;
    };

/** The static layers of a board: the same for every board of a geometry, theme and state. */
export interface GridLayers {
  /** Identifies the layers in caches (geometry, layout, theme, solved state). */
  readonly key: string;
  /** Drawn first: page, cells, variant shading. Cell fills go on top of it. */
  readonly under: string;
  /** Drawn over the cell fills: lines, borders, labels. Everything else goes on top of it. */
  readonly over: string;
  /** Top-left corner of each cell, and the side of a cell: where fills go. */
  readonly cellX: readonly number[];
  readonly cellY: readonly number[];
  readonly cellSide: number;
}

export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly grid: GridLayers;
  readonly items: readonly SceneItem[];
}

/** Rounds to 1/100 px so the SVG stays short. */
export function px(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** The stroke attributes of a paint ('' for a fill). */
export function strokeAttributes(paint: Paint): string {
  if (paint.kind === 'fill') return '';
  return [
    ` stroke-width="${px(paint.width)}"`,
    paint.dash ? ` stroke-dasharray="${paint.dash}"` : '',
    paint.cap ? ` stroke-linecap="${paint.cap}"` : '',
    paint.join ? ` stroke-linejoin="${paint.join}"` : '',
  ].join('');
}

/** A path element of one ink item ('' when it has no shapes). */
export function inkPath(colour: string, paint: Paint, placed: readonly Placed[]): string {
  if (placed.length === 0) return '';
  const d = placed
    .map(({ shape, x, y }) => `M${px(x + shape.startX)} ${px(y + shape.startY)}${shape.rest}`)
    .join('');
  return paint.kind === 'fill'
    ? `<path fill="${colour}" d="${d}"/>`
    : `<path d="${d}" stroke="${colour}" fill="none"${strokeAttributes(paint)}/>`;
}

function pathData(paths: readonly (readonly Point[])[], close: boolean): string {
  return paths
    .map(
      (points) =>
        points.map((p, i) => `${i ? 'L' : 'M'}${px(p.x)} ${px(p.y)}`).join('') + (close ? 'z' : ''),
    )
    .join('');
}

/** A hint's strokes or polygons as one SVG path element. */
export function markSvg(mark: Strokes | Polygons): string {
  if (mark.kind === 'polygons') {
    return `<path d="${pathData(mark.polygons, true)}" fill="${mark.colour}"/>`;
  }
  const dash = mark.dash ? ` stroke-dasharray="${px(mark.dash[0])} ${px(mark.dash[1])}"` : '';
  const opacity = mark.opacity === undefined ? '' : ` stroke-opacity="${mark.opacity}"`;
  return (
    `<path d="${pathData(mark.paths, false)}" stroke="${mark.colour}" stroke-width="${px(mark.width)}"` +
    ` stroke-linecap="${mark.cap}" stroke-linejoin="round"${dash}${opacity} fill="none"/>`
  );
}

/** The scene as an SVG document at a scale. */
export function sceneSvg(scene: Scene, scale = 1): string {
  const { grid } = scene;
  const body: string[] = [grid.under];
  const fills = scene.items.filter((item) => item.kind === 'fills');
  const rects = fills.flatMap((item) =>
    item.fills.map(
      ({ cell, colour }) =>
        `<rect x="${grid.cellX[cell]}" y="${grid.cellY[cell]}" width="${grid.cellSide}" height="${grid.cellSide}" fill="${colour}"/>`,
    ),
  );
  if (rects.length) body.push(`<g shape-rendering="crispEdges">${rects.join('')}</g>`);
  body.push(grid.over);
  for (const item of scene.items) {
    if (item.kind === 'ink') body.push(inkPath(item.colour, item.paint, item.placed));
    else if (item.kind === 'mark') body.push(markSvg(item.mark));
    else if (item.kind === 'vector') body.push(item.svg);
  }
  const width = Math.round(scene.width * scale);
  const height = Math.round(scene.height * scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${scene.width} ${scene.height}">${body.join('')}</svg>`
  );
}
