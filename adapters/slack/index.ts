// The Slack adapter: a Bolt app whose slash command, buttons and message events go to the bot
// core, and a Poster for the scheduler's daily posts. HTTP mode (Slack signs every request and
// Bolt verifies the signature before any listener runs) or Socket Mode (a WebSocket opened with
// an app-level token), chosen by the environment. One workspace (SLACK_BOT_TOKEN), or many
// (distribution: Slack's OAuth install flow, installations kept in the Store, every Web API call
// made with the token of the workspace it is for). main.ts calls startSlack when either is set;
// tests call it with a fake Web API (clientOptions.slackApiUrl).

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  App,
  HTTPModuleFunctions,
  SocketModeReceiver,
  type Receiver,
  type webApi,
} from '@slack/bolt';
import type { Logger, Poster } from '../../src/bot/ports.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { BoardEdits } from '../shared/board-edits.ts';
import { timingMiddleware } from './ack-timing.ts';
import { boltLogger } from './bolt-logger.ts';
import { Deduplicator } from './dedup.ts';
import { registerEvents } from './events.ts';
import { acksBeforeReplayCheck, registerInteractions } from './handlers.ts';
import { registerHome, SlackHome } from './home.ts';
import { SLACK_FILE_HOSTS } from './inbound.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import { reportAck, slackRewrite, type AckSample, type ParseCommand } from './pipeline.ts';
import { installFlowOptions, type DistributionOptions } from './install-flow.ts';
import { installedClients, type ClientFor } from './installations.ts';
import { createPoster } from './poster.ts';
import { OpenPlayModals } from './open-modals.ts';
import { PlayerPicks, type PickStore } from './picks.ts';
import { redrawPlayModal, type PlayModals } from './play-modal.ts';
import type { ConnectionLimits } from '../shared/connection-cap.ts';
import { GuardedHTTPReceiver, type EndpointStats } from './receiver.ts';
import { MemoryReplayGuard, replayMiddleware, type ReplayGuard } from './replay.ts';
import { ReplyFiles, type SweepOutcome, type UploadRecord } from './reply-files.ts';
import { registerUninstall } from './uninstall.ts';
import { SlackUsers } from './users.ts';

