// Bolt's HTTPReceiver with a guard in front. Bolt reads a request's whole body into memory before
// it checks the signature, so one unsigned 256 MB request cost about 1 GB and 8 s before its 401,
// and it accepts timestamps any distance in the future. The guard looks at the headers first:
// a declared body over the cap, a missing signature on anything but a tiny body, or a timestamp
// more than five minutes from now is refused at once, without reading the body. Otherwise it
// reads the body itself, stopping at the cap, and hands Bolt the bytes (`rawBody`, which Bolt
// uses instead of reading the stream), so Bolt's signature check and everything after it run as
// before.

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HTTPReceiver, type HTTPReceiverOptions } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { markArrival, markBodyRead, timingProperties } from './ack-timing.ts';

/** Largest request body read by default (Slack's payloads are far smaller). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/**
 * Largest body read without a signature: Slack's `ssl_check` is the one unsigned request it
 * sends (a few dozen bytes); Bolt answers it, and refuses anything else unsigned with a 401.
 */
export const MAX_UNSIGNED_BODY_BYTES = 4 * 1024;
/** How far a request's timestamp may be from our clock, either way (Slack's own window). */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

export interface GuardOptions {
  /** The path Slack posts to; other requests go to Bolt untouched (it reads no body for them). */
  readonly path: string;
  /** Largest body to read; larger ones get 413 (default 1 MB). */
  readonly maxBodyBytes?: number;
  readonly logger: Logger;
  /** Milliseconds since the epoch (tests move it). */
  readonly now?: () => number;
}

/** Why a request was refused before its body was read, as the status and a log reason. */
type Refusal = { readonly status: 401 | 413; readonly reason: string };

/** What the headers allow: how many body bytes may be read, and the status beyond that. */
interface Allowance {
  readonly limit: number;
  /** 413 for a signed request (too large), 401 for an unsigned one (it would fail anyway). */
  readonly overStatus: 401 | 413;
}

/** Checks the headers alone: a refusal, or how much of the body may be read. */
export function checkHeaders(
  headers: IncomingMessage['headers'],
  maxBodyBytes: number,
  nowMs: number,
): Refusal | Allowance {
  const declared = Number(headers['content-length']);
  const signature = headers['x-slack-signature'];
  const timestamp = headers['x-slack-request-timestamp'];
  const signed = typeof signature === 'string' && signature !== '';
  const allowance: Allowance = signed
    ? { limit: maxBodyBytes, overStatus: 413 }
    : { limit: MAX_UNSIGNED_BODY_BYTES, overStatus: 401 };
  if (Number.isFinite(declared) && declared > allowance.limit) {
    return {
      status: allowance.overStatus,
      reason: `body of ${declared} bytes over ${allowance.limit}`,
    };
  }
  if (!signed) return allowance;
  const seconds =
    typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (Number.isNaN(seconds)) return { status: 401, reason: 'no valid timestamp' };
  const skew = seconds - Math.floor(nowMs / 1000);
  if (skew > MAX_CLOCK_SKEW_SECONDS) return { status: 401, reason: `timestamp ${skew} s ahead` };
  if (-skew > MAX_CLOCK_SKEW_SECONDS) return { status: 401, reason: `timestamp ${-skew} s old` };
  return allowance;
}

/** Reads a request body of at most `limit` bytes; undefined when it turns out longer. */
function readCapped(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        chunks.length = 0;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
}

/** Answers without reading (the rest of) the body, and closes the connection behind it. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number): void {
  res.writeHead(status, { connection: 'close', 'content-length': 0 });
  // Once the answer is out, drop the connection rather than let the client stream the rest.
  res.end(() => req.socket.destroy());
}

/** Wraps Bolt's request listener with the header checks and the capped body read. */
export function guardRequests(inner: RequestListener, options: GuardOptions): RequestListener {
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
    const checked = checkHeaders(req.headers, maxBodyBytes, now());
    const refused = (refusal: Refusal) => {
      options.logger.warn('slack request refused', { ...refusal });
      refuse(req, res, refusal.status);
    };
    if ('status' in checked) {
      refused(checked);
      return;
    }
    readCapped(req, checked.limit).then(
      (body) => {
        if (body === undefined) {
          refused({ status: checked.overStatus, reason: `body over ${checked.limit} bytes` });
          return;
        }
        markBodyRead(req);
        // Bolt reads `rawBody` when it is already there instead of consuming the stream.
        (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
        pass(req, res);
      },
      (error: unknown) => {
        options.logger.debug('slack request aborted', { error: String(error) });
        res.destroy();
      },
    );
  };
}

/**
 * Bolt's HTTPReceiver with guardRequests in front of its request listener; each request's
 * arrival and body-read stamps reach the listeners' context (see ack-timing.ts).
 */
export class GuardedHTTPReceiver extends HTTPReceiver {
  constructor(options: HTTPReceiverOptions, guard: GuardOptions) {
    const extract = options.customPropertiesExtractor;
    super({
      ...options,
      customPropertiesExtractor: (req) => ({ ...extract?.(req), ...timingProperties(req) }),
    });
    this.requestListener = guardRequests(this.requestListener, guard);
  }
}
