// The strong links of one digit as Sukaku Explainer's rating builds them (StrongLinks.java in
// SudokuMonster/SukakuExplainer: `buildLinks`, and Grid.Region's Rectangle / crossBlade /
// lineEmptyCells / lineBlade tables), for the rating path's chains of strong links.
//
// A house with two places for the digit is a plain link. A house with three to six places is a
// grouped link when they fit two "blades", one of which must then hold the digit:
// - a row or column whose places lie in two of its three box segments (the blades);
// - a box whose places lie on the row and column through one "heart" cell (the Empty Rectangle
//   shape: blades are the heart's column-mates and row-mates; the heart joins the blade across
//   from a single cell, or both blades when each has two cells), tried heart by heart in cell
//   order, then (four places or more) boxes whose places lie in two of its rows, then two of
//   its columns. Only the first shape that fits counts, as Sukaku Explainer takes it; a box
//   whose four places make a rectangle links as its two rows and as its two columns.
// A box with two places on one line is left to that line, and houses of other kinds (diagonals,
// windows, jigsaw regions) only give plain links, rated as Sukaku Explainer rates variants.

import { cachedFor, type CandidateBoard } from './board.ts';
import { peerBitsOf } from './single-digit.ts';
import { BOX, COLUMN, houseShapes, housesOfCells, ROW, type HouseShape } from './house-shapes.ts';

export { BOX, COLUMN, OTHER, ROW } from './house-shapes.ts';

/** One end of a strong link: a cell, or a group of cells of one box and one line. */
export interface LinkEnd {
  readonly cells: readonly number[];
  /** Cells seeing every cell of the end, as a bitmap of 32-bit words. */
  readonly sees: Uint32Array;
  /** Houses holding every cell of the end, column first, then row, box, others. */
  readonly houses: readonly number[];
  /** The same houses as bits (boards of up to 32 houses; 0 beyond). */
  readonly houseMask: number;
}

export interface DigitLink {
  readonly house: number;
  /** Position of the house in Sukaku Explainer's region order (boxes, rows, columns, others). */
  readonly rank: number;
  readonly kind: number;
  readonly grouped: boolean;
  /** The digit's places in the house (links of one chain must not share one). */
  readonly places: Uint32Array;
  /** Ways to read the link as two ends (one, or two for a box rectangle). */
  readonly ends: readonly (readonly [LinkEnd, LinkEnd])[];
  /** Each end with the link's other end, for the chain search. */
  readonly refs: readonly EndRef[];
  /** Houses holding a whole end of the link. */
  readonly endHouses: readonly number[];
}

/** An end as the chain search walks it: its link, the link's other end, the end itself. */
export interface EndRef {
  readonly link: DigitLink;
  readonly end: LinkEnd;
  readonly other: LinkEnd;
}

export interface DigitLinks {
  readonly links: readonly DigitLink[];
  /** Cells holding the digit (made on first use). */
  readonly holding: Uint32Array;
}

/** A digit's links; the search's indexes are made only for digits it walks. */
class DigitLinkTable implements DigitLinks {
  private holdingBits: Uint32Array | undefined;

  constructor(
    private readonly board: CandidateBoard,
    private readonly digit: number,
    readonly links: readonly DigitLink[],
  ) {}

  get holding(): Uint32Array {
    if (!this.holdingBits) {
      const { cellCount } = this.board.tables;
      const bits = new Uint32Array(Math.ceil(cellCount / 32));
      const bit = 1 << this.digit;
      for (let c = 0; c < cellCount; c++)
        if (this.board.cands[c]! & bit) bits[c >> 5]! |= 1 << (c & 31);
      this.holdingBits = bits;
    }
    return this.holdingBits;
  }
}

const endCaches = new Map<string, Map<string, LinkEnd>>();

/** The end made of `cells` (ascending), one object per cell set and geometry. */
function endOf(board: CandidateBoard, cells: readonly number[]): LinkEnd {
  let cache = endCaches.get(board.geometry.id);
  if (!cache) endCaches.set(board.geometry.id, (cache = new Map()));
  const key = cells.length === 1 ? String(cells[0]) : cells.join(',');
  let end = cache.get(key);
  if (!end) cache.set(key, (end = makeEnd(board, cells)));
  return end;
}

function makeEnd(board: CandidateBoard, cells: readonly number[]): LinkEnd {
  const peers = peerBitsOf(board);
  const words = Math.ceil(board.tables.cellCount / 32);
  const sees = new Uint32Array(words).fill(0xffffffff);
  for (const c of cells) for (let w = 0; w < words; w++) sees[w]! &= peers[c * words + w]!;
  const byCell = housesOfCells(board);
  const houses = byCell[cells[0]!]!.filter((h) => cells.every((c) => byCell[c]!.includes(h)));
  const houseMask = board.tables.houseCount <= 32 ? houses.reduce((m, h) => m | (1 << h), 0) : 0;
  return { cells, sees, houses, houseMask };
}

