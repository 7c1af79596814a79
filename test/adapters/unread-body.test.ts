// A request refused before its body is read: Node's parser must not copy the body bytes that came
// with the headers into the request, and the parser, back in Node's pool, must read the next
// connection's body whole. Real sockets on loopback; every wait is on an event.

import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dropArrivedBody } from '../../adapters/shared/unread-body.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sends a POST's headers and `sent` of its `declared` body bytes in one write; resolves on close. */
function post(port: number, declared: number, sent: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    const head = `POST /slack/events HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\n`;
    // One write: the headers and these body bytes reach the server in the same read.
    socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(sent, '{')]));
  });
}

describe('dropArrivedBody', () => {
  it('a refused request holds none of the body bytes that came with its headers; the next body is read whole', async () => {
    const seen: { held: number; dropped: boolean }[] = [];
    const bodies: number[] = [];
    let refuse = true;
    const server = createServer((req: IncomingMessage, res) => {
      if (refuse) {
        refuse = false;
        const dropped = dropArrivedBody(req);
        // After the parser's read: what Node buffered for the request.
        setImmediate(() => {
          seen.push({ held: req.readableLength, dropped });
          res.writeHead(503, { connection: 'close', 'content-length': 0 });
          res.end(() => req.socket.destroy());
        });
        return;
      }
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        bodies.push(size);
        res.writeHead(200, { connection: 'close', 'content-length': 0 }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    cleanups.push(() => server.closeAllConnections());
    const { port } = server.address() as AddressInfo;

    expect(await post(port, 1024 * 1024, 16 * 1024)).toBe('HTTP/1.1 503 Service Unavailable');
    expect(seen).toEqual([{ held: 0, dropped: true }]);
    // The refused connection is closed, so its parser went back to Node's pool and serves this
    // one: the body callback is back in place.
    expect(await post(port, 20_000, 20_000)).toBe('HTTP/1.1 200 OK');
    expect(bodies).toEqual([20_000]);
  });
});
