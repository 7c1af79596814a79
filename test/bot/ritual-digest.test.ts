// The daily digest through the core and the scheduler: the next day's post in each scheduled
// channel carries a few lines about yesterday's daily there (solved together and on their own,
// the fastest under the mistakes rule, the longest streaks), nothing when nobody solved it; and
// `digest` (`leaderboard yesterday`) shows it on demand.
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/bot/types.ts';
import { ANN, BOB, CHANNEL, harness, only, OTHER_CHANNEL, type Harness } from './harness.ts';
import { MarkingPoster } from './scheduler-support.ts';
import { dmOf, solveSolo, solveTogether } from './ritual-support.ts';

const CAY: User = { id: 'u-cay', name: 'Cay', canManage: false };

/** A bot whose channel and other channel get the daily at 09:00, from Wednesday 12 March. */
async function scheduled(): Promise<{ h: Harness; poster: MarkingPoster }> {
  const h = harness({ at: '2025-03-12T08:00:00Z' });
  const poster = new MarkingPoster();
  h.bot.registerPoster(poster);
  await h.send('schedule 09:00', ANN, CHANNEL);
  await h.send('schedule 09:00', ANN, OTHER_CHANNEL);
  return { h, poster };
}

async function postAt(h: Harness, poster: MarkingPoster, iso: string) {
  h.clock.set(iso);
  await h.bot.scheduler.tick();
  return {
    here: poster.postsIn(CHANNEL.id).at(-1)!,
    other: poster.postsIn(OTHER_CHANNEL.id).at(-1)!,
  };
}

describe('the daily digest', () => {
  it("opens the next day's post in each channel with yesterday's summary there", async () => {
    const { h, poster } = await scheduled();
    // Wednesday: nobody had played Tuesday, so the post is the board alone.
    let posts = await postAt(h, poster, '2025-03-12T09:00:00Z');
    expect(posts.here.replies).toHaveLength(1);
    expect(posts.here.replies[0]!.text).toMatch(/^Good morning! \*Daily #71/);
    // Wednesday: Ann on her own from here (a 1-day streak).
    await solveSolo(h, ANN, CHANNEL, { ms: 400_000 });

    // Thursday 09:00: Wednesday's digest here; the other channel had nobody.
    posts = await postAt(h, poster, '2025-03-13T09:00:00Z');
    expect(posts.here.replies.map((r) => r.text)).toEqual([
      expect.stringMatching(/^Good morning! \*Daily #72/),
      [
        '*Yesterday here: Daily #71* was solved by 1 player (1 on their own).',
        'Fastest: 6:40 · Ann 👤 (0 mistakes, 0 hints)',
        'Longest streak: Ann 1 day',
      ].join('\n'),
    ]);
    expect(posts.here.replies[1]).toMatchObject({ visibility: 'everyone' });
    expect(posts.here.replies[1]!.board).toBeUndefined();
    expect(posts.other.replies).toHaveLength(1);

    // Thursday: Ann and Bob together here (5:00, Bob's two mistakes: 6:00 ranked), Ann again
    // on her own (3:00 + 1 mistake: 3:30); Bob alone too, unranked (11 mistakes); Cay in the
    // other channel.
    await solveTogether(h, BOB, CHANNEL, { ms: 300_000, mistakes: 2 });
    await solveSolo(h, ANN, CHANNEL, { ms: 180_000, mistakes: 1 });
    await solveSolo(h, BOB, CHANNEL, { ms: 100_000, mistakes: 11 });
    await solveTogether(h, CAY, OTHER_CHANNEL, { ms: 50_000 });

    posts = await postAt(h, poster, '2025-03-14T09:00:00Z');
    expect(posts.here.replies[1]!.text).toBe(
      [
        '*Yesterday here: Daily #72* was solved by 2 players (1 together, 2 on their own).',
        'Fastest: 3:30 · Ann 👤 (1 mistake, 0 hints; 3:00 +0:30 for mistakes)',
        'Longest streaks: Ann 2 days · Bob 1 day',
      ].join('\n'),
    );
    expect(posts.other.replies[1]!.text).toBe(
      [
        '*Yesterday here: Daily #72* was solved by 1 player (1 together).',
        // (The other channel's board was started by its post at 09:00: 10:30 by the time Cay is done.)
        'Fastest: 10:30 · Cay (0 mistakes, 0 hints)',
        'Longest streak: Cay 1 day',
      ].join('\n'),
    );
    // On demand, the same lines, for the asker (with a button that posts them).
    const asked = only(await h.send('digest', BOB, CHANNEL));
    expect(asked).toMatchObject({ visibility: 'asker', text: posts.here.replies[1]!.text });
    expect(asked.actions?.[0]?.command).toMatch(/^publish [0-9a-f]{12} leaderboard yesterday$/);
    expect(only(await h.send('leaderboard yesterday', BOB, CHANNEL)).text).toBe(asked.text);

    // Saturday: nobody solved Friday's daily anywhere: the post is the board alone, and the
    // command says so kindly.
    posts = await postAt(h, poster, '2025-03-15T09:00:00Z');
    expect(posts.here.replies).toHaveLength(1);
    const none = only(await h.send('digest', BOB, CHANNEL));
    expect(none.visibility).toBe('asker');
    expect(none.text).toMatch(/Nobody here solved yesterday's daily \(#73\)\. `daily 73` plays it/);
  });

  it('names nobody as fastest when every result broke the mistakes rule', async () => {
    const { h, poster } = await scheduled();
    await solveTogether(h, BOB, CHANNEL, { mistakes: 11 });
    const posts = await postAt(h, poster, '2025-03-13T09:00:00Z');
    expect(posts.here.replies[1]!.text).toMatch(
      /\nFastest: nobody ranked \(more than 10 mistakes each\)\.\n/,
    );
  });

  it('leaves the post to go out without it when it cannot be made', async () => {
    const { h, poster } = await scheduled();
    await solveTogether(h, ANN, CHANNEL);
    const results = h.store.dailyResults.bind(h.store);
    h.store.dailyResults = () => Promise.reject(new Error('the store hiccuped'));
    const posts = await postAt(h, poster, '2025-03-13T09:00:00Z');
    h.store.dailyResults = results;
    expect(posts.here.replies).toHaveLength(1);
    expect(posts.here.replies[0]!.text).toMatch(/^Good morning! \*Daily #72/);
    expect(h.logger.lines.filter((l) => l.message === 'daily digest not made')).toHaveLength(2);
  });

  it('counts what was played from this channel only, whatever the DM', async () => {
    const h = harness({ at: '2025-03-13T10:00:00Z' });
    // Ann's personal daily, started from the other channel, counts there (and in her DM,
    // where it was played), not here.
    await solveSolo(h, ANN, OTHER_CHANNEL);
    h.clock.set('2025-03-14T10:00:00Z');
    expect(only(await h.send('digest', ANN, CHANNEL)).text).toMatch(/Nobody here solved/);
    expect(only(await h.send('digest', ANN, OTHER_CHANNEL)).text).toMatch(/1 on their own/);
    expect(only(await h.send('digest', ANN, dmOf(ANN))).text).toMatch(/1 on their own/);
  });

  it('has nothing to say the day the dailies began', async () => {
    const h = harness({ at: '2025-01-01T10:00:00Z' });
    expect(only(await h.send('digest')).text).toMatch(
      /There was no daily yesterday: the first one is today/,
    );
  });
});
