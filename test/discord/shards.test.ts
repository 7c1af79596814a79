// Discord sharding against the fake gateway and API. With `auto` the client connects as many
// shards as Discord recommends (what lets the bot run past 2,500 servers). Split between two
// "processes" (two clients, two bot cores, two store connections on one database, shards 0 and 1
// of 2), each answers the interactions of its own shard, and when both schedulers tick at once
// each channel's daily is posted exactly once: the store's claim decides, not the shards.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDiscordAdapter,
  startDiscord,
  type DiscordAdapter,
} from '../../adapters/discord/index.ts';
import { createBot, type SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Store } from '../../src/store/port.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';
import { engineHints, FakeClock } from '../bot/harness.ts';
import { findPostgres, PostgresServer } from '../store/postgres-server.ts';
import { FakeCore, fakeParseCommand } from './fake-core.ts';
import { FakeDiscord } from './fake-discord.ts';
import { FakeGateway } from './fake-gateway.ts';
import { MemoryLogger, NO_RACE_DEFER_MS, TEST_TOKEN } from './harness.ts';
import { APPLICATION_ID, dailyChannel, GUILD_ID, slash, sub } from './payloads.ts';

let api: FakeDiscord;
let gateway: FakeGateway;
const adapters: DiscordAdapter[] = [];

beforeEach(async () => {
  api = await FakeDiscord.start();
  api.maxConcurrency = 16; // every shard identifies at once, as Discord lets large bots
  gateway = await FakeGateway.start(APPLICATION_ID);
  api.gatewayUrl = gateway.url;
});
afterEach(async () => {
  for (const adapter of adapters.splice(0)) await adapter.close();
  await gateway.close();
  await api.close();
});

const callbackOf = (payload: { id: string; token: string }) =>
  api.waitFor((r) => r.path === `/interactions/${payload.id}/${payload.token}/callback`);

describe('shards in one process', () => {
  it('connects as many shards as Discord recommends and answers interactions on each', async () => {
    api.recommendedShards = 3;
    const logger = new MemoryLogger();
    const adapter = await startDiscord({
      core: new FakeCore(),
      parseCommand: fakeParseCommand,
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      logger,
      clientOptions: { rest: { api: api.api } },
      deferAfterMs: NO_RACE_DEFER_MS,
    });
    adapters.push(adapter);
    await gateway.identified(3);
    const shards = gateway.identifies.map((i) => i.shard).sort();
    expect(shards).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
    await expect.poll(() => logger.find('discord ready').length).toBe(1);
    expect(logger.find('discord ready')[0]!.fields).toMatchObject({
      shards: [0, 1, 2],
      shardCount: 3,
    });
    expect(logger.find('discord shard ready')).toHaveLength(3);
    expect(adapter.readiness()).toBeUndefined();

    const payload = slash('sudoku', sub('board'));
    gateway.dispatch('INTERACTION_CREATE', payload, 2);
    expect((await callbackOf(payload)).json.type).toBe(4);
  });

  it('is not ready before it has connected', () => {
    const adapter = createDiscordAdapter({
      core: new FakeCore(),
      parseCommand: fakeParseCommand,
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      logger: new MemoryLogger(),
      clientOptions: { rest: { api: api.api } },
    });
    expect(adapter.readiness()).toBe('not connected to the gateway yet');
  });
});

const DATE = '2025-03-14';
const CHANNELS = [11, 12, 13, 14, 15, 16].map((n) => `11300000000000000${n}`);

interface ShardProcess {
  readonly bot: SudokuBot;
  readonly adapter: DiscordAdapter;
  readonly logger: MemoryLogger;
}

/** One bot process: its own store connection, core, scheduler and client for shard `id` of 2. */
async function shardProcess(store: Store, id: number): Promise<ShardProcess> {
  const logger = new MemoryLogger();
  const bot = createBot({
    store,
    clock: new FakeClock(Date.parse(`${DATE}T10:00:00Z`)),
    puzzles: new FixturePuzzleSource(),
    hints: engineHints,
    renderer: null,
    photoReader: null,
    logger,
  });
  const adapter = await startDiscord({
    core: bot,
    parseCommand,
    token: TEST_TOKEN,
    applicationId: APPLICATION_ID,
    shards: { count: 2, ids: [id] },
    logger,
    clientOptions: { rest: { api: api.api } },
    deferAfterMs: NO_RACE_DEFER_MS,
  });
  adapters.push(adapter);
  bot.registerPoster(adapter.poster);
  return { bot, adapter, logger };
}

/** Two shard processes on `open()`'s database: routing by shard, then each daily posted once. */
async function postOncePerChannel(open: () => Promise<Store>) {
  const stores = [await open(), await open()];
  try {
    for (const id of CHANNELS) {
      api.addChannel({ ...dailyChannel(), id });
      await stores[0]!.setSchedule({
        conversation: { platform: 'discord', id, kind: 'channel', workspace: GUILD_ID },
        minuteOfDay: 9 * 60,
        startDate: DATE,
        setBy: 'u-manager',
      });
    }
    const [a, b] = [await shardProcess(stores[0]!, 0), await shardProcess(stores[1]!, 1)];
    await gateway.identified(2);
    expect(gateway.identifies.map((i) => i.shard).sort()).toEqual([
      [0, 2],
      [1, 2],
    ]);

    // An interaction reaches the process that holds its shard, and only that one.
    const payload = slash('sudoku', sub('board'));
    gateway.dispatch('INTERACTION_CREATE', payload, 1);
    await callbackOf(payload);
    expect(b!.logger.find('command')).toHaveLength(1);
    expect(a!.logger.find('command')).toHaveLength(0);

    // Both schedulers tick at the same moment, twice.
    const first = await Promise.all([a!.bot.scheduler.tick(), b!.bot.scheduler.tick()]);
    const second = await Promise.all([a!.bot.scheduler.tick(), b!.bot.scheduler.tick()]);
    const posted = first.flatMap((r) => r.posted).sort();
    expect(posted).toEqual(CHANNELS.map((id) => `discord:${id}`));
    expect(first.flatMap((r) => r.failed)).toEqual([]);
    expect(second.flatMap((r) => r.posted)).toEqual([]);
    for (const id of CHANNELS) {
      const sends = api.requests.filter(
        (r) => r.method === 'POST' && r.path === `/channels/${id}/messages`,
      );
      expect(sends, id).toHaveLength(1);
      expect(sends[0]!.json.content).toMatch(/^Good morning!/);
      const status = await stores[1]!.dailyPost({ platform: 'discord', conversationId: id }, DATE);
      expect(status).toMatchObject({ status: 'sent', claims: 1, sends: 1 });
    }
  } finally {
    for (const adapter of adapters.splice(0)) await adapter.close();
    for (const store of stores) await store.close();
  }
}

describe('shards split between two processes on one database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-shards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('one SQLite file: each daily is posted once', async () => {
    const file = join(dir, 'shards.sqlite');
    await postOncePerChannel(async () => new SqliteStore(file));
  });

  const pg = findPostgres();
  it.skipIf(!pg.ok)(
    `one PostgreSQL${pg.ok ? '' : ` (skipped: ${pg.reason})`}: each daily is posted once`,
    async () => {
      const server = await PostgresServer.start(pg.ok ? pg.bin : '');
      try {
        const url = await server.freshUrl();
        await postOncePerChannel(() => PostgresStore.open(url));
      } finally {
        await server.destroy();
      }
    },
    60_000,
  );
});
