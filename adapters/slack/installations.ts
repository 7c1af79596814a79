// Slack distribution: the app's installations in many workspaces, kept in the project's Store
// (memory, SQLite or PostgreSQL) as Bolt's Installation JSON, keyed by team (or by enterprise
// for an org-wide install). Bolt reads it to authorize every request; calls made outside a
// request (daily posts, users.info) pick the conversation's workspace token with clientsFor.

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

/** Bolt's InstallationStore over the project's Store: installs survive restarts and are shared. */
export class StoreInstallations implements InstallationStore {
  constructor(private readonly store: InstallationPort) {}

  async storeInstallation<V extends 'v1' | 'v2'>(
    installation: Installation<V, boolean>,
  ): Promise<void> {
    const key = keyOfQuery({
      teamId: installation.team?.id,
      enterpriseId: installation.enterprise?.id,
      isEnterpriseInstall: installation.isEnterpriseInstall,
    });
    if (!key) throw new Error('Slack returned an installation without a team or enterprise id');
    await this.store.saveInstallation(key, JSON.stringify(installation));
  }

  async fetchInstallation(
    query: InstallationQuery<boolean>,
  ): Promise<Installation<'v1' | 'v2', boolean>> {
    const key = keyOfQuery(query);
    const doc = key && (await this.store.installation(key));
    if (!doc) throw new NotInstalledError(key);
    return JSON.parse(doc) as Installation<'v1' | 'v2', boolean>;
  }

  async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
    const key = keyOfQuery(query);
    if (key) await this.store.deleteInstallation(key);
  }
}

/** The Web API client to use for one workspace (its team id). */
export type ClientFor = (teamId: string) => Promise<webApi.WebClient>;

/**
 * A client with the workspace's own bot token, read from the store on each call (an uninstall
 * in another process takes effect at once; these calls are few: daily posts and users.info).
 */
export function installedClients(
  store: Pick<Store, 'installation'>,
  options: webApi.WebClientOptions,
): ClientFor {
  return async (teamId) => {
    const doc = await store.installation(teamKey(teamId));
    const token = doc ? (JSON.parse(doc) as Installation).bot?.token : undefined;
    if (!token) throw new NotInstalledError(teamKey(teamId));
    return new webApi.WebClient(token, options);
  };
}
