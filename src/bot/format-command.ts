// The canonical text of a Command: what a button runs. `parseCommand` reads it back (a property
// test checks the round trip).

import { DIGIT_SYMBOLS } from '../engine/cell.ts';
import type { CellRef, Command } from './types.ts';

/** A cell reference as players type it: `r3c5`. */
export function cellRefName(cell: CellRef): string {
  return `r${cell.row}c${cell.col}`;
}

// Digits 10-16 as letters A-G, so `note r1c1 C` can't be read as notes 1 and 2.
function digitText(digit: number): string {
  return digit === 0 ? '.' : DIGIT_SYMBOLS[digit - 1]!;
}

/** The canonical text of a command (what a button runs); parseCommand reads it back. */
export function formatCommand(command: Command): string {
  switch (command.kind) {
    case 'board':
    case 'undo':
    case 'unschedule':
    case 'resume':
    case 'share':
      return command.kind;
    case 'today':
      return command.solo ? 'today solo' : 'today';
    case 'archive':
      return `daily ${command.number ?? command.date}`;
    case 'stats':
      return command.who ? `stats ${command.who}` : 'stats';
    case 'leaderboard':
      return command.period ? `leaderboard ${command.period}` : 'leaderboard';
    case 'new': {
      const confirm = command.confirmed ? ' confirm' : '';
      if (command.grid !== undefined) return `new ${command.grid}${confirm}`;
      return ['new', command.level, command.variant].filter(Boolean).join(' ') + confirm;
    }
    case 'place':
      return `place ${cellRefName(command.cell)} ${digitText(command.digit)}`;
    case 'clear':
      return `clear ${cellRefName(command.cell)}${command.confirmed ? ' confirm' : ''}`;
    case 'note':
      return `note ${cellRefName(command.cell)} ${command.digits.map(digitText).join(' ')}`;
    case 'notesAuto':
      return command.clear ? 'notes clear' : 'notes';
    case 'hint':
      return command.cell ? `hint ${cellRefName(command.cell)}` : 'hint';
    case 'reveal':
      return command.confirmed ? 'solve confirm' : 'solve';
    case 'solveGrid':
      return `solve ${command.share ? 'share ' : ''}${command.text}`;
    case 'solvePhoto':
      return command.share ? 'solve share' : 'solve';
    case 'fix':
      return `fix ${cellRefName(command.cell)} ${digitText(command.digit)}`;
    case 'confirmPhoto':
      return 'fix ok';
    case 'schedule':
      return `schedule ${command.time}${command.level ? ` ${command.level}` : ''}`;
    case 'theme':
      return ['theme', command.channel ? 'channel' : '', command.theme ?? '']
        .filter(Boolean)
        .join(' ');
    case 'language':
      return ['language', command.channel ? 'channel' : '', command.word ?? '']
        .filter(Boolean)
        .join(' ');
    case 'timezone':
      return command.zone ? `timezone ${command.zone}` : 'timezone';
    case 'thread':
      return command.on === undefined ? 'thread' : `thread ${command.on ? 'on' : 'off'}`;
    case 'help':
      return command.topic ? `help ${command.topic}` : 'help';
  }
}
