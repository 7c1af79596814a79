// The daily post on Discord, exactly once for any outage length: the board carries the post's
// mark (date and attempt) in a component's custom_id, which Discord returns when the channel is
// read (its message nonce it does not), so a retry long after Discord's nonce window finds the
// earlier attempt's post instead of sending a second; a press on the marked board still plays;
// extra copies are deleted; a channel the bot can never post in gives the post up with a reason.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseButtonId } from '../../adapters/discord/custom-id.ts';
import { postNonce } from '../../adapters/discord/poster.ts';
import { beginSend, claimPost, POST_CLAIM_LEASE_MS } from '../../src/bot/post-claim.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { CHANNEL_ID, dailyChannel, GUILD_ID, selectChoice } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};
const KEY = { platform: 'discord', conversationId: CHANNEL_ID };

const { h, bot, store, clock, logger } = useRealCoreHarness();

beforeAll(async () => {
  bot.registerPoster(h.adapter.poster);
  h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
  h.api.now = () => clock.ms;
  await store.setSchedule({
    conversation: { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: 'u-admin',
  });
});
beforeEach(() => {
  h.api.outage = () => undefined;
});

const sends = () =>
  h.api.requests.filter(
    (r) => r.method === 'POST' && r.path === `/channels/${CHANNEL_ID}/messages`,
  );
const boards = () => h.api.channelMessages(CHANNEL_ID).filter((m) => m.components.length > 0);
const markedIds = (m: { components: { components: { custom_id: string }[] }[] }) =>
  m.components
    .flatMap((row) => row.components.map((c) => c.custom_id))
    .filter((id) => id.includes('~p'));

describe('daily posts on Discord, marked on the board', () => {
  it('finds an attempt whose answer was lost, past the nonce window, and never posts it twice', async () => {
    clock.ms = Date.parse('2025-03-14T08:00:00Z');
    // Discord takes the send and the answer is lost: the attempt fails without knowing.
    h.api.outage = (r) =>
      r.method === 'POST' && r.path.endsWith('/messages') ? 'lose' : undefined;
    const first = await bot.scheduler.tick();
    expect(first.failed).toEqual([`discord:${CHANNEL_ID}`]);
    expect(boards()).toHaveLength(1);
    h.api.outage = () => undefined;
    // The retry comes after the back-off, well past Discord's three-minute nonce window.
    clock.ms = first.retryAt! + h.api.nonceWindowMs;
    expect(await bot.scheduler.tick()).toMatchObject({
      found: [`discord:${CHANNEL_ID}`],
      posted: [],
    });
    expect(boards()).toHaveLength(1);
    const board = boards()[0]!;
    expect(markedIds(board)).toHaveLength(1);
    expect(markedIds(board)[0]).toMatch(/~p2025-03-14\.1$/);
    expect(await store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      messageId: board.id,
    });
    // The found board is the game's live board: a press on its marked row picker plays on it.
    const game = await store.currentGame(KEY);
    expect((await store.boardMessage({ gameId: game!.id, viewer: '' }))?.ref).toBe(
      `${CHANNEL_ID}/${board.id}`,
    );
    const picker = markedIds(board)[0]!;
    expect(parseButtonId(picker)).toMatchObject({ kind: 'pick', gameId: game!.id });
    const requests = await h.run(
      selectChoice(picker, 'r1', h.api.messagePayload(board.id) as never) as never,
    );
    expect(requests.some((r) => r.path.endsWith('/callback'))).toBe(true);
    expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('recognises a crashed attempt by the game it posted even after a move dropped the mark', async () => {
    clock.ms = Date.parse('2025-03-15T08:00:00Z');
    // Attempt 1 claims, starts its send, and its process dies before recording anything.
    const claim = await claimPost(store, KEY, '2025-03-15', clock.ms, {
      leaseMs: POST_CLAIM_LEASE_MS,
    });
    await bot.handle({
      conversation: CHANNEL,
      user: { id: 'u-ann', name: 'Ann', canManage: false },
      command: { kind: 'today' },
    });
    const game = await store.currentGame(KEY);
    await beginSend(store, KEY, '2025-03-15', claim!.attempt, clock.ms, game!.id);
    const mark = { date: '2025-03-15', since: clock.ms - 60_000, attempt: 1 };
    const posted = await h.adapter.poster.post(
      CHANNEL,
      [
        {
          text: 'Good morning!',
          visibility: 'everyone',
          board: { geometry: game!.geometry, givens: game!.givens, entries: game!.entries },
          live: { gameId: game!.id, viewer: '', version: game!.version, over: false },
        },
      ],
      { mark },
    );
    // A move's edit replaced the components (the mark is gone, the game id stays).
    const message = h.api.message(posted.messageId)!;
    message.components = message.components.map((row) => ({
      components: row.components.map((c) => ({ custom_id: c.custom_id.replace(/~p.*$/, '') })),
    }));
    const before = boards().length;
    clock.ms += 10 * 60_000;
    expect((await bot.scheduler.tick()).found).toEqual([`discord:${CHANNEL_ID}`]);
    expect(boards()).toHaveLength(before);
  });

  it('deletes extra copies of a taken-over post and keeps its own', async () => {
    const conversation = CHANNEL;
    const date = '2025-03-16';
    const mark = (attempt: number) => ({
      date,
      since: Date.parse('2025-03-16T00:00:00Z'),
      attempt,
    });
    clock.ms = Date.parse('2025-03-16T08:00:00Z');
    const board = {
      text: 'board',
      visibility: 'everyone' as const,
      live: { gameId: 'g-16', viewer: '', version: 1, over: true },
      actions: [{ id: 'today', label: 'Daily puzzle', command: 'today' }],
    };
    const a = await h.adapter.poster.post(conversation, [board], { mark: mark(1) });
    const b = await h.adapter.poster.post(conversation, [board], { mark: mark(2) });
    // Each attempt made its own message (the nonce names the attempt).
    expect(a.messageId).not.toBe(b.messageId);
    const found = await h.adapter.poster.findPosts(conversation, mark(3));
    expect(found.map((f) => [f.messageId, f.attempt])).toEqual([
      [a.messageId, 1],
      [b.messageId, 2],
    ]);
    await h.adapter.poster.deletePosts(conversation, [a.messageId, a.messageId]);
    expect(h.api.message(a.messageId)).toBeUndefined();
    expect(
      (await h.adapter.poster.findPosts(conversation, mark(3))).map((f) => f.messageId),
    ).toEqual([b.messageId]);
    expect(sends().at(-1)!.json).toMatchObject({
      nonce: postNonce(CHANNEL_ID, mark(2), 0),
      enforce_nonce: true,
    });
  });

  it('checks the fence right before the board is sent, and sends nothing when it is lost', async () => {
    clock.ms = Date.parse('2025-03-17T08:00:00Z');
    const count = sends().length;
    const lost = new Error('claim lost');
    await expect(
      h.adapter.poster.post(CHANNEL, [{ text: 'x', visibility: 'everyone' }], {
        mark: { date: '2025-03-17', since: 0, attempt: 1 },
        fence: async () => {
          throw lost;
        },
      }),
    ).rejects.toBe(lost);
    expect(sends()).toHaveLength(count);
  });

  it('gives a post up with the reason when the channel is gone', async () => {
    const gone = { ...CHANNEL, id: '1130000000000000999' };
    await store.setSchedule({
      conversation: { platform: 'discord', id: gone.id, kind: 'channel', workspace: GUILD_ID },
      minuteOfDay: 8 * 60,
      startDate: '2025-03-18',
      setBy: 'u-admin',
    });
    clock.ms = Date.parse('2025-03-18T08:00:00Z');
    const report = await bot.scheduler.tick();
    expect(report.givenUp).toEqual([`discord:${gone.id}`]);
    const line = logger.lines.find((l) => l.message === 'daily post given up');
    expect(line?.fields).toMatchObject({
      conversation: gone.id,
      reason: expect.stringMatching(/Discord 10003/),
    });
    await store.removeSchedule({ platform: 'discord', conversationId: gone.id });
  });
});
