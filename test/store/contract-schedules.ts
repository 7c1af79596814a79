// Store contract, daily posts: schedules, and each day's post claimed by one caller, retried only
// when it failed or its process died (the lease), a bounded number of times.

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
    expect(await store.claimDailyPost(c, '2025-03-14', 1)).toBe(true);
    expect(await store.claimDailyPost(c, '2025-03-14', 2)).toBe(false);
    expect(await store.claimDailyPost(c, '2025-03-15', 2)).toBe(true);
    expect(await store.claimDailyPost(conv('c2'), '2025-03-14', 2)).toBe(true);
    await store.finishDailyPost(c, '2025-03-15', { ok: true, messageId: 'm1' });
    expect(await store.claimDailyPost(c, '2025-03-15', 3)).toBe(false);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 4)).toBe(true);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'x'.repeat(5000) });
    expect(await store.claimDailyPost(c, '2025-03-14', 5)).toBe(true);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 6)).toBe(false);
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'failed',
      attempts: MAX_POST_ATTEMPTS,
      claimedAt: 5,
    });
    expect(await store.dailyPostStatus(c, '2025-03-15')).toEqual({
      status: 'sent',
      attempts: 1,
      claimedAt: 2,
    });
  });

  it('takes up a claim left unfinished for the lease (its process died mid-post)', async () => {
    const store = await fresh();
    const c = conv('c1');
    const t = 1_000_000;
    expect(await store.claimDailyPost(c, '2025-03-14', t)).toBe(true);
    // Still within the lease: the first process may be sending right now.
    expect(await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS - 1)).toBe(false);
    expect(await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS)).toBe(true);
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'claimed',
      attempts: 2,
      claimedAt: t + POST_CLAIM_LEASE_MS,
    });
    // A finished post is never taken up, however old.
    await store.finishDailyPost(c, '2025-03-14', { ok: true, messageId: 'm1' });
    expect(await store.claimDailyPost(c, '2025-03-14', t + 10 * POST_CLAIM_LEASE_MS)).toBe(false);
    // Abandoned claims count as attempts: the day is given up after MAX_POST_ATTEMPTS.
    let at = t;
    expect(await store.claimDailyPost(c, '2025-03-15', at)).toBe(true);
    for (let i = 1; i < MAX_POST_ATTEMPTS; i++) {
      at += POST_CLAIM_LEASE_MS;
      expect(await store.claimDailyPost(c, '2025-03-15', at)).toBe(true);
    }
    expect(await store.claimDailyPost(c, '2025-03-15', at + POST_CLAIM_LEASE_MS)).toBe(false);
  });

  it('lets exactly one of many racing processes claim a post, and one retry of a failed one', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const c = conv('c1');
    const race = (now: number) =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).claimDailyPost(c, '2025-03-14', now)),
      );
    expect((await race(1)).filter(Boolean)).toHaveLength(1);
    await a.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect((await race(2)).filter(Boolean)).toHaveLength(1);
    expect(await b.dailyPostStatus(c, '2025-03-14')).toMatchObject({ attempts: 2 });
  });
}
