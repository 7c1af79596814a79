// Composition root: reads the configuration, opens the store (the SQLite file, or PostgreSQL
// with DATABASE_URL), builds the bot core with the real renderer, photo reader, hint workers and
// pre-generated puzzles, starts the daily scheduler and the adapters the environment asks for
// (Discord with DISCORD_TOKEN, Slack with SLACK_BOT_TOKEN or SLACK_CLIENT_ID, the web playground otherwise or
// with WEB_PLAYGROUND=1) and the health endpoints (HEALTH_PORT). On SIGINT/SIGTERM it shuts down
// gracefully (src/shutdown.ts): no new work, the running scheduler tick and interactions in flight
// finish within SHUTDOWN_GRACE_MS, then everything closes.

import { fileURLToPath } from 'node:url';
import { createBot, type SudokuBot } from './bot/core.ts';
import { parseCommand } from './bot/grammar.ts';
import type { Clock, Logger, PhotoReader, Poster, Renderer } from './bot/ports.ts';
import { createWorkerPuzzleFactory } from './bot/puzzle-factory.ts';
import { Pregenerator, StorePuzzleSource } from './bot/puzzle-supply.ts';
import type { PuzzleRater } from './bot/services.ts';
import { describeConfig, formatConfigProblems, parseConfig, type Config } from './config.ts';
import { gradePuzzle } from './engine/grade/index.ts';
import { startHealthServer, type HealthServer } from './health.ts';
import { createLogger } from './log.ts';
import { Metrics } from './metrics.ts';
import { DRAIN_MARGIN_MS, shutDown, type Running } from './shutdown.ts';
import { openStore } from './store/open.ts';
import { createHintPool } from './work/hint-pool.ts';
import type { Store } from './store/port.ts';

const systemClock: Clock = { now: () => new Date() };

/** Work budget for rating a grid posted with `new GRID` (it runs on the request path). */
const RATE_MAX_WORK = 2_000_000;

const rate: PuzzleRater = (grid) => {
  const graded = gradePuzzle(grid, { maxWork: RATE_MAX_WORK });
  // A rating cut short by the budget would understate the puzzle: call it unrated instead.
  if (!graded.ok || graded.value.budgetSpent) return undefined;
  return { level: graded.value.level, rating: graded.value.rating };
};

/** A pool of worker threads as main.ts runs it: warmed at start, ready once a thread is warm. */
type WarmPool = { warm(): Promise<string | undefined>; readiness(): string | undefined };

/**
 * Starts warming a pool's threads now, so no player waits for a start-up; a pool still cold
 * when its (generous) start-up bound passes is logged, and keeps trying (its readiness says why).
 */
function warmInBackground(pool: WarmPool, name: string, logger: Logger): void {
  void pool.warm().then((reason) => {
    if (reason) logger.warn(`${name}: no worker warm yet; still trying`, { reason });
  });
}

/** Board pictures drawn by worker threads, so the event loop only routes. */
async function optionalRenderer(
  config: Config,
  logger: Logger,
): Promise<(Renderer & WarmPool & { close(): Promise<void> }) | null> {
  if (!config.renderImages) return null;
  try {
    const { createRenderPool } = await import('./render/render-pool.ts');
    const pool = createRenderPool();
    warmInBackground(pool, 'board pictures', logger);
    return pool;
  } catch (error) {
    logger.warn('board images are off: the renderer failed to load', { error: String(error) });
    return null;
  }
}

async function optionalPhotoReader(
  config: Config,
  logger: Logger,
): Promise<(PhotoReader & WarmPool & { close(): Promise<void> }) | null> {
  if (!config.photoReader) return null;
  try {
    const { createPhotoReader } = await import('./vision/photo-reader.ts');
    const reader = createPhotoReader();
    warmInBackground(reader, 'photo reading', logger);
    return reader;
  } catch (error) {
    logger.warn('photo reading is off: the photo reader failed to load', { error: String(error) });
    return null;
  }
}

