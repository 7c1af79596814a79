// Cell hints (`hint r3c5`): route lengths of the old route (the easiest path pruned by its
// dependencies, frozen in legacy-cell-route.ts) and the new shortest route, beside the simple
// bound (the premise closure of each placement's earliest reason), on a fixed sample of (puzzle,
// cell) pairs; and cell-hint latency on the hardest sets. `npm run bench -- hints`.
// HINTS_BENCH_PUZZLES sets the puzzles per set (default 20, two cells each).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseGrid } from '../src/engine/format.ts';
import type { Grid } from '../src/engine/grid.ts';
import { cellRoute } from '../src/engine/logic/cell-route.ts';
import { HINT_WORK, hintForCell, prepareBoard } from '../src/engine/logic/index.ts';
import { searchContext } from '../src/engine/logic/technique.ts';
import { legacyCellRoute } from './legacy-cell-route.ts';
import { loadPuzzles, percentile, printTable, requireData } from './lib.ts';

const PUZZLES = Number(process.env.HINTS_BENCH_PUZZLES ?? 20);

function gridOf(token: string): Grid {
  const parsed = parseGrid(token);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Two empty cells per puzzle, a third and two thirds of the way through the empty cells. */
function pairsOf(grids: readonly Grid[]): [Grid, number][] {
  return grids.flatMap((grid) => {
    const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
    return [1, 2].map((k): [Grid, number] => [grid, empty[Math.floor((k * empty.length) / 3)]!]);
  });
}

interface Measured {
  old: number[];
  fresh: number[];
  bound: number[];
  oldMs: number[];
  newMs: number[];
}

function measure(pairs: readonly [Grid, number][]): Measured {
  const out: Measured = { old: [], fresh: [], bound: [], oldMs: [], newMs: [] };
  for (const [grid, cell] of pairs) {
    const prepared = prepareBoard({ grid });
    if (!prepared.ok) throw new Error(prepared.error.message);
    const { board, solution } = prepared.value;
    let start = performance.now();
    const old = legacyCellRoute(board, cell);
    out.oldMs.push(performance.now() - start);
    start = performance.now();
    const route = cellRoute(board, solution, cell, searchContext(HINT_WORK, true));
    out.newMs.push(performance.now() - start);
    if (!old || !route) throw new Error(`no route to cell ${cell}`);
    out.old.push(old.length);
    out.fresh.push(route.steps.length);
    out.bound.push(route.earliest);
  }
  return out;
}

const median = (v: readonly number[]) => percentile(v, 0.5);

function main(): void {
  const dir = requireData('hints');
  if (!dir) return;
  const puzzles = (file: string, keep: (line: string) => boolean = () => true) =>
    loadPuzzles(join(dir, file)).filter(keep).slice(0, PUZZLES).map(gridOf);
  const rated = (lo: number, hi: number) =>
    loadRated(join(dir, 'rated/sudoku-exchange_by-rating_sample.txt'), lo, hi);
  const sets: [string, Grid[]][] = [
    ['SE easy (< 1.5)', puzzles('puzzles/sudokuexchange_easy_500_with_solutions.txt')],
    ['SE medium (< 2.5)', puzzles('puzzles/sudokuexchange_medium_500_with_solutions.txt')],
    ['rated 2.6-3.4 (our medium)', rated(2.6, 3.4)],
  ];
  // Warm up the JIT before timing.
  measure(pairsOf(sets[0]![1].slice(0, 5)));
  const rows: Record<string, string | number>[] = [];
  const all: Measured = { old: [], fresh: [], bound: [], oldMs: [], newMs: [] };
  for (const [name, grids] of sets) {
    const m = measure(pairsOf(grids));
    for (const k of Object.keys(all) as (keyof Measured)[]) all[k].push(...m[k]);
    rows.push(routeRow(name, m));
  }
  rows.push(routeRow('all', all));
  printTable(
    'Cell-hint route length in steps, old vs new, beside the simple bound (targets: new <= bound on every pair; median >= 40% shorter than old)',
    rows,
  );
  printTable(
    'Cell-hint route time on the same pairs (ms; shared machine, so noisy)',
    [
      { route: 'old', 'p50 ms': median(all.oldMs), 'p99 ms': percentile(all.oldMs, 0.99) },
      { route: 'new', 'p50 ms': median(all.newMs), 'p99 ms': percentile(all.newMs, 0.99) },
    ].map((r) => ({ ...r, 'p50 ms': r['p50 ms'].toFixed(2), 'p99 ms': r['p99 ms'].toFixed(2) })),
  );

  // Whole cell hints (board check, route, wording) on the hardest sets.
  const hardest: [string, Grid[]][] = [
    ['diabolical (SE >= 5.0)', puzzles('puzzles/sudokuexchange_diabolical_500_with_solutions.txt')],
    ['forum hardest 1106', puzzles('puzzles/tdoku_puzzles6_forum_hardest_1106.txt')],
  ];
  printTable(
    'Cell-hint latency, level 3, two cells per puzzle, beside the old route on the same board (target: p99 < 300 ms)',
    hardest.flatMap(([name, grids]) => {
      const fresh: number[] = [];
      const old: number[] = [];
      let answered = 0;
      let nextInstead = 0;
      let oldAnswered = 0;
      for (const [grid, cell] of pairsOf(grids)) {
        let start = performance.now();
        const found = hintForCell({ grid }, cell, 3);
        // A route places the cell; otherwise the reply offers the board's next step instead.
        if (found.ok && (found.value.route || placesCell(found.value.step, cell))) answered++;
        else if (found.ok) nextInstead++;
        fresh.push(performance.now() - start);
        start = performance.now();
        const prepared = prepareBoard({ grid });
        if (prepared.ok && legacyCellRoute(prepared.value.board, cell)) oldAnswered++;
        old.push(performance.now() - start);
      }
      const row = (route: string, ms: number[], n: number, instead?: number) => ({
        set: name,
        route,
        hints: ms.length,
        'route found': n,
        'next step instead': instead ?? '-',
        'p50 ms': median(ms).toFixed(1),
        'p90 ms': percentile(ms, 0.9).toFixed(1),
        'p99 ms': percentile(ms, 0.99).toFixed(1),
        'max ms': Math.max(...ms).toFixed(1),
      });
      return [row('old', old, oldAnswered), row('new', fresh, answered, nextInstead)];
    }),
  );
}

function routeRow(name: string, m: Measured): Record<string, string | number> {
  const withinBound = m.fresh.filter((n, i) => n <= m.bound[i]!).length;
  const oldWithin = m.old.filter((n, i) => n <= m.bound[i]!).length;
  const shorter = 1 - median(m.fresh) / median(m.old);
  return {
    set: name,
    pairs: m.fresh.length,
    'old median': median(m.old),
    'new median': median(m.fresh),
    'bound median': median(m.bound),
    'median shorter': `${(shorter * 100).toFixed(0)}%`,
    'old mean': mean(m.old).toFixed(1),
    'new mean': mean(m.fresh).toFixed(1),
    'old <= bound': `${oldWithin}/${m.old.length}`,
    'new <= bound': `${withinBound}/${m.fresh.length}`,
    'new max': Math.max(...m.fresh),
  };
}

function placesCell(
  step: { placements: readonly { cell: number }[] } | undefined,
  cell: number,
): boolean {
  return !!step?.placements.some((p) => p.cell === cell);
}

function mean(v: readonly number[]): number {
  return v.reduce((s, x) => s + x, 0) / v.length;
}

/** Puzzles of the rated sample whose reference rating lies in [lo, hi], in file order. */
function loadRated(path: string, lo: number, hi: number): Grid[] {
  const out: Grid[] = [];
  const perRating = new Map<number, number>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [, token, rating] = line.trim().split(/\s+/);
    const r = Number(rating);
    if (!token || token.length !== 81 || !(r >= lo && r <= hi)) continue;
    // An even spread over the band: the same number of puzzles of each rating value.
    const n = perRating.get(r) ?? 0;
    perRating.set(r, n + 1);
    if (n < Math.ceil(PUZZLES / 5)) out.push(gridOf(token));
  }
  return out.slice(0, PUZZLES);
}

main();
