// Runs the `sudoku` command in-process with an environment, collecting what it prints.

import { Readable } from 'node:stream';
import { runCli } from '../../src/cli.ts';

/** `sudoku ARGS...` with ENV (no LANG: English); its status and printed lines. */
export async function runSudoku(args: readonly string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    stdin: Readable.from(['']),
    env,
  });
  return { status, out, err };
}
