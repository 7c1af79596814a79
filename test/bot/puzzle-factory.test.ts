// The generator worker thread behind the Pregenerator: real puzzles, made off the main thread.
import { afterAll, describe, expect, it } from 'vitest';
import { puzzleGrid } from '../../src/engine/grid.ts';
import { solve } from '../../src/engine/solve/index.ts';
import { createWorkerPuzzleFactory, generatorLevels } from '../../src/bot/puzzle-factory.ts';

describe('worker puzzle factory', () => {
  const factory = createWorkerPuzzleFactory({ salt: 'test-salt-123', launchDate: '2025-01-01' });
  afterAll(() => factory.close());

  it('knows which levels each variant has', () => {
    expect(generatorLevels('classic')).toContain('extreme');
    expect(generatorLevels('mini')).toContain('hard');
    expect(generatorLevels('mini')).not.toContain('expert');
  });

  it('makes a unique puzzle of the asked level and variant in the worker', async () => {
    const puzzle = await factory.fresh('easy', 'classic', 'seed-1');
    expect(puzzle.level).toBe('easy');
    expect(puzzle.geometry.id).toBe('classic9');
    const solved = solve(puzzleGrid(puzzle.geometry, puzzle.givens));
    expect(solved.status).toBe('unique');
    expect(solved.status === 'unique' && Array.from(solved.solution)).toEqual(
      Array.from(puzzle.solution),
    );
    const mini = await factory.fresh('easy', 'mini', 'seed-2');
    expect(mini.geometry.size).toBe(6);
  }, 30_000);

  it('makes the daily of a date: the same puzzle for the same date and salt', async () => {
    const friday = await factory.daily('2025-03-14');
    expect(friday).toMatchObject({ date: '2025-03-14', number: 73, variant: 'classic' });
    expect(friday.geometry.id).toBe('classic9');
    const again = await factory.daily('2025-03-14');
    expect(Array.from(again.givens)).toEqual(Array.from(friday.givens));
    await expect(factory.daily('2024-12-31')).rejects.toThrow(/before the launch date/);
  }, 60_000);

  it('refuses work after it is closed', async () => {
    const other = createWorkerPuzzleFactory({ salt: 'test-salt-123', launchDate: '2025-01-01' });
    await other.close();
    await expect(other.fresh('easy', 'classic', 's')).rejects.toThrow(/closed/);
  });
});