/** Starts the adapters the configuration asks for; returns what to close. */
async function startAdapters(
  config: Config,
  bot: SudokuBot,
  store: Store,
  logger: Logger,
  health: HealthServer | undefined,
): Promise<Running[]> {
  const running: Running[] = [];
  const registerPoster = (poster: Poster) => bot.registerPoster(poster);
  // Every adapter's commands are reported to the live board UIs (playground, Activity).
  const { GameChanges } = await import('../adapters/shared/game-changes.ts');
  const changes = new GameChanges();
  const core = changes.wrap(bot);
  if (config.discord) {
    const { startDiscord } = await import('../adapters/discord/index.ts');
    const discord = await startDiscord({
      core,
      parseCommand,
      token: config.discord.token,
      applicationId: config.discord.applicationId,
      ...(config.discord.guildId ? { guildId: config.discord.guildId } : {}),
      shards: config.discord.shards,
      activity: config.discord.activity !== undefined,
      logger,
    });
    registerPoster(discord.poster);
    health?.setCheck('discord', () => discord.readiness());
    running.push({
      name: 'discord',
      drain: (graceMs) => discord.drain(graceMs),
      close: () => discord.close(),
    });
    if (config.discord.activity) {
      const { startActivity } = await import('../adapters/activity/index.ts');
      const activity = await startActivity({
        core,
        logger,
        port: config.discord.activity.port,
        host: config.discord.activity.host,
        clientId: config.discord.applicationId,
        clientSecret: config.discord.activity.clientSecret,
        botToken: config.discord.token,
        deliver: (conversation, replies) => discord.deliver(conversation, replies),
        openDirect: (userId) => discord.openDirect(userId),
        changes,
        // A sign-in code is used once across every process on this store.
        claimOnce: (key, expiresAt, now) => store.claimOnce(key, expiresAt, now),
      });
      running.unshift({ name: 'activity', close: () => activity.close() });
    }
  }
  if (config.slack) {
    const { startSlack } = await import('../adapters/slack/index.ts');
    const { claimGuard } = await import('../adapters/slack/replay.ts');
    const slack = await startSlack({
      core,
      parseCommand,
      ...(config.slack.botToken ? { botToken: config.slack.botToken } : {}),
      // Many workspaces: installs kept in the store, shared by every process on it.
      ...(config.slack.distribution
        ? { distribution: { ...config.slack.distribution, store } }
        : {}),
      ...(config.slack.appToken ? { appToken: config.slack.appToken } : {}),
      ...(config.slack.signingSecret ? { signingSecret: config.slack.signingSecret } : {}),
      port: config.slack.port,
      host: config.slack.host,
      maxBodyBytes: config.slack.maxBodyBytes,
      // Replays are dropped across every process on this store, not only in this one.
      replayGuard: claimGuard(store),
      // Private replies' pictures are recorded here and swept by whichever process runs first.
      uploads: store,
      // Players' picks in move menus too, for a digit pressed in another process.
      picks: store,
      adminUsers: config.slack.adminUsers,
      extraCommands: config.slack.extraCommands,
      logger,
    });
    registerPoster(slack.poster);
    running.push({ name: 'slack', close: () => slack.close() });
  }
  if (config.webPlayground) {
    const { startWebPlayground } = await import('../adapters/web/index.ts');
    const web = await startWebPlayground({
      core,
      changes,
      parseCommand,
      port: config.port,
      host: config.webHost,
      ...(config.webPassword ? { password: config.webPassword } : {}),
      trustedProxies: config.webTrustedProxies,
      maxUploadBytes: config.maxPhotoBytes,
      logger,
      registerPoster,
    });
    console.log(`\nSudoku playground: ${web.url}\n`);
    running.push({ name: 'web', close: () => web.close() });
  }
  if (running.length === 0) {
    logger.error(
      'no adapter is running: set DISCORD_TOKEN, SLACK_BOT_TOKEN (or SLACK_CLIENT_ID for many workspaces), or WEB_PLAYGROUND=1 (see .env.example)',
    );
  }
  return running;
}

/**
 * Opens the store, starts the workers, the core, the adapters and the scheduler, putting each
 * at the front of `closing` as it starts; resolves to the names of the adapters started.
 */
