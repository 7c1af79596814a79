// Where the time to a Slack ack goes. The HTTP guard stamps a request when it arrives and when
// its body is read; Bolt hands those stamps to the listeners through the request context
// (customPropertiesExtractor), the first global middleware stamps the moment Bolt routed the
// request (signature checked, body parsed, authorized), and the listener that acks turns them
// into stages. Socket Mode requests have no HTTP stamps and report the listener's share only.

import type { IncomingMessage } from 'node:http';
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';

/** Milliseconds spent in each stage between a request's arrival and its ack. */
export interface AckStages {
  /** Arrival to the whole body read (the guard's capped read). */
  readonly readMs: number;
  /** Body read to the first middleware: Bolt's signature check, body parse and authorize. */
  readonly verifyMs: number;
  /** First middleware to the listener: the global middleware (the replay guard) and routing. */
  readonly routeMs: number;
  /** Listener start to ack() returning (Bolt has written the HTTP response there). */
  readonly listenerMs: number;
  /** Arrival to ack. */
  readonly totalMs: number;
}

/** One measurement of an acknowledged request. */
export interface AckSample {
  /** e.g. `/sudoku place`, `button hint`, `event message`. */
  readonly label: string;
  /** From the listener's start to ack() (Bolt sends the HTTP response there). */
  readonly ackMs: number;
  /** The whole way from the request's arrival (HTTP mode only). */
  readonly stages?: AckStages;
}

/** The stamps of one request, on the performance.now() clock. */
interface RequestStamps {
  readonly receivedAt: number;
  bodyReadAt?: number;
  routedAt?: number;
}

/** The request context key under which Bolt passes a request's stamps to the listeners. */
export const TIMING_CONTEXT_KEY = 'slackAckTiming';

const stampsOf = new WeakMap<IncomingMessage, RequestStamps>();

/** Notes the moment a request arrived (the guard's first look at it). */
export function markArrival(req: IncomingMessage): void {
  stampsOf.set(req, { receivedAt: performance.now() });
}

/** Notes the moment a request's body was read. */
export function markBodyRead(req: IncomingMessage): void {
  const stamps = stampsOf.get(req);
  if (stamps) stamps.bodyReadAt = performance.now();
}

/** Bolt's customPropertiesExtractor: puts the request's stamps into its context. */
export function timingProperties(req: IncomingMessage): Record<string, unknown> {
  const stamps = stampsOf.get(req);
  return stamps ? { [TIMING_CONTEXT_KEY]: stamps } : {};
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function stampsIn(context: Record<string, unknown>): RequestStamps | undefined {
  const stamps = context[TIMING_CONTEXT_KEY];
  return typeof stamps === 'object' && stamps !== null ? (stamps as RequestStamps) : undefined;
}

/** The sample of a request acknowledged now by a listener that started at `listenerStart`. */
export function ackSample(
  label: string,
  context: Record<string, unknown>,
  listenerStart: number,
): AckSample {
  const ackedAt = performance.now();
  const sample = { label, ackMs: round(ackedAt - listenerStart) };
  const stamps = stampsIn(context);
  if (stamps?.bodyReadAt === undefined || stamps.routedAt === undefined) return sample;
  return {
    ...sample,
    stages: {
      readMs: round(stamps.bodyReadAt - stamps.receivedAt),
      verifyMs: round(stamps.routedAt - stamps.bodyReadAt),
      routeMs: round(listenerStart - stamps.routedAt),
      listenerMs: round(ackedAt - listenerStart),
      totalMs: round(ackedAt - stamps.receivedAt),
    },
  };
}

/**
 * The first global middleware: stamps the moment Bolt routed the request. Bolt acknowledges
 * events itself before any middleware runs, so an event's sample is taken here.
 */
export function timingMiddleware(
  onSample: (sample: AckSample) => void,
): Middleware<AnyMiddlewareArgs> {
  return async ({ body, context, next }) => {
    const now = performance.now();
    const stamps = stampsIn(context);
    if (stamps) stamps.routedAt = now;
    const event = (body as { type?: unknown; event?: { type?: unknown } } | undefined) ?? {};
    if (event.type === 'event_callback') {
      onSample(ackSample(`event ${String(event.event?.type)}`, context, now));
    }
    await next();
  };
}
