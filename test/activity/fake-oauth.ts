// Discord's side of an Activity sign-in, for the fake API (test/discord/fake-discord.ts): OAuth
// codes handed out to a user (what the client's AUTHORIZE returns) and taken once by the token
// endpoint with the right client secret, `/users/@me` for the token, and Activity instances
// (where each runs, who is in it) read with the bot token.

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJsonTo, type FakeDiscord, type RecordedRequest } from '../discord/fake-discord.ts';

export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly global_name?: string;
  readonly avatar?: string | null;
  /** The language the user set in Discord (`/users/@me` carries it with `identify`). */
  readonly locale?: string;
}

export interface FakeInstance {
  readonly location: { kind: 'gc' | 'pc'; channel_id: string; guild_id?: string };
  readonly users: string[];
}

/** The OAuth and Activity-instance routes of the fake API. */
export class FakeDiscordOAuth {
  private readonly codes = new Map<string, string>();
  private readonly tokens = new Map<string, FakeUser>();
  readonly users = new Map<string, FakeUser>();
  readonly instances = new Map<string, FakeInstance>();
  /** Codes the token endpoint refused (used twice, unknown, wrong secret). */
  refusedCodes = 0;

  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly botToken: string,
  ) {}

  /** Adds its routes to `api`. */
  install(api: FakeDiscord): this {
    api.extraRoutes.push((r, res) => this.route(r, res));
    return this;
  }

  addUser(user: FakeUser): void {
    this.users.set(user.id, user);
  }

  /** A one-time code for `userId`, as the client's AUTHORIZE gives the Activity. */
  issueCode(userId: string): string {
    const code = randomBytes(15).toString('base64url');
    this.codes.set(code, userId);
    return code;
  }

  /** The user a token was issued to, if it was. */
  userOf(token: string): FakeUser | undefined {
    return this.tokens.get(token);
  }

  private route(r: RecordedRequest, res: ServerResponse): boolean {
    if (r.method === 'POST' && r.path === '/oauth2/token') {
      const form = (r.json ?? {}) as Partial<Record<string, string>>;
      const userId = this.codes.get(form.code ?? '');
      const good =
        form.client_id === this.clientId &&
        form.client_secret === this.clientSecret &&
        form.grant_type === 'authorization_code' &&
        userId !== undefined;
      this.codes.delete(form.code ?? '');
      if (!good) {
        this.refusedCodes++;
        sendJsonTo(res, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid "code" in request.',
        });
        return true;
      }
      const token = randomBytes(18).toString('base64url');
      this.tokens.set(token, this.users.get(userId)!);
      sendJsonTo(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: randomBytes(18).toString('base64url'),
        scope: 'identify',
      });
      return true;
    }
    if (r.method === 'GET' && r.path === '/users/@me') {
      const token = /^Bearer (.+)$/.exec(String(r.headers.authorization ?? ''))?.[1];
      const user = token ? this.tokens.get(token) : undefined;
      if (user)
        sendJsonTo(res, 200, {
          discriminator: '0',
          public_flags: 0,
          global_name: null,
          avatar: null,
          ...user,
        });
      else sendJsonTo(res, 401, { message: '401: Unauthorized', code: 0 });
      return true;
    }
    const m = /^\/applications\/(\d+)\/activity-instances\/(.+)$/.exec(r.path);
    if (r.method === 'GET' && m) {
      if (r.headers.authorization !== `Bot ${this.botToken}` || m[1] !== this.clientId) {
        sendJsonTo(res, 401, { message: '401: Unauthorized', code: 0 });
        return true;
      }
      const instance = this.instances.get(m[2]!);
      if (!instance) sendJsonTo(res, 404, { message: 'Unknown Activity Instance', code: 10086 });
      else {
        sendJsonTo(res, 200, {
          application_id: this.clientId,
          instance_id: m[2],
          launch_id: '1276580072400224306',
          location: {
            id: `${instance.location.kind}-${instance.location.channel_id}`,
            ...instance.location,
          },
          users: instance.users,
        });
      }
      return true;
    }
    return false;
  }
}
