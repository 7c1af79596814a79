// A player's standing at a glance, as data for surfaces that draw it themselves (the Slack App
// Home): today's daily (not started, playing, solved, with its time) and their stats and streak.
// Text replies (`stats`) stay in stats.ts; this only gathers the numbers.

import { SettingsLookup } from './picture-theme.ts';
import { conversationZone } from './time-zone.ts';
import { daysBetween, zonedTime } from '../game/calendar.ts';
import { elapsedMs } from '../game/game.ts';
import { playerStats, type PlayerStats } from '../game/stats.ts';
import { conversationKey, type CoreRuntime } from './context.ts';
import type { Conversation } from './types.ts';

/** Where a player is with today's daily. */
export type DailyStatus = 'not started' | 'playing' | 'solved' | 'revealed';

export interface PlayerSummary {
  readonly today: {
    readonly date: string;
    /** Today's daily number (#1 on the launch date). */
    readonly number: number;
    readonly status: DailyStatus;
    /** Solved: the time it took; playing: how long the game has been going. */
    readonly elapsedMs?: number;
  };
  readonly stats: PlayerStats;
}

const RANK: Record<DailyStatus, number> = { 'not started': 0, playing: 1, revealed: 2, solved: 3 };

/**
 * The summary of `userId` on `direct`'s platform. `direct` is their direct conversation with
 * the bot: a personal board of today's daily waiting there counts as playing before any move.
 */
export async function playerSummary(
  rt: CoreRuntime,
  direct: Conversation,
  userId: string,
): Promise<PlayerSummary> {
  const now = rt.clock.now();
  // The day of their direct conversation (its `timezone`, else the bot's).
  const zone = await conversationZone(rt, new SettingsLookup(rt.store), direct);
  const today = zonedTime(now, zone).date;
  const games = await rt.store.playerGames(direct.platform, userId);
  let status: DailyStatus = 'not started';
  let elapsed: number | undefined;
  // The best of the day's games: a solve beats a reveal beats one still going.
  for (const game of games.filter((g) => g.dailyDate === today)) {
    if (RANK[game.status] > RANK[status]) {
      status = game.status;
      elapsed = game.elapsedMs;
    } else if (game.status === 'solved' && (game.elapsedMs ?? Infinity) < (elapsed ?? Infinity)) {
      elapsed = game.elapsedMs;
    }
  }
  const waiting = await rt.store.dailyGame(conversationKey(direct), today);
  if (waiting && waiting.status === 'playing' && RANK[status] <= RANK.playing) {
    status = 'playing';
    elapsed = elapsedMs(waiting, now.getTime());
  }
  return {
    today: {
      date: today,
      number: daysBetween(rt.options.launchDate, today) + 1,
      status,
      ...(elapsed !== undefined && { elapsedMs: elapsed }),
    },
    stats: playerStats(games, today),
  };
}
