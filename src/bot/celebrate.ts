// The reply to the last correct digit: time, mistakes, hints, who played, streaks, and the
// spoiler-free share line.

import { elapsedMs, type Game } from '../game/game.ts';
import { isRanked, rankedMs } from '../game/ranking.ts';
import { formatDuration, streakOf } from '../game/stats.ts';
import { shareText, type ShareBoxMark } from '../render/share.ts';
import type { Ctx } from './context.ts';
import type { Reply } from './types.ts';
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

/** The celebration of a solved game (the game is already stored as solved). */
export async function celebrate(ctx: Ctx, game: Game): Promise<Reply[]> {
  const ms = elapsedMs(game, ctx.now.getTime());
  const players = game.contributors.map((c) => c.name);
  let streakText = '';
  let askerStreak: number | undefined;
  if (game.source.kind === 'daily') {
    const ids = game.contributors.map((c) => c.userId);
    const dates = await ctx.rt.store.solvedDailyDates(ctx.key.platform, ids);
    const streaks = game.contributors.map((c) => ({
      name: c.name,
      id: c.userId,
      days: streakOf(dates.get(c.userId) ?? [], ctx.today).current,
    }));
    askerStreak = streaks.find((s) => s.id === ctx.actor.id)?.days;
    streakText =
      ' Streak: ' + streaks.map((s) => `${s.name} ${plural(s.days, 'day')}`).join(', ') + '.';
  }
  const share = shareText({
    ...(game.source.kind === 'daily' ? { daily: game.source.number } : {}),
    level: game.level,
    ...(SHARE_VARIANTS[game.variant] ? { variant: SHARE_VARIANTS[game.variant] } : {}),
    seconds: Math.round(ms / 1000),
    hints: game.hints,
    mistakes: game.mistakes,
    ...(game.source.kind === 'daily' && {
      penaltySeconds: Math.round(rankedMs(0, game.mistakes) / 1000),
      ranked: isRanked(game.mistakes),
    }),
    ...(askerStreak ? { streak: askerStreak } : {}),
    boxes: boxMarks(game),
  });
  const by = game.place.shared && players.length ? ` Played by ${players.join(', ')}.` : '';
  const result = `in ${formatDuration(ms)} with ${plural(game.mistakes, 'mistake')} and ${plural(game.hints, 'hint')}`;
  const text = `🎉 Solved *${gameTitle(game)}* ${result}.${by}${streakText}\nShare it:\n${share}`;
  // The board turns to its solved picture in place; the celebration is a message of its own,
  // so the channel sees it even when the board has scrolled up a little.
  return [
    boardReply(game, `*${gameTitle(game)}* is solved 🎉 ${result}.${by}`),
    { text, visibility: 'everyone' },
  ];
}
