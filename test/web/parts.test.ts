// The playground's parts on their own: bounded caches and history, user names, the slash
// prefix, and a fuzzed request body that must never make the server fail.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelDirectory, parseUser } from '../../adapters/web/channels.ts';
import { MessageLog, type WebMessage } from '../../adapters/web/history.ts';
import { HttpError } from '../../adapters/web/http-util.ts';
import { ImageCache, pngSize } from '../../adapters/web/images.ts';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger, squarePng } from './fake-core.ts';

function message(id: string, text = id): WebMessage {
  return {
    id,
    channel: 'general',
    at: '2025-01-01T00:00:00.000Z',
    author: { name: 'Ada', bot: false },
    text,
    visibility: 'everyone',
  };
}

describe('ImageCache', () => {
  it('drops the oldest images beyond its count and byte limits', () => {
    const cache = new ImageCache(3, 1000);
    const ids = [1, 2, 3, 4].map((n) =>
      cache.add({ bytes: Buffer.alloc(100, n), contentType: 'image/png', alt: `${n}` }),
    );
    expect(cache.get(ids[0]!)).toBeUndefined();
    expect(ids.slice(1).map((id) => cache.get(id)?.alt)).toEqual(['2', '3', '4']);
    const big = cache.add({ bytes: Buffer.alloc(901), contentType: 'image/png', alt: 'big' });
    expect(cache.size).toBe(1);
    expect(cache.get(big)?.alt).toBe('big');
  });

  it('draws a lazy image on its first load only, and again after a failed drawing', async () => {
    const cache = new ImageCache(2, 1000);
    let draws = 0;
    let fail = true;
    const lazy = cache.addLazy(async () => {
      draws++;
      if (fail) throw new Error('renderer down');
      return { bytes: Buffer.alloc(10), contentType: 'image/png', alt: 'drawn' };
    });
    expect(cache.get(lazy)).toBeUndefined();
    expect(draws).toBe(0);
    await expect(cache.load(lazy)).rejects.toThrow('renderer down');
    fail = false;
    const [a, b] = await Promise.all([cache.load(lazy), cache.load(lazy)]);
    expect([a?.alt, b?.alt, draws]).toEqual(['drawn', 'drawn', 2]);
    expect(cache.get(lazy)?.alt).toBe('drawn');
    // A lazy image takes a slot like any other: two more push it out, undrawn ones too.
    const waiting = cache.addLazy(() => Promise.reject(new Error('never drawn')));
    cache.add({ bytes: Buffer.alloc(10), contentType: 'image/png', alt: 'x' });
    expect(await cache.load(lazy)).toBeUndefined();
    cache.add({ bytes: Buffer.alloc(10), contentType: 'image/png', alt: 'y' });
    expect(await cache.load(waiting)).toBeUndefined();
  });

  it('reads the pixel size of a PNG and refuses other bytes', async () => {
    expect(pngSize(await squarePng(17))).toEqual({ width: 17, height: 17 });
    expect(pngSize(Buffer.from('not a png at all, just some text'))).toBeUndefined();
  });
});

describe('MessageLog', () => {
  it('keeps a bounded history per conversation and forgets the least recently used', () => {
    const log = new MessageLog(2, 2);
    for (const id of ['a', 'b', 'c']) log.publish({ conversationId: 'one', message: message(id) });
    expect(log.recent('one', 'ada').map((m) => m.id)).toEqual(['b', 'c']);
    log.publish({ conversationId: 'two', message: message('d') });
    log.publish({ conversationId: 'one', message: message('e') });
    log.publish({ conversationId: 'three', message: message('f') });
    expect(log.recent('two', 'ada')).toEqual([]);
    expect(log.recent('one', 'ada').map((m) => m.id)).toEqual(['c', 'e']);
  });

  it('gives ids that a restarted server never repeats', () => {
    const before = new MessageLog();
    const after = new MessageLog();
    const first = [before.newId(), before.newId()];
    expect(first[0]).not.toBe(first[1]);
    expect(first).not.toContain(after.newId());
  });

  it('delivers a message only to subscribers in its audience', () => {
    const log = new MessageLog();
    const got: Record<string, string[]> = { ada: [], bob: [] };
    for (const userId of ['ada', 'bob'])
      log.subscribe({ userId, send: (m) => got[userId]!.push(m.id), close: () => {} });
    log.publish({ conversationId: 'general', message: message('all') });
    log.publish({ conversationId: 'general', audience: 'bob', message: message('bob-only') });
    expect(got).toEqual({ ada: ['all'], bob: ['all', 'bob-only'] });
    expect(log.recent('general', 'ada').map((m) => m.id)).toEqual(['all']);
  });
});

describe('users and channels', () => {
  it('accepts readable names and refuses others with a coded error', () => {
    expect(parseUser('  Ada   Lovelace ')).toEqual({
      id: 'ada lovelace',
      name: 'Ada Lovelace',
      canManage: true,
    });
    expect(parseUser('Émilie_du-Châtelet').name).toBe('Émilie_du-Châtelet');
    for (const bad of ['', '   ', '<b>', 'x'.repeat(33), '-lead', 42, null]) {
      expect(() => parseUser(bad)).toThrow(HttpError);
    }
  });

  it('never throws anything but an HttpError for any name', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          const user = parseUser(value);
          expect(user.name.length).toBeGreaterThan(0);
          expect(user.name.length).toBeLessThanOrEqual(32);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
        }
      }),
    );
  });

  it('maps direct messages to one conversation per user and back', () => {
    const directory = new ChannelDirectory();
    const ada = parseUser('Ada');
    const dm = directory.conversation(directory.channel('dm'), ada);
    expect(dm).toMatchObject({ id: 'dm-ada', kind: 'direct' });
    expect(directory.locate(dm)).toEqual({ key: 'dm', owner: 'ada' });
    const general = directory.conversation(directory.channel('general'), ada);
    expect(directory.locate(general)).toEqual({ key: 'general' });
    expect(
      directory.locate({ platform: 'web', id: 'elsewhere', kind: 'channel', workspace: 'local' }),
    ).toBeUndefined();
  });
});

describe('fuzzed requests', () => {
  let playground: WebPlayground;
  const logger = memoryLogger();

  beforeAll(async () => {
    playground = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      logger,
    });
  });
  afterAll(() => playground.close());

  it('answers any body with a 2xx or 4xx, never a failure', async () => {
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc
        .record({ user: fc.oneof(fc.string(), fc.constant('Ada')), text: fc.anything() })
        .map((r) => JSON.stringify(r)),
      fc.record({ user: fc.constant('Ada'), text: fc.string() }).map((r) => JSON.stringify(r)),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await fetch(`${playground.url}/api/channels/general/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        });
        expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
        const answer = (await res.json()) as { messages?: unknown[]; error?: { message: string } };
        if (res.status === 200) expect(answer.messages?.length).toBeGreaterThan(0);
        else expect(answer.error?.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
    expect(logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
