// Generator benchmark: time per puzzle (median and 95th percentile) per level and variant, with
// every puzzle checked afterwards (untimed) for uniqueness, minimality, symmetry and its level;
// beside it, two peer generators from npm run on the same machine in the same process.
//
// `npm run bench -- generate` (GENERATE_BENCH_SCALE=2 doubles the sample sizes).

import { SudokuCreator } from '@algorithm.ts/sudoku';
import { makepuzzle } from 'sudoku';
import { classicGeometry, type Geometry } from '../src/engine/geometry.ts';
import {
  DEFAULT_BUDGETS,
  generate,
  geometryOfVariant,
  isMinimal,
  isSymmetric,
  SYMMETRIES,
  type GenerateOptions,
  type PlayVariant,
  type Symmetry,
} from '../src/engine/generate/index.ts';
import { gradePuzzle, levelOfRating } from '../src/engine/grade/index.ts';
import { puzzleGrid } from '../src/engine/grid.ts';
import { LEVELS, type Level } from '../src/engine/levels.ts';
import { countSolutions } from '../src/engine/solve/index.ts';
import { percentile, printTable } from './lib.ts';

const scale = Number(process.env.GENERATE_BENCH_SCALE ?? 1);
const SAMPLES: Record<Level, number> = { easy: 40, medium: 40, hard: 30, expert: 12, extreme: 6 };

interface Row {
  [key: string]: string | number;
}

function measure(
  label: Record<string, string>,
  count: number,
  options: (seed: number) => GenerateOptions,
): Row {
  const times: number[] = [];
  const attempts: number[] = [];
  const clues: number[] = [];
  const ratings: number[] = [];
  let spent = 0;
  let unique = 0;
  let minimal = 0;
  let symmetric = 0;
  let inLevel = 0;
  let minimalAsked = false;
  let totalCandidates = 0;
  let successTime = 0;
  for (let seed = 0; seed < count; seed++) {
    const o = options(seed);
    const start = performance.now();
    const result = generate(o);
    times.push(performance.now() - start);
    if (!result.ok) {
      spent++;
      continue;
    }
    const g = result.value;
    const geometry: Geometry = g.puzzle.geometry;
    attempts.push(g.attempts);
    totalCandidates += g.attempts;
    successTime += times.at(-1)!;
    clues.push(g.puzzle.values.filter((d) => d !== 0).length);
    ratings.push(g.rating);
    minimalAsked = g.minimal;
    if (countSolutions(g.puzzle, 2) === 1) unique++;
    if (g.minimal && isMinimal(geometry, g.puzzle.values)) minimal++;
    if (isSymmetric(g.puzzle.values, geometry, g.symmetry)) symmetric++;
    const regraded = gradePuzzle(g.puzzle);
    if (
      regraded.ok &&
      !regraded.value.needsGuessing &&
      levelOfRating(regraded.value.rating) === o.level
    )
      inLevel++;
  }
  const ok = count - spent;
  const perCandidate = successTime / Math.max(1, totalCandidates);
  return {
    ...label,
    puzzles: count,
    'median ms': percentile(times, 0.5),
    'p95 ms': percentile(times, 0.95),
    'max ms': Math.max(...times),
    'budget spent': spent,
    unique: `${unique}/${ok}`,
    minimal: minimalAsked ? `${minimal}/${ok}` : 'not asked',
    symmetric: `${symmetric}/${ok}`,
    'in level': `${inLevel}/${ok}`,
    'median candidates': percentile(attempts, 0.5),
    'ms per candidate': perCandidate,
    'median givens': percentile(clues, 0.5),
    ratings: ratings.length
      ? `${Math.min(...ratings).toFixed(1)}-${Math.max(...ratings).toFixed(1)}`
      : '-',
  };
}

// Warm up the JIT so the first level is not charged for compilation.
for (let seed = 0; seed < 5; seed++) generate({ level: 'medium', seed: `warm-${seed}` });

printTable(
  'classic 9x9, half-turn symmetry, minimal (default options), one puzzle per seed',
  LEVELS.map((level) => {
    const row = measure({ level }, Math.max(1, Math.round(SAMPLES[level] * scale)), (seed) => ({
      level,
      seed,
    }));
    // What the default budget means in time: the worst case before `budget-spent`.
    const perCandidate = Number(row['ms per candidate']);
    return {
      ...row,
      'budget (candidates)': DEFAULT_BUDGETS[level],
      'budget ~ s': (DEFAULT_BUDGETS[level] * perCandidate) / 1000,
    };
  }),
);

