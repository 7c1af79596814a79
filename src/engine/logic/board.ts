// The candidate model every technique works on: digits placed so far and, for each empty cell,
// the candidates still possible as a bit mask (bit d = digit d). Houses, peers and the
// intersections of houses come from the geometry as data, so techniques stay generic.

import type { Geometry } from '../geometry.ts';
import { allDigitsMask, type Grid } from '../grid.ts';

/** Lookup tables derived once per geometry. */
export interface LogicTables {
  readonly geometry: Geometry;
  readonly size: number;
  readonly cellCount: number;
  readonly houseCount: number;
  /** Cells of house h at `houseCells[h * size + i]`. */
  readonly houseCells: Int16Array;
  /** 1 when two cells share a house: `seen[a * cellCount + b]`. */
  readonly seen: Uint8Array;
  /** 32-bit words in a bit set of cells. */
  readonly cellWords: number;
  /** Peers of each cell as a bit set of cells: cell c's at `peerBits[c * cellWords ...]`. */
  readonly peerBits: Uint32Array;
  /** Row, column and box (or region) house of each cell. */
  readonly rowHouse: Int16Array;
  readonly colHouse: Int16Array;
  readonly boxHouse: Int16Array;
  /** Pairs of houses sharing at least two cells (box/row, box/column, diagonal/box ...). */
  readonly intersections: readonly Intersection[];
  readonly allDigits: number;
}

/** Two houses and the cells they share (the ground of locked candidates). */
export interface Intersection {
  readonly a: number;
  readonly b: number;
  readonly cells: readonly number[];
  /** Cells of `a` outside `b`, and of `b` outside `a`. */
  readonly aOnly: readonly number[];
  readonly bOnly: readonly number[];
}

const tablesCache = new Map<string, LogicTables>();

/** The lookup tables for a geometry (computed once and cached). */
export function tablesOf(geometry: Geometry): LogicTables {
  const cached = tablesCache.get(geometry.id);
  if (cached) return cached;
  const { size, cellCount, houses } = geometry;
  const houseCells = new Int16Array(houses.length * size);
  houses.forEach((house, h) => house.cells.forEach((cell, i) => (houseCells[h * size + i] = cell)));
  const seen = new Uint8Array(cellCount * cellCount);
  const cellWords = (cellCount + 31) >> 5;
  const peerBits = new Uint32Array(cellCount * cellWords);
  geometry.peers.forEach((peers, cell) => {
    for (const p of peers) {
      seen[cell * cellCount + p] = 1;
      peerBits[cell * cellWords + (p >> 5)]! |= 1 << (p & 31);
    }
  });
  const rowHouse = new Int16Array(cellCount);
  const colHouse = new Int16Array(cellCount);
  const boxHouse = new Int16Array(cellCount);
  houses.forEach((house, h) => {
    const target =
      house.kind === 'row'
        ? rowHouse
        : house.kind === 'column'
          ? colHouse
          : house.kind === 'box' || house.kind === 'region'
            ? boxHouse
            : undefined;
    if (target) for (const cell of house.cells) target[cell] = h;
  });
  const intersections: Intersection[] = [];
  for (let a = 0; a < houses.length; a++) {
    const inA = new Set(houses[a]!.cells);
    for (let b = a + 1; b < houses.length; b++) {
      const common = houses[b]!.cells.filter((c) => inA.has(c));
      if (common.length < 2) continue;
      const inB = new Set(houses[b]!.cells);
      intersections.push({
        a,
        b,
        cells: common,
        aOnly: houses[a]!.cells.filter((c) => !inB.has(c)),
        bOnly: houses[b]!.cells.filter((c) => !inA.has(c)),
      });
    }
  }
  const tables: LogicTables = {
    geometry,
    size,
    cellCount,
    houseCount: houses.length,
    houseCells,
    seen,
    cellWords,
    peerBits,
    rowHouse,
    colHouse,
    boxHouse,
    intersections,
    allDigits: allDigitsMask(size),
  };
  tablesCache.set(geometry.id, tables);
  return tables;
}

/** A board of digits and candidates. Mutable: techniques read it, `applyStep` changes it. */
export class CandidateBoard {
  readonly tables: LogicTables;
  readonly values: Uint8Array;
  readonly cands: Uint32Array;
  /** Number of empty cells. */
  empty: number;
  /** Bumped on every change, so derived data (links, sets) can be cached per state. */
  version = 0;

  constructor(tables: LogicTables, values: Uint8Array, cands: Uint32Array, empty: number) {
    this.tables = tables;
    this.values = values;
    this.cands = cands;
    this.empty = empty;
  }

