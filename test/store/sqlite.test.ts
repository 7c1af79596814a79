// The Store contract on SQLite files, then what only SQLite shows: the file and its folder are
// created, migrations run once, a newer schema is refused, and the durability setting holds.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreSchemaError } from '../../src/store/errors.ts';
import { MIGRATIONS } from '../../src/store/migrations.ts';
import type { Store } from '../../src/store/port.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { describeStoreContract } from './contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
const newFile = () => join(dir, `db${++fileCount}`, 'sudoku.sqlite');
const files = new WeakMap<Store, string>();

function open(file: string): SqliteStore {
  const store = new SqliteStore(file);
  files.set(store, file);
  return store;
}

function rawCount(file: string, table: string): number {
  const raw = new Database(file, { readonly: true });
  try {
    return (raw.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    raw.close();
  }
}

describeStoreContract({
  name: 'sqlite',
  fresh: async () => open(newFile()),
  sibling: async (store) => open(files.get(store)!),
  claimRows: async (store) => rawCount(files.get(store)!, 'one_time_claims'),
});

describe('sqlite file', () => {
  it('creates the folder, migrates once, and runs in WAL mode with synchronous=FULL by default', async () => {
    const file = newFile();
    await new SqliteStore(file).close();
    await new SqliteStore(file).close();
    const raw = new Database(file);
    expect(raw.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    // synchronous is per connection: read it through the store's own handle.
    const full = new SqliteStore(file);
    const normal = new SqliteStore(file, { synchronous: 'normal' });
    const mode = (s: SqliteStore) =>
      (s as unknown as { db: Database.Database }).db.pragma('synchronous', { simple: true });
    expect([mode(full), mode(normal)]).toEqual([2, 1]); // FULL = 2, NORMAL = 1
    await full.close();
    await normal.close();
  });

  it('commits one-time claims without an fsync, visible to another connection at once', async () => {
    const file = newFile();
    const store = new SqliteStore(file);
    const other = new SqliteStore(file);
    const db = (store as unknown as { db: Database.Database }).db;
    const modes: unknown[] = [];
    // Watch the mode each claim statement runs under.
    const stmt = (
      store as unknown as { stmt: { claimOnce: { run: (...a: unknown[]) => unknown } } }
    ).stmt.claimOnce;
    const run = stmt.run.bind(stmt);
    stmt.run = (...args: unknown[]) => {
      modes.push(db.pragma('synchronous', { simple: true }));
      return run(...args);
    };
    expect(await store.claimOnce('slack-replay:trigger:T1:1', 10_000, 1_000)).toBe(true);
    expect(await other.claimOnce('slack-replay:trigger:T1:1', 10_000, 1_001)).toBe(false);
    expect(modes).toEqual([1]); // NORMAL for the claim
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL again for moves
    await store.close();
    await other.close();
  });

  it('upgrades a database of schema 1 in place, old daily posts under the new rules', async () => {
    const file = newFile();
    mkdirSync(dirname(file), { recursive: true });
    const raw = new Database(file);
    raw.exec(MIGRATIONS[0]!);
    raw.pragma('user_version = 1');
    const insert = raw.prepare(
      `INSERT INTO daily_posts (platform, conversation_id, date, status, attempts, claimed_at)
       VALUES ('web', ?, '2025-03-14', ?, ?, 1000)`,
    );
    insert.run('sent', 'sent', 1);
    insert.run('failed', 'failed', 3);
    insert.run('spent', 'failed', 10);
    raw.close();
    const store = new SqliteStore(file);
    expect(await store.claimOnce('k', 10, 1)).toBe(true);
    await store.setPictureTheme({ platform: 'web', scope: 'player', id: 'u1' }, 'dark');
    const post = (id: string) =>
      store.dailyPost({ platform: 'web', conversationId: id }, '2025-03-14');
    // Old attempts may each have reached the platform: they count as sends.
    expect(await post('failed')).toEqual({
      status: 'failed',
      claims: 3,
      sends: 3,
      claimedAt: 1000,
      firstClaimedAt: 1000,
      revision: 3,
    });
    expect(await post('sent')).toMatchObject({ status: 'sent', claims: 1, revision: 1 });
    expect(await post('spent')).toMatchObject({ status: 'given-up', claims: 10 });
    await store.close();
    expect(rawCount(file, 'player_settings')).toBe(1);
    expect(rawCount(file, 'one_time_claims')).toBe(1);
  });

  it('refuses a database from a newer version of the bot', async () => {
    const file = newFile();
    await new SqliteStore(file).close();
    const raw = new Database(file);
    raw.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => new SqliteStore(file)).toThrow(StoreSchemaError);
    expect(() => new SqliteStore(file)).toThrow(/newer than this code knows/);
  });
});
