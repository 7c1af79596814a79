// Grader: rating agreement with Sukaku Explainer's reference ratings on one part of the split
// (bench/rated-split.ts: `working` by default, `held-out` only at the end), per reference band:
// Spearman rank correlation, the share rated exactly as the reference and within 0.5, and the
// grading CPU time per puzzle beside the old code (GRADE_BASELINE: a checkout of the code before
// the change; its grader runs in the same process, block by block interleaved with the new one).
// Past 9.5: the forum's hardest puzzles of the same part, graded with the default work budget
// (what the bot's daily and the CLI use without `--deep`). Then level-3 hint latency.
// `npm run bench -- grade`. Variables: GRADE_BENCH_PART (working | held-out),
// GRADE_BENCH_PER_RATING (puzzles per reference value, default 24), GRADE_BENCH_HARD (hardest
// puzzles, default all of the part), GRADE_BASELINE (old checkout, optional),
// GRADE_BENCH_HINTS (puzzles per hardest set for hint latency, default 50; 0 skips),
// GRADE_BENCH_REPEAT (runs of each timed block, least CPU per puzzle kept; default 1).

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseGrid } from '../src/engine/format.ts';
import { gradePuzzle } from '../src/engine/grade/index.ts';
import type { Grid } from '../src/engine/grid.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { loadPuzzles, percentile, printTable, requireData } from './lib.ts';
import { partOf, type RatedPart } from './rated-split.ts';

const PART = (process.env.GRADE_BENCH_PART ?? 'working') as RatedPart;
const PER_RATING = Number(process.env.GRADE_BENCH_PER_RATING ?? 24);
const HARD_N = Number(process.env.GRADE_BENCH_HARD ?? Infinity);
const HINTS_N = Number(process.env.GRADE_BENCH_HINTS ?? 50);
/** Puzzles per band graded before timing (JIT and caches warm; not measured). */
const WARM_PER_BAND = Number(process.env.GRADE_BENCH_WARM ?? 24);
const BASELINE = process.env.GRADE_BASELINE ? resolve(process.env.GRADE_BASELINE) : undefined;
/** Runs of each timed block; each puzzle's least CPU time counts (see gradeInterleaved). */
const REPEAT = Math.max(1, Number(process.env.GRADE_BENCH_REPEAT ?? 1));

const BANDS: readonly [string, number, number][] = [
  ['2.5-3.4', 2.5, 3.4],
  ['3.5-4.4', 3.5, 4.4],
  ['4.5-5.4', 4.5, 5.4],
  ['5.5-6.4', 5.5, 6.4],
  ['6.5-7.4', 6.5, 7.4],
  ['7.5-8.4', 7.5, 8.4],
  ['8.5-9.2', 8.5, 9.2],
];

/** A grader: the rating of a puzzle string (20 for an error, 12 when it needs guessing). */
type Rate = (puzzle: string) => number;

interface Rated {
  puzzle: string;
  reference: number;
}

function gridOf(token: string): Grid {
  const parsed = parseGrid(token);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function loadRated(path: string): Rated[] {
  const out: Rated[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3 || parts[1]!.length !== 81) continue;
    out.push({ puzzle: parts[1]!, reference: Number(parts[2]) });
  }
  return out;
}

