// A refused move in words: the game layer's MoveError carries what its English message names
// (`detail`), and the bot says it from the catalogs in the reader's language.

import { makeCellName } from '../engine/cell.ts';
import { msg, type Message } from '../i18n/text.ts';
import type { Game, UndoEntry } from '../game/game.ts';
import type { MoveError } from '../game/rules.ts';

/** "your 7 in r3c5" or "your notes in r3c5": a move of the reader's, for messages. */
export function yourMove(game: Game, move: UndoEntry): Message {
  const cell = makeCellName(move.cell, game.geometry.size);
  return move.kind === 'place'
    ? msg('move.your-digit', { digit: game.solution[move.cell]!, cell })
    : msg('move.your-notes', { cell });
}

/** The refusal of a move, said from its facts. */
export function moveErrorText(game: Game, error: MoveError): Message {
  const d = error.detail ?? {};
  const cell = d.cell === undefined ? '' : makeCellName(d.cell, game.geometry.size);
  const size = d.size ?? game.geometry.size;
  const digit = d.digit ?? 0;
  const who = d.who ?? '';
  switch (error.code) {
    case 'off-board':
      return msg('move.off-board', { size });
    case 'bad-digit':
      return d.variant === 'too-many-notes'
        ? msg('move.too-many-notes', { size })
        : msg('move.bad-digit', { size });
    case 'game-over':
      return msg('move.game-over', { solved: d.solved === false ? 'no' : 'yes' });
    case 'given':
      return d.variant === 'clear'
        ? msg('move.given-clear', { cell })
        : msg('move.given', { cell, digit });
    case 'already-there':
      return msg('move.already-there', { cell, digit });
    case 'filled':
      return d.variant === 'notes'
        ? msg('move.filled-notes', { cell, digit })
        : msg('move.filled', { cell, digit });
    case 'empty-cell':
      return msg('move.empty-cell', { cell });
    case 'nothing-to-undo':
      return msg('move.nothing-to-undo');
    case 'not-yours':
      if (d.variant === 'erased' && d.erased) {
        return msg('move.not-yours-erased', { who, what: yourMove(game, d.erased) });
      }
      return d.variant === 'later'
        ? msg('move.not-yours-later', { who })
        : msg('move.not-yours-last', { who });
  }
}
