// Stores under load through the bot core (no rendering): sustained moves per second and latency
// (p50/p99) with many commands in flight, for PostgreSQL on loopback (a throwaway server started
// here, fsync on), SQLite with synchronous=FULL (the default) and NORMAL, and the memory store as
// the peer, all in the same run. Then SQLite's durability price: ms per move one at a time, and
// fsyncs per acknowledged move counted with strace, FULL against NORMAL.
// `npm run bench -- store`; STORE_BENCH_MS sets each load's length (default 3000 ms).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createBot, type SudokuBot } from '../src/bot/core.ts';
import type { Conversation, User } from '../src/bot/types.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { MemoryStore } from '../src/store/memory.ts';
import type { Store } from '../src/store/port.ts';
import { PostgresStore } from '../src/store/postgres.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';
import { findPostgres, PostgresServer } from '../test/store/postgres-server.ts';
import { percentile, printTable } from './lib.ts';

const LOAD_MS = Number(process.env.STORE_BENCH_MS ?? 3000);
const IN_FLIGHT = 32;
const WARM_UP_MS = 1000;
const FSYNC_MOVES = 300;
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const ms = (x: number) => Math.round(x * 100) / 100;

function makeBot(store: Store): SudokuBot {
  return createBot({
    store,
    clock: { now: () => new Date() },
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer: null,
    photoReader: null,
    logger: silent,
  });
}

/** A conversation with a fresh easy game, and its correct moves (all but the last cell). */
interface Table {
  readonly conversation: Conversation;
  readonly user: User;
  readonly moves: string[];
}

