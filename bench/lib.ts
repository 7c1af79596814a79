// Shared helpers for benchmarks: where the public data lives, puzzle loading, timing, tables.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { puzzleTokenOf } from '../src/engine/format.ts';

/** The shared data folder: $SUDOKU_DATA, else ../shared/data beside the repository. */
export function dataDir(): string | undefined {
  const dir = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../shared/data');
  return existsSync(dir) ? dir : undefined;
}

/** The data folder, or a clear message and undefined when it is absent. */
export function requireData(benchName: string): string | undefined {
  const dir = dataDir();
  if (!dir) {
    console.log(
      `${benchName}: skipped: the public data set is absent (set SUDOKU_DATA or place it at ../shared/data).`,
    );
  }
  return dir;
}

/** Puzzle tokens of a puzzle file (81 characters, `0` or `.` for empty), in file order. */
export function loadPuzzles(path: string, limit = Infinity): string[] {
  const out: string[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const token = puzzleTokenOf(line);
    if (token) out.push(token.replaceAll('0', '.'));
    if (out.length >= limit) break;
  }
  return out;
}

/** Value at quantile q (0..1) of a list of numbers. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Prints rows as an aligned text table with a title. */
export function printTable(title: string, rows: readonly Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  if (rows.length === 0) return;
  const headers = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) =>
    typeof v === 'number'
      ? Number.isInteger(v)
        ? v.toLocaleString('en-US')
        : v.toFixed(2)
      : (v ?? '');
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => cell(r[h]).length)));
  const line = (values: string[]) =>
    '| ' + values.map((v, i) => v.padStart(widths[i]!)).join(' | ') + ' |';
  console.log(line(headers));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of rows) console.log(line(headers.map((h) => cell(row[h]))));
}

/** Runs `fn` repeatedly for at least `minMs` and returns operations per second. */
export function opsPerSecond(fn: () => void, minMs = 1000): number {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    fn();
    n++;
    elapsed = performance.now() - start;
  }
  return (n * 1000) / elapsed;
}
