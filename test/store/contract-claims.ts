// Store contract, one-time claims (Slack replay protection, OAuth states): one winner per key
// across processes while the claim is live; claimable again once expired; expired ones purged.

import { expect, it } from 'vitest';
import { CLAIM_PURGE_INTERVAL_MS } from '../../src/store/port.ts';
import type { ContractContext } from './contract.ts';

/** Registers the one-time claim part of the Store contract. */
export function claimsContract({ backend, fresh, sibling }: ContractContext): void {
  it('gives a key to exactly one of many racing callers in two processes', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const won = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).claimOnce('slack-replay:T1', 10_000, 1_000 + i),
      ),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
    // Other keys are independent.
    expect(await a.claimOnce('slack-replay:T2', 10_000, 1_000)).toBe(true);
    expect(await b.claimOnce('oauth-state:T1', 10_000, 1_000)).toBe(true);
  });

  it('holds a key until it expires, and a refused claim does not extend it', async () => {
    const store = await fresh();
    expect(await store.claimOnce('k', 100, 0)).toBe(true);
    expect(await store.claimOnce('k', 500, 50)).toBe(false);
    expect(await store.claimOnce('k', 500, 99)).toBe(false);
    // Expired at 100 (its own expiry, not the refused 500): claimable again, with a new expiry.
    expect(await store.claimOnce('k', 300, 100)).toBe(true);
    expect(await store.claimOnce('k', 900, 299)).toBe(false);
    expect(await store.claimOnce('k', 900, 300)).toBe(true);
  });

  it('purges expired claims in bulk, at most once per interval', async () => {
    const store = await fresh();
    const t = 5_000_000;
    for (let i = 0; i < 30; i++) expect(await store.claimOnce(`old-${i}`, t + 10, t)).toBe(true);
    expect(await store.claimOnce('live', t + 10 * CLAIM_PURGE_INTERVAL_MS, t + 20)).toBe(true);
    // Within the interval of the last sweep, expired rows stay until the next sweep.
    expect(await backend.claimRows(store)).toBe(31);
    expect(
      await store.claimOnce('next', t + 10 * CLAIM_PURGE_INTERVAL_MS, t + CLAIM_PURGE_INTERVAL_MS),
    ).toBe(true);
    expect(await backend.claimRows(store)).toBe(2);
    expect(
      await store.claimOnce('live', t + 20 * CLAIM_PURGE_INTERVAL_MS, t + CLAIM_PURGE_INTERVAL_MS),
    ).toBe(false);
  });

  it('keeps a note on a live claim, for every process, and forgets it with the claim', async () => {
    const a = await fresh();
    const b = await sibling(a);
    // No claim, no note.
    await a.noteClaim('posted:share', 'https://x/1', 0);
    expect(await a.claimNote('posted:share', 0)).toBeUndefined();
    expect(await a.claimOnce('posted:share', 100, 0)).toBe(true);
    expect(await b.claimNote('posted:share', 10)).toBeUndefined();
    await a.noteClaim('posted:share', 'https://x/1', 10);
    expect(await b.claimNote('posted:share', 20)).toBe('https://x/1');
    await b.noteClaim('posted:share', 'https://x/2', 30);
    expect(await a.claimNote('posted:share', 40)).toBe('https://x/2');
    expect(await a.claimNote('posted:other', 40)).toBeUndefined();
    // Expired: the note goes with the claim, and a new claim starts without one.
    expect(await a.claimNote('posted:share', 100)).toBeUndefined();
    await a.noteClaim('posted:share', 'https://x/3', 100);
    expect(await b.claimOnce('posted:share', 300, 150)).toBe(true);
    expect(await a.claimNote('posted:share', 160)).toBeUndefined();
  });
}
