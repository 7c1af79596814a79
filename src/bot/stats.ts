// `stats` (yours, or `stats @name` for another player's) and `leaderboard` (this conversation's
// and this workspace's: today's daily times and streaks, or a week's, a month's or all time's
// dailies solved). Results of personal boards (`today solo`) count in the channel they were
// started from; results of direct-message games in every workspace where their player plays.

import { addDays, daysBetween, weekdayName } from '../game/calendar.ts';
import {
  isRanked,
  MAX_RANKED_MISTAKES,
  MISTAKE_PENALTY_SECONDS,
  rankedMs,
  rankResults,
} from '../game/ranking.ts';
import { formatDuration, playerStats, streakOf } from '../game/stats.ts';
import type { BoardScope, DailyResult, PlayerRef } from '../store/port.ts';
import { joined, msg, verbatim, type Text } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { lookupAnswer } from './publish.ts';
import type { Command, LeaderboardPeriod, Platform, Draft } from './types.ts';

/** Rows shown per leaderboard section. */
export const LEADERBOARD_ROWS = 10;
/** Players active in dailies within this many days appear in the streak ranking. */
export const STREAK_WINDOW_DAYS = 60;
/** Weeks of dailies the stats calendar shows. */
export const CALENDAR_WEEKS = 4;

/** The player a `stats @name` names: a mention (`<@U123>`, `<@123>`) or a display name. */
async function findPlayer(ctx: Ctx, who: string): Promise<PlayerRef | undefined> {
  const scope = { platform: ctx.key.platform, workspace: ctx.conversation.workspace };
  const players = await ctx.rt.store.dailyPlayers(scope, ctx.rt.options.launchDate);
  const mention = /^<@!?([A-Z0-9]+)(?:\|([^>]*))?>$/i.exec(who.trim());
  if (mention) {
    const id = mention[1]!;
    // Someone who never played has no stored name: Slack's mention carries one, Discord shows
    // its own mention markup as the name; never echo Slack's markup, which it would escape.
    const name = mention[2] || (ctx.key.platform === 'discord' ? `<@${id}>` : 'That player');
    return players.find((p) => p.userId === id) ?? { userId: id, name };
  }
  const name = who.trim().replace(/^@/, '').toLowerCase();
  return players.find((p) => p.name.toLowerCase() === name);
}

/** Monday of the week of a date. */
function mondayOf(date: string): string {
  const offset = (
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
  ).indexOf(weekdayName(date) as 'Monday');
  return addDays(date, -offset);
}

/** The last weeks of dailies as a grid, Monday to Sunday: 🟩 solved, ⬜ not, · to come. */
export function solvedCalendar(solved: ReadonlySet<string>, today: string): string[] {
  const first = addDays(mondayOf(today), -7 * (CALENDAR_WEEKS - 1));
  const rows: string[] = [];
  for (let week = 0; week < CALENDAR_WEEKS; week++) {
    let row = '';
    for (let day = 0; day < 7; day++) {
      const date = addDays(first, week * 7 + day);
      row += date > today ? '·' : solved.has(date) ? '🟩' : '⬜';
    }
    rows.push(row);
  }
  return rows;
}

/** `stats` / `stats @name`. */
export async function stats(
  ctx: Ctx,
  command: Extract<Command, { kind: 'stats' }>,
): Promise<Draft[]> {
  const self = command.who === undefined;
  const player = self
    ? { userId: ctx.actor.id, name: ctx.actor.name }
    : await findPlayer(ctx, command.who!);
  if (!player) {
    return [say(msg('stats.nobody-called', { who: verbatim(command.who!.slice(0, 40)) }))];
  }
  const { store } = ctx.rt;
  const all = await store.playerGames(ctx.key.platform, player.userId);
  // Someone else's stats come from their solved dailies only: those results are on the
  // leaderboards anyway, while their other games (a puzzle in a direct message, a daily given
  // up) stay theirs.
  const games = self ? all : all.filter((g) => g.dailyDate !== undefined && g.status === 'solved');
  if (games.length === 0) {
    return [
      say(self ? msg('stats.no-games') : msg('stats.no-dailies', { name: verbatim(player.name) })),
    ];
  }
  const s = playerStats(games, ctx.today);
  const dates = await store.solvedDailyDates(ctx.key.platform, [player.userId]);
  const lines: Text[] = self
    ? [
        msg('stats.yours', { name: verbatim(ctx.actor.name) }),
        msg('stats.played', { played: s.played, solved: s.solved, revealed: s.revealed }),
      ]
    : [msg('stats.theirs', { name: verbatim(player.name) }), msg('stats.dailies', { n: s.solved })];
  lines.push(msg('stats.streak', { n: s.streak.current, best: s.streak.best }));
  if (s.bestMs !== undefined && s.medianMs !== undefined) {
    lines.push(
      msg('stats.times', { best: formatDuration(s.bestMs), median: formatDuration(s.medianMs) }),
    );
  }
  lines.push(msg('stats.mistakes', { mistakes: s.mistakes, hints: s.hints }));
  lines.push(
    msg('stats.calendar', { weeks: CALENDAR_WEEKS }),
    verbatim(solvedCalendar(new Set(dates.get(player.userId) ?? []), ctx.today).join('\n')),
  );
  return [lookupAnswer(ctx, lines, command)];
}

