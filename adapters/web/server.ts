// The playground's HTTP surface on node:http: the page and its assets, a small JSON API, the
// event stream and the images. Every request passes one error funnel: a failure a user caused
// gets its status and message, anything else is logged with context and answered politely.

import { localeFromAcceptLanguage } from '../../src/i18n/locales.ts';
import { msg } from '../../src/i18n/text.ts';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, User } from '../../src/bot/types.ts';
import type { ThemeName } from '../../src/render/theme.ts';
import type { PasswordAuth } from './auth.ts';
import { runRoute, withErrorFunnel, type Route } from './routes.ts';
import { chosenLocale } from '../shared/words.ts';
import { parseUser, type ChannelDirectory } from './channels.ts';
import { openEventStream } from './events.ts';
import type { MessageLog } from './history.ts';
import {
  HttpError,
  cookieValue,
  formatBytes,
  readBody,
  readJson,
  sendBytes,
  sendJson,
  sendShape,
} from './http-util.ts';
import type { ImageCache } from './images.ts';
import { BOT_NAME, MAX_COMMAND_LENGTH, type Playground } from './playground.ts';

/** Largest JSON request body (a command is at most MAX_COMMAND_LENGTH characters). */
export const MAX_JSON_BYTES = 32 * 1024;
/** Largest photo upload unless the options say otherwise (the core's MAX_PHOTO_BYTES default). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Photo types the page may upload (raster only: an SVG could carry script). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const STATIC_DIR = join(import.meta.dirname, 'static');
const STATIC_FILES: Readonly<Record<string, string>> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'render.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
  'board.css': 'text/css; charset=utf-8',
  'board-client.js': 'text/javascript; charset=utf-8',
  'board-grid.js': 'text/javascript; charset=utf-8',
  'board-panel.js': 'text/javascript; charset=utf-8',
  'board-ui.js': 'text/javascript; charset=utf-8',
  'page-words.js': 'text/javascript; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

export interface ServerDeps {
  readonly playground: Playground;
  readonly directory: ChannelDirectory;
  readonly log: MessageLog;
  readonly images: ImageCache;
  readonly logger: Logger;
  /** Host names the page may be reached by; undefined accepts any (when bound beyond loopback). */
  readonly allowedHosts?: readonly string[];
  /** Largest photo upload in bytes. */
  readonly maxUploadBytes: number;
  /** Sign-in with WEB_PASSWORD; without it a request names its user itself (loopback only). */
  readonly auth?: PasswordAuth;
  /** More routes: the board UI's API (board-api.ts). */
  readonly extraRoutes?: readonly Route[];
  /** Where a known player's own `language` choice is read, for the refusals said to them. */
  readonly core?: Pick<BotCore, 'chosenLanguage'>;
}

/**
 * Paths a browser may reach before signing in: the page, its assets, its settings, its words
 * (the sign-in is said in them), sign-in.
 */
const OPEN_PATHS = /^\/($|static\/|api\/config$|api\/board\/words$|api\/session$)/;

/** The cookie the page keeps its colour scheme in (`prefers-color-scheme`: dark or light). */
export const SCHEME_COOKIE = 'sudoku-scheme';

/** The colour scheme the page said it shows, if it said one. */
/** The browser's language the bot speaks (Accept-Language), for what only this player sees. */
function localeOf(req: IncomingMessage): string | undefined {
  return localeFromAcceptLanguage(req.headers['accept-language']);
}

function schemeOf(req: IncomingMessage): ThemeName | undefined {
  const scheme = cookieValue(req, SCHEME_COOKIE);
  return scheme === 'dark' || scheme === 'light' ? scheme : undefined;
}

