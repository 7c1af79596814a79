// The Sudoku Activity: the board UI inside Discord, live with the channel. A host of the board
// API (adapters/web/board-api.ts) whose seat is an Activity session: the player signed in
// through the Embedded App SDK's OAuth code, bound to the Activity instance, playing the game of
// the channel it was opened in (or their own board of the day). Moves are the core's own
// commands; what they show everyone on Discord (the live board message) goes through the
// Discord adapter's `deliver`. main.ts starts it when DISCORD_CLIENT_SECRET is set.

import {
  WEB_CONNECTION_LIMITS,
  cappedServer,
  pressureWarning,
  type ConnectionLimits,
} from '../shared/connection-cap.ts';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Reply } from '../../src/bot/types.ts';
import { GameChanges } from '../shared/game-changes.ts';
import { boardRoutes } from '../web/board-api.ts';
import { BoardRooms } from '../web/board-rooms.ts';
import { RateLimiter } from '../web/rate-limits.ts';
import { closeServer, listenOn } from '../web/routes.ts';
import { DiscordActivityApi } from './discord-api.ts';
import { createActivityListener } from './server.ts';
import { ActivitySessions, SESSION_MS } from './sessions.ts';
import type { ClaimOnce } from './sign-in.ts';

export interface ActivityOptions {
  readonly core: BotCore;
  readonly logger: Logger;
  /** 0 picks a free port (tests). */
  readonly port: number;
  /** Interface to listen on (default 127.0.0.1: a TLS proxy sits in front). */
  readonly host?: string;
  /** Connections and request timeouts (default WEB_CONNECTION_LIMITS; tests set a small cap). */
  readonly connectionLimits?: ConnectionLimits;
  /** The application's id (the OAuth client id). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The bot token: reads Activity instances. */
  readonly botToken: string;
  /** Discord's API base (default https://discord.com/api/v10; a fake in tests). */
  readonly discordApi?: string;
  /** Where the page runs (default `https://<client id>.discordsays.com`). */
  readonly publicOrigin?: string;
  /** Origins besides Discord's that may frame the page (a test's fake Discord client). */
  readonly parentOrigins?: readonly string[];
  /** The Discord adapter's delivery of what a move shows everyone (the live board message). */
  deliver(conversation: Conversation, replies: readonly Reply[]): Promise<void>;
  /** The Discord adapter's DM opener. */
  openDirect(userId: string): Promise<Conversation>;
  /** Game changes of this process (main.ts wraps the core once for every adapter). */
  readonly changes?: GameChanges;
  /** One-time claims across processes (the store's `claimOnce`); in memory by default. */
  readonly claimOnce?: ClaimOnce;
  readonly now?: () => number;
  /** Moves per session (default 20 at once, 8 a second). */
  readonly moves?: RateLimiter;
  readonly sessionMs?: number;
  readonly boardPollMs?: number;
}

export interface ActivityServer {
  /** Where it listens, e.g. http://127.0.0.1:3002. */
  readonly url: string;
  /** Resolves when every move's delivery to Discord has finished (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** One-time claims in this process only (a second process would not see them). */
function memoryClaims(): ClaimOnce {
  const claimed = new Map<string, number>();
  return async (key, expiresAt, now) => {
    for (const [k, until] of claimed) if (until <= now) claimed.delete(k);
    if (claimed.has(key)) return false;
    claimed.set(key, expiresAt);
    return true;
  };
}

/** Starts the Activity's server; resolves once it listens. */
export async function startActivity(options: ActivityOptions): Promise<ActivityServer> {
  const now = options.now ?? Date.now;
  const changes = options.changes ?? new GameChanges();
  const core = options.changes ? options.core : changes.wrap(options.core);
  const sessions = new ActivitySessions(now, options.sessionMs ?? SESSION_MS);
  const rooms = new BoardRooms({
    core,
    logger: options.logger,
    now,
    ...(options.boardPollMs !== undefined && { pollMs: options.boardPollMs }),
  });
  const stopListening = changes.listen((conversation) => rooms.changed(conversation));
  const deliver = (conversation: Conversation, replies: readonly Reply[]) =>
    options.deliver(conversation, replies);
  const board = boardRoutes({
    core,
    rooms,
    logger: options.logger,
    moves: options.moves ?? new RateLimiter(undefined, undefined, now),
    host: {
      seat: (req) => {
        const session = sessions.ofRequest(req);
        return {
          conversation: session.seat,
          user: session.user,
          client: session.key,
          ...(session.avatar && { avatar: session.avatar }),
          ...(session.locale && { locale: session.locale }),
          openDirect: () => options.openDirect(session.user.id),
        };
      },
      deliver: (seat, replies) => deliver(seat.conversation, replies),
    },
  });
  const api = new DiscordActivityApi({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    botToken: options.botToken,
    ...(options.discordApi && { api: options.discordApi }),
  });
  const limits = options.connectionLimits ?? WEB_CONNECTION_LIMITS;
  const { server } = cappedServer(
    createActivityListener({
      core,
      logger: options.logger,
      clientId: options.clientId,
      publicOrigin: options.publicOrigin ?? `https://${options.clientId}.discordsays.com`,
      parentOrigins: options.parentOrigins ?? [],
      sessions,
      board: board.routes,
      deliver,
      openDirect: (userId) => options.openDirect(userId),
      signIn: {
        core,
        api,
        sessions,
        claimOnce: options.claimOnce ?? memoryClaims(),
        openDirect: (userId) => options.openDirect(userId),
        deliver,
        now,
      },
    }),
    limits,
    pressureWarning(options.logger, 'discord activity'),
  );
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  const url = await listenOn(server, options.port, host, limits.listenBacklog);
  options.logger.info('discord activity listening', { url });
  return {
    url,
    idle: () => board.idle(),
    close: () => {
      stopListening();
      rooms.close();
      return closeServer(server);
    },
  };
}
