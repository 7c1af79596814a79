// The sign-in's bounds over real HTTP, where the old ones gave way: filling the name table never
// frees a held name for someone else, wrong passwords lock a client and a name but not everyone
// behind a proxy, and a flood of other addresses never unlocks a locked one. Each test starts
// its own playground on 127.0.0.2 and connects from chosen 127.x.y.z addresses (Linux routes all
// of 127.0.0.0/8 to loopback), which is how a test stands for many clients.

import { describe, expect, it } from 'vitest';
import { MAX_FAILURES, MAX_NAMES } from '../../adapters/web/auth.ts';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';
import { codeOf, HttpBrowser, messageOf, type Answer } from './http-browser.ts';

const PASSWORD = 'correct horse battery';
/** The address a test's "reverse proxy" connects from. */
const PROXY = '127.0.0.9';

async function withPlayground(
  trustedProxies: readonly string[] | undefined,
  run: (playground: WebPlayground) => Promise<void>,
): Promise<void> {
  const playground = await startWebPlayground({
    core: makeFakeCore(),
    parseCommand: fakeParseCommand,
    port: 0,
    host: '127.0.0.2',
    password: PASSWORD,
    logger: memoryLogger(),
    ...(trustedProxies ? { trustedProxies } : {}),
  });
  try {
    await run(playground);
  } finally {
    await playground.close();
  }
}

/** Runs `count` calls, a few at a time, in order of their index. */
async function inBatches(count: number, call: (i: number) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, j) => call(start + j));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

/** The nth of many distinct loopback addresses, away from the ones the tests name. */
const address = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('held names', () => {
  it('a full name table refuses new names and never frees a held one for someone else', async () => {
    await withPlayground(undefined, async (playground) => {
      const ann = new HttpBrowser(playground.url);
      expect((await ann.signIn('Ann', PASSWORD)).status).toBe(200);
      await ann.send('dm', 'board');
      // 1,000 more players: the old table dropped Ann's session at the 1,000th and her name with it.
      const others = await inBatches(MAX_NAMES, (i) =>
        new HttpBrowser(playground.url).signIn(`Player ${i}`, PASSWORD),
      );
      const mallory = new HttpBrowser(playground.url);
      const takeover = await mallory.signIn('Ann', PASSWORD);
      // The old code let Mallory in as Ann, with Ann's direct messages.
      const dm = await mallory.call('GET', '/api/channels/dm/messages');
      expect(dm.status === 200 ? (dm.body as { messages: unknown[] }).messages : []).toEqual([]);
      expect(takeover.status).toBe(409);
      expect(codeOf(takeover)).toBe('name-taken');

      expect(others.filter((a) => a.status === 200)).toHaveLength(MAX_NAMES - 1);
      const refused = others.at(-1)!;
      expect(refused.status).toBe(503);
      expect(codeOf(refused)).toBe('names-full');
      expect(messageOf(refused)).toMatch(/holds as many names as it can \(1,000\)/);

      // Ann is still signed in, and her browser may sign in again with the table full.
      expect((await ann.call('GET', '/api/channels/dm/messages')).status).toBe(200);
      expect((await ann.signIn('Ann', PASSWORD)).status).toBe(200);
    });
  }, 120_000);
});

describe('wrong passwords', () => {
  it('behind a trusted proxy, lock the client that guessed, not everyone behind the proxy', async () => {
    await withPlayground([PROXY], async (playground) => {
      const viaProxy = (client: string) =>
        new HttpBrowser(playground.url, { localAddress: PROXY, forwardedFor: client });
      const eve = viaProxy('203.0.113.5');
      for (let i = 0; i < MAX_FAILURES; i++) {
        expect((await eve.signIn(`Eve ${i}`, `guess ${i}`)).status).toBe(401);
      }
      expect((await eve.signIn('Eve', PASSWORD)).status).toBe(429);
      // Eve writing her own X-Forwarded-For in front of the proxy's entry changes nothing.
      const spoofed = viaProxy('198.51.100.99, 203.0.113.5');
      expect((await spoofed.signIn('Eve', PASSWORD)).status).toBe(429);
      // Another client behind the same proxy signs in (the old lockout counted the proxy).
      expect((await viaProxy('198.51.100.7').signIn('Alice', PASSWORD)).status).toBe(200);
      // A client that is not a trusted proxy cannot pick its address with the header.
      const direct = new HttpBrowser(playground.url, {
        localAddress: '127.0.0.20',
        forwardedFor: '198.51.100.8',
      });
      for (let i = 0; i < MAX_FAILURES; i++) await direct.signIn(`Dan ${i}`, 'nope');
      const directAgain = new HttpBrowser(playground.url, {
        localAddress: '127.0.0.20',
        forwardedFor: '198.51.100.9',
      });
      expect((await directAgain.signIn('Dan', PASSWORD)).status).toBe(429);
    });
  });

  it('lock a name guessed at from many addresses, except for the browser that holds it', async () => {
    await withPlayground(undefined, async (playground) => {
      const zed = new HttpBrowser(playground.url, { localAddress: '127.0.0.30' });
      expect((await zed.signIn('Zed', PASSWORD)).status).toBe(200);
      const guesses = await inBatches(MAX_FAILURES, (i) =>
        new HttpBrowser(playground.url, { localAddress: address(i) }).signIn('zed', `guess ${i}`),
      );
      expect(guesses.map((a) => a.status)).toEqual(guesses.map(() => 401));
      const stranger = new HttpBrowser(playground.url, { localAddress: '127.0.0.31' });
      const locked = await stranger.signIn('Zed', PASSWORD);
      expect(locked.status).toBe(429);
      expect(messageOf(locked)).toBe(
        'Too many wrong passwords for the name Zed: try again in 10 minutes.',
      );
      // The same stranger may sign in with another name; Zed's browser is not slowed down.
      expect((await stranger.signIn('Yan', PASSWORD)).status).toBe(200);
      expect((await zed.signIn('Zed', PASSWORD)).status).toBe(200);
    });
  });

  it('a locked address stays locked however many other addresses guess', async () => {
    await withPlayground(undefined, async (playground) => {
      const locked = new HttpBrowser(playground.url, { localAddress: '127.0.0.40' });
      for (let i = 0; i < MAX_FAILURES; i++) await locked.signIn(`Lou ${i}`, 'nope');
      expect((await locked.signIn('Lou', PASSWORD)).status).toBe(429);
      // The old counter kept 1,000 addresses and dropped the oldest, unlocking this one.
      const others = await inBatches(1000, (i) =>
        new HttpBrowser(playground.url, { localAddress: address(i) }).signIn(`Guess ${i}`, 'x'),
      );
      expect(others.every((a) => a.status === 401)).toBe(true);
      expect((await locked.signIn('Lou', PASSWORD)).status).toBe(429);
    });
  }, 120_000);
});
