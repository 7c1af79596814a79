// Fair play on a channel's shared board: clearing a cell that holds another player's digit or
// notes asks first, since that player's `undo` could then no longer take their move back.

import type { Game } from '../game/game.ts';
import { cellAuthors } from '../game/ownership.ts';
import { noteDigits, type Actor } from '../game/rules.ts';
import { formatCommand } from './format-command.ts';
import { cellName } from './game-ops.ts';
import type { CellRef, Reply } from './types.ts';

/**
 * In a channel, clearing another player's digit or notes asks first, as `undo` never takes back
 * another player's move: it says whose they are, and `clear r3c5 confirm` (or the button) clears.
 */
export function askBeforeClearing(
  actor: Actor,
  game: Game,
  cell: number,
  ref: CellRef,
): Reply | undefined {
  const authors = cellAuthors(game, cell);
  const nameOf = (id: string) => game.contributors.find((c) => c.userId === id)?.name ?? 'someone';
  const where = cellName(game, cell);
  let question: string;
  if (authors.digitBy !== undefined) {
    if (authors.digitBy === actor.id) return undefined;
    question = `${where} is ${nameOf(authors.digitBy)}'s ${game.entries[cell]}.`;
  } else {
    const others = authors.notesBy.filter((id) => id !== actor.id).map(nameOf);
    if (others.length === 0) return undefined;
    const digits = noteDigits(game.notes[cell]!).join(' ');
    const whose = others.map((n) => `${n}'s`).join(' and ');
    const partly = authors.notesBy.includes(actor.id) ? 'partly ' : '';
    question = `The notes in ${where} (${digits}) are ${partly}${whose}.`;
  }
  const confirmed = formatCommand({ kind: 'clear', cell: ref, confirmed: true });
  return {
    text: `${question} \`${confirmed}\` clears ${authors.digitBy ? 'it' : 'them'} anyway, or press the button.`,
    visibility: 'asker',
    actions: [{ id: 'clear-confirm', label: 'Clear anyway', command: confirmed, style: 'danger' }],
  };
}
