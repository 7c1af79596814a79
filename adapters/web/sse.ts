// One server-sent event stream on a response: named events as JSON, heartbeats to keep proxies
// quiet, and a slow reader dropped (it reconnects and reloads) rather than buffered without end.
// The playground's message stream and the board stream both write through it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './http-util.ts';

/** Milliseconds between heartbeat comments on an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** Bytes a slow reader may leave unread before its stream is dropped (it reconnects and reloads). */
export const MAX_UNREAD_STREAM_BYTES = 1024 * 1024;

/** An open stream: send named events, end it; `closed` once the client went away or it ended. */
export interface SseStream {
  send(event: string, data: unknown): void;
  end(): void;
  readonly closed: boolean;
}

export interface SseOptions {
  readonly heartbeatMs?: number;
  /** Headers besides the event-stream ones (the Activity's CSP, say). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Called once when the stream closes, whoever closed it. */
  readonly onClose?: () => void;
}

/** Starts an event stream on `res` (status 200) until the client goes away or `end()`. */
export function openSse(
  req: IncomingMessage,
  res: ServerResponse,
  options: SseOptions = {},
): SseStream {
  let closed = false;
  const write = (chunk: string) => {
    if (res.destroyed || closed) return;
    if (res.writableLength > MAX_UNREAD_STREAM_BYTES) {
      res.destroy();
      return;
    }
    res.write(chunk);
  };
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...options.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Reconnect quickly after a restart; the page reloads what it shows when it does.
  write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const stop = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    options.onClose?.();
  };
  req.on('close', stop);
  res.on('close', stop);
  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      res.end();
      stop();
    },
    get closed() {
      return closed;
    },
  };
}
