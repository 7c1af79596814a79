// The Sudoku Activity's HTTP surface on node:http, behind Discord's proxy: the page (or, opened
// outside Discord, a page saying to launch it there), its assets (the Activity's own and the
// board UI's), the sign-in, "On my own" and back, and the board API. The page fetches everything
// through the Activity's URL mappings (`/.proxy/...`, which Discord's proxy strips; this server
// strips it too, for a page framed without the proxy), under a CSP that allows nothing else.

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Reply } from '../../src/bot/types.ts';
import { runRoute, withErrorFunnel, type Route } from '../web/routes.ts';
import { HttpError, readJson, sendBytes, sendJson } from '../web/http-util.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
import { RateLimiter } from '../web/rate-limits.ts';
import { chosenLocale } from '../shared/words.ts';
import type { ActivitySessions } from './sessions.ts';
import { signIn, type SignInDeps } from './sign-in.ts';
import { launchPage } from './launch-page.ts';

/** Largest sign-in body. */
export const MAX_SIGN_IN_BYTES = 4096;

const OWN_STATIC = join(import.meta.dirname, 'static');
const BOARD_STATIC = join(import.meta.dirname, '..', 'web', 'static');
const ASSETS: Readonly<Record<string, { dir: string; type: string }>> = {
  'activity.js': { dir: OWN_STATIC, type: 'text/javascript; charset=utf-8' },
  'discord-rpc.js': { dir: OWN_STATIC, type: 'text/javascript; charset=utf-8' },
  'activity.css': { dir: OWN_STATIC, type: 'text/css; charset=utf-8' },
  'board-ui.js': { dir: BOARD_STATIC, type: 'text/javascript; charset=utf-8' },
  'board-grid.js': { dir: BOARD_STATIC, type: 'text/javascript; charset=utf-8' },
  'board-client.js': { dir: BOARD_STATIC, type: 'text/javascript; charset=utf-8' },
  'board.css': { dir: BOARD_STATIC, type: 'text/css; charset=utf-8' },
  'favicon.svg': { dir: BOARD_STATIC, type: 'image/svg+xml' },
};

/** The Activity's query parameters that Discord always adds; without them it was not launched. */
const LAUNCH_PARAMS = ['frame_id', 'instance_id', 'platform'];

/** Origins that frame the Activity: Discord's clients (web, desktop, canary, PTB). */
export const DISCORD_ORIGINS = [
  'https://discord.com',
  'https://*.discord.com',
  'https://discordapp.com',
  'https://*.discordapp.com',
  'https://*.discordsays.com',
];

export interface ActivityServerDeps {
  readonly core: BotCore;
  readonly logger: Logger;
  readonly clientId: string;
  /**
   * The origin the page runs at: `https://<client id>.discordsays.com` behind Discord; the CSP
   * allows only its `/.proxy/` paths.
   */
  readonly publicOrigin: string;
  /** Origins besides Discord's that may frame the page and speak the SDK's protocol (tests). */
  readonly parentOrigins: readonly string[];
  readonly sessions: ActivitySessions;
  readonly signIn: SignInDeps;
  readonly board: readonly Route[];
  readonly deliver: (conversation: Conversation, replies: readonly Reply[]) => Promise<void>;
  readonly openDirect: (userId: string) => Promise<Conversation>;
  /** Sign-ins per Activity instance. */
  readonly signIns?: RateLimiter;
}

