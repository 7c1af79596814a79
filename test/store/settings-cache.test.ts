// The per-process settings cache (src/store/settings-cache.ts) with a listener the test drives:
// nothing is kept until the listener is up, a change heard drops its owner's entry, a read that
// overlapped a change is not kept, a lost listener empties the cache and reads go to the store
// until it listens again, and entries expire and are bounded in number.

import { describe, expect, it } from 'vitest';
import type { Settings, SettingsOwner } from '../../src/store/port.ts';
import {
  SettingsCache,
  settingsKey,
  type ListenForChanges,
} from '../../src/store/settings-cache.ts';
import { gate } from '../support/gate.ts';

const ann: SettingsOwner = { platform: 'slack', scope: 'player', id: 'U1' };
const bob: SettingsOwner = { platform: 'slack', scope: 'player', id: 'U2' };

/** A listener the test controls: connects when `up()` is called, breaks on `lose()`. */
function fakeListener() {
  let hear: ((key: string) => void) | undefined;
  let lost: (() => void) | undefined;
  let connect = gate();
  let starts = 0;
  let closes = 0;
  const listen: ListenForChanges = async (onKey, onLost) => {
    starts++;
    await connect.opened;
    hear = onKey;
    lost = onLost;
    return { close: async () => void closes++ };
  };
  return {
    listen,
    up: () => connect.open(),
    hear: (owner: SettingsOwner) => hear!(settingsKey(owner)),
    lose: () => {
      connect = gate();
      lost!();
    },
    get starts() {
      return starts;
    },
    get closes() {
      return closes;
    },
  };
}

/** Settings read from a "server" the test changes, counting its reads. */
function server(initial: Settings) {
  let value = initial;
  let reads = 0;
  return {
    load: async () => (reads++, value),
    set: (next: Settings) => void (value = next),
    get reads() {
      return reads;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('settings cache', () => {
  it('keeps nothing until it listens, then answers from what it read until a change is heard', async () => {
    const l = fakeListener();
    const s = server({ language: 'fr' });
    const cache = new SettingsCache(l.listen);
    expect(await cache.read(ann, s.load)).toEqual({ language: 'fr' });
    expect(await cache.read(ann, s.load)).toEqual({ language: 'fr' });
    expect(s.reads).toBe(2);
    expect(l.starts).toBe(1);
    l.up();
    await tick();
    expect(cache.listening).toBe(true);
    await cache.read(ann, s.load);
    expect(await cache.read(ann, s.load)).toEqual({ language: 'fr' });
    expect(s.reads).toBe(3);
    // Another process changes it: the notice drops the entry, the next read goes to the server.
    s.set({ language: 'ja' });
    l.hear(ann);
    expect(await cache.read(ann, s.load)).toEqual({ language: 'ja' });
    expect(await cache.read(ann, s.load)).toEqual({ language: 'ja' });
    expect(s.reads).toBe(4);
    await cache.close();
    expect(l.closes).toBe(1);
  });

  it('does not keep a read that overlapped a change', async () => {
    const l = fakeListener();
    l.up();
    const cache = new SettingsCache(l.listen);
    await cache.read(bob, async () => ({}));
    await tick();
    expect(cache.listening).toBe(true);
    const answered = gate();
    const slow = cache.read(ann, async () => (await answered.opened, { theme: 'dark' }));
    l.hear(ann); // the change commits while the read is at the server with the old row
    answered.open();
    expect(await slow).toEqual({ theme: 'dark' });
    expect(await cache.read(ann, async () => ({ theme: 'light' }))).toEqual({ theme: 'light' });
  });

  it('reads from the store while its listener is lost, and keeps again once it listens', async () => {
    let now = 0;
    const l = fakeListener();
    l.up();
    const s = server({ language: 'de' });
    const cache = new SettingsCache(l.listen, { now: () => now, retryMs: 1000 });
    await cache.read(ann, s.load);
    await tick();
    await cache.read(ann, s.load);
    await cache.read(ann, s.load);
    expect(s.reads).toBe(2);
    l.lose();
    expect(cache.listening).toBe(false);
    // A change nobody heard is read, every time, until the listener is back.
    s.set({ language: 'es' });
    expect(await cache.read(ann, s.load)).toEqual({ language: 'es' });
    expect(await cache.read(ann, s.load)).toEqual({ language: 'es' });
    expect(s.reads).toBe(4);
    expect(l.starts).toBe(1); // not before the retry wait
    now = 1000;
    await cache.read(ann, s.load);
    expect(l.starts).toBe(2);
    l.up();
    await tick();
    expect(cache.listening).toBe(true);
    await cache.read(ann, s.load);
    await cache.read(ann, s.load);
    expect(s.reads).toBe(6);
  });

  it('lets an entry expire and keeps a bounded number of owners', async () => {
    let now = 0;
    const l = fakeListener();
    l.up();
    const s = server({});
    const cache = new SettingsCache(l.listen, { now: () => now, ttlMs: 100, size: 1 });
    await cache.read(ann, s.load);
    await tick();
    await cache.read(ann, s.load);
    await cache.read(ann, s.load);
    expect(s.reads).toBe(2);
    now = 100;
    await cache.read(ann, s.load);
    expect(s.reads).toBe(3);
    await cache.read(bob, s.load); // pushes Ann out
    await cache.read(bob, s.load);
    expect(s.reads).toBe(4);
    await cache.read(ann, s.load);
    expect(s.reads).toBe(5);
  });
});
