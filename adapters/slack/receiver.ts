// Bolt's HTTPReceiver with a guard in front. Bolt reads a request's whole body into memory before
// it checks the signature, so one unsigned 256 MB request cost about 1 GB and 8 s before its 401,
// and it accepts timestamps any distance in the future. The guard looks at the headers first:
// a declared body over the cap, or a signature whose timestamp is more than five minutes from
// now, is refused at once, without reading the body. Otherwise it reads the body itself,
// stopping at the cap, and hands Bolt the bytes (`rawBody`, which Bolt uses instead of reading
// the stream), so Bolt's signature check and everything after it run as before.
//
// Nothing in the headers is authenticated before the body is read (anyone can send a
// signature-looking header), so no header raises what a request may cost: every request has the
// same cap, the bodies being read share one budget of bytes (BodyBudget), and the connections
// one cap with short timeouts (ConnectionCap), so memory stays bounded and slow clients cannot
// keep Slack's requests out.

import type {
  IncomingMessage,
  RequestListener,
  Server,
  ServerOptions,
  ServerResponse,
} from 'node:http';
import type { Server as HTTPSServer, ServerOptions as HTTPSServerOptions } from 'node:https';
import type { ListenOptions } from 'node:net';
import { HTTPReceiver, type HTTPReceiverOptions } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { reclaimFor, type ChurnReclaim, type ReclaimOptions } from '../shared/churn-reclaim.ts';
import { BodyBudget, readRequestBody } from '../shared/limited-body.ts';
import { dropArrivedBody } from '../shared/unread-body.ts';
import { markArrival, markBodyRead, timingProperties } from './ack-timing.ts';
import {
  ConnectionCap,
  DEFAULT_CONNECTION_LIMITS,
  serverOptionsFor,
  type ConnectionLimits,
  type ConnectionStats,
  type EvictedPhase,
} from '../shared/connection-cap.ts';

/**
 * Largest request body read, whatever the headers say. Slack's largest payloads this app can
 * receive (a message edit carrying two 40,000-character messages, a press under a board) stay
 * under it; see the README's security section for the figures.
 */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Body bytes all requests being read may hold together (4 bodies at the cap, 32 of Slack's own). */
export const DEFAULT_MAX_BODY_BYTES_IN_FLIGHT = 4 * 1024 * 1024;
/**
 * Bodies up to this size may cut a stalled larger one when the budget is full: Slack's own
 * requests are a few KB (a block action carries its message, some tens of KB at most).
 */
export const SMALL_BODY_BYTES = 128 * 1024;
/**
 * Of the budget, bodies over SMALL_BODY_BYTES may hold half (at least one body at the cap): the
 * other half is always there for Slack's own, so under a flood of stalled large bodies a signed
 * request needs to cut none of them (each cut body is garbage, and another one read in its place).
 */
const LARGE_BODY_SHARE = 0.5;
/** How far a request's timestamp may be from our clock, either way (Slack's own window). */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;
/** At most one warning per this long while connections are evicted or bodies cut. */
const PRESSURE_LOG_MS = 60_000;

export interface GuardOptions {
  /** The path Slack posts to; other requests go to Bolt untouched (it reads no body for them). */
  readonly path: string;
  /** Largest body to read; larger ones get 413 (default 1 MB). */
  readonly maxBodyBytes?: number;
  /** Body bytes all requests being read may hold together (default 4 MB, at least the cap). */
  readonly maxBodyBytesInFlight?: number;
  /** The connection cap and timeouts (default DEFAULT_CONNECTION_LIMITS). */
  readonly connections?: Partial<ConnectionLimits>;
  readonly logger: Logger;
  /** Milliseconds since the epoch (tests move it). */
  readonly now?: () => number;
  /**
   * While the cap evicts, a full garbage collection now and then (churn-reclaim.ts): the policy
   * and the collection (tests inject theirs); `false` for none.
   */
  readonly reclaim?: ReclaimOptions;
}

/** Why a request was refused before its body was read, as the status and a log reason. */
type Refusal = { readonly status: 401 | 413; readonly reason: string };

/**
 * Checks the headers alone: a refusal, or undefined when the body may be read (up to the cap,
 * the same for every request: a signature header is not trusted before the body is checked).
 */
export function checkHeaders(
  headers: IncomingMessage['headers'],
  maxBodyBytes: number,
  nowMs: number,
): Refusal | undefined {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) {
    return { status: 413, reason: `body of ${declared} bytes over ${maxBodyBytes}` };
  }
  const signature = headers['x-slack-signature'];
  // No signature: Bolt reads it as Slack's unsigned ssl_check or refuses it (401).
  if (typeof signature !== 'string' || signature === '') return undefined;
  const timestamp = headers['x-slack-request-timestamp'];
  const seconds =
    typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (Number.isNaN(seconds)) return { status: 401, reason: 'no valid timestamp' };
  const skew = seconds - Math.floor(nowMs / 1000);
  if (skew > MAX_CLOCK_SKEW_SECONDS) return { status: 401, reason: `timestamp ${skew} s ahead` };
  if (-skew > MAX_CLOCK_SKEW_SECONDS) return { status: 401, reason: `timestamp ${-skew} s old` };
  return undefined;
}

