// The scripted playground session of the catalog checks (a day's daily played to the end with a
// move, a mistake, notes, hints at each level, undo; help, stats, leaderboard, share, digest, a
// reveal, a photo refused and one read, a mistyped command), said in any language, through the
// real core and the playground.

import type { WebMessage } from '../../adapters/web/history.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import { MemoryLogger } from '../bot/harness.ts';
import { realCore } from '../support/real-core.ts';
import {
  cellName as name,
  emptyCells,
  scriptedPlay,
  typeDayTalk,
} from '../support/scripted-play.ts';
import { ADA, playgroundOn } from '../web/core-playground.ts';
import { NOT_SUDOKU_PHOTO, sessionPhotoReader } from './pseudo-scan.ts';

/**
 * The scripted session on the playground, said in `locale` (the channel's language and the
 * player's browser's); every message shown is handed to `shown`.
 */
export async function playgroundSession(
  locale: string,
  shown: (m: WebMessage) => void,
  renderer: Renderer,
): Promise<void> {
  const { bot, store, clock } = realCore(new MemoryLogger(), renderer, {
    photoReader: sessionPhotoReader,
  });
  const { play, general } = playgroundOn(bot, ADA.id, shown);
  const type = async (text: string) => {
    for (const m of await play.runText(general, ADA, text, undefined, locale)) shown(m);
  };
  const photo = async (bytes: Buffer) => {
    const messages = await play.runPhoto(
      general,
      ADA,
      { bytes, contentType: 'image/png', name: 'grid.png' },
      false,
      undefined,
      locale,
    );
    for (const m of messages) shown(m);
  };

  // Yesterday's daily, solved, so today's digest has something to say.
  clock.ms -= 24 * 3600_000;
  await type(`language channel ${locale}`);
  await type('today');
  const key = { platform: 'web', conversationId: 'general' };
  const { currentGame, solveAll } = scriptedPlay(store, key, type);
  await solveAll();
  clock.ms += 24 * 3600_000;

  await type('today');
  const game = await currentGame();
  const empty = emptyCells(game);
  const [first, second] = [empty[0]!, empty[1]!];
  await type(`${name(first)} ${game.solution[first]}`);
  await type(`${name(second)} ${(game.solution[second]! % 9) + 1}`);
  await type(`note ${name(second)} 1 2`);
  await type('notes');
  await type('notes');
  await type('hint');
  await type('hint');
  await type('hint');
  await type(`hint ${name(second)}`);
  await type('undo');
  await typeDayTalk(type, solveAll);
  await type('new easy');
  await type('solve');
  await type('solve confirm');
  await photo(NOT_SUDOKU_PHOTO);
  await photo(Buffer.from('a photo of a grid'));
  await type('fix r1c1 5');
  await type('bogus command');
}
