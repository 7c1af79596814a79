// Board views of every kind the renderer draws, built from real puzzles and solutions, for the
// golden tests, the benchmark and `sudoku render --sample`. The 9x9 puzzle is the first line of
// test/fixtures/puzzles-with-solutions.txt (Sudoku Exchange, public domain); the other boards are
// filled by the engine's own solver and thinned with a seeded random source.

import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
  type Size,
} from '../../src/engine/geometry.ts';
import { candidateMask, maskDigits, puzzleGrid } from '../../src/engine/grid.ts';
import { seededRandom } from '../../src/engine/random.ts';
import { solve } from '../../src/engine/solve/index.ts';
import type { BoardView, Highlights } from '../../src/render/view.ts';

const PUZZLE = '050703060007000800000816000000030000005000100730040086906000204840572093000409000';
const SOLUTION =
  '158723469367954821294816375619238547485697132732145986976381254841572693523469718';

/** A 9x9 jigsaw region map: regular boxes with a cell traded across six borders. */
export const JIGSAW_MAP = [
  '111222233',
  '111222333',
  '114223336',
  '144556636',
  '444555666',
  '444855566',
  '778858999',
  '777888999',
  '777788999',
].join('');

const digitsOf = (text: string) => Uint8Array.from(text, (ch) => Number(ch));

/** A full solution of an empty board of this geometry (the solver's first). */
function filledBoard(geometry: Geometry): Uint8Array {
  const result = solve(puzzleGrid(geometry, new Uint8Array(geometry.cellCount)), {
    maxNodes: 200_000,
  });
  if (result.status === 'multiple') return result.solutions[0];
  if (result.status === 'unique') return result.solution;
  throw new Error(`no filled board for ${geometry.id}: ${result.status}`);
}

/** Solution of a classic board of any size from the shifted-rows pattern, shuffled by seed. */
function patternBoard(size: Size, seed: string): Uint8Array {
  const geometry = classicGeometry(size);
  const random = seededRandom(seed);
  const symbols = random.shuffle(Array.from({ length: size }, (_, i) => i + 1));
  const values = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const d =
        (geometry.boxCols * (r % geometry.boxRows) + Math.floor(r / geometry.boxRows) + c) % size;
      values[r * size + c] = symbols[d]!;
    }
  }
  return values;
}

/** Keeps roughly `share` of the cells of a solution as givens. */
function thin(solution: Uint8Array, share: number, seed: string): Uint8Array {
  const random = seededRandom(seed);
  return solution.map((d) => (random.next() < share ? d : 0));
}

function candidateNotes(geometry: Geometry, values: Uint8Array): Uint32Array {
  const grid = puzzleGrid(geometry, values);
  return Uint32Array.from({ length: geometry.cellCount }, (_, c) => candidateMask(grid, c));
}

function classicNine() {
  const geometry = classicGeometry(9);
  const givens = digitsOf(PUZZLE);
  const solution = digitsOf(SOLUTION);
  // Player entries: the first few cells of rows 1-3 that the puzzle leaves empty.
  const entries = new Uint8Array(81);
  [0, 2, 10, 20, 24].forEach((c) => (entries[c] = solution[c]!));
  return { geometry, givens, solution, entries };
}

const TITLE = 'Daily #312 · Hard · Friday';

/**
 * The first naked pair that eliminates something, as a hint picture would show it: the pair
 * (pattern cells, candidates emphasised), its house shaded, the cells losing candidates as
 * targets with the eliminated candidates struck through.
 */
function nakedPairHint(geometry: Geometry, notes: Uint32Array, placed: Uint8Array): Highlights {
  for (let h = 0; h < geometry.houses.length; h++) {
    const empty = geometry.houses[h]!.cells.filter((c) => !placed[c]);
    for (const a of empty) {
      for (const b of empty) {
        const mask = notes[a]!;
        if (b <= a || mask !== notes[b] || maskDigits(mask).length !== 2) continue;
        const targets = empty.filter((c) => c !== a && c !== b && notes[c]! & mask);
        if (targets.length === 0) continue;
        const digits = maskDigits(mask);
        return {
          pattern: [a, b],
          targets,
          houses: [h],
          candidates: [a, b].flatMap((cell) => digits.map((digit) => ({ cell, digit }))),
          eliminations: targets.flatMap((cell) =>
            digits.filter((d) => notes[cell]! & (1 << d)).map((digit) => ({ cell, digit })),
          ),
        };
      }
    }
  }
  throw new Error('the sample board has no naked pair');
}

