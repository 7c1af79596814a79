// A loopback port nobody listens on right now, for servers that tests and benchmarks start.

import { createServer } from 'node:net';

/** A free port on 127.0.0.1 (the OS picks it; a moment later someone else could take it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
