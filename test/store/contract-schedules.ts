// Store contract, daily posts: schedules, and each day's post record written by compare-and-set
// on its revision; the claim rules of src/bot/post-claim.ts over it on every backend: one caller
// claims, a failed post is retried after a back-off, a claim whose process stopped renewing it
// (the lease) is taken up, and a superseded attempt can neither renew, send nor finish.

import { expect, it } from 'vitest';
import {
  abandonPost,
  beginSend,
  claimPost,
  finishPost,
  POST_CLAIM_LEASE_MS,
  postVerified,
  renewPost,
  retryDelayMs,
} from '../../src/bot/post-claim.ts';
import type { PostRecord } from '../../src/store/port.ts';
import type { ContractContext } from './contract.ts';
import { conv } from './contract-fixtures.ts';

/** Registers the schedules and daily-post part of the Store contract. */
export function schedulesContract({ fresh, sibling }: ContractContext): void {
  it('keeps, replaces and removes schedules', async () => {
    const store = await fresh();
    const schedule = {
      conversation: { platform: 'web', id: 'c1', kind: 'channel' as const, workspace: 'local' },
      minuteOfDay: 540,
      level: 'hard' as const,
      startDate: '2025-03-14',
      setBy: 'u1',
    };
    await store.setSchedule(schedule);
    await store.setSchedule({ ...schedule, minuteOfDay: 600 });
    // A schedule of the daily itself has no level.
    const daily = {
      conversation: { ...schedule.conversation, id: 'c2' },
      minuteOfDay: 480,
      startDate: '2025-03-15',
      setBy: 'u2',
    };
    await store.setSchedule(daily);
    expect(await store.getSchedule(conv('c1'))).toEqual({ ...schedule, minuteOfDay: 600 });
    expect(await store.getSchedule(conv('c2'))).toEqual(daily);
    expect(await store.getSchedule(conv('c3'))).toBeUndefined();
    expect((await store.listSchedules()).map((s) => s.conversation.id).sort()).toEqual([
      'c1',
      'c2',
    ]);
    expect(await store.removeSchedule(conv('c1'))).toBe(true);
    expect(await store.removeSchedule(conv('c1'))).toBe(false);
    expect(await store.listSchedules()).toHaveLength(1);
  });

  const record = (over: Partial<PostRecord> = {}): Omit<PostRecord, 'revision'> => ({
    status: 'claimed',
    claims: 1,
    sends: 0,
    claimedAt: 10,
    firstClaimedAt: 10,
    ...over,
  });

  it('stores a post record by compare-and-set on its revision, every field round-tripping', async () => {
    const store = await fresh();
    const c = conv('c1');
    expect(await store.dailyPost(c, '2025-03-14')).toBeUndefined();
    // Only the writer that expects no record creates it.
    expect(await store.writeDailyPost(c, '2025-03-14', record(), 1)).toBe(false);
    expect(await store.writeDailyPost(c, '2025-03-14', record(), 0)).toBe(true);
    expect(await store.writeDailyPost(c, '2025-03-14', record({ claims: 9 }), 0)).toBe(false);
    expect(await store.dailyPost(c, '2025-03-14')).toEqual({ ...record(), revision: 1 });
    const full = record({
      status: 'sent',
      claims: 3,
      sends: 2,
      claimedAt: 1_700_000_000_123,
      firstClaimedAt: 1_700_000_000_000,
      gameId: 'g-1',
      messageId: '1130000000000100001',
      error: 'x'.repeat(500),
      verifyAt: 1_700_000_060_123,
      thread: '1130000000000100001',
      threadLost: 'archived',
      threadNoted: true,
    });
    expect(await store.writeDailyPost(c, '2025-03-14', full, 1)).toBe(true);
    expect(await store.dailyPost(c, '2025-03-14')).toEqual({ ...full, revision: 2 });
    // A stale revision changes nothing; optional fields can be cleared.
    expect(await store.writeDailyPost(c, '2025-03-14', record(), 1)).toBe(false);
    expect(await store.writeDailyPost(c, '2025-03-14', record({ status: 'failed' }), 2)).toBe(true);
    expect(await store.dailyPost(c, '2025-03-14')).toEqual({
      ...record({ status: 'failed' }),
      revision: 3,
    });
    // Keys are per conversation and date.
    expect(await store.dailyPost(c, '2025-03-15')).toBeUndefined();
    expect(await store.dailyPost(conv('c2'), '2025-03-14')).toBeUndefined();
  });

  it('claims each daily post once; a failed one again after its back-off, never a sent one', async () => {
    const store = await fresh();
    const c = conv('c1');
    const lease = POST_CLAIM_LEASE_MS;
    const first = await claimPost(store, c, '2025-03-14', 1, { leaseMs: lease });
    expect(first).toMatchObject({ attempt: 1, record: { sends: 0, firstClaimedAt: 1 } });
    expect(await claimPost(store, c, '2025-03-14', 2, { leaseMs: lease })).toBeUndefined();
    expect(await claimPost(store, c, '2025-03-15', 2, { leaseMs: lease })).toMatchObject({
      attempt: 1,
    });
    expect(await claimPost(store, conv('c2'), '2025-03-14', 2, { leaseMs: lease })).toMatchObject({
      attempt: 1,
    });
    expect(await beginSend(store, c, '2025-03-14', 1, 3, 'g1')).toBe(true);
    const end = { kind: 'failed', error: 'network', at: 4 } as const;
    expect(await finishPost(store, c, '2025-03-14', 1, end)).toBe(true);
    // Backing off: one minute after the first failed send, then doubling.
    expect(
      await claimPost(store, c, '2025-03-14', 4 + retryDelayMs(1) - 1, { leaseMs: lease }),
    ).toBeUndefined();
    const second = await claimPost(store, c, '2025-03-14', 4 + retryDelayMs(1), { leaseMs: lease });
    expect(second).toMatchObject({
      attempt: 2,
      record: { sends: 1, gameId: 'g1', firstClaimedAt: 1 },
    });
    expect(second!.record.error).toBeUndefined();
    expect(await finishPost(store, c, '2025-03-14', 2, { kind: 'sent', messageId: 'm1' })).toBe(
      true,
    );
    expect(await claimPost(store, c, '2025-03-14', 10 ** 12, { leaseMs: lease })).toBeUndefined();
    expect(await store.dailyPost(c, '2025-03-14')).toMatchObject({
      status: 'sent',
      claims: 2,
      sends: 1,
      messageId: 'm1',
    });
  });

  it('takes up a claim left unrenewed for the lease; a crash before a send never gives it up', async () => {
    const store = await fresh();
    const c = conv('c1');
    const t = 1_000_000;
    const lease = POST_CLAIM_LEASE_MS;
    expect(await claimPost(store, c, '2025-03-14', t, { leaseMs: lease })).toMatchObject({
      attempt: 1,
    });
    // Still within the lease: the first process may be sending right now.
    expect(
      await claimPost(store, c, '2025-03-14', t + lease - 1, { leaseMs: lease }),
    ).toBeUndefined();
    expect(await claimPost(store, c, '2025-03-14', t + lease, { leaseMs: lease })).toMatchObject({
      attempt: 2,
    });
    // Fifty processes die before sending: claims grow, sends stay 0, and it is still claimable.
    let at = t + lease;
    for (let i = 3; i <= 50; i++) {
      at += lease;
      expect(await claimPost(store, c, '2025-03-14', at, { leaseMs: lease })).toMatchObject({
        attempt: i,
      });
    }
    expect(await store.dailyPost(c, '2025-03-14')).toMatchObject({
      status: 'claimed',
      claims: 50,
      sends: 0,
      firstClaimedAt: t,
    });
    // The caller may apply a longer lease (the scheduler's own setting).
    expect(await claimPost(store, c, '2025-03-16', t, { leaseMs: lease })).toMatchObject({
      attempt: 1,
    });
    const long = 10 * lease;
    expect(
      await claimPost(store, c, '2025-03-16', t + long - 1, { leaseMs: long }),
    ).toBeUndefined();
    expect(await claimPost(store, c, '2025-03-16', t + long, { leaseMs: long })).toMatchObject({
      attempt: 2,
    });
  });

  it('lets only the holding attempt renew, count a send or finish; a taken-over one is fenced off', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const c = conv('c1');
    const t = 5_000_000;
    const lease = POST_CLAIM_LEASE_MS;
    const first = (await claimPost(a, c, '2025-03-14', t, { leaseMs: lease }))!;
    // Renewed while it works, the claim never looks abandoned.
    expect(await renewPost(a, c, '2025-03-14', first.attempt, t + 50_000)).toBe(true);
    expect(await claimPost(b, c, '2025-03-14', t + lease, { leaseMs: lease })).toBeUndefined();
    // Once it stops renewing, another process takes it up; the first can no longer write.
    const second = (await claimPost(b, c, '2025-03-14', t + 50_000 + lease, { leaseMs: lease }))!;
    expect(second.attempt).toBe(first.attempt + 1);
    expect(await renewPost(a, c, '2025-03-14', first.attempt, t + 200_000)).toBe(false);
    expect(await beginSend(a, c, '2025-03-14', first.attempt, t + 200_000, 'g')).toBe(false);
    const late = { kind: 'failed', error: 'timed out', at: t } as const;
    expect(await finishPost(a, c, '2025-03-14', first.attempt, late)).toBe(false);
    expect(await b.dailyPost(c, '2025-03-14')).toMatchObject({ status: 'claimed', sends: 0 });
    const sent = { kind: 'sent', messageId: 'm2', verifyAt: t + 400_000 } as const;
    expect(await finishPost(b, c, '2025-03-14', second.attempt, sent)).toBe(true);
    expect(await a.dailyPost(c, '2025-03-14')).toMatchObject({
      status: 'sent',
      verifyAt: t + 400_000,
    });
    // A finished claim is renewed or finished again by nobody.
    expect(await renewPost(b, c, '2025-03-14', second.attempt, t + 300_000)).toBe(false);
    expect(await finishPost(b, c, '2025-03-14', second.attempt, late)).toBe(false);
    expect(await finishPost(a, conv('c9'), '2025-03-14', 1, sent)).toBe(false);
  });

  it('lists unfinished posts of a date, and sent posts whose look for copies is due', async () => {
    const store = await fresh();
    const date = '2025-03-14';
    const lease = POST_CLAIM_LEASE_MS;
    await claimPost(store, conv('sent'), date, 1, { leaseMs: lease });
    await finishPost(store, conv('sent'), date, 1, { kind: 'sent', messageId: 'm', verifyAt: 100 });
    await claimPost(store, conv('stuck'), date, 1, { leaseMs: lease });
    await claimPost(store, conv('failed'), date, 1, { leaseMs: lease });
    await finishPost(store, conv('failed'), date, 1, { kind: 'failed', error: 'network', at: 1 });
    await claimPost(store, conv('other-day'), '2025-03-15', 1, { leaseMs: lease });
    await claimPost(store, conv('given-up'), date, 1, { leaseMs: lease });
    await finishPost(store, conv('given-up'), date, 1, { kind: 'given-up', reason: 'no channel' });
    const ids = (await store.unfinishedDailyPosts(date)).map((k) => k.conversationId).sort();
    expect(ids).toEqual(['failed', 'stuck']);
    expect((await store.unfinishedDailyPosts(date))[0]).toMatchObject({ platform: 'web' });
    expect(await store.unfinishedDailyPosts('2025-03-13')).toEqual([]);
    expect(await store.postsToVerify(99)).toEqual([]);
    const due = await store.postsToVerify(100);
    expect(due).toEqual([
      {
        conversation: { platform: 'web', conversationId: 'sent' },
        date,
        record: expect.objectContaining({ status: 'sent', messageId: 'm', verifyAt: 100 }),
      },
    ]);
    await postVerified(store, conv('sent'), date, due[0]!.record.revision);
    expect(await store.postsToVerify(10 ** 12)).toEqual([]);
    // Given up for good: a post left unfinished a day later.
    expect(await abandonPost(store, conv('stuck'), date, 'late')).toBe(true);
    expect(await abandonPost(store, conv('sent'), date, 'late')).toBe(false);
    expect(await store.dailyPost(conv('stuck'), date)).toMatchObject({
      status: 'given-up',
      error: 'late',
    });
  });

  it('lets exactly one of many racing processes claim a post, and one retry of a failed one', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const c = conv('c1');
    const race = (now: number) =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          claimPost(i % 2 ? a : b, c, '2025-03-14', now, { leaseMs: POST_CLAIM_LEASE_MS }),
        ),
      );
    expect((await race(1)).filter(Boolean).map((x) => x!.attempt)).toEqual([1]);
    await finishPost(a, c, '2025-03-14', 1, { kind: 'failed', error: 'network', at: 1 });
    expect((await race(1 + retryDelayMs(0))).filter(Boolean).map((x) => x!.attempt)).toEqual([2]);
    expect(await b.dailyPost(c, '2025-03-14')).toMatchObject({ claims: 2 });
  });
}