/** Builds the request listener. */
export function createRequestListener(
  deps: ServerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const assets = new Map(
    Object.entries(STATIC_FILES).map(([name, type]) => [
      name,
      { type, bytes: readFileSync(join(STATIC_DIR, name)) },
    ]),
  );
  // The player each request spoke for, once known: its refusals follow their language.
  const players = new WeakMap<IncomingMessage, User>();
  // Signed in, the name comes from the session; otherwise from the request (loopback only).
  const who = (req: IncomingMessage, typed: unknown): User => {
    const user = deps.auth ? deps.auth.userOf(req) : parseUser(typed);
    players.set(req, user);
    return user;
  };
  const serveAsset = (res: ServerResponse, name: string) => {
    const asset = assets.get(name);
    if (!asset) throw new HttpError(404, 'not-found', msg('http.not-found'));
    sendBytes(res, asset.type, asset.bytes, 'no-cache');
  };

  const routes: Route[] = [
    { method: 'GET', path: /^\/$/, handler: (_q, res) => serveAsset(res, 'index.html') },
    {
      method: 'GET',
      path: /^\/static\/([\w.-]+)$/,
      handler: (_q, res, url) => serveAsset(res, /^\/static\/(.+)$/.exec(url.pathname)?.[1] ?? ''),
    },
    {
      method: 'GET',
      path: /^\/api\/config$/,
      handler: (req, res) => sendJson(res, 200, config(deps, req)),
    },
    {
      method: 'POST',
      path: /^\/api\/session$/,
      handler: async (req, res) => {
        if (!deps.auth) throw new HttpError(404, 'no-sign-in', msg('http.no-sign-in'));
        const body = await readJson(req, MAX_JSON_BYTES);
        const { name, password } = (body ?? {}) as { name?: unknown; password?: unknown };
        sendJson(res, 200, { user: deps.auth.signIn(req, res, name, password).name });
      },
    },
    {
      method: 'DELETE',
      path: /^\/api\/session$/,
      handler: (req, res) => {
        deps.auth?.signOut(req, res);
        sendJson(res, 200, {});
      },
    },
    {
      method: 'GET',
      path: /^\/api\/channels\/[^/]+\/messages$/,
      handler: (req, res, url) => {
        const channel = deps.directory.channel(channelKey(url));
        const user = who(req, url.searchParams.get('user'));
        const conversation = deps.directory.conversation(channel, user);
        sendJson(res, 200, { messages: deps.log.recent(conversation.id, user.id) });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/channels\/[^/]+\/messages$/,
      handler: async (req, res, url) => {
        const channel = deps.directory.channel(channelKey(url));
        const body = await readJson(req, MAX_JSON_BYTES);
        if (typeof body !== 'object' || body === null || !('text' in body) || !('user' in body))
          throw new HttpError(400, 'bad-request', sendShape('{"user": "name", "text": "command"}'));
        const user = who(req, body.user);
        if (typeof body.text !== 'string')
          throw new HttpError(400, 'bad-request', msg('http.command-not-text'));
        const messages = await deps.playground.runText(
          channel,
          user,
          body.text,
          schemeOf(req),
          localeOf(req),
        );
        sendJson(res, 200, { messages });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/channels\/[^/]+\/photos$/,
      handler: async (req, res, url) => {
        const channel = deps.directory.channel(channelKey(url));
        const user = who(req, url.searchParams.get('user'));
        const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!(UPLOAD_TYPES as readonly string[]).includes(contentType)) {
          throw new HttpError(415, 'not-an-image', msg('http.not-an-image'));
        }
        const bytes = await readBody(req, deps.maxUploadBytes, 'photo');
        if (bytes.length === 0) throw new HttpError(400, 'empty', msg('http.empty-photo'));
        const name = (url.searchParams.get('name') ?? 'photo')
          .replace(/[^\w. -]/g, '')
          .slice(0, 80);
        const share = url.searchParams.get('share') === '1';
        const messages = await deps.playground.runPhoto(
          channel,
          user,
          { bytes, contentType, name: name || 'photo' },
          share,
          schemeOf(req),
          localeOf(req),
        );
        sendJson(res, 200, { messages });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/events$/,
      handler: (req, res, url) =>
        openEventStream(req, res, deps.log, who(req, url.searchParams.get('user')).id),
    },
    {
      method: 'GET',
      path: /^\/images\/[\w-]+$/,
      handler: async (_q, res, url) => {
        // A board in the scheme nobody showed yet is drawn now, on the first page that asks.
        const image = await deps.images.load(url.pathname.slice('/images/'.length));
        if (!image) {
          throw new HttpError(404, 'image-gone', msg('http.image-gone'));
        }
        // Ids are never reused, so the bytes behind one never change.
        sendBytes(res, image.contentType, image.bytes, 'private, max-age=86400, immutable');
      },
    },
    ...(deps.extraRoutes ?? []),
  ];

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (deps.allowedHosts && !deps.allowedHosts.includes(host)) {
      // A page on another site that rebinds its DNS to 127.0.0.1 must not reach the playground.
      throw new HttpError(421, 'wrong-host', msg('http.wrong-host'));
    }
    const url = new URL(req.url ?? '/', 'http://playground.invalid');
    // Nothing a game shows (messages, images, live events) without signing in first.
    if (deps.auth && !OPEN_PATHS.test(url.pathname)) deps.auth.userOf(req);
    await runRoute(routes, req, res, url);
  };

  // A refusal to a known player (signed in, or naming themselves on loopback) follows their
  // `language` choice; anyone else's follows the browser.
  const playerLocale = async (req: IncomingMessage) => {
    const core = deps.core;
    if (!core) return undefined;
    const url = new URL(req.url ?? '/', 'http://playground.invalid');
    const user =
      players.get(req) ??
      (deps.auth ? deps.auth.signedIn(req) : namedUser(url.searchParams.get('user')));
    return user && chosenLocale(core, 'web', user.id);
  };

  return withErrorFunnel(route, deps.logger, 'web playground', playerLocale);
}

/** The player a request names on loopback, if the name is a usable one. */
function namedUser(raw: string | null): User | undefined {
  if (raw === null) return undefined;
  try {
    return parseUser(raw);
  } catch {
    return undefined;
  }
}

function channelKey(url: URL): string {
  try {
    return decodeURIComponent(url.pathname.split('/')[3] ?? '');
  } catch {
    throw new HttpError(400, 'bad-channel', msg('http.bad-channel'));
  }
}

function config(deps: ServerDeps, req: IncomingMessage) {
  const user = deps.auth?.signedIn(req);
  return {
    botName: BOT_NAME,
    signIn: deps.auth ? { required: true, ...(user && { user: user.name }) } : { required: false },
    channels: deps.directory.channels,
    limits: {
      commandLength: MAX_COMMAND_LENGTH,
      uploadBytes: deps.maxUploadBytes,
      uploadSize: formatBytes(deps.maxUploadBytes),
      uploadTypes: UPLOAD_TYPES,
    },
  };
}
