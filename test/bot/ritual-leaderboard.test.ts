// Leaderboards by period through the core, on a fake clock that crosses a week's and a month's
// end: today, this week (from Monday), this month and all time; this channel and the whole
// workspace side by side (one list where they are the same); ties sharing a place and said so; +30 s per mistake and more than 10
// mistakes unranked.
import { describe, expect, it } from 'vitest';
import type { Conversation, User } from '../../src/bot/types.ts';
import { ANN, BOB, CHANNEL, harness, only, OTHER_CHANNEL, type Harness } from './harness.ts';
import { solveSolo, solveTogether } from './ritual-support.ts';

const CAY: User = { id: 'u-cay', name: 'Cay', canManage: false };
const ELSEWHERE: Conversation = {
  platform: 'web',
  id: 'elsewhere',
  kind: 'channel',
  workspace: 'other',
};

/** The lines of a leaderboard section, by its title's start. */
function section(text: string, title: string): string[] {
  const parts = text.split(/\n(?=\*)/);
  const found = parts.find((p) => p.startsWith(`*${title}`));
  if (!found) throw new Error(`no section ${title} in:\n${text}`);
  return found
    .split('\n')
    .slice(1)
    .filter((l) => !l.startsWith('_'));
}

/**
 * The one list printed where this channel's ranking is the whole workspace's: the community's
 * section, and no section for "here" beside it.
 */
function oneList(text: string, here: string, whole: string): string[] {
  expect(text).not.toContain(`*${here}`);
  return section(text, whole);
}

async function board(h: Harness, text: string, where = CHANNEL): Promise<string> {
  const reply = only(await h.send(text, ANN, where));
  // Only the asker sees it, with a button that posts it for everyone.
  expect(reply.visibility).toBe('asker');
  expect(reply.actions?.map((a) => a.label)).toEqual(['Post to channel']);
  return reply.text;
}

/** Plays the month's end: Friday 28 March to Tuesday 1 April 2025. */
async function monthsEnd(): Promise<Harness> {
  const h = harness({ at: '2025-03-28T09:00:00Z' });
  // Friday: Ann together here 5:00; Bob on his own from here, 4:00 and 2 mistakes (ranked 5:00).
  await solveTogether(h, ANN, CHANNEL, { ms: 300_000 });
  await solveSolo(h, BOB, CHANNEL, { ms: 240_000, mistakes: 2 });
  // Sunday: Ann together in the other channel, 3:00; Bob alone here, 2:00 but 12 mistakes;
  // Cay in another workspace.
  h.clock.set('2025-03-30T09:00:00Z');
  await solveTogether(h, ANN, OTHER_CHANNEL, { ms: 180_000 });
  await solveSolo(h, BOB, CHANNEL, { ms: 120_000, mistakes: 12 });
  await solveTogether(h, CAY, ELSEWHERE, { ms: 60_000 });
  // Monday (a new week): Bob together here, 6:00.
  h.clock.set('2025-03-31T09:00:00Z');
  await solveTogether(h, BOB, CHANNEL, { ms: 360_000 });
  // Tuesday (a new month): Ann on her own from here, 2:00.
  h.clock.set('2025-04-01T09:00:00Z');
  await solveSolo(h, ANN, CHANNEL, { ms: 120_000 });
  return h;
}

