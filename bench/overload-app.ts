// The real application for the overload benchmark: `node bin/start.js` of a checkout (this one,
// or an old commit's tree) with the web playground on a fresh SQLite file, measured from outside
// over HTTP, as a player's page uses it. Both checkouts run their own build (dist/), made first
// when missing or stale, so start-up is measured as `npm start` runs in production.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../test/support/free-port.ts';
import { botEnv, cpuOf, stopBot, untilReady } from './startup-ready.ts';

/** A running application: where its playground is, what its start cost, how to stop it. */
export interface RunningApp {
  readonly url: string;
  readonly pid: number;
  /** Wall time from spawn to the first 200 from /readyz (workers warm), ms. */
  readonly readyMs: number;
  /** CPU of the whole process (every thread) at that moment, ms. */
  readonly readyCpuMs: number;
  /** CPU of the main thread alone at that moment, ms. */
  readonly readyMainMs: number;
  /** The process's CPU so far (every thread), ms. */
  cpuMs(): number;
  /**
   * Resolves once the process spent under 30 ms of CPU in a second (the start's background work,
   * the puzzle supply, is done), or after `maxMs`; resolves to the wait, ms.
   */
  settled(maxMs: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Makes `root`'s dist/ when it is missing or older than its sources (its own
 * scripts/build.mjs); resolves to what `bin/start.js` will run there.
 */
export async function ensureBuilt(root: string): Promise<string> {
  const launch = (await import(pathToFileURL(join(root, 'bin/launch.js')).href)) as {
    chooseEntry(root: string, source: string, env?: NodeJS.ProcessEnv): { built: boolean };
  };
  if (!launch.chooseEntry(root, 'src/main.ts', {}).built) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`build of ${root} failed:\n${build.stdout}${build.stderr}`);
  }
  return launch.chooseEntry(root, 'src/main.ts', {}).built ? 'dist/' : 'the sources through tsx';
}

/** Starts `root`'s application on a fresh data folder and waits until it is ready. */
export async function startApp(root: string, readyDeadlineMs: number): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-overload-app-'));
  const [port, healthPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/start.js'], {
    cwd: root,
    env: botEnv(dir, port, healthPort, {}),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const stop = async () => {
    await stopBot(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilReady(`http://127.0.0.1:${healthPort}/readyz`, child, readyDeadlineMs);
  } catch (error) {
    await stop();
    throw new Error(`the application did not get ready: ${(error as Error).message}\n${stderr}`);
  }
  const readyMs = performance.now() - started;
  const cpuMs = () => cpuOf(`/proc/${child.pid}/stat`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    readyMs,
    readyCpuMs: cpuMs(),
    readyMainMs: cpuOf(`/proc/${child.pid}/task/${child.pid}/stat`),
    cpuMs,
    settled: async (maxMs) => {
      const began = Date.now();
      let last = cpuMs();
      while (Date.now() - began < maxMs) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = cpuMs();
        if (now - last < 30) break;
        last = now;
      }
      return Date.now() - began;
    },
    stop,
  };
}
