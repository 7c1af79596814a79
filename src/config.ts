// Environment -> typed configuration, validated at start. Every problem names its variable and
// says what a good value looks like; all problems are reported at once. Secrets stay in here:
// `describeConfig` gives a loggable summary without them.

import { isIP } from 'node:net';
import { isLevel, LEVELS, type Level } from './engine/levels.ts';
import { err, ok, type Result } from './engine/result.ts';
import { isDateKey, isValidTimeZone } from './game/calendar.ts';
import {
  describeStore,
  isPostgresUrl,
  SQLITE_SYNCHRONOUS_MODES,
  type StoreSettings,
} from './store/open.ts';
import { Reader, type ConfigProblem, type Env } from './config-reader.ts';
import {
  describeShardPlan,
  readActivity,
  readShardPlan,
  type DiscordActivityConfig,
  type DiscordShardPlan,
} from './config-discord.ts';
import { readSlackDistribution } from './config-slack.ts';

export type { ConfigProblem } from './config-reader.ts';
export {
  describeShardPlan,
  MIN_CLIENT_SECRET_LENGTH,
  parseShardList,
  type DiscordActivityConfig,
  type DiscordShardPlan,
} from './config-discord.ts';
export { MIN_STATE_SECRET_LENGTH } from './config-slack.ts';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The salt used when DAILY_SALT is unset: fine for the playground, not for a deployment. */
export const DEVELOPMENT_SALT = 'local-development-salt';

/** The whole configuration; the store settings (DATABASE_*, SQLITE_*) come from StoreSettings. */
export interface Config extends StoreSettings {
  readonly port: number;
  readonly webHost: string;
  /** WEB_PASSWORD: players sign in to the playground with it (required off loopback). */
  readonly webPassword?: string;
  /** WEB_TRUSTED_PROXIES: addresses and CIDR ranges whose X-Forwarded-For the playground believes. */
  readonly webTrustedProxies: readonly string[];
  readonly logLevel: LogLevel;
  readonly daily: {
    readonly timeZone: string;
    readonly salt: string;
    /** True when DAILY_SALT was not set (a warning is logged on a public deployment). */
    readonly saltIsDefault: boolean;
    readonly launchDate: string;
    /** Days of dailies generated ahead of today. */
    readonly pregenerateDays: number;
  };
  /** Fresh puzzles kept ready per level and variant for `new`. */
  readonly poolSize: number;
  readonly defaultLevel: Level;
  readonly renderImages: boolean;
  readonly photoReader: boolean;
  readonly maxPhotoBytes: number;
  readonly discord?: {
    readonly token: string;
    readonly applicationId: string;
    readonly guildId?: string;
    readonly shards: DiscordShardPlan;
    /** The Sudoku Activity (DISCORD_CLIENT_SECRET set): the board played inside Discord. */
    readonly activity?: DiscordActivityConfig;
  };
  readonly slack?: {
    /** Single-workspace mode: the Bot User OAuth Token (absent when `distribution` is set). */
    readonly botToken?: string;
    /**
     * Distribution (many workspaces, Slack's OAuth install flow; HTTP mode): the app's client
     * id and secret and the secret that signs the install flow's `state`.
     */
    readonly distribution?: {
      readonly clientId: string;
      readonly clientSecret: string;
      readonly stateSecret: string;
    };
    readonly appToken?: string;
    readonly signingSecret?: string;
    /** HTTP mode: where Slack's requests arrive (PORT, or PORT + 1 beside the playground). */
    readonly port: number;
    /** HTTP mode: the interface listened on (SLACK_HOST, default 127.0.0.1). */
    readonly host: string;
    /** HTTP mode: largest request body read; larger ones are refused unread. */
    readonly maxBodyBytes: number;
    /** Users (U.../W... ids) who may schedule besides workspace admins (SLACK_ADMIN_USERS). */
    readonly adminUsers: readonly string[];
    /** Answer /hint and /solve as well as /sudoku (SLACK_EXTRA_COMMANDS). */
    readonly extraCommands: boolean;
  };
  /** Run the web playground: when no platform is configured, or when WEB_PLAYGROUND=1. */
  readonly webPlayground: boolean;
  /** Where /healthz and /readyz are served (HEALTH_PORT, HEALTH_HOST); absent: not served. */
  readonly health?: { readonly port: number; readonly host: string };
  /** On SIGTERM, how long a running scheduler tick and work in flight may take to finish. */
  readonly shutdownGraceMs: number;
}

