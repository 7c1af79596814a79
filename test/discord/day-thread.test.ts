// A thread for each day's talk on Discord, through discord.js and the real core against the fake
// API (with threads, test/discord/fake-threads.ts): the daily post opens a thread on its message;
// a solo result, a share (one already there is linked to instead), the channel's celebration
// and the next day's digest go into it, so the channel shows one message a day. `thread off`
// keeps the talk in the channel. A thread the bot may not open, or one moderators archived and
// locked, never stops the game: the talk goes into the channel with one note saying why.

import { describe, expect, it } from 'vitest';
import type { ChannelMessage } from './fake-discord.ts';
import { DAILY_KEY, useThreadedDay } from './threaded-day.ts';
import { seenMessages, type Harness } from './harness.ts';
import {
  asUser,
  bool,
  CHANNEL_ID,
  GUILD_ID,
  inDirect,
  MANAGER_PERMISSIONS,
  slash,
  str,
  sub,
  type PayloadUser,
} from './payloads.ts';

const ADA: PayloadUser = { id: '1140000000000000001', username: 'ada', global_name: 'Ada' };
const GRACE: PayloadUser = { id: '1140000000000000002', username: 'grace', global_name: 'Grace' };
const KAT: PayloadUser = { id: '1140000000000000003', username: 'kat', global_name: 'Kat' };
const KEY = DAILY_KEY;

const day = useThreadedDay();
const { h, threads, store, clock } = day;

/** What everyone sees in the channel itself (not in its threads). */
const channel = (): ChannelMessage[] => h.api.channelMessages(CHANNEL_ID);
const inThread = (id: string): ChannelMessage[] => h.api.channelMessages(id);
const texts = (messages: readonly ChannelMessage[]) => messages.map((m) => m.content);

/** The daily post of `date` at 08:00 UTC; resolves to its board message. */
const post = (date: string): Promise<ChannelMessage> => day.post(date);

function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** Plays the game of `conversationId` to the end with typed `/p` moves; the last move's requests. */
async function solve(conversationId: string, payload: (move: string) => object) {
  const game = await store.currentGame({ platform: 'discord', conversationId });
  const empty = Array.from(game!.givens).flatMap((d, i) => (d || game!.entries[i] ? [] : [i]));
  let last: Awaited<ReturnType<Harness['run']>> = [];
  for (const cell of empty) {
    clock.ms += 5000;
    const move = `${cellName(cell)} ${game!.solution[cell]}`;
    last = await h.run(payload(move) as { id: string; token: string });
  }
  return last;
}

/** `user` plays today's daily on their own in their DM, to the end. */
async function soloToTheEnd(user: PayloadUser): Promise<void> {
  await h.run(asUser(slash('sudoku', sub('today', bool('solo', true))), user));
  const dm = h.api.dmChannels.get(user.id)!;
  await solve(dm, (move) => inDirect(slash('p', [str('move', move)]), dm, user));
}

function share(user: PayloadUser) {
  return h.run(asUser(slash('sudoku', sub('share')), user));
}

function threadSetting(state: 'on' | 'off', user = GRACE) {
  const payload = slash('sudoku', sub('thread', str('state', state)), {
    permissions: MANAGER_PERMISSIONS,
  });
  return h.run(asUser(payload, user));
}

