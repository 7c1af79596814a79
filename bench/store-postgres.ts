// Part (b) of the store benchmark: PostgreSQL with 1, 2 and 3 bot processes on one database
// (child processes, store-child.ts, each with its own pool and tables), the old path beside the
// current one, each configuration run REPEATS times interleaved (the machine's load drifts).
// Beside moves/s and latency it counts what the server did per move: CPU, transactions (each
// statement outside BEGIN is one) and WAL fsyncs, from pg_stat_database and pg_stat_wal. The
// whole machine's CPU over each run is accounted (machine-cpu.ts): the app processes with their
// threads, the server, this process and the rest, so a row says how many cores it used and how
// far more processes could go: at most the cores / the cores one process used, and not past what
// one process given players enough does (its busiest thread or the cores run out first).

import { spawn } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { findPostgres, PostgresServer } from '../test/store/postgres-server.ts';
import { percentile, printTable } from './lib.ts';
import { startCpuWindow, type CpuAccount } from './machine-cpu.ts';
import { describeWaits, sampleWaits, type Waits } from './pg-waits.ts';
import type { ChildResult } from './store-child.ts';
import { STORE_CHILD, type Variant } from './store-code.ts';

export const PG_IN_FLIGHT = 16;
/** Each process's pool (STORE_BENCH_POOL; DATABASE_POOL_SIZE's default). */
export const PG_POOL = Number(process.env.STORE_BENCH_POOL ?? 10);
/** `stub` (default: the store's costs alone) or `real`: the render pool draws every board. */
const RENDER = process.env.STORE_BENCH_RENDER === 'real' ? 'real' : 'stub';
/** Runs of each PostgreSQL configuration (STORE_BENCH_REPEATS). */
const REPEATS = Number(process.env.STORE_BENCH_REPEATS ?? 3);

/** How part (b) runs: pictures drawn or stubbed, runs per configuration. */
export interface PostgresRunOptions {
  readonly render: 'stub' | 'real';
  readonly repeats: number;
}
const ms = (x: number) => Math.round(x * 100) / 100;

/** A child's first JSON line after "ready", once it is there. */
function resultOf(out: string): ChildResult | undefined {
  const line = out.split('\n')[1];
  return line && out.split('\n').length > 2 ? (JSON.parse(line) as ChildResult) : undefined;
}

/** The server's counters of work: transactions (statements, here) and WAL syncs (fsyncs). */
async function serverCounters(url: string): Promise<{ transactions: number; walSyncs: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string; s: string }>(
      `SELECT (SELECT xact_commit + xact_rollback FROM pg_stat_database
                WHERE datname = current_database()) AS t,
              (SELECT wal_sync FROM pg_stat_wal) AS s`,
    );
    return { transactions: Number(rows[0]!.t), walSyncs: Number(rows[0]!.s) };
  } finally {
    await client.end();
  }
}

interface ProcessesRun {
  readonly results: ChildResult[];
  /** The machine's CPU from "go" to the last child's figures, by who spent it. */
  readonly account: CpuAccount;
  /** Server CPU ms while they played (read before they close: it counts live backends only). */
  readonly serverCpuMs: number;
  /** Transactions and WAL syncs while they played (counted once their sessions ended). */
  readonly transactions: number;
  readonly walSyncs: number;
  /** What the bot's backends were doing while they played (pg-waits.ts). */
  readonly waits: Waits;
}

/** A configuration measured: processes, and the players (moves in flight) each one has. */
interface Setup {
  readonly processes: number;
  readonly inFlight: number;
}

/**
 * 1, 2 and 3 processes with PG_IN_FLIGHT players each, and one process with the players of three
 * (the same players served by one process: what adding processes is measured against in use).
 */
