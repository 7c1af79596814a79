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
import { reclaimFor, type ChurnReclaim, type ReclaimOptions } from './churn-reclaim.ts';

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
 * the most stalled connection (`onEvict` is told about each eviction); while the cap evicts, a
 * full garbage collection now and then (churn-reclaim.ts), as on the Slack endpoint.
 */
export function cappedServer(
  listener: RequestListener,
  limits: ConnectionLimits,
  onEvict?: (evicted: EvictedPhase) => void,
  reclaim?: ReclaimOptions,
): { server: Server; cap: ConnectionCap; reclaim: ChurnReclaim | undefined } {
  const server = createServer(serverOptionsFor(limits), listener);
  const churn = reclaimFor(reclaim);
  const cap = new ConnectionCap(limits.maxConnections, (evicted) => {
    onEvict?.(evicted);
    churn?.evicted();
  });
  cap.attach(server, limits);
  return { server, cap, reclaim: churn };
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

/** Counts of open connections by phase, and how many were evicted so far. */
export interface ConnectionStats {
  readonly open: number;
  readonly waiting: number;
  readonly reading: number;
  readonly answering: number;
  readonly evicted: number;
}

/**
 * The connection cap of one server: evicts the most stalled connection when one too many open.
 * A connection waiting for its headers goes before one whose body is being read: that one holds
 * body bytes already read (and its place in the body budget), and evicting it would only have
 * another body read in its place, more garbage under a flood. Under a flood this runs for every
 * connection accepted, so it costs O(1) and allocates nothing per connection but a set entry:
 * each phase is a Set in the order its connections entered it (a Set iterates in insertion
 * order, and a connection changing phase is added at the end of the next), so the most stalled
 * is the first one; shared listeners follow every connection.
 */
export class ConnectionCap {
  private readonly phases: Record<ConnectionPhase, Set<Socket>> = {
    waiting: new Set(),
    reading: new Set(),
    answering: new Set(),
  };
  private evicted = 0;
  /** The one 'close' listener of every connection (the socket is `this`). */
  private readonly forget: (this: Socket) => void;
  /** The one 'end' listener of every request: its body is in, it is being answered. */
  private readonly bodyIn: (this: IncomingMessage) => void;
  /** The one 'finish' listener of every response: the connection waits for its next request. */
  private readonly answered: (this: ServerResponse) => void;

  constructor(
    private readonly maxConnections: number,
    /** Told about each eviction: the evicted connection's phase, or `new` for the newcomer. */
    private readonly onEvict: (evicted: EvictedPhase) => void = () => {},
  ) {
    const { phases } = this;
    const move = (socket: Socket, phase: ConnectionPhase, from?: ConnectionPhase) =>
      this.move(socket, phase, from);
    this.forget = function (this: Socket) {
      phases.waiting.delete(this);
      phases.reading.delete(this);
      phases.answering.delete(this);
    };
    // Whoever reads the body (the guard) makes the request end; then it is being answered.
    // (Node also ends an unread body after the answer: that must not undo `waiting`.)
    this.bodyIn = function (this: IncomingMessage) {
      move(this.socket, 'answering', 'reading');
    };
    // Node detaches the response from its socket before 'finish' reaches us: the request has it.
    this.answered = function (this: ServerResponse) {
      move(this.req.socket, 'waiting');
    };
  }

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
    const { waiting, reading, answering } = this.phases;
    return {
      open: this.openCount(),
      waiting: waiting.size,
      reading: reading.size,
      answering: answering.size,
      evicted: this.evicted,
    };
  }

  /** Closes every connection not being answered (on shutdown: a slow client holds none open). */
  closeStalled(): void {
    const sockets = [...this.phases.waiting, ...this.phases.reading];
    this.phases.waiting.clear();
    this.phases.reading.clear();
    for (const socket of sockets) socket.destroy();
  }

  private openCount(): number {
    const { waiting, reading, answering } = this.phases;
    return waiting.size + reading.size + answering.size;
  }

  private connected(socket: Socket): void {
    this.phases.waiting.add(socket);
    socket.on('close', this.forget);
    if (this.openCount() <= this.maxConnections) return;
    const victim = this.mostStalled(socket);
    this.evicted++;
    this.onEvict(victim ? victim.phase : 'new');
    const evict = victim?.socket ?? socket;
    this.phases[victim ? victim.phase : 'waiting'].delete(evict);
    evict.destroy();
  }

  /** The connection longest waiting, else longest reading, besides `newcomer`. */
  private mostStalled(
    newcomer: Socket,
  ): { socket: Socket; phase: 'waiting' | 'reading' } | undefined {
    for (const phase of ['waiting', 'reading'] as const) {
      for (const socket of this.phases[phase]) if (socket !== newcomer) return { socket, phase };
    }
    return undefined;
  }

  private requested(req: IncomingMessage, res: ServerResponse): void {
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
    this.move(req.socket, hasBody && !req.complete ? 'reading' : 'answering');
    req.once('end', this.bodyIn);
    res.once('finish', this.answered);
  }

  private move(socket: Socket, phase: ConnectionPhase, from?: ConnectionPhase): void {
    const current = this.phaseOf(socket);
    if (current === undefined || current === phase || (from && current !== from)) return;
    this.phases[current].delete(socket);
    // Added at the end: the newest in its phase.
    this.phases[phase].add(socket);
  }

  private phaseOf(socket: Socket): ConnectionPhase | undefined {
    const { waiting, reading, answering } = this.phases;
    if (waiting.has(socket)) return 'waiting';
    if (reading.has(socket)) return 'reading';
    return answering.has(socket) ? 'answering' : undefined;
  }
}
