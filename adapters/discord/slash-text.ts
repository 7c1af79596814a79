// The core writes commands in its text grammar (`r3c5 7`, `hint`, `new hard`), which Slack and
// the web playground read as typed. On Discord a typed message does nothing (the bot reads no
// message content), so every `code span` that parses as a command is rewritten to the slash
// command that does the same: `r3c5 7` -> `/p move:r3c5 7`, `solve confirm` -> `/solve
// confirm:True`. Every command of the core has a slash form here.

import { cellRefName } from '../../src/bot/format-command.ts';
import type { Command } from '../../src/bot/types.ts';
import { NEXT_STEP } from './commands.ts';
import type { ParseCommand } from './interactions.ts';

/** The slash command for a Command: every command the core names can be typed on Discord. */
export function slashCommandText(command: Command): string {
  switch (command.kind) {
    case 'board':
    case 'undo':
    case 'resume':
    case 'share':
      return `/sudoku ${command.kind}`;
    case 'today':
      return command.solo ? '/sudoku today solo:True' : '/sudoku today';
    case 'archive':
      return command.number !== undefined
        ? `/sudoku daily number:${command.number}`
        : `/sudoku daily date:${command.date}`;
    case 'stats':
      return command.who ? `/sudoku stats player:${command.who}` : '/sudoku stats';
    case 'leaderboard':
      return command.period
        ? `/sudoku leaderboard period:${command.period}`
        : '/sudoku leaderboard';
    case 'unschedule':
      return '/unschedule';
    case 'new': {
      const options = [
        command.level && `level:${command.level}`,
        command.variant && `variant:${command.variant}`,
        command.grid && `grid:${command.grid}`,
        command.confirmed && 'confirm:True',
      ];
      return ['/sudoku new', ...options].filter(Boolean).join(' ');
    }
    case 'place':
      return `/p move:${cellRefName(command.cell)} ${command.digit}`;
    case 'clear':
      return `/p move:clear ${cellRefName(command.cell)}${command.confirmed ? ' confirm' : ''}`;
    case 'note':
      return `/p move:note ${cellRefName(command.cell)} ${command.digits.join(' ')}`;
    case 'notesAuto':
      return command.clear ? '/sudoku notes clear:True' : '/sudoku notes';
    case 'fix':
      return `/sudoku fix cell:${cellRefName(command.cell)} digit:${command.digit}`;
    case 'confirmPhoto':
      return '/sudoku fix cell:ok';
    case 'hint':
      return `/hint cell:${command.cell ? cellRefName(command.cell) : NEXT_STEP}`;
    case 'reveal':
      return command.confirmed ? '/solve confirm:True' : '/solve';
    case 'solveGrid':
      return `/solve grid:${command.text}${command.share ? ' share:True' : ''}`;
    case 'solvePhoto':
      return '/solve image:(your photo)';
    case 'schedule':
      return `/schedule time:${command.time}${command.level ? ` level:${command.level}` : ''}`;
    case 'theme': {
      const options = [
        command.theme && `theme:${command.theme}`,
        command.channel && 'channel:True',
      ];
      return ['/sudoku theme', ...options].filter(Boolean).join(' ');
    }
    case 'language': {
      const options = [
        command.word && `language:${command.word}`,
        command.channel && 'channel:True',
      ];
      return ['/sudoku language', ...options].filter(Boolean).join(' ');
    }
    case 'timezone':
      return command.zone ? `/sudoku timezone zone:${command.zone}` : '/sudoku timezone';
    case 'thread':
      return command.on === undefined
        ? '/sudoku thread'
        : `/sudoku thread state:${command.on ? 'on' : 'off'}`;
    case 'help':
      return command.topic ? `/sudoku help topic:${command.topic}` : '/sudoku help';
  }
}

/**
 * Rewrites inline code spans that hold a text command into Discord slash commands. Two text
 * spellings of one command (`digest` (or `leaderboard yesterday`)) become one slash command,
 * so the "(or …)" that would repeat it is dropped.
 */
export function toSlashText(text: string, parse: ParseCommand): string {
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/`([^`\n]{1,200})`/g, (span: string, inner: string) => {
              const parsed = parse(inner);
              return parsed.ok ? `\`${slashCommandText(parsed.value)}\`` : span;
            })
            .replace(/(`\/[^`\n]+`) \(or \1\)/g, '$1'),
    )
    .join('');
}
