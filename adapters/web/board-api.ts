// The board UI's HTTP API, the same for every host that serves it (the web playground, the
// Discord Activity): the board as data, its live stream, moves and the selected cell. A host
// says who is asking and which conversation's game they see (`BoardHost.seat`: a playground
// name or session, an Activity session bound to its user and instance) and carries out what
// the core says to everyone there (`deliver`: the live board message edited, a result posted).
// A move is the core's own command from that user in that conversation: the core decides it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { within } from '../../src/bot/deadline.ts';
import { msg, verbatim } from '../../src/i18n/text.ts';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Inbound, Reply, User } from '../../src/bot/types.ts';
import { commandOf, outcomeOf, parseMoveRequest } from './board-moves.ts';
import type { BoardRooms } from './board-rooms.ts';
import { HttpError, readJson, sendJson } from './http-util.ts';
import { refusalLocale, type Route } from './routes.ts';
import { boardWords } from './board-words.ts';
import { chosenLocale } from '../shared/words.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { RateLimiter, ReplayWindow } from './rate-limits.ts';
import { openSse, type SseStream } from './sse.ts';

/** Largest move or presence body. */
export const MAX_BOARD_BODY_BYTES = 4096;
/** How long the core may take for one move before the page hears it took too long. */
export const MOVE_TIMEOUT_MS = 15_000;
/** Replay windows kept (one per client); the least recently used goes first. */
export const MAX_REPLAY_WINDOWS = 20_000;

/** Who is at the board and which conversation's game they play. */
export interface BoardSeat {
  readonly conversation: Conversation;
  readonly user: User;
  /** An avatar URL the page may load, if any. */
  readonly avatar?: string;
  /** What the rate limit and the replay window count by: a session, or a user's page. */
  readonly client: string;
  /** The player's language as the platform knows it (Discord's, in the Activity). */
  readonly locale?: Locale;
  /** Opens the user's direct conversation with the bot (a personal board of the daily). */
  readonly openDirect?: () => Promise<Conversation>;
}

/** What a host adds to the board API: identity, the instance, and the platform's messages. */
export interface BoardHost {
  /** The seat of a request; throws an HttpError (401, 403) when it has none. */
  seat(req: IncomingMessage, url: URL): Promise<BoardSeat> | BoardSeat;
  /** Carries out the replies everyone in the conversation sees (its live board message). */
  deliver(seat: BoardSeat, replies: readonly Reply[]): Promise<void>;
  /** Headers every board answer carries besides the usual ones (the Activity's CSP). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface BoardApiDeps {
  readonly core: BotCore;
  readonly rooms: BoardRooms;
  readonly host: BoardHost;
  readonly logger: Logger;
  /** Moves per client (default: 20 at once, 8 a second). */
  readonly moves?: RateLimiter;
  /** Selections per client (default: 30 at once, 15 a second). */
  readonly selections?: RateLimiter;
  readonly moveTimeoutMs?: number;
}

