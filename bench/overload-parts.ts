// Parts of the overload benchmark that run in the benchmark's own process on the current code
// (opt-in rows of overload.bench.ts): pictures under 64 players through the core, pictures that
// are not a Sudoku, Slack acks with 16 players.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createRenderPool, defaultPoolSize } from '../src/render/index.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { readPhoto } from '../src/vision/index.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import * as nonSudoku from '../scripts/vision-eval/non-sudoku.ts';
import { sampleViews } from '../test/render/sample-views.ts';
import { coreBot, loadChannels, underLoad } from './core-load.ts';
import { percentile, printTable } from './lib.ts';
import { WORKER_NICE_STEP } from '../src/work/thread-priority.ts';
import {
  slackRow,
  slowAckRows,
  slowAckShares,
  startSlackPlayers,
  type Block,
} from './slack-players.ts';

/** What a part prints: its rows and notes (set in words). */
export interface PartResult {
  readonly rows: Record<string, string | number>[];
  readonly notes: string[];
}

const ms = (x: number) => Math.round(x * 10) / 10;
const env = process.env;
const PICTURE_PLAYERS = 64;
const PICTURE_MS = Number(env.OVERLOAD_PICTURE_MS ?? 6000);

/** CPU (all threads) per board drawn by `pool`, one at a time: a move's board, warm. */
async function cpuPerBoard(pool: ReturnType<typeof createRenderPool>, n: number) {
  const { notes, ...view } = sampleViews().notes!;
  void notes;
  const board = { ...view, lastMove: 24 };
  for (let i = 0; i < 10; i++) await pool.render(board, { theme: 'light' });
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await pool.render(board, { theme: i % 2 ? 'light' : 'dark' });
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / n;
}

/** Pictures: 64 players sending moves through the core with the default render pool. */
export async function picturesPart(): Promise<PartResult> {
  const dir = mkdtempSync(join(os.tmpdir(), 'sudoku-overload-pictures-'));
  const store = new SqliteStore(join(dir, 'pictures.sqlite'));
  const pool = createRenderPool();
  try {
    await pool.warm();
    const boardMs = await cpuPerBoard(pool, 100);
    const list = await loadChannels(coreBot(store, null), store, 256);
    const r = await underLoad(coreBot(store, pool), list, {
      inFlight: PICTURE_PLAYERS,
      ms: PICTURE_MS,
    });
    const cores = os.availableParallelism();
    return {
      rows: [
        {
          'rendered moves/s': Math.round(r.movesPerSecond),
          'replies without a picture': r.failedPictures,
          'move p50 / p99 ms': `${Math.round(percentile(r.times, 0.5))} / ${Math.round(percentile(r.times, 0.99))}`,
          'event-loop delay p99 ms': ms(r.loopP99),
          '10 ms timers late p99 ms': ms(r.timerP99),
          'CPU ms/board': ms(boardMs),
          'CPU limit boards/s (cores / CPU per board)': Math.round((cores * 1000) / boardMs),
          'CPU ms/move (all threads)': ms(r.cpuPerMove),
          'CPU limit moves/s (cores / CPU per move)': Math.round((cores * 1000) / r.cpuPerMove),
        },
      ],
      notes: [
        `${PICTURE_PLAYERS} players in flight for ${PICTURE_MS / 1000} s over 256 channels (SQLite, FULL), the bot's default render pool (${defaultPoolSize()} thread(s) on ${cores} cores); CPU per board: a move's board drawn 100 times one at a time through the pool, all threads`,
      ],
    };
  } finally {
    await pool.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The sets the generator offers: its own list when it exports one (the vision helpers add sets),
 * else the two it had when this was written.
 */
function nonSudokuSets(): readonly nonSudoku.NonSudokuSet[] {
  const listed = (nonSudoku as { NON_SUDOKU_SETS?: readonly nonSudoku.NonSudokuSet[] })
    .NON_SUDOKU_SETS;
  return listed ?? (['tuning', 'held-out'] as unknown as nonSudoku.NonSudokuSet[]);
}

/** Non-Sudoku: each generated set read in this process (sharp on one thread, as the worker). */
export async function nonSudokuPart(): Promise<PartResult> {
  sharp.concurrency(1);
  const { cv } = await loadOpenCv();
  // Warm: OpenCV and the digit model load once, before anything is timed.
  await readPhoto(
    readFileSync(new URL('../test/fixtures/photos/synthetic-1.jpg', import.meta.url)),
  );
  const rows: Record<string, string | number>[] = [];
  for (const set of nonSudokuSets()) {
    const results: { cpuMs: number; code?: string }[] = [];
    for await (const picture of nonSudoku.nonSudokuPictures(cv, set)) {
      const before = process.cpuUsage();
      const read = await readPhoto(picture.jpeg);
      const used = process.cpuUsage(before);
      results.push({
        cpuMs: (used.user + used.system) / 1000,
        ...(!read.ok && { code: read.error.code }),
      });
    }
    const cpu = results.map((r) => r.cpuMs);
    rows.push({
      set: String(set),
      pictures: results.length,
      'shown as a board': results.filter((r) => r.code === undefined).length,
      'refused: not-sudoku': results.filter((r) => r.code === 'not-sudoku').length,
      'refused: other code': results.filter((r) => r.code && r.code !== 'not-sudoku').length,
      'CPU p50 ms': Math.round(percentile(cpu, 0.5)),
      'CPU p95 ms': Math.round(percentile(cpu, 0.95)),
      'CPU max ms': Math.round(Math.max(...cpu)),
    });
  }
  return {
    rows,
    notes: [
      'pictures generated by scripts/vision-eval/non-sudoku.ts (tables, calendars, crosswords, chessboards, blank and text pages, 9x9 tables, kakuro), read by readPhoto in-process, sharp on one thread; CPU of the reading alone',
    ],
  };
}

/**
 * Sets the nice value of this process's pool threads (named `sudoku-*` by runBehindEventLoop):
 * 0 is where they ran before they stepped behind the event loop (raising a thread's priority back
 * needs root; otherwise the threads keep theirs and the count says so). Returns how many were set.
 */
function setPoolThreadsNice(nice: number): number {
  let set = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (!readFileSync(`/proc/self/task/${tid}/comm`, 'latin1').startsWith('sudoku-')) continue;
      os.setPriority(Number(tid), nice);
      set++;
    } catch {
      // not Linux, gone, or not allowed
    }
  }
  return set;
}

