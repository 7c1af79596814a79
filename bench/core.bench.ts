// Bot core: command latency (p50/p99) for place, hint and board, without rendering and with the
// real renderer, and sustained moves per second with the SQLite store; beside peers measured in
// the same run: the in-memory store, and bare SQLite commits without the core. Then the core
// under load (1,000 channels, 64 commands in flight) with board pictures drawn the old way (the
// whole SVG rasterised and indexed, on the main thread), by the compositor on the main thread,
// and by the worker pool: moves per second, latency, event-loop delay and CPU per move.
// `npm run bench -- core`; CORE_BENCH_N sets the samples per latency row (default 400),
// CORE_LOAD_MS the length of each load row (default 6000).

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { SudokuBot } from '../src/bot/core.ts';
import type { Renderer } from '../src/bot/ports.ts';
import { newGame, type Game } from '../src/game/game.ts';
import { placeDigit } from '../src/game/rules.ts';
import {
  altText,
  createRenderer,
  createRenderPool,
  defaultPoolSize,
  renderBoardViaSvg,
} from '../src/render/index.ts';
import { MemoryStore } from '../src/store/memory.ts';
import type { Store } from '../src/store/port.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { fixturePuzzles } from '../test/game/fixture-puzzles.ts';
import { coreBot, freshGame, idleFloor, loadChannels, underLoad, USER } from './core-load.ts';
import { percentile, printTable } from './lib.ts';

const N = Number(process.env.CORE_BENCH_N ?? 400);
const LOAD_MS = Number(process.env.CORE_LOAD_MS ?? 6000);
const LOAD_CHANNELS = 1000;
const IN_FLIGHT = 64;
const SUSTAIN_MS = 3000;
const dir = mkdtempSync(join(os.tmpdir(), 'sudoku-core-bench-'));
const makeBot = coreBot;

interface Row {
  readonly times: number[];
  /** CPU milliseconds (user + system, whole process) per measured command. */
  readonly cpuMs: number;
}

async function measureCommand(
  bot: SudokuBot,
  store: Store,
  kind: 'place' | 'hint' | 'board',
  n: number,
): Promise<Row> {
  const times: number[] = [];
  let current = await freshGame(bot, store);
  const next = async () => {
    if (current.moves.length === 0) current = await freshGame(bot, store);
    return current.moves.shift()!;
  };
  let cpuMicros = 0;
  for (let i = 0; i < n + 20; i++) {
    let text: string = kind;
    if (kind === 'place') text = await next();
    else if (i % 3 === 0) {
      // Hints and boards on a board that changes, as in a real game.
      await bot.handleText({ conversation: current.conversation, user: USER, text: await next() });
    }
    const cpu = process.cpuUsage();
    const start = performance.now();
    await bot.handleText({ conversation: current.conversation, user: USER, text });
    if (i >= 20) {
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
    }
  }
  return { times, cpuMs: cpuMicros / 1000 / n };
}

async function sustained(bot: SudokuBot, store: Store): Promise<number> {
  let moves = 0;
  let current = await freshGame(bot, store);
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < SUSTAIN_MS) {
    if (current.moves.length === 0) {
      const pause = performance.now();
      current = await freshGame(bot, store);
      elapsed -= performance.now() - pause;
    }
    await bot.handleText({
      conversation: current.conversation,
      user: USER,
      text: current.moves.shift()!,
    });
    moves++;
    elapsed = performance.now() - start;
  }
  return (moves * 1000) / elapsed;
}

/** Peer: store commits of correct placements without the core (read, rule, write). */
async function bareCommits(store: Store): Promise<number> {
  const puzzle = fixturePuzzles()[0]!;
  const place = { platform: 'web', conversationId: 'bare', workspace: 'bench', shared: true };
  let game: Game = await store.startGame(newGame(`bare-${Date.now()}`, place, puzzle, Date.now()));
  let moves = 0;
  const start = performance.now();
  while (performance.now() - start < SUSTAIN_MS) {
    const read = (await store.getGame(game.id))!;
    const cell = read.givens.findIndex((d, i) => !d && !read.entries[i]);
    if (cell < 0 || cell === read.givens.length - 1) {
      game = await store.startGame(
        newGame(`bare-${Date.now()}-${moves}`, place, puzzle, Date.now()),
      );
      continue;
    }
    const r = placeDigit(read, cell, read.solution[cell]!, { id: 'u', name: 'U' }, Date.now());
    if (!r.ok) throw new Error(r.error.message);
    await store.commitMove({
      game: r.value.game,
      expectedVersion: read.version,
      move: { userId: 'u', kind: 'place', at: Date.now() },
    });
    moves++;
  }
  return (moves * 1000) / (performance.now() - start);
}

