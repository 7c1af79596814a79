// Slow and hostile clients of the Slack endpoint on raw sockets: one that sends its headers a
// byte at a time, one that sends its headers (with a signature-looking header) and then its body
// a byte at a time, and a signed request on a connection of its own. Shared by the endpoint's
// tests and the hostile-request benchmark.

import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { sign, type SignedRequest } from './signing.ts';

/** A client holding a connection open: what the server answered, and when it was closed. */
export interface SlowClient {
  readonly socket: Socket;
  /** Resolves once connected. */
  readonly connected: Promise<void>;
  /** Resolves when the server closes the connection, with the status it answered, if any. */
  readonly closed: Promise<number | undefined>;
  /** Sends one more byte (of the header, or of the body). */
  trickle(): void;
}

function open(url: string, head: string, body: Buffer | undefined, next: () => string): SlowClient {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    if (answer.length < 64) answer += chunk.toString('latin1');
  });
  // A reset from the server is how an eviction looks from here.
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<number | undefined>((resolve) =>
    socket.once('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve(status === undefined ? undefined : Number(status));
    }),
  );
  socket.write(head);
  if (body) socket.write(body);
  return {
    socket,
    connected,
    closed,
    trickle: () => {
      if (!socket.destroyed && socket.writable) socket.write(next());
    },
  };
}

/** A POST whose headers never end: a request line, then one header byte per trickle(). */
export function slowHeaders(url: string): SlowClient {
  const { pathname } = new URL(url);
  return open(url, `POST ${pathname} HTTP/1.1\r\nHost: x\r\nX-Slow: `, undefined, () => 'a');
}

export interface SlowBodyOptions {
  /** The Content-Length sent. */
  readonly declared: number;
  /** Body bytes sent at once, before the trickle (default none). */
  readonly prefix?: number;
  /** Send a signature-looking header and a fresh timestamp (default true). */
  readonly signed?: boolean;
}

/** A POST with whole headers whose body stops after `prefix` bytes, then one byte per trickle(). */
export function slowBody(url: string, options: SlowBodyOptions): SlowClient {
  const { pathname } = new URL(url);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature =
    options.signed === false
      ? ''
      : `X-Slack-Request-Timestamp: ${timestamp}\r\nX-Slack-Signature: ${sign('not this body', timestamp)}\r\n`;
  const head =
    `POST ${pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${options.declared}\r\n${signature}\r\n`;
  const prefix = options.prefix ? Buffer.alloc(options.prefix, '{') : undefined;
  return open(url, head, prefix, () => ' ');
}

/** Waits until every client is connected (the server accepts connections in that order). */
export async function allConnected(clients: readonly SlowClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.connected));
}

/** Closes every client. */
export function closeAll(clients: readonly SlowClient[]): void {
  for (const c of clients) c.socket.destroy();
}

/**
 * Posts a signed request on a connection of its own (no pool: an evicted idle connection is
 * never reused). Resolves with the status and the milliseconds to the answer's headers.
 */
export function postFresh(
  url: string,
  signed: SignedRequest,
  timeoutMs = 30_000,
): Promise<{ status: number; ms: number }> {
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      timeout: timeoutMs,
      headers: {
        'content-type': signed.contentType,
        'x-slack-request-timestamp': String(timestamp),
        'x-slack-signature': sign(signed.body, timestamp),
        ...signed.headers,
      },
    });
    req.on('response', (res) => {
      const ms = performance.now() - started;
      res.resume();
      resolve({ status: res.statusCode!, ms });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(signed.body);
  });
}
