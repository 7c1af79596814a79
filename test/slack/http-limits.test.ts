// The Slack endpoint against slow clients, on real sockets through the real Bolt app: at the
// connection cap a new connection evicts the most stalled one (so a signed request is still
// acked), bodies being read share one budget whatever their headers say, headers and bodies that
// trickle are closed after a few seconds, and the server starts with those limits. Every wait is
// on an event (a connect, a close, an answer); none depends on how fast the machine is.

import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionCap, DEFAULT_CONNECTION_LIMITS } from '../../adapters/shared/connection-cap.ts';
import { boltLogger } from '../../adapters/slack/bolt-logger.ts';
import { EVENTS_PATH, type SlackOptions } from '../../adapters/slack/index.ts';
import { GuardedHTTPReceiver } from '../../adapters/slack/receiver.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { MemoryLogger, startHarness, type Harness } from './harness.ts';
import { SIGNING_SECRET } from './signing.ts';
import {
  allConnected,
  closeAll,
  postFresh,
  slowBody,
  slowHeaders,
  type SlowClient,
} from './slow-clients.ts';

const KB = 1024;
/** Timeouts far beyond any test, so only the cap or the budget closes a connection. */
const PATIENT = { headersTimeoutMs: 600_000, requestTimeoutMs: 600_000, timeoutCheckMs: 60_000 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harness(options: Partial<SlackOptions>): Promise<Harness<FakeCore>> {
  const h = await startHarness(new FakeCore(), options);
  cleanups.push(() => h.close());
  return h;
}

/** The endpoint's warnings that it evicts connections or cuts bodies. */
function pressureLines(h: Harness<FakeCore>): Record<string, unknown>[] {
  return h.logger.lines
    .filter((l) => l.message === 'slack endpoint under pressure')
    .map((l) => l.fields);
}

function track(clients: SlowClient[]): SlowClient[] {
  cleanups.push(() => closeAll(clients));
  return clients;
}

describe('the connection cap', () => {
  it('at the cap a new connection evicts the most stalled one, so a signed request is acked', async () => {
    const h = await harness({ connectionLimits: { ...PATIENT, maxConnections: 8 } });
    // The oldest: a request whose headers never end, connected before all the others.
    const oldest = track([slowHeaders(h.url)]);
    await allConnected(oldest);
    const others = track([
      ...Array.from({ length: 3 }, () => slowHeaders(h.url)),
      // Signature-looking headers, then a body that stops.
      ...Array.from({ length: 4 }, () => slowBody(h.url, { declared: 4 * KB, prefix: 100 })),
    ]);
    await allConnected(others);

    const acked = await postFresh(h.url, h.slash('board'));
    expect(acked.status).toBe(200);
    // The server accepts connections in order: the valid one came ninth and evicted the oldest.
    expect(await oldest[0]!.closed).toBeUndefined();
    expect(h.adapter.endpointStats!().connections.evicted).toBe(1);
    expect(pressureLines(h)).toEqual([
      { evictedWaiting: 1, evictedReading: 0, newcomersDropped: 0, bodiesCut: 0 },
    ]);
    await h.settle();
    expect(h.core.last.command).toEqual({ kind: 'board' });
  });

  it('1,000-style pressure in small: three times the cap of slow connections, then requests still acked', async () => {
    const h = await harness({ connectionLimits: { ...PATIENT, maxConnections: 8 } });
    const slow = track(
      Array.from({ length: 24 }, (_, i) =>
        i % 2 === 0 ? slowHeaders(h.url) : slowBody(h.url, { declared: 4 * KB, prefix: 100 }),
      ),
    );
    await allConnected(slow);
    for (let i = 0; i < 3; i++) {
      expect((await postFresh(h.url, h.slash('board'))).status).toBe(200);
      expect(h.adapter.endpointStats!().connections.open).toBeLessThanOrEqual(8);
    }
    // At least the 16 beyond the cap, and one for the first request.
    expect(h.adapter.endpointStats!().connections.evicted).toBeGreaterThanOrEqual(17);
    // One warning for the whole flood (one a minute at most), not one per eviction.
    expect(pressureLines(h)).toHaveLength(1);
    await h.settle();
    expect(h.core.inbounds).toHaveLength(3);
  });

  it('never evicts a connection whose request is being answered', async () => {
    let inHand: (res: ServerResponse) => void = () => {};
    const read = new Promise<ServerResponse>((resolve) => (inHand = resolve));
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => inHand(res));
    });
    const cap = new ConnectionCap(2);
    cap.attach(server, DEFAULT_CONNECTION_LIMITS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    cleanups.push(() => server.closeAllConnections());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EVENTS_PATH}`;

    // One request in hand (read, not yet answered), and a connection stalled in its headers.
    const answered = postFresh(url, { body: '{}', contentType: 'application/json' });
    const res = await read;
    const stalled = track([slowHeaders(url)]);
    await allConnected(stalled);
    // A third connection: the stalled one goes, not the one being answered.
    const third = track([slowHeaders(url)]);
    await allConnected(third);
    expect(await stalled[0]!.closed).toBeUndefined();
    // A fourth: only `third` may go, and it does.
    const fourth = track([slowHeaders(url)]);
    await allConnected(fourth);
    expect(await third[0]!.closed).toBeUndefined();
    res.end('ok');
    expect((await answered).status).toBe(200);
    expect(cap.stats().evicted).toBe(2);
  });
});

/** A plain server with the cap: it never reads a body; `arrived` resolves as each request comes. */
async function cappedPlainServer(max: number) {
  const arrivals: (() => void)[] = [];
  const server = createServer(() => arrivals.shift()?.());
  const cap = new ConnectionCap(max);
  cap.attach(server, DEFAULT_CONNECTION_LIMITS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  cleanups.push(() => server.closeAllConnections());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${EVENTS_PATH}`;
  /** Opens a body that stops after its headers and 10 bytes; resolves once its request is in. */
  const reader = async () => {
    const arrived = new Promise<void>((resolve) => arrivals.push(resolve));
    const [client] = track([slowBody(url, { declared: 4 * KB, prefix: 10 })]);
    await arrived;
    return client!;
  };
  return { url, cap, reader };
}

/** Which of the clients the server closed first. */
function firstClosed(clients: Record<string, SlowClient>): Promise<string> {
  return Promise.race(Object.entries(clients).map(([name, c]) => c.closed.then(() => name)));
}

describe('whom the cap evicts', () => {
  it('a connection waiting for its headers goes before an older one whose body is being read', async () => {
    const { url, cap, reader } = await cappedPlainServer(3);
    // The oldest: its request is in, its body stalled (it holds what was read of it).
    const reading = await reader();
    const waiting = track([slowHeaders(url), slowHeaders(url)]);
    await allConnected(waiting);
    // One too many: the older of the two waiting for headers goes, the reading one stays.
    const newcomer = track([slowHeaders(url)]);
    await allConnected(newcomer);
    expect(await firstClosed({ reading, waiting: waiting[0]! })).toBe('waiting');
    expect(cap.stats()).toMatchObject({ reading: 1, evicted: 1 });
  });

  it('when none waits, the connection longest reading its body goes', async () => {
    const { url, cap, reader } = await cappedPlainServer(2);
    const older = await reader();
    const younger = await reader();
    const newcomer = track([slowHeaders(url)]);
    await allConnected(newcomer);
    expect(await firstClosed({ older, younger })).toBe('older');
    expect(cap.stats()).toMatchObject({ open: 2, waiting: 1, reading: 1, evicted: 1 });
  });
});

describe('the body budget', () => {
  for (const signed of [true, false]) {
    it(`bodies being read share one budget, ${signed ? 'with' : 'without'} a signature header`, async () => {
      const h = await harness({
        maxBodyBytes: 32 * KB,
        maxBodyBytesInFlight: 64 * KB,
        connectionLimits: PATIENT,
      });
      // Three bodies that declare 32 KB and stop after 24 KB: room for two in 64 KB.
      const stalled = track(
        Array.from({ length: 3 }, () =>
          slowBody(h.url, { declared: 32 * KB, prefix: 24 * KB, signed }),
        ),
      );
      const closed: (number | undefined)[] = [];
      const twoClosed = new Promise<void>((resolve) => {
        for (const c of stalled) void c.closed.then((s) => closed.push(s) === 2 && resolve());
      });
      expect(await Promise.race(stalled.map((c) => c.closed))).toBe(503);
      const stats = h.adapter.endpointStats!();
      expect(stats.bodiesCut).toBe(1);
      expect(stats.peakBodyBytesInFlight).toBeLessThanOrEqual(64 * KB);
      // The two left hold the whole budget (their declared lengths): a signed request makes
      // room by cutting one of them, and is acked.
      expect(stats.bodyBytesInFlight).toBe(64 * KB);
      expect((await postFresh(h.url, h.slash('board'))).status).toBe(200);
      expect(h.adapter.endpointStats!().bodiesCut).toBe(2);
      expect(pressureLines(h)).toMatchObject([{ bodiesCut: 1 }]);
      await twoClosed;
      expect(closed).toEqual([503, 503]);
    });
  }
});

describe('timeouts', () => {
  it('the server starts with 5 s for headers and for the whole request, 128 connections at most', async () => {
    expect(DEFAULT_CONNECTION_LIMITS).toMatchObject({
      maxConnections: 128,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 5000,
      keepAliveTimeoutMs: 5000,
      listenBacklog: 4096,
    });
    const receiver = new GuardedHTTPReceiver(
      { signingSecret: SIGNING_SECRET, logger: boltLogger(new MemoryLogger()) },
      { path: EVENTS_PATH, logger: new MemoryLogger() },
    );
    const server = await receiver.start({ port: 0, host: '127.0.0.1' });
    try {
      expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([
        5000, 5000, 5000,
      ]);
    } finally {
      await receiver.stop();
    }
  });

  it('headers or a body that trickle past the timeout are closed with a 408', async () => {
    const h = await harness({
      connectionLimits: { headersTimeoutMs: 150, requestTimeoutMs: 300, timeoutCheckMs: 20 },
    });
    const slow = track([slowHeaders(h.url), slowBody(h.url, { declared: 4 * KB, prefix: 10 })]);
    // A byte every 10 ms: progress, but never the whole request (the timer ends with the test).
    const trickle = setInterval(() => slow.forEach((c) => c.trickle()), 10);
    cleanups.push(() => clearInterval(trickle));
    expect(await Promise.all(slow.map((c) => c.closed))).toEqual([408, 408]);
    expect((await postFresh(h.url, h.slash('board'))).status).toBe(200);
  });
});
