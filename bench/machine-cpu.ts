// The whole machine's CPU over a benchmark window, by who spent it (Linux /proc): each app process
// (all its threads, and its main thread alone), the PostgreSQL server's processes, this process
// (the bench's own driver work), and the rest of the machine (other users' work, processes that
// ended in the window). Cores used = CPU seconds / wall seconds.

import { readdirSync, readFileSync } from 'node:fs';
import { cpuOf } from './startup-ready.ts';

/** Busy CPU ms of the whole machine so far (every core: all but idle and iowait, /proc/stat). */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const busy = ticks.slice(0, 8).reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!;
  return busy * 10; // USER_HZ is 100 on Linux
}

/** CPU ms of a process so far: all its threads, its main thread, and each thread by id. */
interface ProcessCpu {
  readonly all: number;
  readonly main: number;
  readonly threads: ReadonlyMap<string, number>;
}

/** CPU ms of a process: all its threads, its main thread, each thread (zeros once it is gone). */
export function processCpuMs(pid: number): ProcessCpu {
  const threads = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        threads.set(tid, cpuOf(`/proc/${pid}/task/${tid}/stat`));
      } catch {
        // The thread ended while we looked.
      }
    }
    return { all: cpuOf(`/proc/${pid}/stat`), main: threads.get(String(pid)) ?? 0, threads };
  } catch {
    return { all: 0, main: 0, threads };
  }
}

/** A reading of everyone's CPU at one moment. */
interface Reading {
  readonly at: number;
  readonly machine: number;
  readonly apps: readonly ProcessCpu[];
  readonly server: number;
  readonly bench: number;
}

/** CPU ms spent over a window by each part, and the window's wall ms. */
export interface CpuAccount {
  readonly wallMs: number;
  /** Each app process: all threads, its main thread, and its busiest thread (a render worker?). */
  readonly apps: readonly { all: number; main: number; busiest: number }[];
  readonly serverMs: number;
  /** This process (the benchmark's parent: starts the children, samples the server). */
  readonly benchMs: number;
  /** The machine's busy CPU, all of it. */
  readonly machineMs: number;
}

/** Starts a window over `pids` (the app processes) and `serverCpuMs` (the database server's). */
export function startCpuWindow(
  pids: readonly number[],
  serverCpuMs: () => number,
): { stop(): CpuAccount } {
  const read = (): Reading => {
    const used = process.cpuUsage();
    return {
      at: performance.now(),
      machine: machineBusyMs(),
      apps: pids.map(processCpuMs),
      server: serverCpuMs(),
      bench: (used.user + used.system) / 1000,
    };
  };
  const start = read();
  return {
    stop() {
      const end = read();
      return {
        wallMs: end.at - start.at,
        apps: end.apps.map((a, i) => {
          const before = start.apps[i]!;
          const spent = [...a.threads].map(([tid, ms]) => ms - (before.threads.get(tid) ?? 0));
          return {
            all: a.all - before.all,
            main: a.main - before.main,
            busiest: Math.max(0, ...spent),
          };
        }),
        serverMs: end.server - start.server,
        benchMs: end.bench - start.bench,
        machineMs: end.machine - start.machine,
      };
    },
  };
}

/** Cores a part used over the window: its CPU ms / wall ms. */
export const coresOf = (cpuMs: number, account: CpuAccount) => cpuMs / account.wallMs;