/** Whether two results of a day rank the same: the same ranked time, hints and mistakes. */
function sameRank(a: DailyResult, b: DailyResult): boolean {
  return (
    rankedMs(a.elapsedMs, a.mistakes) === rankedMs(b.elapsedMs, b.mistakes) &&
    a.hints === b.hints &&
    a.mistakes === b.mistakes
  );
}

/**
 * One result as a leaderboard reads it: the ranked time (its time plus the mistakes' penalty,
 * spelled out), who played (👤: on their own), mistakes and hints; or its own time, unranked.
 */
export function describeResult(r: DailyResult): Text {
  const who = r.contributors.length ? verbatim(r.contributors.join(', ')) : msg('move.someone');
  const ranked = isRanked(r.mistakes);
  const time = formatDuration(ranked ? rankedMs(r.elapsedMs, r.mistakes) : r.elapsedMs);
  const penalty =
    r.mistakes > 0
      ? msg('board.penalty', {
          time: formatDuration(r.elapsedMs),
          penalty: formatDuration(rankedMs(0, r.mistakes)),
        })
      : verbatim('');
  return msg('board.result', {
    time,
    who,
    solo: r.shared ? '' : ' 👤',
    mistakes: r.mistakes,
    hints: r.hints,
    rest: ranked ? penalty : msg('board.unranked'),
  });
}

/**
 * Ranked results first, by ranked time (a time penalty per mistake; ties: fewer hints, then
 * fewer mistakes, then a shared place), then the unranked ones.
 */
function resultLines(results: readonly DailyResult[]): Text[] {
  let place = 0;
  const ranked = rankResults(results);
  return ranked.slice(0, LEADERBOARD_ROWS).map((r, i) => {
    const previous = i > 0 ? ranked[i - 1] : undefined;
    if (!isRanked(r.mistakes)) return joined(['– ', describeResult(r)], '');
    if (!(previous && sameRank(previous, r))) place = i + 1;
    return joined([`${place}. `, describeResult(r)], '');
  });
}

/**
 * A period's ranking: each player's dailies solved (ranked results only), then their average
 * ranked time, then their best; ties in all three share a place.
 */
function periodLines(results: readonly DailyResult[]): Text[] {
  const byPlayer = new Map<string, { name: string; times: number[] }>();
  for (const r of results) {
    if (!isRanked(r.mistakes)) continue;
    for (const p of r.players) {
      const entry = byPlayer.get(p.userId) ?? { name: p.name, times: [] };
      entry.times.push(rankedMs(r.elapsedMs, r.mistakes));
      byPlayer.set(p.userId, entry);
    }
  }
  const rows = [...byPlayer.values()].map((p) => ({
    name: p.name,
    solved: p.times.length,
    average: p.times.reduce((a, b) => a + b, 0) / p.times.length,
    best: Math.min(...p.times),
  }));
  rows.sort(
    (a, b) =>
      b.solved - a.solved ||
      a.average - b.average ||
      a.best - b.best ||
      a.name.localeCompare(b.name),
  );
  let place = 0;
  return rows.slice(0, LEADERBOARD_ROWS).map((r, i) => {
    const previous = i > 0 ? rows[i - 1] : undefined;
    const tied =
      previous !== undefined &&
      previous.solved === r.solved &&
      previous.average === r.average &&
      previous.best === r.best;
    if (!tied) place = i + 1;
    return msg('board.period-row', {
      place: String(place),
      name: verbatim(r.name),
      n: r.solved,
      average: formatDuration(r.average),
      best: formatDuration(r.best),
    });
  });
}

async function streakLines(ctx: Ctx, scope: BoardScope): Promise<Text[]> {
  const { store } = ctx.rt;
  const players = await store.dailyPlayers(scope, addDays(ctx.today, -STREAK_WINDOW_DAYS));
  if (players.length === 0) return [];
  let place = 0;
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
    .map((p, i, rows) => {
      // The same current and best streak share a place (names then only order the lines).
      const previous = i > 0 ? rows[i - 1] : undefined;
      const tied =
        previous !== undefined &&
        previous.streak.current === p.streak.current &&
        previous.streak.best === p.streak.best;
      if (!tied) place = i + 1;
      return msg('board.streak-row', {
        place: String(place),
        name: verbatim(p.name),
        n: p.streak.current,
        best: p.streak.best,
      });
    });
}

