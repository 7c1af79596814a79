// The scheduler posts every channel at its own local time, ticked minute by minute on a fake
// clock: a Tokyo and a Paris channel at their 09:00 on the same UTC day, each on its own date's
// puzzle; Europe/Paris's spring-forward day (2025-03-30: 02:30 does not exist, the post goes at
// the first minute the wall clock passes it) and fall-back day (2025-10-26: 02:30 comes twice,
// the post goes once).
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { Settings, SettingsOwner } from '../../src/store/port.ts';
import { ANN, CHANNEL, harness, OTHER_CHANNEL, type Harness } from './harness.ts';
import { MarkingPoster, type MarkedPost } from './scheduler-support.ts';
import { addDays, daysBetween, formatClockTime, zonedTime } from '../../src/game/calendar.ts';

const TOKYO: Conversation = CHANNEL;
const PARIS: Conversation = OTHER_CHANNEL;
const MINUTE = 60_000;
/** When each post was made (the fake clock's instant of its tick). */
const postedAt = new Map<MarkedPost, number>();

/** A bot at `at` (the bot's zone UTC) with a poster that keeps every post and its mark. */
function bot(at: string): Harness & { poster: MarkingPoster } {
  const h = harness({ at, options: { timeZone: 'UTC' } });
  const poster = new MarkingPoster();
  h.bot.registerPoster(poster);
  return { ...h, poster };
}

/**
 * Ticks once a minute up to `until`; returns each post as `channel date @ instant`. No post may
 * fail unless `failing`.
 */
async function tickEveryMinute(
  h: Harness & { poster: MarkingPoster },
  until: string,
  failing = false,
): Promise<string[]> {
  const seen: string[] = [];
  const end = Date.parse(until);
  for (let t = h.clock.now().getTime(); t <= end; t += MINUTE) {
    h.clock.set(new Date(t).toISOString());
    const before = h.poster.posts.length;
    const report = await h.bot.scheduler.tick();
    if (!failing) expect(report.failed).toEqual([]);
    for (const post of h.poster.posts.slice(before)) {
      postedAt.set(post, t);
      seen.push(`${post.conversation.id} ${post.mark?.date} @ ${new Date(t).toISOString()}`);
    }
  }
  return seen;
}

