// A Discord server channel with a daily schedule and threads, for the day's-thread tests: the
// real core on the fake API with threads (test/discord/fake-threads.ts), its poster registered,
// the channel known, and the daily post of any date on demand.

import { beforeAll, expect } from 'vitest';
import type { ChannelMessage } from './fake-discord.ts';
import { FakeThreads } from './fake-threads.ts';
import { CHANNEL_ID, dailyChannel, GUILD_ID } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

/** The daily channel's key in the store. */
export const DAILY_KEY = { platform: 'discord', conversationId: CHANNEL_ID };

/** The bot, its store and clock, the harness and the fake's threads. */
export interface ThreadedDay extends ReturnType<typeof useRealCoreHarness> {
  readonly threads: FakeThreads;
  /** The daily post of `date` at 08:00 UTC (the scheduler's tick); resolves to its message. */
  post(date: string): Promise<ChannelMessage>;
}

/**
 * The channel for the calling scope's tests, scheduled at 08:00 UTC from 2025-03-14 in its
 * beforeAll (after the harness starts), closed in its afterAll.
 */
export function useThreadedDay(): ThreadedDay {
  const core = useRealCoreHarness();
  const { h, bot, store, clock } = core;
  const threads = new FakeThreads();
  beforeAll(async () => {
    bot.registerPoster(h.adapter.poster);
    h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
    h.api.now = () => clock.ms;
    threads.serve(h.api);
    await store.setSchedule({
      conversation: { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
      minuteOfDay: 8 * 60,
      startDate: '2025-03-14',
      setBy: 'u-admin',
    });
  });
  async function post(date: string): Promise<ChannelMessage> {
    clock.ms = Date.parse(`${date}T08:00:00Z`);
    expect((await bot.scheduler.tick()).posted).toEqual([`discord:${CHANNEL_ID}`]);
    const record = await store.dailyPost(DAILY_KEY, date);
    const board = h.api.message(record!.messageId!)!;
    expect(board.channelId).toBe(CHANNEL_ID);
    return board;
  }
  return { ...core, threads, post };
}
