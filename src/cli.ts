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
    summary: 'cli.summary.solve',
    usage: 'cli.usage.solve',
    load: async () => (await import('./cli/solve.ts')).run,
  },
  {
    name: 'grade',
    summary: 'cli.summary.grade',
    usage: 'cli.usage.grade',
    load: async () => (await import('./cli/grade.ts')).run,
  },
  {
    name: 'steps',
    summary: 'cli.summary.steps',
    usage: 'cli.usage.steps',
    load: async () => (await import('./cli/steps.ts')).run,
  },
  {
    name: 'hint',
    summary: 'cli.summary.hint',
    usage: 'cli.usage.hint',
    load: async () => (await import('./cli/hint.ts')).run,
  },
  {
    name: 'render',
    summary: 'cli.summary.render',
    usage: 'cli.usage.render',
    load: async () => (await import('./cli/render.ts')).run,
  },
  {
    name: 'read-photo',
    summary: 'cli.summary.read-photo',
    usage: 'cli.usage.read-photo',
    load: async () => (await import('./cli/read-photo.ts')).run,
  },
  {
    name: 'generate',
    summary: 'cli.summary.generate',
    usage: 'cli.usage.generate',
    load: async () => (await import('./cli/generate.ts')).run,
  },
  {
    name: 'daily',
    summary: 'cli.summary.daily',
    usage: 'cli.usage.daily',
    load: async () => (await import('./cli/daily.ts')).run,
  },
];

/** Runs `sudoku ARGS...`; resolves to the exit status. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = languageFirst(args);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) return (await import('./cli/help.ts')).help(name, rest, io, COMMANDS);
  const run = await command.load();
  return run(rest, io, command.usage);
}

/**
 * `sudoku --lang ja help` as `sudoku help --lang ja`: the language is the one flag every command
 * takes, so it may come before the command's name too.
 */
function languageFirst(args: readonly string[]): readonly string[] {
  const first = args.at(0);
  const value = args.at(1);
  if (first === '--lang' && value !== undefined) return [...args.slice(2), first, value];
  if (first?.startsWith('--lang=')) return [...args.slice(1), first];
  return args;
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
