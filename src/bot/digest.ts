// The daily digest: a few lines about yesterday's daily in one conversation (how many solved it,
// together and on their own; the fastest under the mistakes rule; the longest running streaks),
// sent under the next day's post and shown on demand by `digest` (`leaderboard yesterday`).
// Nothing when nobody solved it there.

import { addDays, daysBetween } from '../game/calendar.ts';
import { isRanked, rankResults } from '../game/ranking.ts';
import { streakOf } from '../game/stats.ts';
import type { ConversationKey } from '../store/port.ts';
import { joined, msg, verbatim, type Text } from '../i18n/text.ts';
import { say, type CoreRuntime, type Ctx } from './context.ts';
import { lookupAnswer } from './publish.ts';
import { describeResult } from './stats.ts';
import type { Draft } from './types.ts';

/** Streaks the digest names at most. */
export const DIGEST_STREAKS = 3;

/**
 * The digest of the daily of `date` in a conversation (its shared board and the personal boards
 * started from it), with streaks as they stand on `today`; empty when nobody solved it there.
 */
export async function digestLines(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  today: string,
): Promise<Text[]> {
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
  const how: Text[] = [
    ...(together.size ? [msg('digest.together', { n: together.size })] : []),
    ...(alone.size ? [msg('digest.alone', { n: alone.size })] : []),
  ];
  const when = date === addDays(today, -1) ? msg('digest.yesterday') : date;
  const lines: Text[] = [
    msg('digest.head', {
      when,
      number: String(number),
      n: everyone.size,
      how: joined(how, ', '),
    }),
  ];
  const fastest = rankResults(results)[0]!;
  lines.push(
    isRanked(fastest.mistakes)
      ? msg('digest.fastest', { result: describeResult(fastest) })
      : msg('digest.nobody-ranked'),
  );
  const dates = await store.solvedDailyDates(key.platform, [...everyone.keys()]);
  const streaks = [...everyone]
    .map(([id, name]) => ({ name, days: streakOf(dates.get(id) ?? [], today).current }))
    .filter((s) => s.days > 0)
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name))
    .slice(0, DIGEST_STREAKS);
  if (streaks.length) {
    lines.push(
      msg('digest.streaks', {
        count: streaks.length,
        list: joined(
          streaks.map((s) => msg('digest.streak-of', { name: verbatim(s.name), n: s.days })),
          ' · ',
        ),
      }),
    );
  }
  return lines;
}

/** `digest` (`leaderboard yesterday`): yesterday's digest here, or a friendly word when empty. */
export async function digest(ctx: Ctx): Promise<Draft[]> {
  const yesterday = addDays(ctx.today, -1);
  const lines = await digestLines(ctx.rt, ctx.key, yesterday, ctx.today);
  if (lines.length) return [lookupAnswer(ctx, lines, { kind: 'leaderboard', period: 'yesterday' })];
  const number = daysBetween(ctx.rt.options.launchDate, yesterday) + 1;
  if (number < 1) return [say(msg('digest.no-daily-yesterday'))];
  return [say(msg('digest.nobody', { number: String(number) }))];
}