  /** The board of a grid: every empty cell holds the digits its peers don't. */
  static fromGrid(grid: Grid): CandidateBoard {
    const tables = tablesOf(grid.geometry);
    const values = grid.values.slice();
    const cands = new Uint32Array(tables.cellCount);
    let empty = 0;
    for (let cell = 0; cell < tables.cellCount; cell++) {
      if (values[cell]) continue;
      empty++;
      let used = 0;
      for (const peer of grid.geometry.peers[cell]!) used |= 1 << values[peer]!;
      cands[cell] = tables.allDigits & ~used;
    }
    return new CandidateBoard(tables, values, cands, empty);
  }

  get geometry(): Geometry {
    return this.tables.geometry;
  }

  get size(): number {
    return this.tables.size;
  }

  /** An independent copy. */
  clone(): CandidateBoard {
    return new CandidateBoard(this.tables, this.values.slice(), this.cands.slice(), this.empty);
  }

  /** Copies another board of the same geometry into this one (no allocation). */
  copyFrom(other: CandidateBoard): void {
    this.values.set(other.values);
    this.cands.set(other.cands);
    this.empty = other.empty;
    this.version++;
  }

  /** Places a digit and removes it from the candidates of every peer. */
  place(cell: number, digit: number): void {
    if (this.values[cell]) return;
    this.version++;
    this.values[cell] = digit;
    this.cands[cell] = 0;
    this.empty--;
    const bit = ~(1 << digit);
    for (const peer of this.tables.geometry.peers[cell]!) this.cands[peer]! &= bit;
  }

  /** Removes one candidate; returns true when it was there. */
  eliminate(cell: number, digit: number): boolean {
    const bit = 1 << digit;
    if (!(this.cands[cell]! & bit)) return false;
    this.version++;
    this.cands[cell]! &= ~bit;
    return true;
  }

  has(cell: number, digit: number): boolean {
    return (this.cands[cell]! & (1 << digit)) !== 0;
  }

  /** True when two cells share a house. */
  sees(a: number, b: number): boolean {
    return this.tables.seen[a * this.tables.cellCount + b] === 1;
  }

  /** Cells of house h that still hold digit d as a candidate. */
  cellsWith(house: number, digit: number): number[] {
    const { size, houseCells } = this.tables;
    const bit = 1 << digit;
    const out: number[] = [];
    for (let i = house * size, end = i + size; i < end; i++) {
      const cell = houseCells[i]!;
      if (this.cands[cell]! & bit) out.push(cell);
    }
    return out;
  }

  /** Bit mask of positions (index within the house) of digit d in house h. */
  positions(house: number, digit: number): number {
    const { size, houseCells } = this.tables;
    const bit = 1 << digit;
    let mask = 0;
    for (let i = 0, base = house * size; i < size; i++) {
      if (this.cands[houseCells[base + i]!]! & bit) mask |= 1 << i;
    }
    return mask;
  }

  /** Digits already placed in house h, as a mask. */
  placedIn(house: number): number {
    const { size, houseCells } = this.tables;
    let mask = 0;
    for (let i = house * size, end = i + size; i < end; i++)
      mask |= 1 << this.values[houseCells[i]!]!;
    return mask & ~1;
  }

  /**
   * A broken board: an empty cell without candidates, a digit with no place left in a house,
   * or a digit placed twice in a house. Returns a description, or undefined when none is found.
   */
  contradiction(): { cell?: number; house?: number; digit?: number } | undefined {
    const { cellCount, houseCount, size, houseCells, allDigits } = this.tables;
    for (let cell = 0; cell < cellCount; cell++) {
      if (!this.values[cell] && !this.cands[cell]) return { cell };
    }
    for (let h = 0; h < houseCount; h++) {
      let placed = 0;
      let possible = 0;
      for (let i = h * size, end = i + size; i < end; i++) {
        const cell = houseCells[i]!;
        const v = this.values[cell]!;
        if (v) {
          if (placed & (1 << v)) return { house: h, digit: v };
          placed |= 1 << v;
        } else possible |= this.cands[cell]!;
      }
      const missing = allDigits & ~placed & ~possible;
      if (missing) return { house: h, digit: 31 - Math.clz32(missing & -missing) };
    }
    return undefined;
  }
}

/** Lowest digit of a mask. */
export function firstDigit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** Caches one derived value per board state (recomputed after any change to the board). */
export function cachedFor<T>(
  cache: WeakMap<CandidateBoard, { version: number; value: T }>,
  board: CandidateBoard,
  make: () => T,
): T {
  const hit = cache.get(board);
  if (hit && hit.version === board.version) return hit.value;
  const value = make();
  cache.set(board, { version: board.version, value });
  return value;
}
