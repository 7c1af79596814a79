// `undo`: takes back a move. In a game of one player, the last one. In a shared game, the actor's
// own last move, never someone else's: not one that a later move of someone else built on, and
// not one that another player's clear already erased (that one is skipped and named instead).

import { makeCellName } from '../engine/cell.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { isOver, type Game, type UndoEntry } from './game.ts';
import { erasingClear } from './ownership.ts';
import {
  credit,
  gameOver,
  type Actor,
  type ErasedMove,
  type MoveError,
  type MoveOutcome,
} from './rules.ts';

/** The cells a history entry changed (its entry's cell and every cell whose notes it changed). */
function touched(entry: UndoEntry): Set<number> {
  const cells = new Set(entry.notes.map(([cell]) => cell));
  if (entry.cell >= 0) cells.add(entry.cell);
  return cells;
}

/** A mover's name for messages: a contributor's name, or "someone". */
function moverName(game: Game, by: string | undefined): string {
  return game.contributors.find((c) => c.userId === by)?.name ?? 'someone';
}

/** "your 7 in r3c5" or "your notes in r3c5": an erased move, for messages. */
export function erasedWhat(game: Game, move: UndoEntry): string {
  const cell = makeCellName(move.cell, game.geometry.size);
  return move.kind === 'place'
    ? `your ${game.solution[move.cell]} in ${cell}`
    : `your notes in ${cell}`;
}

interface UndoTarget {
  readonly index: number;
  readonly erased?: ErasedMove;
}

/**
 * The history entry `undo` takes back. In a game of one player, the last move. In a shared game,
 * the actor's own last move (moves stored before attribution count as anyone's) that no one
 * else's clear erased, as long as no later move touched its cells: then taking it back would
 * undo someone else's work too.
 */
function undoTarget(game: Game, actor: Actor, ownOnly: boolean): Result<UndoTarget, MoveError> {
  const history = game.history;
  if (history.length === 0) {
    return err({ code: 'nothing-to-undo', message: 'There is nothing to undo yet.' });
  }
  if (!ownOnly) return ok({ index: history.length - 1 });
  let erased: ErasedMove | undefined;
  let end = history.length;
  for (;;) {
    const mine = history.findLastIndex(
      (e, i) => i < end && (e.by === undefined || e.by === actor.id),
    );
    if (mine < 0) {
      const last = moverName(game, history.at(-1)!.by);
      const message = erased
        ? `${erased.by} cleared ${erasedWhat(game, erased.move)}, so you have no move left to undo here.`
        : `You have no move to undo here; the last one was ${last}'s. \`undo\` takes back your own moves.`;
      const detail = erased
        ? { variant: 'erased' as const, who: erased.by, erased: erased.move }
        : { variant: 'last' as const, who: last };
      return err({ code: 'not-yours', message, detail });
    }
    const eraser = erasingClear(history, mine);
    if (eraser && history[mine]!.by === actor.id) {
      // Already gone from the board: nothing of it to take back, so the move before it is next.
      erased ??= { move: history[mine]!, by: moverName(game, eraser.by) };
      end = mine;
      continue;
    }
    // Later moves of the actor's own are the erased ones just skipped.
    const cells = touched(history[mine]!);
    const later = history
      .slice(mine + 1)
      .find((e) => e.by !== actor.id && [...touched(e)].some((c) => cells.has(c)));
    if (later) {
      return err({
        code: 'not-yours',
        message: `${moverName(game, later.by)} changed that cell after your move, so I can't take yours back without theirs.`,
        detail: { variant: 'later', who: moverName(game, later.by) },
      });
    }
    return ok({ index: mine, ...(erased && { erased }) });
  }
}

/** Takes back a move (see undoTarget for which one). */
export function undoMove(
  game: Game,
  actor: Actor,
  options: { ownOnly?: boolean } = {},
): Result<MoveOutcome, MoveError> {
  if (isOver(game)) return err(gameOver(game));
  const target = undoTarget(game, actor, options.ownOnly ?? false);
  if (!target.ok) return target;
  const { index, erased } = target.value;
  const last = game.history[index]!;
  const entries = game.entries.slice();
  const notes = game.notes.slice();
  if (last.cell >= 0) entries[last.cell] = last.entry;
  for (const [cell, mask] of last.notes) notes[cell] = mask;
  const next: Game = {
    ...game,
    entries,
    notes,
    history: game.history.filter((_, i) => i !== index),
    contributors: credit(game, actor, 'moves'),
    ...(last.cell >= 0 ? { lastMove: last.cell } : {}),
    hint: undefined,
  };
  return ok({ game: next, event: { kind: 'undone', undone: last, ...(erased && { erased }) } });
}