/** The first date a period covers, and how it reads. */
function periodStart(
  ctx: Ctx,
  period: Exclude<LeaderboardPeriod, 'today' | 'yesterday'>,
): { from: string; title: Text } {
  if (period === 'week') {
    const from = mondayOf(ctx.today);
    return { from, title: msg('board.week', { from }) };
  }
  if (period === 'month') {
    const from = `${ctx.today.slice(0, 8)}01`;
    return { from, title: msg('board.month', { from }) };
  }
  const launch = ctx.rt.options.launchDate;
  return { from: launch, title: msg('board.all', { n: daysBetween(launch, ctx.today) + 1 }) };
}

const section = (title: Text, lines: Text[], empty: Text): Text[] => [
  msg('board.section', { title }),
  ...(lines.length ? lines : [empty]),
];

/** A ranking of this conversation beside the same ranking of the whole community. */
interface Pair {
  readonly here: { readonly title: Text; readonly lines: Text[]; readonly empty: Text };
  readonly whole: { readonly title: Text; readonly lines: Text[]; readonly empty: Text };
}

/**
 * Both sections of a pair, or only the community's when they rank the same (a server or
 * workspace with one channel that plays): one list, not the same list twice.
 */
function sections({ here, whole }: Pair): Text[] {
  const wholeSection = section(whole.title, whole.lines, whole.empty);
  if (JSON.stringify(here.lines) === JSON.stringify(whole.lines)) return wholeSection;
  return [...section(here.title, here.lines, here.empty), ...wholeSection];
}

/** What each platform calls the whole community a leaderboard also ranks: a Discord server, a Slack workspace. */
export const COMMUNITY: Record<Platform, Text> = {
  discord: msg('community.server'),
  slack: msg('community.workspace'),
  web: msg('community.workspace'),
};

/** The ranking rule (game/ranking.ts RANKING_RULE) in words. */
function rankingRule(): Text {
  return msg('board.ranking-rule', {
    penalty: MISTAKE_PENALTY_SECONDS,
    most: MAX_RANKED_MISTAKES,
  });
}

/** `leaderboard [today|week|month|all]`. */
export async function leaderboard(
  ctx: Ctx,
  command: Extract<Command, { kind: 'leaderboard' }>,
): Promise<Draft[]> {
  const { store } = ctx.rt;
  const here: BoardScope = { platform: ctx.key.platform, conversationId: ctx.key.conversationId };
  const workspace: BoardScope = {
    platform: ctx.key.platform,
    workspace: ctx.conversation.workspace,
  };
  const period = command.period ?? 'today';
  // (`yesterday` is the digest: core.ts sends it to digest.ts.)
  if (period !== 'today' && period !== 'yesterday') {
    const { from, title } = periodStart(ctx, period);
    const [inHere, inAll] = await Promise.all([
      store.dailyResults(here, from, ctx.today),
      store.dailyResults(workspace, from, ctx.today),
    ]);
    const community = COMMUNITY[ctx.conversation.platform];
    const lines = [
      ...sections({
        here: {
          title: msg('board.here', { title }),
          lines: periodLines(inHere),
          empty: msg('board.none-here'),
        },
        whole: {
          title: msg('board.whole', { title, community }),
          lines: periodLines(inAll),
          empty: msg('board.none'),
        },
      }),
      msg('board.period-rule', { rule: rankingRule() }),
    ];
    return [lookupAnswer(ctx, lines, command)];
  }
  const [hereToday, allToday, hereStreaks, allStreaks] = await Promise.all([
    store.dailyResults(here, ctx.today),
    store.dailyResults(workspace, ctx.today),
    streakLines(ctx, here),
    streakLines(ctx, workspace),
  ]);
  const community = COMMUNITY[ctx.conversation.platform];
  const lines = [
    ...sections({
      here: {
        title: msg('board.today-here'),
        lines: resultLines(hereToday),
        empty: msg('board.today-none-here'),
      },
      whole: {
        title: msg('board.today-whole', { community }),
        lines: resultLines(allToday),
        empty: msg('board.today-none'),
      },
    }),
    ...sections({
      here: {
        title: msg('board.streaks-here'),
        lines: hereStreaks,
        empty: msg('board.no-streaks'),
      },
      whole: {
        title: msg('board.streaks-whole', { community }),
        lines: allStreaks,
        empty: msg('board.no-streaks'),
      },
    }),
    msg('board.today-rule', { rule: rankingRule() }),
  ];
  return [lookupAnswer(ctx, lines, command)];
}
