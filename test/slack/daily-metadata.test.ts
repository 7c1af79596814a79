// The daily post on Slack is sent once across crashes and pauses: every message carries message
// metadata (sudoku_daily_post: channel, date, game, attempt); before the scheduler sends a post
// again whose earlier attempt may have gone out, the poster reads the channel's history for it;
// the claim's fence is checked after the upload, right before chat.postMessage; extra copies
// are deleted; a channel the bot can never post in gives the post up with a reason.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import {
  DAILY_POST_EVENT,
  HISTORY_MAX_PAGES,
  HISTORY_PAGE_SIZE,
} from '../../adapters/slack/poster.ts';
import { CHANNEL_ID } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const CHANNEL: Conversation = {
  platform: 'slack',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: 'T',
};
const KEY = { platform: 'slack', conversationId: CHANNEL_ID };

const { h, bot, store, clock } = useRealCoreHarness();

beforeAll(async () => {
  bot.registerPoster(h.adapter.poster);
  h.api.now = () => clock.ms;
  await store.setSchedule({
    conversation: { platform: 'slack', id: CHANNEL_ID, kind: 'channel', workspace: 'T' },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: 'u-admin',
  });
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
    h.api.outage = (method) => (method === 'chat.postMessage' ? 'lose' : undefined);
    const failed = await bot.scheduler.tick();
    expect(failed.failed).toEqual([`slack:${CHANNEL_ID}`]);
    h.api.outage = () => undefined;
    const [sent] = postsIn(CHANNEL_ID);
    const game = await store.currentGame(KEY);
    expect(sent!.params.metadata).toEqual({
      event_type: DAILY_POST_EVENT,
      event_payload: { channel: CHANNEL_ID, date: '2025-03-14', attempt: '1', game: game!.id },
    });

    clock.ms = failed.retryAt!;
    expect((await bot.scheduler.tick()).found).toEqual([`slack:${CHANNEL_ID}`]);
    expect(postsIn(CHANNEL_ID)).toHaveLength(1);
    const [lookup] = h.api.callsOf('conversations.history');
    // Read from just before the post was first claimed (a margin for Slack's clock).
    expect(lookup!.params).toMatchObject({
      channel: CHANNEL_ID,
      include_all_metadata: 'true',
      oldest: (Date.parse('2025-03-14T07:55:00Z') / 1000).toFixed(6),
    });
    const ts = sent!.response.ts as string;
    expect(store.posted.at(-1)?.outcome).toEqual({ ok: true, messageId: ts });
    // The message found is the game's live board, with its picture.
    const board = await store.boardMessage({ gameId: game!.id, viewer: '' });
    expect(board?.ref).toBe(`${CHANNEL_ID}/${ts}`);
    expect(board?.picture).toMatch(/^F0/);
  });

  it('finds the post a few pages of history back, and not a post of another date', async () => {
    const mark = { date: '2025-03-16', since: Date.parse('2025-03-15T23:00:00Z'), attempt: 1 };
    clock.ms = Date.parse('2025-03-16T08:00:00Z');
    const reply = { text: 'Good morning!', visibility: 'everyone' as const };
    const posted = await h.adapter.poster.post(CHANNEL, [reply, reply], { mark });
    chatter(2 * HISTORY_PAGE_SIZE + 50);
    const found = await h.adapter.poster.findPosts(CHANNEL, mark);
    // One copy: both messages of attempt 1, the board first (its ts names the day's thread).
    expect(found).toEqual([
      {
        messageId: posted.messageId,
        messageIds: posted.messageIds,
        attempt: 1,
        thread: posted.messageId,
      },
    ]);
    expect(posted.messageIds).toHaveLength(2);
    expect(await h.adapter.poster.findPosts(CHANNEL, { ...mark, date: '2025-03-17' })).toEqual([]);
    // Messages before `since` are not read at all.
    const late = { ...mark, since: clock.ms };
    expect(await h.adapter.poster.findPosts(CHANNEL, late)).toEqual([]);
    // A second attempt's copy is a copy of its own; deleting one leaves the other.
    const second = await h.adapter.poster.post(CHANNEL, [reply], { mark: { ...mark, attempt: 2 } });
    const copies = await h.adapter.poster.findPosts(CHANNEL, mark);
    expect(copies.map((c) => c.attempt)).toEqual([1, 2]);
    await h.adapter.poster.deletePosts(CHANNEL, [...posted.messageIds, posted.messageId]);
    expect((await h.adapter.poster.findPosts(CHANNEL, mark)).map((c) => c.messageId)).toEqual([
      second.messageId,
    ]);
  });

  it('gives up after a bounded read of a very busy channel, and says so', async () => {
    const mark = { date: '2025-03-18', since: Date.parse('2025-03-17T23:00:00Z'), attempt: 1 };
    clock.ms = Date.parse('2025-03-18T08:00:00Z');
    await h.adapter.poster.post(CHANNEL, [{ text: 'Good morning!', visibility: 'everyone' }], {
      mark,
    });
    chatter(HISTORY_MAX_PAGES * HISTORY_PAGE_SIZE + 1);
    const before = h.api.callsOf('conversations.history').length;
    expect(await h.adapter.poster.findPosts(CHANNEL, mark)).toEqual([]);
    expect(h.api.callsOf('conversations.history').length - before).toBe(HISTORY_MAX_PAGES);
    const warned = h.logger.lines.filter(
      (l) => l.message === 'slack daily post history read only in part',
    );
    expect(warned).toHaveLength(1);
  });

  it('posts again when the app may not read history at all, and retries later on a passing error', async () => {
    const mark = { date: '2025-03-19', since: Date.parse('2025-03-18T23:00:00Z'), attempt: 1 };
    h.api.fail('conversations.history', { error: 'missing_scope' });
    expect(await h.adapter.poster.findPosts(CHANNEL, mark)).toEqual([]);
    const said = h.logger.lines.find(
      (l) => l.message === 'slack cannot read the channel history to check a daily post',
    );
    expect(said?.level).toBe('error');
    expect(said?.fields.hint).toMatch(/history scopes/);
    // Nor where the bot posts without being a member (a public channel, chat:write.public).
    h.api.fail('conversations.history', { error: 'not_in_channel' });
    expect(await h.adapter.poster.findPosts(CHANNEL, mark)).toEqual([]);
    h.api.fail('conversations.history', { error: 'ratelimited' });
    await expect(h.adapter.poster.findPosts(CHANNEL, mark)).rejects.toThrow(/ratelimited/);
  });

  it('checks the fence after the upload: a sender taken over meanwhile posts nothing and deletes its upload', async () => {
    clock.ms = Date.parse('2025-03-20T08:00:00Z');
    const posts = h.api.callsOf('chat.postMessage').length;
    const uploads = h.api.callsOf('files.getUploadURLExternal').length;
    const lost = new Error('claim lost');
    const board = await bot.handle({
      conversation: CHANNEL,
      user: { id: 'u-ann', name: 'Ann', canManage: false },
      command: { kind: 'board' },
    });
    await expect(
      h.adapter.poster.post(CHANNEL, board, {
        mark: { date: '2025-03-20', since: 0, attempt: 1 },
        fence: async () => {
          // The upload is done by the time the fence is asked.
          expect(h.api.callsOf('files.getUploadURLExternal').length).toBeGreaterThan(uploads);
          throw lost;
        },
      }),
    ).rejects.toBe(lost);
    expect(h.api.callsOf('chat.postMessage')).toHaveLength(posts);
    expect(h.api.deletedFiles.length).toBeGreaterThan(0);
  });

  it('gives a post up with the reason when the channel is archived', async () => {
    const archived = 'C0ARCHIVED';
    await store.setSchedule({
      conversation: { platform: 'slack', id: archived, kind: 'channel', workspace: 'T' },
      minuteOfDay: 8 * 60,
      startDate: '2025-03-21',
      setBy: 'u-admin',
    });
    h.api.fail('chat.postMessage', { error: 'is_archived' });
    clock.ms = Date.parse('2025-03-21T08:00:00Z');
    const report = await bot.scheduler.tick();
    expect(report.givenUp).toContain(`slack:${archived}`);
    expect(
      await store.dailyPost({ platform: 'slack', conversationId: archived }, '2025-03-21'),
    ).toMatchObject({
      status: 'given-up',
      error: expect.stringMatching(/archived \(Slack is_archived\)/),
    });
    await store.removeSchedule({ platform: 'slack', conversationId: archived });
  });
});
