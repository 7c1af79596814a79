// The stores under the bot's real move path (store-move-path.ts: typed moves through
// `core.handle`, boards "rendered" by a counting stub, live boards recorded as the Slack adapter
// records them), the current code beside the old path (OLD_COMMIT, extracted from git) in the
// same run:
// (a) SQLite synchronous=FULL: moves/s and latency one at a time and with 8 and 32 in flight,
//     and fsyncs per acknowledged move (a child process under `strace -f -c --seccomp-bpf -e
//     trace=fsync,fdatasync`, its setup counted alone and subtracted), beside the disk's raw
//     fsync rate measured here (4 KiB write + fdatasync in a loop, before and after);
// (b) PostgreSQL (a throwaway server, fsync on): 1, 2 and 3 processes on one database, each its
//     own pool and tables, moves/s in total and p99.
// `npm run bench -- store`; STORE_BENCH_MS sets each load's length (default 3000 ms),
// STORE_BENCH_PARTS=a or b prints one table, STORE_BENCH_REPEATS the runs of each PostgreSQL
// row (default 3), STORE_BENCH_POOL each process's pool (default 10, DATABASE_POOL_SIZE's),
// STORE_BENCH_OLD=no leaves the old path out.

import { spawnSync } from 'node:child_process';
import {
  closeSync,
  fdatasyncSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { MemoryStore } from '../src/store/memory.ts';
import type { Store } from '../src/store/port.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';
import { percentile, printTable } from './lib.ts';
import {
  extractOldCode,
  loadCode,
  OLD_COMMIT,
  STORE_CHILD,
  type StoreCode,
  type Variant,
} from './store-code.ts';
import { postgresTable } from './store-postgres.ts';
import { countingRenderer, sustained, type Load, type MovePathBot } from './store-move-path.ts';

const LOAD_MS = Number(process.env.STORE_BENCH_MS ?? 3000);
/** Which tables to print: `a`, `b` or both (STORE_BENCH_PARTS=b for PostgreSQL alone). */
const PARTS = process.env.STORE_BENCH_PARTS ?? 'ab';
const WARM_UP_MS = 1000;
const FSYNC_MOVES = 400;
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const ms = (x: number) => Math.round(x * 100) / 100;

function makeBot(code: StoreCode, store: Store): MovePathBot {
  return code.createBot({
    store,
    clock: { now: () => new Date() },
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer: countingRenderer(),
    photoReader: null,
    logger: silent,
  });
}

/** fdatasync calls per second on `dir`'s disk: 4 KiB overwrites in a 1 MiB file, as a WAL does. */
function rawFsyncRate(dir: string, durationMs = 1000): number {
  const file = join(dir, 'fsync-probe.bin');
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096, 7);
  let n = 0;
  const start = performance.now();
  try {
    while (performance.now() - start < durationMs) {
      writeSync(fd, block, 0, block.length, (n % 256) * 4096);
      fdatasyncSync(fd);
      n++;
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return (n * 1000) / (performance.now() - start);
}

/**
 * fsync + fdatasync calls per move of a child that plays `moves` moves `inFlight` at a time on
 * a fresh SQLite file (FULL), counted by strace: the played run less a run that only opens the
 * same tables. Undefined when strace is missing or failed.
 */
function fsyncsPerMove(variant: Variant, inFlight: number, dir: string): number | undefined {
  const count = (moves: number) => {
    const tag = `${variant.root ? 'old' : 'new'}-${inFlight}-${moves}`;
    const out = join(dir, `strace-${tag}.txt`);
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-c',
        '--seccomp-bpf',
        '-e',
        'trace=fsync,fdatasync',
        '-o',
        out,
        process.execPath,
        '--import',
        'tsx',
        STORE_CHILD,
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          MODE: 'fsync',
          STORE_CHILD_ROOT: variant.root,
          SQLITE_FILE: join(dir, `fsync-${tag}.sqlite`),
          IN_FLIGHT: String(inFlight),
          MOVES: String(moves),
          TABLES: String(Math.ceil(FSYNC_MOVES / 30) + inFlight),
        },
      },
    );
    if (run.error || run.status !== 0) return undefined;
    // "100.00    0.001234    4    317    total": the calls column (errors may be blank).
    const total = readFileSync(out, 'utf8')
      .split('\n')
      .find((l) => /\stotal\s*$/.test(l));
    const numbers = total?.trim().split(/\s+/).slice(0, -1) ?? [];
    return numbers.length >= 4 ? Number(numbers[3]) : 0;
  };
  const base = count(0);
  const played = count(FSYNC_MOVES);
  return base === undefined || played === undefined ? undefined : (played - base) / FSYNC_MOVES;
}

