import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { puzzleGrid, type Grid } from '../../../src/engine/grid.ts';
import { classicGeometry } from '../../../src/engine/geometry.ts';
import {
  GUESSING_RATING,
  LEVEL_BANDS,
  gradePuzzle,
  levelOfRating,
} from '../../../src/engine/grade/index.ts';
import { LEVELS } from '../../../src/engine/levels.ts';
import { DEEP_WORK } from '../../../src/engine/logic/technique.ts';

const fixtures = resolve(import.meta.dirname, '../../fixtures');

function grid(text: string): Grid {
  const parsed = parseGrid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Reference-rated puzzles (Sudoku Exchange, public domain): [puzzle, rating]. */
function rated(): [string, number][] {
  return readFileSync(resolve(fixtures, 'rated-sample.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .map(([, p, r]) => [p!, Number(r)]);
}

describe('levelOfRating and LEVEL_BANDS', () => {
  it('covers every level once, in order, without gaps', () => {
    expect(LEVEL_BANDS.map((b) => b.level)).toEqual([...LEVELS]);
    for (let i = 1; i < LEVEL_BANDS.length; i++) {
      expect(LEVEL_BANDS[i]!.min).toBeCloseTo(LEVEL_BANDS[i - 1]!.max + 0.1, 5);
    }
  });

  it('maps ratings to the band that holds them', () => {
    expect(levelOfRating(1.2)).toBe('easy');
    expect(levelOfRating(2.3)).toBe('easy');
    expect(levelOfRating(2.6)).toBe('medium');
    expect(levelOfRating(3.4)).toBe('medium');
    expect(levelOfRating(4.2)).toBe('hard');
    expect(levelOfRating(6.6)).toBe('expert');
    expect(levelOfRating(8.3)).toBe('extreme');
    expect(levelOfRating(GUESSING_RATING)).toBe('extreme');
  });
});

describe('gradePuzzle', () => {
  it('rates a singles-only puzzle as easy', () => {
    const puzzle = readFileSync(resolve(fixtures, 'puzzles-with-solutions.txt'), 'utf8')
      .split('\n')
      .find((l) => /^\d{81} /.test(l))!
      .split(' ')[0]!;
    const result = gradePuzzle(grid(puzzle));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.level).toBe('easy');
    expect(result.value.rating).toBeLessThanOrEqual(2.3);
    expect(result.value.needsGuessing).toBe(false);
    expect(result.value.stepCount).toBe([...puzzle].filter((c) => c === '0').length);
  });

  it('matches the reference rating on low-rated reference puzzles', () => {
    for (const [puzzle, rating] of rated().filter(([, r]) => r <= 3.0)) {
      const result = gradePuzzle(grid(puzzle));
      expect(result.ok && result.value.rating, puzzle).toBe(rating);
    }
  });

  it('refuses a grid with a repeated digit', () => {
    const result = gradePuzzle(grid('11' + '.'.repeat(79)));
    expect(result.ok || result.error.code).toBe('invalid');
  });

  it('refuses a grid with several solutions', () => {
    const result = gradePuzzle(grid('.'.repeat(81)));
    expect(result.ok || result.error.code).toBe('multiple-solutions');
  });

  it('refuses a grid with no solution', () => {
    // Row 1 needs a 9 in r1c9, but column 9 already has one.
    const result = gradePuzzle(grid('12345678.' + '.'.repeat(71) + '9'));
    expect(result.ok || result.error.code).toBe('no-solution');
  });

  it('refuses digits outside the board size', () => {
    const values = new Uint8Array(81);
    values[0] = 12;
    const result = gradePuzzle(puzzleGrid(classicGeometry(9), values));
    expect(result.ok || result.error.code).toBe('invalid');
  });

  it('stops early when the path needs a step above stopAbove', () => {
    const [puzzle] = rated().find(([, r]) => r === 3.0)!;
    const full = gradePuzzle(grid(puzzle));
    const stopped = gradePuzzle(grid(puzzle), { stopAbove: 2.8 });
    expect(full.ok && full.value.stopped).toBe(false);
    expect(stopped.ok && stopped.value.stopped).toBe(true);
    expect(stopped.ok && stopped.value.rating).toBeGreaterThan(2.8);
    expect(stopped.ok && stopped.value.stepCount).toBeLessThan(full.ok ? full.value.stepCount : 0);
  });

  it('gives up with too-hard when the step budget is exhausted', () => {
    const [puzzle] = rated().find(([, r]) => r === 3.0)!;
    const result = gradePuzzle(grid(puzzle), { maxSteps: 3 });
    expect(result.ok || result.error.code).toBe('too-hard');
  });
});

describe('gradePuzzle past 9.0', () => {
  /** Forum-hardest puzzles with Sudoku Explainer ratings: [id, puzzle, rating]. */
  const hardest = readFileSync(resolve(fixtures, 'hardest-se-rated.txt'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/) as [string, string, string]);

  it('rates puzzles that need nested forcing chains within 0.5 of Sudoku Explainer', () => {
    // The two of the set that need only the first nesting level: quick to grade.
    for (const id of ['HST-00039', 'HST-02077']) {
      const [, puzzle, reference] = hardest.find(([name]) => name === id)!;
      const result = gradePuzzle(grid(puzzle), { maxWork: DEEP_WORK });
      expect(result.ok, id).toBe(true);
      if (!result.ok) continue;
      expect(result.value.needsGuessing, id).toBe(false);
      expect(result.value.hardestTechnique, id).toMatch(/-plus$/);
      expect(Math.abs(result.value.rating - Number(reference)), id).toBeLessThanOrEqual(0.5);
    }
  });

  it('rates 12.0, saying the budget was spent, when the work budget runs out', () => {
    const [, puzzle] = hardest.find(([name]) => name === 'HST-00039')!;
    const result = gradePuzzle(grid(puzzle), { maxWork: 100_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      rating: GUESSING_RATING,
      needsGuessing: true,
      budgetSpent: true,
    });
  });
});
