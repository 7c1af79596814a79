// The Slack endpoint under connection churn: while its cap evicts, it asks for a full garbage
// collection now and then (adapters/shared/churn-reclaim.ts), so Node's objects for the evicted
// connections do not pile up in V8's old space. Real sockets on loopback, a collection the test
// counts; every wait is on a close.

import { afterEach, describe, expect, it } from 'vitest';
import { boltLogger } from '../../adapters/slack/bolt-logger.ts';
import { EVENTS_PATH } from '../../adapters/slack/index.ts';
import { GuardedHTTPReceiver, type GuardOptions } from '../../adapters/slack/receiver.ts';
import { MemoryLogger } from './harness.ts';
import { SIGNING_SECRET } from './signing.ts';
import { allConnected, closeAll, slowHeaders, type SlowClient } from './slow-clients.ts';

/** Timeouts far beyond any test, so only the cap closes a connection. */
const PATIENT = { headersTimeoutMs: 600_000, requestTimeoutMs: 600_000, timeoutCheckMs: 60_000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function endpoint(reclaim: GuardOptions['reclaim']): Promise<{
  receiver: GuardedHTTPReceiver;
  url: string;
}> {
  const receiver = new GuardedHTTPReceiver(
    { signingSecret: SIGNING_SECRET, logger: boltLogger(new MemoryLogger()) },
    {
      path: EVENTS_PATH,
      logger: new MemoryLogger(),
      connections: { ...PATIENT, maxConnections: 2 },
      reclaim,
    },
  );
  const server = await receiver.start({ port: 0, host: '127.0.0.1' });
  cleanups.push(() => receiver.stop());
  const { port } = server.address() as { port: number };
  return { receiver, url: `http://127.0.0.1:${port}${EVENTS_PATH}` };
}

/**
 * Opens `n` more connections whose headers never end, one after another, and waits until all
 * but the newest 2 (the cap) are closed: the server accepts in order, so each one past the cap
 * evicted the oldest.
 */
async function churn(url: string, clients: SlowClient[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    clients.push(slowHeaders(url));
    await allConnected(clients.slice(-1));
  }
  await Promise.all(clients.slice(0, -2).map((c) => c.closed));
}

/** The connections a test opened, closed after it. */
function tracked(): SlowClient[] {
  const clients: SlowClient[] = [];
  cleanups.push(() => closeAll(clients));
  return clients;
}

describe('the endpoint under connection churn', () => {
  it('asks for a full collection once enough connections were evicted, then waits the interval', async () => {
    let collections = 0;
    const { receiver, url } = await endpoint({
      policy: { minIntervalMs: 600_000, minEvictions: 3 },
      collect: async () => void collections++,
    });
    const clients = tracked();
    await churn(url, clients, 2 + 2);
    expect(collections).toBe(0);
    await churn(url, clients, 4);
    // 6 evicted: the third asked for one; the interval (10 minutes) holds back the sixth.
    expect(receiver.stats().connections.evicted).toBe(6);
    expect(collections).toBe(1);
    expect(receiver.stats().reclaims).toBe(1);
  });

  it('asks for none when told not to, however many are evicted', async () => {
    const { receiver, url } = await endpoint(false);
    await churn(url, tracked(), 2 + 4);
    expect(receiver.stats().connections.evicted).toBe(4);
    expect(receiver.stats().reclaims).toBe(0);
  });
});
