// The sign-in's parts alone, on an injected clock: when sessions and names end (by age only),
// what a full name table does, the wrong-password counter's bound, and whose address counts.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  FAILURE_WINDOW_MS,
  MAX_FAILURES,
  MAX_NAMES,
  NAME_HOLD_MS,
  PasswordAuth,
  SESSION_TTL_MS,
} from '../../adapters/web/auth.ts';
import { addressKey, clientAddress, trustedProxyList } from '../../adapters/web/client-address.ts';
import { HttpError } from '../../adapters/web/http-util.ts';
import { FailureCounter } from '../../adapters/web/lockout.ts';

const PASSWORD = 'correct horse battery';

/** A browser for PasswordAuth alone: requests and responses just rich enough, cookies kept. */
class FakeBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly auth: PasswordAuth,
    readonly address = '192.0.2.1',
  ) {}

  request(headers: Record<string, string> = {}): IncomingMessage {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return {
      headers: { ...(cookie && { cookie }), ...headers },
      socket: { remoteAddress: this.address },
    } as unknown as IncomingMessage;
  }

  /** Signs in; the HttpError status when refused, else 200. */
  signIn(name: string, password = PASSWORD): number {
    const set: string[] = [];
    const res = {
      appendHeader: (_: string, value: string) => set.push(value),
      setHeader: () => {},
    } as unknown as ServerResponse;
    try {
      this.auth.signIn(this.request(), res, name, password);
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.status;
      throw error;
    } finally {
      for (const line of set) {
        const [pair = ''] = line.split(';');
        const [key = '', value = ''] = pair.split('=', 2);
        if (value === '') this.cookies.delete(key);
        else this.cookies.set(key, value);
      }
    }
  }

  /** The signed-in name, if any. */
  get user(): string | undefined {
    return this.auth.signedIn(this.request())?.name;
  }
}

function clock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('sessions and held names', () => {
  it('a session ends by age; the name stays its browser’s until NAME_HOLD_MS after the last sign-in', () => {
    const time = clock();
    const auth = new PasswordAuth(PASSWORD, { now: time.now });
    const ann = new FakeBrowser(auth);
    const other = new FakeBrowser(auth, '192.0.2.2');
    expect(ann.signIn('Ann')).toBe(200);
    time.advance(SESSION_TTL_MS - 1);
    expect(ann.user).toBe('Ann');
    time.advance(1);
    expect(ann.user).toBeUndefined();
    // Signed out by age, but the name is still Ann's browser's.
    expect(other.signIn('Ann')).toBe(409);
    time.advance(NAME_HOLD_MS - SESSION_TTL_MS - 1);
    expect(other.signIn('ann')).toBe(409);
    time.advance(1);
    expect(other.signIn('ann')).toBe(200);
    expect(ann.signIn('Ann')).toBe(409);
  });

  it('each sign-in renews the hold', () => {
    const time = clock();
    const auth = new PasswordAuth(PASSWORD, { now: time.now });
    const ann = new FakeBrowser(auth);
    expect(ann.signIn('Ann')).toBe(200);
    time.advance(NAME_HOLD_MS - 1);
    expect(ann.signIn('Ann')).toBe(200);
    time.advance(NAME_HOLD_MS - 1);
    expect(new FakeBrowser(auth, '192.0.2.2').signIn('Ann')).toBe(409);
  });

  it('when MAX_NAMES are held, refuses new names until one has expired; owners still sign in', () => {
    const time = clock();
    const auth = new PasswordAuth(PASSWORD, { now: time.now });
    const first = new FakeBrowser(auth);
    expect(first.signIn('First')).toBe(200);
    time.advance(60_000);
    const browsers = Array.from({ length: MAX_NAMES - 1 }, () => new FakeBrowser(auth));
    expect(browsers.every((b, i) => b.signIn(`Player ${i}`) === 200)).toBe(true);
    expect(auth.heldNames).toBe(MAX_NAMES);
    const late = new FakeBrowser(auth);
    expect(late.signIn('Late')).toBe(503);
    expect(browsers[0]!.signIn('Player 0')).toBe(200);
    expect(first.user).toBe('First');
    // Once a name's hold has run out, its place goes to a new one (and only then).
    time.advance(NAME_HOLD_MS - 60_000);
    expect(late.signIn('Late')).toBe(200);
    expect(auth.heldNames).toBeLessThanOrEqual(MAX_NAMES);
    expect(new FakeBrowser(auth).signIn('Later')).toBe(503);
  });

  it('a stolen session cookie dies with the next sign-in from the owner’s browser', () => {
    const auth = new PasswordAuth(PASSWORD, { now: clock().now });
    const ann = new FakeBrowser(auth);
    ann.signIn('Ann');
    const thief = new FakeBrowser(auth, '198.51.100.1');
    thief.cookies.set('sudoku_session', ann.cookies.get('sudoku_session')!);
    expect(thief.user).toBe('Ann');
    ann.signIn('Ann');
    expect(thief.user).toBeUndefined();
    expect(ann.user).toBe('Ann');
  });
});

