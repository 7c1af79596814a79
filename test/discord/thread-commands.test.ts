// Commands typed in the day's thread on Discord, where a thread is a channel of its own: they
// play the channel's game (the daily under which the thread hangs), what they say stays in the
// thread, and a board they bring out goes into the channel, never into the thread. A command in
// any other thread is that thread's own, as before. Through discord.js and the real core against
// the fake API with threads.

import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelMessage } from './fake-discord.ts';
import { DAILY_KEY, useThreadedDay } from './threaded-day.ts';
import { seenMessages } from './harness.ts';
import {
  asUser,
  autocomplete,
  CHANNEL_ID,
  GUILD_ID,
  slash,
  str,
  sub,
  type PayloadUser,
} from './payloads.ts';

const ADA: PayloadUser = { id: '1140000000000000001', username: 'ada', global_name: 'Ada' };
const KEY = DAILY_KEY;
const OTHER_THREAD = '1150000000000000077';

const day = useThreadedDay();
const { h, threads, bot, store } = day;

beforeAll(() => {
  // What the gateway's GUILD_CREATE (Guilds intent) gives the bot: the server in discord.js's
  // cache, without which an interaction's channel (the thread) is not made into an object.
  (h.adapter.client as unknown as { guilds: { _add(data: object): unknown } }).guilds._add({
    id: GUILD_ID,
    name: 'Puzzlers',
    unavailable: false,
    roles: [],
    emojis: [],
    members: [],
    channels: [{ id: CHANNEL_ID, type: 0, name: 'sudoku', guild_id: GUILD_ID }],
    threads: [],
  });
});

const channel = (): ChannelMessage[] => h.api.channelMessages(CHANNEL_ID);

/**
 * The payload moved into thread `threadId` under the daily channel: Discord sends the thread as
 * the interaction's channel, with its parent's id.
 */
function inThread(payload: ReturnType<typeof slash>, threadId: string) {
  payload.channel_id = threadId;
  payload.channel = {
    id: threadId,
    type: 11,
    guild_id: GUILD_ID,
    parent_id: CHANNEL_ID,
    name: 'Sudoku talk',
    flags: 0,
    permissions: payload.channel.permissions,
    thread_metadata: { archived: false, locked: false, auto_archive_duration: 1440 },
  };
  return asUser(payload, ADA);
}

const post = (date: string): Promise<ChannelMessage> => day.post(date);

/** A move that fits the channel's game: its first empty cell and that cell's digit. */
async function nextMove(): Promise<{ cell: number; text: string }> {
  const game = (await store.currentGame(KEY))!;
  const cell = Array.from(game.givens).findIndex((d, i) => !d && !game.entries[i]);
  const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  return { cell, text: `${name} ${game.solution[cell]}` };
}

describe("commands typed in the day's thread on Discord", () => {
  it("play the channel's game: a move edits the channel's board, a hint answers in the thread", async () => {
    const board = await post('2025-03-14');
    const thread = threads.on(board.id)!;
    expect(thread.parentId).toBe(CHANNEL_ID);
    await h.run(asUser(slash('sudoku', sub('today')), ADA));
    const before = channel().map((m) => m.id);

    const move = await nextMove();
    const requests = await h.run(inThread(slash('p', [str('move', move.text)]), thread.id));
    // The move went into the channel's game; the thread has no game of its own.
    expect((await store.currentGame(KEY))!.entries[move.cell]).toBe(
      (await store.currentGame(KEY))!.solution[move.cell],
    );
    expect(await store.currentGame({ platform: 'discord', conversationId: thread.id })).toBe(
      undefined,
    );
    // The channel's board was edited in place; nothing new in the channel.
    expect(
      requests.some((r) => r.method === 'PATCH' && r.path.startsWith(`/channels/${CHANNEL_ID}/`)),
    ).toBe(true);
    expect(channel().map((m) => m.id)).toEqual(before);

    const hint = seenMessages(await h.run(inThread(slash('hint'), thread.id)));
    expect(hint.map((m) => [m.content, m.ephemeral])).toEqual([
      [expect.stringMatching(/^\*\*Hint:\*\* /), true],
    ]);
    expect(channel().map((m) => m.id)).toEqual(before);
  });

  it('bring a board out into the channel, never into the thread', async () => {
    const record = await store.dailyPost(KEY, '2025-03-14');
    const thread = threads.on(record!.messageId!)!;
    const before = h.api.channelMessages(thread.id).length;
    const seen = seenMessages(await h.run(inThread(slash('sudoku', sub('today')), thread.id)));
    // The board posted anew is the channel's last message and the game's live board.
    const last = channel().at(-1)!;
    expect(last.id).not.toBe(record!.messageId);
    expect(last.components.length).toBeGreaterThan(0);
    // The thread got no board: only the asker's private acknowledgement answered there.
    expect(h.api.channelMessages(thread.id)).toHaveLength(before);
    expect(seen.map((m) => [m.content, m.ephemeral])).toEqual([
      ['Done: the board is updated.', true],
    ]);
  });

  it("acknowledge in the asker's chosen language, over their Discord's", async () => {
    const record = await store.dailyPost(KEY, '2025-03-14');
    await bot.handle({
      conversation: { platform: 'discord', id: '1', kind: 'direct', workspace: 'direct' },
      user: { id: ADA.id, name: 'Ada', canManage: false },
      command: { kind: 'language', word: 'de' },
    });
    const payload = inThread(slash('sudoku', sub('today')), record!.messageId!);
    payload.locale = 'en-US';
    const seen = seenMessages(await h.run(payload));
    expect(seen.map((m) => [m.content, m.ephemeral])).toEqual([
      ['Erledigt: Das Brett ist aktualisiert.', true],
    ]);
  });

  it("complete a cell typed in the day's thread from the channel's game", async () => {
    const record = await store.dailyPost(KEY, '2025-03-14');
    const game = (await store.currentGame(KEY))!;
    const empty = Array.from(game.givens)
      .map((d, i) => (d || game.entries[i] ? '' : `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`))
      .filter(Boolean);
    const payload = autocomplete('place', 'cell', '') as ReturnType<typeof slash>;
    const requests = await h.run(inThread(payload, record!.messageId!));
    const callback = requests.find((r) => r.path.includes('/callback'))!;
    const choices = (callback.json as { data: { choices: { value: string }[] } }).data.choices;
    // The thread has no game of its own: every choice is an empty cell of the channel's.
    expect(choices.map((c) => c.value)).toEqual(empty.slice(0, 25));
  });

  it("leave a command in any other thread to that thread's own game", async () => {
    await h.run(inThread(slash('sudoku', sub('today')), OTHER_THREAD));
    expect(
      await store.currentGame({ platform: 'discord', conversationId: OTHER_THREAD }),
    ).toBeDefined();
  });
});
