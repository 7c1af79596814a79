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
  /** Cells holding digit d, as a bitmap of 32-bit words from `d * words`. */
  readonly holding: Uint32Array;
  readonly words: number;
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
  const words = Math.ceil(board.tables.cellCount / 32);
  const holding = new Uint32Array((size + 1) * words);
  for (let c = 0; c < board.tables.cellCount; c++) {
    for (let m = board.cands[c]!; m; m &= m - 1) {
      holding[(31 - Math.clz32(m & -m)) * words + (c >> 5)]! |= 1 << (c & 31);
    }
  }
  return { from, house, a, b, holding, words };
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

/** The pattern of two strong links by their house kinds. */
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
  // Nearly always none: test on bitmaps before listing.
  const { holding, words } = strongLinksOf(board);
  const peers = peerBitsOf(board);
  let any = 0;
  for (let w = 0; w < words; w++) {
    any |= peers[x * words + w]! & peers[y * words + w]! & holding[digit * words + w]!;
  }
  if (!any) return undefined;
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
function findTurbot(board: CandidateBoard, wanted: string, pattern: Uint8Array): Step | undefined {
  const links = strongLinksOf(board);
  const kinds = houseKinds(board.geometry);
  const { seen, cellCount } = board.tables;
  for (let digit = 1; digit <= board.size; digit++) {
    const last = links.from[digit + 1]!;
    for (let i = links.from[digit]!; i < last; i++) {
      for (let j = i + 1; j < last; j++) {
        const h1 = links.house[i]!;
        const h2 = links.house[j]!;
        if (pattern[kinds[h1]! * 4 + kinds[h2]!] !== 1) continue;
        const a1 = links.a[i]!;
        const b1 = links.b[i]!;
        const a2 = links.a[j]!;
        const b2 = links.b[j]!;
        if (a1 === a2 || a1 === b2 || b1 === a2 || b1 === b2) continue;
        // The four ways to join the links: near ends seeing each other, far ends `end1, end2`.
        for (let way = 0; way < 4; way++) {
          const end1 = way < 2 ? a1 : b1;
          const near1 = way < 2 ? b1 : a1;
          const near2 = way % 2 ? b2 : a2;
          const end2 = way % 2 ? a2 : b2;
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
  return undefined;
}

interface BoxShape {
  /** Row and column houses crossing each box house (first-seen order), none for others. */
  readonly rows: readonly (readonly number[])[];
  readonly cols: readonly (readonly number[])[];
  /** The box's cells on each of those rows and columns, as masks of positions in the box. */
  readonly rowCells: readonly (readonly number[])[];
  readonly colCells: readonly (readonly number[])[];
  /** The cell where row house r meets column house c: `crossing[r * houseCount + c]`. */
  readonly crossing: Int16Array;
}

const shapeCache = new Map<string, BoxShape>();

function boxShape(board: CandidateBoard): BoxShape {
  let shape = shapeCache.get(board.geometry.id);
  if (!shape) {
    const { rowHouse, colHouse, houseCount, cellCount } = board.tables;
    const kinds = houseKinds(board.geometry);
    const houses = board.geometry.houses;
    const lines = (of: Int16Array) =>
      houses.map((h, i) => (kinds[i] === BOX ? [...new Set(h.cells.map((c) => of[c]!))] : []));
    const positions = (all: number[][], of: Int16Array) =>
      all.map((list, b) =>
        list.map((line) =>
          houses[b]!.cells.reduce((m, c, i) => (of[c] === line ? m | (1 << i) : m), 0),
        ),
      );
    const crossing = new Int16Array(houseCount * houseCount).fill(-1);
    for (let c = 0; c < cellCount; c++) crossing[rowHouse[c]! * houseCount + colHouse[c]!] = c;
    const [rows, cols] = [lines(rowHouse), lines(colHouse)];
    shape = {
      rows,
      cols,
      rowCells: positions(rows, rowHouse),
      colCells: positions(cols, colHouse),
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
  const { rows, cols, rowCells, colCells, crossing } = boxShape(board);
  // Each digit's places in each box, as positions in the box.
  const boxPlaces = new Int32Array(houseCount * (size + 1));
  for (let b = 0; b < houseCount; b++) {
    if (kinds[b] !== BOX) continue;
    for (let i = 0; i < size; i++) {
      for (let m = board.cands[houseCells[b * size + i]!]!; m; m &= m - 1) {
        boxPlaces[b * (size + 1) + 31 - Math.clz32(m & -m)]! |= 1 << i;
      }
    }
  }
  for (let digit = 1; digit <= size; digit++) {
    const first = links.from[digit]!;
    const last = links.from[digit + 1]!;
    let lineLinks = 0;
    for (let k = first; k < last; k++) if (kinds[links.house[k]!]! <= COLUMN) lineLinks++;
    if (!lineLinks) continue;
    for (let b = 0; b < houseCount; b++) {
      if (kinds[b] !== BOX) continue;
      const places = boxPlaces[b * (size + 1) + digit]!;
      if (!(places & (places - 1))) continue;
      for (let ri = 0; ri < rows[b]!.length; ri++) {
        const r = rows[b]![ri]!;
        const onRow = rowCells[b]![ri]!;
        for (let ci = 0; ci < cols[b]!.length; ci++) {
          const c = cols[b]![ci]!;
          const onCol = colCells[b]![ci]!;
          // Every place on the row arm or the column arm, and both arms used off the centre.
          if (places & ~(onRow | onCol) || !(places & onRow & ~onCol)) continue;
          if (!(places & onCol & ~onRow)) continue;
          for (let k = first; k < last; k++) {
            const house = links.house[k]!;
            if (kinds[house]! > COLUMN) continue;
            const a = links.a[k]!;
            const z = links.b[k]!;
            if (boxHouse[a] === b || boxHouse[z] === b) continue;
            const byColumn = kinds[house] === COLUMN;
            for (let end = 0; end < 2; end++) {
              const near = end ? z : a;
              const far = end ? a : z;
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
  // 1 for the pairs of house kinds (kind * 4 + kind) that make this pattern.
  const pattern = Uint8Array.from({ length: 16 }, (_, k) => +(classify(k >> 2, k & 3) === id));
  return {
    id,
    name,
    family: 'single-digit',
    rating: RATINGS[id]!,
    find: (board) => findTurbot(board, id, pattern),
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
