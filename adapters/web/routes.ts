// Routing shared by the playground's server and the Activity's: a list of routes, the one a
// request matches (404 and 405 with what is allowed), one error funnel (an HttpError answered
// with its status and message, anything else logged with context and answered politely), and
// listening on an interface.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../src/bot/ports.ts';
import { HttpError, sendError } from './http-util.ts';

/** One route of a server: method, path pattern, handler. */
export interface Route {
  readonly method: string;
  readonly path: RegExp;
  readonly handler: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;
}

/** Runs the route `url` matches (GET routes answer HEAD too); 404 or 405 when none does. */
export async function runRoute(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const matches = routes.filter((r) => r.path.test(url.pathname));
  if (matches.length === 0)
    throw new HttpError(404, 'not-found', 'There is nothing at that address.');
  const match = matches.find(
    (r) => r.method === req.method || (r.method === 'GET' && req.method === 'HEAD'),
  );
  if (!match) {
    res.setHeader('allow', [...new Set(matches.map((r) => r.method))].join(', '));
    throw new HttpError(
      405,
      'method-not-allowed',
      `${req.method ?? 'That method'} is not allowed here.`,
    );
  }
  await match.handler(req, res, url);
}

/** A request listener that runs `route` and answers whatever it throws (`what` names the server in logs). */
export function withErrorFunnel(
  route: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  logger: Logger,
  what: string,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendError(res, error);
        return;
      }
      logger.error(`${what}: request failed`, {
        method: req.method,
        path: req.url?.split('?')[0]?.slice(0, 200),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      sendError(
        res,
        new HttpError(
          500,
          'internal',
          'Sorry, something went wrong on our side. Please try again.',
        ),
      );
    });
  };
}

/** Stops listening and ends every open connection (event streams never end by themselves). */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** Listens on `host:port` (0: a free port); resolves to the server's URL. */
export async function listenOn(server: Server, port: number, host: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
