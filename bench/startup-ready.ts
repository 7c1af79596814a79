// `npm start` to ready, measured from outside: `node bin/start.js` of a checkout (its dist/) with
// the web playground on SQLite and HEALTH_PORT set; ready is the first 200 from /readyz. CPU is
// the process's user + system time at that moment from /proc (every thread: the main one and the
// workers), and the main thread's alone, so it needs Linux.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../test/support/free-port.ts';

/** How long a start may take before the run fails (a safety net, not a measure). */
const READY_DEADLINE_MS = 60_000;
/** How long a stopping bot may take before it is killed. */
const STOP_DEADLINE_MS = 15_000;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ReadySample {
  /** CPU of the whole process (all threads) until ready, ms. */
  readonly cpuMs: number;
  /** CPU of the main thread alone until ready, ms. */
  readonly mainMs: number;
  /** Wall time from spawn to the first ready answer, ms. */
  readonly wallMs: number;
}

/** True where /proc gives per-process CPU times. */
export function canMeasureReady(): boolean {
  return existsSync('/proc/self/stat');
}

/** utime + stime of a /proc stat file, ms (fields 14 and 15, after the command name). */
export function cpuOf(statPath: string): number {
  const text = readFileSync(statPath, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The environment of a bot start: only what the run needs, so no token starts an adapter. */
export function botEnv(
  dataDir: string,
  port: number,
  healthPort: number,
  extra: Record<string, string>,
) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    WEB_PLAYGROUND: '1',
    PORT: String(port),
    HEALTH_PORT: String(healthPort),
    DATABASE_PATH: join(dataDir, 'startup.sqlite'),
    LOG_LEVEL: 'warn',
    // A small supply, made once by the warm-up run, so later starts find it complete.
    PUZZLE_POOL_SIZE: '1',
    DAILY_PREGENERATE_DAYS: '1',
    ...extra,
  };
}

/** Resolves at the first 200 from `url` (/readyz); fails when `child` exits or past the deadline. */
export async function untilReady(
  url: string,
  child: ChildProcess,
  deadlineMs = READY_DEADLINE_MS,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bot exited (${child.exitCode}) before ready`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not ready within ${deadlineMs} ms`);
}

/** Stops a bot with SIGTERM, killed if it has not exited within STOP_DEADLINE_MS. */
export async function stopBot(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the bot of `root` once and measures it up to ready. With `settle`, it then runs until
 * its CPU stops growing (the warm-up run: the puzzle supply gets made), at most `settle` ms.
 */
export async function startToReady(
  root: string,
  dataDir: string,
  options: { settleMs?: number; env?: Record<string, string> } = {},
): Promise<ReadySample> {
  const [port, healthPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/start.js'], {
    cwd: root,
    env: botEnv(dataDir, port, healthPort, options.env ?? {}),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept for a failure's message; a clean run's "SIGTERM: shutting down" stays out of the table.
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  try {
    await untilReady(`http://127.0.0.1:${healthPort}/readyz`, child).catch((error: Error) => {
      throw new Error(`${root}: ${error.message}\n${stderr}`);
    });
    const wallMs = performance.now() - started;
    const sample = {
      cpuMs: cpuOf(`/proc/${child.pid}/stat`),
      mainMs: cpuOf(`/proc/${child.pid}/task/${child.pid}/stat`),
      wallMs,
    };
    if (options.settleMs) await settle(child.pid!, options.settleMs);
    return sample;
  } finally {
    await stopBot(child);
  }
}

/** Waits until a process spent no CPU for a second, or `maxMs` passed. */
async function settle(pid: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = cpuOf(`/proc/${pid}/stat`);
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuOf(`/proc/${pid}/stat`);
    if (now - last > 20) quietSince = Date.now();
    last = now;
  }
}
