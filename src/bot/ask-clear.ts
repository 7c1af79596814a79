// Fair play on a channel's shared board: clearing a cell that holds another player's digit or
// notes asks first, since that player's `undo` could then no longer take their move back.

import type { Game } from '../game/game.ts';
import { cellAuthors } from '../game/ownership.ts';
import { noteDigits, type Actor } from '../game/rules.ts';
import { formatCommand } from './format-command.ts';
import { cellName } from './game-ops.ts';
import { listOf, msg, type Text } from '../i18n/text.ts';
import type { CellRef, Draft } from './types.ts';

/**
 * In a channel, clearing another player's digit or notes asks first, as `undo` never takes back
 * another player's move: it says whose they are, and `clear r3c5 confirm` (or the button) clears.
 */
export function askBeforeClearing(
  actor: Actor,
  game: Game,
  cell: number,
  ref: CellRef,
): Draft | undefined {
  const authors = cellAuthors(game, cell);
  const nameOf = (id: string): Text => {
    const name = game.contributors.find((c) => c.userId === id)?.name;
    return name === undefined ? msg('move.someone') : { verbatim: name };
  };
  const where = cellName(game, cell);
  let question: Text;
  if (authors.digitBy !== undefined) {
    if (authors.digitBy === actor.id) return undefined;
    question = msg('clear.digit-of', {
      cell: where,
      who: nameOf(authors.digitBy),
      digit: game.entries[cell]!,
    });
  } else {
    const others = authors.notesBy.filter((id) => id !== actor.id).map(nameOf);
    if (others.length === 0) return undefined;
    const digits = noteDigits(game.notes[cell]!).join(' ');
    const whose = listOf(others.map((name) => msg('clear.whose', { name })));
    const partly = authors.notesBy.includes(actor.id) ? 'yes' : 'no';
    question = msg('clear.notes-of', { cell: where, digits, partly, whose });
  }
  const confirmed = formatCommand({ kind: 'clear', cell: ref, confirmed: true });
  const digit = authors.digitBy ? 'yes' : 'no';
  return {
    text: msg('clear.ask', { question, confirmed, digit }),
    visibility: 'asker',
    actions: [
      { id: 'clear-confirm', label: msg('clear.button'), command: confirmed, style: 'danger' },
    ],
  };
}
