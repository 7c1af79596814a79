// Live-update streams shared fairly: over real HTTP, a 17th player still gets a stream when 16
// hold four each (the oldest of a four-stream player makes room); in the message log alone, any
// sequence of opening and closing keeps every player who asks at one stream at least, up to
// MAX_SUBSCRIBERS players.

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SUBSCRIBERS,
  MAX_SUBSCRIBERS_PER_USER,
  MessageLog,
  type Subscriber,
} from '../../adapters/web/history.ts';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';

/** Reading a stream to its end gives up after this long (a safety net). */
const END_DEADLINE_MS = 10_000;

let playground: WebPlayground;
beforeAll(async () => {
  playground = await startWebPlayground({
    core: makeFakeCore(),
    parseCommand: fakeParseCommand,
    port: 0,
    logger: memoryLogger(),
  });
});
afterAll(() => playground.close());

/** True once the server ends the stream; false if it is still open at the deadline. */
async function ends(res: Response): Promise<boolean> {
  const reader = res.body!.getReader();
  const deadline = new Promise<'open'>((resolve) =>
    setTimeout(() => resolve('open'), END_DEADLINE_MS).unref(),
  );
  for (;;) {
    const read = await Promise.race([reader.read(), deadline]);
    if (read === 'open') return false;
    if (read.done) return true;
  }
}

describe('live streams over HTTP', () => {
  it('a 17th player gets a stream when 16 hold four each; the oldest of one of them makes room', async () => {
    const controllers: AbortController[] = [];
    const open = (user: string) => {
      const controller = new AbortController();
      controllers.push(controller);
      return fetch(`${playground.url}/api/events?user=${user}`, { signal: controller.signal });
    };
    try {
      const users = MAX_SUBSCRIBERS / MAX_SUBSCRIBERS_PER_USER;
      const streams: Response[] = [];
      for (let u = 0; u < users; u++) {
        for (let i = 0; i < MAX_SUBSCRIBERS_PER_USER; i++) streams.push(await open(`User${u}`));
      }
      expect(streams.every((s) => s.status === 200)).toBe(true);
      const newcomer = await open('Newcomer');
      expect(newcomer.status).toBe(200);
      // The very first stream (User0's oldest) was ended to make room.
      expect(await ends(streams[0]!)).toBe(true);
      // User0 reopening it finds no one holding two more than it: refused, with the reason.
      const back = await open('User0');
      expect(back.status).toBe(503);
      expect(((await back.json()) as { error: { message: string } }).error.message).toBe(
        'Every live-update stream is taken by other players: reload later to see new messages live.',
      );
    } finally {
      for (const c of controllers) c.abort();
    }
  });
});

describe('fair shares in the message log', () => {
  it('never refuses a player with no stream while someone holds two, and keeps the caps', () => {
    const userIds = Array.from({ length: 80 }, (_, i) => `u${i}`);
    // Mostly opening, so the 64 places fill up and players compete for them.
    const step = fc.oneof(
      { arbitrary: fc.record({ open: fc.constantFrom(...userIds) }), weight: 4 },
      { arbitrary: fc.record({ close: fc.nat() }), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 100, maxLength: 400 }), (steps) => {
        const log = new MessageLog();
        const open: Subscriber[] = [];
        for (const s of steps) {
          if ('close' in s) {
            if (open.length > 0) log.unsubscribe(open.splice(s.close % open.length, 1)[0]!);
            continue;
          }
          const subscriber: Subscriber = {
            userId: s.open,
            send: () => {},
            close: () => open.splice(open.indexOf(subscriber), 1),
          };
          const held = open.filter((o) => o.userId === s.open).length;
          const richest = Math.max(
            0,
            ...userIds.map((u) => open.filter((o) => o.userId === u).length),
          );
          const answer = log.subscribe(subscriber);
          if (answer === 'ok') open.push(subscriber);
          if (held >= MAX_SUBSCRIBERS_PER_USER) expect(answer).toBe('user-full');
          else if (answer === 'full') expect(richest).toBeLessThan(held + 2);
          else expect(answer).toBe('ok');
          expect(log.subscriberCount).toBe(open.length);
          expect(open.length).toBeLessThanOrEqual(MAX_SUBSCRIBERS);
        }
      }),
      { numRuns: 100 },
    );
  });
});
