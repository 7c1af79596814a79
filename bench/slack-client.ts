// The Slack benchmarks' client: signed requests sent with fetch from a worker thread of their
// own, so the client's clock keeps running while the bot works on the main thread (Slack's
// servers don't share the bot's event loop either). Times are absolute ms (timeOrigin + now),
// comparable across threads.

import { Worker } from 'node:worker_threads';
import { sign, type SignedRequest } from '../test/slack/signing.ts';

/** What the client saw of one request: its status and body, when it was sent and answered. */
export interface ClientReply {
  readonly status: number;
  readonly text: string;
  readonly sentAt: number;
  readonly ackAt: number;
  readonly error?: string;
}

export interface SlackClient {
  /** Sends a signed request from the client thread. */
  send(url: string, request: SignedRequest): Promise<ClientReply>;
  close(): Promise<number>;
}

/** `ms` of this thread's performance clock as absolute ms, the client's scale. */
export const absolute = (ms: number) => performance.timeOrigin + ms;

/** Starts the client thread. */
export function startSlackClient(): SlackClient {
  const client = new Worker(
    `const { parentPort } = require('node:worker_threads');
     try { require('node:fs').writeFileSync('/proc/thread-self/comm', 'slack-client'); } catch {}
     const now = () => performance.timeOrigin + performance.now();
     parentPort.on('message', async ({ id, url, headers, body }) => {
       const sentAt = now();
       try {
         const res = await fetch(url, { method: 'POST', headers, body });
         const ackAt = now();
         parentPort.postMessage({ id, status: res.status, text: await res.text(), sentAt, ackAt });
       } catch (error) {
         parentPort.postMessage({ id, error: String(error) });
       }
     });`,
    { eval: true },
  );
  const pending = new Map<number, (reply: ClientReply) => void>();
  client.on('message', (reply: ClientReply & { id: number }) => pending.get(reply.id)?.(reply));
  let nextRequest = 0;
  return {
    send(url, request) {
      const id = nextRequest++;
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        'content-type': request.contentType,
        'x-slack-request-timestamp': String(timestamp),
        'x-slack-signature': sign(request.body, timestamp),
        ...request.headers,
      };
      return new Promise((resolve, reject) => {
        pending.set(id, (reply) => {
          pending.delete(id);
          if (reply.error) reject(new Error(reply.error));
          else resolve(reply);
        });
        client.postMessage({ id, url, headers, body: request.body });
      });
    },
    close: () => client.terminate(),
  };
}
