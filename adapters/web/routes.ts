// Routing shared by the playground's server and the Activity's: a list of routes, the one a
// request matches (404 and 405 with what is allowed), one error funnel (an HttpError answered
// with its status and message in the reader's language, anything else logged with context and
// answered politely), and listening on an interface.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../../src/bot/ports.ts';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '../../src/i18n/locales.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
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
  if (matches.length === 0) throw new HttpError(404, 'not-found', msg('http.not-found'));
  const match = matches.find(
    (r) => r.method === req.method || (r.method === 'GET' && req.method === 'HEAD'),
  );
  if (!match) {
    res.setHeader('allow', [...new Set(matches.map((r) => r.method))].join(', '));
    const method = verbatim((req.method ?? '?').slice(0, 20));
    throw new HttpError(405, 'method-not-allowed', msg('http.method-not-allowed', { method }));
  }
  await match.handler(req, res, url);
}

/**
 * The language a host knows for a request's player, stronger than the browser's (their
 * `language de` choice, Discord's locale of a signed-in Activity player); undefined when none.
 */
export type PlayerLocale = (req: IncomingMessage) => Promise<Locale | undefined>;

/** How long the funnel waits for a player's language before answering in the browser's. */
export const LOCALE_LOOKUP_MS = 2000;

/**
 * The language of a request's refusals: the player's (`playerLocale`, bounded by a deadline),
 * else the browser's Accept-Language, else English.
 */
export async function refusalLocale(
  req: IncomingMessage,
  playerLocale?: PlayerLocale,
): Promise<Locale> {
  if (playerLocale) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, LOCALE_LOOKUP_MS, undefined);
    });
    // A lookup that fails or is late leaves the browser's language: a refusal is never held up.
    const found = await Promise.race([playerLocale(req).catch(() => undefined), late]);
    clearTimeout(timer);
    if (found) return found;
  }
  return localeFromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * A request listener that runs `route` and answers whatever it throws (`what` names the server
 * in logs), in the language `refusalLocale` finds for the request.
 */
export function withErrorFunnel(
  route: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  logger: Logger,
  what: string,
  playerLocale?: PlayerLocale,
): (req: IncomingMessage, res: ServerResponse) => void {
  const answer = async (req: IncomingMessage, res: ServerResponse, error: HttpError) => {
    sendError(res, error, error.locale ?? (await refusalLocale(req, playerLocale)));
  };
  return (req, res) => {
    route(req, res)
      .catch(async (error: unknown) => {
        if (error instanceof HttpError) {
          await answer(req, res, error);
          return;
        }
        logger.error(`${what}: request failed`, {
          method: req.method,
          path: req.url?.split('?')[0]?.slice(0, 200),
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        await answer(req, res, new HttpError(500, 'internal', msg('http.internal')));
      })
      // An answer that cannot be written (the connection went away) ends the connection.
      .catch(() => res.destroy());
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
export async function listenOn(
  server: Server,
  port: number,
  host: string,
  backlog?: number,
): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ...(backlog !== undefined && { backlog }) }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