/** Spearman rank correlation (average ranks for ties). */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (v: readonly number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < order.length;) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
      for (let k = i; k <= j; k++) r[order[k]![1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : NaN;
}

/** CPU milliseconds (this process, all threads) a call takes. */
function cpuMs(call: () => void): number {
  const start = process.cpuUsage();
  call();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The new grader, and the old one when GRADE_BASELINE names a checkout. */
async function graders(): Promise<{ name: string; rate: Rate }[]> {
  const rateWith =
    (grade: typeof gradePuzzle, parse: typeof parseGrid): Rate =>
    (puzzle) => {
      const parsed = parse(puzzle);
      if (!parsed.ok) return 20;
      const result = grade(parsed.value);
      return result.ok ? result.value.rating : 20;
    };
  const list = [{ name: 'new', rate: rateWith(gradePuzzle, parseGrid) }];
  if (BASELINE) {
    const grade = (await import(join(BASELINE, 'src/engine/grade/index.ts'))) as {
      gradePuzzle: typeof gradePuzzle;
    };
    const format = (await import(join(BASELINE, 'src/engine/format.ts'))) as {
      parseGrid: typeof parseGrid;
    };
    list.unshift({ name: 'old', rate: rateWith(grade.gradePuzzle, format.parseGrid) });
  }
  return list;
}

/**
 * Ratings and CPU time of each grader on a set: graded in blocks of 20 puzzles, the graders'
 * order alternating block by block (ABBA), so load on the shared machine falls on both alike.
 * With `repeat` above 1 each block is graded that many times (the order alternating again)
 * and each puzzle keeps its least CPU time: bursts of load from other processes inflate some
 * runs, never shrink one.
 */
function gradeInterleaved(
  set: readonly Rated[],
  list: readonly { rate: Rate }[],
  repeat = REPEAT,
): { ratings: number[][]; ms: number[]; each: number[][] } {
  const ratings = list.map(() => new Array<number>(set.length));
  const each = list.map(() => new Array<number>(set.length).fill(Infinity));
  for (let from = 0, block = 0; from < set.length; from += 20, block++) {
    for (let run = 0; run < repeat; run++) {
      const order = list.map((_, i) => i);
      if ((block + run) % 2) order.reverse();
      for (const g of order) {
        for (let i = from; i < Math.min(set.length, from + 20); i++) {
          const used = cpuMs(() => (ratings[g]![i] = list[g]!.rate(set[i]!.puzzle)));
          each[g]![i] = Math.min(each[g]![i]!, used);
        }
      }
    }
  }
  const ms = each.map((times) => times.reduce((a, b) => a + b, 0));
  return { ratings, ms, each };
}

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;

/** Median and 99th percentile of CPU times, `p50/p99`. */
const quantiles = (ms: readonly number[]) =>
  ms.length ? `${percentile(ms, 0.5).toFixed(1)}/${percentile(ms, 0.99).toFixed(1)}` : '';

/** Agreement figures of ratings against references. */
function agreement(ours: readonly number[], refs: readonly number[]) {
  const exact = ours.filter((r, i) => Math.abs(r - refs[i]!) < 0.05).length;
  const within = ours.filter((r, i) => Math.abs(r - refs[i]!) <= 0.5 + 1e-9).length;
  return {
    spearman: spearman(ours, refs).toFixed(3),
    exact: pct(exact, ours.length),
    within: pct(within, ours.length),
  };
}

async function main(): Promise<void> {
  const dir = requireData('grade');
  if (!dir) return;
  const list = await graders();
  const all = loadRated(join(dir, 'rated/sudoku-exchange_by-rating_sample.txt')).filter(
    (p) => partOf(p.puzzle) === PART,
  );
  // Up to PER_RATING puzzles of each reference value, in file order.
  const taken = new Map<number, number>();
  const sample = all.filter((p) => {
    const n = taken.get(p.reference) ?? 0;
    taken.set(p.reference, n + 1);
    return n < PER_RATING;
  });
  // Warm up the JIT and each grader's caches on every band before timing, with puzzles of the
  // part that are not measured (past PER_RATING of their value).
  const warm = all.filter((p) => !sample.includes(p));
  gradeInterleaved(
    BANDS.flatMap(([, lo, hi]) =>
      warm.filter((p) => p.reference >= lo && p.reference <= hi).slice(0, WARM_PER_BAND),
    ),
    list,
    1,
  );

  const rows: Record<string, string | number>[] = [];
  const byGrader = list.map(() => [] as number[]);
  const byGraderMs = list.map(() => [] as number[]);
  const refs: number[] = [];
  const names = list.map((g) => g.name);
  const label = (what: string, g: number) => (list.length > 1 ? `${what} ${names[g]}` : what);
  for (const [name, lo, hi] of BANDS) {
    const band = sample.filter((p) => p.reference >= lo && p.reference <= hi);
    if (!band.length) continue;
    const { ratings, ms, each } = gradeInterleaved(band, list);
    const bandRefs = band.map((p) => p.reference);
    refs.push(...bandRefs);
    list.forEach((_, g) => byGraderMs[g]!.push(...each[g]!));
    const row: Record<string, string | number> = { band: name, puzzles: band.length };
    list.forEach((_, g) => {
      byGrader[g]!.push(...ratings[g]!);
      const a = agreement(ratings[g]!, bandRefs);
      row[label('spearman', g)] = a.spearman;
      row[label('exact', g)] = a.exact;
      row[label('within 0.5', g)] = a.within;
    });
    list.forEach((_, g) => {
      row[label('CPU ms', g)] = (ms[g]! / band.length).toFixed(2);
      row[label('p50/p99 ms', g)] = quantiles(each[g]!);
    });
    if (list.length > 1) row['new/old CPU'] = (ms[1]! / ms[0]!).toFixed(2);
    rows.push(row);
  }
  for (const [name, lo, hi] of [
    ['4.5-6.9', 4.5, 6.9],
    ['7.0-9.0', 7.0, 9.0],
    ['4.5 up', 4.5, 99],
    ['all', 0, 99],
  ] as const) {
    const idx = refs.map((_, i) => i).filter((i) => refs[i]! >= lo && refs[i]! <= hi);
    const row: Record<string, string | number> = { band: name, puzzles: idx.length };
    list.forEach((_, g) => {
      const a = agreement(
        idx.map((i) => byGrader[g]![i]!),
        idx.map((i) => refs[i]!),
      );
      row[label('spearman', g)] = a.spearman;
      row[label('exact', g)] = a.exact;
      row[label('within 0.5', g)] = a.within;
    });
    list.forEach((_, g) => {
      const ms = idx.map((i) => byGraderMs[g]![i]!);
      row[label('CPU ms', g)] = (ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length)).toFixed(2);
      row[label('p50/p99 ms', g)] = quantiles(ms);
    });
    if (list.length > 1) row['new/old CPU'] = '';
    rows.push(row);
  }
  printTable(
    `Rating vs Sukaku Explainer, ${PART} part (${PER_RATING} per reference value; targets from 4.5 up: spearman >= 0.98, exact >= 95%; CPU time per puzzle${REPEAT > 1 ? `, least of ${REPEAT} interleaved runs` : ''}, new within 1.3x of old)`,
    rows,
  );

  gradeHardest(list);

  if (HINTS_N > 0) hintLatency(dir);
}

/**
 * Past 9.5: the forum's hardest puzzles of the part with Sudoku Explainer ratings
 * (test/fixtures/hardest-se-rated.txt), graded with each grader's default work budget.
 */
function gradeHardest(list: readonly { name: string; rate: Rate }[]): void {
  const file = join(import.meta.dirname, '../test/fixtures/hardest-se-rated.txt');
  const puzzles = loadRated(file)
    .filter((p) => partOf(p.puzzle) === PART)
    .slice(0, HARD_N);
  const { ratings, ms } = gradeInterleaved(puzzles, list, 1);
  const rows: Record<string, string | number>[] = [];
  for (const [band, lo, hi] of [
    ['9.5-10.4', 9.5, 10.4],
    ['10.5-10.9', 10.5, 10.9],
    ['11.0+', 11.0, 20],
    ['9.5+', 9.5, 20],
  ] as const) {
    const idx = puzzles
      .map((_, i) => i)
      .filter((i) => puzzles[i]!.reference >= lo && puzzles[i]!.reference <= hi);
    if (!idx.length) continue;
    const row: Record<string, string | number> = { band, puzzles: idx.length };
    list.forEach((g, k) => {
      const within = idx.filter(
        (i) => Math.abs(ratings[k]![i]! - puzzles[i]!.reference) <= 0.5 + 1e-9,
      );
      const unrated = idx.filter((i) => ratings[k]![i]! >= 12);
      const name = list.length > 1 ? ` ${g.name}` : '';
      row[`within 0.5${name}`] = pct(within.length, idx.length);
      row[`rated 12.0${name}`] = unrated.length;
    });
    rows.push(row);
  }
  const total = list.map(
    (g, k) => `${g.name} ${(ms[k]! / 1000 / Math.max(1, puzzles.length)).toFixed(2)} s`,
  );
  printTable(
    `Past 9.5 vs Sudoku Explainer, forum's hardest, ${PART} part, default work budget (target within 0.5 >= 90%; CPU a puzzle: ${total.join(', ')})`,
    rows,
  );
}

/**
 * Level-3 hint latency: at the start, and at the first position of each puzzle where no
 * single applies (where a player is most likely to ask); the cell hint there for the first
 * empty cell. On the diabolical set and on the forum's hardest puzzles.
 */
function hintLatency(dir: string): void {
  const sets: [string, string, number, number][] = [
    ['diabolical', 'puzzles/sudokuexchange_diabolical_500_with_solutions.txt', Infinity, 100],
    ['forum hardest 1106', 'puzzles/tdoku_puzzles6_forum_hardest_1106.txt', HINTS_N, 300],
    ['forum hardest 11+', 'puzzles/tdoku_puzzles5_forum_hardest_1905_11plus.txt', HINTS_N, 300],
  ];
  const rowsHint: Record<string, string | number>[] = [];
  for (const [name, file, count, target] of sets) {
    const grids = loadPuzzles(join(dir, file), count).map(gridOf);
    const stuck = grids.map(firstStuckPosition);
    const firstEmpty = (g: Grid) => g.values.findIndex((v) => !v);
    const latencies: [string, number[]][] = [
      ['initial board', timeEach(grids, (grid) => hint({ grid }, 3))],
      ['first board past singles', timeEach(stuck, (grid) => hint({ grid }, 3))],
      ['cell hint, past singles', timeEach(stuck, (g) => hintForCell({ grid: g }, firstEmpty(g)))],
    ];
    for (const [position, ms] of latencies) {
      rowsHint.push({
        set: name,
        position,
        hints: ms.length,
        'p50 ms': percentile(ms, 0.5).toFixed(2),
        'p99 ms': percentile(ms, 0.99).toFixed(2),
        'max ms': Math.max(...ms).toFixed(2),
        'target p99': `< ${target} ms`,
      });
    }
  }
  printTable('Hint latency (level 3 and cell hints)', rowsHint);
}

/** Milliseconds each call takes, one per item. */
function timeEach<T>(items: readonly T[], call: (item: T) => unknown): number[] {
  return items.map((item) => {
    const start = performance.now();
    call(item);
    return performance.now() - start;
  });
}

/** The board after every leading single of the easiest path (entries filled in). */
function firstStuckPosition(grid: Grid): Grid {
  const values = grid.values.slice();
  let current: Grid = grid;
  for (let i = 0; i < 81; i++) {
    const result = hint({ grid: current }, 3);
    if (!result.ok || !result.value.step) break;
    const step = result.value.step;
    if (step.eliminations.length || !step.placements.length || step.rating > 2.3) break;
    for (const p of step.placements) values[p.cell] = p.digit;
    current = { geometry: grid.geometry, values: values.slice(), givens: grid.givens };
  }
  return current;
}

await main();
