// The Slack endpoint's guard as it was before the connection cap and the body budget (commit
// e9d59da, adapters/slack/receiver.ts), frozen so that the hostile-request benchmark can run the
// old and the new endpoint against the same slow clients in one run. A non-empty
// x-slack-signature header raised a request's body allowance from 4 KB to 1 MB, with no cap on
// connections and Node's default timeouts (60 s for headers, 300 s for a request). Not used by
// the bot.

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { HTTPReceiver, type HTTPReceiverOptions } from '@slack/bolt';

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_UNSIGNED_BODY_BYTES = 4 * 1024;
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

type Refusal = { readonly status: 401 | 413 };
interface Allowance {
  readonly limit: number;
  readonly overStatus: 401 | 413;
}

function checkHeaders(headers: IncomingMessage['headers'], nowMs: number): Refusal | Allowance {
  const declared = Number(headers['content-length']);
  const signature = headers['x-slack-signature'];
  const timestamp = headers['x-slack-request-timestamp'];
  const signed = typeof signature === 'string' && signature !== '';
  const allowance: Allowance = signed
    ? { limit: MAX_BODY_BYTES, overStatus: 413 }
    : { limit: MAX_UNSIGNED_BODY_BYTES, overStatus: 401 };
  if (Number.isFinite(declared) && declared > allowance.limit) {
    return { status: allowance.overStatus };
  }
  if (!signed) return allowance;
  const seconds =
    typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (Number.isNaN(seconds)) return { status: 401 };
  const skew = seconds - Math.floor(nowMs / 1000);
  if (Math.abs(skew) > MAX_CLOCK_SKEW_SECONDS) return { status: 401 };
  return allowance;
}

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

function refuse(req: IncomingMessage, res: ServerResponse, status: number): void {
  res.writeHead(status, { connection: 'close', 'content-length': 0 });
  res.end(() => req.socket.destroy());
}

function guardRequests(inner: RequestListener, path: string): RequestListener {
  return (req, res) => {
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== path) {
      inner(req, res);
      return;
    }
    const checked = checkHeaders(req.headers, Date.now());
    if ('status' in checked) {
      refuse(req, res, checked.status);
      return;
    }
    readCapped(req, checked.limit).then(
      (body) => {
        if (body === undefined) {
          refuse(req, res, checked.overStatus);
          return;
        }
        (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
        inner(req, res);
      },
      () => res.destroy(),
    );
  };
}

/** Bolt's HTTPReceiver behind the old guard, on Node's default server limits. */
export class LegacyGuardedReceiver extends HTTPReceiver {
  constructor(options: HTTPReceiverOptions, path: string) {
    super(options);
    this.requestListener = guardRequests(this.requestListener, path);
  }
}