/** SHUTDOWN_GRACE_MS when unset: inside Docker's and Kubernetes' usual stop timeouts with compose's 30 s. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

/** Reads and validates the configuration; every problem is listed in the error. */
export function parseConfig(env: Env): Result<Config, ConfigProblem[]> {
  const r = new Reader(env);
  const port = r.integer('PORT', 3000, 1, 65535, 'a port number');
  const logLevelRaw = r.text('LOG_LEVEL')?.toLowerCase() ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw)
    ? (logLevelRaw as LogLevel)
    : 'info';
  if (logLevel !== logLevelRaw)
    r.problem('LOG_LEVEL', `'${logLevelRaw}' is not a log level: use ${LOG_LEVELS.join(', ')}.`);

  const timeZone = r.text('DAILY_TIME_ZONE') ?? 'UTC';
  if (!isValidTimeZone(timeZone)) {
    r.problem(
      'DAILY_TIME_ZONE',
      `'${timeZone}' is not a time zone: use an IANA name such as UTC, Europe/Paris or America/New_York.`,
    );
  }
  const launchDate = r.text('DAILY_LAUNCH_DATE') ?? '2025-01-01';
  if (!isDateKey(launchDate))
    r.problem(
      'DAILY_LAUNCH_DATE',
      `'${launchDate}' is not a date: use YYYY-MM-DD, e.g. 2025-01-01.`,
    );
  const salt = r.text('DAILY_SALT');
  if (salt !== undefined && salt.length < 8)
    r.problem(
      'DAILY_SALT',
      'is too short: use at least 8 random characters (e.g. `openssl rand -hex 16`).',
    );

  const defaultLevelRaw = r.text('DEFAULT_LEVEL')?.toLowerCase() ?? 'medium';
  if (!isLevel(defaultLevelRaw))
    r.problem('DEFAULT_LEVEL', `'${defaultLevelRaw}' is not a level: use ${LEVELS.join(', ')}.`);

  const discordToken = r.text('DISCORD_TOKEN');
  const applicationId = r.text('DISCORD_APPLICATION_ID');
  if (discordToken && !applicationId) {
    r.problem(
      'DISCORD_APPLICATION_ID',
      'is required with DISCORD_TOKEN (Developer Portal > General Information > Application ID).',
    );
  }
  const guildId = r.text('DISCORD_GUILD_ID');
  const shards = readShardPlan(r);
  const activity = readActivity(r, Boolean(discordToken), port);
  const slackToken = r.text('SLACK_BOT_TOKEN');
  if (slackToken && !slackToken.startsWith('xoxb-'))
    r.problem('SLACK_BOT_TOKEN', 'should start with xoxb- (the Bot User OAuth Token).');
  const appToken = r.text('SLACK_APP_TOKEN');
  if (appToken && !appToken.startsWith('xapp-'))
    r.problem(
      'SLACK_APP_TOKEN',
      'should start with xapp- (an app-level token with connections:write).',
    );
  const signingSecret = r.text('SLACK_SIGNING_SECRET');
  const distribution = readSlackDistribution(r, {
    botToken: slackToken,
    appToken,
    signingSecret,
  });
  if (slackToken && !appToken && !signingSecret) {
    r.problem(
      'SLACK_SIGNING_SECRET',
      'or SLACK_APP_TOKEN is required with SLACK_BOT_TOKEN (HTTP mode needs the signing secret; Socket Mode the app token).',
    );
  }
  const slackAdmins = (r.text('SLACK_ADMIN_USERS') ?? '').split(/[\s,]+/).filter(Boolean);
  const badAdmin = slackAdmins.find((id) => !/^[UW][A-Z0-9]{2,}$/.test(id));
  if (badAdmin)
    r.problem(
      'SLACK_ADMIN_USERS',
      `'${badAdmin.slice(0, 20)}' is not a Slack user id: list ids like U012AB3CD, separated by commas (profile > ⋮ > Copy member ID).`,
    );
  const databaseUrl = r.text('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    // The value is not echoed: it may hold a password.
    r.problem(
      'DATABASE_URL',
      'is not a PostgreSQL URL: use postgres://USER:PASSWORD@HOST:5432/DATABASE, or leave it unset to keep the SQLite file (DATABASE_PATH).',
    );
  }
  const synchronousRaw = r.text('SQLITE_SYNCHRONOUS')?.toLowerCase() ?? 'full';
  const sqliteSynchronous = SQLITE_SYNCHRONOUS_MODES.find((m) => m === synchronousRaw);
  if (!sqliteSynchronous) {
    r.problem(
      'SQLITE_SYNCHRONOUS',
      `'${synchronousRaw.slice(0, 20)}' is not a mode: use full (every move on disk before it is acknowledged) or normal (faster; a power cut may lose the last moves).`,
    );
  }

  const slackOn = Boolean(slackToken || distribution);
  const anyPlatform = Boolean(discordToken || slackOn);
  const webPlayground = r.flag('WEB_PLAYGROUND', !anyPlatform);
  const slackPort = r.integer(
    'SLACK_PORT',
    webPlayground ? port + 1 : port,
    1,
    65535,
    'a port number',
  );
  const healthPort = r.text('HEALTH_PORT')
    ? r.integer('HEALTH_PORT', 0, 1, 65535, 'a port number')
    : undefined;
  const healthHost = r.text('HEALTH_HOST') ?? '127.0.0.1';
  const listening = [
    ...(webPlayground ? [['PORT', port] as const] : []),
    ...(slackOn && !appToken ? [['SLACK_PORT', slackPort] as const] : []),
  ];
  const taken = [
    ...listening,
    ...(activity ? [['ACTIVITY_PORT', activity.port] as const] : []),
  ].find(([, p]) => p === healthPort);
  if (taken) {
    r.problem(
      'HEALTH_PORT',
      `${healthPort} is already ${taken[0]}: give the health endpoints a port of their own, e.g. ${healthPort! + 100}.`,
    );
  }

  const activityClash = activity && listening.find(([, p]) => p === activity.port);
  if (activityClash) {
    r.problem(
      'ACTIVITY_PORT',
      `${activity.port} is already ${activityClash[0]}: give the Activity a port of its own, e.g. ${activity.port + 10}.`,
    );
  }

  const webPassword = r.text('WEB_PASSWORD');
  if (webPassword !== undefined && webPassword.length < 8)
    r.problem('WEB_PASSWORD', 'is too short: use at least 8 characters.');

  const webTrustedProxies = (r.text('WEB_TRUSTED_PROXIES') ?? '').split(/[\s,]+/).filter(Boolean);
  const badProxy = webTrustedProxies.map(proxyEntryProblem).find(Boolean);
  if (badProxy) r.problem('WEB_TRUSTED_PROXIES', badProxy);

  const config: Config = {
    port,
    webHost: r.text('WEB_HOST') ?? '127.0.0.1',
    ...(webPassword ? { webPassword } : {}),
    webTrustedProxies: badProxy ? [] : webTrustedProxies,
    databasePath: r.text('DATABASE_PATH') ?? 'data/sudoku.sqlite',
    ...(databaseUrl && isPostgresUrl(databaseUrl) ? { databaseUrl } : {}),
    databasePoolSize: r.integer('DATABASE_POOL_SIZE', 10, 1, 100, 'a number of connections'),
    sqliteSynchronous: sqliteSynchronous ?? 'full',
    logLevel,
    daily: {
      timeZone,
      salt: salt ?? DEVELOPMENT_SALT,
      saltIsDefault: salt === undefined,
      launchDate,
      pregenerateDays: r.integer('DAILY_PREGENERATE_DAYS', 3, 1, 60, 'a number of days'),
    },
    poolSize: r.integer('PUZZLE_POOL_SIZE', 4, 1, 500, 'a pool size'),
    defaultLevel: isLevel(defaultLevelRaw) ? defaultLevelRaw : 'medium',
    renderImages: r.flag('RENDER_IMAGES', true),
    photoReader: r.flag('PHOTO_READER', true),
    maxPhotoBytes: r.integer(
      'MAX_PHOTO_BYTES',
      8 * 1024 * 1024,
      10_000,
      20 * 1024 * 1024,
      'a size in bytes',
    ),
    ...(discordToken && applicationId
      ? {
          discord: {
            token: discordToken,
            applicationId,
            ...(guildId ? { guildId } : {}),
            shards,
            ...(activity ? { activity } : {}),
          },
        }
      : {}),
    ...(slackOn
      ? {
          slack: {
            ...(distribution ? { distribution } : slackToken ? { botToken: slackToken } : {}),
            ...(appToken ? { appToken } : {}),
            ...(signingSecret ? { signingSecret } : {}),
            port: slackPort,
            host: r.text('SLACK_HOST') ?? '127.0.0.1',
            maxBodyBytes: r.integer(
              'SLACK_MAX_BODY_BYTES',
              1024 * 1024,
              64 * 1024,
              16 * 1024 * 1024,
              'a size in bytes',
            ),
            adminUsers: slackAdmins,
            extraCommands: r.flag('SLACK_EXTRA_COMMANDS', true),
          },
        }
      : {}),
    webPlayground,
    ...(healthPort !== undefined ? { health: { port: healthPort, host: healthHost } } : {}),
    shutdownGraceMs: r.integer(
      'SHUTDOWN_GRACE_MS',
      DEFAULT_SHUTDOWN_GRACE_MS,
      0,
      10 * 60_000,
      'a time in milliseconds',
    ),
  };
  return r.problems.length ? err(r.problems) : ok(config);
}

