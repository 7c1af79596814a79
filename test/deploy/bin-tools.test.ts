// The operations tools in bin/: healthcheck.js (the Docker HEALTHCHECK) exits 0 only when the
// bot is ready and says why not otherwise; backup-sqlite.js copies the SQLite file while a
// connection holds it open, checks the copy, and never overwrites.

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startHealthServer } from '../../src/health.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { MemoryLogger } from '../bot/harness.ts';

const BIN = resolve(import.meta.dirname, '../../bin');
const dir = mkdtempSync(join(tmpdir(), 'sudoku-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a bin script (asynchronously: the health server answers in this process). */
async function run(script: string, args: string[], env: Record<string, string>) {
  const clean = { PATH: process.env.PATH ?? '', ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [join(BIN, script), ...args],
      { env: clean, cwd: dir },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('bin/healthcheck.js', () => {
  it('exits 0 when ready, 1 with the reasons when not, and 1 when nothing is configured', async () => {
    const health = await startHealthServer({
      port: 0,
      host: '127.0.0.1',
      logger: new MemoryLogger(),
    });
    try {
      const port = new URL(health.url).port;
      let storeUp = true;
      health.setCheck('store', () => (storeUp ? undefined : 'connection refused'));
      const ready = await run('healthcheck.js', [], { HEALTH_PORT: port, HEALTH_HOST: '0.0.0.0' });
      expect(ready).toMatchObject({ code: 0, stdout: expect.stringContaining('"ready"') });

      storeUp = false;
      const notReady = await run('healthcheck.js', [], { HEALTH_PORT: port });
      expect(notReady.code).toBe(1);
      expect(notReady.stdout).toContain('connection refused');
      expect((await run('healthcheck.js', ['--live'], { HEALTH_PORT: port })).code).toBe(0);
    } finally {
      await health.close();
    }
    const off = await run('healthcheck.js', [], {});
    expect(off).toMatchObject({ code: 1, stderr: expect.stringMatching(/HEALTH_PORT is not set/) });
  });
});

describe('bin/backup-sqlite.js', () => {
  it('copies the file the bot has open, checked, and never overwrites', async () => {
    const source = join(dir, 'live.sqlite');
    const store = new SqliteStore(source);
    try {
      await store.setSchedule({
        conversation: { platform: 'web', id: 'general', kind: 'channel', workspace: 'local' },
        minuteOfDay: 540,
        startDate: '2025-03-14',
        setBy: 'u-ann',
      });
      const dest = join(dir, 'backup.sqlite');
      const backup = await run('backup-sqlite.js', [dest], { DATABASE_PATH: source });
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^backed up .* \(integrity_check: ok\)/);
      const copy = new SqliteStore(dest);
      expect((await copy.listSchedules()).map((s) => s.conversation.id)).toEqual(['general']);
      await copy.close();

      const again = await run('backup-sqlite.js', [dest], { DATABASE_PATH: source });
      expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/already exists/) });
    } finally {
      await store.close();
    }
  });

  it('says what to do on PostgreSQL, without a file, or without a destination', async () => {
    const pg = await run('backup-sqlite.js', ['x.sqlite'], { DATABASE_URL: 'postgres://h/db' });
    expect(pg.stderr).toMatch(/pg_dump/);
    const missing = await run('backup-sqlite.js', ['x.sqlite'], {
      DATABASE_PATH: 'nowhere.sqlite',
    });
    expect(missing.stderr).toMatch(/^DATABASE_PATH: there is no SQLite file at nowhere\.sqlite/);
    expect((await run('backup-sqlite.js', [], {})).stderr).toMatch(/^usage:/);
    expect(existsSync(join(dir, 'x.sqlite'))).toBe(false);
  });
});
