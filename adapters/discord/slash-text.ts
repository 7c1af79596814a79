// The core writes commands in its text grammar (`r3c5 7`, `hint`, `new hard`), which Slack and
// the web playground read as typed. On Discord a typed message does nothing (the bot reads no
// message content), so every `code span` that parses as a command is rewritten to the slash
// command that does the same: `r3c5 7` -> `/sudoku place cell:r3c5 digit:7`.

import { cellRefName } from '../../src/bot/format-command.ts';
import type { Command } from '../../src/bot/types.ts';
import type { ParseCommand } from './interactions.ts';

/** The slash command for a Command, or undefined when Discord has none (reveal, notes: buttons). */
export function slashCommandText(command: Command): string | undefined {
  switch (command.kind) {
    case 'today':
    case 'board':
    case 'undo':
    case 'stats':
    case 'leaderboard':
    case 'unschedule':
      return `/sudoku ${command.kind}`;
    case 'new': {
      const options = [
        command.level && `level:${command.level}`,
        command.variant && `variant:${command.variant}`,
        command.grid && `grid:${command.grid}`,
      ];
      return ['/sudoku new', ...options].filter(Boolean).join(' ');
    }
    case 'place':
      return `/sudoku place cell:${cellRefName(command.cell)} digit:${command.digit}`;
    case 'clear':
      return `/sudoku clear cell:${cellRefName(command.cell)}`;
    case 'note':
      return `/sudoku note cell:${cellRefName(command.cell)} digits:${command.digits.join('')}`;
    case 'fix':
      return `/sudoku fix cell:${cellRefName(command.cell)} digit:${command.digit}`;
    case 'hint':
      return command.cell ? `/hint cell:${cellRefName(command.cell)}` : '/hint';
    case 'solveGrid':
      return `/solve grid:${command.text}${command.share ? ' share:True' : ''}`;
    case 'solvePhoto':
      return '/solve image:(your photo)';
    case 'schedule':
      return `/sudoku schedule time:${command.time}${command.level ? ` level:${command.level}` : ''}`;
    case 'help':
      return command.topic ? `/sudoku help topic:${command.topic}` : '/sudoku help';
    case 'notesAuto':
    case 'reveal':
      return undefined;
  }
}

/** Rewrites inline code spans that hold a text command into Discord slash commands. */
export function toSlashText(text: string, parse: ParseCommand): string {
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/`([^`\n]{1,200})`/g, (span: string, inner: string) => {
            const parsed = parse(inner);
            const slash = parsed.ok ? slashCommandText(parsed.value) : undefined;
            return slash ? `\`${slash}\`` : span;
          }),
    )
    .join('');
}
