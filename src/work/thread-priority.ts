// Worker threads run behind the event loop. On a host whose cores are busy with other work, the
// whole process gets a small share of CPU, and inside it the pool threads (pictures, hints,
// photos, puzzles) used to take most of it: a slow Slack ack was the main thread runnable but
// waiting for a core while our own workers ran (bench/ack-causes.ts shows it). So each worker
// thread lowers its own priority (a higher nice value, for that thread alone: Linux keeps one per
// thread) and names itself for `top -H` and /proc; the main thread, which reads requests and
// acknowledges them, keeps its own. Linux only; elsewhere nothing changes.

import { readlinkSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How much lower than the process a worker thread runs (nice steps: about a tenth the weight). */
export const WORKER_NICE_STEP = 10;
const MAX_NICE = 19;

/** This thread's id (TID) where Linux tells it, else undefined. */
export function threadId(): number | undefined {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Names this worker thread (at most 15 characters show) and runs it WORKER_NICE_STEP nice steps
 * below the process; returns the thread's new nice value, or undefined where that is not possible.
 */
export function runBehindEventLoop(name: string): number | undefined {
  const tid = threadId();
  if (tid === undefined) return undefined;
  try {
    writeFileSync('/proc/thread-self/comm', name.slice(0, 15));
  } catch {
    // A name is a convenience only.
  }
  try {
    const nice = Math.min(MAX_NICE, getPriority(process.pid) + WORKER_NICE_STEP);
    if (getPriority(tid) < nice) setPriority(tid, nice);
    return getPriority(tid);
  } catch {
    return undefined;
  }
}
