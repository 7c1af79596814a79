// The playground off loopback, over real HTTP: it refuses to start without WEB_PASSWORD; with
// it, nothing but the page loads before signing in, the name comes from the session (not from
// what a request types), a name belongs to one browser at a time, and wrong passwords are
// slowed down. 127.0.0.2 stands for "another address" without exposing the test server.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES, SESSION_COOKIE } from '../../adapters/web/auth.ts';
import type { WebMessage } from '../../adapters/web/history.ts';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { formatConfigProblems, parseConfig } from '../../src/config.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';

const PASSWORD = 'correct horse battery';
const OTHER_ADDRESS = '127.0.0.2';
const core = makeFakeCore();
let playground: WebPlayground;

beforeAll(async () => {
  playground = await startWebPlayground({
    core,
    parseCommand: fakeParseCommand,
    port: 0,
    host: OTHER_ADDRESS,
    password: PASSWORD,
    logger: memoryLogger(),
  });
});
afterAll(() => playground.close());

/** One browser: keeps the session cookie between requests. */
class Client {
  cookie = '';

  async call(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(playground.url + path, {
      ...init,
      headers: { ...(this.cookie && { cookie: this.cookie }), ...init.headers },
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!;
    return res;
  }

  json(path: string, method: string, body: unknown): Promise<Response> {
    return this.call(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  signIn(name: string, password = PASSWORD): Promise<Response> {
    return this.json('/api/session', 'POST', { name, password });
  }

  send(channel: string, text: string, typedUser = 'Mallory'): Promise<Response> {
    return this.json(`/api/channels/${channel}/messages`, 'POST', { user: typedUser, text });
  }
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('off loopback', () => {
  it('refuses to start without WEB_PASSWORD, naming the variable', async () => {
    await expect(
      startWebPlayground({
        core,
        parseCommand: fakeParseCommand,
        port: 0,
        host: '0.0.0.0',
        logger: memoryLogger(),
      }),
    ).rejects.toThrow(/0\.0\.0\.0 \(WEB_HOST\).*set WEB_PASSWORD/);
  });

  it('serves the page but nothing of the games before signing in', async () => {
    const stranger = new Client();
    expect((await stranger.call('/')).status).toBe(200);
    expect((await stranger.call('/static/app.js')).status).toBe(200);
    const config = (await (await stranger.call('/api/config')).json()) as {
      signIn: { required: boolean; user?: string };
    };
    expect(config.signIn).toEqual({ required: true });
    const refused = [
      await stranger.send('general', 'board'),
      await stranger.call('/api/channels/general/messages?user=Ada'),
      await stranger.call('/api/channels/dm/messages?user=Ada'),
      await stranger.call('/api/events?user=Ada'),
      await stranger.call('/images/abc'),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await errorCode(refused[0]!)).toBe('sign-in');
    expect(core.inbounds).toHaveLength(0);
  });

  it('signs in with the password; the name then comes from the session, not the request', async () => {
    const ada = new Client();
    const wrong = await ada.signIn('Ada', 'not the password');
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('wrong-password');
    const ok = await ada.signIn('Ada');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=[\\w-]{40,}; Path=/; HttpOnly; SameSite=Strict`),
    );
    const res = await ada.send('general', 'board', 'Mallory');
    expect(res.status).toBe(200);
    expect(core.inbounds.at(-1)!.user).toMatchObject({ id: 'ada', name: 'Ada' });
    const config = (await (await ada.call('/api/config')).json()) as { signIn: unknown };
    expect(config.signIn).toEqual({ required: true, user: 'Ada' });
  });

  it("keeps direct messages private: another player cannot read Ada's", async () => {
    const ada = new Client();
    const bob = new Client();
    await ada.signIn('Ada2');
    await bob.signIn('Bob');
    await ada.send('dm', 'board');
    const adaDm = (await (await ada.call('/api/channels/dm/messages?user=Ada2')).json()) as {
      messages: WebMessage[];
    };
    const bobAsAda = (await (await bob.call('/api/channels/dm/messages?user=Ada2')).json()) as {
      messages: WebMessage[];
    };
    expect(adaDm.messages.length).toBeGreaterThan(0);
    expect(bobAsAda.messages).toEqual([]);
  });

  it('a name belongs to one browser until it signs out', async () => {
    const grace = new Client();
    const impostor = new Client();
    await grace.signIn('Grace');
    const taken = await impostor.signIn('grace');
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('name-taken');
    // Signing in again in the same browser is fine.
    expect((await grace.signIn('Grace')).status).toBe(200);
    const old = grace.cookie;
    expect((await grace.call('/api/session', { method: 'DELETE' })).status).toBe(200);
    const stale = new Client();
    stale.cookie = old;
    expect((await stale.send('general', 'board')).status).toBe(401);
    expect((await impostor.signIn('grace')).status).toBe(200);
  });

  it('after too many wrong passwords an address must wait, even with the right one', async () => {
    const own = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      host: OTHER_ADDRESS,
      password: PASSWORD,
      logger: memoryLogger(),
    });
    try {
      const at = (path: string, body: unknown) =>
        fetch(own.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      for (let i = 0; i < MAX_FAILURES; i++) {
        expect((await at('/api/session', { name: 'Eve', password: `guess ${i}` })).status).toBe(
          401,
        );
      }
      const blocked = await at('/api/session', { name: 'Eve', password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(await errorCode(blocked)).toBe('too-many-tries');
    } finally {
      await own.close();
    }
  });
});

describe('on loopback', () => {
  it('needs no sign-in unless a password is set', async () => {
    const open = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      logger: memoryLogger(),
    });
    const locked = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      password: PASSWORD,
      logger: memoryLogger(),
    });
    try {
      const config = async (url: string) =>
        ((await (await fetch(url + '/api/config')).json()) as { signIn: unknown }).signIn;
      expect(await config(open.url)).toEqual({ required: false });
      expect(await config(locked.url)).toEqual({ required: true });
      expect((await fetch(locked.url + '/api/channels/general/messages?user=Ada')).status).toBe(
        401,
      );
    } finally {
      await open.close();
      await locked.close();
    }
  });
});

describe('WEB_PASSWORD setting', () => {
  it('is read from the environment and must be at least 8 characters', () => {
    const set = parseConfig({ WEB_HOST: '0.0.0.0', WEB_PASSWORD: PASSWORD });
    if (!set.ok) throw new Error(formatConfigProblems(set.error));
    expect(set.value.webPassword).toBe(PASSWORD);
    const short = parseConfig({ WEB_PASSWORD: 'abc' });
    if (short.ok) throw new Error('expected a problem');
    expect(formatConfigProblems(short.error)).toMatch(/WEB_PASSWORD: is too short/);
  });
});