/** Answers without reading (the rest of) the body, and closes the connection behind it. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number): void {
  if (res.headersSent || req.socket.destroyed) {
    req.socket.destroy();
    return;
  }
  // Read nothing more of it, nor copy what came with the headers: under a flood, every refused
  // body read is garbage to collect.
  dropArrivedBody(req);
  res.writeHead(status, { connection: 'close', 'content-length': 0 });
  // Once the answer is out, drop the connection rather than let the client stream the rest.
  res.end(() => req.socket.destroy());
}

/** Wraps Bolt's request listener with the header checks and the capped, budgeted body read. */
export function guardRequests(
  inner: RequestListener,
  options: GuardOptions,
  budget: BodyBudget,
  /** Told about each body cut for the budget (the receiver's one-a-minute warning). */
  onCut: () => void = () => {},
): RequestListener {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const now = options.now ?? Date.now;
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    try {
      inner(req, res);
    } catch (error) {
      // Bolt throws for requests it does not route; its own server would answer 404 then.
      options.logger.debug('slack request not routed', { error: String(error) });
      if (!res.headersSent) res.writeHead(404).end();
    }
  };
  return (req, res) => {
    markArrival(req);
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== options.path) {
      inner(req, res);
      return;
    }
    const refusal = checkHeaders(req.headers, maxBodyBytes, now());
    if (refusal) {
      options.logger.warn('slack request refused', { ...refusal });
      refuse(req, res, refusal.status);
      return;
    }
    void readRequestBody(req, maxBodyBytes, budget).then((read) => {
      if ('body' in read) {
        markBodyRead(req);
        // Bolt reads `rawBody` when it is already there instead of consuming the stream.
        (req as IncomingMessage & { rawBody?: Buffer }).rawBody = read.body;
        pass(req, res);
      } else if (read.refused === 'too-large') {
        options.logger.warn('slack request refused', {
          status: 413,
          reason: `body over ${maxBodyBytes} bytes`,
        });
        refuse(req, res, 413);
      } else if (read.refused === 'no-room') {
        // Reported one line a minute (onCut), not one per request: a flood would fill the log.
        onCut();
        refuse(req, res, 503);
      } else {
        options.logger.debug('slack request aborted');
        req.socket.destroy();
      }
    });
  };
}

/** The endpoint's limits at work: connections by phase, body bytes held, what was cut. */
export interface EndpointStats {
  readonly connections: ConnectionStats;
  readonly bodyBytesInFlight: number;
  readonly peakBodyBytesInFlight: number;
  /** Bodies cut to make room in the budget. */
  readonly bodiesCut: number;
  /** Full garbage collections asked for while connections were evicted. */
  readonly reclaims: number;
}

/**
 * Bolt's HTTPReceiver with guardRequests in front of its request listener, its server started
 * with the connection cap and timeouts; each request's arrival and body-read stamps reach the
 * listeners' context (see ack-timing.ts).
 */
