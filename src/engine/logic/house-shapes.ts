// The shapes of a geometry's houses as the strong-link table reads them (Sukaku Explainer's
// region types): each house's kind, a box's cells by their row and column inside it, a line's
// cells by the box segment they lie in, and the houses of each cell in the order Sukaku
// Explainer looks for a shared region.

import type { CandidateBoard } from './board.ts';

/** Link kinds in Sukaku Explainer's order of region types: box, row, column, other. */
export const BOX = 0;
export const ROW = 1;
export const COLUMN = 2;
export const OTHER = 3;

/** Per house: its kind, its cells' positions as (row, column) within a box, its segments. */
export interface HouseShape {
  readonly kind: number;
  /** For a box: each position's row and column within the box (-1 when not rectangular). */
  readonly boxRow: Int8Array;
  readonly boxCol: Int8Array;
  readonly boxRows: number;
  readonly boxCols: number;
  /** For a line: each position's segment (the box it lies in, numbered along the line). */
  readonly segment: Int8Array;
  readonly segments: number;
}

const shapesCache = new Map<string, HouseShape[]>();

/** Each house's shape, made once per geometry. */
export function houseShapes(board: CandidateBoard): HouseShape[] {
  const key = board.geometry.id;
  let shapes = shapesCache.get(key);
  if (shapes) return shapes;
  const { size, houseCells, boxHouse } = board.tables;
  const geometry = board.geometry;
  shapes = geometry.houses.map((house, h) => {
    const kind =
      house.kind === 'row'
        ? ROW
        : house.kind === 'column'
          ? COLUMN
          : house.kind === 'box'
            ? BOX
            : OTHER;
    const boxRow = new Int8Array(size).fill(-1);
    const boxCol = new Int8Array(size).fill(-1);
    const segment = new Int8Array(size).fill(-1);
    let boxRows = 0;
    let boxCols = 0;
    let segments = 0;
    const cells = Array.from(houseCells.subarray(h * size, h * size + size));
    if (kind === BOX) {
      const rows = [...new Set(cells.map((c) => Math.floor(c / size)))].sort((a, b) => a - b);
      const cols = [...new Set(cells.map((c) => c % size))].sort((a, b) => a - b);
      boxRows = rows.length;
      boxCols = cols.length;
      cells.forEach((c, i) => {
        boxRow[i] = rows.indexOf(Math.floor(c / size));
        boxCol[i] = cols.indexOf(c % size);
      });
    } else if (kind === ROW || kind === COLUMN) {
      const boxes: number[] = [];
      cells.forEach((c, i) => {
        const b = boxHouse[c]!;
        if (!boxes.includes(b)) boxes.push(b);
        segment[i] = boxes.indexOf(b);
      });
      segments = boxes.length;
    }
    return { kind, boxRow, boxCol, boxRows, boxCols, segment, segments };
  });
  shapesCache.set(key, shapes);
  return shapes;
}

const housesOfCellCache = new Map<string, number[][]>();

/** Houses of each cell, in the order Sukaku Explainer looks for a shared region. */
export function housesOfCells(board: CandidateBoard): number[][] {
  const key = board.geometry.id;
  let out = housesOfCellCache.get(key);
  if (!out) {
    const shapes = houseShapes(board);
    const rank = [2, 1, 0, 3]; // box, row, column, other -> column first
    out = Array.from({ length: board.tables.cellCount }, () => [] as number[]);
    board.geometry.houses.forEach((house, h) => {
      for (const c of house.cells) out![c]!.push(h);
    });
    for (const list of out) list.sort((a, b) => rank[shapes[a]!.kind]! - rank[shapes[b]!.kind]!);
    housesOfCellCache.set(key, out);
  }
  return out;
}