const VARIANT_LEVELS: [PlayVariant, Level, number][] = [
  ['mini', 'easy', 30],
  ['mini', 'medium', 20],
  ['mini', 'hard', 20],
  ['x', 'easy', 20],
  ['x', 'medium', 15],
  ['x', 'hard', 10],
  ['x', 'expert', 5],
  ['big', 'easy', 5],
];
printTable(
  'variants (mini 6x6 minimal; Sudoku X and 16x16 keep the givens their level allows)',
  VARIANT_LEVELS.map(([variant, level, n]) =>
    measure({ variant, level }, Math.max(1, Math.round(n * scale)), (seed) => ({
      geometry: geometryOfVariant(variant),
      level,
      seed,
    })),
  ),
);

printTable(
  'symmetry options, classic 9x9 medium, minimal',
  SYMMETRIES.map((symmetry: Symmetry) =>
    measure({ symmetry }, Math.max(1, Math.round(15 * scale)), (seed) => ({
      level: 'medium',
      seed,
      symmetry,
    })),
  ),
);

// Peers. Neither is seeded (both use Math.random); each claims what its README says.
interface PeerRow {
  generator: string;
  claims: string;
  n: number;
  make: () => Uint8Array;
}

const classic9 = classicGeometry(9);
const fromZeroBased = (cells: readonly (number | null)[]): Uint8Array =>
  Uint8Array.from(cells, (v) => (v === null || v < 0 ? 0 : v + 1));
const creators = new Map<number, SudokuCreator>();
const algorithmTs = (difficulty: number) => () => {
  let creator = creators.get(difficulty);
  if (!creator) {
    creator = new SudokuCreator({ childMatrixWidth: 3, difficulty });
    creators.set(difficulty, creator);
  }
  return fromZeroBased(creator.createSudoku().puzzle);
};
const peers: PeerRow[] = [
  {
    generator: 'sudoku@0.0.3 makepuzzle',
    claims: '(no level)',
    n: 200,
    make: () => fromZeroBased(makepuzzle()),
  },
  { generator: '@algorithm.ts/sudoku@4.0.3 (0.2)', claims: 'easy', n: 200, make: algorithmTs(0.2) },
  {
    generator: '@algorithm.ts/sudoku@4.0.3 (0.5)',
    claims: 'medium',
    n: 200,
    make: algorithmTs(0.5),
  },
  { generator: '@algorithm.ts/sudoku@4.0.3 (1.0)', claims: 'hard', n: 200, make: algorithmTs(1.0) },
];
printTable(
  'peer generators on the same machine (levels by our grader)',
  peers.map((peer) => {
    const times: number[] = [];
    const levels = new Map<string, number>();
    let unique = 0;
    let minimal = 0;
    let claimed = 0;
    const n = Math.max(1, Math.round(peer.n * scale));
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const values = peer.make();
      times.push(performance.now() - start);
      const grid = puzzleGrid(classic9, values);
      if (countSolutions(grid, 2) !== 1) continue;
      unique++;
      if (isMinimal(classic9, values)) minimal++;
      const graded = gradePuzzle(grid);
      const level = graded.ok
        ? graded.value.needsGuessing
          ? 'guess'
          : graded.value.level
        : 'error';
      levels.set(level, (levels.get(level) ?? 0) + 1);
      if (level === peer.claims) claimed++;
    }
    return {
      generator: peer.generator,
      claims: peer.claims,
      puzzles: n,
      'median ms': percentile(times, 0.5),
      'p95 ms': percentile(times, 0.95),
      unique: `${((100 * unique) / n).toFixed(0)}%`,
      minimal: `${((100 * minimal) / n).toFixed(0)}%`,
      'in claimed level': peer.claims.startsWith('(')
        ? '-'
        : `${((100 * claimed) / n).toFixed(0)}%`,
      'levels of unique ones': [...LEVELS, 'guess', 'error']
        .filter((l) => levels.has(l))
        .map((l) => `${l} ${levels.get(l)}`)
        .join(', '),
    };
  }),
);
