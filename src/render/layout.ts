// Where things go in the picture, in pixels at scale 1: the grid, the labels, the title line and
// the size of every kind of text. A 9x9 board is 638 px wide, sharp on a phone.

import type { Size } from '../engine/geometry.ts';
import type { TextRole } from './glyphs.ts';

export interface Layout {
  /** Identifies the layout in caches and SVG ids. */
  readonly key: string;
  readonly size: Size;
  readonly cell: number;
  readonly gridX: number;
  readonly gridY: number;
  readonly gridSize: number;
  readonly width: number;
  readonly height: number;
  /** Baseline of the title line, when the picture has one. */
  readonly titleBaseline: number;
  readonly hasTitleBand: boolean;
  /** Bottom of the title band (the labels start below it); 0 without one. */
  readonly titleBandBottom: number;
  readonly thinLine: number;
  readonly thickLine: number;
  /** Note positions in a cell: columns and rows of the little grid. */
  readonly noteCols: number;
  readonly noteRows: number;
  readonly roles: {
    readonly given: TextRole;
    readonly entry: TextRole;
    readonly revealed: TextRole;
    readonly note: TextRole;
    readonly label: TextRole;
    readonly title: TextRole;
    readonly badge: TextRole;
    /** The '?' on a cell a photo reader is unsure of. */
    readonly mark: TextRole;
  };
}

const CELL_PX: Record<Size, number> = { 4: 100, 6: 80, 9: 64, 16: 42 };
/** Digit height as a share of the cell. */
const DIGIT_SHARE: Record<Size, number> = { 4: 0.44, 6: 0.46, 9: 0.47, 16: 0.46 };
const NOTE_SHARE: Record<Size, number> = { 4: 0.16, 6: 0.18, 9: 0.2, 16: 0.18 };
const PAD = 18;
const TITLE_BAND = 46;

const cache = new Map<string, Layout>();

/** The layout of a board of `size`, with or without a title line above the labels. */
export function boardLayout(size: Size, hasTitleBand: boolean): Layout {
  const key = `s${size}${hasTitleBand ? 't' : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const cell = CELL_PX[size];
  const gridSize = cell * size;
  const labelBand = size === 16 ? 28 : 26;
  const gridX = PAD + labelBand;
  const gridY = PAD + (hasTitleBand ? TITLE_BAND : 0) + labelBand;
  const noteCols = Math.ceil(Math.sqrt(size));
  const role = (style: TextRole['style'], capHeight: number): TextRole => ({
    style,
    capHeight: Math.round(capHeight * 10) / 10,
  });
  const digit = cell * DIGIT_SHARE[size];
  const layout: Layout = {
    key,
    size,
    cell,
    gridX,
    gridY,
    gridSize,
    width: gridX + gridSize + PAD,
    height: gridY + gridSize + PAD,
    titleBaseline: PAD + 26,
    hasTitleBand,
    titleBandBottom: hasTitleBand ? PAD + TITLE_BAND : 0,
    thinLine: 1,
    thickLine: size === 16 ? 2.5 : 3,
    noteCols,
    noteRows: Math.ceil(size / noteCols),
    roles: {
      given: role('bold', digit),
      entry: role('regular', digit),
      revealed: role('italic', digit),
      note: role('medium', cell * NOTE_SHARE[size]),
      label: role('medium', size === 16 ? 10 : 11.5),
      title: role('semibold', 17),
      badge: role('semibold', 13.5),
      mark: role('semibold', size === 16 ? 8 : 10),
    },
  };
  cache.set(key, layout);
  return layout;
}

/** Top-left corner of a cell. */
export function cellOrigin(layout: Layout, cell: number): { x: number; y: number } {
  const { size } = layout;
  return {
    x: layout.gridX + (cell % size) * layout.cell,
    y: layout.gridY + Math.floor(cell / size) * layout.cell,
  };
}

/** Centre of a note digit's position inside its cell (digit 1 top-left, reading order). */
export function noteCentre(layout: Layout, cell: number, digit: number): { x: number; y: number } {
  const { x, y } = cellOrigin(layout, cell);
  // 16x16 notes run to 16 and two-digit labels: they get the cell's width nearly to its lines.
  const inset = layout.cell * (layout.size === 16 ? 0.045 : 0.08);
  const w = (layout.cell - 2 * inset) / layout.noteCols;
  const h = (layout.cell - 2 * inset) / layout.noteRows;
  const i = digit - 1;
  return {
    x: x + inset + ((i % layout.noteCols) + 0.5) * w,
    y: y + inset + (Math.floor(i / layout.noteCols) + 0.5) * h,
  };
}
