// The reply to the last correct digit: time, mistakes, hints, who played, streaks, and the
// spoiler-free share line.

import { elapsedMs, type Game } from '../game/game.ts';
import { isRanked, rankedMs } from '../game/ranking.ts';
import { formatDuration, streakOf } from '../game/stats.ts';
import { shareText, type ShareBoxMark } from '../render/share.ts';
import type { Ctx } from './context.ts';
import type { Conversation, Reply } from './types.ts';
import { boardReply, gameTitle } from './views.ts';

const SHARE_VARIANTS: Record<Game['variant'], string | undefined> = {
  classic: undefined,
  mini: 'Mini',
  x: 'Sudoku X',
  big: '16x16',
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

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
export async function shareLine(ctx: Ctx, game: Game, userId: string): Promise<string> {
  const ms = elapsedMs(game, ctx.now.getTime());
  const daily = game.source.kind === 'daily' ? game.source : undefined;
  const ranked = daily !== undefined && !daily.archive;
  const streak = (await streaks(ctx, game)).find((s) => s.id === userId)?.days;
  return shareText({
    ...(daily ? { daily: daily.number } : {}),
    level: game.level,
    ...(SHARE_VARIANTS[game.variant] ? { variant: SHARE_VARIANTS[game.variant] } : {}),
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
export async function celebrate(ctx: Ctx, game: Game): Promise<Reply[]> {
  const ms = elapsedMs(game, ctx.now.getTime());
  const players = game.contributors.map((c) => c.name);
  const all = await streaks(ctx, game);
  // A board of one's own speaks to its player; a shared board names each player's streak.
  const own = !game.place.shared && all.length === 1;
  const streakText = !all.length
    ? ''
    : own
      ? ` Your streak: ${plural(all[0]!.days, 'day')}.`
      : ' Streak: ' + all.map((s) => `${s.name} ${plural(s.days, 'day')}`).join(', ') + '.';
  const share = await shareLine(ctx, game, ctx.actor.id);
  const by = game.place.shared && players.length ? ` Played by ${players.join(', ')}.` : '';
  const result = `in ${formatDuration(ms)} with ${plural(game.mistakes, 'mistake')} and ${plural(game.hints, 'hint')}`;
  const text = `🎉 Solved *${gameTitle(game)}* ${result}.${by}${streakText}\nShare it:\n${share}`;
  // The board turns to its solved picture in place; the celebration is a message of its own,
  // so the channel sees it even when the board has scrolled up a little.
  const replies: Reply[] = [
    boardReply(game, `*${gameTitle(game)}* is solved 🎉 ${result}.${by}`),
    { text, visibility: 'everyone' },
  ];
  // A personal game of a channel's daily: the channel gets one spoiler-free result line.
  const home = game.place.home;
  if (home) {
    replies.push({
      text: `${ctx.actor.name} solved it on their own:\n${share}`,
      visibility: 'everyone',
      conversation: {
        platform: game.place.platform as Conversation['platform'],
        id: home,
        kind: 'channel',
        workspace: game.place.workspace,
      },
    });
  }
  return replies;
}
