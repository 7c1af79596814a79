// The Activity's own sessions: an opaque random token handed to the page after the Discord
// sign-in, bound to that Discord user and that Activity instance, valid for a few hours. Kept in
// memory (hashed): a restart, or a page served by another process, signs in again silently
// (the SDK's `authorize` with prompt none asks the player nothing the second time).

import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Conversation, User } from '../../src/bot/types.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { msg } from '../../src/i18n/text.ts';
import { HttpError } from '../web/http-util.ts';

/** How long a session lasts (ms). */
export const SESSION_MS = 4 * 3600_000;
/** Sessions kept at once; beyond it the oldest goes (its page signs in again by itself). */
export const MAX_SESSIONS = 20_000;

export interface ActivitySession {
  /** Names the session in logs, rate limits and replay windows (not the token). */
  readonly key: string;
  readonly user: User;
  readonly avatar?: string;
  /** The player's Discord language, when Discord said one the bot speaks. */
  readonly locale?: Locale;
  readonly instanceId: string;
  /** Where the Activity was opened: a server channel, or the player's DM with the bot. */
  readonly home: Conversation;
  /** The game it plays now: `home`'s, or the player's own board in their DM ("On my own"). */
  seat: Conversation;
  readonly expiresAt: number;
}

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The sessions of this process, by the hash of their token, oldest first. */
export class ActivitySessions {
  private readonly byHash = new Map<string, ActivitySession>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs = SESSION_MS,
    private readonly max = MAX_SESSIONS,
  ) {}

  /** A new session; resolves to its token (the page sends it as a bearer token). */
  create(session: Omit<ActivitySession, 'key' | 'expiresAt' | 'seat'>): string {
    const token = randomBytes(32).toString('base64url');
    const key = hash(token).slice(0, 16);
    const now = this.now();
    for (const [h, s] of this.byHash) if (s.expiresAt <= now) this.byHash.delete(h);
    while (this.byHash.size >= this.max) this.byHash.delete(this.byHash.keys().next().value!);
    this.byHash.set(hash(token), {
      ...session,
      key,
      seat: session.home,
      expiresAt: now + this.lifetimeMs,
    });
    return token;
  }

  /**
   * The session of `token`, checked against the instance the page says it runs in: 401 when
   * there is none (forged, expired, forgotten), 403 when it belongs to another instance.
   */
  get(token: string | undefined, instanceId: string | undefined): ActivitySession {
    const session = token ? this.byHash.get(hash(token)) : undefined;
    if (!session || session.expiresAt <= this.now()) {
      throw new HttpError(401, 'session', msg('activity.session-ended'));
    }
    if (session.instanceId !== instanceId) {
      throw new HttpError(403, 'other-instance', msg('activity.other-instance'));
    }
    return session;
  }

  /**
   * The session of a request: its bearer token (`Authorization: Bearer ...`) in the instance it
   * names (`X-Activity-Instance`), checked as `get` does.
   */
  ofRequest(req: IncomingMessage): ActivitySession {
    const token = /^Bearer ([\w-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1];
    const instance = req.headers['x-activity-instance'];
    return this.get(token, typeof instance === 'string' ? instance : undefined);
  }

  get size(): number {
    return this.byHash.size;
  }
}