let tables = 0;
async function newTable(bot: SudokuBot, store: Store): Promise<Table> {
  const id = `bench-${process.pid}-${++tables}`;
  const conversation: Conversation = { platform: 'web', id, kind: 'channel', workspace: 'bench' };
  const user = { id: `player-${tables % 50}`, name: 'Bench', canManage: true };
  await bot.handle({ conversation, user, command: { kind: 'new', level: 'easy' } });
  const game = (await store.currentGame({ platform: 'web', conversationId: id }))!;
  const moves: string[] = [];
  game.givens.forEach((d, cell) => {
    if (!d) moves.push(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`);
  });
  moves.pop(); // no game ends inside a measurement
  return { conversation, user, moves };
}

interface Load {
  readonly movesPerSecond: number;
  readonly times: number[];
  /** CPU ms per move in this process (the bot and the driver). */
  readonly cpuMs: number;
}

/**
 * `inFlight` players, each on its own table, sending correct moves as fast as replies come for
 * `durationMs`. A table played out is replaced outside the measured time.
 */
async function sustained(store: Store, inFlight: number, durationMs: number): Promise<Load> {
  const bot = makeBot(store);
  const seats = await Promise.all(Array.from({ length: inFlight }, () => newTable(bot, store)));
  const times: number[] = [];
  let paused = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  await Promise.all(
    seats.map(async (_, s) => {
      while (performance.now() - start - paused < durationMs) {
        if (seats[s]!.moves.length === 0) {
          const t = performance.now();
          seats[s] = await newTable(bot, store);
          paused += (performance.now() - t) / inFlight;
        }
        const { conversation, user, moves } = seats[s]!;
        const t = performance.now();
        const replies = await bot.handleText({ conversation, user, text: moves.shift()! });
        times.push(performance.now() - t);
        const text = replies.at(0)?.text ?? '';
        if (!text.includes(' placed ')) throw new Error(`a move was not placed: ${text}`);
      }
    }),
  );
  const elapsed = performance.now() - start - paused;
  const used = process.cpuUsage(cpu);
  return {
    movesPerSecond: (times.length * 1000) / elapsed,
    times,
    cpuMs: (used.user + used.system) / 1000 / times.length,
  };
}

/** Tables the strace child opens before it plays, enough for FSYNC_MOVES moves. */
const FSYNC_TABLES = Math.ceil(FSYNC_MOVES / 40) + 1;

/**
 * fsync + fdatasync calls of a child process that opens a SQLite file, starts FSYNC_TABLES
 * games and plays `moves` moves, counted by strace. The difference between `moves` and 0 moves
 * is what the moves cost.
 */
function countSyncs(mode: 'full' | 'normal', moves: number, dir: string): number | undefined {
  const out = join(dir, `strace-${mode}-${moves}.txt`);
  const file = join(dir, `fsync-${mode}-${moves}.sqlite`);
  const child = [import.meta.filename, 'fsync-child', mode, String(moves), file];
  const run = spawnSync(
    'strace',
    [
      '-f',
      '-c',
      '-e',
      'trace=fsync,fdatasync',
      '-o',
      out,
      process.execPath,
      '--import',
      'tsx',
      ...child,
    ],
    { encoding: 'utf8' },
  );
  if (run.error || run.status !== 0) return undefined;
  const total = readFileSync(out, 'utf8')
    .split('\n')
    .find((l) => /\stotal\s*$/.test(l));
  // "100.00    0.001234    4    317    total": the calls column (errors may be blank).
  const numbers = total?.trim().split(/\s+/).slice(0, -1) ?? [];
  return numbers.length >= 4 ? Number(numbers[3]) : 0;
}

/** The strace child: starts FSYNC_TABLES games on a fresh SQLite file, plays `moves` moves. */
async function fsyncChild(mode: 'full' | 'normal', moves: number, file: string): Promise<void> {
  const store = new SqliteStore(file, { synchronous: mode });
  const bot = makeBot(store);
  const tables: Table[] = [];
  for (let t = 0; t < FSYNC_TABLES; t++) tables.push(await newTable(bot, store));
  for (let i = 0; i < moves; i++) {
    const table = tables.find((t) => t.moves.length > 0)!;
    await bot.handleText({ ...table, text: table.moves.shift()! });
  }
  await store.close();
}

/** One at a time: ms per acknowledged move. */
async function msPerMove(store: Store): Promise<number> {
  const { times } = await sustained(store, 1, LOAD_MS / 2);
  return times.reduce((a, b) => a + b, 0) / times.length;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(os.tmpdir(), 'sudoku-store-bench-'));
  const found = findPostgres();
  let server: PostgresServer | undefined;
  let pgNote = '';
  if (found.ok) {
    try {
      server = await PostgresServer.start(found.bin, { fsync: true });
    } catch (error) {
      pgNote = `PostgreSQL could not start: ${error instanceof Error ? error.message : error}`;
    }
  } else {
    pgNote = `PostgreSQL rows skipped: ${found.reason}`;
  }
  console.log(
    `store bench: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(1)}, node ${process.version}; ${LOAD_MS / 1000} s per load, ${IN_FLIGHT} commands in flight, no rendering; shared machine: figures are noisy, compare rows of one run`,
  );
  if (pgNote) console.log(pgNote);

  const stores: {
    name: string;
    store: Store;
    goal?: string;
    inFlight?: number;
    server?: PostgresServer;
  }[] = [];
  if (server) {
    const store = await PostgresStore.open(await server.freshUrl('bench'), { poolSize: 10 });
    const goal = '>= 1,000/s, p99 < 50';
    stores.push(
      { name: 'PostgreSQL 15, loopback, fsync on', store, goal, server, inFlight: 16 },
      { name: 'PostgreSQL 15, loopback, fsync on', store, goal, server },
    );
  }
  const full = new SqliteStore(join(dir, 'full.sqlite'));
  const normal = new SqliteStore(join(dir, 'normal.sqlite'), { synchronous: 'normal' });
  stores.push(
    { name: 'SQLite, synchronous=FULL (default)', store: full },
    { name: 'SQLite, synchronous=NORMAL', store: normal },
    { name: 'memory (peer)', store: new MemoryStore() },
  );

  // Warm up first (the JIT, prepared statements, the server's caches), unmeasured.
  for (const s of new Set(stores.map((x) => x.store))) await sustained(s, IN_FLIGHT, WARM_UP_MS);
  const rows: Record<string, string | number>[] = [];
  for (const s of stores) {
    const serverCpu = s.server?.cpuMs() ?? 0;
    const load = await sustained(s.store, s.inFlight ?? IN_FLIGHT, LOAD_MS);
    const p99 = percentile(load.times, 0.99);
    rows.push({
      store: s.name,
      'in flight': s.inFlight ?? IN_FLIGHT,
      moves: load.times.length,
      'moves/s': Math.round(load.movesPerSecond),
      'p50 ms': ms(percentile(load.times, 0.5)),
      'p99 ms': ms(p99),
      'bot cpu ms/move': ms(load.cpuMs),
      'server cpu ms/move': s.server ? ms((s.server.cpuMs() - serverCpu) / load.times.length) : '-',
      goal: s.goal ?? '-',
      met: s.goal ? (load.movesPerSecond >= 1000 && p99 < 50 ? 'yes' : 'NO') : '-',
    });
  }
  printTable(`Sustained moves through the core (${IN_FLIGHT} in flight, no rendering)`, rows);

  const durability: Record<string, string | number>[] = [];
  for (const [mode, store] of [
    ['full', full],
    ['normal', normal],
  ] as const) {
    const base = countSyncs(mode, 0, dir);
    const played = countSyncs(mode, FSYNC_MOVES, dir);
    durability.push({
      'SQLite synchronous': mode === 'full' ? 'FULL (default)' : 'NORMAL',
      'ms/move, one at a time': ms(await msPerMove(store)),
      'fsyncs per move':
        base === undefined || played === undefined
          ? 'no count: strace missing or failed (apt-get install strace)'
          : ms((played - base) / FSYNC_MOVES),
      'survives an OS crash or power cut':
        mode === 'full' ? 'yes: every acknowledged move' : 'no: the last moves may roll back',
    });
  }
  printTable(
    `SQLite durability (fsync + fdatasync per acknowledged move over ${FSYNC_MOVES} moves, strace -f -c)`,
    durability,
  );

  for (const s of new Set(stores.map((x) => x.store))) await s.close();
  await server?.destroy();
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[2] === 'fsync-child') {
  await fsyncChild(process.argv[3] as 'full' | 'normal', Number(process.argv[4]), process.argv[5]!);
} else {
  await main();
}
