// The solver check on a reading: keep a proper puzzle, repair a misread from the runner-ups,
// flag the cells to blame when no repair works.

import { describe, expect, it } from 'vitest';
import { checkReading, isProperPuzzle, type CellReading } from '../../src/vision/consistency.ts';
import { fixturePuzzles } from './boards.ts';

const confident = (grid: Uint8Array): CellReading[] =>
  Array.from(grid, (digit) => ({ digit, confidence: 0.99, alternatives: [] }));

describe('checking a reading with the solver', () => {
  const puzzle = fixturePuzzles()[0]!;
  const given = puzzle.findIndex((d) => d !== 0);
  const truthDigit = puzzle[given]!;
  const wrongDigit = (truthDigit % 9) + 1;

  it('keeps a proper puzzle as read, with no unsure cell', () => {
    const checked = checkReading(confident(puzzle));
    expect(checked.status).toBe('unique');
    expect(Array.from(checked.grid)).toEqual(Array.from(puzzle));
    expect(checked.unsure).toEqual([]);
  });

  it('marks low-confidence cells unsure even when the puzzle checks out', () => {
    const readings = confident(puzzle);
    readings[given] = {
      digit: truthDigit,
      confidence: 0.55,
      alternatives: [{ digit: wrongDigit, probability: 0.4 }],
    };
    expect(checkReading(readings).unsure).toEqual([given]);
  });

  it('repairs a misread digit from its runner-up and says which cell it changed', () => {
    const misread = puzzle.slice();
    misread[given] = wrongDigit;
    expect(isProperPuzzle(misread)).toBe(false);
    const readings = confident(misread);
    readings[given] = {
      digit: wrongDigit,
      confidence: 0.6,
      alternatives: [{ digit: truthDigit, probability: 0.35 }],
    };
    const checked = checkReading(readings);
    expect(checked.status).toBe('repaired');
    expect(checked.grid[given]).toBe(truthDigit);
    expect(checked.repaired).toEqual([given]);
    expect(checked.unsure).toContain(given);
  });

  it('flags the conflicting cells when no runner-up helps', () => {
    const misread = puzzle.slice();
    const row = Math.floor(given / 9);
    // Put the same digit twice in the given's row.
    const other = Array.from({ length: 9 }, (_, c) => row * 9 + c).find(
      (i) => i !== given && misread[i] === 0,
    )!;
    misread[other] = misread[given]!;
    const checked = checkReading(confident(misread));
    expect(checked.status).toBe('flagged');
    expect(checked.unsure).toEqual(expect.arrayContaining([given, other]));
  });

  it('flags cells when a missed digit leaves several solutions', () => {
    const sparse = puzzle.slice();
    for (let i = 0, removed = 0; i < 81 && removed < 6; i++)
      if (sparse[i]) {
        sparse[i] = 0;
        removed++;
      }
    const checked = checkReading(confident(sparse));
    expect(checked.status).toBe('flagged');
    expect(checked.unsure.length).toBeGreaterThan(0);
  });
});
