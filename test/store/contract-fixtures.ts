// Games and moves the Store contract's parts share: fixture puzzles in web conversations.

import { newGame, type Game } from '../../src/game/game.ts';
import { placeDigit } from '../../src/game/rules.ts';
import type { MoveRecord } from '../../src/store/port.ts';
import { fixturePuzzles } from '../game/fixture-puzzles.ts';

export const PUZZLES = fixturePuzzles();
export const ANN = { id: 'u1', name: 'Ann' };
export const BOB = { id: 'u2', name: 'Bob' };

/** A web conversation's key. */
export const conv = (id: string) => ({ platform: 'web', conversationId: id });

/** Where a game in web conversation `id` is played. */
export const place = (id: string, workspace = 'local') => ({
  platform: 'web',
  conversationId: id,
  workspace,
  shared: true,
});

/** A new daily game of `date` in `conversation`. */
export function daily(id: string, conversation: string, date: string, puzzle = 0): Game {
  return newGame(id, place(conversation), { ...PUZZLES[puzzle]!, date, number: 1 }, 1000);
}

/** A new free game in `conversation`. */
export function free(id: string, conversation: string, puzzle = 1, workspace = 'local'): Game {
  return newGame(id, place(conversation, workspace), PUZZLES[puzzle]!, 5);
}

function firstEmpty(game: Game): number {
  return game.givens.findIndex((d, i) => d === 0 && game.entries[i] === 0);
}

/** The game after one correct placement in its first empty cell. */
export function advanced(game: Game, actor = ANN, now = 2000): Game {
  const cell = firstEmpty(game);
  const r = placeDigit(game, cell, game.solution[cell]!, actor, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

/** A move record of `user` at `at`. */
export const move = (userId = ANN.id, at = 2000): MoveRecord => ({ userId, kind: 'place', at });

/** Entries of a game, as a plain array for comparisons. */
export const entries = (game: Game | undefined) => Array.from(game?.entries ?? []);
