// The daily post across failures, with a fake clock and a platform that can find a marked post:
// a retry looks on the platform before posting again, a claim whose process died is taken up a
// minute later, a live process keeps its claim, a claim left at midnight is finished the next
// day with its own puzzle, and posts go out a few at a time.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_CONCURRENCY } from '../../src/bot/schedule.ts';
import { POST_CLAIM_LEASE_MS, POST_CLAIM_RENEW_MS } from '../../src/store/port.ts';
import { CHANNEL, harness, OTHER_CHANNEL, type Harness } from './harness.ts';
import { MarkingPoster, schedulerOf } from './scheduler-support.ts';

const KEY = { platform: 'web', conversationId: CHANNEL.id };
const at = (iso: string) => Date.parse(iso);

/** A bot with a 09:00 post in the channel and a marking poster. */
async function setUp(time = '09:00'): Promise<Harness & { poster: MarkingPoster }> {
  const h = harness({ at: '2025-03-14T08:00:00Z' });
  await h.send(`schedule ${time}`);
  const poster = new MarkingPoster();
  h.bot.registerPoster(poster);
  return { ...h, poster };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('daily post retries that look on the platform first', () => {
  it('finds a send that went out but reported failure, and does not post it again', async () => {
    const h = await setUp();
    h.clock.set('2025-03-14T09:00:00Z');
    h.poster.failAfterSend = 1;
    expect((await h.bot.scheduler.tick()).failed).toEqual(['web:general']);
    const retry = await h.bot.scheduler.tick();
    expect(retry).toMatchObject({ posted: [], found: ['web:general'], failed: [] });
    expect(h.poster.posts).toHaveLength(1);
    // The platform was asked for this conversation's post of that date, since its midnight.
    expect(h.poster.lookups).toEqual([
      { date: '2025-03-14', since: at('2025-03-14T00:00:00Z') - 3600_000 },
    ]);
    expect(await h.store.dailyPostStatus(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    // The post found is the game's live board, so a move edits it.
    const game = await h.store.currentGame(KEY);
    expect((await h.store.boardMessage({ gameId: game!.id, viewer: '' }))?.ref).toBe('m1');
    expect((await h.bot.scheduler.tick()).found).toEqual([]);
  });

  it('takes up a claim whose process died after sending when its lease lapses, from the platform', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    // Another process claimed and sent the post, then died before it could record it.
    expect(await h.store.claimDailyPost(KEY, '2025-03-14', claimedAt)).toEqual({ attempt: 1 });
    const mark = { date: '2025-03-14', since: 0 };
    h.poster.posts.push({ conversation: CHANNEL, replies: [], mark, messageId: 'm-dead' });
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS / 2).toISOString());
    const early = await h.bot.scheduler.tick();
    expect(early).toMatchObject({
      posted: [],
      found: [],
      retryAt: claimedAt + POST_CLAIM_LEASE_MS,
    });
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS).toISOString());
    expect((await h.bot.scheduler.tick()).found).toEqual(['web:general']);
    expect(h.poster.posts).toHaveLength(1);
    expect(await h.store.dailyPostStatus(KEY, '2025-03-14')).toMatchObject({ status: 'sent' });
  });

  it('posts a claim whose process died before sending, once, after asking', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    await h.store.claimDailyPost(KEY, '2025-03-14', claimedAt);
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS - 1000).toISOString());
    expect((await h.bot.scheduler.tick()).posted).toEqual([]);
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS).toISOString());
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect(h.poster.lookups).toHaveLength(1);
    expect(h.poster.posts).toHaveLength(1);
    expect(h.poster.posts[0]!.mark).toEqual(h.poster.lookups[0]);
  });

  it('on the old path (no platform check) posts such a send a second time', async () => {
    const h = await setUp();
    const old = schedulerOf(h, { platformCheck: false });
    old.registerPoster(h.poster);
    h.clock.set('2025-03-14T09:00:00Z');
    h.poster.failAfterSend = 1;
    await old.tick();
    expect((await old.tick()).posted).toEqual(['web:general']);
    expect(h.poster.postsIn(CHANNEL.id)).toHaveLength(2);
    expect(h.poster.lookups).toEqual([]);
    expect(h.poster.posts.every((p) => p.mark === undefined)).toBe(true);
  });

  it('keeps the claim of a slow post renewed, so another process waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const h = await setUp();
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    h.poster.during = () => {
      entered();
      return new Promise<void>((resolve) => (release = resolve));
    };
    const claimedAt = at('2025-03-14T09:00:00Z');
    h.clock.set(new Date(claimedAt).toISOString());
    const slow = h.bot.scheduler.tick();
    await inside;
    const renewedAt = claimedAt + POST_CLAIM_LEASE_MS - 5000;
    h.clock.set(new Date(renewedAt).toISOString());
    vi.advanceTimersByTime(POST_CLAIM_RENEW_MS);
    await vi.waitFor(async () =>
      expect((await h.store.dailyPostStatus(KEY, '2025-03-14'))?.claimedAt).toBe(renewedAt),
    );
    // Older than the lease, yet renewed just now: a second process leaves it alone.
    const other = schedulerOf(h);
    other.registerPoster(h.poster);
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS + 5000).toISOString());
    expect(await other.tick()).toMatchObject({
      posted: [],
      retryAt: renewedAt + POST_CLAIM_LEASE_MS,
    });
    release();
    expect((await slow).posted).toEqual(['web:general']);
    expect(h.poster.posts).toHaveLength(1);
    expect(await h.store.dailyPostStatus(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('stops a process that stalled past its lease before it sends, once another took over', async () => {
    const h = await setUp();
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const render = h.renderer.render.bind(h.renderer);
    vi.spyOn(h.renderer, 'render').mockImplementationOnce(async (...args) => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      return render(...args);
    });
    const claimedAt = at('2025-03-14T09:00:00Z');
    h.clock.set(new Date(claimedAt).toISOString());
    const stalled = h.bot.scheduler.tick();
    await inside;
    // Its heartbeat did not run (a frozen process): the lease lapses and another takes it up.
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS).toISOString());
    const other = schedulerOf(h);
    other.registerPoster(h.poster);
    expect((await other.tick()).posted).toEqual(['web:general']);
    release();
    expect(await stalled).toMatchObject({ posted: [], failed: [] });
    expect(h.poster.posts).toHaveLength(1);
    expect(await h.store.dailyPostStatus(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(h.logger.lines.map((l) => l.message)).toContain(
      'daily post left to the attempt that took it up',
    );
  });

  it('wakes for a stale claim before the next minute once started', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    await h.store.claimDailyPost(KEY, '2025-03-14', claimedAt);
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS - 200).toISOString());
    const ticks = vi.spyOn(h.bot.scheduler, 'tick');
    h.bot.scheduler.start();
    // The first tick sees the claim still leased and plans a tick just after it lapses.
    expect(await ticks.mock.results[0]!.value).toMatchObject({
      posted: [],
      retryAt: claimedAt + POST_CLAIM_LEASE_MS,
    });
    h.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS + 100).toISOString());
    const started = Date.now();
    await vi.waitFor(() => expect(h.poster.posts).toHaveLength(1), { timeout: 4000 });
    // About a second later, not at the next minute.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ticks).toHaveBeenCalledTimes(2);
    await h.bot.scheduler.stop();
    expect(h.poster.lookups).toHaveLength(1);
  });
});

