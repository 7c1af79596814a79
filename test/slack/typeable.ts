// Checks that a Slack reply names only commands a Slack user can type: every `code span` that is
// a slash command must be one the manifest registers and must parse in the core's grammar; a
// span that is raw text the core would take as a command (typed as a message, it reaches no
// one) is a problem.

import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { parseCommand } from '../../src/bot/grammar.ts';

const manifest = load(
  readFileSync(new URL('../../adapters/slack/manifest.yaml', import.meta.url), 'utf8'),
) as { features: { slash_commands: { command: string }[] } };
const REGISTERED = new Set<string>(manifest.features.slash_commands.map((c) => c.command));

/** Problems with a code span in a Slack reply: a slash command the manifest lacks, or raw text. */
export function untypeableOnSlack(text: string): string[] {
  const prose = text.split(/```[\s\S]*?```/).join(' ');
  const problems: string[] = [];
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const [command = '', ...rest] = span!.split(' ');
    if (span!.startsWith('/')) {
      if (!REGISTERED.has(command)) problems.push(`${span}: ${command} is not registered`);
      const words =
        command === '/sudoku' ? rest.join(' ') : `${command.slice(1)} ${rest.join(' ')}`;
      if (!parseCommand(words.trim()).ok) problems.push(`${span}: does not parse`);
    } else if (parseCommand(span!).ok) problems.push(`${span}: a raw text command`);
  }
  return problems;
}