async function startParts(
  config: Config,
  logger: Logger,
  health: HealthServer | undefined,
  closing: Running[],
  metrics: Metrics,
): Promise<string[]> {
  const store = await openStore(config, logger);
  closing.unshift({ name: 'store', close: () => store.close() });
  health?.setCheck('store', () => storeReadiness(store));
  const factory = createWorkerPuzzleFactory({
    salt: config.daily.salt,
    launchDate: config.daily.launchDate,
  });
  const pregenerator = new Pregenerator(store, factory, systemClock, logger, {
    timeZone: config.daily.timeZone,
    days: config.daily.pregenerateDays,
    poolSize: config.poolSize,
    defaultLevel: config.defaultLevel,
  });
  closing.unshift({ name: 'puzzle worker', close: () => pregenerator.stop() });
  const photoReader = await optionalPhotoReader(config, logger);
  if (photoReader) {
    closing.unshift({ name: 'photo reader', close: () => photoReader.close() });
    // Not ready until a reader thread is warm (OpenCV loaded): the first photo must not wait.
    health?.setCheck('photo-reader', () => photoReader.readiness());
  }
  const renderer = await optionalRenderer(config, logger);
  if (renderer) {
    closing.unshift({ name: 'renderer', close: () => renderer.close() });
    health?.setCheck('renderer', () => renderer.readiness());
  }
  // Hints are worked out in worker threads, so a hard board's hint never holds up the acks.
  const hints = createHintPool();
  warmInBackground(hints, 'hints', logger);
  closing.unshift({ name: 'hint workers', close: () => hints.close() });
  health?.setCheck('hints', () => hints.readiness());
  const bot = createBot({
    store,
    clock: systemClock,
    puzzles: new StorePuzzleSource(
      store,
      (v) => factory.levelsOf(v),
      () => pregenerator.poke(),
      (date) => pregenerator.request(date),
      (date) => pregenerator.makeDaily(date),
      (level, variant) => pregenerator.makeFresh(level, variant),
    ),
    hints,
    renderer,
    photoReader,
    logger,
    metrics,
    rater: rate,
    options: {
      timeZone: config.daily.timeZone,
      maxPhotoBytes: config.maxPhotoBytes,
      defaultLevel: config.defaultLevel,
      launchDate: config.daily.launchDate,
    },
  });
  pregenerator.start();
  const adapters = await startAdapters(config, bot, store, logger, health);
  closing.unshift(...adapters);
  bot.scheduler.start();
  closing.unshift({
    name: 'scheduler',
    drain: (graceMs) => bot.scheduler.stop(graceMs),
    close: async () => undefined,
  });
  return adapters.map((a) => a.name);
}

/** Stops everything that start() started: drains within the grace, then closes. */
export type Stop = (() => Promise<void>) & {
  /** Where /healthz and /readyz answer, when HEALTH_PORT is set. */
  readonly healthUrl?: string;
  /** How long a shutdown may take at most before the process should just exit. */
  readonly deadlineMs: number;
};

/** A game id no game has: reading it is the store's readiness query (one indexed lookup). */
const READINESS_PROBE_GAME = 'readiness-probe';

/** The store is ready when it answers a query. */
async function storeReadiness(store: Store): Promise<undefined> {
  await store.getGame(READINESS_PROBE_GAME);
  return undefined;
}

async function optionalHealthServer(
  config: Config,
  logger: Logger,
  metrics: Metrics,
): Promise<HealthServer | undefined> {
  if (!config.health) return undefined;
  const { port, host } = config.health;
  try {
    const health = await startHealthServer({ port, host, logger, metrics });
    logger.info('health endpoints', {
      url: health.url,
      paths: ['/healthz', '/readyz', '/metrics'],
    });
    return health;
  } catch (error) {
    throw new ConfigError(
      `HEALTH_PORT: cannot serve the health endpoints on ${host}:${port} (${error instanceof Error ? error.message : String(error)}): choose a free port.`,
    );
  }
}

/** Starts everything; resolves to a function that stops everything. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<Stop> {
  const parsed = parseConfig(env);
  if (!parsed.ok) throw new ConfigError(formatConfigProblems(parsed.error));
  const config = parsed.value;
  const logger = createLogger({ level: config.logLevel });
  logger.info('starting', describeConfig(config));
  if (config.daily.saltIsDefault && (config.discord || config.slack)) {
    logger.warn(
      "DAILY_SALT is not set: anyone can compute this deployment's dailies. Set a random value (see .env.example).",
    );
  }
  // Liveness answers from here on; readiness once everything below has started.
  const metrics = new Metrics();
  const health = await optionalHealthServer(config, logger, metrics);
  health?.setCheck('startup', () => 'starting');
  // In closing order: what starts later is put first, so it stops first.
  const closing: Running[] = health ? [{ name: 'health', close: () => health.close() }] : [];
  try {
    const adapters = await startParts(config, logger, health, closing, metrics);
    logger.info('started', { adapters });
  } catch (error) {
    // Leave nothing behind a failed start (listening sockets, workers, the database pool).
    await shutDown(closing, 0, logger);
    throw error;
  }
  health?.setCheck('startup', () => undefined);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    health?.markStopping();
    stopping ??= shutDown(closing, config.shutdownGraceMs, logger);
    return stopping;
  };
  return Object.assign(stop, {
    ...(health && { healthUrl: health.url }),
    deadlineMs: config.shutdownGraceMs + DRAIN_MARGIN_MS + 10_000,
  });
}

/** A configuration problem: printed without a stack trace. */
export class ConfigError extends Error {}

/** Runs the bot until SIGINT or SIGTERM, then shuts down gracefully and exits. */
export async function main(): Promise<void> {
  let stop: Stop;
  try {
    stop = await start();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('sudoku bot failed to start:', error instanceof Error ? error.message : error);
    }
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    console.error(`\n${signal}: shutting down`);
    // A second signal, or a shutdown that hangs past its deadline, ends the process anyway.
    setTimeout(() => process.exit(1), stop.deadlineMs).unref();
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
