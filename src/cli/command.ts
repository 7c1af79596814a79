// The shape of one `sudoku` subcommand, and the input helpers they share.

import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { MessageKey } from '../i18n/catalogs/index.ts';

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Standard input, for commands that read puzzles when no file is named. */
  readonly stdin: NodeJS.ReadableStream;
  /** Where the language comes from without --lang (LC_ALL, LANG...); none means English. */
  readonly env?: Readonly<Partial<Record<string, string | undefined>>>;
}

/** Runs a subcommand; resolves to the process exit status. */
export type CliRun = (args: readonly string[], io: CliIo, usage: MessageKey) => Promise<number>;

export interface CliCommand {
  readonly name: string;
  /** One line for `sudoku help` (a catalog key: said in the command's language). */
  readonly summary: MessageKey;
  /** The usage line (a catalog key: its placeholders are words too). */
  readonly usage: MessageKey;
  /** Imports the command's module: a run loads only its own command's code. */
  load(): Promise<CliRun>;
}

/** Splits arguments into positionals and `--flag value` / `--flag` options. */
export function parseArgs(
  args: readonly string[],
  valueFlags: readonly string[] = [],
): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (inline !== undefined) flags.set(name, inline);
      else if (valueFlags.includes(name) && i + 1 < args.length) flags.set(name, args[++i]!);
      else flags.set(name, true);
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

/** Lines of FILE, or of standard input when no file (or `-`) is named, read as a stream. */
export function inputLines(file: string | undefined, io: CliIo): AsyncIterable<string> {
  const input = file && file !== '-' ? createReadStream(file, 'utf8') : io.stdin;
  return createInterface({ input, crlfDelay: Infinity });
}
