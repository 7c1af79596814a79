// A child process of the store benchmark: one bot (the current code, or the old commit's under
// $STORE_CHILD_ROOT) on its own store, playing typed moves through the real move path.
// `fsync` mode (run under strace): opens $TABLES tables on a SQLite file, then plays $MOVES
// moves with $IN_FLIGHT at a time and exits. `procs` mode: one of several processes on one
// PostgreSQL database ($DATABASE_URL), each with its own pool: warms up on a store it then closes
// (so the server has counted that work before the measured load starts), opens a fresh store,
// says "ready", plays for $MS ms after "go" on stdin, prints its figures as one JSON line, and
// closes when stdin ends.

import type { Store } from '../src/store/port.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';
import { loadCode } from './store-code.ts';
import { countingRenderer, openTable, sustained, type Table } from './store-move-path.ts';

const env = process.env;
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const code = await loadCode(env.STORE_CHILD_ROOT || undefined);
const inFlight = Number(env.IN_FLIGHT ?? 1);

/** The figures a `procs` child prints. */
export interface ChildResult {
  readonly moves: number;
  readonly times: number[];
  readonly cpuMs: number;
  /** Moves per group-commit batch, when the store batches. */
  readonly movesPerBatch?: number;
  /** Round trips to the database during the load, when the store counts them. */
  readonly roundTrips?: number;
}

async function open(): Promise<Store> {
  return env.DATABASE_URL
    ? code.openPostgres(env.DATABASE_URL, { poolSize: Number(env.POOL_SIZE ?? 10) })
    : code.openSqlite(env.SQLITE_FILE!, { synchronous: 'full' });
}

/** The real render pool (worker threads, as in production) with $RENDER=real, else a stub. */
const renderer = env.RENDER === 'real' ? await code.renderPool() : countingRenderer();

function botOn(store: Store) {
  return code.createBot({
    store,
    clock: { now: () => new Date() },
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer,
    photoReader: null,
    logger: silent,
  });
}

/** Round trips the store sent so far, if it counts them (the PostgreSQL store does). */
function roundTripsOf(store: Store): number | undefined {
  const counts = (store as Store & { roundTrips?: ReadonlyMap<string, number> }).roundTrips;
  return counts && [...counts.values()].reduce((a, b) => a + b, 0);
}

type Batches = { readonly batches: number; readonly writes: number };
/** The store's group-commit counts so far (a copy), if it batches. */
function batchesOf(store: Store): Batches | undefined {
  const counts = (store as Store & { groupCommits?: Batches }).groupCommits;
  return counts && { batches: counts.batches, writes: counts.writes };
}

if (env.MODE === 'fsync') {
  // Every table the moves need is opened first, so the moves measured start no game.
  const store = await open();
  const bot = botOn(store);
  const spare: Table[] = [];
  for (let t = 0; t < Number(env.TABLES); t++) spare.push(await openTable(bot, store));
  await sustained(bot, store, inFlight, { moves: Number(env.MOVES) }, spare);
  await store.close();
} else {
  // Each process's tables are its own (the conversations of one shard, say).
  const warm = await open();
  const warmBot = botOn(warm);
  await sustained(warmBot, warm, inFlight, { ms: Number(env.WARM_UP_MS ?? 1000) });
  const spare: Table[] = [];
  for (let t = 0; t < inFlight * 3; t++) spare.push(await openTable(warmBot, warm));
  await warm.close();
  const store = await open();
  const bot = botOn(store);
  process.stdout.write('ready\n');
  await new Promise((go) => process.stdin.once('data', go));
  const before = batchesOf(store);
  const tripsBefore = roundTripsOf(store);
  const load = await sustained(bot, store, inFlight, { ms: Number(env.MS) }, spare);
  const after = batchesOf(store);
  const tripsAfter = roundTripsOf(store);
  const result: ChildResult = {
    moves: load.moves,
    times: load.times,
    cpuMs: load.cpuMs,
    ...(before &&
      after && {
        movesPerBatch: (after.writes - before.writes) / (after.batches - before.batches),
      }),
    ...(tripsBefore !== undefined &&
      tripsAfter !== undefined && { roundTrips: tripsAfter - tripsBefore }),
  };
  process.stdout.write(JSON.stringify(result) + '\n');
  await new Promise((bye) => process.stdin.once('end', bye));
  await store.close();
  await (renderer as { close?: () => Promise<void> }).close?.();
  process.exit(0);
}
