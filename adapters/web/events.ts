// Server-sent events: one stream per open page, carrying every new message the user may see in
// any channel (so the page can mark unread channels), with heartbeats to keep proxies quiet.

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  MAX_SUBSCRIBERS_PER_USER,
  type MessageLog,
  type Subscriber,
  type WebMessage,
} from './history.ts';
import { HttpError, SECURITY_HEADERS } from './http-util.ts';

/** Seconds between heartbeat comments on an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** Bytes a slow reader may leave unread before its stream is dropped (it reconnects and reloads). */
export const MAX_UNREAD_STREAM_BYTES = 1024 * 1024;

/** Opens an event stream for `userId` on `res` until the client goes away. */
export function openEventStream(
  req: IncomingMessage,
  res: ServerResponse,
  log: MessageLog,
  userId: string,
  heartbeatMs = HEARTBEAT_MS,
): void {
  const write = (chunk: string) => {
    if (res.destroyed) return;
    if (res.writableLength > MAX_UNREAD_STREAM_BYTES) {
      res.destroy();
      return;
    }
    res.write(chunk);
  };
  const subscriber: Subscriber = {
    userId,
    send: (message: WebMessage) => write(`event: message\ndata: ${JSON.stringify(message)}\n\n`),
    // The page reconnects by itself and is then told whether there is room for it.
    close: () => res.end(),
  };
  const subscribed = log.subscribe(subscriber);
  if (subscribed === 'full') {
    throw new HttpError(
      503,
      'busy',
      'Every live-update stream is taken by other players: reload later to see new messages live.',
    );
  }
  if (subscribed === 'user-full') {
    throw new HttpError(
      429,
      'too-many-pages',
      `You have ${MAX_SUBSCRIBERS_PER_USER} pages open already; close one and reload this one.`,
    );
  }
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Reconnect quickly after a restart; the page reloads the history when it does.
  write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    log.unsubscribe(subscriber);
  };
  req.on('close', stop);
  res.on('close', stop);
}
