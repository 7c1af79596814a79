// Optional suite: every step of the easiest solution path is sound on the puzzles with known
// solutions in ../shared/data/puzzles (Sudoku Exchange, public domain). LOGIC_DATA_N sets the
// puzzles per file (default 60; the diabolical file takes a quarter of that, chains are slow).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../src/engine/format.ts';
import { gradePuzzle } from '../../src/engine/grade/index.ts';
import { HINT_TECHNIQUES, solutionPath } from '../../src/engine/logic/index.ts';

const dataDir = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const N = Number(process.env.LOGIC_DATA_N ?? 60);
const FILES: [string, number][] = [
  ['sudokuexchange_easy_500_with_solutions.txt', N],
  ['sudokuexchange_medium_500_with_solutions.txt', N],
  ['sudokuexchange_hard_500_with_solutions.txt', N],
  ['sudokuexchange_diabolical_500_with_solutions.txt', Math.ceil(N / 4)],
];

describe.skipIf(!existsSync(resolve(dataDir, 'puzzles')))(
  'solution paths on shared puzzles with solutions (optional data suite)',
  () => {
    for (const [name, count] of FILES) {
      it(`every step is sound on ${count} puzzles of ${name}`, { timeout: 120_000 }, () => {
        const lines = readFileSync(resolve(dataDir, 'puzzles', name), 'utf8')
          .split('\n')
          .filter((l) => /^\d{81} \d{81}/.test(l))
          .slice(0, count);
        let steps = 0;
        for (const line of lines) {
          const [puzzle, solution] = line.split(' ') as [string, string];
          const parsed = parseGrid(puzzle);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) continue;
          for (const step of solutionPath(parsed.value)) {
            steps++;
            for (const p of step.placements) {
              expect(Number(solution[p.cell]), `${step.technique} in ${puzzle}`).toBe(p.digit);
            }
            for (const e of step.eliminations) {
              expect(Number(solution[e.cell]), `${step.technique} in ${puzzle}`).not.toBe(e.digit);
            }
          }
          // The path finishes the puzzle: the grade says so.
          const grade = gradePuzzle(parsed.value);
          expect(grade.ok && grade.value.needsGuessing).toBe(false);
        }
        expect(steps).toBeGreaterThan(lines.length * 20);
      });
    }

    it('every step of the hint order (hint-only techniques too) is sound on the diabolical puzzles', { timeout: 120_000 }, () => {
      const lines = readFileSync(resolve(dataDir, 'puzzles', FILES[3]![0]), 'utf8')
        .split('\n')
        .filter((l) => /^\d{81} \d{81}/.test(l))
        .slice(0, FILES[3]![1]);
      const used = new Set<string>();
      for (const line of lines) {
        const [puzzle, solution] = line.split(' ') as [string, string];
        const parsed = parseGrid(puzzle);
        if (!parsed.ok) continue;
        for (const step of solutionPath(parsed.value, { techniques: HINT_TECHNIQUES })) {
          used.add(step.technique);
          for (const p of step.placements) {
            expect(Number(solution[p.cell]), `${step.technique} in ${puzzle}`).toBe(p.digit);
          }
          for (const e of step.eliminations) {
            expect(Number(solution[e.cell]), `${step.technique} in ${puzzle}`).not.toBe(e.digit);
          }
        }
      }
      expect(used.size).toBeGreaterThan(10);
    });
  },
);
