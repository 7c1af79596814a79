// Sign-in for a playground that other machines can reach. Players sign in with a name and the
// shared WEB_PASSWORD; the server keeps the session (an opaque random id in an HttpOnly,
// SameSite=Strict cookie) and the name comes from it, never from what a request types.
//
// A name belongs to the browser that first signed in with it: that browser gets a long-lived
// owner secret for the name (an HttpOnly cookie sent only to /api/session, kept here as a
// SHA-256 hash), and only a browser presenting it may sign in with the name, or any name that
// looks like it (see names.ts), until the name's hold ends by age: NAME_HOLD_MS after its last
// sign-in. Nothing is ever dropped to make room: when MAX_NAMES names are held, new names are
// refused with a message. Each name has at most one session, so sessions never outnumber names.
// Everything lives in memory: a restart signs everyone out and frees every name.
//
// Wrong passwords are counted per client address (behind WEB_TRUSTED_PROXIES, the address the
// proxy saw) and per name (a browser holding the name is not slowed by the others' guesses).

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import type { User } from '../../src/bot/types.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
import { parseUser } from './channels.ts';
import { addressKey, clientAddress } from './client-address.ts';
import { cookieValue, HttpError } from './http-util.ts';
import { FailureCounter } from './lockout.ts';
import { nameKey } from './names.ts';

/** The session cookie's name. */
export const SESSION_COOKIE = 'sudoku_session';
/** Owner cookies are this prefix plus a short hash of the name's key. */
export const OWNER_COOKIE_PREFIX = 'sudoku_owner_';
/** The only path owner cookies are sent to. */
const OWNED = '/api/session';
/** How long a session lasts after signing in (by age only). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
/** How long a name stays its owner's after their last sign-in: the session, then 30 days. */
export const NAME_HOLD_MS = SESSION_TTL_MS + 30 * 24 * 60 * 60_000;
/** Names held at once; beyond it new names are refused (held ones are never dropped for room). */
export const MAX_NAMES = 1000;
/** Wrong passwords from one address, or for one name, within FAILURE_WINDOW_MS that lock it. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 10 * 60_000;
/** Addresses and names whose wrong passwords are counted apart; more share one count. */
export const MAX_FAILURE_ENTRIES = 10_000;

interface HeldName {
  user: User;
  /** SHA-256 of the owner secret in the owner's cookie. */
  readonly ownerHash: Buffer;
  heldUntil: number;
  /** The name's one session: the hash of its id, and when it ends. */
  session?: { readonly hash: string; readonly expiresAt: number };
}

export interface PasswordAuthOptions {
  /** Proxies whose X-Forwarded-For is believed (WEB_TRUSTED_PROXIES). */
  readonly trustedProxies?: BlockList;
  readonly now?: () => number;
}

/** Names, sessions and the wrong-password counters of one playground. */
export class PasswordAuth {
  private readonly digest: Buffer;
  private readonly now: () => number;
  private readonly trustedProxies: BlockList | undefined;
  /** Name key -> the held name; map order is last-sign-in order (so expired ones come first). */
  private readonly names = new Map<string, HeldName>();
  /** Session id hash -> the key of the name it signs in. */
  private readonly sessions = new Map<string, string>();
  private readonly addressFailures: FailureCounter;
  private readonly nameFailures: FailureCounter;

  constructor(password: string, options: PasswordAuthOptions = {}) {
    this.digest = hash(password);
    this.now = options.now ?? Date.now;
    this.trustedProxies = options.trustedProxies;
    const limits = {
      limit: MAX_FAILURES,
      windowMs: FAILURE_WINDOW_MS,
      maxEntries: MAX_FAILURE_ENTRIES,
    };
    this.addressFailures = new FailureCounter(limits, this.now);
    this.nameFailures = new FailureCounter(limits, this.now);
  }

  /** The signed-in user of a request; 401 when there is none. */
  userOf(req: IncomingMessage): User {
    const user = this.signedIn(req);
    if (!user) throw new HttpError(401, 'sign-in', msg('http.sign-in'));
    return user;
  }

  /** The user of a request when it has a live session. */
  signedIn(req: IncomingMessage): User | undefined {
    const found = this.sessionOf(req);
    return found?.held.user;
  }

  /** Names held right now (expired ones may still be counted until the next sign-in sweeps). */
  get heldNames(): number {
    return this.names.size;
  }

