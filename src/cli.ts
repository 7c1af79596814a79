// The `sudoku` command line: dispatches to one module per subcommand in src/cli/, imported only
// when that subcommand runs.

import { pathToFileURL } from 'node:url';
import type { CliCommand, CliIo } from './cli/command.ts';

/**
 * Every subcommand, in the order `sudoku help` lists them. Each module is imported only when its
 * command runs, so `sudoku solve` loads neither the renderer (sharp) nor the photo reader.
 */
export const COMMANDS: readonly CliCommand[] = [
  {
    name: 'solve',
    summary: 'solve puzzles, one per line, from FILE or standard input',
    usage: 'sudoku solve [FILE] [--count]',
    load: async () => (await import('./cli/solve.ts')).run,
  },
  {
    name: 'grade',
    summary: 'rate puzzles (Sudoku Explainer scale) and name their level',
    usage: 'sudoku grade [FILE] [--technique] [--deep]',
    load: async () => (await import('./cli/grade.ts')).run,
  },
  {
    name: 'steps',
    summary: 'print the numbered, explained solution path of a puzzle (--lang fr, ja, ...)',
    usage: 'sudoku steps PUZZLE [--deep] [--lang LANG]',
    load: async () => (await import('./cli/steps.ts')).run,
  },
  {
    name: 'hint',
    summary: 'a hint for the next step (--level 1-3), or the shortest route to CELL',
    usage: 'sudoku hint PUZZLE [CELL] [--level N] [--lang LANG]',
    load: async () => (await import('./cli/hint.ts')).run,
  },
  {
    name: 'render',
    summary: 'draw a puzzle as a PNG (or a text board with --text)',
    usage:
      'sudoku render PUZZLE [--out FILE.png] [--theme dark] [--scale N] [--title T] [--notes] [--solution] [--hint [--cell r3c5] [--level 1-3] [--bare]] [--variant x|windoku] [--jigsaw MAP] [--text]',
    load: async () => (await import('./cli/render.ts')).run,
  },
  {
    name: 'read-photo',
    summary: 'read the grid in photos: grid line (. = empty) and unsure cells',
    usage: 'sudoku read-photo IMAGE...',
    load: async () => (await import('./cli/read-photo.ts')).run,
  },
  {
    name: 'generate',
    summary: 'generate unique, minimal, symmetric puzzles at a level',
    usage: 'sudoku generate --level LEVEL [--seed S] [--count N] [--variant V] [--symmetry S]',
    load: async () => (await import('./cli/generate.ts')).run,
  },
  {
    name: 'daily',
    summary: 'the daily puzzle of a date (default today); --days N for the coming days',
    usage: 'sudoku daily [YYYY-MM-DD] [--days N] [--salt S] [--launch YYYY-MM-DD]',
    load: async () => (await import('./cli/daily.ts')).run,
  },
];

/** Runs `sudoku ARGS...`; resolves to the exit status. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const name = args.at(0);
  const rest = args.slice(1);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    if (name !== undefined && name !== 'help' && name !== '--help')
      io.err(`sudoku: unknown command '${name}'`);
    io.out('usage:');
    for (const c of COMMANDS) io.out(`  ${c.usage.padEnd(48)} ${c.summary}`);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  const run = await command.load();
  return run(rest, io, command.usage);
}

// Buffered stdout: the CLI may print tens of thousands of lines.
function bufferedWriter(stream: NodeJS.WriteStream): {
  write: (line: string) => void;
  flush: () => void;
} {
  let chunks: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunks.length) stream.write(chunks.join(''));
    chunks = [];
    size = 0;
  };
  return {
    write(line) {
      chunks.push(line + '\n');
      size += line.length;
      if (size > 1 << 16) flush();
    },
    flush,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `sudoku solve big.txt | head` closes the pipe early: stop quietly, the output was fine.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const out = bufferedWriter(process.stdout);
  runCli(process.argv.slice(2), {
    out: out.write,
    err: (line) => {
      out.flush();
      process.stderr.write(line + '\n');
    },
    stdin: process.stdin,
    env: process.env,
  }).then(
    (status) => {
      out.flush();
      process.exitCode = status;
    },
    (error: unknown) => {
      out.flush();
      process.stderr.write(`sudoku: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
