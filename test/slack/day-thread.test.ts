// A thread for each day's talk on Slack, through Bolt and the real core against the fake Web API:
// the daily post's message is the thread (thread_ts); a solo result, a share (one already there
// is linked to instead) and the next day's digest are replies under it, so the channel shows one
// message a day. `thread off` keeps them in the channel; a thread Slack refuses never stops the
// game: the talk goes into the channel with one note saying why.

import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredMessage } from './fake-slack.ts';
import { textOf } from './harness.ts';
import { ADA, CHANNEL_ID } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const ADMIN = { id: 'UADMIN001', name: 'grace' };
const KEY = { platform: 'slack', conversationId: CHANNEL_ID };

const { h, bot, store, clock } = useRealCoreHarness({ users: [ADA, { ...ADMIN, is_admin: true }] });

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

/** What everyone sees in the channel itself: no ephemerals, no thread replies. */
const channel = (): StoredMessage[] =>
  h.api.messages.filter((m) => m.channel === CHANNEL_ID && !m.onlyFor && !m.threadTs);
const under = (ts: string): string[] =>
  h.api.messages.filter((m) => m.channel === CHANNEL_ID && m.threadTs === ts).map((m) => m.text);

/** The daily post of `date` at 08:00 UTC; resolves to its message's ts. */
async function post(date: string): Promise<string> {
  clock.ms = Date.parse(`${date}T08:00:00Z`);
  expect((await bot.scheduler.tick()).posted).toEqual([`slack:${CHANNEL_ID}`]);
  return (await store.dailyPost(KEY, date))!.messageId!;
}

const cellName = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** `user` plays the game of `channel` to the end with typed `/sudoku r3c5 7`. */
async function solve(user: { id: string; name: string }, channel: string): Promise<void> {
  const game = await store.currentGame({ platform: 'slack', conversationId: channel });
  const empty = Array.from(game!.givens).flatMap((d, i) => (d || game!.entries[i] ? [] : [i]));
  for (const cell of empty) {
    clock.ms += 5000;
    await h.run(h.slash(`${cellName(cell)} ${game!.solution[cell]}`, { user, channel }));
  }
}

/** `user` plays today's daily on their own in their DM, to the end. */
async function soloOf(user: { id: string; name: string }): Promise<void> {
  await h.run(h.slash('today solo', { user }));
  await solve(user, `D0${user.id.slice(-8).toUpperCase()}`);
}

const adaSolo = () => soloOf(ADA);

describe('a thread for each day on Slack', () => {
  it('puts the day’s results, a share and the next digest under the post; the channel keeps one message a day', async () => {
    const first = await post('2025-03-14');
    expect(await store.dailyPost(KEY, '2025-03-14')).toMatchObject({ thread: first });
    await adaSolo();
    expect(under(first)).toEqual([expect.stringContaining('ada solved it on their own')]);
    // Her result is under the post already: her share links to it (quiet lookups).
    const again = await h.run(h.slash('share', { user: ADA }));
    const [already] = again.calls.filter((c) => c.method === 'response_url');
    expect(textOf(already!)).toBe('Your result of today is already in the channel.');
    const reply = h.api.messages.find((m) => m.threadTs === first)!;
    expect(JSON.stringify(already!.params.blocks)).toContain(
      `https://fake.slack.com/archives/${CHANNEL_ID}/p${reply.ts.replace('.', '')}`,
    );
    // Grace finishes the channel's board: its celebration and her share go under the post.
    await solve(ADMIN, CHANNEL_ID);
    const { calls } = await h.run(h.slash('share', { user: ADMIN }));
    const answers = calls.filter((c) => c.method === 'response_url').map(textOf);
    expect(answers).toEqual(["Posted in today's thread under the daily post."]);
    expect(under(first).at(-1)).toContain("grace's result");

    const second = await post('2025-03-15');
    expect(under(second)).toEqual([expect.stringContaining('Yesterday here')]);
    expect(channel().map((m) => m.ts)).toEqual([first, second]);
    console.log(`slack public channel messages after two days: ${channel().length}`);
  });

  it('falls back to the channel with one note when Slack refuses the thread', async () => {
    const thread = (await store.dailyPost(KEY, '2025-03-15'))!.messageId!;
    h.api.fail(
      'chat.postMessage',
      { error: 'thread_not_found', when: (p) => p.thread_ts === thread },
      10,
    );
    const before = channel().length;
    const board = async () => {
      const game = (await store.currentGame(KEY))!;
      return (await store.boardMessage({ gameId: game.id, viewer: '' }))!.messagesAfter;
    };
    const below = await board();
    await adaSolo();
    await soloOf(ADMIN);
    // The three messages in the channel push its board up, as any message there does.
    expect(await board()).toBe(below + 3);
    expect(
      channel()
        .slice(before)
        .map((m) => m.text),
    ).toEqual([
      expect.stringContaining('ada solved it on their own'),
      expect.stringMatching(/^Today's thread \(or the daily post it hangs under\) was deleted/),
      expect.stringContaining('grace solved it on their own'),
    ]);
  });

  it('keeps the talk in the channel after `thread off` (people who manage the channel)', async () => {
    const { calls } = await h.run(h.slash('thread off', { user: ADMIN }));
    expect(calls.map(textOf).join('\n')).toContain('Done (grace): results, shares and the digest');
    const board = await post('2025-03-16');
    expect(channel().at(-1)?.text).toContain('Yesterday here');
    expect(under(board)).toEqual([]);
  });
});