/** The core under load with each way of drawing pictures, in turn, repeated. */
async function loadTable(dir: string): Promise<void> {
  const store = new SqliteStore(join(dir, 'load.sqlite'));
  const oldPath: Renderer = {
    render: (view, options) => renderBoardViaSvg(view, options),
    altText: (view) => altText(view),
  };
  const poolSize = defaultPoolSize();
  const pool = createRenderPool();
  const pool2 = createRenderPool({ workers: 2 });
  await Promise.all([pool.warm(), pool2.warm()]);
  const paths: { name: string; renderer: Renderer | null }[] = [
    { name: 'no pictures (peer)', renderer: null },
    { name: 'old: whole SVG rasterised + indexed, main thread', renderer: oldPath },
    { name: 'compositor, main thread', renderer: createRenderer() },
    { name: `new: compositor in ${poolSize} worker thread(s)`, renderer: pool },
    { name: 'compositor in 2 worker threads (peer)', renderer: pool2 },
  ];
  const rows: Record<string, string | number>[] = [];
  const rounds = 2;
  for (let round = 1; round <= rounds; round++) {
    const floor = await idleFloor(Math.min(LOAD_MS, 3000));
    rows.push({
      round,
      pictures: 'nothing running here (peer: the machine floor)',
      'moves/s': '-',
      'p50 ms': '-',
      'p99 ms': '-',
      'loop delay p99 ms': '-',
      'timers late p99 ms': ms(percentile(floor, 0.99)),
      'timers late max ms': ms(Math.max(...floor)),
      'CPU ms/move': '-',
      'no picture': '-',
      'goals (>=150/s, delay p99 <50)': '-',
    });
    for (const path of paths) {
      const list = await loadChannels(makeBot(store, null), store, LOAD_CHANNELS);
      const r = await underLoad(makeBot(store, path.renderer), list, {
        inFlight: IN_FLIGHT,
        ms: LOAD_MS,
      });
      const rendered = path.renderer !== null;
      // The worse of the two delay measures (the histogram is blind to a loop that never turns).
      const delayP99 = Math.max(Number.isNaN(r.loopP99) ? 0 : r.loopP99, r.timerP99);
      rows.push({
        round,
        pictures: path.name,
        'moves/s': Math.round(r.movesPerSecond),
        'p50 ms': ms(percentile(r.times, 0.5)),
        'p99 ms': ms(percentile(r.times, 0.99)),
        'loop delay p99 ms': Number.isNaN(r.loopP99) ? 'no samples' : ms(r.loopP99),
        'timers late p99 ms': ms(r.timerP99),
        'timers late max ms': ms(r.timerMax),
        'CPU ms/move': ms(r.cpuPerMove),
        'no picture': rendered ? r.failedPictures : '-',
        'goals (>=150/s, delay p99 <50)': !rendered
          ? '-'
          : r.movesPerSecond >= 150 && delayP99 < 50
            ? 'met'
            : 'NO',
      });
    }
  }
  await Promise.all([pool.close(), pool2.close()]);
  await store.close();
  printTable(
    `Under load: ${LOAD_CHANNELS.toLocaleString('en-US')} channels, ${IN_FLIGHT} moves in flight, ${LOAD_MS / 1000} s per row, SQLite, every move replied with its board picture (rows run in turn, ${rounds} rounds; CPU counts every thread)`,
    rows,
  );
}

const ms = (x: number) => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  console.log(
    `core bench: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg()[0]!.toFixed(1)}, node ${process.version}, ${N} samples per row; shared machine: latencies are noisy, CPU time per command less so`,
  );
  const sqlite = new SqliteStore(join(dir, 'bench.sqlite'));
  const memory = new MemoryStore();
  // Pictures as the bot draws them: in the worker pool.
  const renderer = createRenderPool();
  await renderer.warm();
  const setups = [
    { store: 'sqlite', render: 'off', bot: makeBot(sqlite, null), db: sqlite as Store },
    { store: 'sqlite', render: 'on', bot: makeBot(sqlite, renderer), db: sqlite as Store },
    { store: 'memory (peer)', render: 'off', bot: makeBot(memory, null), db: memory as Store },
  ];
  const latency: Record<string, string | number>[] = [];
  for (const kind of ['place', 'hint', 'board'] as const) {
    for (const s of setups) {
      const n = s.render === 'on' ? Math.min(N, 150) : N;
      const { times, cpuMs } = await measureCommand(s.bot, s.db, kind, n);
      const goal = s.render === 'on' ? 150 : 50;
      const p99 = percentile(times, 0.99);
      latency.push({
        command: kind,
        store: s.store,
        rendering: s.render,
        samples: times.length,
        'p50 ms': ms(percentile(times, 0.5)),
        'p99 ms': ms(p99),
        'cpu ms/cmd': ms(cpuMs),
        'goal p99 ms': goal,
        met: p99 < goal ? 'yes' : 'NO',
      });
    }
  }
  printTable('Command latency (handle() end to end, in-process)', latency);

  const throughput = [
    {
      path: 'core, SQLite store, no rendering',
      'moves/s': Math.round(await sustained(setups[0]!.bot, sqlite)),
      goal: 1000,
    },
    {
      path: 'core, memory store (peer)',
      'moves/s': Math.round(await sustained(setups[2]!.bot, memory)),
      goal: '-',
    },
    {
      path: 'bare SQLite commits, no core (peer)',
      'moves/s': Math.round(await bareCommits(sqlite)),
      goal: '-',
    },
  ];
  printTable(
    `Sustained moves per second (one conversation at a time, ${SUSTAIN_MS / 1000} s each)`,
    throughput,
  );
  await sqlite.close();
  await renderer.close();
  await loadTable(dir);
  rmSync(dir, { recursive: true, force: true });
}

await main();