/** The board API's routes under `prefix` (e.g. `/api/board`), plus `idle()` for tests. */
export function boardRoutes(
  deps: BoardApiDeps,
  prefix = '/api/board',
): { routes: Route[]; idle(): Promise<void> } {
  const moves = deps.moves ?? new RateLimiter();
  const selections = deps.selections ?? new RateLimiter(30, 15);
  const windows = new Map<string, ReplayWindow>();
  const deliveries = new Set<Promise<void>>();
  const at = (suffix: string) => new RegExp(`^${prefix.replace(/\//g, '\\/')}${suffix}$`);

  const windowOf = (client: string): ReplayWindow => {
    let window = windows.get(client);
    if (window) windows.delete(client);
    else window = new ReplayWindow();
    windows.set(client, window);
    if (windows.size > MAX_REPLAY_WINDOWS) windows.delete(windows.keys().next().value!);
    return window;
  };

  const limit = (
    limiter: RateLimiter,
    seat: BoardSeat,
    res: ServerResponse,
    what: 'moves' | 'selections',
  ) => {
    if (limiter.take(seat.client)) return;
    res.setHeader('retry-after', String(Math.max(1, limiter.waitSeconds(seat.client))));
    throw new HttpError(429, 'slow-down', msg('http.slow-down', { what }));
  };

  const deliver = (seat: BoardSeat, replies: readonly Reply[]) => {
    const done: Promise<void> = deps.host
      .deliver(seat, replies)
      .catch((error: unknown) =>
        deps.logger.warn('board: delivering a move to the conversation failed', {
          conversation: seat.conversation.id,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => deliveries.delete(done));
    deliveries.add(done);
  };

  const send = (res: ServerResponse, status: number, value: unknown) => {
    for (const [name, value] of Object.entries(deps.host.headers ?? {})) res.setHeader(name, value);
    sendJson(res, status, value);
  };

  // The page's words: the player's chosen language, else the platform's, else the browser's.
  const seatLocale = (url: URL) => async (req: IncomingMessage) => {
    const seat = await deps.host.seat(req, url);
    const chosen = await chosenLocale(deps.core, seat.conversation.platform, seat.user.id);
    return chosen ?? seat.locale;
  };

  const routes: Route[] = [
    {
      method: 'GET',
      path: at('/words'),
      handler: async (req, res, url) => {
        send(res, 200, boardWords(await refusalLocale(req, seatLocale(url))));
      },
    },
    {
      method: 'GET',
      path: at(''),
      handler: async (req, res, url) => {
        const seat = await deps.host.seat(req, url);
        const state = await deps.rooms.current(seat.conversation);
        send(res, 200, {
          state: state ?? null,
          now: deps.rooms.now(),
          viewers: deps.rooms.presence(seat.conversation),
        });
      },
    },
    {
      method: 'GET',
      path: at('/events'),
      handler: async (req, res, url) => {
        const seat = await deps.host.seat(req, url);
        const viewer = {
          id: seat.user.id,
          name: seat.user.name,
          ...(seat.avatar && { avatar: seat.avatar }),
        };
        let stream: SseStream | undefined;
        await deps.rooms.watch(seat.conversation, viewer, () => {
          stream = openSse(req, res, {
            ...(deps.host.headers && { headers: deps.host.headers }),
            onClose: () => deps.rooms.leave(seat.conversation, seat.user.id, stream!),
          });
          return stream;
        });
      },
    },
    {
      method: 'POST',
      path: at('/moves'),
      handler: async (req, res, url) => {
        const seat = await deps.host.seat(req, url);
        const body = await readJson(req, MAX_BOARD_BODY_BYTES);
        limit(moves, seat, res, 'moves');
        const before = await deps.rooms.current(seat.conversation);
        const request = parseMoveRequest(body, before);
        const replay = windowOf(seat.client).accept(request.seq);
        if (replay !== 'ok') {
          throw new HttpError(
            409,
            'replayed',
            msg(replay === 'replayed' ? 'http.replayed' : 'http.too-old'),
          );
        }
        const inbound: Inbound = {
          conversation: seat.conversation,
          user: seat.user,
          command: commandOf(request.move, before!.size),
          gameId: request.gameId,
          ...(seat.openDirect && { openDirect: seat.openDirect }),
        };
        const replies = await within(
          deps.core.handle(inbound),
          deps.moveTimeoutMs ?? MOVE_TIMEOUT_MS,
        );
        if (!replies) {
          throw new HttpError(504, 'too-slow', msg('http.too-slow'));
        }
        // Everyone watching sees the new state before the platform's message is edited.
        const after = await deps.rooms.current(seat.conversation);
        deliver(seat, replies);
        send(res, 200, outcomeOf(request.move, replies, before!, after));
      },
    },
    {
      method: 'POST',
      path: at('/presence'),
      handler: async (req, res, url) => {
        const seat = await deps.host.seat(req, url);
        const body = (await readJson(req, MAX_BOARD_BODY_BYTES)) as { cell?: unknown } | null;
        limit(selections, seat, res, 'selections');
        const cell = body?.cell;
        if (
          cell !== null &&
          cell !== undefined &&
          !(Number.isInteger(cell) && (cell as number) >= 0 && (cell as number) < 256)
        ) {
          throw new HttpError(
            400,
            'bad-cell',
            msg('http.bad-cell', { shape: verbatim('`{"cell": N}`') }),
          );
        }
        deps.rooms.select(seat.conversation, seat.user.id, (cell as number | null) ?? undefined);
        send(res, 200, {});
      },
    },
  ];
  return {
    routes,
    async idle() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
  };
}