function loadRow(load: Load): Record<string, string | number> {
  return {
    moves: load.moves,
    'moves/s': Math.round(load.movesPerSecond),
    'p50 ms': ms(percentile(load.times, 0.5)),
    'p99 ms': ms(percentile(load.times, 0.99)),
    'bot cpu ms/move': ms(load.cpuMs),
  };
}

/** (a): SQLite FULL, old and new interleaved per load, then fsyncs per move by strace. */
async function sqliteTable(variants: readonly Variant[], dir: string): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const before = rawFsyncRate(dir);
  for (const inFlight of [1, 8, 32]) {
    for (const v of variants) {
      const store = v.code.openSqlite(join(dir, `${v.root ? 'old' : 'new'}-${inFlight}.sqlite`));
      const bot = makeBot(v.code, store);
      await sustained(bot, store, inFlight, { ms: WARM_UP_MS });
      const batches = store instanceof SqliteStore ? { ...store.groupCommits } : undefined;
      const load = await sustained(bot, store, inFlight, { ms: LOAD_MS });
      const perBatch =
        batches && store instanceof SqliteStore
          ? (store.groupCommits.writes - batches.writes) /
            (store.groupCommits.batches - batches.batches)
          : undefined;
      await store.close();
      const fsyncs = fsyncsPerMove(v, inFlight, dir);
      rows.push({
        code: v.name,
        'in flight': inFlight,
        ...loadRow(load),
        'fsyncs/move': fsyncs === undefined ? 'strace missing' : ms(fsyncs),
        'writes/commit': perBatch === undefined ? '1 (no group commit)' : ms(perBatch),
      });
    }
  }
  const after = rawFsyncRate(dir);
  // Peers: NORMAL (no fsync per move) and the memory store, current code, 32 in flight.
  const code = variants.at(-1)!.code;
  const peers: [string, Store][] = [
    [
      'current, synchronous=NORMAL',
      code.openSqlite(join(dir, 'normal.sqlite'), { synchronous: 'normal' }),
    ],
    ['current, memory store (peer)', new MemoryStore()],
  ];
  for (const [name, store] of peers) {
    const bot = makeBot(code, store);
    await sustained(bot, store, 32, { ms: WARM_UP_MS });
    const load = await sustained(bot, store, 32, { ms: LOAD_MS });
    await store.close();
    rows.push({
      code: name,
      'in flight': 32,
      ...loadRow(load),
      'fsyncs/move': '-',
      'writes/commit': '-',
    });
  }
  printTable(
    `(a) SQLite synchronous=FULL through the move path; the disk's raw fsync rate here: ${Math.round(before)}/s before, ${Math.round(after)}/s after (4 KiB write + fdatasync)`,
    rows,
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(os.tmpdir(), 'sudoku-store-bench-'));
  try {
    console.log(
      `store bench: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}, node ${process.version}; ${LOAD_MS / 1000} s per load; typed moves through core.handle, stub renderer, live boards recorded; shared machine: compare rows of one run`,
    );
    const variants: Variant[] = [];
    const old = extractOldCode(dir);
    if (old.ok)
      variants.push({
        name: `old (${OLD_COMMIT})`,
        code: await loadCode(old.root),
        root: old.root,
      });
    else console.log(`old path skipped: ${old.reason}`);
    if (process.env.STORE_BENCH_OLD === 'no') variants.length = 0;
    variants.push({ name: 'current', code: await loadCode(), root: '' });
    if (PARTS.includes('a')) await sqliteTable(variants, dir);
    if (PARTS.includes('b')) await postgresTable(variants, LOAD_MS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
