// Optional suite: the classic 9x9 fast path on the public benchmark sets in ../shared/data/puzzles
// (or $SUDOKU_DATA): the Sudoku Exchange puzzles with solutions (public domain) match their
// solutions, every puzzle of Serg's multi-solution benchmark is reported as multiple, and a
// sample of the 17-clue puzzles is unique. Skipped when the data folder is absent.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGrid, puzzleTokenOf } from '../../src/engine/format.ts';
import { solveClassic } from '../../src/engine/solve/classic.ts';
import { solve } from '../../src/engine/solve/index.ts';

const dataDir = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const puzzlesDir = resolve(dataDir, 'puzzles');
const hasData = existsSync(puzzlesDir);
if (!hasData) {
  console.log(
    `solver-data: skipped: no puzzle data at ${puzzlesDir} (set SUDOKU_DATA or place it at ../shared/data).`,
  );
}

const WITH_SOLUTIONS = ['easy', 'medium', 'hard', 'diabolical'].map(
  (level) => `sudokuexchange_${level}_500_with_solutions.txt`,
);
const SEVENTEEN_SAMPLE = 2000;

function lines(name: string): string[] {
  return readFileSync(resolve(puzzlesDir, name), 'utf8')
    .split('\n')
    .filter((line) => puzzleTokenOf(line) !== undefined);
}

function digits(token: string): Uint8Array {
  return Uint8Array.from(token, (ch) => (ch === '.' ? 0 : Number(ch)));
}

function text(values: Uint8Array): string {
  return Array.from(values).join('');
}

describe.skipIf(!hasData)('classic solver on the shared puzzle sets (optional data suite)', () => {
  it.each(WITH_SOLUTIONS)('every puzzle of %s has exactly its known solution', (name) => {
    const pairs = lines(name).map((line) => line.trim().split(/\s+/) as [string, string]);
    expect(pairs.length).toBe(500);
    const out = new Uint8Array(162);
    for (const [puzzle, solution] of pairs) {
      expect(solveClassic(digits(puzzle), 2, out), puzzle).toBe(1);
      expect(text(out.subarray(0, 81)), puzzle).toBe(solution);
    }
    // The public face says the same for a few of them.
    for (const [puzzle, solution] of pairs.slice(0, 20)) {
      const parsed = parseGrid(puzzle);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const result = solve(parsed.value);
      expect(result.status).toBe('unique');
      if (result.status === 'unique') expect(text(result.solution)).toBe(solution);
    }
  });

  it("reports every puzzle of Serg's benchmark as having several solutions", () => {
    const puzzles = lines('tdoku_puzzles7_serg_benchmark.txt').map((l) => puzzleTokenOf(l)!);
    expect(puzzles.length).toBe(10_000);
    const out = new Uint8Array(162);
    let multiple = 0;
    for (const token of puzzles) {
      const values = digits(token);
      if (solveClassic(values, 2, out) === 2 && text(out.subarray(0, 81)) !== text(out.subarray(81)))
        multiple++;
    }
    expect(multiple).toBe(puzzles.length);
  });

  it(`finds a unique solution for ${SEVENTEEN_SAMPLE} of the 17-clue puzzles`, () => {
    const all = lines('tdoku_puzzles2_17_clue.txt').map((l) => puzzleTokenOf(l)!);
    expect(all.length).toBe(49_158);
    const step = Math.floor(all.length / SEVENTEEN_SAMPLE);
    const out = new Uint8Array(162);
    let unique = 0;
    for (let i = 0; i < SEVENTEEN_SAMPLE; i++) {
      const values = digits(all[i * step]!);
      if (solveClassic(values, 2, out) !== 1) continue;
      // The solution keeps the 17 givens.
      if (values.every((d, cell) => d === 0 || out[cell] === d)) unique++;
    }
    expect(unique).toBe(SEVENTEEN_SAMPLE);
  });
});
