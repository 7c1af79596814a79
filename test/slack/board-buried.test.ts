// Chat in a Slack channel buries its live board: people's messages there (events the bot gets
// for every channel it is in) are counted below the board, so once enough of them have pushed it
// out of reach the next move posts the board anew where the players are, and retires the old
// one's buttons. Thread replies, the bot's own messages and edits do not count.

import { describe, expect, it } from 'vitest';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import { ADA, BOB, CHANNEL_ID, channelChat } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h, store } = useRealCoreHarness({ users: [ADA, BOB] });
const key = { platform: 'slack', conversationId: CHANNEL_ID };
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
let clock = 1_700_000_200;

/** A message in the channel that does not mention the bot. */
function chat(overrides: Record<string, unknown> = {}) {
  return channelChat(BOB, 'nice one', `${clock++}.000100`, overrides);
}

async function messagesAfter() {
  const game = await store.currentGame(key);
  return (await store.boardMessage({ gameId: game!.id, viewer: '' }))?.messagesAfter;
}

async function move(user = ADA) {
  const game = (await store.currentGame(key))!;
  const cell = game.givens.findIndex((d, c) => d === 0 && game.entries[c] === 0);
  return h.run(h.slash(`${name(cell)} ${game.solution[cell]}`, { user }));
}

describe('a Slack board buried by chat', () => {
  it('counts people’s channel messages, not thread replies, the bot’s or edits', async () => {
    await h.run(h.slash('today'));
    expect(await messagesAfter()).toBe(0);
    await h.run(chat());
    await h.run(chat({ thread_ts: '1700000000.000100' }));
    await h.run(chat({ bot_id: 'B0OTHER', user: undefined }));
    await h.run(chat({ subtype: 'message_changed' }));
    expect(await messagesAfter()).toBe(1);
  });

  it('the same event delivered twice counts once', async () => {
    const once = chat();
    await h.run(once);
    await h.run(once);
    expect(await messagesAfter()).toBe(2);
  });

  it('once out of reach, the next move posts the board anew and deletes the old copy', async () => {
    const board = (await store.boardMessage({
      gameId: (await store.currentGame(key))!.id,
      viewer: '',
    }))!;
    // A move while the board is still in reach edits it in place.
    const near = await move();
    expect(near.calls.some((c) => c.method === 'chat.update')).toBe(true);
    expect(near.calls.some((c) => c.method === 'chat.postMessage')).toBe(false);
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await h.run(chat());
    const far = await move(BOB);
    const posted = far.calls.filter((c) => c.method === 'chat.postMessage');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.params.channel).toBe(CHANNEL_ID);
    const now = await store.boardMessage({
      gameId: (await store.currentGame(key))!.id,
      viewer: '',
    });
    expect(now!.ref).not.toBe(board.ref);
    expect(now!.messagesAfter).toBe(0);
    // The old copy is deleted: the board moved on below it (only a day's post, which holds the
    // day's thread, stays, without buttons; see test/day).
    const deleted = far.calls.find(
      (c) => c.method === 'chat.delete' && `${c.params.channel}/${c.params.ts}` === board.ref,
    );
    expect(deleted).toBeDefined();
    expect(
      far.calls.some(
        (c) => c.method === 'chat.update' && `${c.params.channel}/${c.params.ts}` === board.ref,
      ),
    ).toBe(false);
  });
});
