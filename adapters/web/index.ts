// The local web playground: a chat page on localhost to play with the bot without any platform
// account. `npm start` opens it when no platform token is set.

import {
  WEB_CONNECTION_LIMITS,
  cappedServer,
  pressureWarning,
  type ConnectionLimits,
} from '../shared/connection-cap.ts';
import type { Logger, Poster } from '../../src/bot/ports.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { GameChanges } from '../shared/game-changes.ts';
import { PasswordAuth } from './auth.ts';
import { boardRoutes } from './board-api.ts';
import { BoardRooms } from './board-rooms.ts';
import { trustedProxyList } from './client-address.ts';
import { ChannelDirectory, DEFAULT_CHANNELS, type WebChannel } from './channels.ts';
import { MessageLog } from './history.ts';
import { ImageCache } from './images.ts';
import { playgroundBoardHost } from './playground-board.ts';
import { closeServer, listenOn } from './routes.ts';
import { Playground, type ParseCommand } from './playground.ts';
import { MAX_UPLOAD_BYTES, createRequestListener } from './server.ts';

export type { ParseCommand } from './playground.ts';
export type { WebChannel } from './channels.ts';

/** The default port when PORT is not set. */
export const DEFAULT_WEB_PORT = 3000;
/** The default interface: only this machine can reach the playground. */
export const DEFAULT_WEB_HOST = '127.0.0.1';

export interface WebPlaygroundOptions {
  readonly core: BotCore;
  /** The core's text grammar (`parseCommand` of src/bot/grammar.ts). */
  readonly parseCommand: ParseCommand;
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** Interface to listen on; 127.0.0.1 unless set. Any other needs `password`. */
  readonly host?: string;
  /**
   * WEB_PASSWORD: players sign in with a name and this password, and the name comes from the
   * sign-in. Required off loopback; optional on it.
   */
  readonly password?: string;
  /**
   * WEB_TRUSTED_PROXIES: addresses and CIDR ranges of reverse proxies whose X-Forwarded-For
   * names the client (for counting wrong passwords per client rather than per proxy).
   */
  readonly trustedProxies?: readonly string[];
  readonly logger: Logger;
  /** Called once with the poster the scheduler uses to post into the playground's channels. */
  readonly registerPoster?: (poster: Poster) => void;
  /** The conversations the page offers (default: #general, #puzzles and a direct message). */
  readonly channels?: readonly WebChannel[];
  /** Largest photo upload in bytes (default 8 MB; pass the core's MAX_PHOTO_BYTES). */
  readonly maxUploadBytes?: number;
  /** Limit on one core call (default 60 s). */
  readonly handleTimeoutMs?: number;
  /** Connections and request timeouts (default WEB_CONNECTION_LIMITS; tests set a small cap). */
  readonly connectionLimits?: ConnectionLimits;
  /**
   * Game changes of this process (main.ts wraps the core once for every adapter); without it the
   * playground wraps `core` itself, so its own commands still reach its board UIs at once.
   */
  readonly changes?: GameChanges;
  /** How often a watched board reads its game unprompted (default 500 ms). */
  readonly boardPollMs?: number;
}

export interface WebPlayground {
  /** Where the page is, e.g. http://127.0.0.1:3000. */
  readonly url: string;
  /** Posts scheduled messages into the playground's channels. */
  readonly poster: Poster;
  /** Stops listening and ends open event streams. */
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

/** Starts the playground server; resolves once it listens. */
export async function startWebPlayground(options: WebPlaygroundOptions): Promise<WebPlayground> {
  const host = options.host ?? DEFAULT_WEB_HOST;
  const loopback = LOOPBACK_HOSTS.includes(host);
  if (!loopback && !options.password) {
    throw new Error(
      `the web playground would listen on ${host} (WEB_HOST), where other machines can reach it: ` +
        'set WEB_PASSWORD (players then sign in with it), or WEB_HOST=127.0.0.1 for this machine only.',
    );
  }
  const trustedProxies = options.trustedProxies?.length
    ? trustedProxyList(options.trustedProxies)
    : undefined;
  const auth = options.password
    ? new PasswordAuth(options.password, trustedProxies ? { trustedProxies } : {})
    : undefined;
  const directory = new ChannelDirectory(options.channels ?? DEFAULT_CHANNELS);
  const log = new MessageLog();
  const images = new ImageCache();
  const changes = options.changes ?? new GameChanges();
  const core = options.changes ? options.core : changes.wrap(options.core);
  const playground = new Playground({
    core,
    parseCommand: options.parseCommand,
    logger: options.logger,
    directory,
    log,
    images,
    ...(options.handleTimeoutMs !== undefined ? { handleTimeoutMs: options.handleTimeoutMs } : {}),
  });
  const rooms = new BoardRooms({
    core,
    logger: options.logger,
    ...(options.boardPollMs !== undefined && { pollMs: options.boardPollMs }),
  });
  const stopListening = changes.listen((conversation) => rooms.changed(conversation));
  const board = boardRoutes({
    core,
    rooms,
    host: playgroundBoardHost({ directory, playground, ...(auth && { auth }) }),
    logger: options.logger,
  });
  const limits = options.connectionLimits ?? WEB_CONNECTION_LIMITS;
  const { server } = cappedServer(
    createRequestListener({
      core,
      extraRoutes: board.routes,
      playground,
      directory,
      log,
      images,
      logger: options.logger,
      maxUploadBytes: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
      ...(loopback ? { allowedHosts: LOOPBACK_HOSTS } : {}),
      ...(auth ? { auth } : {}),
    }),
    limits,
    pressureWarning(options.logger, 'web playground'),
  );
  // A malformed request never reaches a handler: answer it plainly and keep serving.
  server.on('clientError', (error, socket) => {
    options.logger.debug('web playground: malformed request', { error: error.message });
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  const url = await listenOn(server, options.port, host, limits.listenBacklog);
  server.on('error', (error) =>
    options.logger.error('web playground: server error', { error: error.message }),
  );
  options.registerPoster?.(playground.poster);
  options.logger.info('web playground listening', { url, signIn: Boolean(auth) });
  return {
    url,
    poster: playground.poster,
    close: () => {
      stopListening();
      rooms.close();
      return closeServer(server);
    },
  };
}