/**
 * Slack acks: 16 players, hints in worker threads (the bot's path). Blocks alternate between the
 * pool threads at the process's priority (as before issue 23's fix) and behind the event loop
 * (WORKER_NICE_STEP, as the threads set themselves), OVERLOAD_SLACK_BLOCKS of each.
 */
export async function slackPart(): Promise<PartResult> {
  const rounds = Number(env.OVERLOAD_SLACK_ROUNDS ?? 3);
  const pairs = Number(env.OVERLOAD_SLACK_BLOCKS ?? 2);
  const players = await startSlackPlayers({ rounds, paths: ['new'] });
  try {
    const path = players.paths[0]!;
    const variants = [
      { name: 'pool threads at nice 0 (before)', nice: 0, blocks: [] as Block[], set: 0 },
      {
        name: `pool threads at nice ${WORKER_NICE_STEP} (now)`,
        nice: WORKER_NICE_STEP,
        blocks: [] as Block[],
        set: 0,
      },
    ];
    for (let pair = 0; pair < pairs; pair++) {
      for (const v of pair % 2 ? [...variants].reverse() : variants) {
        v.set = setPoolThreadsNice(v.nice);
        v.blocks.push(await players.block(path));
      }
    }
    setPoolThreadsNice(WORKER_NICE_STEP);
    const rows = variants.map((v) => {
      const { path: _path, load: _load, ...figures } = slackRow(path, '', v.blocks);
      void _path;
      void _load;
      const slowest = slowAckRows(v.blocks);
      if (slowest.length) printTable(`Slowest acks, ${v.name}: where their time went`, slowest);
      return {
        'worker threads': `${v.name}, ${v.set} set`,
        ...figures,
        ...slowAckShares(v.blocks),
      };
    });
    return {
      rows,
      notes: [
        `slack-players: 16 players, ${rounds} rounds of cell hints to level 3, a board hint and a move (puzzles rated 6.5+), Bolt over HTTP against the fake Slack (its own thread), SQLite and replay claims; ${players.threads.hints} hint thread(s), ${players.threads.pictures} picture thread(s); ${pairs} block(s) per row, the rows alternating`,
        `slow-ack breakdown (bench/ack-causes.ts): each ack's window from the client's send to its answer; the main thread's CPU and its time runnable but waiting for a core from /proc/<pid>/task/<pid>/schedstat sampled every 10 ms; SQLite statements' and GC's wall time on the main thread`,
      ],
    };
  } finally {
    await players.close();
  }
}
