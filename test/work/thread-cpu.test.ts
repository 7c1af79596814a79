// A job's work budget: this thread's CPU time on Linux, so the time a thread spends waiting (for
// a busy host's cores, for its next message) never counts, and a checkpoint stops the job once
// the budget is spent.

import { describe, expect, it } from 'vitest';
import { BudgetSpent, threadCpuMs, workBudget } from '../../src/work/thread-cpu.ts';

/** Runs `step` until it returns true; throws if that takes more than `boundMs` (a safety net). */
function spinUntil(step: () => boolean, boundMs = 20_000): void {
  const start = performance.now();
  while (!step()) {
    if (performance.now() - start > boundMs) throw new Error(`not within ${boundMs} ms`);
  }
}

describe.runIf(process.platform === 'linux')('the work budget on Linux', () => {
  it("counts this thread's CPU time as the process's own clock does", () => {
    const before = threadCpuMs()!;
    const process0 = process.cpuUsage();
    spinUntil(() => threadCpuMs()! - before >= 100);
    const used = process.cpuUsage(process0);
    // The process counts every thread: at least what this one used, less a clock tick each.
    expect((used.user + used.system) / 1000).toBeGreaterThanOrEqual(100 - 20);
  });

  it('does not count time spent waiting', async () => {
    const budget = workBudget(1_000);
    expect(budget.measure).toBe('cpu');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(budget.spentMs()).toBeLessThan(250);
    expect(() => budget.checkpoint()).not.toThrow();
  });

  it('stops work at the first checkpoint past the budget', () => {
    const budget = workBudget(50);
    let stopped: unknown;
    spinUntil(() => {
      try {
        budget.checkpoint();
        return false;
      } catch (error) {
        stopped = error;
        return true;
      }
    });
    expect(stopped).toBeInstanceOf(BudgetSpent);
    expect((stopped as BudgetSpent).spentMs).toBeGreaterThan(50);
    expect(budget.spent).toBe(true);
  });
});