/** Why a WEB_TRUSTED_PROXIES entry is not an address or CIDR range; undefined when it is one. */
export function proxyEntryProblem(entry: string): string | undefined {
  const parts = entry.split('/');
  const version = isIP(parts[0]!);
  const max = version === 6 ? 128 : 32;
  if (version === 0 || parts.length > 2)
    return `'${entry.slice(0, 60)}' is not an IP address or a range like 10.0.0.0/8 or fd00::/8.`;
  const prefix = parts[1] ?? '0';
  if (!(/^\d{1,3}$/.test(prefix) && Number(prefix) <= max))
    return `'${entry.slice(0, 60)}' has a prefix length that is not 0 to ${max}.`;
  return undefined;
}

/** One message listing every configuration problem. */
export function formatConfigProblems(problems: readonly ConfigProblem[]): string {
  return [
    'The configuration has problems (see .env.example):',
    ...problems.map((p) => `  ${p.variable}: ${p.message}`),
  ].join('\n');
}

/** What to log about the configuration at start: no tokens, no salt. */
export function describeConfig(config: Config): Record<string, unknown> {
  return {
    port: config.port,
    database: describeStore(config),
    logLevel: config.logLevel,
    timeZone: config.daily.timeZone,
    launchDate: config.daily.launchDate,
    dailyPuzzlesPrivate: !config.daily.saltIsDefault,
    renderImages: config.renderImages,
    photoReader: config.photoReader,
    discord: config.discord
      ? {
          shards: describeShardPlan(config.discord.shards),
          ...(config.discord.activity && {
            activity: `${config.discord.activity.host}:${config.discord.activity.port}`,
          }),
        }
      : false,
    slack: config.slack ? (config.slack.distribution ? 'distribution' : 'one workspace') : false,
    webPlayground: config.webPlayground,
    health: config.health ? `${config.health.host}:${config.health.port}` : 'off',
  };
}
