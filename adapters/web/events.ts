// Server-sent events: one stream per open page, carrying every new message the user may see in
// any channel (so the page can mark unread channels), with heartbeats to keep proxies quiet.

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  MAX_SUBSCRIBERS_PER_USER,
  type MessageLog,
  type Subscriber,
  type WebMessage,
} from './history.ts';
import { HttpError } from './http-util.ts';
import { msg } from '../../src/i18n/text.ts';
import { HEARTBEAT_MS, openSse, type SseStream } from './sse.ts';

export { HEARTBEAT_MS, MAX_UNREAD_STREAM_BYTES } from './sse.ts';

/** Opens an event stream for `userId` on `res` until the client goes away. */
export function openEventStream(
  req: IncomingMessage,
  res: ServerResponse,
  log: MessageLog,
  userId: string,
  heartbeatMs = HEARTBEAT_MS,
): void {
  const holder: { stream?: SseStream } = {};
  const subscriber: Subscriber = {
    userId,
    send: (message: WebMessage) => holder.stream?.send('message', message),
    // The page reconnects by itself and is then told whether there is room for it.
    close: () => holder.stream?.end(),
  };
  const subscribed = log.subscribe(subscriber);
  if (subscribed === 'full') {
    throw new HttpError(503, 'busy', msg('http.streams-busy'));
  }
  if (subscribed === 'user-full') {
    throw new HttpError(
      429,
      'too-many-pages',
      msg('http.pages-open', { max: MAX_SUBSCRIBERS_PER_USER }),
    );
  }
  holder.stream = openSse(req, res, { heartbeatMs, onClose: () => log.unsubscribe(subscriber) });
}
