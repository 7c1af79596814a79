// The daily post across failures, with a fake clock and a platform that can find a marked post:
// a retry after a send looks on the platform before posting again, a claim whose process died
// is taken up after its lease, a live process keeps its claim while it makes progress, a sender
// that lost its claim never leaves a second copy, a claim left at midnight is finished the next
// day with its own puzzle, and posts go out a few at a time.

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginSend,
  claimPost,
  finishPost,
  POST_CLAIM_LEASE_MS,
  POST_CLAIM_RENEW_MS,
  VERIFY_AFTER_LEASES,
} from '../../src/bot/post-claim.ts';
import { POST_CONCURRENCY } from '../../src/bot/schedule.ts';
import { CHANNEL, harness, OTHER_CHANNEL, type Harness } from './harness.ts';
import { MarkingPoster, schedulerOf } from './scheduler-support.ts';

const KEY = { platform: 'web', conversationId: CHANNEL.id };
const at = (iso: string) => Date.parse(iso);
const LEASE = POST_CLAIM_LEASE_MS;
const iso = (ms: number) => new Date(ms).toISOString();

/** A bot with a 09:00 post in the channel and a marking poster. */
async function setUp(time = '09:00'): Promise<Harness & { poster: MarkingPoster }> {
  const h = harness({ at: '2025-03-14T08:00:00Z' });
  await h.send(`schedule ${time}`);
  const poster = new MarkingPoster();
  h.bot.registerPoster(poster);
  return { ...h, poster };
}

/**
 * A first sender that freezes (a SIGSTOP) at `when` of its send: before its request lands, or
 * after it landed but before it hears so. Resolves once it is frozen, with its tick and what
 * lets it go on.
 */
