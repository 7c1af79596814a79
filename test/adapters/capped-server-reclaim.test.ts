// The playground's and the Activity's servers (adapters/shared/connection-cap.ts cappedServer)
// under connection churn reclaim memory as the Slack endpoint does: while the cap evicts, a full
// garbage collection now and then. Real sockets on loopback, a collection the test counts; every
// wait is on a connection or a close.

import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cappedServer, DEFAULT_CONNECTION_LIMITS } from '../../adapters/shared/connection-cap.ts';
import type { ReclaimOptions } from '../../adapters/shared/churn-reclaim.ts';
import { allConnected, closeAll, slowHeaders, type SlowClient } from '../slack/slow-clients.ts';

/** Timeouts far beyond any test, so only the cap closes a connection. */
const PATIENT = {
  ...DEFAULT_CONNECTION_LIMITS,
  headersTimeoutMs: 600_000,
  requestTimeoutMs: 600_000,
  timeoutCheckMs: 60_000,
  maxConnections: 2,
};

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(reclaim?: ReclaimOptions) {
  const capped = cappedServer((_req, res) => res.end('ok'), PATIENT, undefined, reclaim);
  await new Promise<void>((resolve) => capped.server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => capped.server.close(resolve)));
  const { port } = capped.server.address() as AddressInfo;
  const clients: SlowClient[] = [];
  cleanups.push(() => closeAll(clients));
  const url = `http://127.0.0.1:${port}/`;
  /** Opens `n` stalled connections one after another; waits for all but the newest 2 to close. */
  const churn = async (n: number) => {
    for (let i = 0; i < n; i++) {
      clients.push(slowHeaders(url));
      await allConnected(clients.slice(-1));
    }
    await Promise.all(clients.slice(0, -2).map((c) => c.closed));
  };
  return { ...capped, churn };
}

describe('a capped server under connection churn', () => {
  it('asks for a full collection once enough connections were evicted, then waits the interval', async () => {
    let collections = 0;
    const { churn, reclaim } = await server({
      policy: { minIntervalMs: 600_000, minEvictions: 3 },
      collect: async () => void collections++,
    });
    await churn(2 + 2);
    expect(collections).toBe(0);
    await churn(4);
    // 6 evicted: the third asked for one; the interval (10 minutes) holds back the sixth.
    expect(collections).toBe(1);
    expect(reclaim?.count()).toBe(1);
  });

  it('reclaims by default, and not at all when told not to', async () => {
    expect((await server()).reclaim).toBeDefined();
    const off = await server(false);
    await off.churn(2 + 4);
    expect(off.reclaim).toBeUndefined();
  });
});
