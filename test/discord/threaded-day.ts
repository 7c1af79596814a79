// A Discord server channel with a daily schedule and threads, for the day's-thread tests: the
// real core on the fake API with threads (test/discord/fake-threads.ts), its poster registered,
// the channel known, and the daily post of any date on demand.

import { expect } from 'vitest';
import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { realCore } from '../support/real-core.ts';
import type { ChannelMessage } from './fake-discord.ts';
import { FakeThreads } from './fake-threads.ts';
import { MemoryLogger, startHarness, type Harness } from './harness.ts';
import { CHANNEL_ID, dailyChannel, GUILD_ID } from './payloads.ts';

/** The daily channel's key in the store. */
export const DAILY_KEY = { platform: 'discord', conversationId: CHANNEL_ID };

/** The bot, its store and clock, the harness and the fake's threads. */
export interface ThreadedDay extends ReturnType<typeof realCore> {
  readonly h: Harness<SudokuBot>;
  readonly threads: FakeThreads;
  /** The daily post of `date` at 08:00 UTC (the scheduler's tick); resolves to its message. */
  post(date: string): Promise<ChannelMessage>;
}

/** Starts the channel, scheduled at 08:00 UTC from 2025-03-14. */
export async function startThreadedDay(): Promise<ThreadedDay> {
  const core = realCore(new MemoryLogger());
  const { bot, store, clock } = core;
  const h = await startHarness({ core: bot, parseCommand });
  bot.registerPoster(h.adapter.poster);
  h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
  h.api.now = () => clock.ms;
  const threads = new FakeThreads(h.api);
  await store.setSchedule({
    conversation: { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: 'u-admin',
  });
  async function post(date: string): Promise<ChannelMessage> {
    clock.ms = Date.parse(`${date}T08:00:00Z`);
    expect((await bot.scheduler.tick()).posted).toEqual([`discord:${CHANNEL_ID}`]);
    const record = await store.dailyPost(DAILY_KEY, date);
    const board = h.api.message(record!.messageId!)!;
    expect(board.channelId).toBe(CHANNEL_ID);
    return board;
  }
  return { ...core, h, threads, post };
}
