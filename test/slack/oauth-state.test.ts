// The install link's state (adapters/slack/oauth-state.ts): what it carries comes back once; a
// state changed anywhere, signed with another secret, too old, or used before is refused, also
// when the second use reaches another process on the same store.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClaimedStateStore,
  InstallStateError,
  STATE_TTL_MS,
} from '../../adapters/slack/oauth-state.ts';
import { MemoryStore } from '../../src/store/memory.ts';

const SECRET = 'state-secret-for-tests-0123456789';
const OPTIONS = { scopes: ['commands', 'chat:write'], metadata: 'from the landing page' };

/** The reason a verification was refused, or 'ok'. */
async function outcome(states: ClaimedStateStore, state: string): Promise<string> {
  try {
    await states.verifyStateParam(new Date(), state);
    return 'ok';
  } catch (error) {
    if (error instanceof InstallStateError) return error.reason;
    throw error;
  }
}

describe('the install state', () => {
  it('gives back the install options once, in any process on the store', async () => {
    const store = new MemoryStore();
    const one = new ClaimedStateStore(SECRET, store);
    const two = new ClaimedStateStore(SECRET, store);
    const state = await one.generateStateParam(OPTIONS);
    expect(await two.verifyStateParam(new Date(), state)).toEqual(OPTIONS);
    expect(await outcome(one, state)).toBe('replayed');
    expect(await outcome(two, state)).toBe('replayed');
    // Each state is its own: a fresh one still works.
    expect(await outcome(one, await one.generateStateParam(OPTIONS))).toBe('ok');
  });

  it('refuses a state that is too old, or from too far ahead', async () => {
    let now = 1_000_000_000;
    const states = new ClaimedStateStore(SECRET, new MemoryStore(), () => now);
    const state = await states.generateStateParam(OPTIONS);
    now += STATE_TTL_MS + 1;
    expect(await outcome(states, state)).toBe('expired');
    now -= 3 * STATE_TTL_MS;
    expect(await outcome(states, state)).toBe('expired');
    now += 2 * STATE_TTL_MS;
    expect(await outcome(states, state)).toBe('ok');
  });

  it('refuses another secret and any changed character', async () => {
    const store = new MemoryStore();
    const states = new ClaimedStateStore(SECRET, store);
    const other = new ClaimedStateStore('another-secret-0123456789', store);
    expect(await outcome(states, await other.generateStateParam(OPTIONS))).toBe('bad');
    const state = await states.generateStateParam(OPTIONS);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: state.length - 1 }),
        fc.constantFrom(...'AZaz09-_.=x'),
        async (at, c) => {
          fc.pre(state[at] !== c);
          const changed = `${state.slice(0, at)}${c}${state.slice(at + 1)}`;
          expect(await outcome(states, changed)).toBe('bad');
        },
      ),
      { numRuns: 200 },
    );
    for (const junk of ['', '.', 'a.b.c', 'not a state', `${state}.`]) {
      expect(await outcome(states, junk)).toBe('bad');
    }
    // None of that used the real state up.
    expect(await outcome(states, state)).toBe('ok');
  });
});
