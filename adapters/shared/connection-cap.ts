// A server's connections: how many may be open, and how long each may take (the Slack endpoint,
// the web playground and the Discord Activity's server). Slack wants
// its answer within 3 seconds, so a request still arriving after a few seconds can never be
// answered in time: Node's own timeouts close those (408). A cap on open connections bounds what
// slow clients can hold, but a cap that refuses newcomers lets 1,000 slow clients lock Slack out.
// So at the cap a new connection evicts the most stalled one instead: the one that has gone
// longest without reaching its next step (headers in, body in, answered). Connections whose
// request is being handled are never evicted; a new connection is dropped only when all are.

import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../../src/bot/ports.ts';

/** How many connections, and how long each step of a request may take. */
export interface ConnectionLimits {
  /** Most connections open at once; one more evicts the most stalled. */
  readonly maxConnections: number;
  /** A request's headers must be in within this long of its first byte (or of the connection). */
  readonly headersTimeoutMs: number;
  /** The whole request, headers and body, must be in within this long. */
  readonly requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node checks the two request timeouts (its own default is 30 s). */
  readonly timeoutCheckMs: number;
  /**
   * Connections the kernel keeps until they are accepted (capped by net.core.somaxconn). Node's
   * 511 overflows under a flood of connects, and a dropped connect costs its sender a 1 s retry.
   */
  readonly listenBacklog: number;
}

/**
 * The defaults: 128 connections (a Slack app sees a handful at once, through its TLS proxy), and
 * 5 s for headers and for the whole request (Slack gives up after 3 s), checked every second.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 128,
  headersTimeoutMs: 5000,
  requestTimeoutMs: 5000,
  keepAliveTimeoutMs: 5000,
  timeoutCheckMs: 1000,
  listenBacklog: 4096,
};

/**
 * The web playground's and the Activity's servers: pages, JSON, live streams and photo uploads
 * from phones, so more connections (a live stream holds one while answering, and is never
 * evicted) and time for an 8 MB photo on a slow link, but never Node's 300 s.
 */
export const WEB_CONNECTION_LIMITS: ConnectionLimits = {
  maxConnections: 512,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5000,
  timeoutCheckMs: 1000,
  listenBacklog: 4096,
};

/**
 * Creates an HTTP server with `limits` applied: Node's request timeouts and the cap that evicts
 * the most stalled connection (`onEvict` is told about each eviction).
 */
export function cappedServer(
  listener: RequestListener,
  limits: ConnectionLimits,
  onEvict?: (evicted: EvictedPhase) => void,
): { server: Server; cap: ConnectionCap } {
  const server = createServer(serverOptionsFor(limits), listener);
  const cap = new ConnectionCap(limits.maxConnections, onEvict);
  cap.attach(server, limits);
  return { server, cap };
}

/** Evictions reported as one warning a minute at most, with their count since the last one. */
export function pressureWarning(
  logger: Pick<Logger, 'warn'>,
  server: string,
  now: () => number = Date.now,
): (evicted: EvictedPhase) => void {
  let lastAt = -Infinity;
  let count = 0;
  return () => {
    count++;
    if (now() - lastAt < 60_000) return;
    lastAt = now();
    logger.warn(`${server}: connections evicted (slow clients at the cap)`, { evicted: count });
    count = 0;
  };
}

/** The options http.createServer takes for these limits (Node closes late requests with a 408). */
export function serverOptionsFor(limits: ConnectionLimits): ServerOptions {
  return {
    // Node refuses a headers timeout longer than the whole request's.
    headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.timeoutCheckMs,
  };
}

/** Where a connection is: waiting for a request's headers, reading its body, or being answered. */
export type ConnectionPhase = 'waiting' | 'reading' | 'answering';

/** What an eviction closed: a connection waiting or reading (never answering), or the newcomer. */
export type EvictedPhase = Exclude<ConnectionPhase, 'answering'> | 'new';

interface Tracked {
  phase: ConnectionPhase;
  /** When it entered this phase, as a running count (smaller: longer ago). */
  since: number;
}

/** Counts of open connections by phase, and how many were evicted so far. */
export interface ConnectionStats {
  readonly open: number;
  readonly waiting: number;
  readonly reading: number;
  readonly answering: number;
  readonly evicted: number;
}

/** The connection cap of one server: evicts the most stalled connection when one too many open. */
export class ConnectionCap {
  private readonly open = new Map<Socket, Tracked>();
  private step = 0;
  private evicted = 0;

  constructor(
    private readonly maxConnections: number,
    /** Told about each eviction: the evicted connection's phase, or `new` for the newcomer. */
    private readonly onEvict: (evicted: EvictedPhase) => void = () => {},
  ) {}

  /** Applies the cap and the keep-alive timeout to `server` (created with serverOptionsFor). */
  attach(server: Server, limits: Pick<ConnectionLimits, 'keepAliveTimeoutMs'>): void {
    server.keepAliveTimeout = limits.keepAliveTimeoutMs;
    server.on('connection', (socket: Socket) => this.connected(socket));
    // Before the request listener, so that a request it answers at once ends up `answering`.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      this.requested(req, res),
    );
  }

  /** Open connections by phase, and the evictions so far. */
  stats(): ConnectionStats {
    const count = { waiting: 0, reading: 0, answering: 0 };
    for (const tracked of this.open.values()) count[tracked.phase]++;
    return { open: this.open.size, ...count, evicted: this.evicted };
  }

  /** Closes every connection not being answered (on shutdown: a slow client holds none open). */
  closeStalled(): void {
    for (const [socket, tracked] of this.open) {
      if (tracked.phase === 'answering') continue;
      this.open.delete(socket);
      socket.destroy();
    }
  }

  private connected(socket: Socket): void {
    this.open.set(socket, { phase: 'waiting', since: ++this.step });
    socket.once('close', () => this.open.delete(socket));
    if (this.open.size <= this.maxConnections) return;
    const victim = this.mostStalled(socket);
    this.evicted++;
    this.onEvict(victim ? (this.open.get(victim)!.phase as EvictedPhase) : 'new');
    const evict = victim ?? socket;
    this.open.delete(evict);
    evict.destroy();
  }

  /** The connection longest in a phase other than answering, besides `newcomer`. */
  private mostStalled(newcomer: Socket): Socket | undefined {
    let found: Socket | undefined;
    let since = Infinity;
    for (const [socket, tracked] of this.open) {
      if (socket === newcomer || tracked.phase === 'answering' || tracked.since >= since) continue;
      found = socket;
      since = tracked.since;
    }
    return found;
  }

  private requested(req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket;
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    this.move(socket, hasBody && !req.complete ? 'reading' : 'answering');
    // Whoever reads the body (the guard) makes the request end; then it is being answered.
    // (Node also ends an unread body after the answer: that must not undo `waiting`.)
    req.once('end', () => this.move(socket, 'answering', 'reading'));
    // Answered: the connection waits for its next request (keep-alive), from now.
    res.once('finish', () => this.move(socket, 'waiting'));
  }

  private move(socket: Socket, phase: ConnectionPhase, from?: ConnectionPhase): void {
    const tracked = this.open.get(socket);
    if (!tracked || tracked.phase === phase || (from && tracked.phase !== from)) return;
    tracked.phase = phase;
    tracked.since = ++this.step;
  }
}
