// Single-digit patterns built from two strong links (a digit with exactly two places in a
// house): Skyscraper (two parallel lines), 2-String Kite (a row and a column), Turbot Fish (a
// box involved), and the Empty Rectangle (a box whose places form a cross).
//
// These run at nearly every step of a hard puzzle's grading and nearly always fail, so the
// strong links of a board state are found once (X-chains use them too) and the searches loop
// over flat tables, allocating only for the step they return.

import type { Geometry } from '../geometry.ts';
import { cachedFor, type CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import type { Technique } from './technique.ts';

/** The strong links of a board state: per digit, in house order, the house and its two cells. */
export interface StrongLinks {
  /** Links of digit d are those from `from[d]` up to `from[d + 1]`. */
  readonly from: Int32Array;
  readonly house: Int16Array;
  /** The digit's two places in the house, in the house's cell order. */
  readonly a: Int16Array;
  readonly b: Int16Array;
}

const linksCache = new WeakMap<CandidateBoard, { version: number; value: StrongLinks }>();

/** The strong links of the board (cached per board state). */
export function strongLinksOf(board: CandidateBoard): StrongLinks {
  return cachedFor(linksCache, board, () => findStrongLinks(board));
}

function findStrongLinks(board: CandidateBoard): StrongLinks {
  const { size, houseCount, houseCells } = board.tables;
  // Digits with exactly two places, per house.
  const twice = new Int32Array(houseCount);
  const from = new Int32Array(size + 2);
  for (let h = 0; h < houseCount; h++) {
    let once = 0;
    let two = 0;
    let more = 0;
    for (let i = h * size; i < h * size + size; i++) {
      const m = board.cands[houseCells[i]!]!;
      more |= two & m;
      two |= once & m;
      once |= m;
    }
    twice[h] = two & ~more;
    for (let m = twice[h]!; m; m &= m - 1) from[31 - Math.clz32(m & -m) + 1]!++;
  }
  for (let d = 1; d <= size + 1; d++) from[d]! += from[d - 1]!;
  const count = from[size + 1]!;
  const house = new Int16Array(count);
  const a = new Int16Array(count);
  const b = new Int16Array(count);
  const next = from.slice();
  for (let d = 1; d <= size; d++) {
    const bit = 1 << d;
    for (let h = 0; h < houseCount; h++) {
      if (!(twice[h]! & bit)) continue;
      const k = next[d]!++;
      house[k] = h;
      let found = 0;
      for (let i = h * size; found < 2; i++) {
        const cell = houseCells[i]!;
        if (!(board.cands[cell]! & bit)) continue;
        if (found++ === 0) a[k] = cell;
        else b[k] = cell;
      }
    }
  }
  return { from, house, a, b };
}

const peerBitsCache = new Map<string, Uint32Array>();

/** Peers of every cell as bitmaps of 32-bit words (cell * words), per geometry. */
export function peerBitsOf(board: CandidateBoard): Uint32Array {
  const key = board.geometry.id;
  let bits = peerBitsCache.get(key);
  if (!bits) {
    const { cellCount } = board.tables;
    const words = Math.ceil(cellCount / 32);
    bits = new Uint32Array(cellCount * words);
    board.geometry.peers.forEach((peers, cell) => {
      for (const p of peers) bits![cell * words + (p >> 5)]! |= 1 << (p & 31);
    });
    peerBitsCache.set(key, bits);
  }
  return bits;
}

const ROW = 0;
const COLUMN = 1;
const BOX = 2;
const LINE = 3; // diagonals, windows: any other house

const kindsCache = new Map<string, Uint8Array>();

/** The kind of each house as ROW, COLUMN, BOX (boxes and jigsaw regions) or LINE. */
export function houseKinds(geometry: Geometry): Uint8Array {
  let kinds = kindsCache.get(geometry.id);
  if (!kinds) {
    kinds = Uint8Array.from(geometry.houses, ({ kind }) =>
      kind === 'row'
        ? ROW
        : kind === 'column'
          ? COLUMN
          : kind === 'box' || kind === 'region'
            ? BOX
            : LINE,
    );
    kindsCache.set(geometry.id, kinds);
  }
  return kinds;
}

const RATINGS: Record<string, number> = {
  skyscraper: 4.0,
  'two-string-kite': 4.1,
  'turbot-fish': 4.2,
  'empty-rectangle': 4.3,
};

function classify(k1: number, k2: number): string {
  if (k1 >= BOX || k2 >= BOX) return 'turbot-fish';
  return k1 === k2 ? 'skyscraper' : 'two-string-kite';
}

/** Cells other than `except` holding the digit and seeing both `x` and `y`. */
function seeingBoth(
  board: CandidateBoard,
  digit: number,
  x: number,
  y: number,
  except: readonly number[],
): CellDigit[] | undefined {
  let out: CellDigit[] | undefined;
  const { seen, cellCount } = board.tables;
  for (const cell of board.geometry.peers[x]!) {
    if (!(board.cands[cell]! & (1 << digit)) || !seen[cell * cellCount + y]) continue;
    if (!except.includes(cell)) (out ??= []).push({ cell, digit });
  }
  return out;
}

/**
 * Two strong links joined by a weak link (an end of each sees the other): one of the two far
 * ends is the digit, so cells seeing both far ends lose it.
 */
function findTurbot(board: CandidateBoard, wanted: string): Step | undefined {
  const links = strongLinksOf(board);
  const kinds = houseKinds(board.geometry);
  const { seen, cellCount } = board.tables;
  for (let digit = 1; digit <= board.size; digit++) {
    const last = links.from[digit + 1]!;
    for (let i = links.from[digit]!; i < last; i++) {
      for (let j = i + 1; j < last; j++) {
        const h1 = links.house[i]!;
        const h2 = links.house[j]!;
        if (classify(kinds[h1]!, kinds[h2]!) !== wanted) continue;
        const [a1, b1, a2, b2] = [links.a[i]!, links.b[i]!, links.a[j]!, links.b[j]!];
        if (a1 === a2 || a1 === b2 || b1 === a2 || b1 === b2) continue;
        for (let first = 0; first < 2; first++) {
          const [end1, near1] = first ? [b1, a1] : [a1, b1];
          for (let second = 0; second < 2; second++) {
            const [near2, end2] = second ? [b2, a2] : [a2, b2];
            if (!seen[near1 * cellCount + near2]) continue;
            // Ends that see each other would make an X-Wing-like loop, not this pattern.
            const eliminations = seeingBoth(board, digit, end1, end2, [a1, b1, a2, b2]);
            if (!eliminations) continue;
            const chain: ChainNode[] = [
              { cell: end1, digit, on: false, via: -1 },
              { cell: near1, digit, on: true, via: h1 },
              { cell: near2, digit, on: false, via: -1 },
              { cell: end2, digit, on: true, via: h2 },
            ];
            return {
              technique: wanted,
              rating: RATINGS[wanted]!,
              size: board.size,
              digits: [digit],
              cells: [end1, near1, near2, end2],
              houses: [h1, h2],
              placements: [],
              eliminations,
              chains: [chain],
            };
          }
        }
      }
    }
  }
  return undefined;
}

interface BoxShape {
  /** Row and column houses crossing each box house (first-seen order), -1 for other houses. */
  readonly rows: readonly (readonly number[])[];
  readonly cols: readonly (readonly number[])[];
  /** The cell where row house r meets column house c: `crossing[r * houseCount + c]`. */
  readonly crossing: Int16Array;
}

const shapeCache = new Map<string, BoxShape>();

function boxShape(board: CandidateBoard): BoxShape {
  let shape = shapeCache.get(board.geometry.id);
  if (!shape) {
    const { rowHouse, colHouse, houseCount, cellCount } = board.tables;
    const kinds = houseKinds(board.geometry);
    const lines = (cells: readonly number[], of: Int16Array) => [
      ...new Set(cells.map((c) => of[c]!)),
    ];
    const houses = board.geometry.houses;
    const crossing = new Int16Array(houseCount * houseCount).fill(-1);
    for (let c = 0; c < cellCount; c++) crossing[rowHouse[c]! * houseCount + colHouse[c]!] = c;
    shape = {
      rows: houses.map((h, i) => (kinds[i] === BOX ? lines(h.cells, rowHouse) : [])),
      cols: houses.map((h, i) => (kinds[i] === BOX ? lines(h.cells, colHouse) : [])),
      crossing,
    };
    shapeCache.set(board.geometry.id, shape);
  }
  return shape;
}

/**
 * Empty rectangle: in a box, the digit's places lie on one row and one column of the box. With
 * a strong link on a line that crosses one arm outside the box, the cell where the other arm
 * meets the strong link's far line cannot hold the digit.
 */
function findEmptyRectangle(board: CandidateBoard): Step | undefined {
  const { size, rowHouse, colHouse, boxHouse, houseCount, houseCells } = board.tables;
  const kinds = houseKinds(board.geometry);
  const links = strongLinksOf(board);
  const { rows, cols, crossing } = boxShape(board);
  for (let digit = 1; digit <= size; digit++) {
    const bit = 1 << digit;
    const first = links.from[digit]!;
    const last = links.from[digit + 1]!;
    let lineLinks = 0;
    for (let k = first; k < last; k++) if (kinds[links.house[k]!]! <= COLUMN) lineLinks++;
    if (!lineLinks) continue;
    for (let b = 0; b < houseCount; b++) {
      if (kinds[b] !== BOX) continue;
      let places = 0;
      for (let i = b * size; i < b * size + size; i++)
        if (board.cands[houseCells[i]!]! & bit) places++;
      if (places < 2) continue;
      for (const r of rows[b]!) {
        for (const c of cols[b]!) {
          // Every place on the row arm or the column arm, and both arms used off the centre.
          let outside = false;
          let onRow = false;
          let onCol = false;
          for (let i = b * size; i < b * size + size; i++) {
            const cell = houseCells[i]!;
            if (!(board.cands[cell]! & bit)) continue;
            const row = rowHouse[cell] === r;
            const col = colHouse[cell] === c;
            if (!row && !col) outside = true;
            if (row && !col) onRow = true;
            if (col && !row) onCol = true;
          }
          if (outside || !onRow || !onCol) continue;
          for (let k = first; k < last; k++) {
            const house = links.house[k]!;
            if (kinds[house]! > COLUMN) continue;
            const [a, z] = [links.a[k]!, links.b[k]!];
            if (boxHouse[a] === b || boxHouse[z] === b) continue;
            const byColumn = kinds[house] === COLUMN;
            for (const [near, far] of [
              [a, z],
              [z, a],
            ] as const) {
              // The near end lies on the ER's row (for a column link) or column (row link).
              const armHouse = byColumn ? r : c;
              if ((byColumn ? rowHouse[near] : colHouse[near]) !== armHouse) continue;
              const otherArm = byColumn ? c : r;
              const target = byColumn
                ? crossing[rowHouse[far]! * houseCount + c]!
                : crossing[r * houseCount + colHouse[far]!]!;
              if (target < 0 || boxHouse[target] === b || !board.has(target, digit)) continue;
              return {
                technique: 'empty-rectangle',
                rating: RATINGS['empty-rectangle']!,
                size,
                digits: [digit],
                cells: [...board.cellsWith(b, digit), near, far],
                houses: [b, house],
                // The arm the strong link meets, then the arm that meets the target.
                coverHouses: [armHouse, otherArm],
                extraCells: [near, far],
                placements: [],
                eliminations: [{ cell: target, digit }],
              };
            }
          }
        }
      }
    }
  }
  return undefined;
}

function turbot(id: string, name: string): Technique {
  return {
    id,
    name,
    family: 'single-digit',
    rating: RATINGS[id]!,
    find: (board) => findTurbot(board, id),
  };
}

export const skyscraper = turbot('skyscraper', 'Skyscraper');
export const twoStringKite = turbot('two-string-kite', '2-String Kite');
export const turbotFish = turbot('turbot-fish', 'Turbot Fish');

export const emptyRectangle: Technique = {
  id: 'empty-rectangle',
  name: 'Empty Rectangle',
  family: 'single-digit',
  rating: RATINGS['empty-rectangle']!,
  find: findEmptyRectangle,
};
