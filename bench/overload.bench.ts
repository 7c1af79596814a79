// Graceful under overload (issue 23), measured on the whole application: each row runs quiet and
// then with busy loops on every core (OVERLOAD_LOOPS_PER_CORE, default 4, each loop in its own
// session via setsid), the current code beside the code before the overload work (OLD_COMMIT,
// extracted from git with bench/old-tree.ts) in the same run, old and new interleaved.
// Rows (OVERLOAD_ROWS=photos,moves,daily,postgres; default all):
// - photos: the app started cold from its dist/ (start-up CPU and wall to ready), then a burst of
//   20 photos from 10 users at once: ok / refused / timed out, p50/p99 to the answer, the reply seen.
// - moves: 16, then 64 players each on their own board over HTTP: command to edited board p50/p99,
//   rendered moves/s, boards without a picture, the app's CPU per move and the machine's limit.
// - daily: one scheduler process posting 120 channels' daily posts through the fake Discord and
//   Slack (test/bot/scheduler-crash.ts, no faults): posts without a picture, lost, lateness; the
//   old code here is the scheduler bench's (before the daily post protocol, SCHEDULER_OLD_COMMIT).
// - postgres: 1, 2, 3 processes on one throwaway server, and one process with the players of
//   three, boards stubbed and drawn (render pools); the whole machine's CPU accounted per run.
// Opt-in rows on the current code alone, in this process (bench/overload-parts.ts): pictures
// (64 players through the core), nonsudoku (generated pictures that are not a Sudoku), slack
// (acks of 16 players). OVERLOAD_LOAD=quiet,loaded picks the conditions; OVERLOAD_OLD=0 leaves
// out the old code.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { runCrashTrial } from '../test/bot/scheduler-crash.ts';
import { burstPhotos } from './burst-photos.ts';
import { startBusyLoops } from './busy-loops.ts';
import { printTable } from './lib.ts';
import { ensureBuilt, startApp } from './overload-app.ts';
import { p50p99, photoBurst, playersRun, type PhotoAnswer } from './overload-play.ts';
import { extractTree, SCHEDULER_OLD_COMMIT, schedulerOldTree } from './old-tree.ts';
import { nonSudokuPart, picturesPart, slackPart, type PartResult } from './overload-parts.ts';
import { loadCode } from './store-code.ts';
import { PG_IN_FLIGHT, PG_POOL, postgresRows } from './store-postgres.ts';

