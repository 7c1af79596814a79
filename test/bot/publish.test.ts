// Quiet lookups through the core: stats, leaderboards and the digest answer the asker alone with a
// *Post to channel* button; its press posts the same lines for everyone, naming the asker, once
// (a second press says where it is); `share` after the automatic result line of a personal game
// links to that line instead of posting the result again.
import { describe, expect, it } from 'vitest';
import type { Reply } from '../../src/bot/types.ts';
import { ANN, BOB, CHANNEL, harness, only, type Harness } from './harness.ts';
import { dmOf, solveSolo, solveTogether } from './ritual-support.ts';

/** The command of a reply's *Post to channel* button. */
function postButton(reply: Reply): string {
  const action = reply.actions?.find((a) => a.label === 'Post to channel');
  if (!action) throw new Error(`no Post to channel button under: ${reply.text}`);
  return action.command;
}

/** Presses a button as `user` in the channel, the way adapters run its command. */
function press(h: Harness, command: string, user = ANN): Promise<Reply[]> {
  return h.send(command, user, CHANNEL);
}

describe('Post to channel', () => {
  it('posts a private leaderboard for everyone once, naming who posted it', async () => {
    const h = harness();
    await solveTogether(h, BOB, CHANNEL, { ms: 200_000 });
    const asked = only(await h.send('leaderboard', ANN, CHANNEL));
    expect(asked.visibility).toBe('asker');
    const button = postButton(asked);
    expect(button).toMatch(/^publish [0-9a-f]{12} leaderboard$/);

    const pressed = await press(h, button);
    const everyone = pressed.filter((r) => r.visibility === 'everyone');
    expect(everyone).toHaveLength(1);
    const post = everyone[0]!;
    expect(post.text).toBe(`Posted by *Ann*:\n${asked.text}`);
    expect(post.actions ?? []).toEqual([]);
    expect(post.recordAs).toMatch(/^posted:lookup:web:general:[0-9a-f]{12}$/);
    const note = pressed.filter((r) => r.visibility === 'asker');
    expect(note.map((r) => r.text)).toEqual(['Posted in the channel for everyone.']);

    // A second press (or Bob pressing a copy of the same button) posts nothing.
    const again = only(await press(h, button, BOB));
    expect(again).toMatchObject({ visibility: 'asker' });
    expect(again.text).toBe('That is already posted in the channel.');
    expect(again.link).toBeUndefined();
    // Once the adapter said where the post landed, the answer links to it.
    await h.bot.replyPosted!(post.recordAs!, 'https://chat.example/m/1');
    const linked = only(await press(h, button));
    expect(linked.link).toEqual({ url: 'https://chat.example/m/1', label: 'Open the post' });

    // A new lookup is a new answer with a button of its own.
    const next = postButton(only(await h.send('leaderboard', ANN, CHANNEL)));
    expect(next).not.toBe(button);
    expect((await press(h, next)).some((r) => r.visibility === 'everyone')).toBe(true);
  });

  it('posts stats @name and the digest the same way; nothing is posted for a stranger', async () => {
    const h = harness();
    await solveTogether(h, BOB, CHANNEL, { ms: 200_000 });
    const theirs = only(await h.send('stats Bob', ANN, CHANNEL));
    const post = (await press(h, postButton(theirs))).find((r) => r.visibility === 'everyone');
    expect(post?.text).toBe(`Posted by *Ann*:\n${theirs.text}`);
    const mine = only(await h.send('stats', BOB, CHANNEL));
    const own = (await press(h, postButton(mine), BOB)).find((r) => r.visibility === 'everyone');
    expect(own?.text).toMatch(/^Posted by \*Bob\*:\n\*Your Sudoku stats, Bob\*/);

    h.clock.advance(24 * 60 * 60 * 1000);
    const digest = only(await h.send('digest', ANN, CHANNEL));
    expect(digest.visibility).toBe('asker');
    const posted = (await press(h, postButton(digest))).find((r) => r.visibility === 'everyone');
    expect(posted?.text).toBe(`Posted by *Ann*:\n${digest.text}`);

    // A button typed by hand for a player nobody knows: nothing to post, only a private word.
    const stranger = await press(h, 'publish 0123456789ab stats Zed');
    expect(stranger.map((r) => r.visibility)).toEqual(['asker']);
    expect(stranger[0]!.text).toMatch(/Nobody called Zed/);
  });

  it('posts into the day’s thread when the channel has one, and says so', async () => {
    const h = harness();
    const discord = { platform: 'discord', id: 'C1', kind: 'channel', workspace: 'G1' } as const;
    const key = { platform: 'discord', conversationId: 'C1' };
    const post = { status: 'sent', claims: 1, sends: 1, claimedAt: 1, firstClaimedAt: 1 } as const;
    await h.store.writeDailyPost(key, '2025-03-14', { ...post, messageId: 'm1', thread: 'm1' }, 0);
    const asked = only(await h.send('leaderboard', ANN, discord));
    const pressed = await h.send(postButton(asked), ANN, discord);
    const [posted, note] = pressed;
    expect(posted).toMatchObject({
      visibility: 'everyone',
      thread: { id: 'm1', date: '2025-03-14' },
      conversation: discord,
    });
    expect(posted!.recordAs).toMatch(/^posted:lookup:discord:C1:/);
    expect(note).toMatchObject({
      visibility: 'asker',
      text: "Posted in today's thread under the daily post.",
    });
  });

  it('answers in a direct message without a button', async () => {
    const h = harness();
    const reply = only(await h.send('leaderboard', ANN, dmOf(ANN)));
    expect(reply.visibility).toBe('asker');
    expect(reply.actions ?? []).toEqual([]);
  });
});

describe('share after a result already in the channel', () => {
  it('links to the automatic result line of a personal game instead of posting it twice', async () => {
    const h = harness();
    const last = await solveSolo(h, ANN, CHANNEL, { ms: 90_000 });
    const line = last.find((r) => r.conversation?.id === CHANNEL.id);
    expect(line?.visibility).toBe('everyone');
    expect(line?.recordAs).toBe('posted:result:web:general:u-ann:2025-03-14');

    const before = only(await h.send('share', ANN, CHANNEL));
    expect(before).toMatchObject({
      visibility: 'asker',
      text: 'Your result of today is already in the channel.',
    });
    await h.bot.replyPosted!(line!.recordAs!, 'https://chat.example/m/9');
    const after = only(await h.send('share', ANN, CHANNEL));
    expect(after.visibility).toBe('asker');
    expect(after.link?.url).toBe('https://chat.example/m/9');
  });

  it('posts a shared result once; a second share links to the first', async () => {
    const h = harness();
    await solveTogether(h, ANN, CHANNEL, { ms: 90_000 });
    const first = only(await h.send('share', ANN, CHANNEL));
    expect(first.visibility).toBe('everyone');
    expect(first.recordAs).toBe('posted:result:web:general:u-ann:2025-03-14');
    await h.bot.replyPosted!(first.recordAs!, 'https://chat.example/m/2');
    const second = only(await h.send('share', ANN, CHANNEL));
    expect(second).toMatchObject({
      visibility: 'asker',
      link: { url: 'https://chat.example/m/2' },
    });
    // The next day is a new day.
    h.clock.advance(24 * 60 * 60 * 1000);
    await solveTogether(h, ANN, CHANNEL, { ms: 60_000 });
    expect(only(await h.send('share', ANN, CHANNEL)).visibility).toBe('everyone');
  });
});
