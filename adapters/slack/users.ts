// Who may change a channel's daily post, and what people are called. Slack has no per-channel
// "manage" right that a bot can read cheaply, so managing means: a workspace admin or owner
// (users.info) or a user listed in SLACK_ADMIN_USERS. Look-ups are cached for a while and only
// made when a command needs them (schedule, unschedule, a name for an event, and the user's
// language for every command: one call per user per 10 minutes).

import type { Logger } from '../../src/bot/ports.ts';
import { errorFields } from './log-fields.ts';

/** How long a users.info answer is reused. */
export const USER_CACHE_TTL_MS = 10 * 60_000;
/** Most users remembered at once (oldest dropped first). */
export const MAX_CACHED_USERS = 2000;

/** The part of users.info the adapter reads. */
export interface SlackUserInfo {
  readonly name: string;
  readonly isAdmin: boolean;
  /** The user's Slack language (`fr-FR`), asked for with `include_locale`. */
  readonly locale?: string;
}

/** The users.info call, made with the token of the user's workspace (`teamId`) where known. */
export type UsersInfo = (
  args: { user: string; include_locale?: boolean },
  teamId: string | undefined,
) => Promise<{
  user?: {
    locale?: string;
    name?: string;
    real_name?: string;
    is_admin?: boolean;
    is_owner?: boolean;
    is_primary_owner?: boolean;
    profile?: { display_name?: string };
  };
}>;

interface Cached {
  readonly expiresAt: number;
  readonly info: Promise<SlackUserInfo | undefined>;
}

/** Cached users.info look-ups plus the configured admin list. */
export class SlackUsers {
  private readonly cache = new Map<string, Cached>();
  private readonly admins: ReadonlySet<string>;

  constructor(
    private readonly usersInfo: UsersInfo,
    adminUsers: readonly string[],
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = USER_CACHE_TTL_MS,
  ) {
    this.admins = new Set(adminUsers);
  }

  /** True for listed users and workspace admins/owners; false when Slack can't tell us. */
  async canManage(userId: string, teamId?: string): Promise<boolean> {
    if (this.admins.has(userId)) return true;
    return (await this.info(userId, teamId))?.isAdmin ?? false;
  }

  /** The user's Slack handle (as slash commands report it), undefined when unknown. */
  async name(userId: string, teamId?: string): Promise<string | undefined> {
    return (await this.info(userId, teamId))?.name;
  }

  /** The user's Slack language (`fr-FR`), undefined when Slack can't tell us. */
  async locale(userId: string, teamId?: string): Promise<string | undefined> {
    return (await this.info(userId, teamId))?.locale;
  }

  /** Forgets everything (tests; a changed admin takes effect at once). */
  clear(): void {
    this.cache.clear();
  }

  private info(userId: string, teamId: string | undefined): Promise<SlackUserInfo | undefined> {
    const now = this.now();
    const hit = this.cache.get(userId);
    if (hit && hit.expiresAt > now) return hit.info;
    const info = this.lookUp(userId, teamId);
    this.cache.delete(userId);
    this.cache.set(userId, { expiresAt: now + this.ttlMs, info });
    for (const key of this.cache.keys()) {
      if (this.cache.size <= MAX_CACHED_USERS) break;
      this.cache.delete(key);
    }
    return info;
  }

  private async lookUp(
    userId: string,
    teamId: string | undefined,
  ): Promise<SlackUserInfo | undefined> {
    try {
      const { user } = await this.usersInfo({ user: userId, include_locale: true }, teamId);
      if (!user) return undefined;
      return {
        name: user.name || user.profile?.display_name || user.real_name || userId,
        isAdmin: Boolean(user.is_admin || user.is_owner || user.is_primary_owner),
        ...(user.locale && { locale: user.locale }),
      };
    } catch (error) {
      // A failed look-up is not cached: the next command asks again.
      this.cache.delete(userId);
      this.logger.warn('slack users.info failed', { ...errorFields(error), user: userId });
      return undefined;
    }
  }
}
