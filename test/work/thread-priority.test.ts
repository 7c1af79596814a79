// The pool threads run behind the event loop: each real worker thread (pictures, hints, puzzles)
// names itself and lowers its own priority as it starts, and the main thread, which reads Slack's
// requests and acknowledges them, keeps the process's. Read from /proc (Linux only), after each
// pool says its thread is ready: the explicit event, no timing.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPuzzleFactory } from '../../src/bot/puzzle-factory.ts';
import { createRenderPool } from '../../src/render/index.ts';
import { createHintPool } from '../../src/work/hint-pool.ts';
import { WORKER_NICE_STEP } from '../../src/work/thread-priority.ts';

const linux = existsSync('/proc/thread-self');

/** This process's threads whose name starts with `prefix`, with their nice values. */
function threadsNamed(prefix: string): { tid: number; nice: number }[] {
  const found = [];
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith(prefix)) continue;
      const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      found.push({ tid: Number(tid), nice });
    } catch {
      // the thread ended while being read
    }
  }
  return found;
}

const behind = Math.min(19, getPriority(process.pid) + WORKER_NICE_STEP);

describe.skipIf(!linux)('pool threads behind the event loop', () => {
  const hints = createHintPool({ workers: 1 });
  const pictures = createRenderPool({ workers: 1 });
  const puzzles = createWorkerPuzzleFactory({ salt: 'test-salt', launchDate: '2025-01-01' });
  afterAll(async () => {
    await Promise.all([hints.close(), pictures.close(), puzzles.close()]);
  });

  it('the hint thread runs below the main thread', async () => {
    const before = getPriority(process.pid);
    expect(await hints.warm(120_000)).toBeUndefined();
    expect(threadsNamed('sudoku-hint')).toEqual([{ tid: expect.any(Number), nice: behind }]);
    expect(getPriority(process.pid)).toBe(before);
  }, 130_000);

  it('the picture thread runs below the main thread', async () => {
    expect(await pictures.warm(120_000)).toBeUndefined();
    const threads = threadsNamed('sudoku-render');
    expect(threads).toEqual([{ tid: expect.any(Number), nice: behind }]);
  }, 130_000);

  it('the puzzle generator runs below the main thread', async () => {
    await puzzles.fresh('easy', 'mini', 'seed-1');
    expect(threadsNamed('sudoku-puzzles')).toEqual([{ tid: expect.any(Number), nice: behind }]);
  }, 60_000);

  it('the main thread keeps the priority of the process', () => {
    const main = readFileSync(`/proc/self/task/${process.pid}/stat`, 'latin1');
    const nice = Number(main.slice(main.lastIndexOf(')') + 2).split(' ')[16]);
    expect(nice).toBe(getPriority(process.pid));
    expect(nice).toBeLessThan(behind);
  });
});
