// `npm run bench -- solver`: throughput of the classic 9x9 exact solver (src/engine/solve/classic.ts)
// on the standard puzzle sets, first solution (limit 1) and with the uniqueness check (limit 2),
// beside the dancing-links package (Knuth's DLX on the 324-column exact-cover matrix of each
// puzzle) on the same puzzles, and the generic path for reference. Every answer is verified
// first: each solution is a full valid grid holding the givens, our solutions agree with
// dancing-links', and solution counts are what the set promises.

import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DancingLinks } from 'dancing-links';
import { parseGrid } from '../src/engine/format.ts';
import type { Grid } from '../src/engine/grid.ts';
import { solveClassic } from '../src/engine/solve/classic.ts';
import { solve } from '../src/engine/solve/index.ts';
import { loadPuzzles, printTable, requireData } from './lib.ts';

interface PuzzleSet {
  readonly file: string;
  readonly label: string;
  /** Solutions every puzzle of the set has when counting up to 2. */
  readonly count: 1 | 2;
  /** Puzzles/s the fast path must reach (issue 2), if any. */
  readonly target?: number;
}

const SETS: readonly PuzzleSet[] = [
  { file: 'tdoku_puzzles2_17_clue.txt', label: '17-clue', count: 1, target: 100_000 },
  {
    file: 'tdoku_puzzles5_forum_hardest_1905_11plus.txt',
    label: 'forum hardest 11+',
    count: 1,
    target: 10_000,
  },
  { file: 'tdoku_puzzles3_magictour_top1465.txt', label: 'top1465', count: 1 },
  { file: 'tdoku_puzzles6_forum_hardest_1106.txt', label: 'forum hardest 1106', count: 1 },
  { file: 'tdoku_puzzles7_serg_benchmark.txt', label: 'serg (multiple)', count: 2 },
];

/** The generic path is ~100x slower: it runs on the first puzzles of each set only. */
const GENERIC_SAMPLE = 1000;
/** Our solver repeats a set until this much time has passed, for a stable figure. */
const MIN_MS = 1500;
/** Dancing-links must be at least this many times slower than the fast path. */
const MIN_SPEEDUP = 6;

interface Timing {
  puzzles: number;
  wallMs: number;
  cpuMs: number;
}

const failures: string[] = [];

function fail(message: string): void {
  if (failures.length < 20) console.error(`verification failed: ${message}`);
  failures.push(message);
}

function digitsOf(token: string): Uint8Array {
  const values = new Uint8Array(81);
  for (let i = 0; i < 81; i++) values[i] = token[i] === '.' ? 0 : token.charCodeAt(i) - 48;
  return values;
}