describe('FailureCounter', () => {
  const limits = { limit: 3, windowMs: 1000, maxEntries: 4 };

  it('locks a key at the limit until its oldest counted failure leaves the window', () => {
    const time = clock(0);
    const counter = new FailureCounter(limits, time.now);
    counter.fail('a');
    time.advance(100);
    counter.fail('a');
    expect(counter.lockedFor('a')).toBe(0);
    counter.fail('a');
    expect(counter.lockedFor('a')).toBe(900);
    time.advance(899);
    expect(counter.lockedFor('a')).toBe(1);
    time.advance(1);
    expect(counter.lockedFor('a')).toBe(0);
  });

  it('never drops a live entry for room: newcomers share the overflow count instead', () => {
    const time = clock(0);
    const counter = new FailureCounter(limits, time.now);
    for (let i = 0; i < 3; i++) counter.fail('locked');
    for (const key of ['b', 'c', 'd']) counter.fail(key);
    for (let i = 0; i < 100; i++) counter.fail(`flood ${i}`);
    expect(counter.size).toBe(4);
    expect(counter.lockedFor('locked')).toBeGreaterThan(0);
    // The flood locked the overflow: keys without an entry of their own wait; b does not.
    expect(counter.lockedFor('flood 0')).toBeGreaterThan(0);
    expect(counter.lockedFor('someone new')).toBeGreaterThan(0);
    expect(counter.lockedFor('b')).toBe(0);
    // Once the window has passed, everything is free and room is made from expired entries.
    time.advance(1000);
    expect(counter.lockedFor('locked')).toBe(0);
    expect(counter.lockedFor('someone new')).toBe(0);
    counter.fail('fresh');
    expect(counter.size).toBe(1);
  });
});

describe('client addresses', () => {
  const request = (remoteAddress: string, forwardedFor?: string) =>
    ({
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress },
    }) as unknown as IncomingMessage;
  const trusted = trustedProxyList(['10.0.0.0/8', '::1']);

  it('believes X-Forwarded-For only from a trusted proxy, reading past trusted hops', () => {
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4'), undefined)).toBe('10.0.0.5');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4'), trusted)).toBe('1.2.3.4');
    expect(clientAddress(request('::ffff:10.0.0.5', '9.9.9.9, 1.2.3.4, 10.1.1.1'), trusted)).toBe(
      '1.2.3.4',
    );
    expect(clientAddress(request('::1', '[2001:db8::7]:443'), trusted)).toBe('2001:db8::7');
    expect(clientAddress(request('10.0.0.5', '1.2.3.4:5678'), trusted)).toBe('1.2.3.4');
    // Garbage ends the chain at the last good hop; no header leaves the proxy's own address.
    expect(clientAddress(request('10.0.0.5', 'junk, 10.0.0.6'), trusted)).toBe('10.0.0.6');
    expect(clientAddress(request('10.0.0.5'), trusted)).toBe('10.0.0.5');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
    expect(addressKey('198.51.100.3')).toBe('198.51.100.3');
  });

  it('refuses a bad proxy entry with a clear message', () => {
    expect(() => trustedProxyList(['10.0.0.0/8', 'proxy.local'])).toThrow(
      "'proxy.local' is not an IP address or a range like 10.0.0.0/8 or fd00::/8.",
    );
  });

  it('locks one client behind a proxy after MAX_FAILURES, not its neighbours', () => {
    const time = clock();
    const auth = new PasswordAuth(PASSWORD, { now: time.now, trustedProxies: trusted });
    const behind = (client: string) => {
      const browser = new FakeBrowser(auth, '10.0.0.5');
      const original = browser.request.bind(browser);
      browser.request = () => original({ 'x-forwarded-for': client });
      return browser;
    };
    const eve = behind('203.0.113.5');
    for (let i = 0; i < MAX_FAILURES; i++) expect(eve.signIn(`Eve ${i}`, 'nope')).toBe(401);
    expect(eve.signIn('Eve')).toBe(429);
    expect(behind('203.0.113.6').signIn('Alice')).toBe(200);
    time.advance(FAILURE_WINDOW_MS);
    expect(eve.signIn('Eve')).toBe(200);
  });
});
