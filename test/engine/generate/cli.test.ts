// The `sudoku generate` and `sudoku daily` subcommands, run in-process.

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.ts';
import { parseGrid } from '../../../src/engine/format.ts';
import { countSolutions } from '../../../src/engine/solve/index.ts';

async function run(...args: string[]): Promise<{ status: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    stdin: Readable.from([]),
  });
  return { status, out, err };
}

describe('sudoku generate', () => {
  it('prints PUZZLE RATING LEVEL per puzzle, each unique and at the level', async () => {
    const { status, out } = await run(
      'generate',
      '--level',
      'medium',
      '--seed',
      's',
      '--count',
      '3',
    );
    expect(status).toBe(0);
    expect(out).toHaveLength(3);
    for (const line of out) {
      const [puzzle, rating, level] = line.split(' ');
      expect(puzzle).toMatch(/^[1-9.]{81}$/);
      expect(Number(rating)).toBeGreaterThanOrEqual(2.4);
      expect(Number(rating)).toBeLessThanOrEqual(3.4);
      expect(level).toBe('medium');
      const grid = parseGrid(puzzle!);
      expect(grid.ok && countSolutions(grid.value, 2)).toBe(1);
    }
    expect(new Set(out).size).toBe(3);
    // The first puzzle of a run is the one its seed alone gives.
    const single = await run('generate', '--level', 'medium', '--seed', 's');
    expect(single.out).toEqual([out[0]]);
  });

  it('makes variants', async () => {
    const mini = await run('generate', '--level', 'easy', '--variant', 'mini', '--seed', '1');
    expect(mini.out[0]).toMatch(/^[1-6.]{36} \d\.\d easy$/);
    const x = await run('generate', '--level', 'easy', '--variant', 'x', '--seed', '1');
    expect(x.out[0]).toMatch(/^[1-9.]{81} \d\.\d easy$/);
  });

  it.each([
    [['--level', 'brutal'], 'easy, medium, hard, expert or extreme'],
    [[], '--level is required'],
    [['--level', 'easy', '--variant', 'jigsaw'], 'classic, mini, x or big'],
    [['--level', 'extreme', '--variant', 'mini'], 'easy, medium or hard'],
    [['--level', 'easy', '--symmetry', 'spiral'], 'rotate180'],
    [['--level', 'easy', '--count', '0'], '--count'],
    [['--level', 'easy', '--seed', 'x'.repeat(300)], 'seed'],
    [['--level', 'easy', '--colour', 'red'], '--colour'],
  ])('refuses %j naming what is allowed', async (args, hint) => {
    const { status, out, err } = await run('generate', ...args);
    expect(status).toBe(2);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain(hint);
  });
});

describe('sudoku daily', () => {
  it('prints NUMBER LEVEL PUZZLE RATING DATE, for several days with --days', async () => {
    const { status, out } = await run(
      'daily',
      '2025-01-06',
      '--days',
      '2',
      '--salt',
      'cli-test',
      '--launch',
      '2025-01-01',
    );
    expect(status).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^6 easy [1-9.]{81} \d\.\d 2025-01-06$/);
    expect(out[1]).toMatch(/^7 medium [1-9.]{81} \d\.\d 2025-01-07$/);
  });

  it.each([
    [['2025-02-30'], 'no day'],
    [['2024-12-01', '--launch', '2025-01-01'], 'before the launch date'],
    [['2025-02-01', '--days', '100'], '--days'],
    [['2025-02-01', '2025-02-02'], 'at most one date'],
  ])('refuses %j', async (args, hint) => {
    const { status, err } = await run('daily', ...args);
    expect(status).toBe(2);
    expect(err.join('\n')).toContain(hint);
  });
});