const SETUPS: readonly Setup[] = [
  { processes: 1, inFlight: PG_IN_FLIGHT },
  { processes: 2, inFlight: PG_IN_FLIGHT },
  { processes: 3, inFlight: PG_IN_FLIGHT },
  { processes: 1, inFlight: 3 * PG_IN_FLIGHT },
];
const labelOf = (s: Setup) =>
  s.inFlight === PG_IN_FLIGHT ? `${s.processes}` : `${s.processes} (${s.inFlight} in flight)`;

/** Runs `setup.processes` children on one fresh database at once. */
async function runProcesses(
  server: PostgresServer,
  variant: Variant,
  setup: Setup,
  loadMs: number,
  render: PostgresRunOptions['render'],
): Promise<ProcessesRun> {
  const processes = setup.processes;
  const url = await server.freshUrl(`procs${processes}`);
  const kids = Array.from({ length: processes }, () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', STORE_CHILD], {
      env: {
        ...process.env,
        MODE: 'procs',
        STORE_CHILD_ROOT: variant.root,
        DATABASE_URL: url,
        POOL_SIZE: String(PG_POOL),
        IN_FLIGHT: String(setup.inFlight),
        MS: String(loadMs),
        RENDER: render,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const exited = new Promise<never>((_, fail) =>
      proc.once('exit', (code) => fail(new Error(`a child exited (${code}): ${err}`))),
    );
    exited.catch(() => undefined);
    const when = (test: () => boolean) =>
      Promise.race([
        exited,
        new Promise<void>((ok) => {
          const check = () => test() && (proc.stdout.off('data', check), ok());
          proc.stdout.on('data', check);
        }),
      ]);
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    return {
      proc,
      ready: when(() => out.startsWith('ready\n')),
      result: when(() => resultOf(out) !== undefined).then(() => resultOf(out)!),
      exited,
    };
  });
  const deadline = <T>(p: Promise<T>, what: string) =>
    Promise.race([
      p,
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`children not ${what} within 120 s`)), 120_000).unref(),
      ),
    ]);
  try {
    await deadline(Promise.all(kids.map((k) => k.ready)), 'ready');
    const counted = await serverCounters(url);
    const cpu = server.cpuMs();
    const sampler = await sampleWaits(url);
    const window = startCpuWindow(
      kids.map((k) => k.proc.pid!),
      () => server.cpuMs(),
    );
    for (const k of kids) k.proc.stdin.write('go\n');
    const results = await deadline(Promise.all(kids.map((k) => k.result)), 'done');
    const account = window.stop();
    // The sampler's session ends first, so the server's CPU counts the bots' backends alone.
    const waits = await sampler.stop();
    const serverCpuMs = server.cpuMs() - cpu;
    for (const k of kids) k.proc.stdin.end();
    await deadline(Promise.all(kids.map((k) => k.exited.catch(() => undefined))), 'closed');
    const now = await serverCounters(url);
    return {
      results,
      account,
      serverCpuMs,
      transactions: now.transactions - counted.transactions - waits.queries,
      walSyncs: now.walSyncs - counted.walSyncs,
      waits,
    };
  } finally {
    for (const k of kids) if (k.proc.exitCode === null) k.proc.kill();
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const median = (values: readonly number[]) => percentile(values, 0.5);

/** Moves/s of one run: its moves over the wall time from "go" to the last child's figures. */
const rateOf = (run: ProcessesRun) =>
  (sum(run.results.map((r) => r.moves)) * 1000) / run.account.wallMs;

/** Cores the runs' app processes (all threads) and server used together, over their wall time. */
function coresUsed(runs: readonly ProcessesRun[]): number {
  const cpu = sum(runs.map((r) => sum(r.account.apps.map((a) => a.all)) + r.account.serverMs));
  return cpu / sum(runs.map((r) => r.account.wallMs));
}

/**
 * One process with players enough: the moves/s where its busiest thread (the event loop, or the
 * render worker when boards are drawn) or the machine's cores run out first, and the cores then.
 */
function oneProcessDriven(runs: readonly ProcessesRun[], cores: number) {
  const moves = sum(runs.flatMap((r) => r.results.map((x) => x.moves)));
  const cpu = sum(runs.map((r) => sum(r.account.apps.map((a) => a.all)) + r.account.serverMs));
  const busiest = sum(runs.map((r) => Math.max(...r.account.apps.map((a) => a.busiest))));
  const rate = Math.min((moves * 1000) / busiest, (cores * moves * 1000) / cpu);
  return { rate, cores: (rate * cpu) / moves / 1000 };
}

/** One table row from the REPEATS runs of a variant with `processes` processes. */
function processesRow(
  variant: Variant,
  processes: string,
  runs: readonly ProcessesRun[],
  oneProcess: readonly ProcessesRun[],
): Record<string, string | number> {
  const results = runs.flatMap((r) => r.results);
  const moves = sum(results.map((r) => r.moves));
  const rates = runs.map(rateOf);
  const times = results.flatMap((r) => r.times);
  const counted = results.every((r) => r.roundTrips !== undefined);
  const batches = results.every((r) => r.movesPerBatch !== undefined)
    ? ms(moves / sum(results.map((r) => r.moves / r.movesPerBatch!)))
    : 1;
  const wall = sum(runs.map((r) => r.account.wallMs));
  const cpu = (pick: (a: CpuAccount) => number) => sum(runs.map((r) => pick(r.account)));
  const apps = cpu((a) => sum(a.apps.map((x) => x.all)));
  const mains = cpu((a) => sum(a.apps.map((x) => x.main)));
  const server = cpu((a) => a.serverMs);
  const other = cpu((a) => a.machineMs - a.benchMs - a.serverMs - sum(a.apps.map((x) => x.all)));
  const cores = os.availableParallelism();
  const driven = oneProcessDriven(oneProcess, cores);
  return {
    code: variant.name,
    processes,
    'moves/s (median)': Math.round(median(rates)),
    'runs: min-max': `${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))}`,
    'x one process': ms(median(rates) / median(oneProcess.map(rateOf))),
    'p50 ms': ms(percentile(times, 0.5)),
    'p99 ms': ms(percentile(times, 0.99)),
    'cores used: apps (main threads) + server': `${ms(apps / wall)} (${ms(mains / wall)}) + ${ms(server / wall)} = ${ms((apps + server) / wall)}`,
    'cores of other work (bench, machine)': `${ms(cpu((a) => a.benchMs) / wall)}, ${ms(other / wall)}`,
    'cpu ms/move: apps + server': `${ms(apps / moves)} + ${ms(server / moves)}`,
    // The most moves/s the machine's cores could give at this CPU per move (apps and server).
    [`cpu limit moves/s (${cores} cores)`]: Math.round((cores * moves * 1000) / (apps + server)),
    // However CPU is shared out, N processes do at most what the cores left by one allow.
    [`ceiling x one (${cores} / cores used by one)`]: ms(cores / coresUsed(oneProcess)),
    'busiest thread of a process, cores': ms(
      Math.max(
        ...runs.map((r) => Math.max(...r.account.apps.map((a) => a.busiest)) / r.account.wallMs),
      ),
    ),
    'one process, players enough: moves/s (cores)': `${Math.round(driven.rate)} (${ms(driven.cores)})`,
    'round trips/move (bot)': counted ? ms(sum(results.map((r) => r.roundTrips!)) / moves) : '-',
    'statements/move': ms(sum(runs.map((r) => r.transactions)) / moves),
    'WAL fsyncs/move': ms(sum(runs.map((r) => r.walSyncs)) / moves),
    'moves/commit': batches,
    'bot backends (samples)': describeWaits(runs.map((r) => r.waits)),
    target: processes === '3' ? '>= 1.5x' : '-',
  };
}

/**
 * PostgreSQL, 1, 2 and 3 processes on one throwaway server, each variant `options.repeats` times
 * with the variants and process counts interleaved (the machine's load drifts): a row of medians
 * per variant and count, or the reason there are none (no server binaries).
 */
export async function postgresRows(
  variants: readonly Variant[],
  loadMs: number,
  options: PostgresRunOptions,
): Promise<{ rows: Record<string, string | number>[]; notes: string[] } | { skipped: string }> {
  const found = findPostgres();
  if (!found.ok) return { skipped: found.reason };
  const server = await PostgresServer.start(found.bin, { fsync: true });
  const runs = new Map<string, ProcessesRun[]>();
  try {
    for (let repeat = 0; repeat < options.repeats; repeat++) {
      for (const setup of SETUPS) {
        for (const v of variants) {
          const key = `${v.name}/${labelOf(setup)}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            await runProcesses(server, v, setup, loadMs, options.render),
          ]);
        }
      }
    }
  } finally {
    await server.destroy();
  }
  const rows = variants.flatMap((v) =>
    SETUPS.map((setup) =>
      processesRow(
        v,
        labelOf(setup),
        runs.get(`${v.name}/${labelOf(setup)}`)!,
        runs.get(`${v.name}/1`)!,
      ),
    ),
  );
  const notes = variants.map((v) => ceilingNote(v, (label) => runs.get(`${v.name}/${label}`)!));
  return { rows, notes };
}

/** Why 3 processes can or cannot reach 1.5x one, in the figures of this run. */
function ceilingNote(variant: Variant, runsOf: (label: string) => readonly ProcessesRun[]): string {
  const cores = os.availableParallelism();
  const one = runsOf('1');
  const three = runsOf('3');
  const used = coresUsed(one);
  const wall = sum(one.map((r) => r.account.wallMs));
  const other = sum(one.map((r) => r.account.machineMs - r.account.benchMs)) / wall - used;
  const cpuPerMove = (runs: readonly ProcessesRun[]) =>
    (coresUsed(runs) * sum(runs.map((r) => r.account.wallMs))) /
    sum(runs.flatMap((r) => r.results.map((x) => x.moves)));
  const driven = oneProcessDriven(one, cores);
  const limit3 = (cores * 1000) / cpuPerMove(three);
  return (
    `${variant.name}: one process (${PG_IN_FLIGHT} players) used ${ms(used)} of ${cores} cores ` +
    `(other work ${ms(other)}), so 3 processes can do at most ${cores} / ${ms(used)} = ` +
    `${ms(cores / used)}x one on an idle machine (${ms(Math.max(used, cores - other) / used)}x ` +
    `with the cores the other work left), less as CPU per move rose from ${ms(cpuPerMove(one))} ms (1 process) ` +
    `to ${ms(cpuPerMove(three))} ms (3). Given players enough one process would do ` +
    `${Math.round(driven.rate)} moves/s on ${ms(driven.cores)} cores (its busiest thread or the ` +
    `cores run out first); at their CPU per move 3 processes could do at most ` +
    `${ms(limit3 / driven.rate)}x that.`
  );
}

/** (b): PostgreSQL with 1, 2 and 3 processes, printed (STORE_BENCH_RENDER, STORE_BENCH_REPEATS). */
export async function postgresTable(variants: readonly Variant[], loadMs: number): Promise<void> {
  const result = await postgresRows(variants, loadMs, { render: RENDER, repeats: REPEATS });
  if ('skipped' in result) {
    console.log(`\n(b) PostgreSQL rows skipped: ${result.skipped}`);
    return;
  }
  printTable(
    `(b) PostgreSQL 15 on loopback (fsync on): processes on one database, each ${PG_IN_FLIGHT} in flight with a pool of ${PG_POOL} and tables of its own, ${RENDER === 'real' ? 'boards drawn by the render pool' : 'stub renderer'}; ${REPEATS} runs each, interleaved`,
    result.rows,
  );
  for (const note of result.notes) console.log(note);
}
