// The installation cache Bolt's authorization reads through: one store read per workspace per
// INSTALLATION_CACHE_MS, forgotten at once on a save, delete or uninstall in this process, a
// read that raced with a delete not kept, and a missing install never remembered (a workspace
// that installs through another process works at once). Clocks are explicit.

import { describe, expect, it } from 'vitest';
import {
  INSTALLATION_CACHE_MS,
  INSTALLATION_CACHE_SIZE,
  InstallationCache,
  installationCache,
  StoreInstallations,
  teamKey,
} from '../../adapters/slack/installations.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { InstallationKey } from '../../src/store/port.ts';

/** A memory store that counts installation reads and can hold one read until released. */
class CountingStore extends MemoryStore {
  reads = 0;
  hold: Promise<void> | undefined;

  override async installation(key: InstallationKey): Promise<string | undefined> {
    this.reads++;
    const doc = await super.installation(key);
    await this.hold;
    return doc;
  }
}

const ACME = teamKey('T0ACME');
const doc = (token: string) => JSON.stringify({ team: { id: 'T0ACME' }, bot: { token } });

describe('installation cache', () => {
  it('reads a workspace once per interval, then again', async () => {
    const store = new CountingStore();
    let now = 1_000;
    const cache = new InstallationCache(store, () => now);
    await store.saveInstallation(ACME, doc('xoxb-1'));
    expect(await cache.get(ACME)).toBe(doc('xoxb-1'));
    now += INSTALLATION_CACHE_MS - 1;
    // Another process reinstalled meanwhile: seen once the cached copy is old.
    await store.saveInstallation(ACME, doc('xoxb-2'));
    expect(await cache.get(ACME)).toBe(doc('xoxb-1'));
    expect(store.reads).toBe(1);
    now += 1;
    expect(await cache.get(ACME)).toBe(doc('xoxb-2'));
    expect(store.reads).toBe(2);
  });

  it('forgets at once what it saves or deletes, and never remembers a missing install', async () => {
    const store = new CountingStore();
    const cache = new InstallationCache(store, () => 0);
    expect(await cache.get(ACME)).toBeUndefined();
    await store.saveInstallation(ACME, doc('xoxb-1')); // installed through another process
    expect(await cache.get(ACME)).toBe(doc('xoxb-1'));
    await cache.save(ACME, doc('xoxb-2'));
    expect(await cache.get(ACME)).toBe(doc('xoxb-2'));
    expect(await cache.delete(ACME)).toBe(true);
    expect(await cache.get(ACME)).toBeUndefined();
    expect(await cache.delete(ACME)).toBe(false);
  });

  it('does not keep a read that raced with a delete', async () => {
    const store = new CountingStore();
    const cache = new InstallationCache(store, () => 0);
    await store.saveInstallation(ACME, doc('xoxb-1'));
    let release!: () => void;
    store.hold = new Promise((resolve) => (release = resolve));
    const racing = cache.get(ACME);
    await expect.poll(() => store.reads).toBe(1); // the read has the old document in hand
    await cache.delete(ACME);
    release();
    expect(await racing).toBe(doc('xoxb-1'));
    store.hold = undefined;
    expect(await cache.get(ACME)).toBeUndefined();
  });

  it(`keeps at most ${INSTALLATION_CACHE_SIZE} installs, dropping the least recently used`, async () => {
    const store = new CountingStore();
    const cache = new InstallationCache(store, () => 0);
    const teams = Array.from({ length: INSTALLATION_CACHE_SIZE + 1 }, (_, i) => teamKey(`T${i}`));
    for (const key of teams) await store.saveInstallation(key, doc(key.teamId));
    await cache.get(teams[0]!);
    for (const key of teams.slice(2)) await cache.get(key);
    await cache.get(teams[0]!); // used again: now the most recent
    await cache.get(teams[1]!); // one too many: the least recent (teams[2]) goes
    const reads = store.reads;
    await cache.get(teams[0]!);
    expect(store.reads).toBe(reads);
    await cache.get(teams[2]!);
    expect(store.reads).toBe(reads + 1);
  });

  it("is shared by Bolt's installation store and the uninstall path of one store", async () => {
    const store = new CountingStore();
    const bolt = new StoreInstallations(store);
    await store.saveInstallation(ACME, doc('xoxb-1'));
    const query = { teamId: 'T0ACME', enterpriseId: undefined, isEnterpriseInstall: false };
    expect((await bolt.fetchInstallation(query)).bot?.token).toBe('xoxb-1');
    expect((await bolt.fetchInstallation(query)).bot?.token).toBe('xoxb-1');
    expect(store.reads).toBe(1);
    // app_uninstalled deletes through the same cache (uninstall.ts).
    await installationCache(store).delete(ACME);
    await expect(bolt.fetchInstallation(query)).rejects.toThrow(/not installed/);
  });
});
