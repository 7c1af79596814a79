// Daily posts under the faults the world brings, the long version of
// test/bot/scheduler-crash.test.ts: 300 channels (half Discord, half Slack) due at once, fake
// platforms on loopback with a 0-150 ms round trip, production claim times (15 s lease, 1 minute
// first back-off) and Discord's nonce window as the fake enforces it (3 minutes). Faults, one
// per row: a crash loop of two processes (SIGKILL 0.5-4 s after each is ready, 30 in all), both
// platforms down for 200 s (each request refused, or done with its answer lost), a process
// SIGSTOPped for 51 s while it sends (twice), render workers that die (3) or stall (1) as they
// start. Each row on SQLite and, when its binaries are here, a throwaway PostgreSQL; beside the
// code before the daily post protocol (OLD_COMMIT, extracted from git) under the same harness.
// Printed: lost, doubled, hung (never finished), given up, without picture, lateness p50/p99.
// `npm run bench -- scheduler`; SCHEDULER_BENCH_ROWS=crash,outage,pause,render picks rows,
// SCHEDULER_BENCH_OLD=0 leaves out the old code, SCHEDULER_BENCH_CHANNELS changes the count.

import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCrashTrial, type CrashTrialOptions } from '../test/bot/scheduler-crash.ts';
import { startPostgresIfAvailable } from '../test/store/postgres-server.ts';
import { printTable } from './lib.ts';
import { extractTree } from './old-tree.ts';

/** The last commit before the daily post protocol (sends counted, marks, fences, sweeps). */
const OLD_COMMIT = 'e9d59da';
const CHANNELS = Number(process.env.SCHEDULER_BENCH_CHANNELS ?? 300);
const ROWS = (process.env.SCHEDULER_BENCH_ROWS ?? 'crash,outage,pause,render').split(',');
const WITH_OLD = process.env.SCHEDULER_BENCH_OLD !== '0';

const BASE = { channels: CHANNELS, date: '2025-03-14', dueTime: '09:00', deadlineMs: 15 * 60_000 };

interface Fault {
  readonly name: string;
  readonly options: Partial<CrashTrialOptions>;
}

const FAULTS: Partial<Record<string, Fault>> = {
  crash: {
    name: 'crash loop, 2 processes, 30 kills 0.5-4 s after ready',
    options: { processes: 2, kills: 30, killAfterMs: [500, 4000] },
  },
  outage: {
    name: 'both platforms down 200 s (nonce window 180 s), 2 processes',
    options: {
      processes: 2,
      nonceWindowMs: 180_000,
      outage: { afterMs: 1000, durationMs: 200_000 },
    },
  },
  pause: {
    name: 'SIGSTOP 51 s mid-send (lease 15 s), twice, 2 processes',
    options: { processes: 2, pause: { count: 2, durationMs: 51_000 } },
  },
  render: {
    name: 'render workers: the first 3 die as they start',
    options: { renderFault: { kind: 'die', starts: 3 } },
  },
  renderStall: {
    name: 'render worker stalls as it starts (start limit 60 s)',
    options: { renderFault: { kind: 'stall', starts: 1 } },
  },
};

/** The old code's tree with this harness's child script in it (it uses no newer API). */
function oldTree(dir: string): string | undefined {
  const tree = extractTree(
    OLD_COMMIT,
    ['src', 'adapters', 'test', 'assets', 'package.json', 'tsconfig.json'],
    dir,
  );
  if (!tree.ok) {
    console.log(`old code rows skipped: ${tree.reason}`);
    return undefined;
  }
  for (const file of ['scheduler-crash-child.ts', 'startup-fault-worker.mjs']) {
    copyFileSync(join(import.meta.dirname, '../test/bot', file), join(tree.root, 'test/bot', file));
  }
  return tree.root;
}

const work = mkdtempSync(join(tmpdir(), 'sudoku-sched-bench-'));
const postgres = await startPostgresIfAvailable();
if (!postgres.ok) console.log(`PostgreSQL rows skipped: ${postgres.reason}`);
const old = WITH_OLD ? oldTree(work) : undefined;
const keys = ROWS.flatMap((r) => (r === 'render' ? ['render', 'renderStall'] : [r]));

const table: Record<string, string | number>[] = [];
let trial = 0;
try {
  for (const key of keys) {
    const fault = FAULTS[key];
    if (!fault) throw new Error(`unknown row ${key}: use crash, outage, pause or render`);
    const backends: ('SQLite' | 'PostgreSQL')[] = postgres.ok
      ? ['SQLite', 'PostgreSQL']
      : ['SQLite'];
    const trees: [string, string | undefined][] = [
      ['built', undefined],
      ...(old ? ([['old code', old]] as [string, string][]) : []),
    ];
    for (const backend of backends) {
      for (const [code, tree] of trees) {
        const dir = join(work, `t${++trial}`);
        mkdirSync(dir);
        const databaseUrl =
          backend === 'PostgreSQL' && postgres.ok ? await postgres.server.freshUrl() : undefined;
        const r = await runCrashTrial({
          dir,
          ...BASE,
          ...fault.options,
          seed: 1000 + trial,
          ...(databaseUrl && { databaseUrl }),
          ...(tree && { tree }),
        });
        console.log(`${fault.name} / ${backend} / ${code}: ${JSON.stringify(r)}`);
        table.push({
          fault: fault.name,
          store: backend,
          code,
          kills: r.kills,
          pauses: r.pauses,
          lost: r.lost,
          doubled: r.doubles,
          hung: r.hung,
          'given up': r.givenUp,
          'no picture': r.withoutPicture,
          'late p50 (s)': r.latenessP50Seconds,
          'late p99 (s)': r.latenessP99Seconds,
          'latest (s)': r.maxLateSeconds,
          'copies deleted': r.copiesDeleted,
          'wall (s)': Math.round(r.wallMs / 1000),
        });
      }
    }
  }
} finally {
  if (postgres.ok) await postgres.server.destroy();
  rmSync(work, { recursive: true, force: true });
}
printTable(`Daily posts under faults (${CHANNELS} channels, 0-150 ms platform)`, table);