async function freezeFirstSender(
  h: Harness & { poster: MarkingPoster },
  when: 'during' | 'afterLanding',
): Promise<{ paused: Promise<unknown>; release: () => void; claimedAt: number }> {
  let release!: () => void;
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  h.poster[when] = () => {
    h.poster[when] = async () => undefined;
    entered();
    return new Promise<void>((resolve) => (release = resolve));
  };
  const claimedAt = at('2025-03-14T09:00:00Z');
  h.clock.set(iso(claimedAt));
  const paused = h.bot.scheduler.tick();
  await inside;
  return { paused, release, claimedAt };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('daily post retries that look on the platform first', () => {
  it('finds a send that went out but reported failure, and does not post it again', async () => {
    const h = await setUp();
    h.clock.set('2025-03-14T09:00:00Z');
    h.poster.failAfterSend = 1;
    const failed = await h.bot.scheduler.tick();
    expect(failed.failed).toEqual(['web:general']);
    h.clock.set(iso(failed.retryAt!));
    const retry = await h.bot.scheduler.tick();
    expect(retry).toMatchObject({ posted: [], found: ['web:general'], failed: [] });
    expect(h.poster.posts).toHaveLength(1);
    // The platform was asked for this conversation's post of that date, since just before it
    // was first claimed (a margin for the platform's clock), by the retrying attempt.
    const game = await h.store.currentGame(KEY);
    expect(h.poster.lookups).toEqual([
      {
        date: '2025-03-14',
        since: at('2025-03-14T09:00:00Z') - 5 * 60_000,
        attempt: 2,
        gameId: game!.id,
      },
    ]);
    expect(await h.store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      claims: 2,
      sends: 1,
      messageId: 'm1',
    });
    // The post found is the game's live board, so a move edits it.
    expect((await h.store.boardMessage({ gameId: game!.id, viewer: '' }))?.ref).toBe('m1');
    expect((await h.bot.scheduler.tick()).found).toEqual([]);
  });

  it('takes up a claim whose process died after sending when its lease lapses, from the platform', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    // Another process claimed and sent the post, then died before it could record it.
    expect(
      await claimPost(h.store, KEY, '2025-03-14', claimedAt, { leaseMs: LEASE }),
    ).toMatchObject({
      attempt: 1,
    });
    expect(await beginSend(h.store, KEY, '2025-03-14', 1, claimedAt, undefined)).toBe(true);
    const mark = { date: '2025-03-14', since: 0, attempt: 1 };
    h.poster.posts.push({ conversation: CHANNEL, replies: [], mark, messageId: 'm-dead' });
    h.clock.set(iso(claimedAt + LEASE / 2));
    const early = await h.bot.scheduler.tick();
    expect(early).toMatchObject({ posted: [], found: [], retryAt: claimedAt + LEASE });
    h.clock.set(iso(claimedAt + LEASE));
    expect((await h.bot.scheduler.tick()).found).toEqual(['web:general']);
    expect(h.poster.posts).toHaveLength(1);
    expect(await h.store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      messageId: 'm-dead',
    });
    expect(h.logger.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'daily post claim taken over after its lease ran out',
        fields: expect.objectContaining({ conversation: 'general', attempt: 1 }),
      }),
    );
    expect(
      h.bot.metrics.value('sudoku_daily_post_takeovers_total', { platform: 'web' }),
    ).toBeGreaterThan(0);
  });

  it('posts a claim whose process died before sending, once, without a lookup', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    await claimPost(h.store, KEY, '2025-03-14', claimedAt, { leaseMs: LEASE });
    h.clock.set(iso(claimedAt + LEASE - 1000));
    expect((await h.bot.scheduler.tick()).posted).toEqual([]);
    h.clock.set(iso(claimedAt + LEASE));
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    // Nothing was sent before: nothing to look for.
    expect(h.poster.lookups).toHaveLength(0);
    expect(h.poster.posts).toHaveLength(1);
    expect(h.poster.posts[0]!.mark).toMatchObject({ date: '2025-03-14', attempt: 2 });
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
      expect((await h.store.dailyPost(KEY, '2025-03-14'))?.claimedAt).toBe(renewedAt),
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
    expect(await h.store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      claims: 1,
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
    expect(await h.store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      claims: 2,
      sends: 1,
    });
    expect(h.logger.lines.map((l) => l.message)).toContain(
      'daily post claim taken over before its send',
    );
  });

  it('stops renewing a post whose work makes no progress, so another attempt takes it up', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
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
    h.clock.set(iso(claimedAt));
    const stuck = h.bot.scheduler.tick();
    await inside;
    // The heartbeat runs, but the picture has not moved for a lease: no renewal.
    h.clock.set(iso(claimedAt + LEASE + 1));
    vi.advanceTimersByTime(POST_CLAIM_RENEW_MS);
    await Promise.resolve();
    expect((await h.store.dailyPost(KEY, '2025-03-14'))?.claimedAt).toBe(claimedAt);
    const other = schedulerOf(h);
    other.registerPoster(h.poster);
    expect((await other.tick()).posted).toEqual(['web:general']);
    release();
    await stuck;
    expect(h.poster.posts).toHaveLength(1);
  });

  it('deletes its own copy when its send landed after another attempt took the post over', async () => {
    const h = await setUp();
    // The first sender passes its fence, then freezes before its request lands (a SIGSTOP).
    const { paused, release, claimedAt } = await freezeFirstSender(h, 'during');
    h.clock.set(iso(claimedAt + LEASE));
    const other = schedulerOf(h);
    other.registerPoster(h.poster);
    // The taker looks first (a send may have started), finds nothing yet, and posts.
    expect((await other.tick()).posted).toEqual(['web:general']);
    expect(h.poster.lookups).toHaveLength(2); // before its send, and its sweep after it
    release();
    await paused;
    // The paused sender's copy landed late: it saw its claim gone and deleted it.
    expect(h.poster.posts).toHaveLength(2);
    expect(h.poster.postsIn(CHANNEL.id)).toHaveLength(1);
    expect(h.poster.postsIn(CHANNEL.id)[0]!.mark?.attempt).toBe(2);
    expect(h.poster.deleted).toEqual([
      h.poster.posts.find((p) => p.mark?.attempt === 1)!.messageId,
    ]);
    expect(h.logger.lines.map((l) => l.message)).toContain(
      'daily post claim taken over while its send was landing',
    );
  });

  it('keeps its copy when the attempt that took over found it and made it the post', async () => {
    const h = await setUp();
    // The first sender's post lands, then its process freezes before it hears so (a SIGSTOP).
    const { paused, release, claimedAt } = await freezeFirstSender(h, 'afterLanding');
    h.clock.set(iso(claimedAt + LEASE));
    const other = schedulerOf(h);
    other.registerPoster(h.poster);
    // The taker looks first, finds the landed copy and finishes the post with it.
    expect((await other.tick()).found).toEqual(['web:general']);
    const adopted = h.poster.posts[0]!.messageId;
    expect(await h.store.dailyPost(KEY, '2025-03-14')).toMatchObject({
      status: 'sent',
      messageId: adopted,
    });
    release();
    await paused;
    // The paused sender sees its claim gone, but its copy is the post: it stays.
    expect(h.poster.deleted).toEqual([]);
    expect(h.poster.postsIn(CHANNEL.id).map((p) => p.messageId)).toEqual([adopted]);
  });

  it('leaves its copy to an owner still at work, whose later look settles it', async () => {
    const h = await setUp();
    const { paused, release, claimedAt } = await freezeFirstSender(h, 'afterLanding');
    // Another attempt claims the post but has not looked yet when the paused sender resumes.
    h.clock.set(iso(claimedAt + LEASE));
    await claimPost(h.store, KEY, '2025-03-14', claimedAt + LEASE, { leaseMs: LEASE });
    release();
    await paused;
    expect(h.poster.deleted).toEqual([]);
    expect(h.logger.lines.map((l) => l.message)).toContain(
      'daily post claim taken over while its send was landing',
    );
  });

  it('deletes a copy a taken-over sender left behind, a minute after its own send', async () => {
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    // A first attempt started its send and froze; the post is taken up and sent.
    await claimPost(h.store, KEY, '2025-03-14', claimedAt, { leaseMs: LEASE });
    await beginSend(h.store, KEY, '2025-03-14', 1, claimedAt, undefined);
    h.clock.set(iso(claimedAt + LEASE));
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    const record = await h.store.dailyPost(KEY, '2025-03-14');
    expect(record).toMatchObject({
      status: 'sent',
      verifyAt: claimedAt + LEASE + VERIFY_AFTER_LEASES * LEASE,
    });
    // Its copy lands later and its process dies before it can delete it.
    const mark = { date: '2025-03-14', since: 0, attempt: 1 };
    h.poster.posts.push({ conversation: CHANNEL, replies: [], mark, messageId: 'm-late' });
    h.clock.set(iso(record!.verifyAt!));
    await h.bot.scheduler.tick();
    expect(h.poster.deleted).toEqual(['m-late']);
    expect(h.poster.postsIn(CHANNEL.id).map((p) => p.messageId)).toEqual([record!.messageId]);
    expect((await h.store.dailyPost(KEY, '2025-03-14'))?.verifyAt).toBeUndefined();
    // Looked once: the next tick does not look again.
    const lookups = h.poster.lookups.length;
    await h.bot.scheduler.tick();
    expect(h.poster.lookups).toHaveLength(lookups);
  });

  it('wakes for a stale claim before the next minute once started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const h = await setUp();
    const claimedAt = at('2025-03-14T09:00:00Z');
    await claimPost(h.store, KEY, '2025-03-14', claimedAt, { leaseMs: LEASE });
    h.clock.set(iso(claimedAt + LEASE - 200));
    const ticks = vi.spyOn(h.bot.scheduler, 'tick');
    h.bot.scheduler.start();
    // The first tick sees the claim still leased and plans a tick just after it lapses.
    expect(await ticks.mock.results[0]!.value).toMatchObject({
      posted: [],
      retryAt: claimedAt + LEASE,
    });
    h.clock.set(iso(claimedAt + LEASE + 100));
    // 200 ms to the lease's end and a second's margin: not at the next minute.
    vi.advanceTimersByTime(1199);
    expect(ticks).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(ticks).toHaveBeenCalledTimes(2);
    await ticks.mock.results[1]!.value;
    expect(h.poster.posts).toHaveLength(1);
    await h.bot.scheduler.stop();
  });
});

describe('daily posts around midnight', () => {
  it("finishes a claim left at midnight the next day with its own date's puzzle", async () => {
    const h = await setUp('23:59');
    await claimPost(h.store, KEY, '2025-03-14', at('2025-03-14T23:59:30Z'), { leaseMs: LEASE });
    // A failed post of two days before is not taken up any more.
    await claimPost(h.store, KEY, '2025-03-13', at('2025-03-13T23:59:00Z'), { leaseMs: LEASE });
    const end = { kind: 'failed', error: 'network', at: at('2025-03-13T23:59:00Z') } as const;
    await finishPost(h.store, KEY, '2025-03-13', 1, end);
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
