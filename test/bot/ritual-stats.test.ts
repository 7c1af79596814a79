// `stats` and `stats @name` through the core: another player's stats by mention or by name,
// someone who never played, what stays private from direct messages, the calendar of dailies
// solved; and the game's clock in the board's title and its final time.
import { describe, expect, it } from 'vitest';
import type { Conversation, User } from '../../src/bot/types.ts';
import { ANN, BOB, CHANNEL, current, empties, harness, liveOf, name, only } from './harness.ts';
import { dmOf, finish, RecordingRenderer, solveSolo, solveTogether } from './ritual-support.ts';

const SLACK_CHANNEL: Conversation = {
  platform: 'slack',
  id: 'C0GEN',
  kind: 'channel',
  workspace: 'T0',
};
const SLACK_BOB: User = { id: 'U0BOB', name: 'bob.m', canManage: false };
const SLACK_ANN: User = { id: 'U0ANN', name: 'ann', canManage: false };

describe('stats @name', () => {
  it('shows another player’s dailies to the asker, by mention or by name', async () => {
    const h = harness();
    await solveTogether(h, SLACK_BOB, SLACK_CHANNEL, { ms: 200_000, mistakes: 1 });
    for (const who of ['<@U0BOB>', '<@U0BOB|bob.m>', 'bob.m', '@Bob.M']) {
      const reply = only(await h.send(`stats ${who}`, SLACK_ANN, SLACK_CHANNEL));
      // Privately, with a button that posts it for everyone (test/bot/publish.test.ts).
      expect(reply.visibility, who).toBe('asker');
      expect(reply.actions?.[0]?.command, who).toMatch(/^publish [0-9a-f]{12} stats /);
      expect(reply.text, who).toMatch(/^\*bob\.m's Sudoku stats\*\nDailies solved 1\n/);
      expect(reply.text, who).toMatch(/Daily streak: 1 day \(best 1\)/);
      expect(reply.text, who).toMatch(/Best time 3:20 · median 3:20\nMistakes 1 · hints 0/);
    }
    // Your own stats stay with you.
    expect(only(await h.send('stats', SLACK_BOB, SLACK_CHANNEL)).visibility).toBe('asker');
  });

  it('answers kindly about someone who never played', async () => {
    const h = harness();
    await solveTogether(h, ANN, CHANNEL);
    const stranger = only(await h.send('stats Zed', ANN));
    expect(stranger.visibility).toBe('asker');
    expect(stranger.text).toMatch(
      /Nobody called Zed has played a daily here yet\. `stats` shows yours\./,
    );
    const mentioned = only(await h.send('stats <@U0NEW>', SLACK_ANN, SLACK_CHANNEL));
    // Slack would escape its own mention markup in a reply: the bare form names no one.
    expect(mentioned.text).toMatch(/^That player hasn't solved a daily yet.*`today`/);
    const labelled = only(await h.send('stats <@U0NEW|zoe>', SLACK_ANN, SLACK_CHANNEL));
    expect(labelled.text).toMatch(/^zoe hasn't solved a daily yet/);
    // Bob started the shared daily but made no move: not a player yet.
    await h.send('today', BOB);
    expect(only(await h.send('stats Bob', ANN)).text).toMatch(/Nobody called Bob/);
    const me = only(await h.send('stats', BOB));
    expect(me.text).toMatch(/No games yet\. Type `today`/);
  });

  it('reveals nothing of a direct-message game in a channel beyond its result', async () => {
    const h = harness();
    const dm = dmOf(BOB);
    // Bob plays in the channel (so he is known there), then in his DM: a free game with three
    // mistakes, solved in a second; today's daily on his own, solved with a hint in 8:20; and
    // an unfinished free game with a hint.
    await h.send('today', BOB);
    const shared = await current(h);
    const cell = empties(shared)[0]!;
    await h.send(`${name(cell)} ${shared.solution[cell]}`, BOB);
    await h.send('new easy', BOB, dm);
    await finish(h, BOB, dm, { mistakes: 3, ms: 1_000 });
    await solveSolo(h, BOB, CHANNEL, { hints: 1, ms: 500_000 });
    await h.send('new hard', BOB, dm);
    await h.send('hint', BOB, dm);

    const seen = only(await h.send('stats Bob', ANN)).text;
    // Only the solved daily: 8:20, 1 hint, no mistakes; not the DM games' count, mistakes, time.
    expect(seen).toMatch(
      /Dailies solved 1\nDaily streak: 1 day \(best 1\)\nBest time 8:20 · median 8:20\nMistakes 0 · hints 1/,
    );
    expect(seen).not.toMatch(/Played|0:01|Mistakes 3/);
    // Bob himself sees everything.
    const own = only(await h.send('stats', BOB)).text;
    expect(own).toMatch(/Played 4 · solved 2\n/);
    expect(own).toMatch(/Best time 0:01 · median 4:11\nMistakes 3 · hints 2/);
  });

  it('draws the calendar of dailies solved, Monday to Sunday', async () => {
    const h = harness();
    // Monday 10, Wednesday 12 and today, Friday 14 March; an archive daily counts for nothing.
    for (const day of ['2025-03-10', '2025-03-12', '2025-03-14']) {
      h.clock.set(`${day}T10:00:00Z`);
      await solveTogether(h, ANN, CHANNEL);
    }
    await h.send('daily 2025-03-11');
    await finish(h, ANN, CHANNEL);
    const text = only(await h.send('stats', ANN)).text;
    const calendar = text.split('(Mon–Sun):\n')[1]!.split('\n');
    expect(calendar).toEqual([
      '⬜⬜⬜⬜⬜⬜⬜',
      '⬜⬜⬜⬜⬜⬜⬜',
      '⬜⬜⬜⬜⬜⬜⬜',
      '🟩⬜🟩⬜🟩··',
    ]);
    expect(text).toMatch(/Daily streak: 1 day \(best 1\)/);
    // A week on, the solved week has moved up a row.
    h.clock.set('2025-03-17T10:00:00Z');
    const later = only(await h.send('stats', ANN))
      .text.split('(Mon–Sun):\n')[1]!
      .split('\n');
    expect(later.slice(2)).toEqual(['🟩⬜🟩⬜🟩⬜⬜', '⬜······']);
  });
});

describe('the clock', () => {
  it('runs in the board’s title and stops at the final time', async () => {
    const renderer = new RecordingRenderer();
    const h = harness({ renderer });
    const start = liveOf(await h.send('today'));
    // The board drawn as the game starts shows no clock yet ("0:00 so far" says nothing).
    expect(renderer.views.at(-1)?.title).toBe('Daily #73 · Hard · Friday');
    expect(start.image?.alt).toBe('Daily #73 · Hard · Friday');
    h.clock.advance(65_000);
    const game = await current(h);
    const cell = empties(game)[0]!;
    await h.send(`${name(cell)} ${game.solution[cell]}`);
    expect(renderer.views.at(-1)?.title).toBe('Daily #73 · Hard · Friday · 1:05 so far');
    // An hour later the board drawn again shows the running time.
    h.clock.advance(3_600_000);
    await h.send('board');
    expect(renderer.views.at(-1)?.title).toBe('Daily #73 · Hard · Friday · 1:01:05 so far');
    const last = await finish(h, ANN, CHANNEL, { ms: 2_000 });
    expect(renderer.views.at(-1)?.title).toBe('Daily #73 · Hard · Friday · in 1:01:07');
    expect(liveOf(last).text).toMatch(/is solved 🎉 in 1:01:07 with 0 mistakes and 0 hints/);
    expect(last.find((r) => r.text.startsWith('🎉'))?.text).toMatch(
      /Solved \*Daily #73 · Hard · Friday\* in 1:01:07/,
    );
    // The finished board keeps its final time, however late it is drawn.
    h.clock.advance(86_400_000);
    await h.send('board');
    expect(renderer.views.at(-1)?.title).toBe('Daily #73 · Hard · Friday · in 1:01:07');
  });
});
