// The Store contract on PostgreSQL (a throwaway server started here: see postgres-server.ts),
// then what only PostgreSQL shows: versioned migrations applied once by processes starting
// together, a newer schema refused, and clear errors for a server or database that isn't there.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreSchemaError, StoreUnavailableError } from '../../src/store/errors.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/port.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { PostgresBoards } from '../../src/store/postgres-boards.ts';
import { PostgresDatabase } from '../../src/store/postgres-database.ts';
import { PG_MIGRATIONS } from '../../src/store/postgres-migrations.ts';
import { describeStoreContract } from './contract.ts';
import { advanced, free, move } from './contract-fixtures.ts';
import { findPostgres, PostgresServer } from './postgres-server.ts';

const found = findPostgres();

/** One statement on the database at `url`, through its own connection. */
async function sql<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

const settings = (databaseUrl: string) => ({
  databasePath: 'unused.sqlite',
  databaseUrl,
  databasePoolSize: 4,
  sqliteSynchronous: 'full' as const,
});

if (!found.ok) {
  console.warn(`PostgreSQL store tests skipped: ${found.reason}`);
  describe.skip(`PostgreSQL store (skipped: ${found.reason})`, () => {
    it('needs a PostgreSQL server', () => undefined);
  });
} else {
  let running: PostgresServer | undefined;
  const server = () => {
    if (!running) throw new Error('the PostgreSQL server did not start (see beforeAll)');
    return running;
  };
  const urls = new WeakMap<Store, string>();
  const open = async (url: string) => {
    const store = await PostgresStore.open(url, { poolSize: 4 });
    urls.set(store, url);
    return store;
  };
  beforeAll(async () => {
    running = await PostgresServer.start(found.bin);
  });
  afterAll(async () => running?.destroy());

  describeStoreContract({
    name: 'postgresql',
    fresh: async () => open(await server().freshUrl()),
    sibling: async (store) => open(urls.get(store)!),
    claimRows: async (store) =>
      (
        await sql<{ n: number }>(urls.get(store)!, 'SELECT count(*)::int AS n FROM one_time_claims')
      )[0]!.n,
  });

  describe('postgresql database', () => {
    it('applies each migration once, even when several processes start together', async () => {
      const url = await server().freshUrl();
      const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresStore.open(url)));
      await Promise.all(stores.map((s) => s.close()));
      await (await PostgresStore.open(url)).close();
      const versions = await sql<{ version: number }>(
        url,
        'SELECT version FROM sudoku_schema_migrations ORDER BY version',
      );
      expect(versions.map((v) => v.version)).toEqual(PG_MIGRATIONS.map((_, i) => i + 1));
    });

    it('refuses a database from a newer version of the bot, changing nothing', async () => {
      const url = await server().freshUrl();
      await (await PostgresStore.open(url)).close();
      const newer = PG_MIGRATIONS.length + 1;
      await sql(url, `INSERT INTO sudoku_schema_migrations (version) VALUES (${newer})`);
      await expect(PostgresStore.open(url)).rejects.toThrow(StoreSchemaError);
      await expect(openStore(settings(url))).rejects.toThrow(
        `the database schema is version ${newer}, newer than this code knows (${PG_MIGRATIONS.length}); upgrade the bot`,
      );
    });

    it('sends moves that arrive together as one statement, each on its own version', async () => {
      const store = await PostgresStore.open(await server().freshUrl(), { poolSize: 2 });
      try {
        const games = await Promise.all(
          Array.from({ length: 12 }, (_, i) => store.startGame(free(`g${i}`, `c${i}`))),
        );
        const before = { ...store.groupCommits };
        const results = await Promise.all([
          ...games.map((g) =>
            store.commitMove({ game: advanced(g), expectedVersion: 0, move: move() }),
          ),
          // The same game again in the same turn: it waits for the next batch, then is stale.
          store.commitMove({ game: advanced(games[0]!), expectedVersion: 0, move: move() }),
        ]);
        expect(results).toEqual([...games.map(() => true), false]);
        expect(store.groupCommits.batches - before.batches).toBe(2);
        expect(store.groupCommits.largest).toBe(12);
        // A retry after a conflict goes at once, in a batch of its own.
        const game = (await store.getGame('g1'))!;
        const retried = store.commitMove({
          game: advanced(game),
          expectedVersion: 1,
          move: move(),
          urgent: true,
        });
        expect(store.groupCommits.batches - before.batches).toBe(3);
        expect(await retried).toBe(true);
        const stored = await Promise.all(games.map((g) => store.getGame(g.id)));
        expect(stored.map((g) => g?.version)).toEqual(games.map((_, i) => (i === 1 ? 2 : 1)));
      } finally {
        await store.close();
      }
    });

    it('commits live-board records without waiting for the disk, and moves still waiting', async () => {
      // One connection, so every statement below runs in the same session.
      const db = await PostgresDatabase.open(await server().freshUrl(), { poolSize: 1 });
      const show = { name: 'show-sync', text: 'SHOW synchronous_commit' };
      try {
        const boards = new PostgresBoards(db);
        const key = { gameId: 'g1', viewer: '' };
        const where = { platform: 'web', conversationId: 'c1' };
        expect(
          await boards.setBoardMessage(key, where, { ref: 'm1', postedAt: 1 }, undefined),
        ).toBe(true);
        await boards.noteVisibleMessage(where);
        expect(await boards.swapBoardPicture(key, 'm1', 'F1')).toEqual({ matched: true });
        // Asynchronous for those transactions alone: the session (and its next move) keeps 'on'.
        expect(await db.one<{ synchronous_commit: string }>(show, [])).toEqual({
          synchronous_commit: 'on',
        });
        expect(await boards.boardMessage(key)).toEqual({
          ref: 'm1',
          postedAt: 1,
          messagesAfter: 1,
          picture: 'F1',
        });
      } finally {
        await db.close();
      }
    });

    it('says which variable to fix when the server or database is not there', async () => {
      const closed = `postgres://bot:s3cret@127.0.0.1:${server().port + 1}/sudoku`;
      const refused = openStore(settings(closed));
      await expect(refused).rejects.toThrow(StoreUnavailableError);
      await expect(refused).rejects.toThrow(
        `DATABASE_URL: cannot reach PostgreSQL at bot@127.0.0.1:${server().port + 1}/sudoku (ECONNREFUSED)`,
      );
      await expect(refused).rejects.not.toThrow(/s3cret/);
      await expect(openStore(settings(server().url('no_such_db')))).rejects.toThrow(
        /^DATABASE_URL: PostgreSQL at postgres@127\.0\.0\.1:\d+\/no_such_db has no such database/,
      );
    });
  });
}
