// The Discord adapter: a discord.js client whose interactions go to the bot core, and a Poster
// for the scheduler's daily posts. main.ts calls startDiscord when DISCORD_TOKEN is set; tests
// call createDiscordAdapter, which builds the same client without connecting to the gateway.

import {
  Client,
  Events,
  GatewayIntentBits,
  Partials,
  MessageFlags,
  RESTEvents,
  type ButtonInteraction,
  type ClientOptions,
  type Interaction,
} from 'discord.js';
import { settlesWithin } from '../../src/bot/deadline.ts';
import type { Logger, Poster } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Reply } from '../../src/bot/types.ts';
import type { DiscordShardPlan } from '../../src/config.ts';
import { BoardEdits, retireBoards, type BoardDeps } from './board-delivery.ts';
import { countChatBelowBoards } from './chat-count.ts';
import { answerDirectMessages } from './direct-messages.ts';
import { Confirmations } from './confirmations.ts';
import { deliverReplies } from './deliver.ts';
import { openDirect } from './inbound.ts';
import { createInteractionHandler, translateOptions, type ParseCommand } from './interactions.ts';
import { LatencyGauge } from './latency-gauge.ts';
import { errorFields, redact } from './log-fields.ts';
import { NO_MENTIONS, toDiscordMessage } from './messages.ts';
import { createPoster } from './poster.ts';
import { registerCommands } from './register.ts';
import { DEFAULT_DEFER_AFTER_MS, type FirstResponse } from './respond.ts';
import { connectedShardIds, shardClientOptions, shardReadiness } from './shards.ts';
import { WebhookBoards } from './user-install.ts';
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { wordsLocale } from '../shared/words.ts';

export { commandDefinitions } from './commands.ts';
export { registerCommands } from './register.ts';
export type { ParseCommand } from './interactions.ts';
export type { FirstResponse } from './respond.ts';

/** How long close() waits for interactions in flight, unless drain() was given its own bound. */
export const SHUTDOWN_GRACE_MS = 5000;

/** The answer to an interaction that arrives while the process is shutting down. */
export const RESTARTING_TEXT = t(DEFAULT_LOCALE, 'discord.restarting');

export interface DiscordOptions {
  readonly core: BotCore;
  /** The core's text grammar (src/bot/grammar.ts), to decode the commands buttons carry. */
  readonly parseCommand: ParseCommand;
  readonly token: string;
  readonly applicationId: string;
  /** A development server: startDiscord registers the commands there on start. */
  readonly guildId?: string;
  /** Which gateway shards to connect (default `auto`: as many as Discord recommends). */
  readonly shards?: DiscordShardPlan;
  readonly logger: Logger;
  /** Extra discord.js options, e.g. `{ rest: { api: 'http://127.0.0.1:PORT/api' } }` in tests. */
  readonly clientOptions?: Partial<ClientOptions>;
  /** Budget before a fast-path command is deferred (default 150 ms). */
  readonly deferAfterMs?: number;
  /** Called with each time-to-first-response measurement (also logged). */
  readonly onFirstResponse?: (sample: FirstResponse) => void;
  /**
   * The Sudoku Activity is on (DISCORD_CLIENT_SECRET): boards carry "Play in Discord" and the
   * Entry Point command is registered with the others.
   */
  readonly activity?: boolean;
  /** The clock of interaction tokens' 15 minutes (user installs); tests move it. */
  readonly now?: () => number;
}

export interface DiscordAdapter {
  readonly client: Client;
  /** Posts scheduled dailies into Discord channels. */
  readonly poster: Poster;
  /** Resolves when every interaction received so far has been answered (or has failed). */
  idle(): Promise<void>;
  /** Undefined when every gateway shard is connected, else what is not (for /readyz). */
  readiness(): string | undefined;
  /**
   * Stops taking work (interactions that arrive from now on are told the bot is restarting) and
   * waits for those in flight, `graceMs` at most. REST stays usable, e.g. for a scheduler tick.
   */
  drain(graceMs?: number): Promise<void>;
  /** Drains (if not done yet), then disconnects. */
  close(): Promise<void>;
  /**
   * Shows in `conversation` what the core said to everyone there about a command that came from
   * no interaction (a move on the Activity): the live board message edited, posts elsewhere.
   */
  deliver(conversation: Conversation, replies: readonly Reply[]): Promise<void>;
  /** Opens (or finds) a user's DM with the bot. */
  openDirect(userId: string): Promise<Conversation>;
}

function logClientEvents(client: Client, logger: Logger): void {
  client.on(Events.ClientReady, (ready) =>
    logger.info('discord ready', {
      user: ready.user.tag,
      guilds: ready.guilds.cache.size,
      shards: connectedShardIds(ready),
      shardCount: ready.options.shardCount,
    }),
  );
  client.on(Events.ShardReady, (shardId, unavailable) =>
    logger.info('discord shard ready', { shardId, unavailableGuilds: unavailable?.size ?? 0 }),
  );
  client.on(Events.Error, (error) => logger.error('discord client error', errorFields(error)));
  client.on(Events.Warn, (message) => logger.warn('discord warning', { message }));
  client.on(Events.ShardDisconnect, (event, shardId) =>
    logger.warn('discord gateway disconnected', { shardId, code: event.code }),
  );
  client.on(Events.ShardReconnecting, (shardId) =>
    logger.info('discord gateway reconnecting', { shardId }),
  );
  client.on(Events.ShardResume, (shardId, replayed) =>
    logger.info('discord gateway resumed', { shardId, replayed }),
  );
  client.on(Events.ShardError, (error, shardId) =>
    logger.error('discord gateway error', { ...errorFields(error), shardId }),
  );
  client.on(Events.Invalidated, () => logger.error('discord session invalidated'));
  client.rest.on(RESTEvents.RateLimited, (info) =>
    logger.warn('discord rate limited', {
      route: info.route,
      method: info.method,
      global: info.global,
      limit: info.limit,
      retryAfterMs: info.retryAfter,
    }),
  );
  // discord.js retries 429s and 5xxs by itself; these lines make each attempt visible.
  client.rest.on(RESTEvents.Response, (request, response) => {
    if (response.status === 429 || response.status >= 500) {
      logger.warn(response.status === 429 ? 'discord rate limited' : 'discord REST failure', {
        status: response.status,
        method: request.method,
        route: redact(request.route),
        attempt: request.retries + 1,
      });
    }
  });
  client.rest.on(RESTEvents.InvalidRequestWarning, (info) =>
    logger.warn('discord invalid requests piling up', {
      count: info.count,
      remainingTimeMs: info.remainingTime,
    }),
  );
}