export type { AckSample, ParseCommand } from './pipeline.ts';
export type { AckStages } from './ack-timing.ts';
export type { ReplayGuard } from './replay.ts';
export type { DistributionOptions } from './install-flow.ts';
export { INSTALL_PATH, REDIRECT_PATH } from './install-flow.ts';
export { DEFAULT_MAX_BODY_BYTES, type EndpointStats } from './receiver.ts';
export { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '../shared/connection-cap.ts';

/** The path Slack posts commands, button presses and events to (HTTP mode). */
export const EVENTS_PATH = '/slack/events';
/**
 * The default interface in HTTP mode: this machine only. Slack calls https addresses and the
 * adapter speaks plain HTTP, so a TLS proxy or tunnel always sits in front; one on the same
 * machine reaches loopback, one elsewhere (another container) needs SLACK_HOST=0.0.0.0.
 */
export const DEFAULT_SLACK_HOST = '127.0.0.1';
/** How long close() waits for work in flight. */
export const SHUTDOWN_GRACE_MS = 5000;
/** Web API retries: a few quick ones (a person is waiting), not Bolt's 30-minute default. */
export const WEB_API_RETRIES = { retries: 2, factor: 3, minTimeout: 300, maxTimeout: 3000 };
/** Longest single Web API request. */
export const WEB_API_TIMEOUT_MS = 15_000;

export interface SlackOptions {
  readonly core: BotCore;
  /** The core's text grammar (src/bot/grammar.ts). */
  readonly parseCommand: ParseCommand;
  /** One workspace: its Bot User OAuth Token (xoxb-...). */
  readonly botToken?: string;
  /** Many workspaces (HTTP mode): the OAuth install flow and the Store of installations. */
  readonly distribution?: DistributionOptions;
  /** HTTP mode: the app's signing secret, which Bolt checks every request against. */
  readonly signingSecret?: string;
  /** Socket Mode: an app-level token (xapp-...) with connections:write. */
  readonly appToken?: string;
  /** Socket Mode instead of HTTP (default: whenever an app token is given). */
  readonly socketMode?: boolean;
  /** HTTP mode: port to listen on (0 picks a free one). */
  readonly port?: number;
  /** HTTP mode: interface to listen on (default 127.0.0.1; `0.0.0.0` for all). */
  readonly host?: string;
  /** HTTP mode: largest request body read; larger ones get 413 unread (default 1 MB). */
  readonly maxBodyBytes?: number;
  /** HTTP mode: body bytes all requests being read may hold together (default 16 MB). */
  readonly maxBodyBytesInFlight?: number;
  /** HTTP mode: the connection cap and timeouts (default DEFAULT_CONNECTION_LIMITS). */
  readonly connectionLimits?: Partial<ConnectionLimits>;
  /** Remembers request keys so a replayed request runs once (default: in this process). */
  readonly replayGuard?: ReplayGuard;
  /** Milliseconds since the epoch for the timestamp check (tests move it). */
  readonly now?: () => number;
  readonly logger: Logger;
  /** Called once with the poster, as the web playground does (main.ts may register it too). */
  readonly registerPoster?: (poster: Poster) => void;
  /** User ids (U..., W...) who may schedule besides workspace admins and owners. */
  readonly adminUsers?: readonly string[];
  /** Answer /hint and /solve too (default; the shipped manifest registers them). */
  readonly extraCommands?: boolean;
  /** Web API client options, e.g. `{ slackApiUrl }` of a fake API in tests. */
  readonly clientOptions?: webApi.WebClientOptions;
  /** Hosts that may receive the bot token for file downloads (default: files.slack.com). */
  readonly fileHosts?: readonly string[];
  /** Limit on one core call (default 60 s). */
  readonly handleTimeoutMs?: number;
  /** Wait before posting again when Slack has not finished an upload (default 500 ms). */
  readonly fileRetryMs?: number;
  /** Called with each time-to-ack measurement (also logged). */
  readonly onAck?: (sample: AckSample) => void;
  /**
   * The record of private replies' pictures (the Store): they are swept once a day old, hourly
   * and at start. Absent: a picture is deleted only when its message is replaced.
   */
  readonly uploads?: UploadRecord;
  /**
   * Where each player's pick in a move block is saved beyond this process (the Store), so a
   * digit pressed in another process or after a restart finds it. Absent: this process only.
   */
  readonly picks?: PickStore;
}

export interface SlackAdapter {
  readonly app: App;
  /** Posts scheduled dailies into Slack conversations. */
  readonly poster: Poster;
  readonly mode: 'http' | 'socket';
  /** HTTP mode: the address listened on, e.g. http://127.0.0.1:3000/slack/events. */
  readonly url?: string;
  /** HTTP mode: the endpoint's connections and body bytes right now, and what it cut. */
  endpointStats?(): EndpointStats;
  /** Deletes recorded private pictures over a day old now (the hourly sweep's work). */
  sweepFiles(): Promise<SweepOutcome>;
  /** Resolves when all work acknowledged so far has finished. */
  idle(): Promise<void>;
  /** Lets work in flight finish (a few seconds at most), then stops listening. */
  close(): Promise<void>;
}

function receiverFor(
  options: SlackOptions,
  socketMode: boolean,
  logger: ReturnType<typeof boltLogger>,
) {
  if (socketMode && options.distribution) {
    throw new Error(
      'Slack distribution (SLACK_CLIENT_ID) runs in HTTP mode: unset SLACK_APP_TOKEN',
    );
  }
  if (socketMode) {
    if (!options.appToken) throw new Error('Socket Mode needs SLACK_APP_TOKEN (xapp-...)');
    return new SocketModeReceiver({
      appToken: options.appToken,
      logger,
      installerOptions: { clientOptions: clientOptionsOf(options) },
    });
  }
  if (!options.signingSecret) {
    throw new Error('HTTP mode needs SLACK_SIGNING_SECRET (or SLACK_APP_TOKEN for Socket Mode)');
  }
  return new GuardedHTTPReceiver(
    {
      signingSecret: options.signingSecret,
      endpoints: EVENTS_PATH,
      logger,
      ...(options.distribution &&
        installFlowOptions(options.distribution, clientOptionsOf(options), options.logger)),
      processEventErrorHandler: async (args) => {
        options.logger.error('slack request failed', errorFields(args.error));
        return HTTPModuleFunctions.defaultProcessEventErrorHandler(args);
      },
    },
    {
      path: EVENTS_PATH,
      logger: options.logger,
      ...(options.maxBodyBytes !== undefined && { maxBodyBytes: options.maxBodyBytes }),
      ...(options.maxBodyBytesInFlight !== undefined && {
        maxBodyBytesInFlight: options.maxBodyBytesInFlight,
      }),
      ...(options.connectionLimits && { connections: options.connectionLimits }),
      ...(options.now && { now: options.now }),
    },
  );
}

function clientOptionsOf(options: SlackOptions): webApi.WebClientOptions {
  return { retryConfig: WEB_API_RETRIES, timeout: WEB_API_TIMEOUT_MS, ...options.clientOptions };
}

/** Starts the Slack adapter: checks the token (auth.test), then listens or connects. */
export async function startSlack(options: SlackOptions): Promise<SlackAdapter> {
  const socketMode = options.socketMode ?? Boolean(options.appToken);
  const logger = options.logger;
  const bolt = boltLogger(logger);
  if (Boolean(options.botToken) === Boolean(options.distribution)) {
    throw new Error('Slack needs exactly one of a bot token (one workspace) and distribution');
  }
  const receiver: Receiver = receiverFor(options, socketMode, bolt);
  const app = new App({
    // Distribution: no token; Bolt authorizes each request from the installation store.
    ...(options.botToken && { token: options.botToken }),
    receiver,
    logger: bolt,
    clientOptions: clientOptionsOf(options),
    // auth.test runs in start(), where a bad token can fail cleanly, not in the constructor.
    deferInitialization: true,
    convoStore: false,
  });
  app.error(async (error) => logger.error('slack listener failed', errorFields(error)));

  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const done = work.finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  // Calls made outside a request use the token of the workspace they are for.
  const clientFor: ClientFor = options.distribution
    ? installedClients(options.distribution.store, { ...clientOptionsOf(options), logger: bolt })
    : async () => app.client;
  const users = new SlackUsers(
    async (args, teamId) => (teamId ? await clientFor(teamId) : app.client).users.info(args),
    options.adminUsers ?? [],
    logger,
  );
  const files =
    options.uploads &&
    new ReplyFiles({
      store: options.uploads,
      clientFor,
      logger,
      now: options.now ?? Date.now,
    });
  // Play modals open here, redrawn when anyone's move changes their channel's board.
  const modals: PlayModals = new OpenPlayModals(redrawPlayModal);
  const deps = {
    core: options.core,
    parseCommand: options.parseCommand,
    logger,
    users,
    extraCommands: options.extraCommands ?? true,
    edits: new BoardEdits(),
    track,
    modals,
    picks: new PlayerPicks(
      options.now ?? Date.now,
      options.picks && { store: options.picks, logger },
    ),
    boardChanged: (channel: string, exceptView?: string) =>
      track(
        modals
          .changed(channel, exceptView)
          .catch((error: unknown) =>
            logger.warn('slack play modals not redrawn', errorFields(error)),
          ),
      ),
    fileHosts: options.fileHosts ?? SLACK_FILE_HOSTS,
    dedup: new Deduplicator(),
    ...(files && { files }),
    ...(options.handleTimeoutMs !== undefined && { handleTimeoutMs: options.handleTimeoutMs }),
    ...(options.fileRetryMs !== undefined && { fileRetryMs: options.fileRetryMs }),
    ...(options.onAck && { onAck: options.onAck }),
  };
  app.use(timingMiddleware((sample) => reportAck(deps, sample)));
  // Our listeners ack first and ask the guard after, so its store write never delays an ack.
  app.use(
    replayMiddleware(options.replayGuard ?? new MemoryReplayGuard(), logger, {
      checkedAfterAck: acksBeforeReplayCheck,
    }),
  );
  const home = new SlackHome(deps);
  registerEvents(app, deps);
  registerInteractions(app, { ...deps, home });
  registerHome(app, deps, home);
  if (options.distribution) registerUninstall(app, { store: options.distribution.store, logger });

  try {
    await app.init();
  } catch (error) {
    throw new Error(
      `Slack start failed: auth.test said ${slackErrorCode(error) ?? errorFields(error).error} (check ${options.distribution ? 'SLACK_CLIENT_ID' : 'SLACK_BOT_TOKEN'})`,
      { cause: error },
    );
  }
  let url: string | undefined;
  try {
    if (socketMode) {
      await app.start();
    } else {
      const server = (await app.start({
        port: options.port ?? 3000,
        host: options.host ?? DEFAULT_SLACK_HOST,
      })) as Server;
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      url = `http://${host}:${address.port}${EVENTS_PATH}`;
    }
  } catch (error) {
    await app.stop().catch(() => undefined);
    throw new Error(`Slack start failed: ${errorFields(error).error as string}`, { cause: error });
  }
  const poster = createPoster((conversation) => clientFor(conversation.workspace), logger, {
    core: options.core,
    edits: deps.edits,
    rewrite: slackRewrite(options.parseCommand, deps.extraCommands),
  });
  options.registerPoster?.(poster);
  files?.start();
  logger.info('slack ready', {
    mode: socketMode ? 'socket' : 'http',
    workspaces: options.distribution ? 'many' : 'one',
    ...(url && { url }),
  });

  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  let closing: Promise<void> | undefined;
  return {
    app,
    poster,
    mode: socketMode ? 'socket' : 'http',
    ...(url && { url }),
    ...(receiver instanceof GuardedHTTPReceiver && { endpointStats: () => receiver.stats() }),
    sweepFiles: () => files?.sweep() ?? Promise.resolve({ deleted: 0, failed: 0 }),
    idle,
    close: () =>
      (closing ??= (async () => {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, SHUTDOWN_GRACE_MS);
        });
        await Promise.race([idle(), grace]);
        clearTimeout(timer);
        await files?.stop();
        await app
          .stop()
          .catch((error: unknown) => logger.warn('slack stop failed', errorFields(error)));
      })()),
  };
}
