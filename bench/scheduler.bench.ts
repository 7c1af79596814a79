// Daily posts across crashes, the long version of test/bot/scheduler-crash.test.ts: 300 channels
// (half Discord, half Slack) due at once, fake platforms on loopback with a 0-150 ms round trip,
// the posting process killed with SIGKILL 25 times mid-tick and restarted on the same database.
// Rows: the path as built (platform marks and checks, a 15 s lease renewed while posting, eight
// posts at a time) on SQLite, across midnight, and on PostgreSQL (a throwaway server, when the
// binaries are there), beside the old path (no marks or checks, a ten-minute lease, one post at
// a time) measured in the same run with the same harness. Kill times and latencies come from a
// seeded generator, but the moment a kill lands depends on the machine: repeat for the spread.
// `npm run bench -- scheduler`; SCHEDULER_BENCH_REPEAT runs each row more than once (default 1).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashTrial, type CrashTrialOptions } from '../test/bot/scheduler-crash.ts';
import { startPostgresIfAvailable } from '../test/store/postgres-server.ts';
import { printTable } from './lib.ts';

const REPEAT = Number(process.env.SCHEDULER_BENCH_REPEAT ?? 1);
const BASE = {
  channels: 300,
  kills: 25,
  killAfterMs: [100, 1000],
  date: '2025-03-14',
  dueTime: '09:00',
} as const;

interface Row {
  readonly name: string;
  readonly options: Partial<CrashTrialOptions>;
}

const rows: Row[] = [
  { name: 'old path, SQLite', options: { oldPath: true } },
  { name: 'as built, SQLite', options: {} },
  { name: 'as built, SQLite, due 23:59', options: { dueTime: '23:59' } },
];

const postgres = await startPostgresIfAvailable();
if (postgres.ok) {
  rows.push({ name: 'as built, PostgreSQL', options: { databaseUrl: 'pending' } });
} else {
  console.log(`PostgreSQL rows skipped: ${postgres.reason}`);
}

const table: Record<string, string | number>[] = [];
try {
  for (let round = 0; round < REPEAT; round++) {
    for (const row of rows) {
      const dir = mkdtempSync(join(tmpdir(), 'sudoku-sched-bench-'));
      try {
        const databaseUrl =
          row.options.databaseUrl && postgres.ok ? await postgres.server.freshUrl() : undefined;
        const r = await runCrashTrial({
          dir,
          ...BASE,
          ...row.options,
          ...(databaseUrl ? { databaseUrl } : {}),
          seed: 1000 + round,
        });
        table.push({
          path: row.name,
          channels: r.channels,
          kills: r.kills,
          interrupted: r.interrupted,
          'found (Slack)': r.found,
          'nonce (Discord)': r.refusedByNonce,
          'sent twice': r.doubles,
          lost: r.lost,
          'late > 2 min': r.late,
          'latest (s)': r.maxLateSeconds,
          'wall (s)': Math.round(r.wallMs / 1000),
        });
        console.log(`${row.name}: ${JSON.stringify(r)}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
} finally {
  if (postgres.ok) await postgres.server.destroy();
}
printTable('Daily posts across 25 kill -9 mid-tick (300 channels, 0-150 ms platform)', table);