/** Builds the client and wires interactions to the core, without connecting to the gateway. */
export function createDiscordAdapter(options: DiscordOptions): DiscordAdapter {
  const client = new Client({
    // Interactions arrive without privileged intents; Guilds keeps channels cached for posts;
    // GuildMessages (not privileged: no content) shows that people wrote below a board;
    // DirectMessages brings typed commands in DMs, whose channels are not cached (Partials).
    intents: [
      GatewayIntentBits.Guilds,
      GatewayIntentBits.GuildMessages,
      GatewayIntentBits.DirectMessages,
    ],
    partials: [Partials.Channel],
    allowedMentions: NO_MENTIONS,
    ...shardClientOptions(options.shards ?? 'auto'),
    ...options.clientOptions,
  });
  // REST calls that need the bot token (channel.send, channel fetch) work before login too.
  client.rest.setToken(options.token);
  const confirmations = new Confirmations<ButtonInteraction>();
  const deferAfterMs = options.deferAfterMs ?? DEFAULT_DEFER_AFTER_MS;
  const translate = translateOptions({
    confirmations,
    parseCommand: options.parseCommand,
    launch: options.activity === true,
  });
  const boards: BoardDeps = {
    client,
    core: options.core,
    logger: options.logger,
    edits: new BoardEdits(),
    translate: (reply) => toDiscordMessage(reply, { ...translate, direct: false }),
    webhooks: new WebhookBoards(options.now),
  };
  const handle = createInteractionHandler({
    core: options.core,
    parseCommand: options.parseCommand,
    logger: options.logger,
    deferAfterMs,
    gauge: new LatencyGauge(deferAfterMs),
    confirmations,
    boards,
    launch: options.activity === true,
    ...(options.onFirstResponse && { onFirstResponse: options.onFirstResponse }),
  });
  const inFlight = new Set<Promise<void>>();
  let draining: Promise<void> | undefined;
  client.on(Events.InteractionCreate, (interaction) => {
    const work = draining ? refuseWhileRestarting(interaction) : handle(interaction);
    // handle() logs its own failures; this catch only guards against a bug in that logging.
    const done = work
      .catch((error: unknown) =>
        options.logger.error('discord interaction handler crashed', errorFields(error)),
      )
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  });
  const track = (work: Promise<void>) => {
    const done = work.finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  countChatBelowBoards(client, options.core, options.logger, track);
  answerDirectMessages(client, { ...options, boards, track });
  logClientEvents(client, options.logger);
  const idle = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const drain = (graceMs = SHUTDOWN_GRACE_MS) => {
    draining ??= (async () => {
      if (!(await settlesWithin(idle(), graceMs))) {
        options.logger.warn('discord interactions still running at shutdown', {
          count: inFlight.size,
          graceMs,
        });
      }
    })();
    return draining;
  };
  return {
    client,
    poster: createPoster(client, translate, (refs) => retireBoards(boards, refs)),
    idle,
    readiness: () => shardReadiness(client),
    drain,
    close: async () => {
      await drain();
      await client.destroy();
    },
    deliver: (conversation, replies) => deliverReplies(boards, conversation, replies),
    openDirect: (userId) => openDirect(client, userId),
  };
}

/**
 * Starts the Discord adapter: registers the commands in the development server when a guild id
 * is given, then logs in to the gateway with the shards of `options.shards` (see shards.ts).
 */
export async function startDiscord(options: DiscordOptions): Promise<DiscordAdapter> {
  const adapter = createDiscordAdapter(options);
  if (options.guildId) {
    try {
      const result = await registerCommands({
        token: options.token,
        applicationId: options.applicationId,
        guildId: options.guildId,
        activity: options.activity === true,
        ...(options.clientOptions?.rest && { rest: options.clientOptions.rest }),
      });
      options.logger.info('discord commands registered', {
        guildId: options.guildId,
        names: result.names,
      });
    } catch (error) {
      // A failed registration leaves the old commands in place; the bot still runs.
      options.logger.warn('discord command registration failed', errorFields(error));
    }
  }
  try {
    await adapter.client.login(options.token);
  } catch (error) {
    // Leave nothing running behind a failed start (timers, sockets).
    await adapter.client.destroy();
    throw new Error(`Discord login failed: ${errorFields(error).error as string}`, {
      cause: error,
    });
  }
  return adapter;
}

/** Tells the asker the bot is restarting (privately), without calling the core. */
async function refuseWhileRestarting(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) await interaction.respond([]);
  else if (interaction.isRepliable()) {
    const content = t(
      wordsLocale(interaction.locale, interaction.guildLocale),
      'discord.restarting',
    );
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  }
}
