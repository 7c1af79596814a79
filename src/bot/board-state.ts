// A game as data for surfaces that draw the board themselves (the board UI that the web
// playground and the Discord Activity serve): digits, notes, whose each entry is, the clock and a
// short feed of recent moves. Plain JSON values (no typed arrays) so it travels as it is.

import { cellsLeft, type Game } from '../game/game.ts';
import { conversationKey, type CoreRuntime } from './context.ts';
import type { Conversation } from './types.ts';
import { gameTitle } from './views.ts';

/** Moves kept in a state's feed (the newest last). */
export const FEED_LENGTH = 12;

/** A player who acted on the game. */
export interface BoardPlayer {
  readonly id: string;
  readonly name: string;
}

/** One recent move, newest last: who did what where. */
export interface FeedMove {
  readonly kind: 'place' | 'clear' | 'note' | 'notes';
  /** Index into `BoardState.players`; -1 when the move was made before moves were attributed. */
  readonly by: number;
  readonly cell: number;
  /** The digit placed (`place` only). */
  readonly digit?: number;
}

/** What a board UI shows of a game. */
export interface BoardState {
  readonly gameId: string;
  /** The store's version of the game: a state never replaces a newer one. */
  readonly version: number;
  readonly size: number;
  /** Box shape of regular boxes; 0 for jigsaw regions (see `boxOfCell`). */
  readonly boxRows: number;
  readonly boxCols: number;
  /** The box or region of each cell (draws the thick lines of any geometry). */
  readonly boxOfCell: readonly number[];
  /** Sudoku X: both diagonals are houses too. */
  readonly diagonals: boolean;
  readonly givens: readonly number[];
  readonly entries: readonly number[];
  /** Pencil notes per cell as bit masks (bit d = digit d). */
  readonly notes: readonly number[];
  /** The solution's digits shown by a reveal, 0 elsewhere (a revealed game only). */
  readonly revealed?: readonly number[];
  readonly status: Game['status'];
  readonly title: string;
  readonly level: string;
  /** Epoch ms: the clock runs from `startedAt` to `finishedAt` (or now). */
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly lastMove?: number;
  readonly mistakes: number;
  readonly hints: number;
  readonly cellsLeft: number;
  /** Everyone who acted on the game. */
  readonly players: readonly BoardPlayer[];
  /** For each cell, who placed its entry (index into `players`), -1 when nobody known. */
  readonly placedBy: readonly number[];
  readonly feed: readonly FeedMove[];
  /** A channel game (everyone's) rather than a personal one. */
  readonly shared: boolean;
}

/** The state of `game` as a board UI draws it. */
export function boardStateOf(game: Game): BoardState {
  const players: BoardPlayer[] = game.contributors.map((c) => ({ id: c.userId, name: c.name }));
  const index = new Map(players.map((p, i) => [p.id, i]));
  const who = (id: string | undefined) => (id === undefined ? -1 : (index.get(id) ?? -1));
  const placedBy = Array.from(game.entries, () => -1);
  // The history is oldest first: the last place on a cell that still holds its digit wins.
  for (const move of game.history) {
    if (move.kind === 'place' && game.entries[move.cell]) placedBy[move.cell] = who(move.by);
  }
  const feed = game.history.slice(-FEED_LENGTH).map((move): FeedMove => {
    const digit = move.kind === 'place' ? game.entries[move.cell] || undefined : undefined;
    return {
      kind: move.kind,
      by: who(move.by),
      cell: move.cell,
      ...(digit !== undefined && { digit }),
    };
  });
  let revealed: number[] | undefined;
  if (game.status === 'revealed') {
    revealed = Array.from(game.solution, (d, cell) =>
      game.givens[cell] || game.entries[cell] ? 0 : d,
    );
  }
  const { geometry } = game;
  return {
    gameId: game.id,
    version: game.version,
    size: geometry.size,
    boxRows: geometry.boxRows,
    boxCols: geometry.boxCols,
    boxOfCell: geometry.boxOfCell,
    diagonals: geometry.houses.some((h) => h.kind === 'diagonal'),
    givens: Array.from(game.givens),
    entries: Array.from(game.entries),
    notes: Array.from(game.notes),
    ...(revealed && { revealed }),
    status: game.status,
    title: gameTitle(game),
    level: game.level,
    startedAt: game.startedAt,
    ...(game.finishedAt !== undefined && { finishedAt: game.finishedAt }),
    ...(game.lastMove !== undefined && { lastMove: game.lastMove }),
    mistakes: game.mistakes,
    hints: game.hints,
    cellsLeft: cellsLeft(game),
    players,
    placedBy,
    feed,
    shared: game.place.shared,
  };
}

/** The state of a conversation's current game, or undefined when it has none. */
export async function boardState(
  rt: CoreRuntime,
  conversation: Conversation,
): Promise<BoardState | undefined> {
  const game = await rt.store.currentGame(conversationKey(conversation));
  return game && boardStateOf(game);
}