/** True when `solution[at..at+80]` is a complete valid grid that keeps every given. */
function isSolutionOf(puzzle: Uint8Array, solution: Uint8Array, at = 0): boolean {
  for (let i = 0; i < 81; i++) {
    const d = solution[at + i]!;
    if (d < 1 || d > 9 || (puzzle[i] !== 0 && puzzle[i] !== d)) return false;
  }
  for (let unit = 0; unit < 9; unit++) {
    let row = 0;
    let column = 0;
    let box = 0;
    const top = Math.floor(unit / 3) * 27 + (unit % 3) * 3;
    for (let k = 0; k < 9; k++) {
      row |= 1 << solution[at + unit * 9 + k]!;
      column |= 1 << solution[at + k * 9 + unit]!;
      box |= 1 << solution[at + top + Math.floor(k / 3) * 9 + (k % 3)]!;
    }
    if (row !== 0x3fe || column !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

function sameGrid(a: Uint8Array, aAt: number, b: Uint8Array, bAt: number): boolean {
  for (let i = 0; i < 81; i++) if (a[aAt + i] !== b[bAt + i]) return false;
  return true;
}

// --- dancing-links: one exact-cover row per (cell, digit) still allowed by the givens --------

const dlx = new DancingLinks<number>();

/** Solves with dancing-links up to `limit`; writes solutions at `out[at..]`, returns the count. */
function solveWithDancingLinks(
  puzzle: Uint8Array,
  limit: number,
  out: Uint8Array,
  at: number,
): number {
  const solver = dlx.createSolver({ columns: 324 });
  // Digits the givens already take in each row, column and box.
  const rowUsed = new Int32Array(9);
  const columnUsed = new Int32Array(9);
  const boxUsed = new Int32Array(9);
  for (let cell = 0; cell < 81; cell++) {
    const d = puzzle[cell]!;
    if (d === 0) continue;
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    rowUsed[r]! |= 1 << d;
    columnUsed[c]! |= 1 << d;
    boxUsed[Math.floor(r / 3) * 3 + Math.floor(c / 3)]! |= 1 << d;
  }
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    const b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const given = puzzle[cell]!;
    for (let d = 1; d <= 9; d++) {
      if (given ? d !== given : (rowUsed[r]! | columnUsed[c]! | boxUsed[b]!) & (1 << d)) continue;
      solver.addSparseConstraint(cell * 9 + d - 1, [
        cell,
        81 + r * 9 + d - 1,
        162 + c * 9 + d - 1,
        243 + b * 9 + d - 1,
      ]);
    }
  }
  const solutions = solver.find(limit);
  for (let s = 0; s < solutions.length && s < 2; s++) {
    for (const { data } of solutions[s]!) out[at + s * 81 + Math.floor(data / 9)] = (data % 9) + 1;
  }
  return solutions.length;
}

// --- timing -------------------------------------------------------------------------------

function timeOnce(run: () => void, puzzles: number): Timing {
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { puzzles, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** Repeats whole passes over the set until MIN_MS have passed. */
function timeRepeated(run: () => void, puzzles: number): Timing {
  const total: Timing = { puzzles: 0, wallMs: 0, cpuMs: 0 };
  while (total.wallMs < MIN_MS) {
    const t = timeOnce(run, puzzles);
    total.puzzles += t.puzzles;
    total.wallMs += t.wallMs;
    total.cpuMs += t.cpuMs;
  }
  return total;
}

const perSecond = (t: Timing) => Math.round((t.puzzles * 1000) / t.wallMs);
const perCpuSecond = (t: Timing) => Math.round((t.puzzles * 1000) / t.cpuMs);

// --- one set ------------------------------------------------------------------------------

function benchSet(dir: string, set: PuzzleSet, rows: Record<string, string | number>[]): void {
  const puzzles = loadPuzzles(join(dir, 'puzzles', set.file)).map(digitsOf);
  const n = puzzles.length;
  const ours = new Uint8Array(n * 162);
  const scratch = new Uint8Array(162);

  // Verification pass (also the warm-up): counts, validity, two distinct solutions.
  for (let p = 0; p < n; p++) {
    const count = solveClassic(puzzles[p]!, 2, scratch);
    ours.set(scratch, p * 162);
    if (count !== set.count) fail(`${set.label} #${p}: ${count} solutions, expected ${set.count}`);
    if (count >= 1 && !isSolutionOf(puzzles[p]!, scratch)) fail(`${set.label} #${p}: bad solution`);
    if (
      count === 2 &&
      (!isSolutionOf(puzzles[p]!, scratch, 81) || sameGrid(scratch, 0, scratch, 81))
    )
      fail(`${set.label} #${p}: bad second solution`);
    if (solveClassic(puzzles[p]!, 1, scratch) !== 1 || !isSolutionOf(puzzles[p]!, scratch))
      fail(`${set.label} #${p}: limit 1 did not give one valid solution`);
  }

  const grids: Grid[] = puzzles.map((values, p) => {
    const parsed = parseGrid(Array.from(values, (d) => (d ? String(d) : '.')).join(''));
    if (!parsed.ok) throw new Error(`${set.label} #${p}: ${parsed.error.message}`);
    return parsed.value;
  });
  const genericGrids = grids.slice(0, GENERIC_SAMPLE);
  for (let p = 0; p < genericGrids.length; p++) {
    const result = solve(genericGrids[p]!, { generic: true });
    const expected = set.count === 1 ? 'unique' : 'multiple';
    if (result.status !== expected) fail(`${set.label} #${p}: generic path says ${result.status}`);
    if (result.status === 'unique' && !sameGrid(result.solution, 0, ours, p * 162))
      fail(`${set.label} #${p}: generic and fast solutions differ`);
  }

  for (const limit of [1, 2]) {
    const fast = timeRepeated(() => {
      for (let p = 0; p < n; p++) solveClassic(puzzles[p]!, limit, scratch);
    }, n);

    // Dancing-links: warm up on a slice, then one timed pass whose answers are verified after.
    const theirs = new Uint8Array(n * 162);
    const theirsCount = new Uint8Array(n);
    for (let p = 0; p < Math.min(n, 300); p++) solveWithDancingLinks(puzzles[p]!, limit, theirs, 0);
    const peer = timeOnce(() => {
      for (let p = 0; p < n; p++)
        theirsCount[p] = solveWithDancingLinks(puzzles[p]!, limit, theirs, p * 162);
    }, n);
    for (let p = 0; p < n; p++) {
      const expected = Math.min(limit, set.count);
      if (theirsCount[p] !== expected)
        fail(`${set.label} #${p}: dancing-links found ${theirsCount[p]}, expected ${expected}`);
      for (let s = 0; s < theirsCount[p]!; s++)
        if (!isSolutionOf(puzzles[p]!, theirs, p * 162 + s * 81))
          fail(`${set.label} #${p}: dancing-links solution ${s + 1} is invalid`);
      if (set.count === 1 && !sameGrid(theirs, p * 162, ours, p * 162))
        fail(`${set.label} #${p}: dancing-links and fast solutions differ`);
    }

    // Ratios and targets use cpu time: on a shared machine wall time mostly measures the others.
    const speedup = perCpuSecond(fast) / perCpuSecond(peer);
    if (speedup < MIN_SPEEDUP)
      console.log(`note: ${set.label} limit ${limit}: only ${speedup.toFixed(1)}x dancing-links`);
    const row = (solver: string, t: Timing, ratio: number, target: string, count = n) =>
      rows.push({
        set: set.label,
        puzzles: count,
        limit,
        solver,
        'puzzles/s wall': perSecond(t),
        'puzzles/s cpu': perCpuSecond(t),
        'us/puzzle cpu': (t.cpuMs * 1000) / t.puzzles,
        'vs dlx': `${ratio >= 1 ? ratio.toFixed(1) : ratio.toFixed(2)}x`,
        target,
      });
    const target = set.target
      ? `${set.target.toLocaleString('en-US')}/s ${perCpuSecond(fast) >= set.target ? 'met' : 'MISSED'}`
      : '';
    row('fast (solveClassic)', fast, speedup, target);
    row('dancing-links', peer, 1, '');

    if (limit === 2) {
      const api = timeRepeated(() => {
        for (const grid of grids) solve(grid);
      }, n);
      row('solve() fast path', api, perCpuSecond(api) / perCpuSecond(peer), '');
      const generic = timeOnce(() => {
        for (const grid of genericGrids) solve(grid, { generic: true });
      }, genericGrids.length);
      const ratio = perCpuSecond(generic) / perCpuSecond(peer);
      row('solve() generic', generic, ratio, '', genericGrids.length);
    }
  }
}

function main(): void {
  const dir = requireData('solver');
  if (!dir) return;
  console.log(
    `node ${process.version}, single thread; load average ${loadavg()[0]!.toFixed(1)} ` +
      '(the machine is shared: wall-clock figures are noisy, cpu figures less so)',
  );
  const rows: Record<string, string | number>[] = [];
  for (const set of SETS) benchSet(dir, set, rows);
  printTable(
    'Classic 9x9 exact solver (limit 1 = first solution, limit 2 = uniqueness check)',
    rows,
  );
  console.log(
    `\ncpu = this process's cpu time (user + system); targets and ratios use it. Each fast figure\n` +
      `repeats the whole set for ${MIN_MS} ms after a verification pass that also warms up;\n` +
      'dancing-links runs the whole set once after a warm-up (building its exact-cover matrix is\n' +
      'part of its time); solve() adds the conflict check and result objects; the generic path\n' +
      `runs on the first ${GENERIC_SAMPLE} puzzles of each set. Verified answers: ` +
      (failures.length === 0 ? 'all' : `${failures.length} FAILURES`),
  );
  if (failures.length > 0) process.exitCode = 1;
}

main();
