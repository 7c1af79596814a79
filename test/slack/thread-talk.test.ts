// Talk in the day's thread on Slack (issue 26: the channel shows one message a day), through Bolt
// and the real core against the fake Web API. The day's talk the bot posts under the day's post
// (result lines, shares) and people's replies there, moves typed with a mention included, sit
// below no board: none of them pushes the live board up. A move typed in the thread is
// confirmed to its player there, privately; a board that chat in the channel did bury comes
// down into the channel itself, never into the thread.

import { beforeAll, describe, expect, it } from 'vitest';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import { ADA, BOB, CHANNEL_ID, channelChat, mention } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const KEY = { platform: 'slack', conversationId: CHANNEL_ID };
const DATE = '2025-03-14';
const { h, bot, store, clock } = useRealCoreHarness({ users: [ADA, BOB] });
let seconds = 1_741_939_200;

beforeAll(async () => {
  bot.registerPoster(h.adapter.poster);
  h.api.now = () => clock.ms;
  await store.setSchedule({
    conversation: { platform: 'slack', id: CHANNEL_ID, kind: 'channel', workspace: 'T' },
    minuteOfDay: 8 * 60,
    startDate: DATE,
    setBy: 'u-admin',
  });
  clock.ms = Date.parse(`${DATE}T08:00:00Z`);
  expect((await bot.scheduler.tick()).posted).toEqual([`slack:${CHANNEL_ID}`]);
});

/** The day's post: its message is the day's thread. */
const dayTs = async () => (await store.dailyPost(KEY, DATE))!.thread!;

/** A person's message (no mention unless in `text`), in the channel or under `thread`. */
function said(
  user: { id: string },
  text: string,
  thread?: string,
  type = 'message',
  ts = `${seconds++}.000100`,
) {
  return channelChat(user, text, ts, { type, ...(thread && { thread_ts: thread }) });
}

/**
 * A move typed in `thread` mentioning the bot: Slack sends the message and an app_mention; both
 * are sent, as Slack does.
 */
async function typedMove(user: { id: string }, thread: string) {
  const game = (await store.currentGame(KEY))!;
  const cell = game.givens.findIndex((d, c) => d === 0 && game.entries[c] === 0);
  const text = mention(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`);
  clock.ms += 5000;
  const ts = `${seconds++}.000100`;
  const message = await h.run(said(user, text, thread, 'message', ts));
  const appMention = await h.run(said(user, text, thread, 'app_mention', ts));
  const calls = [...message.calls, ...appMention.calls];
  const after = (await store.getGame(game.id))!;
  expect(after.entries[cell]).toBe(game.solution[cell]);
  return calls;
}

async function messagesAfter() {
  const game = await store.currentGame(KEY);
  return (await store.boardMessage({ gameId: game!.id, viewer: '' }))!.messagesAfter;
}

describe("talk in the day's thread on Slack", () => {
  it('a solo result line under the day’s post pushes no board up', async () => {
    const thread = await dayTs();
    expect(await messagesAfter()).toBe(0);
    // Ada plays today's daily on her own, to the end: her result line goes under the post.
    await h.run(h.slash('today solo', { user: ADA }));
    const dm = `D0${ADA.id.slice(-8).toUpperCase()}`;
    const solo = (await store.currentGame({ platform: 'slack', conversationId: dm }))!;
    for (const [cell, digit] of solo.givens.entries()) {
      if (digit !== 0) continue;
      clock.ms += 5000;
      const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
      await h.run(h.slash(`${name} ${solo.solution[cell]}`, { user: ADA, channel: dm }));
    }
    const under = h.api.messages.filter((m) => m.threadTs === thread && !m.onlyFor);
    expect(under.map((m) => m.text)).toEqual([expect.stringContaining('solved it on their own')]);
    expect(await messagesAfter()).toBe(0);
  });

  it('people’s replies and a move typed in the thread bury nothing; the move is confirmed there, privately', async () => {
    const thread = await dayTs();
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await h.run(said(BOB, 'nice one', thread));
    const calls = await typedMove(ADA, thread);
    expect(await messagesAfter()).toBe(0);
    // The board (the day's post) is edited in place, nothing is posted anew.
    expect(calls.filter((c) => c.method === 'chat.postMessage')).toEqual([]);
    expect(calls.some((c) => c.method === 'chat.update' && c.params.ts === thread)).toBe(true);
    const confirmed = calls.filter((c) => c.method === 'chat.postEphemeral');
    expect(confirmed.map((c) => [c.params.user, c.params.thread_ts, c.params.text])).toEqual([
      [ADA.id, thread, expect.stringMatching(/^Placed \d in r\dc\d/)],
    ]);
  });

  it('a board buried by chat in the channel comes down into the channel, not into the thread', async () => {
    const thread = await dayTs();
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await h.run(said(BOB, 'lunch?'));
    expect(await messagesAfter()).toBe(REPOST_AFTER_MESSAGES);
    const calls = await typedMove(BOB, thread);
    const posted = calls.filter((c) => c.method === 'chat.postMessage');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.params).toMatchObject({ channel: CHANNEL_ID });
    expect(posted[0]!.params.thread_ts).toBeUndefined();
    expect(await messagesAfter()).toBe(0);
  });
});
