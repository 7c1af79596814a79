// Checks that a reply names only commands a Discord user can type: every `code span` that is a
// slash command must be one the bot registers, with options that exist and every required one
// given; a span that is a text command of the core (which Discord users can't type, the bot
// reads no message content) is a problem.

import { commandDefinitions } from '../../adapters/discord/commands.ts';
import type { ParseCommand } from '../../adapters/discord/interactions.ts';

interface OptionDef {
  readonly name: string;
  readonly type: number;
  readonly required?: boolean;
  readonly options?: readonly OptionDef[];
}

const SUBCOMMAND = 1;
const definitions = commandDefinitions() as {
  name: string;
  type?: number;
  options?: OptionDef[];
}[];

/** Problems with one slash command as written in a reply, e.g. `/p move:r3c5 7`. */
function slashProblems(span: string): string[] {
  const m = /^\/(\S+)(?:\s+(?!\S+:)(\S+))?(.*)$/.exec(span);
  const command = m && definitions.find((d) => d.name === m[1] && (d.type ?? 1) === 1);
  if (!m || !command) return [`${span}: no such command`];
  let options: readonly OptionDef[] = command.options ?? [];
  if (options.some((o) => o.type === SUBCOMMAND)) {
    const sub = options.find((o) => o.name === m[2]);
    if (!sub) return [`${span}: no such subcommand`];
    options = sub.options ?? [];
  } else if (m[2]) return [`${span}: ${m[2]} is not an option`];
  const given = [...m[3]!.matchAll(/(?:^|\s)(\w+):/g)].map((g) => g[1]!);
  const problems = given
    .filter((name) => !options.some((o) => o.name === name))
    .map((name) => `${span}: no option ${name}`);
  for (const o of options) {
    if (o.required && !given.includes(o.name)) problems.push(`${span}: ${o.name} is required`);
  }
  return problems;
}

/** Every code span of `text` (outside code blocks) that names a command nobody can type here. */
export function untypeableOnDiscord(text: string, parse: ParseCommand): string[] {
  const prose = text.split(/```[\s\S]*?```/).join(' ');
  const problems: string[] = [];
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    if (span!.startsWith('/')) problems.push(...slashProblems(span!));
    else if (parse(span!).ok) problems.push(`${span}: a text command (${text.slice(0, 60)}…)`);
  }
  return problems;
}
