// Whose work a cell holds in a shared game, read from the undo history (each entry names its
// mover): the player whose placement stands there, the players whose notes do, and which clear
// erased a player's move. Moves stored before attribution, or older than the kept history,
// belong to nobody in particular, as `undo` treats them.

import type { Game, UndoEntry } from './game.ts';

/** Who wrote what a cell holds now. */
export interface CellAuthors {
  /** The mover of the placement standing in the cell (absent when empty or unknown). */
  readonly digitBy?: string;
  /** Movers whose notes stand in the cell (latest first). */
  readonly notesBy: readonly string[];
}

/** A history entry's notes mask of `cell` before the move, undefined when it left them alone. */
function notesBefore(entry: UndoEntry, cell: number): number | undefined {
  return entry.notes.find(([c]) => c === cell)?.[1];
}

/** Who placed the digit and who wrote the notes that a cell holds now. */
export function cellAuthors(game: Game, cell: number): CellAuthors {
  const history = game.history;
  if (game.entries[cell]) {
    // Only `place` writes an entry; `undo` of a clear removes the clear, so the place stands.
    const placed = history.findLast((e) => e.kind === 'place' && e.cell === cell);
    return { ...(placed?.by !== undefined && { digitBy: placed.by }), notesBy: [] };
  }
  const notesBy: string[] = [];
  // Walk back from the notes as they are: every note move that left some standing wrote them,
  // until a move that left none (a clear, `notes clear`), before which nothing still stands.
  let after = game.notes[cell]!;
  for (let i = history.length - 1; i >= 0 && after !== 0; i--) {
    const entry = history[i]!;
    const before = notesBefore(entry, cell);
    if (before === undefined) continue;
    const writes = entry.kind === 'note' || entry.kind === 'notes';
    if (writes && entry.by !== undefined && !notesBy.includes(entry.by)) notesBy.push(entry.by);
    after = before;
  }
  return { notesBy };
}

/**
 * The later history entry that erased the move at `index`: another player's clear of the move's
 * cell, when that clear was the first move after it to touch the cell. Undefined otherwise
 * (never erased, or changed by something else first).
 */
export function erasingClear(history: readonly UndoEntry[], index: number): UndoEntry | undefined {
  const move = history[index]!;
  if ((move.kind !== 'place' && move.kind !== 'note') || move.by === undefined) return undefined;
  const cell = move.cell;
  const next = history
    .slice(index + 1)
    .find((e) => e.cell === cell || notesBefore(e, cell) !== undefined);
  return next?.kind === 'clear' && next.cell === cell && next.by !== move.by ? next : undefined;
}
