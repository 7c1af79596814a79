import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { classicGeometry } from '../../../src/engine/geometry.ts';
import { solvesWithSingles } from '../../../src/engine/generate/singles.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import { countSolutions } from '../../../src/engine/solve/index.ts';

function values(text: string): Uint8Array {
  const result = parseGrid(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.values;
}

describe('solvesWithSingles', () => {
  it('fills a puzzle that needs only singles', () => {
    // A classic newspaper-style easy puzzle (singles only).
    const easy = values(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    expect(solvesWithSingles(classicGeometry(9), easy)).toBe(true);
  });

  it('gets stuck on a puzzle that needs more than singles', () => {
    // Arto Inkala's "world's hardest" (2012), widely published.
    const hard = values(
      '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    );
    expect(solvesWithSingles(classicGeometry(9), hard)).toBe(false);
  });

  it('does not claim an empty or a two-solution grid', () => {
    expect(solvesWithSingles(classicGeometry(4), new Uint8Array(16))).toBe(false);
    const two = values('12..34..........');
    expect(countSolutions(puzzleGrid(classicGeometry(4), two), 2)).toBe(2);
    expect(solvesWithSingles(classicGeometry(4), two)).toBe(false);
  });

  it('leaves its input unchanged', () => {
    const easy = values(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    const before = easy.slice();
    solvesWithSingles(classicGeometry(9), easy);
    expect(easy).toEqual(before);
  });
});
