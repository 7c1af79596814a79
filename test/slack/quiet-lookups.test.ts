// Quiet lookups on Slack, through Bolt and the real core against the fake Web API, counting the
// messages everyone in the channel sees: `/sudoku stats`, `stats <@…>`, `leaderboard`, `digest`
// and a typed (mentioned) `leaderboard` leave none until *Post to channel* is pressed; a press
// posts once, naming the presser, and a second press links to the post (chat.getPermalink);
// `/sudoku share` after the automatic result line of a personal game links to that line.

import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import type { RecordedCall, StoredMessage } from './fake-slack.ts';
import { textOf } from './harness.ts';
import { ADA, BOB, CHANNEL_ID, event, eventPayload, mention } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h, bot, store, clock } = useRealCoreHarness({ users: [ADA, BOB] });

/** Everything everyone in the channel sees: its messages and in-channel response_url posts. */
function publicMessages(): StoredMessage[] {
  return h.api.messages.filter(
    (m) => !m.onlyFor && (m.channel === CHANNEL_ID || m.channel.startsWith('response:')),
  );
}

/** The private answers of a run: ephemeral response_url messages and chat.postEphemeral. */
function privateAnswers(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter(
    (c) =>
      (c.method === 'response_url' && c.params.response_type !== 'in_channel') ||
      c.method === 'chat.postEphemeral',
  );
}

/** The *Post to channel* button of a private answer: its value and block. */
function postButtonOf(call: RecordedCall): { value: string; blockId: string } {
  const blocks = (
    typeof call.params.blocks === 'string' ? JSON.parse(call.params.blocks) : call.params.blocks
  ) as { type: string; block_id?: string; elements?: { value?: string }[] }[];
  for (const block of blocks) {
    const value = block.elements?.find((e) => e.value?.startsWith('publish '))?.value;
    if (value) return { value, blockId: block.block_id ?? '' };
  }
  throw new Error(`no Post to channel button in: ${textOf(call)}`);
}

/** The link under a private answer (a context block), if any. */
function linkOf(call: RecordedCall): string | undefined {
  const text = JSON.stringify(call.params.blocks);
  return /<(https:[^|]+)\|Open the post>/.exec(text)?.[1];
}

/** Runs a lookup; returns its one private answer, checking nobody else saw anything. */
async function lookup(request: Parameters<typeof h.run>[0]): Promise<RecordedCall> {
  const before = publicMessages().length;
  const { calls } = await h.run(request);
  expect(publicMessages()).toHaveLength(before);
  const answers = privateAnswers(calls);
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

/** Plays `user`'s own board of today's daily in their DM, the last digit through Slack. */
async function solveSolo(user: { id: string; name: string }): Promise<void> {
  await h.run(h.slash('today solo', { user }));
  const opened = h.api.calls.filter(
    (c) => c.method === 'conversations.open' && c.params.users === user.id && c.response?.ok,
  );
  const dm = opened.at(-1)!.response!.channel!.id as string;
  const direct: Conversation = {
    platform: 'slack',
    id: dm,
    kind: 'direct',
    workspace: 'T0SUDOKU1',
  };
  const game = (await store.currentGame({ platform: 'slack', conversationId: dm }))!;
  const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
  const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  const who = { ...user, canManage: false };
  for (const cell of empty.slice(0, -1)) {
    const text = `${name(cell)} ${game.solution[cell]}`;
    await bot.handleText({ conversation: direct, user: who, text });
  }
  clock.ms += 60_000;
  const last = empty.at(-1)!;
  await h.run(h.slash(`${name(last)} ${game.solution[last]}`, { user, channel: dm }));
}

describe('quiet lookups on Slack', () => {
  it('share after the automatic result line posts nothing and links to that line', async () => {
    const before = publicMessages().length;
    await solveSolo(ADA);
    const added = publicMessages().slice(before);
    expect(added).toHaveLength(1);
    const answer = await lookup(h.slash('share'));
    expect(textOf(answer)).toMatch(/^Your result of today is already in the channel\./);
    expect(linkOf(answer)).toBe(
      `https://fake.slack.com/archives/${CHANNEL_ID}/p${added[0]!.ts.replace('.', '')}`,
    );
  });

  it('stats, stats <@…>, leaderboard, digest and a typed leaderboard leave 0 public messages', async () => {
    const before = publicMessages().length;
    await lookup(h.slash('stats', { user: BOB }));
    await lookup(h.slash(`stats <@${ADA.id}|${ADA.name}>`, { user: BOB }));
    const board = await lookup(h.slash('leaderboard', { user: BOB }));
    // One channel plays in this workspace: one list, not "here" and "whole workspace" twice.
    expect(textOf(board)).toContain("Today's daily, whole workspace");
    expect(textOf(board)).not.toContain("Today's daily, here");
    await lookup(h.slash('digest', { user: BOB }));
    // A typed command (a message event) answers with an ephemeral too.
    const typed = eventPayload('mention', {
      text: mention('leaderboard'),
      user: BOB.id,
      channel: CHANNEL_ID,
      files: undefined,
    });
    const answer = await lookup(event(typed));
    expect(answer.method).toBe('chat.postEphemeral');
    expect(postButtonOf(answer).value).toMatch(/^publish [0-9a-f]{12} leaderboard$/);
    expect(publicMessages()).toHaveLength(before);
  });

  it('Post to channel posts once, naming the presser; a second press links to the post', async () => {
    const asked = await lookup(h.slash('leaderboard week', { user: BOB }));
    const { value, blockId } = postButtonOf(asked);
    const before = publicMessages().length;
    const press = () =>
      h.button(value, {
        user: BOB,
        messageTs: '1700000000.000900',
        ephemeral: true,
        actionId: 'sudoku:publish',
        blockId,
      });

    const first = await h.run(press());
    const added = publicMessages().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.text).toBe(`Posted by *${BOB.name}*:\n${textOf(asked)}`);
    expect(JSON.stringify(added[0]!.blocks)).not.toContain('publish ');
    // The private answer is replaced by a short note.
    const note = privateAnswers(first.calls);
    expect(note.map(textOf)).toEqual(['Posted in the channel for everyone.']);
    expect(note[0]!.params.replace_original).toBe(true);

    const second = await h.run(press());
    expect(publicMessages()).toHaveLength(before + 1);
    const [again] = privateAnswers(second.calls);
    expect(textOf(again!)).toMatch(/^That is already posted in the channel\./);
    expect(linkOf(again!)).toBe(
      `https://fake.slack.com/archives/${CHANNEL_ID}/p${added[0]!.ts.replace('.', '')}`,
    );
  });
});
