// The health endpoints: /healthz answers while the process serves; /readyz answers 200 only when
// every check passes, 503 with each reason otherwise (a failing, throwing or hanging check), and
// 503 "shutting down" once shutdown begins. A port already taken stops the start, naming HEALTH_PORT.

import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startHealthServer, type HealthServer } from '../../src/health.ts';
import { ConfigError, start } from '../../src/main.ts';
import { MemoryLogger } from '../bot/harness.ts';

let server: HealthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function get(path: string, init?: RequestInit) {
  const res = await fetch(`${server!.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('health endpoints', () => {
  it('/healthz is live as soon as the server listens', async () => {
    server = await startHealthServer({ port: 0, host: '127.0.0.1', logger: new MemoryLogger() });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const live = await get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok', uptimeSeconds: 0 });
  });

  it('/readyz is ready only when every check passes, and names what is not', async () => {
    server = await startHealthServer({
      port: 0,
      host: '127.0.0.1',
      logger: new MemoryLogger(),
      checkTimeoutMs: 100,
    });
    server.setCheck('store', async () => undefined);
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { store: 'ok' } },
    });

    let discordUp = false;
    server.setCheck('discord', () =>
      discordUp ? undefined : 'shards not ready (of 2): 1 resuming',
    );
    server.setCheck('slow', () => new Promise<undefined>(() => undefined));
    server.setCheck('broken', () => {
      throw new Error('connection refused');
    });
    expect(await get('/readyz')).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        checks: {
          store: 'ok',
          discord: 'shards not ready (of 2): 1 resuming',
          slow: 'no answer within 100 ms',
          broken: 'connection refused',
        },
      },
    });

    discordUp = true;
    server.setCheck('slow', () => undefined);
    server.setCheck('broken', () => undefined);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('/readyz says "shutting down" from the start of shutdown; /healthz still answers', async () => {
    server = await startHealthServer({ port: 0, host: '127.0.0.1', logger: new MemoryLogger() });
    server.setCheck('store', () => undefined);
    server.markStopping();
    expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'shutting down' } });
    expect((await get('/healthz')).status).toBe(200);
  });

  it('answers other paths and methods with what to use instead', async () => {
    server = await startHealthServer({ port: 0, host: '127.0.0.1', logger: new MemoryLogger() });
    expect(await get('/')).toEqual({
      status: 404,
      body: { error: 'not found: use /healthz, /readyz or /metrics' },
    });
    expect((await get('/healthz', { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${server.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  });

  it('a port already in use stops the start with HEALTH_PORT named', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const starting = start({ HEALTH_PORT: String(port), RENDER_IMAGES: '0', PHOTO_READER: '0' });
      await expect(starting).rejects.toThrow(ConfigError);
      await expect(starting).rejects.toThrow(/^HEALTH_PORT: cannot serve .*EADDRINUSE.*free port/);
    } finally {
      taken.close();
    }
  });
});
