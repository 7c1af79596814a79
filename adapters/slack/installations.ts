// Slack distribution: the app's installations in many workspaces, kept in the project's Store
// (memory, SQLite or PostgreSQL) as Bolt's Installation JSON, keyed by team (or by enterprise
// for an org-wide install). Bolt reads it to authorize every request; calls made outside a
// request (daily posts, users.info) pick the conversation's workspace token with clientsFor.
// Reads go through a small cache per store (InstallationCache): a save, delete or uninstall in
// this process takes effect at once, another process's within INSTALLATION_CACHE_MS.

import {
  webApi,
  type Installation,
  type InstallationQuery,
  type InstallationStore,
} from '@slack/bolt';
import type { InstallationKey, Store } from '../../src/store/port.ts';

/** The Store methods distribution uses. */
export type InstallationPort = Pick<
  Store,
  | 'saveInstallation'
  | 'installation'
  | 'deleteInstallation'
  | 'removeWorkspaceSchedules'
  | 'claimOnce'
>;

/**
 * The bot scopes the install flow asks for: those of manifest.yaml (test/slack/manifest.test.ts
 * keeps the two equal), so an install grants what the adapter calls.
 */
export const BOT_SCOPES: readonly string[] = [
  'commands',
  'chat:write',
  'chat:write.public',
  'files:write',
  'files:read',
  'users:read',
  'app_mentions:read',
  'im:history',
  'im:write',
  'channels:history',
  'groups:history',
  'mpim:history',
];

/** The platform name installations are kept under. */
const PLATFORM = 'slack';

/** The key of a workspace's own install (what a conversation's `workspace`, its team id, finds). */
export function teamKey(teamId: string): InstallationKey {
  return { platform: PLATFORM, enterpriseId: '', teamId };
}

/** The key of an org-wide install. */
export function orgKey(enterpriseId: string): InstallationKey {
  return { platform: PLATFORM, enterpriseId, teamId: '' };
}

/** The key Bolt's query (or an event's ids) names: the org for an org-wide install, else the team. */
export function keyOfQuery(query: {
  readonly teamId?: string | undefined;
  readonly enterpriseId?: string | undefined;
  readonly isEnterpriseInstall?: boolean | undefined;
}): InstallationKey | undefined {
  if (query.isEnterpriseInstall) return query.enterpriseId ? orgKey(query.enterpriseId) : undefined;
  return query.teamId ? teamKey(query.teamId) : undefined;
}

/** No installation for a workspace: it never installed the app, or uninstalled it. */
export class NotInstalledError extends Error {
  constructor(readonly key: InstallationKey | undefined) {
    super(
      key?.teamId
        ? `the app is not installed in Slack workspace ${key.teamId}`
        : `the app is not installed in Slack org ${key?.enterpriseId ?? '(unknown)'}`,
    );
    this.name = 'NotInstalledError';
  }
}

/** How long an installation read from the store is used before it is read again. */
export const INSTALLATION_CACHE_MS = 30_000;
/** Installations kept in the cache at most (the least recently used go first). */
export const INSTALLATION_CACHE_SIZE = 500;

type CachePort = Pick<Store, 'installation' | 'saveInstallation' | 'deleteInstallation'>;

/**
 * Installation documents read from a store, kept for INSTALLATION_CACHE_MS so that Bolt's
 * authorization of every request is not a database read each time. Only found installs are
 * kept (a workspace that installs in another process works at once); a save or delete through
 * the cache forgets the key at once, and a read that raced with one is not kept.
 */
export class InstallationCache {
  private readonly docs = new Map<string, { readonly doc: string; readonly until: number }>();
  /** Bumped by every save or delete of a key, so an older read in flight is not kept. */
  private readonly changes = new Map<string, number>();

  constructor(
    private readonly store: CachePort,
    private readonly now: () => number = Date.now,
  ) {}

  /** The installation's document, from the cache while it is fresh. */
  async get(key: InstallationKey): Promise<string | undefined> {
    const id = cacheId(key);
    const hit = this.docs.get(id);
    if (hit && hit.until > this.now()) {
      this.docs.delete(id);
      this.docs.set(id, hit);
      return hit.doc;
    }
    this.docs.delete(id);
    const change = this.changes.get(id) ?? 0;
    const doc = await this.store.installation(key);
    if (doc !== undefined && (this.changes.get(id) ?? 0) === change) {
      this.docs.set(id, { doc, until: this.now() + INSTALLATION_CACHE_MS });
      if (this.docs.size > INSTALLATION_CACHE_SIZE)
        this.docs.delete(this.docs.keys().next().value!);
    }
    return doc;
  }

  /** Saves an installation (the next read fetches it). */
  async save(key: InstallationKey, doc: string): Promise<void> {
    this.forget(key);
    await this.store.saveInstallation(key, doc);
  }

  /** Deletes an installation; false when there was none. */
  async delete(key: InstallationKey): Promise<boolean> {
    this.forget(key);
    return this.store.deleteInstallation(key);
  }

  private forget(key: InstallationKey): void {
    const id = cacheId(key);
    this.docs.delete(id);
    this.changes.set(id, (this.changes.get(id) ?? 0) + 1);
  }
}

function cacheId(key: InstallationKey): string {
  return `${key.platform}\u0000${key.enterpriseId}\u0000${key.teamId}`;
}

const caches = new WeakMap<CachePort, InstallationCache>();

/** The cache of `store`'s installations, one per store, shared by every user of it here. */
export function installationCache(store: CachePort): InstallationCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new InstallationCache(store);
    caches.set(store, cache);
  }
  return cache;
}

/** Bolt's InstallationStore over the project's Store: installs survive restarts and are shared. */
export class StoreInstallations implements InstallationStore {
  private readonly cache: InstallationCache;

  constructor(store: InstallationPort) {
    this.cache = installationCache(store);
  }

  async storeInstallation<V extends 'v1' | 'v2'>(
    installation: Installation<V, boolean>,
  ): Promise<void> {
    const key = keyOfQuery({
      teamId: installation.team?.id,
      enterpriseId: installation.enterprise?.id,
      isEnterpriseInstall: installation.isEnterpriseInstall,
    });
    if (!key) throw new Error('Slack returned an installation without a team or enterprise id');
    await this.cache.save(key, JSON.stringify(installation));
  }

  async fetchInstallation(
    query: InstallationQuery<boolean>,
  ): Promise<Installation<'v1' | 'v2', boolean>> {
    const key = keyOfQuery(query);
    const doc = key && (await this.cache.get(key));
    if (!doc) throw new NotInstalledError(key);
    return JSON.parse(doc) as Installation<'v1' | 'v2', boolean>;
  }

  async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
    const key = keyOfQuery(query);
    if (key) await this.cache.delete(key);
  }
}

/** The Web API client to use for one workspace (its team id). */
export type ClientFor = (teamId: string) => Promise<webApi.WebClient>;

/**
 * A client with the workspace's own bot token, read through the store's installation cache (an
 * uninstall here takes effect at once, in another process within INSTALLATION_CACHE_MS).
 */
export function installedClients(store: CachePort, options: webApi.WebClientOptions): ClientFor {
  return async (teamId) => {
    const doc = await installationCache(store).get(teamKey(teamId));
    const token = doc ? (JSON.parse(doc) as Installation).bot?.token : undefined;
    if (!token) throw new NotInstalledError(teamKey(teamId));
    return new webApi.WebClient(token, options);
  };
}
