// The reply to the last correct digit: time, mistakes, hints, who played, streaks, and the
// spoiler-free share line.

import { elapsedMs, rankedDate, type Game } from '../game/game.ts';
import { isRanked, rankedMs } from '../game/ranking.ts';
import { formatDuration, streakOf } from '../game/stats.ts';
import { joined, msg, verbatim, type Text } from '../i18n/text.ts';
import type { ShareBoxMark } from '../render/share.ts';
import { shareMessage } from './share-line.ts';
import type { Ctx } from './context.ts';
import type { Conversation, Draft } from './types.ts';
import { boardReply, gameTitle } from './views.ts';
import { toDayTalk } from './day-thread.ts';

/** One mark per box for the share grid: where mistakes were tried and hints pointed. */
export function boxMarks(game: Game): ShareBoxMark[] {
  const marks: ShareBoxMark[] = Array.from({ length: game.geometry.size }, () => 'clean');
  for (const cell of game.hintCells) marks[game.geometry.boxOfCell[cell]!] = 'hint';
  for (const cell of game.mistakeCells) marks[game.geometry.boxOfCell[cell]!] = 'mistake';
  return marks;
}

/** Streak of each player of a solved game (dailies only; archive play counts for none). */
async function streaks(
  ctx: Ctx,
  game: Game,
): Promise<{ id: string; name: string; days: number }[]> {
  if (game.source.kind !== 'daily' || game.source.archive) return [];
  const ids = game.contributors.map((c) => c.userId);
  const dates = await ctx.rt.store.solvedDailyDates(game.place.platform, ids);
  return game.contributors.map((c) => ({
    id: c.userId,
    name: c.name,
    days: streakOf(dates.get(c.userId) ?? [], ctx.today).current,
  }));
}

/** The spoiler-free share line of a finished game, with `userId`'s streak. */
export async function shareLine(ctx: Ctx, game: Game, userId: string): Promise<Text> {
  const ms = elapsedMs(game, ctx.now.getTime());
  const daily = game.source.kind === 'daily' ? game.source : undefined;
  const ranked = daily !== undefined && !daily.archive;
  const streak = (await streaks(ctx, game)).find((s) => s.id === userId)?.days;
  return shareMessage({
    ...(daily ? { daily: daily.number } : {}),
    level: game.level,
    variant: game.variant,
    seconds: Math.round(ms / 1000),
    hints: game.hints,
    mistakes: game.mistakes,
    ...(ranked && {
      penaltySeconds: Math.round(rankedMs(0, game.mistakes) / 1000),
      ranked: isRanked(game.mistakes),
    }),
    ...(streak ? { streak } : {}),
    boxes: boxMarks(game),
  });
}

/** The celebration of a solved game (the game is already stored as solved). */
export async function celebrate(ctx: Ctx, game: Game): Promise<Draft[]> {
  const ms = elapsedMs(game, ctx.now.getTime());
  const players = game.contributors.map((c) => c.name);
  const all = await streaks(ctx, game);
  // A board of one's own speaks to its player; a shared board names each player's streak.
  const own = !game.place.shared && all.length === 1;
  const streakText: Text = !all.length
    ? verbatim('')
    : own
      ? msg('celebrate.your-streak', { n: all[0]!.days })
      : msg('celebrate.streaks', {
          list: joined(
            all.map((s) => msg('celebrate.streak-of', { name: verbatim(s.name), n: s.days })),
            ', ',
          ),
        });
  const share = await shareLine(ctx, game, ctx.actor.id);
  const by: Text =
    game.place.shared && players.length
      ? msg('celebrate.played-by', { players: joined(players.map(verbatim), ', ') })
      : verbatim('');
  const result = msg('celebrate.result', {
    time: formatDuration(ms),
    mistakes: game.mistakes,
    hints: game.hints,
  });
  const title = gameTitle(game);
  const text = msg('celebrate.solved', { title, result, by, streak: streakText, share });
  // The board turns to its solved picture in place; the celebration is a message of its own,
  // so the channel sees it even when the board has scrolled up a little. A channel's daily is
  // celebrated in that day's thread (day-thread.ts), where the day's talk is.
  const date = rankedDate(game.source);
  const cheer: Draft = { text, visibility: 'everyone' };
  const replies: Draft[] = [
    boardReply(game, msg('celebrate.board', { title, result, by })),
    ...(date && game.place.shared
      ? await toDayTalk(ctx, ctx.conversation, date, [cheer])
      : [cheer]),
  ];
  // A personal game of a channel's daily: the channel gets one spoiler-free result line.
  const home = game.place.home;
  if (home) {
    const channel: Conversation = {
      platform: game.place.platform as Conversation['platform'],
      id: home,
      kind: 'channel',
      workspace: game.place.workspace,
    };
    const line: Draft = {
      text: msg('celebrate.solo-result', { name: verbatim(ctx.actor.name), share }),
      visibility: 'everyone',
      conversation: channel,
    };
    replies.push(...(date ? await toDayTalk(ctx, channel, date, [line]) : [line]));
  }
  return replies;
}