/** The first blade shape of a box's places (Sukaku Explainer's configuration order). */
function boxBlades(
  shape: HouseShape,
  places: number,
  count: number,
  size: number,
): { heart: number; blades: [number, number][] } | undefined {
  const { boxRow, boxCol } = shape;
  if (shape.boxRows < 2 || shape.boxCols < 2) return undefined;
  // Hearts, in cell order: every place on the heart's row or column.
  for (let h = 0; h < size; h++) {
    let outside = 0;
    let colMates = 0;
    let rowMates = 0;
    for (let m = places; m; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      if (i === h) continue;
      if (boxCol[i] === boxCol[h]) colMates |= 1 << i;
      else if (boxRow[i] === boxRow[h]) rowMates |= 1 << i;
      else outside |= 1 << i;
    }
    if (outside) continue;
    // The first fitting shape is the only one tried, useful or not.
    return colMates && rowMates ? { heart: h, blades: [[colMates, rowMates]] } : undefined;
  }
  if (count < 4) return undefined;
  // Two whole rows (the empty one from the last up), then two whole columns.
  for (const [of, lines] of [
    [boxRow, shape.boxRows],
    [boxCol, shape.boxCols],
  ] as const) {
    for (let empty = lines - 1; empty >= 0; empty--) {
      let inEmpty = 0;
      const parts = new Map<number, number>();
      for (let m = places; m; m &= m - 1) {
        const i = 31 - Math.clz32(m & -m);
        if (of[i] === empty) inEmpty |= 1 << i;
        parts.set(of[i]!, (parts.get(of[i]!) ?? 0) | (1 << i));
      }
      if (inEmpty) continue;
      const lineParts = [...parts.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
      if (lineParts.length !== 2) return undefined;
      return { heart: -1, blades: [[lineParts[0]!, lineParts[1]!]] };
    }
  }
  return undefined;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** The link a house makes when the digit's places in it are `places` (a position mask). */
/** Cells of a house at the positions of `mask`, in house order. */
function cellsAt(board: CandidateBoard, house: number, mask: number): number[] {
  const { size, houseCells } = board.tables;
  const out: number[] = [];
  for (let m = mask; m; m &= m - 1) out.push(houseCells[house * size + 31 - Math.clz32(m & -m)]!);
  return out;
}

/** True when two cells share a row or a column. */
function inLine(size: number, x: number, y: number): boolean {
  return Math.floor(x / size) === Math.floor(y / size) || x % size === y % size;
}

/** Cells with one more, ascending. */
function withCell(cells: readonly number[], cell: number): number[] {
  return [...cells, cell].sort((a, b) => a - b);
}

/** A link of `house` read as the given pairs of ends. */
function makeLink(
  board: CandidateBoard,
  house: number,
  rank: number,
  grouped: boolean,
  placeBits: Uint32Array,
  pairs: readonly (readonly [readonly number[], readonly number[]])[],
): DigitLink {
  const ends = pairs.map(([a, b]) => [endOf(board, a), endOf(board, b)] as const);
  const refs: EndRef[] = [];
  const endHouses: number[] = [];
  for (const pair of ends) {
    for (const end of pair)
      for (const h of end.houses) if (!endHouses.includes(h)) endHouses.push(h);
  }
  const made: DigitLink = {
    endHouses,
    house,
    rank,
    kind: houseShapes(board)[house]!.kind,
    grouped,
    places: placeBits,
    ends,
    refs,
  };
  for (const [a, b] of ends)
    refs.push({ link: made, end: a, other: b }, { link: made, end: b, other: a });
  return made;
}

/** The link a house makes when the digit's places in it are `places` (a position mask). */
function linkOf(
  board: CandidateBoard,
  house: number,
  rank: number,
  places: number,
): DigitLink | undefined {
  const { size, houseCells, cellCount } = board.tables;
  const shape = houseShapes(board)[house]!;
  const count = popcount(places);
  if (count < 2 || count > 6) return undefined;
  const placeBits = new Uint32Array(Math.ceil(cellCount / 32));
  for (const c of cellsAt(board, house, places)) placeBits[c >> 5]! |= 1 << (c & 31);
  if (count === 2) {
    const [a, b] = cellsAt(board, house, places) as [number, number];
    // A box's two places on one line: the line's link.
    if (shape.kind === BOX && inLine(size, a, b)) return undefined;
    return makeLink(board, house, rank, false, placeBits, [[[a], [b]]]);
  }
  if (shape.kind === ROW || shape.kind === COLUMN) {
    // Places in exactly two segments; the first empty segment decides (from the line's start).
    for (let empty = 0; empty < shape.segments; empty++) {
      const parts: number[] = [];
      let inEmpty = false;
      for (let seg = 0; seg < shape.segments; seg++) {
        let part = 0;
        for (let m = places; m; m &= m - 1) {
          const i = 31 - Math.clz32(m & -m);
          if (shape.segment[i] === seg) part |= 1 << i;
        }
        if (seg === empty) inEmpty = part !== 0;
        else parts.push(part);
      }
      if (inEmpty) continue;
      if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
      const ends = [cellsAt(board, house, parts[0]), cellsAt(board, house, parts[1])] as const;
      return makeLink(board, house, rank, true, placeBits, [ends]);
    }
    return undefined;
  }
  if (shape.kind !== BOX) return undefined;
  const found = boxBlades(shape, places, count, size);
  if (!found) return undefined;
  const [[colMates, rowMates]] = found.blades as [[number, number]];
  const col = cellsAt(board, house, colMates);
  const row = cellsAt(board, house, rowMates);
  if (found.heart < 0) {
    const pairs: [number[], number[]][] = [[col, row]];
    // Four places in a rectangle: the two rows, and also the two columns.
    if (count === 4 && col.length === 2 && row.length === 2) {
      const [a1, a2] = col as [number, number];
      const [b1, b2] = row as [number, number];
      if (inLine(size, a1, b1) && inLine(size, a2, b2)) {
        pairs.push([
          [a1, b1],
          [a2, b2],
        ]);
      }
    }
    return makeLink(board, house, rank, true, placeBits, pairs);
  }
  const heart = houseCells[house * size + found.heart]!;
  // A single cell on one arm: the heart goes with the other arm (with the column arm when both
  // arms are single), whether it holds the digit or not; two cells on each arm: the heart, when
  // it holds the digit, goes with both.
  if (row.length === 1)
    return makeLink(board, house, rank, true, placeBits, [[row, withCell(col, heart)]]);
  if (col.length === 1)
    return makeLink(board, house, rank, true, placeBits, [[col, withCell(row, heart)]]);
  const heartHolds = (places & (1 << found.heart)) !== 0;
  const ends = heartHolds
    ? ([withCell(col, heart), withCell(row, heart)] as const)
    : ([col, row] as const);
  return makeLink(board, house, rank, true, placeBits, [ends]);
}

const tableCache = new WeakMap<CandidateBoard, { version: number; value: DigitLinks[] }>();

/** Per geometry: houses in Sukaku Explainer's region order, and links made so far by places. */
interface LinkCache {
  readonly order: readonly number[];
  /** By `house << size | places` (boards up to 9x9), else by the same key in a map. */
  readonly byIndex: (DigitLink | null | undefined)[];
  readonly byKey: Map<number, DigitLink | null>;
  /** Scratch: the digit's places per house and digit. */
  readonly places: Int32Array;
}

const linkCaches = new Map<string, LinkCache>();

function linkCacheOf(board: CandidateBoard): LinkCache {
  let cache = linkCaches.get(board.geometry.id);
  if (!cache) {
    const shapes = houseShapes(board);
    const order = board.geometry.houses
      .map((_, h) => h)
      .sort((a, b) => shapes[a]!.kind - shapes[b]!.kind || a - b);
    const { houseCount, size } = board.tables;
    cache = {
      order,
      byIndex: [],
      byKey: new Map(),
      places: new Int32Array(houseCount * (size + 1)),
    };
    linkCaches.set(board.geometry.id, cache);
  }
  return cache;
}

/** Every digit's strong links on the board (cached per board state). */
export function digitLinksOf(board: CandidateBoard): DigitLinks[] {
  return cachedFor(tableCache, board, () => {
    const { houseCount, size, houseCells } = board.tables;
    const cache = linkCacheOf(board);
    const { order, byIndex, byKey, places } = cache;
    // Every digit's places in every house, in one pass over the houses.
    places.fill(0);
    for (let h = 0; h < houseCount; h++) {
      for (let i = 0; i < size; i++) {
        for (let m = board.cands[houseCells[h * size + i]!]!; m; m &= m - 1) {
          places[h * (size + 1) + 31 - Math.clz32(m & -m)]! |= 1 << i;
        }
      }
    }
    const small = size <= 9;
    const out: DigitLinks[] = [];
    for (let digit = 1; digit <= size; digit++) {
      const links: DigitLink[] = [];
      // A link depends only on its house and the digit's places there: made once per shape.
      for (let rank = 0; rank < order.length; rank++) {
        const h = order[rank]!;
        const mask = places[h * (size + 1) + digit]!;
        // One place, or more than six: no link (and nothing to remember).
        if (!(mask & (mask - 1)) || popcount(mask) > 6) continue;
        let link: DigitLink | null | undefined;
        if (small) {
          const key = (h << size) | mask;
          link = byIndex[key];
          if (link === undefined) byIndex[key] = link = linkOf(board, h, rank, mask) ?? null;
        } else {
          const key = h * 2 ** size + mask;
          link = byKey.get(key);
          if (link === undefined) byKey.set(key, (link = linkOf(board, h, rank, mask) ?? null));
        }
        if (link) links.push(link);
      }
      out[digit] = new DigitLinkTable(board, digit, links);
    }
    return out;
  });
}

/** The first house holding every cell of two ends (column, row, box, other), or -1. */
export function sharedHouse(a: LinkEnd, b: LinkEnd): number {
  for (const h of a.houses) if (b.houses.includes(h)) return h;
  return -1;
}
