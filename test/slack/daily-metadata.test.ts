// The daily post on Slack is sent once across crashes: it carries message metadata
// (sudoku_daily_post: channel, date, game), and before the scheduler sends a post again whose
// earlier attempt may have gone out, the poster reads the channel's history for it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import {
  DAILY_POST_EVENT,
  HISTORY_MAX_PAGES,
  HISTORY_PAGE_SIZE,
} from '../../adapters/slack/poster.ts';
import { realCore, startHarness, type Harness } from './harness.ts';
import { CHANNEL_ID } from './signing.ts';

const CHANNEL: Conversation = {
  platform: 'slack',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: 'T',
};
const KEY = { platform: 'slack', conversationId: CHANNEL_ID };

const { bot, store, clock } = realCore();
let h: Harness<typeof bot>;

beforeAll(async () => {
  h = await startHarness(bot);
  h.api.now = () => clock.ms;
  await store.setSchedule({
    conversation: { platform: 'slack', id: CHANNEL_ID, kind: 'channel', workspace: 'T' },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: 'u-admin',
  });
});
afterAll(async () => {
  await h.close();
});

const postsIn = (channel: string) =>
  h.api.callsOf('chat.postMessage').filter((c) => c.params.channel === channel);

/** Plain messages in the channel, as if people talked after the post. */
function chatter(count: number): void {
  for (let i = 0; i < count; i++) {
    clock.ms += 10;
    h.api.messages.push({
      channel: CHANNEL_ID,
      ts: `${Math.floor(clock.ms / 1000)}.${String(100_000 + i).padStart(6, '0')}`,
      text: `message ${i}`,
      blocks: [],
    });
  }
}

describe('daily posts on Slack with message metadata', () => {
  it('finds a post whose send reported failure in the history and does not post it again', async () => {
    clock.ms = Date.parse('2025-03-14T08:00:00Z');
    // The send goes out, then the attempt fails (a timeout on our side).
    bot.registerPoster({
      platform: 'slack',
      post: async (conversation, replies, mark) => {
        await h.adapter.poster.post(conversation, replies, mark);
        throw new Error('socket hang up');
      },
    });
    expect((await bot.scheduler.tick()).failed).toEqual([`slack:${CHANNEL_ID}`]);
    const [sent] = postsIn(CHANNEL_ID);
    const game = await store.currentGame(KEY);
    expect(sent!.params.metadata).toEqual({
      event_type: DAILY_POST_EVENT,
      event_payload: { channel: CHANNEL_ID, date: '2025-03-14', game: game!.id },
    });

    bot.registerPoster(h.adapter.poster);
    clock.ms += 60_000;
    expect((await bot.scheduler.tick()).found).toEqual([`slack:${CHANNEL_ID}`]);
    expect(postsIn(CHANNEL_ID)).toHaveLength(1);
    const [lookup] = h.api.callsOf('conversations.history');
    expect(lookup!.params).toMatchObject({
      channel: CHANNEL_ID,
      include_all_metadata: 'true',
      oldest: (Date.parse('2025-03-13T23:00:00Z') / 1000).toFixed(6),
    });
    const ts = sent!.response.ts as string;
    expect(store.posted.at(-1)?.outcome).toEqual({ ok: true, messageId: ts });
    // The message found is the game's live board, with its picture.
    const board = await store.boardMessage({ gameId: game!.id, viewer: '' });
    expect(board?.ref).toBe(`${CHANNEL_ID}/${ts}`);
    expect(board?.picture).toMatch(/^F0/);
  });

  it('finds the post a few pages of history back, and not a post of another date', async () => {
    const mark = { date: '2025-03-16', since: Date.parse('2025-03-15T23:00:00Z') };
    clock.ms = Date.parse('2025-03-16T08:00:00Z');
    const reply = { text: 'Good morning!', visibility: 'everyone' as const };
    const posted = await h.adapter.poster.post(CHANNEL, [reply], mark);
    chatter(2 * HISTORY_PAGE_SIZE + 50);
    const found = await h.adapter.poster.findPost!(CHANNEL, mark);
    expect(found).toEqual({ messageId: posted.messageId });
    expect(await h.adapter.poster.findPost!(CHANNEL, { ...mark, date: '2025-03-17' })).toBe(
      undefined,
    );
    // Messages before `since` are not read at all.
    const late = { date: '2025-03-16', since: clock.ms };
    expect(await h.adapter.poster.findPost!(CHANNEL, late)).toBeUndefined();
  });

  it('gives up after a bounded read of a very busy channel, and says so', async () => {
    const mark = { date: '2025-03-18', since: Date.parse('2025-03-17T23:00:00Z') };
    clock.ms = Date.parse('2025-03-18T08:00:00Z');
    await h.adapter.poster.post(CHANNEL, [{ text: 'Good morning!', visibility: 'everyone' }], mark);
    chatter(HISTORY_MAX_PAGES * HISTORY_PAGE_SIZE + 1);
    const before = h.api.callsOf('conversations.history').length;
    expect(await h.adapter.poster.findPost!(CHANNEL, mark)).toBeUndefined();
    expect(h.api.callsOf('conversations.history').length - before).toBe(HISTORY_MAX_PAGES);
    const warned = h.logger.lines.filter(
      (l) => l.message === 'slack daily post not found in the history read',
    );
    expect(warned).toHaveLength(1);
  });

  it('posts again when the app may not read history at all, and retries later on a passing error', async () => {
    const mark = { date: '2025-03-19', since: Date.parse('2025-03-18T23:00:00Z') };
    h.api.fail('conversations.history', { error: 'missing_scope' });
    expect(await h.adapter.poster.findPost!(CHANNEL, mark)).toBeUndefined();
    const said = h.logger.lines.find(
      (l) => l.message === 'slack cannot read the channel history to check a daily post',
    );
    expect(said?.level).toBe('error');
    expect(said?.fields.hint).toMatch(/history scopes/);
    // Nor where the bot posts without being a member (a public channel, chat:write.public).
    h.api.fail('conversations.history', { error: 'not_in_channel' });
    expect(await h.adapter.poster.findPost!(CHANNEL, mark)).toBeUndefined();
    h.api.fail('conversations.history', { error: 'ratelimited' });
    await expect(h.adapter.poster.findPost!(CHANNEL, mark)).rejects.toThrow(/ratelimited/);
  });
});
