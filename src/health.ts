// Liveness and readiness over HTTP for orchestrators (Docker's HEALTHCHECK, Kubernetes probes,
// a load balancer): GET /healthz answers 200 while the process serves at all (a blocked event
// loop answers nothing, which is the failure a liveness probe is for); GET /readyz answers 200
// when every readiness check passes (the store answers a query, each adapter is connected) and
// 503 with the reasons otherwise, and from the moment shutdown begins; GET /metrics answers the
// process's counters in Prometheus' text format. Loopback by default.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './bot/ports.ts';
import type { Metrics } from './metrics.ts';

/** Undefined when the part is ready, else a short reason (it may also throw or time out). */
export type ReadinessCheck = () => Promise<string | undefined> | string | undefined;

/** How long one readiness check may take before it counts as not ready. */
export const CHECK_TIMEOUT_MS = 2000;

export interface HealthServerOptions {
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly host: string;
  readonly logger: Logger;
  readonly checkTimeoutMs?: number;
  /** Served at /metrics. */
  readonly metrics?: Metrics;
}

export interface HealthServer {
  /** Where the endpoints are, e.g. http://127.0.0.1:8081. */
  readonly url: string;
  /** Adds (or replaces) a named readiness check. */
  setCheck(name: string, check: ReadinessCheck): void;
  /** From now on /readyz answers 503 "shutting down"; /healthz still answers. */
  markStopping(): void;
  close(): Promise<void>;
}

/** What /readyz reports: `ok` or the reason per check. */
export interface Readiness {
  readonly ready: boolean;
  readonly checks: Record<string, string>;
}

/** Runs every check at once, each bounded by `timeoutMs`. */
export async function checkReadiness(
  checks: ReadonlyMap<string, ReadinessCheck>,
  timeoutMs: number = CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(
    [...checks].map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const),
  );
  return {
    ready: results.every(([, reason]) => reason === undefined),
    checks: Object.fromEntries(results.map(([name, reason]) => [name, reason ?? 'ok'])),
  };
}

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), late]);
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 200);
  } finally {
    clearTimeout(timer);
  }
}

function sendJson(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body) + '\n');
}

/** Starts the health endpoints; resolves once they listen. */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const checks = new Map<string, ReadinessCheck>();
  const startedAt = Date.now();
  let stopping = false;

  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://health').pathname;
    if (path !== '/healthz' && path !== '/readyz' && path !== '/metrics') {
      return sendJson(res, 404, { error: 'not found: use /healthz, /readyz or /metrics' });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'use GET' });
    }
    if (path === '/healthz') {
      return sendJson(res, 200, {
        status: 'ok',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    }
    if (path === '/metrics') {
      res.writeHead(200, {
        'content-type': 'text/plain; version=0.0.4; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(options.metrics?.render() ?? '');
      return;
    }
    if (stopping) return sendJson(res, 503, { status: 'shutting down' });
    const readiness = await checkReadiness(checks, options.checkTimeoutMs);
    if (!readiness.ready) {
      options.logger.debug('not ready', readiness.checks);
    }
    return sendJson(res, readiness.ready ? 200 : 503, {
      status: readiness.ready ? 'ready' : 'not ready',
      checks: readiness.checks,
    });
  };

  const server = createServer((req, res) => {
    respond(req, res).catch((error: unknown) => {
      options.logger.error('health endpoint failed', { error: String(error) });
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    setCheck: (name, check) => void checks.set(name, check),
    markStopping: () => {
      stopping = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
