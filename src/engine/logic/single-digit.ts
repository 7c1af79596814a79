// Single-digit patterns built from two strong links (a digit with exactly two places in a
// house): Skyscraper (two parallel lines), 2-String Kite (a row and a column), Turbot Fish (a
// box involved), and the Empty Rectangle (a box whose places form a cross).

import type { CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import type { Technique } from './technique.ts';

interface StrongLink {
  house: number;
  a: number;
  b: number;
}

function strongLinks(board: CandidateBoard, digit: number): StrongLink[] {
  const links: StrongLink[] = [];
  for (let h = 0; h < board.tables.houseCount; h++) {
    const cells = board.cellsWith(h, digit);
    if (cells.length === 2) links.push({ house: h, a: cells[0]!, b: cells[1]! });
  }
  return links;
}

type Kind = 'line' | 'row' | 'column' | 'box';

function kindOf(board: CandidateBoard, h: number): Kind {
  const kind = board.geometry.houses[h]!.kind;
  if (kind === 'row' || kind === 'column') return kind;
  if (kind === 'box' || kind === 'region') return 'box';
  return 'line';
}

const RATINGS: Record<string, number> = {
  skyscraper: 4.0,
  'two-string-kite': 4.1,
  'turbot-fish': 4.2,
  'empty-rectangle': 4.3,
};

function classify(board: CandidateBoard, h1: number, h2: number): string {
  const k1 = kindOf(board, h1);
  const k2 = kindOf(board, h2);
  if (k1 === 'box' || k2 === 'box' || k1 === 'line' || k2 === 'line') return 'turbot-fish';
  return k1 === k2 ? 'skyscraper' : 'two-string-kite';
}

/** Cells other than `except` holding the digit and seeing both `x` and `y`. */
function seeingBoth(
  board: CandidateBoard,
  digit: number,
  x: number,
  y: number,
  except: readonly number[],
): CellDigit[] {
  const out: CellDigit[] = [];
  for (const cell of board.geometry.peers[x]!) {
    if (except.includes(cell) || !board.has(cell, digit)) continue;
    if (board.sees(cell, y)) out.push({ cell, digit });
  }
  return out;
}

/**
 * Two strong links joined by a weak link (an end of each sees the other): one of the two far
 * ends is the digit, so cells seeing both far ends lose it.
 */
function findTurbot(board: CandidateBoard, wanted: string): Step | undefined {
  for (let digit = 1; digit <= board.size; digit++) {
    const links = strongLinks(board, digit);
    for (let i = 0; i < links.length; i++) {
      for (let j = i + 1; j < links.length; j++) {
        const l1 = links[i]!;
        const l2 = links[j]!;
        if (classify(board, l1.house, l2.house) !== wanted) continue;
        const cells = [l1.a, l1.b, l2.a, l2.b];
        if (new Set(cells).size < 4) continue;
        for (const [end1, near1] of [
          [l1.a, l1.b],
          [l1.b, l1.a],
        ] as const) {
          for (const [near2, end2] of [
            [l2.a, l2.b],
            [l2.b, l2.a],
          ] as const) {
            if (!board.sees(near1, near2)) continue;
            // Ends that see each other would make an X-Wing-like loop, not this pattern.
            const eliminations = seeingBoth(board, digit, end1, end2, cells);
            if (!eliminations.length) continue;
            const chain: ChainNode[] = [
              { cell: end1, digit, on: false, via: -1 },
              { cell: near1, digit, on: true, via: l1.house },
              { cell: near2, digit, on: false, via: -1 },
              { cell: end2, digit, on: true, via: l2.house },
            ];
            return {
              technique: wanted,
              rating: RATINGS[wanted]!,
              size: board.size,
              digits: [digit],
              cells: [end1, near1, near2, end2],
              houses: [l1.house, l2.house],
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

/**
 * Empty rectangle: in a box, the digit's places lie on one row and one column of the box. With
 * a strong link on a line that crosses one arm outside the box, the cell where the other arm
 * meets the strong link's far line cannot hold the digit.
 */
function findEmptyRectangle(board: CandidateBoard): Step | undefined {
  const { size, rowHouse, colHouse, boxHouse } = board.tables;
  const houses = board.geometry.houses;
  for (let digit = 1; digit <= size; digit++) {
    const links = strongLinks(board, digit).filter((l) => {
      const k = kindOf(board, l.house);
      return k === 'row' || k === 'column';
    });
    if (!links.length) continue;
    for (let b = 0; b < board.tables.houseCount; b++) {
      if (kindOf(board, b) !== 'box') continue;
      const inBox = board.cellsWith(b, digit);
      if (inBox.length < 2) continue;
      const boxCells = houses[b]!.cells;
      const rows = [...new Set(boxCells.map((c) => rowHouse[c]!))];
      const cols = [...new Set(boxCells.map((c) => colHouse[c]!))];
      for (const r of rows) {
        for (const c of cols) {
          if (!inBox.every((cell) => rowHouse[cell] === r || colHouse[cell] === c)) continue;
          // A genuine cross: places on the row arm and on the column arm, off the centre.
          const onRow = inBox.some((cell) => rowHouse[cell] === r && colHouse[cell] !== c);
          const onCol = inBox.some((cell) => colHouse[cell] === c && rowHouse[cell] !== r);
          if (!onRow || !onCol) continue;
          for (const link of links) {
            if (boxHouse[link.a] === b || boxHouse[link.b] === b) continue;
            const byColumn = kindOf(board, link.house) === 'column';
            for (const [near, far] of [
              [link.a, link.b],
              [link.b, link.a],
            ] as const) {
              // The near end lies on the ER's row (for a column link) or column (row link).
              const armHouse = byColumn ? r : c;
              if ((byColumn ? rowHouse[near] : colHouse[near]) !== armHouse) continue;
              const otherArm = byColumn ? c : r;
              const farLine = byColumn ? rowHouse[far]! : colHouse[far]!;
              const target = houses[otherArm]!.cells.find((cell) =>
                houses[farLine]!.cells.includes(cell),
              );
              if (target === undefined || boxHouse[target] === b) continue;
              if (!board.has(target, digit)) continue;
              return {
                technique: 'empty-rectangle',
                rating: RATINGS['empty-rectangle']!,
                size,
                digits: [digit],
                cells: [...inBox, near, far],
                houses: [b, link.house],
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
