// The three Discord calls behind an Activity sign-in: the OAuth code the Embedded App SDK's
// `authorize` gave the page exchanged for a token (with the client secret, server-side), the
// player read from `/users/@me` with that token, and the Activity instance read with the bot
// token (where it runs, who is in it). Every call has a time limit; Discord's refusals become an
// ActivityRefusal with the status and words the page shows.

import { HttpError } from '../web/http-util.ts';
import { msg } from '../../src/i18n/text.ts';

/** Discord's API (v10). */
export const DISCORD_API = 'https://discord.com/api/v10';
/** How long one call to Discord may take. */
export const DISCORD_TIMEOUT_MS = 8000;

export interface DiscordApiOptions {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly botToken: string;
  /** The API's base URL (a fake in tests). */
  readonly api?: string;
  readonly timeoutMs?: number;
}

/** A Discord user as `/users/@me` describes them. */
export interface DiscordUser {
  readonly id: string;
  readonly username: string;
  readonly global_name?: string | null;
  readonly avatar?: string | null;
  /** The language the player set in Discord (`fr`, `pt-BR`), with the `identify` scope. */
  readonly locale?: string;
}

/** Where an Activity instance runs and who is in it. */
export interface ActivityInstance {
  readonly instance_id: string;
  readonly location: {
    /** `gc`: a server channel; `pc`: a DM or group DM. */
    readonly kind: 'gc' | 'pc';
    readonly channel_id: string;
    readonly guild_id?: string | null;
  };
  /** Ids of the users connected to the instance. */
  readonly users: readonly string[];
}

const SNOWFLAKE = /^\d{1,25}$/;

/** The Discord calls of an Activity sign-in. */
export class DiscordActivityApi {
  private readonly api: string;

  constructor(private readonly options: DiscordApiOptions) {
    this.api = options.api ?? DISCORD_API;
  }

  /** The access token for an OAuth code; 401 when Discord refuses the code (used, expired). */
  async exchangeCode(code: string): Promise<string> {
    const body = new URLSearchParams({
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
      grant_type: 'authorization_code',
      code,
    });
    const response = await this.call('/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (response.status === 400 || response.status === 401) {
      throw new HttpError(401, 'bad-code', msg('activity.code-refused'));
    }
    const token = (await this.json(response)) as { access_token?: unknown };
    if (typeof token.access_token !== 'string') throw this.unexpected('token');
    return token.access_token;
  }

  /** The user an access token belongs to. */
  async currentUser(accessToken: string): Promise<DiscordUser> {
    const response = await this.call('/users/@me', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (response.status === 401) {
      throw new HttpError(401, 'bad-token', msg('activity.token-refused'));
    }
    const user = (await this.json(response)) as Partial<DiscordUser>;
    if (
      typeof user.id !== 'string' ||
      !SNOWFLAKE.test(user.id) ||
      typeof user.username !== 'string'
    ) {
      throw this.unexpected('user');
    }
    return user as DiscordUser;
  }

  /** The Activity instance, or undefined when Discord knows none by that id (it ended). */
  async instance(instanceId: string): Promise<ActivityInstance | undefined> {
    const path = `/applications/${this.options.clientId}/activity-instances/${encodeURIComponent(instanceId)}`;
    const response = await this.call(path, {
      headers: { authorization: `Bot ${this.options.botToken}` },
    });
    if (response.status === 404) return undefined;
    const instance = (await this.json(response)) as Partial<ActivityInstance>;
    const location = instance.location as Partial<ActivityInstance['location']> | undefined;
    if (
      !location ||
      !['gc', 'pc'].includes(String(location.kind)) ||
      !SNOWFLAKE.test(String(location.channel_id)) ||
      !Array.isArray(instance.users)
    ) {
      throw this.unexpected('instance');
    }
    return instance as ActivityInstance;
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.api}${path}`, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DISCORD_TIMEOUT_MS),
      });
    } catch {
      throw new HttpError(502, 'discord-unreachable', msg('activity.unreachable'));
    }
  }

  private async json(response: Response): Promise<unknown> {
    if (!response.ok) {
      throw new HttpError(
        502,
        'discord-refused',
        msg('activity.discord-status', { status: String(response.status) }),
      );
    }
    return response.json().catch(() => {
      throw this.unexpected('answer');
    });
  }

  private unexpected(what: 'token' | 'user' | 'instance' | 'answer'): HttpError {
    return new HttpError(502, 'discord-unexpected', msg('activity.unexpected', { what }));
  }
}