  /**
   * Checks the password and the name's owner, then starts a session: 429 while the address or
   * the name is locked, 401 for a wrong password, 409 when the name (or a look-alike) is
   * another browser's, 503 when MAX_NAMES names are held.
   */
  signIn(req: IncomingMessage, res: ServerResponse, name: unknown, password: unknown): User {
    const address = addressKey(clientAddress(req, this.trustedProxies));
    this.refuseWhileLocked(res, this.addressFailures.lockedFor(address));
    const user = parseUser(name);
    const key = nameKey(user.id);
    const held = this.liveName(key);
    const secret = held && this.ownerSecret(req, key, held);
    const owner = secret !== undefined;
    if (!owner) {
      this.refuseWhileLocked(res, this.nameFailures.lockedFor(key), user.name);
    }
    if (typeof password !== 'string' || !timingSafeEqual(hash(password), this.digest)) {
      this.addressFailures.fail(address);
      if (!owner) this.nameFailures.fail(key);
      throw new HttpError(401, 'wrong-password', msg('http.wrong-password'));
    }
    if (held && !owner) throw nameTaken(user, held.user);
    let entry = held;
    if (entry) {
      // The owner may change how the name is written ("ada" -> "Ada"), not which name it is.
      if (user.id === entry.user.id) entry.user = user;
      this.names.delete(key);
      // The owner cookie lasts as long as the renewed hold.
      res.appendHeader('set-cookie', cookie(req, ownerCookie(key), secret!, NAME_HOLD_MS, OWNED));
    } else {
      entry = this.register(req, res, key, user);
    }
    this.endSession(req);
    const now = this.now();
    // One session per name: a sign-in from the owner's browser replaces the one before.
    if (entry.session) this.sessions.delete(entry.session.hash);
    const sessionId = randomBytes(32).toString('base64url');
    entry.session = {
      hash: hash(sessionId).toString('base64url'),
      expiresAt: now + SESSION_TTL_MS,
    };
    entry.heldUntil = now + NAME_HOLD_MS;
    this.names.set(key, entry);
    this.sessions.set(entry.session.hash, key);
    res.appendHeader('set-cookie', cookie(req, SESSION_COOKIE, sessionId, SESSION_TTL_MS, '/'));
    return entry.user;
  }

  /** Ends the request's session and clears its cookie; the name stays this browser's. */
  signOut(req: IncomingMessage, res: ServerResponse): void {
    this.endSession(req);
    res.appendHeader('set-cookie', cookie(req, SESSION_COOKIE, '', 0, '/'));
  }

  /** A new name for this browser: a fresh owner secret in a cookie; 503 when the table is full. */
  private register(req: IncomingMessage, res: ServerResponse, key: string, user: User): HeldName {
    if (this.names.size >= MAX_NAMES) this.sweepExpiredNames();
    if (this.names.size >= MAX_NAMES) {
      throw new HttpError(503, 'names-full', msg('http.names-full', { max: MAX_NAMES }));
    }
    const secret = randomBytes(32).toString('base64url');
    res.appendHeader('set-cookie', cookie(req, ownerCookie(key), secret, NAME_HOLD_MS, OWNED));
    return { user, ownerHash: hash(secret), heldUntil: 0 };
  }

  private sessionOf(req: IncomingMessage): { key: string; held: HeldName } | undefined {
    const id = cookieValue(req, SESSION_COOKIE);
    if (id === undefined) return undefined;
    const sessionHash = hash(id).toString('base64url');
    const key = this.sessions.get(sessionHash);
    const held = key === undefined ? undefined : this.names.get(key);
    if (key === undefined || !held) return undefined;
    if (held.session?.hash === sessionHash && held.session.expiresAt > this.now()) {
      return { key, held };
    }
    this.sessions.delete(sessionHash);
    if (held.session?.hash === sessionHash) delete held.session;
    return undefined;
  }

  private endSession(req: IncomingMessage): void {
    const found = this.sessionOf(req);
    if (!found?.held.session) return;
    this.sessions.delete(found.held.session.hash);
    delete found.held.session;
  }

  /** The held name with `key`, unless its hold has ended (then it is released). */
  private liveName(key: string): HeldName | undefined {
    const held = this.names.get(key);
    if (held && held.heldUntil <= this.now()) {
      this.release(key, held);
      return undefined;
    }
    return held;
  }

  /** The name's owner secret when the request carries it (then it is this browser's name). */
  private ownerSecret(req: IncomingMessage, key: string, held: HeldName): string | undefined {
    const secret = cookieValue(req, ownerCookie(key));
    return secret !== undefined && timingSafeEqual(hash(secret), held.ownerHash)
      ? secret
      : undefined;
  }

  private release(key: string, held: HeldName): void {
    this.names.delete(key);
    if (held.session) this.sessions.delete(held.session.hash);
  }

  /** Releases names whose hold has ended; they are first in the map (last-sign-in order). */
  private sweepExpiredNames(): void {
    const now = this.now();
    for (const [key, held] of this.names) {
      if (held.heldUntil > now) break;
      this.release(key, held);
    }
  }

  /** 429 while locked: for the name `name`, or (without one) for the address. */
  private refuseWhileLocked(res: ServerResponse, waitMs: number, name?: string): void {
    if (waitMs <= 0) return;
    const minutes = Math.ceil(waitMs / 60_000);
    res.setHeader('retry-after', String(Math.ceil(waitMs / 1000)));
    const scope = name === undefined ? 'network' : 'name';
    throw new HttpError(
      429,
      'too-many-tries',
      msg('http.too-many-tries', { scope, name: verbatim(name ?? ''), minutes }),
    );
  }
}

function nameTaken(wanted: User, holder: User): HttpError {
  const text =
    wanted.id === holder.id
      ? msg('http.name-taken', { name: verbatim(holder.name) })
      : msg('http.name-like', { name: verbatim(wanted.name), holder: verbatim(holder.name) });
  return new HttpError(409, 'name-taken', text);
}

function hash(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** A cookie for this site only; Secure when a proxy says the page was reached over https. */
/** The owner cookie of a name: one per name, so a browser may hold several. */
function ownerCookie(key: string): string {
  return OWNER_COOKIE_PREFIX + hash(key).toString('hex').slice(0, 16);
}

function cookie(
  req: IncomingMessage,
  name: string,
  value: string,
  maxAgeMs: number,
  path: string,
): string {
  const secure = req.headers['x-forwarded-proto'] === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeMs / 1000}${secure}`;
}
