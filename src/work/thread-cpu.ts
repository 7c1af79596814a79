// A job's work budget, measured inside the worker thread that does the job: the thread's own CPU
// time where Linux reports it (/proc/thread-self/stat), so neither a busy host nor time spent
// waiting counts against a photo; elsewhere wall time since the job started. The job checks
// the budget at checkpoints between its steps, and stops there once it is spent.

import { readFileSync } from 'node:fs';

/** USER_HZ, the unit of the CPU times in /proc: 100 on every Linux ABI. */
const TICKS_PER_SECOND = 100;

/** CPU time this thread has used so far (ms, 10 ms steps), or undefined where /proc says nothing. */
export function threadCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'latin1');
    // The name (field 2) may hold spaces; after its ')' come field 3 (state) onwards, so utime
    // (field 14) and stime (field 15) are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** Thrown at a checkpoint once the budget is spent (the job catches it, or its host does). */
export class BudgetSpent extends Error {
  constructor(
    readonly limitMs: number,
    readonly spentMs: number,
  ) {
    super(`work budget of ${limitMs} ms spent (${Math.round(spentMs)} ms)`);
    this.name = 'BudgetSpent';
  }
}

export interface WorkBudget {
  readonly limitMs: number;
  /** What is counted: this thread's CPU time, or wall time where CPU time is not reported. */
  readonly measure: 'cpu' | 'wall';
  /** Work done since the budget was made (ms). */
  spentMs(): number;
  /** Whether a checkpoint found the budget spent. */
  readonly spent: boolean;
  /** Throws BudgetSpent once the budget is spent; cheap enough to call between steps. */
  checkpoint(): void;
}

/** A budget of `limitMs` of this thread's work, counted from now. */
export function workBudget(limitMs: number): WorkBudget {
  const cpuStart = threadCpuMs();
  const wallStart = performance.now();
  const measure = cpuStart === undefined ? 'wall' : 'cpu';
  const spentMs = () =>
    measure === 'cpu' ? (threadCpuMs() ?? 0) - cpuStart! : performance.now() - wallStart;
  const budget: WorkBudget & { spent: boolean } = {
    limitMs,
    measure,
    spentMs,
    spent: false,
    checkpoint() {
      const spent = spentMs();
      if (spent <= limitMs) return;
      budget.spent = true;
      throw new BudgetSpent(limitMs, spent);
    },
  };
  return budget;
}