describe('daily posts in each channel’s zone', () => {
  it('posts a Tokyo and a Paris channel at their own 09:00, each on its own date', async () => {
    // Thursday 13 March, 12:00 UTC: 21:00 in Tokyo, 13:00 in Paris; both start tomorrow.
    const h = bot('2025-03-13T12:00:00Z');
    await h.send('timezone Asia/Tokyo', ANN, TOKYO);
    await h.send('timezone Europe/Paris', ANN, PARIS);
    await h.send('schedule 09:00', ANN, TOKYO);
    await h.send('schedule 09:00', ANN, PARIS);
    const posts = await tickEveryMinute(h, '2025-03-14T23:59:00Z');
    expect(posts).toEqual([
      'general 2025-03-14 @ 2025-03-14T00:00:00.000Z',
      'puzzles 2025-03-14 @ 2025-03-14T08:00:00.000Z',
    ]);
    const [tokyo, paris] = h.poster.posts;
    expect(tokyo!.replies[0]!.text).toMatch(/\*Daily #73 /);
    expect(paris!.replies[0]!.text).toMatch(/\*Daily #73 /);
    expect(paris!.replies[0]!.board?.givens).toEqual(tokyo!.replies[0]!.board?.givens);
    // The next UTC midnight is Tokyo's Saturday 09:00: Saturday's puzzle, Paris still Friday.
    expect(await tickEveryMinute(h, '2025-03-15T00:00:00Z')).toEqual([
      'general 2025-03-15 @ 2025-03-15T00:00:00.000Z',
    ]);
    expect(h.poster.posts[2]!.replies[0]!.text).toMatch(/\*Daily #74 /);
  });

  it('posts Tokyo, Paris and Los Angeles at 09:00 local over a week across a DST change', async () => {
    const zones: Record<string, string> = {
      tokyo: 'Asia/Tokyo',
      paris: 'Europe/Paris',
      la: 'America/Los_Angeles',
    };
    const h = bot('2025-03-26T12:00:00Z');
    for (const [id, zone] of Object.entries(zones)) {
      const channel: Conversation = { ...CHANNEL, id };
      await h.send(`timezone ${zone}`, ANN, channel);
      await h.send('schedule 09:00', ANN, channel);
    }
    // Wednesday 26 March to Wednesday 2 April: Paris moves to summer time on Sunday 30 March.
    await tickEveryMinute(h, '2025-04-02T12:00:00Z');
    const rows = h.poster.posts.map((post) => {
      const zone = zones[post.conversation.id]!;
      const at = new Date(postedAt.get(post)!);
      const local = zonedTime(at, zone);
      return {
        channel: post.conversation.id,
        date: post.mark!.date,
        utc: at.toISOString().slice(5, 16),
        local: `${local.date} ${formatClockTime(local.minuteOfDay)}`,
        daily: /Daily #(\d+)/.exec(post.replies[0]!.text)?.[1],
        givens: post.replies[0]!.board?.givens.join(''),
      };
    });
    console.table(rows.map(({ givens: _givens, ...row }) => row));
    // Each channel posts once a local day, at its 09:00, on that local date's daily.
    for (const id of Object.keys(zones)) {
      const mine = rows.filter((r) => r.channel === id);
      expect(mine.map((r) => r.date)).toEqual(mine.map((_, i) => addDays(mine[0]!.date, i)));
      for (const r of mine) expect(r.local).toBe(`${r.date} 09:00`);
      expect(mine.length).toBeGreaterThanOrEqual(6);
    }
    // Paris at 08:00 UTC before the change, 07:00 UTC after it.
    expect(rows.filter((r) => r.channel === 'paris').map((r) => r.utc.slice(6))).toContain('08:00');
    expect(rows.filter((r) => r.channel === 'paris').map((r) => r.utc.slice(6))).toContain('07:00');
    // The same date is the same puzzle in every channel.
    for (const r of rows) {
      expect(r.daily).toBe(String(daysBetween('2025-01-01', r.date) + 1));
      const same = rows.filter((o) => o.date === r.date);
      expect(new Set(same.map((o) => o.givens)).size).toBe(1);
    }
  });

  it('on the spring-forward day posts a skipped 02:30 once, as the clock jumps past it', async () => {
    const h = bot('2025-03-29T12:00:00Z');
    await h.send('timezone Europe/Paris', ANN, PARIS);
    await h.send('schedule 02:30', ANN, PARIS);
    // 01:00 UTC on the 30th: 02:00 CET becomes 03:00 CEST. On the 31st 02:30 CEST is 00:30 UTC.
    expect(await tickEveryMinute(h, '2025-03-31T02:00:00Z')).toEqual([
      'puzzles 2025-03-30 @ 2025-03-30T01:00:00.000Z',
      'puzzles 2025-03-31 @ 2025-03-31T00:30:00.000Z',
    ]);
  });

  it('on the fall-back day posts a twice-seen 02:30 once, at its first', async () => {
    const h = bot('2025-10-25T12:00:00Z');
    await h.send('timezone Europe/Paris', ANN, PARIS);
    await h.send('schedule 02:30', ANN, PARIS);
    // 02:30 CEST is 00:30 UTC; at 01:00 UTC 03:00 CEST becomes 02:00 CET and 02:30 comes again
    // at 01:30 UTC. On the 27th 02:30 CET is 01:30 UTC.
    expect(await tickEveryMinute(h, '2025-10-27T02:00:00Z')).toEqual([
      'puzzles 2025-10-26 @ 2025-10-26T00:30:00.000Z',
      'puzzles 2025-10-27 @ 2025-10-27T01:30:00.000Z',
    ]);
  });

  it('keeps a channel without a zone on the bot’s, beside one with its own', async () => {
    const h = bot('2025-03-13T12:00:00Z');
    await h.send('timezone America/Los_Angeles', ANN, PARIS);
    await h.send('schedule 09:00', ANN, TOKYO);
    await h.send('schedule 09:00', ANN, PARIS);
    // 12:00 UTC is 05:00 in Los Angeles: its 09:00 PDT (daylight saving began on 9 March) is
    // still to come today, at 16:00 UTC; the UTC channel starts tomorrow.
    expect(await tickEveryMinute(h, '2025-03-14T23:59:00Z')).toEqual([
      'puzzles 2025-03-13 @ 2025-03-13T16:00:00.000Z',
      'general 2025-03-14 @ 2025-03-14T09:00:00.000Z',
      'puzzles 2025-03-14 @ 2025-03-14T16:00:00.000Z',
    ]);
  });

  it('finishes a post still failing at the channel’s midnight with its own date, by its zone', async () => {
    const h = bot('2025-03-14T12:00:00Z');
    await h.send('timezone Asia/Tokyo', ANN, TOKYO);
    await h.send('schedule 23:30', ANN, TOKYO);
    // 23:30 in Tokyo is 14:30 UTC. Eight sends fail (retried after 1, 2, 4, 8, then 15 minutes):
    // the ninth, at 00:45 in Tokyo (past the hour of midnight catch-up), still posts Friday's.
    h.poster.failBefore = Array.from({ length: 8 }, () => new Error('platform unavailable'));
    h.clock.set('2025-03-14T14:00:00Z');
    expect(await tickEveryMinute(h, '2025-03-15T15:00:00Z', true)).toEqual([
      'general 2025-03-14 @ 2025-03-14T15:45:00.000Z',
      'general 2025-03-15 @ 2025-03-15T14:30:00.000Z',
    ]);
    expect(h.poster.posts[0]!.replies[0]!.text).toMatch(/\*Daily #73 /);
  });

  it('skips a channel whose zone cannot be read until a tick can read it, never on the bot’s day', async () => {
    const store = new BrokenSettingsStore();
    const h = harness({ at: '2025-03-13T12:00:00Z', options: { timeZone: 'UTC' }, store });
    const poster = new MarkingPoster();
    h.bot.registerPoster(poster);
    await h.send('timezone America/Los_Angeles', ANN, PARIS);
    await h.send('schedule 09:00', ANN, PARIS);
    // From 15:00 UTC the store cannot read the channel's settings: nothing is posted there, not
    // at once by the bot's zone (09:00 UTC has passed), nor at 16:00 UTC (09:00 in Los Angeles).
    store.broken = PARIS.id;
    h.clock.set('2025-03-13T15:00:00Z');
    expect(await tickEveryMinute({ ...h, poster }, '2025-03-13T16:59:00Z')).toEqual([]);
    expect(h.logger.lines.some((l) => l.fields.reading === 'time zone')).toBe(true);
    // Readable again at 17:00 UTC: Thursday's post in Los Angeles is due and goes at once.
    store.broken = undefined;
    h.clock.set('2025-03-13T17:00:00Z');
    expect(await tickEveryMinute({ ...h, poster }, '2025-03-13T18:00:00Z')).toEqual([
      'puzzles 2025-03-13 @ 2025-03-13T17:00:00.000Z',
    ]);
  });
});

/** A memory store whose settings of one conversation cannot be read (the store is down for it). */
class BrokenSettingsStore extends MemoryStore {
  broken: string | undefined;
  override async settings(owner: SettingsOwner): Promise<Settings> {
    if (owner.id === this.broken) throw new Error('settings unavailable');
    return super.settings(owner);
  }
}
