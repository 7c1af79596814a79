// `today solo` (the "Play on my own" button): your own board of the day's puzzle. It is played in
// your direct messages with the bot (a board only you see, with the same hints and checks), and
// belongs to the channel it was started from: that channel's leaderboard ranks it beside the
// shared board's result, and when you finish, the channel gets one spoiler-free result line.

import { newGame, type Game } from '../game/game.ts';
import { msg } from '../i18n/text.ts';
import { conversationKey, placeOf, say, type Ctx } from './context.ts';
import { dailyNow } from './make-now.ts';
import { HOW_TO_PLAY, showGame, today } from './play.ts';
import type { Conversation, Draft } from './types.ts';
import { boardReply, gameTitle } from './views.ts';

/** The reply in the channel, for the asker: where their board is. */
function pointer(game: Game, resumed: boolean): Draft {
  return say(msg(resumed ? 'solo.waiting' : 'solo.ready', { title: gameTitle(game) }));
}

/** `today solo` in a channel: a personal game of today's daily, shown in the asker's DM. */
export async function todaySolo(ctx: Ctx): Promise<Draft[]> {
  // In our direct messages every board is your own already.
  if (ctx.conversation.kind === 'direct') return today(ctx);
  const open = ctx.inbound.openDirect;
  if (!open) {
    return [say(msg('solo.unavailable'))];
  }
  let direct: Conversation;
  try {
    direct = await open();
  } catch (error) {
    ctx.rt.logger.warn('direct conversation not opened', {
      error: error instanceof Error ? error.message : String(error),
    });
    return [say(msg('solo.no-dm'))];
  }
  const { store, puzzles } = ctx.rt;
  const dm = conversationKey(direct);
  const existing = await store.dailyGame(dm, ctx.today);
  if (existing) {
    const current = await store.currentGame(dm);
    if (current?.id !== existing.id) await store.resumeGame(dm, existing.id);
    // A daily begun in the DM itself, or from another channel, keeps counting where it began.
    const told =
      existing.place.home === ctx.key.conversationId
        ? pointer(existing, true)
        : say(msg('solo.elsewhere', { title: gameTitle(existing) }));
    return [told, { ...showGame(existing, 'fresh'), conversation: direct }];
  }
  const puzzle =
    (await puzzles.daily(ctx.today)) ?? (await dailyNow(ctx, ctx.today, msg('play.today-making')));
  if (!puzzle) {
    return [say(msg('solo.preparing'))];
  }
  // Played in the DM, counted where it was started: the channel's workspace and the channel.
  const place = {
    ...placeOf(direct),
    workspace: ctx.conversation.workspace,
    home: ctx.key.conversationId,
  };
  const game = await store.startGame(newGame(ctx.rt.newId(), place, puzzle, ctx.now.getTime()));
  const board = boardReply(
    game,
    msg('solo.board', { title: gameTitle(game), howTo: HOW_TO_PLAY }),
    {
      placement: 'fresh',
    },
  );
  return [pointer(game, false), { ...board, conversation: direct }];
}
