// What the scripted sessions of the catalog checks share (test/discord/scripted-session.ts,
// test/slack/scripted-session.ts, test/i18n/playground-session.ts): cells named as players type
// them, the conversation's current game, finishing it digit by digit, and the typed day talk.

import { HELP_TOPICS } from '../../src/bot/help.ts';
import type { Game } from '../../src/game/game.ts';
import type { Store } from '../../src/store/port.ts';

/** Sends one typed command the way the session's platform does. */
export type TypeCommand = (text: string) => Promise<unknown>;

/** `r3c5` for cell index `cell` of a 9×9 board. */
export const cellName = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** The indexes of `game`'s cells that hold neither a given nor an entry, in order. */
export function emptyCells(game: Game): number[] {
  return Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
}

/** The game playing in `key`, and finishing it by typing every missing digit through `type`. */
export function scriptedPlay(
  store: Pick<Store, 'currentGame'>,
  key: { readonly platform: string; readonly conversationId: string },
  type: TypeCommand,
) {
  const currentGame = async (): Promise<Game> => {
    const game = await store.currentGame(key);
    if (!game) throw new Error('no game');
    return game;
  };
  const solveAll = async (): Promise<void> => {
    const game = await currentGame();
    for (const cell of emptyCells(game)) await type(`${cellName(cell)} ${game.solution[cell]}`);
  };
  return { currentGame, solveAll };
}

/**
 * The typed talk of a day's game: the board, help and each topic, `share`, the rest solved,
 * `share` again, stats, both leaderboards and the digest.
 */
export async function typeDayTalk(type: TypeCommand, solveAll: () => Promise<void>) {
  await type('board');
  await type('help');
  for (const topic of HELP_TOPICS) await type(`help ${topic}`);
  await type('share');
  await solveAll();
  await type('share');
  await type('stats');
  await type('leaderboard');
  await type('leaderboard week');
  await type('digest');
}