describe('a thread for each day on Discord', () => {
  it('opens a thread on the post; a solo result, a share, the celebration and the digest go there', async () => {
    const board = await post('2025-03-14');
    const thread = threads.on(board.id)!;
    expect(thread).toMatchObject({
      parentId: CHANNEL_ID,
      name: 'Sudoku talk · March 14, 2025',
      autoArchiveMinutes: 1440,
    });
    expect(await store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      thread: board.id,
    });

    await soloToTheEnd(ADA);
    expect(texts(inThread(thread.id))).toEqual([
      expect.stringContaining('Ada solved it on their own'),
    ]);
    // Ada's result is in the thread already: her share links to it (quiet lookups).
    const line = inThread(thread.id)[0]!;
    const again = seenMessages(await share(ADA));
    expect(again.map((m) => [m.content, m.ephemeral])).toEqual([
      [
        `Your result of today is already in the channel.\n[Open the post](<https://discord.com/channels/${GUILD_ID}/${thread.id}/${line.id}>)`,
        true,
      ],
    ]);

    // Grace plays the channel's board to the end: the celebration goes into the thread too.
    await solve(CHANNEL_ID, (move) => asUser(slash('p', [str('move', move)]), GRACE));
    expect(texts(inThread(thread.id))).toHaveLength(2);
    expect(texts(inThread(thread.id))[1]).toContain('🎉 Solved');
    const shared = seenMessages(await share(GRACE));
    expect(shared.map((m) => [m.content, m.ephemeral])).toEqual([
      ["Posted in today's thread under the daily post.", true],
    ]);
    expect(texts(inThread(thread.id))[2]).toContain("Grace's result");

    // The next day's post opens its own thread, with yesterday's digest in it.
    const next = await post('2025-03-15');
    expect(texts(inThread(next.id))).toEqual([expect.stringContaining('Yesterday here')]);
    // The channel itself: one message a day, the boards.
    const shown = channel();
    expect(shown.map((m) => m.id)).toEqual([board.id, next.id]);
    console.log(
      `public channel messages after two scripted days: ${shown.length} (in the threads: ${
        inThread(board.id).length + inThread(next.id).length
      })`,
    );
  });

  it('keeps the talk in the channel after `thread off`, and opens no thread under the next post', async () => {
    const refused = seenMessages(
      await h.run(asUser(slash('sudoku', sub('thread', str('state', 'off'))), ADA)),
    );
    expect(refused[0]!.content).toMatch(/^Only people who can manage this channel/);
    const done = seenMessages(await threadSetting('off'));
    expect(done.map((m) => [m.content, m.ephemeral])).toEqual([
      [
        expect.stringMatching(
          /^Done \(Grace\): results, shares and the digest stay in the channel/,
        ),
        false,
      ],
    ]);
    const before = channel().length;
    await soloToTheEnd(ADA);
    expect(texts(channel().slice(before))).toEqual([
      expect.stringContaining('Ada solved it on their own'),
    ]);
    const board = await post('2025-03-16');
    expect(threads.on(board.id)).toBeUndefined();
    expect(texts(channel().slice(-2))).toEqual([
      expect.stringContaining('Good morning'),
      expect.stringContaining('Yesterday here'),
    ]);
  });

  it('falls back to the channel with one note when it may not open a thread', async () => {
    await threadSetting('on');
    threads.refuseCreation();
    const board = await post('2025-03-17');
    threads.refuseCreate = undefined;
    expect(threads.on(board.id)).toBeUndefined();
    expect(await store.dailyPost(KEY, '2025-03-17')).toMatchObject({
      status: 'sent',
      threadLost: 'no-permission',
    });
    const before = channel().length;
    await soloToTheEnd(ADA);
    await soloToTheEnd(KAT);
    const added = texts(channel().slice(before));
    expect(added).toEqual([
      expect.stringContaining('Ada solved it on their own'),
      expect.stringMatching(
        /^Today's results stay in the channel: I may not open or post in a thread/,
      ),
      expect.stringContaining('Kat solved it on their own'),
    ]);
  });

  it('reopens a thread moderators archived and locked when it may; otherwise falls back once', async () => {
    const board = await post('2025-03-18');
    const thread = threads.on(board.id)!;
    thread.archived = true;
    thread.locked = true;
    await soloToTheEnd(ADA);
    expect(thread.archived).toBe(false);
    expect(texts(inThread(thread.id))).toEqual([
      expect.stringContaining('Yesterday here'),
      expect.stringContaining('Ada solved it on their own'),
    ]);

    thread.archived = true;
    thread.locked = true;
    threads.mayReopen = false;
    const before = channel().length;
    await soloToTheEnd(GRACE);
    await soloToTheEnd(KAT);
    expect(texts(channel().slice(before))).toEqual([
      expect.stringContaining('Grace solved it on their own'),
      expect.stringMatching(/^Today's thread was archived and I can't reopen it/),
      expect.stringContaining('Kat solved it on their own'),
    ]);
    expect(await store.dailyPost(KEY, '2025-03-18')).toMatchObject({
      threadLost: 'archived',
      threadNoted: true,
    });
  });

  it('falls back once when the day’s thread was deleted; the game goes on', async () => {
    const board = await post('2025-03-19');
    threads.on(board.id)!.deleted = true;
    const before = channel().length;
    await soloToTheEnd(ADA);
    await soloToTheEnd(KAT);
    expect(texts(channel().slice(before))).toEqual([
      expect.stringContaining('Ada solved it on their own'),
      expect.stringMatching(/^Today's thread \(or the daily post it hangs under\) was deleted/),
      expect.stringContaining('Kat solved it on their own'),
    ]);
  });
});