/** The CSP of every Activity answer: only the Activity's own mapped paths, framed by Discord. */
export function activityCsp(publicOrigin: string, parentOrigins: readonly string[]): string {
  const mapped = `${publicOrigin}/.proxy/`;
  return [
    "default-src 'none'",
    `script-src ${mapped}`,
    `style-src ${mapped}`,
    `img-src ${mapped} data:`,
    `connect-src ${mapped}`,
    `frame-ancestors ${[...DISCORD_ORIGINS, ...parentOrigins].join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Builds the request listener. */
export function createActivityListener(
  deps: ActivityServerDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const csp = activityCsp(deps.publicOrigin, deps.parentOrigins);
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-cache',
  };
  const page = readFileSync(join(OWN_STATIC, 'activity.html'), 'utf8')
    .replace('{{clientId}}', escapeAttribute(deps.clientId))
    .replace('{{parentOrigins}}', escapeAttribute(deps.parentOrigins.join(' ')));
  const launchTemplate = readFileSync(join(OWN_STATIC, 'launch.html'), 'utf8');
  const assets = new Map(
    Object.entries(ASSETS).map(([name, { dir, type }]) => [
      name,
      { type, bytes: readFileSync(join(dir, name)) },
    ]),
  );
  // An instance where a whole server joins at once signs 30 in at once, then 5 a second.
  const signIns = deps.signIns ?? new RateLimiter(30, 5);
  const sessionOf = (req: IncomingMessage) => deps.sessions.ofRequest(req);

  const routes: Route[] = [
    {
      method: 'GET',
      path: /^\/$/,
      handler: async (req, res, url) => {
        const launched = LAUNCH_PARAMS.every((p) => url.searchParams.get(p));
        // Outside Discord, the page saying to launch it there, in the browser's language.
        const html = launched ? page : await launchPage(launchTemplate, req);
        res.writeHead(200, { ...pageHeaders, ...(!launched && { vary: 'accept-language' }) });
        res.end(html);
      },
    },
    {
      method: 'GET',
      path: /^\/static\/[\w.-]+$/,
      handler: (_req, res, url) => {
        const asset = assets.get(url.pathname.slice('/static/'.length));
        if (!asset) throw new HttpError(404, 'not-found', msg('http.not-found'));
        sendBytes(res, asset.type, asset.bytes, 'no-cache');
      },
    },
    {
      method: 'POST',
      path: /^\/api\/activity\/session$/,
      handler: async (req, res) => {
        const body = await readJson(req, MAX_SIGN_IN_BYTES);
        const instance = String((body as { instanceId?: unknown } | null)?.instanceId ?? '');
        if (!signIns.take(instance.slice(0, 200))) {
          throw new HttpError(429, 'slow-down', msg('activity.too-many-sign-ins'));
        }
        sendJson(res, 200, await signIn(deps.signIn, body));
      },
    },
    {
      method: 'POST',
      path: /^\/api\/activity\/solo$/,
      handler: async (req, res) => {
        const session = sessionOf(req);
        if (session.home.kind !== 'channel') {
          throw new HttpError(409, 'already-own', msg('activity.own-already'));
        }
        // The channel's daily as your own board, in your DM with the bot (`today solo`).
        const replies = await deps.core.handle({
          conversation: session.home,
          user: session.user,
          command: { kind: 'today', solo: true },
          openDirect: () => deps.openDirect(session.user.id),
        });
        await deps.deliver(session.home, replies);
        const direct = replies.find((r) => r.live && r.conversation)?.conversation;
        if (!direct) {
          const said = replies.find((r) => r.visibility === 'asker')?.text;
          // The core's refusal is said in the player's language already.
          const text = said === undefined ? msg('activity.no-own-board') : verbatim(said);
          throw new HttpError(409, 'no-own-board', text);
        }
        session.seat = direct;
        sendJson(res, 200, { seat: 'direct' });
      },
    },
    {
      method: 'POST',
      path: /^\/api\/activity\/together$/,
      handler: (req, res) => {
        const session = sessionOf(req);
        session.seat = session.home;
        sendJson(res, 200, { seat: session.home.kind === 'channel' ? 'channel' : 'direct' });
      },
    },
    ...deps.board,
  ];

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://activity.invalid');
    // Discord's proxy strips the mapping's `/.proxy` prefix; a page framed without it does not.
    url.pathname = url.pathname.replace(/^\/\.proxy(?=\/)/, '');
    await runRoute(routes, req, res, url);
  };

  // A refusal to a signed-in player follows their `language` choice, else their Discord
  // language; before sign-in (or with a dead session), the browser's.
  const playerLocale = async (req: IncomingMessage) => {
    let session;
    try {
      session = sessionOf(req);
    } catch {
      return undefined;
    }
    return (await chosenLocale(deps.core, 'discord', session.user.id)) ?? session.locale;
  };

  return withErrorFunnel(route, deps.logger, 'activity', playerLocale);
}
