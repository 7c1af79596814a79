// The daily digest: a few lines about yesterday's daily in one conversation (how many solved it,
// together and on their own; the fastest under the mistakes rule; the longest running streaks),
// sent under the next day's post and shown on demand by `digest` (`leaderboard yesterday`).
// Nothing when nobody solved it there.

import { addDays, daysBetween } from '../game/calendar.ts';
import { isRanked, rankResults } from '../game/ranking.ts';
import { streakOf } from '../game/stats.ts';
import type { ConversationKey } from '../store/port.ts';
import { say, type CoreRuntime, type Ctx } from './context.ts';
import { describeResult } from './stats.ts';
import type { Reply } from './types.ts';

/** Streaks the digest names at most. */
export const DIGEST_STREAKS = 3;

function players(n: number): string {
  return `${n} player${n === 1 ? '' : 's'}`;
}

/**
 * The digest of the daily of `date` in a conversation (its shared board and the personal boards
 * started from it), with streaks as they stand on `today`; empty when nobody solved it there.
 */
export async function digestLines(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  today: string,
): Promise<string[]> {
  const { store } = rt;
  const results = await store.dailyResults(key, date);
  if (results.length === 0) return [];
  const number = daysBetween(rt.options.launchDate, date) + 1;
  const idsOf = (shared: boolean) =>
    new Set(
      results.filter((r) => r.shared === shared).flatMap((r) => r.players.map((p) => p.userId)),
    );
  const together = idsOf(true);
  const alone = idsOf(false);
  const everyone = new Map(
    results.flatMap((r) => r.players.map((p) => [p.userId, p.name] as const)),
  );
  const how = [
    together.size ? `${together.size} together` : '',
    alone.size ? `${alone.size} on their own` : '',
  ].filter(Boolean);
  const when = date === addDays(today, -1) ? 'Yesterday' : date;
  const lines = [
    `*${when} here: Daily #${number}* was solved by ${players(everyone.size)} (${how.join(', ')}).`,
  ];
  const fastest = rankResults(results)[0]!;
  lines.push(
    isRanked(fastest.mistakes)
      ? `Fastest: ${describeResult(fastest)}`
      : 'Fastest: nobody ranked (more than 10 mistakes each).',
  );
  const dates = await store.solvedDailyDates(key.platform, [...everyone.keys()]);
  const streaks = [...everyone]
    .map(([id, name]) => ({ name, days: streakOf(dates.get(id) ?? [], today).current }))
    .filter((s) => s.days > 0)
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name))
    .slice(0, DIGEST_STREAKS);
  if (streaks.length) {
    lines.push(
      `Longest streak${streaks.length === 1 ? '' : 's'}: ${streaks.map((s) => `${s.name} ${s.days} day${s.days === 1 ? '' : 's'}`).join(' · ')}`,
    );
  }
  return lines;
}

/** `digest` (`leaderboard yesterday`): yesterday's digest here, or a friendly word when empty. */
export async function digest(ctx: Ctx): Promise<Reply[]> {
  const yesterday = addDays(ctx.today, -1);
  const lines = await digestLines(ctx.rt, ctx.key, yesterday, ctx.today);
  if (lines.length) return [say(lines.join('\n'), 'everyone')];
  const number = daysBetween(ctx.rt.options.launchDate, yesterday) + 1;
  if (number < 1)
    return [say('There was no daily yesterday: the first one is today. `today` plays it.')];
  return [
    say(
      `Nobody here solved yesterday's daily (#${number}). \`daily ${number}\` plays it from the archive; \`leaderboard week\` shows the week.`,
    ),
  ];
}
