// Store contract, daily posts: schedules, and each day's post claimed by one caller, retried only
// when it failed or its process stopped renewing the claim (the lease), a bounded number of
// times; a superseded attempt can neither renew nor finish the claim.

import { expect, it } from 'vitest';
import { MAX_POST_ATTEMPTS, POST_CLAIM_LEASE_MS } from '../../src/store/port.ts';
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

  it('claims each daily post once, and retries only failed posts, a bounded number of times', async () => {
    const store = await fresh();
    const c = conv('c1');
    expect(await store.dailyPostStatus(c, '2025-03-14')).toBeUndefined();
    expect(await store.claimDailyPost(c, '2025-03-14', 1)).toEqual({ attempt: 1 });
    expect(await store.claimDailyPost(c, '2025-03-14', 2)).toBeUndefined();
    expect(await store.claimDailyPost(c, '2025-03-15', 2)).toEqual({ attempt: 1 });
    expect(await store.claimDailyPost(conv('c2'), '2025-03-14', 2)).toEqual({ attempt: 1 });
    expect(await store.finishDailyPost(c, '2025-03-15', { ok: true, messageId: 'm1' })).toBe(true);
    expect(await store.claimDailyPost(c, '2025-03-15', 3)).toBeUndefined();
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 4)).toEqual({ attempt: 2 });
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'x'.repeat(5000) });
    for (let attempt = 3; attempt <= MAX_POST_ATTEMPTS; attempt++) {
      expect(await store.claimDailyPost(c, '2025-03-14', attempt + 2)).toEqual({ attempt });
      await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    }
    expect(await store.claimDailyPost(c, '2025-03-14', 99)).toBeUndefined();
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'failed',
      attempts: MAX_POST_ATTEMPTS,
      claimedAt: MAX_POST_ATTEMPTS + 2,
    });
    expect(await store.dailyPostStatus(c, '2025-03-15')).toEqual({
      status: 'sent',
      attempts: 1,
      claimedAt: 2,
    });
  });

  it('takes up a claim left unrenewed for the lease (its process died mid-post)', async () => {
    const store = await fresh();
    const c = conv('c1');
    const t = 1_000_000;
    expect(await store.claimDailyPost(c, '2025-03-14', t)).toEqual({ attempt: 1 });
    // Still within the lease: the first process may be sending right now.
    expect(
      await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS - 1),
    ).toBeUndefined();
    expect(await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS)).toEqual({
      attempt: 2,
    });
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'claimed',
      attempts: 2,
      claimedAt: t + POST_CLAIM_LEASE_MS,
    });
    // A finished post is never taken up, however old.
    await store.finishDailyPost(c, '2025-03-14', { ok: true, messageId: 'm1' });
    expect(
      await store.claimDailyPost(c, '2025-03-14', t + 10 * POST_CLAIM_LEASE_MS),
    ).toBeUndefined();
    // Abandoned claims count as attempts: the day is given up after MAX_POST_ATTEMPTS.
    let at = t;
    expect(await store.claimDailyPost(c, '2025-03-15', at)).toEqual({ attempt: 1 });
    for (let i = 1; i < MAX_POST_ATTEMPTS; i++) {
      at += POST_CLAIM_LEASE_MS;
      expect(await store.claimDailyPost(c, '2025-03-15', at)).toEqual({ attempt: i + 1 });
    }
    expect(await store.claimDailyPost(c, '2025-03-15', at + POST_CLAIM_LEASE_MS)).toBeUndefined();
    // The caller may apply a longer lease (the scheduler's own setting).
    expect(await store.claimDailyPost(c, '2025-03-16', t)).toEqual({ attempt: 1 });
    const long = 10 * POST_CLAIM_LEASE_MS;
    expect(await store.claimDailyPost(c, '2025-03-16', t + long - 1, long)).toBeUndefined();
    expect(await store.claimDailyPost(c, '2025-03-16', t + long, long)).toEqual({ attempt: 2 });
  });

  it('keeps a renewed claim, and lets only the holding attempt renew or finish it', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const c = conv('c1');
    const t = 5_000_000;
    const first = (await a.claimDailyPost(c, '2025-03-14', t))!;
    // Renewed while it works, the claim never looks abandoned.
    expect(await a.renewDailyPost(c, '2025-03-14', first.attempt, t + 50_000)).toBe(true);
    expect(await b.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS)).toBeUndefined();
    expect(await b.dailyPostStatus(c, '2025-03-14')).toMatchObject({ claimedAt: t + 50_000 });
    // Once it stops renewing, another process takes it up; the first can no longer write.
    const second = (await b.claimDailyPost(c, '2025-03-14', t + 50_000 + POST_CLAIM_LEASE_MS))!;
    expect(second.attempt).toBe(first.attempt + 1);
    expect(await a.renewDailyPost(c, '2025-03-14', first.attempt, t + 200_000)).toBe(false);
    const late = { ok: false, error: 'timed out' } as const;
    expect(await a.finishDailyPost(c, '2025-03-14', late, first.attempt)).toBe(false);
    expect(await b.dailyPostStatus(c, '2025-03-14')).toMatchObject({ status: 'claimed' });
    const sent = { ok: true, messageId: 'm2' } as const;
    expect(await b.finishDailyPost(c, '2025-03-14', sent, second.attempt)).toBe(true);
    expect(await a.dailyPostStatus(c, '2025-03-14')).toMatchObject({ status: 'sent' });
    // A finished claim is renewed or finished again by nobody.
    expect(await b.renewDailyPost(c, '2025-03-14', second.attempt, t + 300_000)).toBe(false);
    expect(await b.finishDailyPost(c, '2025-03-14', late, second.attempt)).toBe(false);
    expect(await a.finishDailyPost(conv('c9'), '2025-03-14', sent)).toBe(false);
  });

  it('lists the posts of a date that were claimed and not finished', async () => {
    const store = await fresh();
    const date = '2025-03-14';
    await store.claimDailyPost(conv('sent'), date, 1);
    await store.finishDailyPost(conv('sent'), date, { ok: true, messageId: 'm' });
    await store.claimDailyPost(conv('stuck'), date, 1);
    await store.claimDailyPost(conv('failed'), date, 1);
    await store.finishDailyPost(conv('failed'), date, { ok: false, error: 'network' });
    await store.claimDailyPost(conv('other-day'), '2025-03-15', 1);
    for (let i = 0; i < MAX_POST_ATTEMPTS; i++) {
      await store.claimDailyPost(conv('given-up'), date, i + 1);
      await store.finishDailyPost(conv('given-up'), date, { ok: false, error: 'network' });
    }
    const ids = (await store.unfinishedDailyPosts(date)).map((k) => k.conversationId).sort();
    expect(ids).toEqual(['failed', 'stuck']);
    expect((await store.unfinishedDailyPosts(date))[0]).toMatchObject({ platform: 'web' });
    expect(await store.unfinishedDailyPosts('2025-03-13')).toEqual([]);
  });

  it('lets exactly one of many racing processes claim a post, and one retry of a failed one', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const c = conv('c1');
    const race = (now: number) =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).claimDailyPost(c, '2025-03-14', now)),
      );
    expect((await race(1)).filter(Boolean)).toEqual([{ attempt: 1 }]);
    await a.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect((await race(2)).filter(Boolean)).toEqual([{ attempt: 2 }]);
    expect(await b.dailyPostStatus(c, '2025-03-14')).toMatchObject({ attempts: 2 });
  });
}
