// A hostile client: a request body streamed from one reused chunk (the client holds no copy of
// it), stopped as soon as the server answers, with what it cost the process meanwhile. Shared by
// the endpoint's tests and the hostile-request benchmark.

import { request } from 'node:http';

export interface Streamed {
  readonly status: number;
  /** Body bytes the client had written when the answer arrived. */
  readonly sentBeforeAnswer: number;
  /** Milliseconds from the request's start to the answer. */
  readonly ms: number;
  /** Growth of this process's resident memory while the request ran (server in-process). */
  readonly rssGrowth: number;
}

/**
 * Streams `total` bytes to `url` and resolves with the server's answer. `declare` sends a
 * Content-Length; otherwise the body is chunked.
 */
export function stream(
  url: string,
  total: number,
  headers: Record<string, string>,
  declare: boolean,
): Promise<Streamed> {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, '{');
  let sent = 0;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declare && { 'content-length': String(total) }),
        ...headers,
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({
        status: res.statusCode!,
        sentBeforeAnswer: sent,
        ms: performance.now() - started,
        rssGrowth: process.memoryUsage().rss - rssBefore,
      });
      req.destroy();
    });
    req.on('error', reject);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}
