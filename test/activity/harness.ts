// The Sudoku Activity end to end without Discord: the real core (memory store, fixture puzzles,
// real hints and pictures), the real discord.js adapter on the fake Discord API (which also
// plays Discord's OAuth and Activity instances), the Activity's server, and a fake Discord client
// that frames it. One server channel, its instance, and players who can sign in.

import { SnowflakeUtil } from 'discord.js';
import { startActivity, type ActivityServer } from '../../adapters/activity/index.ts';
import { GameChanges } from '../../adapters/shared/game-changes.ts';
import { RateLimiter } from '../../adapters/web/rate-limits.ts';
import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Conversation } from '../../src/bot/types.ts';
import type { Game } from '../../src/game/game.ts';
import { realCore } from '../support/real-core.ts';
import { freePort } from '../support/free-port.ts';
import { MemoryLogger, startHarness, TEST_TOKEN, type Harness } from '../discord/harness.ts';
import { APPLICATION_ID, CHANNEL_ID, GUILD_ID } from '../discord/payloads.ts';
import { FakeDiscordClient } from './fake-client.ts';
import { FakeDiscordOAuth, type FakeUser } from './fake-oauth.ts';

export const CLIENT_SECRET = 'fake-client-secret-0123456789abcdef';
export const INSTANCE_ID = `i-1276580072400224306-gc-${GUILD_ID}-${CHANNEL_ID}`;
export const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};

/** Players of the tests, by name. */
export const PLAYERS: Record<string, FakeUser> = Object.fromEntries(
  ['Ada', 'Grace', 'Kurt', 'Emmy', 'Hedy'].map((name, i) => [
    name,
    {
      id: String(1180000000000000001n + BigInt(i)),
      username: name.toLowerCase(),
      global_name: name,
    },
  ]),
);

export interface ActivityHarness {
  readonly bot: SudokuBot;
  readonly discord: Harness<SudokuBot>;
  readonly oauth: FakeDiscordOAuth;
  readonly client: FakeDiscordClient;
  readonly activity: ActivityServer;
  readonly logger: MemoryLogger;
  /** The fake clock of the Activity's sessions and rate limits (ms). */
  readonly clock: { ms: number };
  /** The channel's current game. */
  game(): Promise<Game>;
  close(): Promise<void>;
}

/** Starts everything; `inInstance` players are listed in the channel's Activity instance. */
export async function startActivityHarness(
  options: { inInstance?: readonly string[]; pollMs?: number; frozenClock?: boolean } = {},
): Promise<ActivityHarness> {
  const logger = new MemoryLogger();
  const { bot, store, clock: coreClock } = realCore(logger);
  // The core's clock runs from its fixed morning at the speed of real time.
  const started = Date.now();
  const morning = coreClock.ms;
  coreClock.now = () => new Date(morning + Date.now() - started);
  const changes = new GameChanges();
  const core = changes.wrap(bot);
  const discord = await startHarness({ core, parseCommand, activity: true });
  const oauth = new FakeDiscordOAuth(APPLICATION_ID, CLIENT_SECRET, TEST_TOKEN).install(
    discord.api,
  );
  for (const user of Object.values(PLAYERS)) oauth.addUser(user);
  oauth.instances.set(INSTANCE_ID, {
    location: { kind: 'gc', channel_id: CHANNEL_ID, guild_id: GUILD_ID },
    users: (options.inInstance ?? Object.keys(PLAYERS)).map((name) => PLAYERS[name]!.id),
  });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const client = await FakeDiscordClient.start(oauth, () => url, APPLICATION_ID);
  // The core's time unless frozen: the rate limit test sends its burst within one instant.
  const clock = { ms: morning };
  const now = options.frozenClock ? () => clock.ms : () => coreClock.now().getTime();
  const activity = await startActivity({
    core,
    changes,
    logger,
    port,
    clientId: APPLICATION_ID,
    clientSecret: CLIENT_SECRET,
    botToken: TEST_TOKEN,
    discordApi: `${discord.api.origin}/api/v10`,
    publicOrigin: url,
    parentOrigins: [client.origin],
    deliver: (conversation, replies) => discord.adapter.deliver(conversation, replies),
    openDirect: (userId) => discord.adapter.openDirect(userId),
    now,
    moves: new RateLimiter(undefined, undefined, now),
    ...(options.pollMs !== undefined && { boardPollMs: options.pollMs }),
  });
  return {
    bot,
    discord,
    oauth,
    client,
    activity,
    logger,
    clock,
    async game() {
      const game = await store.currentGame({ platform: 'discord', conversationId: CHANNEL_ID });
      if (!game) throw new Error('no game in the channel');
      return game;
    },
    async close() {
      await activity.close();
      await client.close();
      await discord.close();
    },
  };
}

/** A fresh snowflake (ids of channels and users the tests make up). */
export function snowflake(): string {
  return SnowflakeUtil.generate().toString();
}
