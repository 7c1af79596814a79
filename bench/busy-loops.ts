// Load for benchmarks: busy loops on every core, each in its own session (`setsid node -e`), so
// a benchmark can measure the bot on a machine as busy as a noisy neighbour makes it. Each loop
// ends by itself after `maxMs` should the benchmark die before it kills them; the returned
// function kills them by PID (also on the benchmark's exit).

import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `count` busy loops; returns a function that kills them. */
export function startBusyLoops(count: number, maxMs = 240_000): () => void {
  const loops: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const child = spawn(
      'setsid',
      [process.execPath, '-e', `const end = Date.now() + ${maxMs}; while (Date.now() < end);`],
      { stdio: 'ignore' },
    );
    loops.push(child);
  }
  const stop = () => {
    for (const child of loops) {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };
  process.once('exit', stop);
  return stop;
}
