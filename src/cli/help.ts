// `sudoku help` (and what an unknown command gets): every usage line and summary, in the
// language of --lang or the environment. Loaded only when asked, as the catalogs are.

import type { MessageKey } from '../i18n/catalogs/index.ts';
import { msg, renderText, type TextArg } from '../i18n/text.ts';
import { twoColumns } from './columns.ts';
import { parseArgs, type CliCommand, type CliIo } from './command.ts';
import { cliLocale, envLocale } from './language.ts';

/** Where summaries start: a usage line wider than this puts its summary on the next line. */
const USAGE_COLUMNS = 51;

/** Prints the usage of every command (after an error for an unknown NAME); the exit status. */
export function help(
  name: string | undefined,
  rest: readonly string[],
  io: CliIo,
  commands: readonly CliCommand[],
): number {
  const asked = name === undefined || name === 'help' || name === '--help';
  const env = io.env ?? {};
  // A bad --lang here still gets the help, in the environment's language.
  const language = cliLocale(parseArgs(rest, ['lang']).flags.get('lang'), env);
  const locale = language.ok ? language.locale : envLocale(env);
  const say = (key: MessageKey, args?: Readonly<Record<string, TextArg>>) =>
    renderText(msg(key, args), locale);
  if (name !== undefined && !asked) io.err(`sudoku: ${say('cli.unknown-command', { name })}`);
  io.out(say('cli.usage-head'));
  for (const c of commands) {
    for (const line of twoColumns(`  ${say(c.usage)}`, say(c.summary), USAGE_COLUMNS)) io.out(line);
  }
  return asked ? 0 : 2;
}