export class GuardedHTTPReceiver extends HTTPReceiver {
  private readonly limits: ConnectionLimits;
  private readonly budget: BodyBudget;
  private readonly cap: ConnectionCap;
  private readonly reclaim: ChurnReclaim | undefined;

  constructor(options: HTTPReceiverOptions, guard: GuardOptions) {
    const extract = options.customPropertiesExtractor;
    super({
      ...options,
      customPropertiesExtractor: (req) => ({ ...extract?.(req), ...timingProperties(req) }),
    });
    this.limits = { ...DEFAULT_CONNECTION_LIMITS, ...guard.connections };
    const maxBody = guard.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const inFlight = Math.max(
      guard.maxBodyBytesInFlight ?? DEFAULT_MAX_BODY_BYTES_IN_FLIGHT,
      maxBody,
    );
    this.budget = new BodyBudget(
      inFlight,
      SMALL_BODY_BYTES,
      Math.max(inFlight * LARGE_BODY_SHARE, maxBody),
    );
    const pressure = pressureLog(guard);
    this.reclaim = reclaimFor(guard.reclaim);
    this.cap = new ConnectionCap(this.limits.maxConnections, (evicted) => {
      pressure(evicted);
      this.reclaim?.evicted();
    });
    this.requestListener = guardRequests(this.requestListener, guard, this.budget, () =>
      pressure('cut'),
    );
  }

  // Bolt's overloads (an HTTPS server too); the adapter starts plain HTTP behind a TLS proxy.
  override start(port: number): Promise<Server>;
  override start(port: string): Promise<Server>;
  override start(
    portOrListenOptions: number | string | ListenOptions,
    serverOptions?: ServerOptions,
  ): Promise<Server>;
  override start(
    portOrListenOptions: number | string | ListenOptions,
    httpsServerOptions?: HTTPSServerOptions,
  ): Promise<HTTPSServer>;
  /** Starts Bolt's server with the timeouts and backlog, then applies the connection cap to it. */
  override async start(
    portOrListenOptions: number | string | ListenOptions,
    serverOptions: ServerOptions = {},
  ): Promise<Server> {
    const listen =
      typeof portOrListenOptions === 'object'
        ? { backlog: this.limits.listenBacklog, ...portOrListenOptions }
        : { port: Number(portOrListenOptions), backlog: this.limits.listenBacklog };
    const server = await super.start(listen, {
      ...serverOptionsFor(this.limits),
      ...serverOptions,
    });
    this.cap.attach(server, this.limits);
    return server;
  }

  /** Stops listening; connections still waiting or stalled in a body are closed at once. */
  override stop(): Promise<void> {
    this.cap.closeStalled();
    return super.stop();
  }

  /** The endpoint's limits at work: connections by phase, body bytes held, what was cut. */
  stats(): EndpointStats {
    const body = this.budget.stats();
    return {
      connections: this.cap.stats(),
      bodyBytesInFlight: body.bytesInFlight,
      peakBodyBytesInFlight: body.peakBytes,
      bodiesCut: body.cut,
      reclaims: this.reclaim?.count() ?? 0,
    };
  }
}

/**
 * Evictions and cut bodies reported as one warning a minute at most, with their counts since the
 * last one: under a flood, a line per request would fill the log.
 */
function pressureLog(guard: GuardOptions): (what: EvictedPhase | 'cut') => void {
  const now = guard.now ?? Date.now;
  let lastAt = -Infinity;
  const counts = { waiting: 0, reading: 0, new: 0, cut: 0 };
  return (what) => {
    counts[what]++;
    if (now() - lastAt < PRESSURE_LOG_MS) return;
    lastAt = now();
    guard.logger.warn('slack endpoint under pressure', {
      evictedWaiting: counts.waiting,
      evictedReading: counts.reading,
      newcomersDropped: counts.new,
      bodiesCut: counts.cut,
    });
    counts.waiting = counts.reading = counts.new = counts.cut = 0;
  };
}
