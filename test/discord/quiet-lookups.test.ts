// Quiet lookups on Discord, through discord.js and the real core against the fake API, counting
// the messages everyone in the channel sees: `/sudoku stats`, `stats player:`, `leaderboard` and
// `digest` leave none until *Post to channel* is pressed; a press posts once, naming the presser,
// and a second press links to it; `/sudoku share` after the automatic result line of a personal
// game posts nothing and links to that line.

import { describe, expect, it } from 'vitest';
import { DIRECT_WORKSPACE } from '../../adapters/discord/inbound.ts';
import type { Conversation } from '../../src/bot/types.ts';
import type { ChannelMessage } from './fake-discord.ts';
import { customIds, onlySeen } from './harness.ts';
import {
  asUser,
  bool,
  buttonPress,
  CHANNEL_ID,
  GUILD_ID,
  inDirect,
  resolving,
  slash,
  str,
  sub,
  userOption,
  type PayloadUser,
} from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const ADA: PayloadUser = { id: '1140000000000000001', username: 'ada', global_name: 'Ada' };
const GRACE: PayloadUser = { id: '1140000000000000002', username: 'grace', global_name: 'Grace' };

const { h, bot, store, clock } = useRealCoreHarness();

/** What everyone in the server channel sees. */
function publicMessages(): ChannelMessage[] {
  return h.api.channelMessages(CHANNEL_ID);
}

function typed(user: PayloadUser, options: Parameters<typeof slash>[1]) {
  return asUser(slash('sudoku', options), user);
}

/** The *Post to channel* button of the ephemeral message an interaction left. */
function postButtonOf(messageId: string): string {
  const id = customIds(h.api.message(messageId)!).find((c) => c.includes(':publish '));
  if (!id) throw new Error('no Post to channel button');
  return id;
}

/** Runs a lookup privately; returns the ephemeral message's id, checking nobody else saw it. */
async function lookup(user: PayloadUser, payload: { id: string; token: string }) {
  const before = publicMessages().length;
  const seen = onlySeen(await h.run(payload));
  expect(seen.ephemeral).toBe(true);
  expect(publicMessages()).toHaveLength(before);
  const message = h.api.allMessages().at(-1)!;
  expect(message.content).toBe(seen.content);
  return { id: message.id, content: seen.content, user };
}

function pressOn(user: PayloadUser, customId: string, messageId: string) {
  const message = h.api.messagePayload(messageId);
  return asUser(buttonPress(customId, { message, ephemeralMessage: true }), user);
}

/** Plays `user`'s own board of today's daily in their DM, the last digit through Discord. */
async function solveSolo(user: PayloadUser): Promise<void> {
  await h.run(typed(user, sub('today', bool('solo', true))));
  const dm = h.api.dmChannels.get(user.id)!;
  const direct: Conversation = {
    platform: 'discord',
    id: dm,
    kind: 'direct',
    workspace: DIRECT_WORKSPACE,
  };
  const game = (await store.currentGame({ platform: 'discord', conversationId: dm }))!;
  const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
  const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  const who = { id: user.id, name: user.global_name, canManage: false };
  for (const cell of empty.slice(0, -1)) {
    await bot.handleText({
      conversation: direct,
      user: who,
      text: `${name(cell)} ${game.solution[cell]}`,
    });
  }
  clock.ms += 60_000;
  const last = empty.at(-1)!;
  const move = slash('p', [str('move', `${name(last)} ${game.solution[last]}`)]);
  await h.run(inDirect(move, dm, user));
}

describe('quiet lookups on Discord', () => {
  it('share after the automatic result line posts nothing and links to that line', async () => {
    const before = publicMessages().length;
    await solveSolo(ADA);
    const added = publicMessages().slice(before);
    expect(added).toHaveLength(1);
    const [line] = added;
    expect(line!.content).toMatch(/Ada/);
    const shared = onlySeen(await h.run(typed(ADA, sub('share'))));
    expect(shared.ephemeral).toBe(true);
    expect(shared.content).toContain('Your result of today is already in the channel.');
    expect(shared.content).toContain(
      `(<https://discord.com/channels/${GUILD_ID}/${CHANNEL_ID}/${line!.id}>)`,
    );
    expect(publicMessages()).toHaveLength(before + 1);
  });

  it('stats, stats player:, leaderboard and digest leave 0 public messages', async () => {
    const before = publicMessages().length;
    await lookup(GRACE, typed(GRACE, sub('stats')));
    await lookup(GRACE, resolving(typed(GRACE, sub('stats', userOption('player', ADA))), ADA));
    const board = await lookup(GRACE, typed(GRACE, sub('leaderboard')));
    // One channel plays in this server: one list, not "here" and "whole server" twice.
    expect(board.content).toContain("Today's daily, whole server");
    expect(board.content).not.toContain("Today's daily, here");
    await lookup(GRACE, typed(GRACE, sub('digest')));
    expect(publicMessages()).toHaveLength(before);
  });

  it('Post to channel posts once, naming the presser; a second press links to the post', async () => {
    const asked = await lookup(GRACE, typed(GRACE, sub('leaderboard', str('period', 'week'))));
    const button = postButtonOf(asked.id);
    const before = publicMessages().length;

    await h.run(pressOn(GRACE, button, asked.id));
    const added = publicMessages().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.content).toBe(`Posted by **Grace**:\n${asked.content}`);
    expect(customIds(added[0]!)).toEqual([]);
    // The private answer (still only Grace's) becomes a short note: it is in the channel now.
    const note = h.api.message(asked.id)!;
    expect(note.content).toBe('Posted in the channel for everyone.');
    expect(note.flags & 64).toBe(64);

    // A second press (the note no longer carries the button; a stale client still may).
    await h.run(pressOn(GRACE, button, asked.id));
    const second = h.api.message(asked.id)!;
    expect(second.flags & 64).toBe(64);
    expect(second.content).toBe(
      `That is already posted in the channel.\n[Open the post](<https://discord.com/channels/${GUILD_ID}/${CHANNEL_ID}/${added[0]!.id}>)`,
    );
    expect(publicMessages()).toHaveLength(before + 1);
  });
});
