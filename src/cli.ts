// The `sudoku` command line: dispatches to one module per subcommand in src/cli/.

import { pathToFileURL } from 'node:url';
import type { CliCommand, CliIo } from './cli/command.ts';
import { dailyCommand } from './cli/daily.ts';
import { generateCommand } from './cli/generate.ts';
import { gradeCommand } from './cli/grade.ts';
import { hintCommand } from './cli/hint.ts';
import { readPhotoCommand } from './cli/read-photo.ts';
import { renderCommand } from './cli/render.ts';
import { solveCommand } from './cli/solve.ts';
import { stepsCommand } from './cli/steps.ts';

/** Every subcommand, in the order `sudoku help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  solveCommand,
  gradeCommand,
  stepsCommand,
  hintCommand,
  renderCommand,
  readPhotoCommand,
  generateCommand,
  dailyCommand,
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
  return command.run(rest, io);
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
