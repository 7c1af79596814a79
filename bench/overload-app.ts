// The real application for the overload benchmark: `node bin/start.js` of this checkout (its
// dist/ when fresh, else the sources through tsx) with the web playground on a temporary SQLite
// file, measured from outside over HTTP, as a player's page uses it.

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { botEnv, stopBot, untilReady } from './startup-ready.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** A running application: where its playground is, how long it took to be ready, how to stop. */
export interface RunningApp {
  readonly url: string;
  readonly pid: number;
  /** Wall time from spawn to the first 200 from /readyz (workers warm), ms. */
  readonly readyMs: number;
  /** What runs: `dist/` or the sources through tsx. */
  readonly runs: string;
  stop(): Promise<void>;
}

/** Starts the application and waits until ready (at most `readyDeadlineMs`). */
export async function startApp(readyDeadlineMs: number): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-overload-app-'));
  const [port, healthPort] = [await freePort(), await freePort()];
  const started = performance.now();
  // Not detached: the app is in the benchmark part's process group, so a stuck part's group kill
  // takes it along.
  const child = spawn(process.execPath, ['bin/start.js'], {
    cwd: ROOT,
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
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    readyMs: performance.now() - started,
    runs: existsSync(join(ROOT, 'dist', 'build-info.json'))
      ? 'bin/start.js (dist/ when fresh, else tsx)'
      : 'bin/start.js (no dist/: the sources through tsx)',
    stop,
  };
}