describe('daily posts around midnight', () => {
  it("finishes a claim left at midnight the next day with its own date's puzzle", async () => {
    const h = await setUp('23:59');
    await h.store.claimDailyPost(KEY, '2025-03-14', at('2025-03-14T23:59:30Z'));
    // A failed post of two days before is not taken up any more.
    await h.store.claimDailyPost(KEY, '2025-03-13', at('2025-03-13T23:59:00Z'));
    await h.store.finishDailyPost(KEY, '2025-03-13', { ok: false, error: 'network' });
    h.clock.set('2025-03-15T00:00:40Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    const late = h.poster.posts[0]!;
    expect(late.mark?.date).toBe('2025-03-14');
    expect(late.replies[0]!.text).toMatch(/^The daily of 2025-03-14, a little late: \*Daily #73/);
    expect(await h.store.dailyGame(KEY, '2025-03-14')).toBeDefined();
    h.clock.set('2025-03-15T23:59:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect(h.poster.posts[1]!.replies[0]!.text).toMatch(/^Good morning! \*Daily #74/);
    expect(h.poster.posts).toHaveLength(2);
  });

  it('makes a post missed in the hour before midnight just after it, not older ones', async () => {
    const h = await setUp('23:30');
    await h.send('schedule 20:00', undefined, OTHER_CHANNEL);
    // Down from 19:00 to 00:20: the 23:30 post is 50 minutes late, the 20:00 one 260.
    h.clock.set('2025-03-15T00:20:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect(h.poster.posts[0]!.replies[0]!.text).toMatch(/^The daily of 2025-03-14/);
    h.clock.set('2025-03-15T00:21:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual([]);
    expect(h.poster.posts).toHaveLength(1);
  });
});

describe('a busy minute', () => {
  it('posts to many conversations a few at a time, each once', async () => {
    const h = await setUp();
    const ids = Array.from({ length: 20 }, (_, i) => `c${i}`);
    for (const id of ids) {
      await h.send('schedule 09:00', undefined, { ...CHANNEL, id });
    }
    let inFlight = 0;
    let most = 0;
    h.poster.during = async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
    };
    h.clock.set('2025-03-14T09:00:00Z');
    const report = await h.bot.scheduler.tick();
    expect(report.posted).toHaveLength(21);
    expect(new Set(h.poster.posts.map((p) => p.conversation.id)).size).toBe(21);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(POST_CONCURRENCY);
  });
});
