// `stats` (yours) and `leaderboard` (this conversation's and this workspace's: today's daily
// times and streaks).

import { addDays } from '../game/calendar.ts';
import { isRanked, rankedMs, rankResults, RANKING_RULE } from '../game/ranking.ts';
import { formatDuration, playerStats, streakOf } from '../game/stats.ts';
import type { BoardScope, DailyResult } from '../store/port.ts';
import { say, type Ctx } from './context.ts';
import type { Reply } from './types.ts';

/** Rows shown per leaderboard section. */
export const LEADERBOARD_ROWS = 10;
/** Players active in dailies within this many days appear in the streak ranking. */
export const STREAK_WINDOW_DAYS = 60;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `stats`. */
export async function stats(ctx: Ctx): Promise<Reply[]> {
  const games = await ctx.rt.store.playerGames(ctx.key.platform, ctx.actor.id);
  if (games.length === 0) {
    return [
      say(
        'No games yet. Type `today` for the daily puzzle; your stats start with your first move.',
      ),
    ];
  }
  const s = playerStats(games, ctx.today);
  const lines = [
    `*Your Sudoku stats, ${ctx.actor.name}*`,
    `Played ${s.played} · solved ${s.solved}${s.revealed ? ` · revealed ${s.revealed}` : ''}`,
    `Daily streak: ${plural(s.streak.current, 'day')} (best ${s.streak.best})`,
  ];
  if (s.bestMs !== undefined && s.medianMs !== undefined) {
    lines.push(`Best time ${formatDuration(s.bestMs)} · median ${formatDuration(s.medianMs)}`);
  }
  lines.push(`Mistakes ${s.mistakes} · hints ${s.hints}`);
  return [say(lines.join('\n'))];
}

/**
 * Ranked results first, by ranked time (a time penalty per mistake), then the unranked ones.
 * The time shown is the ranked time; the penalty is spelled out beside it.
 */
function resultLines(results: readonly DailyResult[]): string[] {
  let rank = 0;
  return rankResults(results)
    .slice(0, LEADERBOARD_ROWS)
    .map((r) => {
      const who = r.contributors.length ? r.contributors.join(', ') : 'someone';
      const ranked = isRanked(r.mistakes);
      const time = formatDuration(ranked ? rankedMs(r.elapsedMs, r.mistakes) : r.elapsedMs);
      const penalty =
        r.mistakes > 0 ? ` incl. +${formatDuration(rankedMs(0, r.mistakes))} for mistakes` : '';
      const detail = `${plural(r.mistakes, 'mistake')}, ${plural(r.hints, 'hint')}${ranked ? penalty : ', unranked'}`;
      return `${ranked ? `${++rank}.` : '–'} ${time} · ${who} (${detail})`;
    });
}

async function streakLines(ctx: Ctx, scope: BoardScope): Promise<string[]> {
  const { store } = ctx.rt;
  const players = await store.dailyPlayers(scope, addDays(ctx.today, -STREAK_WINDOW_DAYS));
  if (players.length === 0) return [];
  const dates = await store.solvedDailyDates(
    ctx.key.platform,
    players.map((p) => p.userId),
  );
  return players
    .map((p) => ({ name: p.name, streak: streakOf(dates.get(p.userId) ?? [], ctx.today) }))
    .filter((p) => p.streak.current > 0)
    .sort(
      (a, b) =>
        b.streak.current - a.streak.current ||
        b.streak.best - a.streak.best ||
        a.name.localeCompare(b.name),
    )
    .slice(0, LEADERBOARD_ROWS)
    .map(
      (p, i) => `${i + 1}. ${p.name}: ${plural(p.streak.current, 'day')} (best ${p.streak.best})`,
    );
}

/** `leaderboard`. */
export async function leaderboard(ctx: Ctx): Promise<Reply[]> {
  const { store } = ctx.rt;
  const here: BoardScope = { platform: ctx.key.platform, conversationId: ctx.key.conversationId };
  const workspace: BoardScope = {
    platform: ctx.key.platform,
    workspace: ctx.conversation.workspace,
  };
  const [hereToday, allToday, hereStreaks, allStreaks] = await Promise.all([
    store.dailyResults(here, ctx.today),
    store.dailyResults(workspace, ctx.today),
    streakLines(ctx, here),
    streakLines(ctx, workspace),
  ]);
  const section = (title: string, lines: string[], empty: string) => [
    `*${title}*`,
    ...(lines.length ? lines : [empty]),
  ];
  const lines = [
    ...section(
      "Today's daily, here",
      resultLines(hereToday),
      'Not solved here yet: `today` to play.',
    ),
    ...section(
      "Today's daily, whole workspace",
      resultLines(allToday),
      'Nobody has solved it yet.',
    ),
    ...section('Streaks here', hereStreaks, 'No running streaks yet.'),
    ...section('Streaks in the workspace', allStreaks, 'No running streaks yet.'),
    `_Ranked time: ${RANKING_RULE}._`,
  ];
  return [say(lines.join('\n'), 'everyone')];
}