/** main before the overload work (warm pools, queued replies, one picture per move, ...). */
const OLD_COMMIT = '433bb45';
/** What of OLD_COMMIT runs here: the application with its build script, and its store and core. */
const OLD_PATHS = [
  'bin',
  'src',
  'adapters',
  'assets',
  'scripts',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
const ROOT = join(import.meta.dirname, '..');
const env = process.env;
const ROWS = (env.OVERLOAD_ROWS ?? 'photos,moves,daily,postgres').split(',');
const LOADS = (env.OVERLOAD_LOAD ?? 'quiet,loaded').split(',');
const WITH_OLD = env.OVERLOAD_OLD !== '0';
const CORES = os.availableParallelism();
const LOOPS = CORES * Number(env.OVERLOAD_LOOPS_PER_CORE ?? 4);
const PHOTOS = Number(env.OVERLOAD_PHOTOS ?? 20);
const PHOTO_USERS = Number(env.OVERLOAD_PHOTO_USERS ?? 10);
const PHOTO_DEADLINE_MS = 120_000;
const MOVES_MS = Number(env.OVERLOAD_MOVES_MS ?? 10_000);
const MOVE_DEADLINE_MS = 60_000;
/** Longest wait for a started application's background work before the moves. */
const SETTLE_MS = 90_000;
const DAILY_CHANNELS = Number(env.OVERLOAD_DAILY_CHANNELS ?? 120);
const PG_MS = Number(env.OVERLOAD_PG_MS ?? 3000);
const PG_REPEATS = Number(env.OVERLOAD_PG_REPEATS ?? 1);
/** The old code of the PostgreSQL row: OLD_COMMIT unless OVERLOAD_PG_OLD_COMMIT names another. */
const PG_OLD_COMMIT = env.OVERLOAD_PG_OLD_COMMIT ?? OLD_COMMIT;
/** `stub`: the store's costs alone; `real`: every board drawn by each process's render pool. */
const PG_RENDERS = (env.OVERLOAD_PG_RENDER ?? 'stub,real').split(',') as ('stub' | 'real')[];
/** Longest a row's busy loops may live should the benchmark die (they are killed after it). */
const LOOP_BOUND_MS = 12 * 60_000;

interface Tree {
  readonly name: string;
  readonly root: string;
}

const work = mkdtempSync(join(os.tmpdir(), 'sudoku-overload-'));
const ms = (x: number) => Math.round(x);

/** This checkout and, unless left out, OLD_COMMIT's tree (both with their dist/ built). */
async function appTrees(): Promise<Tree[]> {
  const trees: Tree[] = [];
  if (WITH_OLD) {
    const old = extractTree(OLD_COMMIT, OLD_PATHS, work);
    if (old.ok) trees.push({ name: `old (${OLD_COMMIT})`, root: old.root });
    else console.log(`old code skipped: ${old.reason}`);
  }
  trees.push({ name: 'new', root: ROOT });
  for (const t of trees) console.log(`${t.name}: runs ${await ensureBuilt(t.root)}`);
  return trees;
}

/** Runs `each` for every condition and tree, trees alternating; busy loops only while loaded. */
async function inConditions<T>(
  trees: readonly Tree[],
  each: (tree: Tree, load: string) => Promise<T>,
): Promise<{ tree: Tree; load: string; result: T }[]> {
  const out: { tree: Tree; load: string; result: T }[] = [];
  for (const load of LOADS) {
    const stop = load === 'loaded' ? startBusyLoops(LOOPS, LOOP_BOUND_MS) : () => undefined;
    try {
      // Let the loops take the cores and the load average climb a little before measuring.
      if (load === 'loaded') await new Promise((resolve) => setTimeout(resolve, 3000));
      const order = out.length % 2 ? [...trees].reverse() : trees;
      for (const tree of order) {
        const result = await each(tree, load);
        out.push({ tree, load, result });
        console.log(`  ${tree.name}, ${load}: done (load average ${os.loadavg()[0]!.toFixed(1)})`);
      }
    } finally {
      stop();
    }
  }
  return out;
}

const loadLabel = (load: string) =>
  load === 'loaded' ? `loaded (${LOOPS} busy loops)` : 'quiet (other work only)';

async function photosRow(trees: readonly Tree[]) {
  const burst = await burstPhotos(PHOTOS);
  const runs = await inConditions(trees, async (tree) => {
    const app = await startApp(tree.root, 120_000);
    try {
      const answers = await photoBurst(app, burst.photos, PHOTO_USERS, PHOTO_DEADLINE_MS);
      return { answers, app: { ...app } };
    } finally {
      await app.stop();
    }
  });
  // A photo counts as readable when some run of this benchmark read it.
  const readable = new Set(
    runs.flatMap((r) => r.result.answers.filter((a) => a.outcome === 'ok').map((a) => a.photo)),
  );
  const count = (answers: readonly PhotoAnswer[], o: string) =>
    answers.filter((a) => a.outcome === o).length;
  printTable(
    `Photos: a burst of ${burst.photos.length} from ${PHOTO_USERS} users right after a cold start (${burst.source})`,
    runs.map(({ tree, load, result: { answers, app } }) => {
      const notOk = answers.filter((a) => a.outcome !== 'ok');
      const seen = new Map<string, number>();
      for (const a of notOk)
        seen.set(a.text.slice(0, 70), (seen.get(a.text.slice(0, 70)) ?? 0) + 1);
      const [text, n] = [...seen].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
      return {
        code: tree.name,
        load: loadLabel(load),
        'start to ready: CPU all / main thread / wall ms': `${ms(app.readyCpuMs)} / ${ms(app.readyMainMs)} / ${ms(app.readyMs)}`,
        ok: count(answers, 'ok'),
        refused: count(answers, 'refused'),
        'timed out': count(answers, 'timed out'),
        'readable, not read': notOk.filter((a) => readable.has(a.photo)).length,
        'to answer p50 / p99 ms': p50p99(answers.map((a) => a.ms)),
        'most seen reply when not read': n ? `${n}x "${text}"` : '-',
      };
    }),
  );
}

async function movesRow(trees: readonly Tree[]) {
  const runs = await inConditions(trees, async (tree) => {
    const app = await startApp(tree.root, 120_000);
    try {
      // The moves start on a settled application (its puzzle supply made), as in play.
      await app.settled(SETTLE_MS);
      const results = [];
      for (const players of [16, 64]) {
        results.push(await playersRun(app, players, MOVES_MS, MOVE_DEADLINE_MS));
      }
      return results;
    } finally {
      await app.stop();
    }
  });
  printTable(
    `Moves on the playground: each player on its own board (a DM with the bot), one move at a time, command to edited board with its new picture; ${MOVES_MS / 1000} s per row`,
    runs.flatMap(({ tree, load, result }) =>
      result.map((r) => ({
        code: tree.name,
        load: loadLabel(load),
        players: r.players,
        'move to edited board p50 / p99 ms': p50p99(r.times),
        'rendered moves/s': Math.round(r.movesPerSecond),
        'boards without a picture': r.withoutPicture,
        'failed moves': r.failed,
        'app CPU ms/move': Math.round(r.cpuPerMove * 10) / 10,
        'CPU limit moves/s (cores / CPU per move)': Math.round((CORES * 1000) / r.cpuPerMove),
        "players' client CPU ms/move": Math.round(r.clientCpuPerMove * 10) / 10,
      })),
    ),
  );
}

async function dailyRow() {
  const trees: { name: string; root?: string }[] = [{ name: 'new' }];
  const old = WITH_OLD ? schedulerOldTree(work) : undefined;
  if (old) trees.unshift({ name: `old (${SCHEDULER_OLD_COMMIT})`, root: old });
  let trial = 0;
  const runs = await inConditions(trees as Tree[], async (tree) => {
    const dir = join(work, `daily${++trial}`);
    mkdirSync(dir);
    return runCrashTrial({
      dir,
      channels: DAILY_CHANNELS,
      date: '2025-03-14',
      dueTime: '09:00',
      processes: 1,
      seed: 500 + trial,
      deadlineMs: 6 * 60_000,
      ...(tree.root && { tree: tree.root }),
    });
  });
  printTable(
    `Daily posts: ${DAILY_CHANNELS} channels due at once (half Discord, half Slack, fake APIs with a 0-150 ms round trip), one scheduler process on SQLite, no faults`,
    runs.map(({ tree, load, result: r }) => ({
      code: tree.name,
      load: loadLabel(load),
      posted: r.channels - r.lost,
      'without a picture': r.withoutPicture,
      lost: r.lost,
      doubled: r.doubles,
      'late p50 / p99 s': `${r.latenessP50Seconds} / ${r.latenessP99Seconds}`,
      'wall s': Math.round(r.wallMs / 1000),
    })),
  );
}

async function postgresRow() {
  const variants = [{ name: 'new', code: await loadCode(), root: '' }];
  if (WITH_OLD) {
    const old = extractTree(PG_OLD_COMMIT, OLD_PATHS, work);
    if (old.ok) {
      variants.unshift({
        name: `old (${PG_OLD_COMMIT})`,
        code: await loadCode(old.root),
        root: old.root,
      });
    }
  }
  const rows: Record<string, string | number>[] = [];
  const notes: string[] = [];
  for (const load of LOADS) {
    const stop = load === 'loaded' ? startBusyLoops(LOOPS, LOOP_BOUND_MS) : () => undefined;
    try {
      for (const render of PG_RENDERS) {
        const result = await postgresRows(variants, PG_MS, { render, repeats: PG_REPEATS });
        if ('skipped' in result) {
          console.log(`PostgreSQL rows skipped: ${result.skipped}`);
          return;
        }
        for (const note of result.notes)
          notes.push(`${loadLabel(load)}, boards ${render}: ${note}`);
        for (const row of result.rows) {
          rows.push({
            load: loadLabel(load),
            boards: render === 'real' ? 'drawn' : 'stub',
            ...Object.fromEntries(
              [
                'code',
                'processes',
                'moves/s (median)',
                'runs: min-max',
                'x one process',
                'p50 ms',
                'p99 ms',
                'cores used: apps (main threads) + server',
                'cores of other work (bench, machine)',
                'cpu ms/move: apps + server',
                `cpu limit moves/s (${CORES} cores)`,
                `ceiling x one (${CORES} / cores used by one)`,
                'busiest thread of a process, cores',
                'one process, players enough: moves/s (cores)',
                'round trips/move (bot)',
                'statements/move',
                'moves/commit',
                'bot backends (samples)',
              ].map((k) => [k, row[k] ?? '-']),
            ),
          });
        }
      }
    } finally {
      stop();
    }
  }
  printTable(
    `PostgreSQL: 1, 2, 3 bot processes on one server (fsync on), each ${PG_IN_FLIGHT} moves in flight (and 1 process with ${3 * PG_IN_FLIGHT}), a pool of ${PG_POOL}; boards stubbed (the store's costs alone) or drawn by each process's render pool; ${PG_MS / 1000} s per run, ${PG_REPEATS} runs interleaved (medians); target: 3 processes >= 1.5x one`,
    rows,
  );
  for (const note of notes) console.log(note);
}

/** A part measured in this process on the current code alone, quiet and loaded (opt-in rows). */
async function partRow(title: string, part: () => Promise<PartResult>) {
  const rows: Record<string, string | number>[] = [];
  const notes = new Set<string>();
  for (const load of LOADS) {
    const stop = load === 'loaded' ? startBusyLoops(LOOPS, LOOP_BOUND_MS) : () => undefined;
    try {
      const result = await part();
      for (const row of result.rows) rows.push({ load: loadLabel(load), ...row });
      for (const note of result.notes) notes.add(note);
    } finally {
      stop();
    }
  }
  printTable(title, rows);
  for (const note of notes) console.log(note);
}

const ROW_RUNNERS: Partial<Record<string, () => Promise<void>>> = {
  photos: async () => photosRow(await appTrees()),
  moves: async () => movesRow(await appTrees()),
  daily: dailyRow,
  postgres: postgresRow,
  pictures: () => partRow('Pictures through the core, 64 players (current code)', picturesPart),
  nonsudoku: () => partRow('Pictures that are not a Sudoku (current code)', nonSudokuPart),
  slack: () => partRow('Slack acks, 16 players (current code)', slackPart),
};

console.log(
  `${CORES} cores; busy loops when loaded: ${LOOPS}; load average at the start ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
try {
  for (const row of ROWS) {
    const run = ROW_RUNNERS[row];
    if (!run) throw new Error(`unknown row ${row}: use ${Object.keys(ROW_RUNNERS).join(', ')}`);
    const started = performance.now();
    await run();
    console.log(`(${row}: ${Math.round((performance.now() - started) / 1000)} s)`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `load average at the end ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