/**
 * A 16x16 board with every candidate noted, and two of its candidates above 9 pointed at (one
 * on a disc, one struck through): the two-digit notes at their tightest.
 */
function withNotes(view: BoardView): BoardView {
  const placed = view.givens.map((d, c) => d || view.entries[c]!);
  const notes = candidateNotes(view.geometry, placed);
  const wide = [...notes.keys()].filter(
    (c) => maskDigits(notes[c]!).filter((d) => d > 9).length > 1,
  );
  const [first, second] = maskDigits(notes[wide[0]!]!).filter((d) => d > 9);
  return {
    ...view,
    notes,
    highlights: {
      candidates: [{ cell: wide[0]!, digit: first! }],
      eliminations: [{ cell: wide[0]!, digit: second! }],
    },
  };
}

/** Every named sample view. */
export function sampleViews(): Record<string, BoardView> {
  const nine = classicNine();
  const placed = nine.givens.map((d, c) => d || nine.entries[c]!);
  const notes = candidateNotes(nine.geometry, placed);
  const base = { geometry: nine.geometry, givens: nine.givens, title: TITLE, level: 'hard' };
  const revealed = nine.solution.map((d, c) => (placed[c] ? 0 : d));
  const hint = nakedPairHint(nine.geometry, notes, placed);
  const sizes = (size: Size, share: number, title: string, level: string): BoardView => {
    const solution = patternBoard(size, `sample-${size}`);
    const givens = thin(solution, share, `givens-${size}`);
    const entries = new Uint8Array(size * size);
    let n = 0;
    for (let c = 0; c < size * size && n < size; c++) {
      if (!givens[c] && c % 3 === 0) {
        entries[c] = solution[c]!;
        n++;
      }
    }
    const geometry = classicGeometry(size);
    const placed = givens.map((d, c) => d || entries[c]!);
    return {
      geometry,
      givens,
      entries,
      notes: size === 16 ? undefined : candidateNotes(geometry, placed),
      title,
      level,
    };
  };
  const variant = (geometry: Geometry, title: string): BoardView => {
    const solution = filledBoard(geometry);
    return {
      geometry,
      givens: thin(solution, 0.38, `givens-${geometry.id}`),
      entries: new Uint8Array(81),
      title,
      level: 'medium',
    };
  };
  const jigsaw = jigsawGeometry(JIGSAW_MAP);
  if (!jigsaw.ok) throw new Error(jigsaw.error.message);
  return {
    plain: { ...base, entries: new Uint8Array(81) },
    notes: { ...base, entries: nine.entries, notes, lastMove: 24 },
    hint: { ...base, entries: nine.entries, notes, highlights: hint },
    solved: {
      ...base,
      entries: nine.solution.map((d, c) => (nine.givens[c] ? 0 : d)),
      solved: true,
      lastMove: 80,
    },
    revealed: { ...base, entries: nine.entries, revealed },
    unsure: {
      geometry: nine.geometry,
      givens: nine.givens,
      entries: new Uint8Array(81),
      title: 'Photo reading',
      highlights: { unsure: [1, 22, 75] },
    },
    mini4: sizes(4, 0.4, 'Mini · Easy', 'easy'),
    six6: sizes(6, 0.45, 'Six · Medium', 'medium'),
    big16: sizes(16, 0.5, 'Big 16x16 · Medium', 'medium'),
    big16notes: withNotes(sizes(16, 0.5, 'Big 16x16 · Medium', 'medium')),
    x9: variant(sudokuXGeometry(9), 'Sudoku X · Medium'),
    windoku: variant(windokuGeometry(), 'Windoku · Medium'),
    jigsaw9: variant(jigsaw.value, 'Jigsaw · Medium'),
  };
}