describe('leaderboards by period', () => {
  it('follows the week and the month across their ends, here and in the workspace', async () => {
    const h = await monthsEnd();

    // Tuesday 1 April: this week began on Monday 31 March, this month today.
    // Everything this week and this month was solved here: one list each, not the same twice.
    let text = await board(h, 'leaderboard week');
    const week = 'This week (since Monday 2025-03-31)';
    expect(oneList(text, `${week}, here`, `${week}, whole workspace`)).toEqual([
      '1. Ann: 1 daily solved, average 2:00 (best 2:00)',
      '2. Bob: 1 daily solved, average 6:00 (best 6:00)',
    ]);
    text = await board(h, 'leaderboard month');
    const april = 'This month (since 2025-04-01)';
    expect(oneList(text, `${april}, here`, `${april}, whole workspace`)).toEqual([
      '1. Ann: 1 daily solved, average 2:00 (best 2:00)',
    ]);
    // All time here: two each; Ann's average is lower. Bob's 12-mistake daily counts for nothing.
    text = await board(h, 'leaderboard all');
    expect(section(text, 'All time (91 dailies), here')).toEqual([
      '1. Ann: 2 dailies solved, average 3:30 (best 2:00)',
      '2. Bob: 2 dailies solved, average 5:30 (best 5:00)',
    ]);
    // The whole workspace adds Ann's Sunday in the other channel, and nothing from elsewhere.
    expect(section(text, 'All time (91 dailies), whole workspace')).toEqual([
      '1. Ann: 3 dailies solved, average 3:20 (best 2:00)',
      '2. Bob: 2 dailies solved, average 5:30 (best 5:00)',
    ]);
    expect(text).toMatch(
      /_Most dailies solved first, then the lower average ranked time.*shared place.*\+30 s per mistake; more than 10 mistakes: unranked/,
    );
    // The other workspace sees only its own.
    expect(
      section(
        await board(h, 'leaderboard all', ELSEWHERE),
        'All time (91 dailies), whole workspace',
      ),
    ).toEqual(['1. Cay: 1 daily solved, average 1:00 (best 1:00)']);

    // Back on Monday 31 March (the clock only moves forward in life; the store keeps the
    // dates): the week holds only Monday, the month all of March.
    h.clock.set('2025-03-31T20:00:00Z');
    text = await board(h, 'leaderboard week');
    expect(oneList(text, `${week}, here`, `${week}, whole workspace`)).toEqual([
      '1. Bob: 1 daily solved, average 6:00 (best 6:00)',
    ]);
    // March differs (Ann's Sunday in the other channel): both lists.
    text = await board(h, 'leaderboard month');
    expect(section(text, 'This month (since 2025-03-01), whole workspace')).toHaveLength(2);
    expect(section(text, 'This month (since 2025-03-01), here')).toEqual([
      '1. Bob: 2 dailies solved, average 5:30 (best 5:00)',
      '2. Ann: 1 daily solved, average 5:00 (best 5:00)',
    ]);
  });

  it('shares a place between tied players and says how ties break', async () => {
    const h = await monthsEnd();
    // Sunday 30 March: the week since Monday 24 March. Here Ann (5:00) and Bob (4:00 + 2
    // mistakes = 5:00; his 12-mistake Sunday is unranked) are level on every count.
    h.clock.set('2025-03-30T20:00:00Z');
    const text = await board(h, 'leaderboard week');
    expect(section(text, 'This week (since Monday 2025-03-24), here')).toEqual([
      '1. Ann: 1 daily solved, average 5:00 (best 5:00)',
      '1. Bob: 1 daily solved, average 5:00 (best 5:00)',
    ]);
    expect(section(text, 'This week (since Monday 2025-03-24), whole workspace')).toEqual([
      '1. Ann: 2 dailies solved, average 4:00 (best 3:00)',
      '2. Bob: 1 daily solved, average 5:00 (best 5:00)',
    ]);
  });

  it("ranks today's results with the mistakes rule and shares places in exact ties", async () => {
    const h = await monthsEnd();
    // Friday 28 March: Ann 5:00 together, Bob 4:00 + 2 mistakes alone: the same ranked time,
    // the same hints; Ann has fewer mistakes, so she is first.
    h.clock.set('2025-03-28T20:00:00Z');
    let text = await board(h, 'leaderboard today');
    expect(oneList(text, "Today's daily, here", "Today's daily, whole workspace")).toEqual([
      '1. 5:00 · Ann (0 mistakes, 0 hints)',
      '2. 5:00 · Bob 👤 (2 mistakes, 0 hints; 4:00 +1:00 for mistakes)',
    ]);
    expect(text).toMatch(/Ties go to fewer hints, then fewer mistakes; still tied: a shared place/);
    // Sunday: more than 10 mistakes: listed after the ranked ones, with its own time, unranked.
    h.clock.set('2025-03-30T20:00:00Z');
    text = await board(h, 'leaderboard');
    expect(section(text, "Today's daily, here")).toEqual([
      '– 2:00 · Bob 👤 (12 mistakes, 0 hints, unranked)',
    ]);
    expect(section(text, "Today's daily, whole workspace")).toEqual([
      '1. 3:00 · Ann (0 mistakes, 0 hints)',
      '– 2:00 · Bob 👤 (12 mistakes, 0 hints, unranked)',
    ]);
    // An exact tie: Cay solves Sunday's daily in this workspace in Ann's time.
    await solveSolo(h, CAY, OTHER_CHANNEL, { ms: 180_000 });
    text = await board(h, 'leaderboard');
    expect(section(text, "Today's daily, whole workspace").slice(0, 2)).toEqual([
      '1. 3:00 · Ann (0 mistakes, 0 hints)',
      '1. 3:00 · Cay 👤 (0 mistakes, 0 hints)',
    ]);
  });

  it('counts streaks across the month end, and says where nothing was solved', async () => {
    const h = await monthsEnd();
    // Tuesday: Bob solved Sunday (unranked still counts as solved) and Monday: 2 days, alive.
    // Ann: Friday, Sunday, Tuesday: 1 day.
    const text = await board(h, 'leaderboard');
    expect(oneList(text, 'Streaks here', 'Streaks in the workspace')).toEqual([
      '1. Bob: 2 days (best 2)',
      '2. Ann: 1 day (best 1)',
    ]);
    const empty = await board(h, 'leaderboard week', { ...CHANNEL, id: 'quiet' });
    expect(section(empty, 'This week (since Monday 2025-03-31), here')).toEqual([
      'No daily solved here yet.',
    ]);
    expect(
      section(await board(h, 'leaderboard', { ...CHANNEL, id: 'quiet' }), "Today's daily, here"),
    ).toEqual(['Not solved here yet: `today` to play together, `today solo` on your own.']);
  });
});
