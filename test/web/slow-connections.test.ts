// Slow clients against the playground's and the Activity's HTTP servers (the same cap as the
// Slack endpoint's, adapters/shared/connection-cap.ts): past the cap, the most stalled
// connections are closed, a live stream being answered is kept, and a page is still served.

import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_CONNECTION_LIMITS } from '../../adapters/shared/connection-cap.ts';
import { startWebPlayground } from '../../adapters/web/index.ts';
import { allConnected, closeAll, slowHeaders, type SlowClient } from '../slack/slow-clients.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';

/** A safety net for waits on the server's events; never reached when things work. */
const DEADLINE_MS = 10_000;
const CAP = 8;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** GET on a connection of its own; resolves with the status (rejects past the deadline). */
function getFresh(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: DEADLINE_MS }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('no answer before the deadline')));
    req.on('error', reject);
    req.end();
  });
}

/** Opens a live stream and resolves once its headers arrived (it is being answered). */
function openStream(url: string): Promise<{ status: number; ended: () => boolean }> {
  return new Promise((resolve, reject) => {
    let ended = false;
    const req = request(`${url}/api/events?user=Ada`, { agent: false }, (res) => {
      res.on('data', () => undefined);
      res.on('close', () => (ended = true));
      resolve({ status: res.statusCode ?? 0, ended: () => ended });
    });
    req.on('error', reject);
    req.end();
    cleanups.push(() => req.destroy());
  });
}

describe('the playground under slow connections', () => {
  it('past the cap it closes the most stalled, keeps a live stream, and still serves a page', async () => {
    expect(WEB_CONNECTION_LIMITS).toMatchObject({
      maxConnections: 512,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
    });
    const logger = memoryLogger();
    const playground = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      logger,
      connectionLimits: { ...WEB_CONNECTION_LIMITS, maxConnections: CAP },
    });
    cleanups.push(() => playground.close());

    const stream = await openStream(playground.url);
    expect(stream.status).toBe(200);
    const slow: SlowClient[] = Array.from({ length: CAP * 2 }, () =>
      slowHeaders(`${playground.url}/api/session`),
    );
    cleanups.push(() => closeAll(slow));
    await allConnected(slow);

    expect(await getFresh(`${playground.url}/`)).toBe(200);
    // 1 stream + 16 slow + 1 page > 8: at least 10 slow ones closed, the oldest first.
    const closed = await Promise.all(
      slow
        .slice(0, CAP + 2)
        .map((c) =>
          Promise.race([
            c.closed.then(() => true),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), DEADLINE_MS)),
          ]),
        ),
    );
    expect(closed.every(Boolean)).toBe(true);
    expect(stream.ended()).toBe(false);
    expect(logger.lines.some((l) => l.message.includes('connections evicted'))).toBe(true);
  });
});
