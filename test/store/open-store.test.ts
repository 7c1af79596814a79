// Choosing and opening the store from the environment: DATABASE_URL (PostgreSQL) or the SQLite
// file, SQLite's durability setting, and start-up errors that name the variable to fix, as the
// operator sees them from `npm start`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeConfig, parseConfig } from '../../src/config.ts';
import { ConfigError, start } from '../../src/main.ts';
import { StoreUnavailableError } from '../../src/store/errors.ts';
import { openStore } from '../../src/store/open.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problems(env: Record<string, string>) {
  const r = parseConfig(env);
  return r.ok ? [] : r.error;
}

/** Runs `npm start`'s entry point with `env`; resolves to its exit code and stderr. */
function startProcess(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const main = resolve(import.meta.dirname, '../../src/main.ts');
  return new Promise((done) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    proc.on('exit', (code) => done({ code, stderr }));
  });
}

describe('store configuration', () => {
  it('uses the SQLite file with synchronous=FULL unless told otherwise', () => {
    const r = parseConfig({});
    expect(r.ok && r.value).toMatchObject({
      databasePath: 'data/sudoku.sqlite',
      databasePoolSize: 10,
      sqliteSynchronous: 'full',
    });
    expect(r.ok && r.value.databaseUrl).toBeUndefined();
    const fast = parseConfig({ SQLITE_SYNCHRONOUS: 'NORMAL' });
    expect(fast.ok && fast.value.sqliteSynchronous).toBe('normal');
    expect(problems({ SQLITE_SYNCHRONOUS: 'off' })).toEqual([
      expect.objectContaining({
        variable: 'SQLITE_SYNCHRONOUS',
        message: expect.stringMatching(/use full .* or normal/),
      }),
    ]);
  });

  it('takes a PostgreSQL URL and never repeats its password', () => {
    const url = 'postgresql://bot:pa55word@db.internal:6432/sudoku?sslmode=require';
    const r = parseConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20' });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value).toMatchObject({ databaseUrl: url, databasePoolSize: 20 });
    const logged = JSON.stringify(describeConfig(r.value));
    expect(logged).toContain('postgresql bot@db.internal:6432/sudoku');
    expect(logged).not.toContain('pa55word');
    for (const bad of [
      'mysql://bot:pa55word@db/sudoku',
      'bot:pa55word@db/sudoku',
      'postgres://h:port/x',
    ]) {
      const found = problems({ DATABASE_URL: bad });
      expect(found.map((p) => p.variable)).toEqual(['DATABASE_URL']);
      expect(found[0]!.message).toMatch(/is not a PostgreSQL URL: use postgres:\/\//);
      expect(found[0]!.message).not.toContain('pa55word');
    }
    expect(problems({ DATABASE_POOL_SIZE: '0' }).map((p) => p.variable)).toEqual([
      'DATABASE_POOL_SIZE',
    ]);
  });
});

describe('openStore', () => {
  const settings = { databasePoolSize: 2, sqliteSynchronous: 'normal' as const };

  it('opens the SQLite file when no DATABASE_URL is set', async () => {
    const store = await openStore({ ...settings, databasePath: join(dir, 'a', 'sudoku.sqlite') });
    expect(store).toBeInstanceOf(SqliteStore);
    expect(await store.claimOnce('k', 10, 1)).toBe(true);
    await store.close();
  });

  it('names DATABASE_PATH when the SQLite file cannot be opened', async () => {
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, 'x');
    await expect(
      openStore({ ...settings, databasePath: join(blocker, 'sudoku.sqlite') }),
    ).rejects.toThrow(
      /^DATABASE_PATH: cannot open the SQLite file .*not-a-folder\/sudoku\.sqlite: /,
    );
  });

  it('names DATABASE_URL when no server answers there', async () => {
    const attempt = openStore({
      ...settings,
      databasePath: 'x',
      databaseUrl: 'postgres://bot:pw@127.0.0.1:1/sudoku',
    });
    await expect(attempt).rejects.toThrow(StoreUnavailableError);
    await expect(attempt).rejects.toThrow(
      'DATABASE_URL: cannot reach PostgreSQL at bot@127.0.0.1:1/sudoku (ECONNREFUSED): check that the server is running and that DATABASE_URL names the right host and port.',
    );
  });
});

describe('start-up with a wrong DATABASE_URL', () => {
  it('refuses in-process, naming the variable', async () => {
    await expect(start({ DATABASE_URL: 'not a url' })).rejects.toThrow(ConfigError);
    await expect(start({ DATABASE_URL: 'not a url' })).rejects.toThrow(
      /DATABASE_URL: is not a PostgreSQL URL/,
    );
    await expect(
      start({
        DATABASE_URL: 'postgres://127.0.0.1:1/sudoku',
        LOG_LEVEL: 'error',
      }),
    ).rejects.toThrow(/^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1\/sudoku/);
  });

  it('exits with status 1 and one clear line, no stack trace', async () => {
    const [malformed, unreachable] = await Promise.all([
      startProcess({ DATABASE_URL: 'mysql://bot:pw@db/sudoku' }),
      startProcess({
        DATABASE_URL: 'postgres://bot:pw@127.0.0.1:1/sudoku',
        RENDER_IMAGES: '0',
        PHOTO_READER: '0',
      }),
    ]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(/DATABASE_URL: is not a PostgreSQL URL/);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr.trim()).toBe(
      'sudoku bot failed to start: DATABASE_URL: cannot reach PostgreSQL at bot@127.0.0.1:1/sudoku (ECONNREFUSED): check that the server is running and that DATABASE_URL names the right host and port.',
    );
    for (const run of [malformed, unreachable]) {
      expect(run.stderr).not.toContain('pw@');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  }, 30_000);
});
