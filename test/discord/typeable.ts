// Checks that a reply names only commands a Discord user can type: every `code span` that is a
// slash command must be one the bot registers, with options that exist and every required one
// given, and each value one Discord takes for its option (True/False, a whole number in range,
// one of the choices, a user mention); a span that is a text command of the core (which Discord
// users can't type, the bot reads no message content) is a problem.

import { commandDefinitions } from '../../adapters/discord/commands.ts';
import type { ParseCommand } from '../../adapters/discord/interactions.ts';

interface OptionDef {
  readonly name: string;
  readonly type: number;
  readonly required?: boolean;
  readonly options?: readonly OptionDef[];
  readonly choices?: readonly { readonly value: string | number }[];
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
}

const SUBCOMMAND = 1;
const STRING = 3;
const INTEGER = 4;
const BOOLEAN = 5;
const USER = 6;
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
  // `name:value` pairs; a value runs to the next ` name:` (`/p move:r3c5 7` has one option).
  const pairs = [...m[3]!.matchAll(/(?:^|\s)(\w+):(.*?)(?=\s\w+:|$)/g)].map((g) => ({
    name: g[1]!,
    value: g[2]!.trim(),
  }));
  const given = pairs.map((p) => p.name);
  const problems: string[] = [];
  for (const { name, value } of pairs) {
    const option = options.find((o) => o.name === name);
    if (!option) problems.push(`${span}: no option ${name}`);
    else if (!valueFits(option, value)) problems.push(`${span}: ${name} does not take ${value}`);
  }
  for (const o of options) {
    if (o.required && !given.includes(o.name)) problems.push(`${span}: ${o.name} is required`);
  }
  return problems;
}

/** Whether Discord's client lets a user give `value` for `option` (as a reply writes it). */
function valueFits(option: OptionDef, value: string): boolean {
  if (value === '') return false;
  switch (option.type) {
    case BOOLEAN:
      return value === 'True' || value === 'False';
    case INTEGER: {
      if (!/^-?\d+$/.test(value)) return false;
      const n = Number(value);
      return n >= (option.min_value ?? -Infinity) && n <= (option.max_value ?? Infinity);
    }
    case USER:
      return /^<@!?\d+>$|^@\S+$/.test(value);
    case STRING:
      if (option.choices) return option.choices.some((c) => String(c.value) === value);
      return (
        value.length >= (option.min_length ?? 0) && value.length <= (option.max_length ?? 6000)
      );
    default:
      return true;
  }
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
