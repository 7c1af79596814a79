// A per-process cache of settings records for a store several processes share (PostgreSQL): every
// command reads its asker's and its channel's settings (language, theme, zone), two round trips
// per move for rows that change a few times a year. An entry is kept only while this process
// hears every change: the store LISTENs on the server and each change NOTIFYs the owner's key in
// its own statement, so the entry is dropped as soon as the change commits. Without a live
// listener nothing is cached (every read goes to the server), and a read that overlapped a change
// is not cached either; a time limit bounds what a notification lost in transit could leave.

import type { Settings, SettingsOwner } from './port.ts';

/** Longest an entry is served (a safety net: changes drop entries when they commit). */
export const SETTINGS_CACHE_TTL_MS = 30_000;
/** Most owners kept (the oldest entry goes first). */
export const SETTINGS_CACHE_SIZE = 10_000;
/** Wait before listening again after the listener could not connect or broke. */
export const SETTINGS_LISTEN_RETRY_MS = 1000;

/** Starts listening: `onKey` for each change's owner key, `onLost` once if the listener breaks. */
export type ListenForChanges = (
  onKey: (key: string) => void,
  onLost: () => void,
) => Promise<{ close(): Promise<void> }>;

/** The key a change names in its notification (unambiguous whatever the ids hold). */
export function settingsKey(owner: SettingsOwner): string {
  return JSON.stringify([owner.platform, owner.scope, owner.id]);
}

interface CacheOptions {
  readonly ttlMs?: number;
  readonly size?: number;
  readonly retryMs?: number;
  /** The clock for entry ages and retries (tests pass a fake one). */
  readonly now?: () => number;
}

/** Settings records this process read, kept while it hears every change. */
export class SettingsCache {
  private readonly entries = new Map<
    string,
    { readonly settings: Settings; readonly at: number }
  >();
  /** Bumped by every change heard: a read that overlapped one is not kept. */
  private epoch = 0;
  private state: 'off' | 'connecting' | 'on' | 'closed' = 'off';
  private listener: { close(): Promise<void> } | undefined;
  private starting: Promise<void> | undefined;
  private retryAt = 0;
  private readonly ttlMs: number;
  private readonly size: number;
  private readonly retryMs: number;
  private readonly now: () => number;
  /** Reads answered from the cache and from the server (tests and the benchmark read them). */
  readonly stats = { hits: 0, reads: 0 };

  constructor(
    private readonly listen: ListenForChanges,
    options: CacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? SETTINGS_CACHE_TTL_MS;
    this.size = options.size ?? SETTINGS_CACHE_SIZE;
    this.retryMs = options.retryMs ?? SETTINGS_LISTEN_RETRY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Whether changes are being heard (and entries kept). */
  get listening(): boolean {
    return this.state === 'on';
  }

  /** `owner`'s settings: the kept entry while it is fresh and heard, else `load`'s. */
  async read(owner: SettingsOwner, load: () => Promise<Settings>): Promise<Settings> {
    const key = settingsKey(owner);
    if (this.state === 'on') {
      const entry = this.entries.get(key);
      if (entry && this.now() - entry.at < this.ttlMs) {
        this.stats.hits++;
        return entry.settings;
      }
    } else this.startListening();
    const epoch = this.epoch;
    this.stats.reads++;
    const settings = await load();
    if (this.state === 'on' && this.epoch === epoch) this.keep(key, settings);
    return settings;
  }

  /** Drops `key`'s entry (a change committed) and keeps no read that overlapped the change. */
  changed(key: string): void {
    this.epoch++;
    this.entries.delete(key);
  }

  /** Stops listening and keeps nothing more. */
  async close(): Promise<void> {
    this.state = 'closed';
    this.entries.clear();
    await this.starting;
    await this.listener?.close();
  }

  private keep(key: string, settings: Settings): void {
    this.entries.delete(key);
    this.entries.set(key, { settings, at: this.now() });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  private forgetAll(): void {
    this.epoch++;
    this.entries.clear();
  }

  private startListening(): void {
    if (this.state !== 'off' || this.now() < this.retryAt) return;
    this.state = 'connecting';
    this.starting = this.listen(
      (key) => this.changed(key),
      () => this.lost(),
    ).then(
      (listener) => {
        if (this.state === 'closed') return void listener.close();
        this.listener = listener;
        // Reads begun before the listener was up could have missed a change: none is kept.
        this.forgetAll();
        this.state = 'on';
      },
      () => this.lost(),
    );
  }

  private lost(): void {
    if (this.state === 'closed') return;
    this.listener = undefined;
    this.state = 'off';
    this.retryAt = this.now() + this.retryMs;
    this.forgetAll();
  }
}
