// The playground off loopback, over real HTTP: it refuses to start without WEB_PASSWORD; with
// it, nothing but the page loads before signing in, the name comes from the session (not from
// what a request types), a name (and every look-alike of it) belongs to the browser that first
// signed in with it, and wrong passwords are slowed down. 127.0.0.2 stands for "another address"
// without exposing the test server. The bounds (1,000 names, lockouts behind a proxy) are in
// sign-in-limits.test.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES, OWNER_COOKIE_PREFIX, SESSION_COOKIE } from '../../adapters/web/auth.ts';
import type { WebMessage } from '../../adapters/web/history.ts';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { formatConfigProblems, parseConfig } from '../../src/config.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';
import { codeOf, HttpBrowser, messageOf } from './http-browser.ts';

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

/** A browser signing in to the shared playground. */
class Client extends HttpBrowser {
  constructor() {
    super(playground.url);
  }

  override signIn(name: string, password = PASSWORD) {
    return super.signIn(name, password);
  }
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
    expect((await stranger.call('GET', '/')).status).toBe(200);
    expect((await stranger.call('GET', '/static/app.js')).status).toBe(200);
    const config = (await stranger.call('GET', '/api/config')).body as {
      signIn: { required: boolean; user?: string };
    };
    expect(config.signIn).toEqual({ required: true });
    const refused = [
      await stranger.send('general', 'board'),
      await stranger.call('GET', '/api/channels/general/messages?user=Ada'),
      await stranger.call('GET', '/api/channels/dm/messages?user=Ada'),
      await stranger.call('GET', '/api/events?user=Ada'),
      await stranger.call('GET', '/images/abc'),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(codeOf(refused[0]!)).toBe('sign-in');
    expect(core.inbounds).toHaveLength(0);
  });

  it('signs in with the password; the name then comes from the session, not the request', async () => {
    const ada = new Client();
    const wrong = await ada.signIn('Ada', 'not the password');
    expect(wrong.status).toBe(401);
    expect(codeOf(wrong)).toBe('wrong-password');
    const ok = await ada.signIn('Ada');
    expect(ok.status).toBe(200);
    const cookies = ok.headers['set-cookie'] ?? [];
    expect(cookies).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${SESSION_COOKIE}=[\\w-]{40,}; Path=/; HttpOnly; SameSite=Strict`),
      ),
    );
    // The name's owner secret: long-lived, sent only to the sign-in address.
    expect(cookies).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${OWNER_COOKIE_PREFIX}[0-9a-f]{16}=[\\w-]{40,}; Path=/api/session; HttpOnly; SameSite=Strict; Max-Age=3196800$`,
        ),
      ),
    );
    const res = await ada.send('general', 'board', 'Mallory');
    expect(res.status).toBe(200);
    expect(core.inbounds.at(-1)!.user).toMatchObject({ id: 'ada', name: 'Ada' });
    const config = (await ada.call('GET', '/api/config')).body as { signIn: unknown };
    expect(config.signIn).toEqual({ required: true, user: 'Ada' });
  });

  it("keeps direct messages private: another player cannot read Ada's", async () => {
    const ada = new Client();
    const bob = new Client();
    await ada.signIn('Ada2');
    await bob.signIn('Bob');
    await ada.send('dm', 'board');
    const read = async (who: Client) =>
      (
        (await who.call('GET', '/api/channels/dm/messages?user=Ada2')).body as {
          messages: WebMessage[];
        }
      ).messages;
    expect((await read(ada)).length).toBeGreaterThan(0);
    expect(await read(bob)).toEqual([]);
  });

  it('a name stays with the browser that first signed in with it, also after signing out', async () => {
    const grace = new Client();
    const impostor = new Client();
    expect((await grace.signIn('Grace')).status).toBe(200);
    const taken = await impostor.signIn('grace');
    expect(taken.status).toBe(409);
    expect(codeOf(taken)).toBe('name-taken');
    expect(messageOf(taken)).toBe(
      "Grace is another player's name (it was first used in another browser): pick another name.",
    );
    // Signing in again in the same browser is fine, and may change how the name is written.
    const again = await grace.signIn('GRACE');
    expect(again.body).toEqual({ user: 'GRACE' });
    // The owner cookie is renewed with the hold, so it lasts as long as the server keeps the name.
    expect(again.headers['set-cookie']).toContainEqual(
      expect.stringMatching(new RegExp(`^${OWNER_COOKIE_PREFIX}\\w+=[\\w-]+; .*Max-Age=3196800$`)),
    );
    const session = new Client();
    grace.copyCookiesTo(session, (name) => name === SESSION_COOKIE);
    expect((await grace.signOut()).status).toBe(200);
    // The old session is over, but the name is still Grace's browser's.
    expect((await session.send('general', 'board')).status).toBe(401);
    expect((await grace.send('general', 'board')).status).toBe(401);
    expect((await impostor.signIn('Grace')).status).toBe(409);
    expect((await grace.signIn('Grace')).status).toBe(200);
    expect((await grace.send('general', 'board')).status).toBe(200);
    expect(core.inbounds.at(-1)!.user).toMatchObject({ id: 'grace', name: 'Grace' });
  });

  it('refuses look-alikes of a held name: other scripts, full-width, invisible characters, case, spacing', async () => {
    const ann = new Client();
    expect((await ann.signIn('Ann Lee')).status).toBe(200);
    const lookAlikes = [
      '\u0410nn Lee', // Cyrillic A
      'Ann L\u0435e', // Cyrillic e
      '\uff21\uff4e\uff4e \uff2c\uff45\uff45', // full-width
      'Ann\u200b Lee', // zero-width space
      'Ann\u00a0 Lee', // no-break space
      'ANN LEE',
      'annlee',
      'Ann_Lee',
      '\u0391nn Lee', // Greek Alpha
    ];
    for (const name of lookAlikes) {
      const answer = await new Client().signIn(name);
      expect({ name, status: answer.status, code: codeOf(answer) }).toEqual({
        name,
        status: 409,
        code: 'name-taken',
      });
    }
    const cyrillic = await new Client().signIn('\u0410nn Lee');
    expect(messageOf(cyrillic)).toBe(
      "\u0410nn Lee looks too much like Ann Lee, another player's name: pick another name.",
    );
    // The owner may sign in with any of them and stays who they were.
    expect((await ann.signIn('\u0410nn Lee')).body).toEqual({ user: 'Ann Lee' });
    // A different name is fine.
    expect((await new Client().signIn('Anna Lee')).status).toBe(200);
  });

  it('explains what is wrong with a name', async () => {
    const answers = await Promise.all(
      ['', '<script>', 'x'.repeat(33), '-lead', 'bell\u0007'].map((name) =>
        new Client().signIn(name),
      ),
    );
    expect(answers.map((a) => [a.status, messageOf(a)])).toEqual([
      [400, 'Type a name.'],
      [400, 'A name cannot hold “<”: use letters, digits, spaces, dots, dashes or underscores.'],
      [400, 'That name is 33 characters long: use at most 32.'],
      [400, 'Start the name with a letter or digit.'],
      [
        400,
        'A name cannot hold the character U+0007: use letters, digits, spaces, dots, dashes or underscores.',
      ],
    ]);
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
      const eve = new HttpBrowser(own.url);
      for (let i = 0; i < MAX_FAILURES; i++) {
        expect((await eve.signIn('Eve', `guess ${i}`)).status).toBe(401);
      }
      const blocked = await eve.signIn('Eve', PASSWORD);
      expect(blocked.status).toBe(429);
      expect(codeOf(blocked)).toBe('too-many-tries');
      expect(messageOf(blocked)).toBe(
        'Too many wrong passwords from your network: try again in 10 minutes.',
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(590);
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

describe('WEB_TRUSTED_PROXIES setting', () => {
  it('reads addresses and CIDR ranges, separated by commas or spaces', () => {
    const set = parseConfig({ WEB_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 fd00::/8,::1' });
    if (!set.ok) throw new Error(formatConfigProblems(set.error));
    expect(set.value.webTrustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
    const unset = parseConfig({});
    if (!unset.ok) throw new Error(formatConfigProblems(unset.error));
    expect(unset.value.webTrustedProxies).toEqual([]);
  });

  it('names a bad entry and says what a good one looks like', () => {
    const problems = (value: string) => {
      const parsed = parseConfig({ WEB_TRUSTED_PROXIES: value });
      if (parsed.ok) throw new Error(`expected a problem with ${value}`);
      return formatConfigProblems(parsed.error);
    };
    expect(problems('10.0.0.0/8,proxy.local')).toMatch(
      /WEB_TRUSTED_PROXIES: 'proxy.local' is not an IP address or a range like 10.0.0.0\/8 or fd00::\/8\./,
    );
    expect(problems('10.0.0.0/33')).toMatch(
      /WEB_TRUSTED_PROXIES: '10.0.0.0\/33' has a prefix length that is not 0 to 32\./,
    );
    expect(problems('fd00::/129')).toMatch(/not 0 to 128/);
    expect(problems('10.0.0.0/8/8')).toMatch(/is not an IP address/);
  });
});
