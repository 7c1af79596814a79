// Sign-in for a playground that other machines can reach. Players sign in with a name and the
// shared WEB_PASSWORD; the server keeps the session (an opaque random id in an HttpOnly,
// SameSite=Strict cookie) and the name comes from it, no longer from what a request types. A
// name belongs to one signed-in browser at a time, so nobody can take over someone else's name
// (and direct messages) while their session lasts. Sessions live in memory: a restart signs
// everyone out. Wrong passwords are counted per client address and slowed down.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { User } from '../../src/bot/types.ts';
import { parseUser } from './channels.ts';
import { cookieValue, HttpError } from './http-util.ts';

/** The session cookie's name. */
export const SESSION_COOKIE = 'sudoku_session';
/** How long a session lasts after signing in. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Sessions kept at once; the oldest goes first beyond it. */
export const MAX_SESSIONS = 1000;
/** Wrong passwords from one address within FAILURE_WINDOW_MS before it must wait. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 10 * 60_000;

interface Session {
  readonly user: User;
  readonly expiresAt: number;
}

/** Sessions, name claims and the wrong-password counter of one playground. */
export class PasswordAuth {
  private readonly digest: Buffer;
  /** Session id -> session; insertion order is age order. */
  private readonly sessions = new Map<string, Session>();
  /** User id -> the session id that holds the name. */
  private readonly holders = new Map<string, string>();
  /** Client address -> times of recent wrong passwords. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    password: string,
    private readonly now: () => number = Date.now,
  ) {
    this.digest = hash(password);
  }

  /** The signed-in user of a request; 401 when there is none. */
  userOf(req: IncomingMessage): User {
    const session = this.sessionOf(req);
    if (!session) throw new HttpError(401, 'sign-in', 'Sign in first: your session has ended.');
    return session.user;
  }

  /** The user of a request when it has a live session. */
  signedIn(req: IncomingMessage): User | undefined {
    return this.sessionOf(req)?.user;
  }

  /** Checks the password, claims the name and sets the session cookie. */
  signIn(req: IncomingMessage, res: ServerResponse, name: unknown, password: unknown): User {
    const address = req.socket.remoteAddress ?? '?';
    const now = this.now();
    const recent = (this.failures.get(address) ?? []).filter((t) => t > now - FAILURE_WINDOW_MS);
    if (recent.length >= MAX_FAILURES) {
      throw new HttpError(429, 'too-many-tries', 'Too many wrong passwords: wait a few minutes.');
    }
    if (typeof password !== 'string' || !timingSafeEqual(hash(password), this.digest)) {
      this.failures.delete(address);
      this.failures.set(address, [...recent, now]);
      trimOldest(this.failures, MAX_SESSIONS);
      throw new HttpError(401, 'wrong-password', 'That password is not right.');
    }
    const user = parseUser(name);
    const current = this.sessionId(req);
    const holder = this.holders.get(user.id);
    if (holder !== undefined && holder !== current && this.live(holder)) {
      throw new HttpError(
        409,
        'name-taken',
        `${user.name} is signed in in another browser: pick another name, or sign out there.`,
      );
    }
    if (current !== undefined) this.end(current);
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { user, expiresAt: now + SESSION_TTL_MS });
    this.holders.set(user.id, id);
    while (this.sessions.size > MAX_SESSIONS) this.end(this.sessions.keys().next().value!);
    res.setHeader('set-cookie', cookie(req, id, SESSION_TTL_MS / 1000));
    return user;
  }

  /** Ends the request's session (its name is free again) and clears the cookie. */
  signOut(req: IncomingMessage, res: ServerResponse): void {
    const id = this.sessionId(req);
    if (id !== undefined) this.end(id);
    res.setHeader('set-cookie', cookie(req, '', 0));
  }

  private sessionOf(req: IncomingMessage): Session | undefined {
    const id = this.sessionId(req);
    return id !== undefined && this.live(id) ? this.sessions.get(id) : undefined;
  }

  private live(id: string): boolean {
    const session = this.sessions.get(id);
    if (session && session.expiresAt > this.now()) return true;
    if (session) this.end(id);
    return false;
  }

  private end(id: string): void {
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    if (session && this.holders.get(session.user.id) === id) this.holders.delete(session.user.id);
  }

  private sessionId(req: IncomingMessage): string | undefined {
    return cookieValue(req, SESSION_COOKIE);
  }
}

function hash(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) map.delete(map.keys().next().value!);
}

/** The session cookie; Secure when a proxy says the page was reached over https. */
function cookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}
