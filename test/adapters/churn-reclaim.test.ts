// The full collection asked for while a connection cap evicts: when the policy lets it run (a
// fake clock and a collection the test ends itself), and that the real request does collect.

import { describe, expect, it } from 'vitest';
import { ChurnReclaim, requestFullCollection } from '../../adapters/shared/churn-reclaim.ts';

/** A collection the test finishes when it wants, and the calls so far. */
function controlledCollect() {
  const finishers: (() => void)[] = [];
  return {
    collect: () => new Promise<void>((resolve) => finishers.push(resolve)),
    calls: () => finishers.length,
    finishLast: async () => {
      finishers.at(-1)!();
      // The reclaim learns it is done in a promise callback.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('ChurnReclaim', () => {
  it('asks after enough evictions, never twice within the interval, never while one runs', async () => {
    let now = 0;
    const c = controlledCollect();
    const reclaim = new ChurnReclaim(
      { minIntervalMs: 2000, minEvictions: 3 },
      c.collect,
      () => now,
    );
    reclaim.evicted();
    reclaim.evicted();
    expect(c.calls()).toBe(0);
    reclaim.evicted();
    expect(c.calls()).toBe(1);
    // Still running, and within the interval: more churn asks for nothing.
    now = 2500;
    for (let i = 0; i < 10; i++) reclaim.evicted();
    expect(c.calls()).toBe(1);
    await c.finishLast();
    // Done, past the interval, and evictions counted meanwhile: the next one.
    reclaim.evicted();
    expect(c.calls()).toBe(2);
    await c.finishLast();
    // Past the interval again but not enough evictions since.
    now = 10_000;
    reclaim.evicted();
    reclaim.evicted();
    expect(c.calls()).toBe(2);
    reclaim.evicted();
    expect(c.calls()).toBe(3);
    expect(reclaim.count()).toBe(3);
  });

  it('within the interval, evictions wait for it to pass', async () => {
    let now = 0;
    const c = controlledCollect();
    const reclaim = new ChurnReclaim(
      { minIntervalMs: 2000, minEvictions: 1 },
      c.collect,
      () => now,
    );
    reclaim.evicted();
    await c.finishLast();
    now = 1999;
    reclaim.evicted();
    expect(c.calls()).toBe(1);
    now = 2000;
    reclaim.evicted();
    expect(c.calls()).toBe(2);
  });
});

describe('requestFullCollection', () => {
  it('collects what is no longer reachable, old or young', async () => {
    let target: object | undefined = { payload: new Array(1000).fill('x') };
    const ref = new WeakRef(target);
    target = undefined;
    // A WeakRef holds its target until the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    await requestFullCollection();
    expect(ref.deref()).toBeUndefined();
  });
});
