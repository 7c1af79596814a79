// The grader's own answers on the rated fixture puzzles, pinned: rating, hardest technique and
// step count per puzzle (test/fixtures/grade-golden.txt). A change to any technique that moves
// a rating or the path shows up here; when the change is meant, regenerate the file with
// UPDATE_GRADE_GOLDEN=1 and say in the commit why the ratings moved.

import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { gradePuzzle } from '../../../src/engine/grade/index.ts';

const fixtures = resolve(import.meta.dirname, '../../fixtures');
const goldenFile = resolve(fixtures, 'grade-golden.txt');

function gradeLines(): string[] {
  return readFileSync(resolve(fixtures, 'rated-sample.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [id, puzzle, reference] = l.split(/\s+/) as [string, string, string];
      const parsed = parseGrid(puzzle);
      if (!parsed.ok) throw new Error(`bad fixture ${id}`);
      const grade = gradePuzzle(parsed.value);
      if (!grade.ok) return `${id} ${reference} error ${grade.error.code}`;
      const { rating, hardestTechnique, stepCount } = grade.value;
      return `${id} ${reference} ${rating.toFixed(1)} ${hardestTechnique} ${stepCount}`;
    });
}

describe('grade golden', () => {
  it('grades every rated fixture puzzle as pinned', { timeout: 60_000 }, () => {
    const lines = gradeLines();
    if (process.env.UPDATE_GRADE_GOLDEN) {
      const header =
        '# ID REFERENCE RATING HARDEST STEPS: the grader on test/fixtures/rated-sample.txt.\n' +
        '# Regenerate with UPDATE_GRADE_GOLDEN=1 npx vitest run test/engine/grade/golden.test.ts\n';
      writeFileSync(goldenFile, header + lines.join('\n') + '\n');
    }
    const pinned = readFileSync(goldenFile, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(pinned);
  });
});
