// Board shapes as data. A classic 9x9 is one geometry among these, not a special type: every
// module that needs rows, boxes or peers reads them from here.

export const SIZES = [4, 6, 9, 16] as const;
export type Size = (typeof SIZES)[number];

export const HOUSE_KINDS = ['row', 'column', 'box', 'diagonal', 'window', 'region'] as const;
export type HouseKind = (typeof HOUSE_KINDS)[number];

/** A set of cells that must hold each digit once. `index` counts from 0 within its kind. */
export interface House {
  readonly kind: HouseKind;
  readonly index: number;
  readonly cells: readonly number[];
}

export const VARIANTS = ['classic', 'x', 'windoku', 'jigsaw'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface Geometry {
  /** Stable identifier, e.g. `classic9`, `x9`, `windoku9`, `jigsaw9:<region map>`. */
  readonly id: string;
  readonly variant: Variant;
  readonly size: Size;
  readonly cellCount: number;
  /** Box shape for regular boxes; jigsaw geometries have regions instead (both 0). */
  readonly boxRows: number;
  readonly boxCols: number;
  /** All houses: rows, then columns, then boxes or regions, then extra houses. */
  readonly houses: readonly House[];
  /** For each cell, the indices (into `houses`) of the houses that contain it. */
  readonly housesOfCell: readonly (readonly number[])[];
  /** For each cell, the other cells that share a house with it, ascending. */
  readonly peers: readonly (readonly number[])[];
  /** For each cell, the index of its box or jigsaw region (0-based). */
  readonly boxOfCell: readonly number[];
}

const BOX_SHAPES: Record<Size, readonly [rows: number, cols: number]> = {
  4: [2, 2],
  6: [2, 3],
  9: [3, 3],
  16: [4, 4],
};

/** Returns true when `n` is a supported board size. */
export function isSize(n: number): n is Size {
  return (SIZES as readonly number[]).includes(n);
}

/** Row of a cell (0-based). */
export function rowOf(cell: number, size: number): number {
  return Math.floor(cell / size);
}

/** Column of a cell (0-based). */
export function colOf(cell: number, size: number): number {
  return cell % size;
}

function rowsAndColumns(size: number): House[] {
  const houses: House[] = [];
  for (let r = 0; r < size; r++) {
    houses.push({ kind: 'row', index: r, cells: range(size).map((c) => r * size + c) });
  }
  for (let c = 0; c < size; c++) {
    houses.push({ kind: 'column', index: c, cells: range(size).map((r) => r * size + c) });
  }
  return houses;
}

function regularBoxes(size: Size): { houses: House[]; boxOfCell: number[] } {
  const [boxRows, boxCols] = BOX_SHAPES[size];
  const boxOfCell = new Array<number>(size * size);
  const houses: House[] = [];
  const boxesPerRow = size / boxCols;
  for (let b = 0; b < size; b++) {
    const top = Math.floor(b / boxesPerRow) * boxRows;
    const left = (b % boxesPerRow) * boxCols;
    const cells: number[] = [];
    for (let r = top; r < top + boxRows; r++) {
      for (let c = left; c < left + boxCols; c++) {
        cells.push(r * size + c);
        boxOfCell[r * size + c] = b;
      }
    }
    houses.push({ kind: 'box', index: b, cells });
  }
  return { houses, boxOfCell };
}

function build(
  id: string,
  variant: Variant,
  size: Size,
  boxShape: readonly [number, number],
  houses: House[],
  boxOfCell: number[],
): Geometry {
  const cellCount = size * size;
  const housesOfCell: number[][] = range(cellCount).map(() => []);
  houses.forEach((house, h) => house.cells.forEach((cell) => housesOfCell[cell]!.push(h)));
  const peers = range(cellCount).map((cell) => {
    const set = new Set<number>();
    for (const h of housesOfCell[cell]!) for (const other of houses[h]!.cells) set.add(other);
    set.delete(cell);
    return [...set].sort((a, b) => a - b);
  });
  return {
    id,
    variant,
    size,
    cellCount,
    boxRows: boxShape[0],
    boxCols: boxShape[1],
    houses,
    housesOfCell,
    peers,
    boxOfCell,
  };
}

const cache = new Map<string, Geometry>();

function cached(id: string, make: () => Geometry): Geometry {
  let geometry = cache.get(id);
  if (!geometry) {
    geometry = make();
    cache.set(id, geometry);
  }
  return geometry;
}

/** Classic Sudoku of the given size: rows, columns and regular boxes (2x2, 2x3, 3x3, 4x4). */
export function classicGeometry(size: Size = 9): Geometry {
  return cached(`classic${size}`, () => {
    const boxes = regularBoxes(size);
    return build(
      `classic${size}`,
      'classic',
      size,
      BOX_SHAPES[size],
      [...rowsAndColumns(size), ...boxes.houses],
      boxes.boxOfCell,
    );
  });
}

/** Sudoku X: classic houses plus the two main diagonals. */
export function sudokuXGeometry(size: Size = 9): Geometry {
  return cached(`x${size}`, () => {
    const boxes = regularBoxes(size);
    const diagonals: House[] = [
      { kind: 'diagonal', index: 0, cells: range(size).map((i) => i * size + i) },
      { kind: 'diagonal', index: 1, cells: range(size).map((i) => i * size + (size - 1 - i)) },
    ];
    return build(
      `x${size}`,
      'x',
      size,
      BOX_SHAPES[size],
      [...rowsAndColumns(size), ...boxes.houses, ...diagonals],
      boxes.boxOfCell,
    );
  });
}

/** Windoku: classic 9x9 houses plus four 3x3 windows at rows/columns 2-4 and 6-8. */
export function windokuGeometry(): Geometry {
  return cached('windoku9', () => {
    const boxes = regularBoxes(9);
    const windows: House[] = [1, 5].flatMap((top, i) =>
      [1, 5].map((left, j) => ({
        kind: 'window' as const,
        index: i * 2 + j,
        cells: range(9).map((k) => (top + Math.floor(k / 3)) * 9 + left + (k % 3)),
      })),
    );
    return build(
      'windoku9',
      'windoku',
      9,
      BOX_SHAPES[9],
      [...rowsAndColumns(9), ...boxes.houses, ...windows],
      boxes.boxOfCell,
    );
  });
}

export type JigsawError =
  { code: 'jigsaw-size'; message: string } | { code: 'jigsaw-region'; message: string };

/**
 * Jigsaw geometry from a region map: one symbol per cell, row by row (e.g. 81 characters
 * `111222333...`); each distinct symbol is a region and every region must have `size` cells.
 */
export function jigsawGeometry(
  regionMap: string,
): { ok: true; value: Geometry } | { ok: false; error: JigsawError } {
  const symbols = [...regionMap.replace(/\s+/g, '')];
  const size = Math.round(Math.sqrt(symbols.length));
  if (size * size !== symbols.length || !isSize(size)) {
    return {
      ok: false,
      error: {
        code: 'jigsaw-size',
        message: `A region map needs 16, 36, 81 or 256 symbols; this one has ${symbols.length}.`,
      },
    };
  }
  const order = [...new Set(symbols)];
  if (order.length !== size) {
    return {
      ok: false,
      error: {
        code: 'jigsaw-region',
        message: `A ${size}x${size} jigsaw needs ${size} regions; this map has ${order.length}.`,
      },
    };
  }
  const regions: number[][] = order.map(() => []);
  const boxOfCell = symbols.map((s, cell) => {
    const region = order.indexOf(s);
    regions[region]!.push(cell);
    return region;
  });
  const short = regions.findIndex((cells) => cells.length !== size);
  if (short >= 0) {
    return {
      ok: false,
      error: {
        code: 'jigsaw-region',
        message: `Region '${order[short]}' has ${regions[short]!.length} cells; each needs ${size}.`,
      },
    };
  }
  const id = `jigsaw${size}:${boxOfCell.map((b) => b.toString(36)).join('')}`;
  const geometry = cached(id, () =>
    build(
      id,
      'jigsaw',
      size,
      [0, 0],
      [
        ...rowsAndColumns(size),
        ...regions.map((cells, index) => ({ kind: 'region' as const, index, cells })),
      ],
      boxOfCell,
    ),
  );
  return { ok: true, value: geometry };
}

/** True for the plain 9x9 geometry that the solver's fast path handles. */
export function isClassic9(geometry: Geometry): boolean {
  return geometry.id === 'classic9';
}

/** `[0, 1, ..., n - 1]` */
export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
