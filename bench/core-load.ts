// The bot core under load, shared by the core and overload benchmarks: channels with a fresh game
// each, players sending correct moves with a number of them in flight, and how late the event
// loop and its timers ran meanwhile.

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createBot, type SudokuBot } from '../src/bot/core.ts';
import type { Renderer } from '../src/bot/ports.ts';
import type { Conversation, User } from '../src/bot/types.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import type { Store } from '../src/store/port.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';
import { percentile } from './lib.ts';

export const USER: User = { id: 'bench-user', name: 'Bench', canManage: true };

const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** The real core on `store` with `renderer` (null: no pictures), fixture puzzles, quiet. */
export function coreBot(store: Store, renderer: Renderer | null): SudokuBot {
  return createBot({
    store,
    clock: { now: () => new Date() },
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer,
    photoReader: null,
    logger: silent,
  });
}

/** A conversation with a game in it, and the correct moves left to play there. */
export interface Channel {
  readonly conversation: Conversation;
  readonly moves: string[];
}

let conversations = 0;

/** A conversation with a fresh easy game, and a supply of correct moves in it. */
export async function freshGame(bot: SudokuBot, store: Store): Promise<Channel> {
  const conversation: Conversation = {
    platform: 'web',
    id: `bench-${process.pid}-${++conversations}`,
    kind: 'channel',
    workspace: 'bench',
  };
  await bot.handle({ conversation, user: USER, command: { kind: 'new', level: 'easy' } });
  const game = (await store.currentGame({ platform: 'web', conversationId: conversation.id }))!;
  const moves: string[] = [];
  game.givens.forEach((d, cell) => {
    if (!d) moves.push(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`);
  });
  // Keep the last cell empty so no game completes inside a measurement.
  moves.pop();
  return { conversation, moves };
}

/** `count` channels with a fresh game each, started by `setup` (a bot that draws no pictures). */
export async function loadChannels(setup: SudokuBot, store: Store, count: number) {
  const out: Channel[] = [];
  for (let i = 0; i < count; i++) out.push(await freshGame(setup, store));
  return out;
}

/**
 * How late a chain of 10 ms timers fires, in ms: each tick, and the one still pending at the
 * end. monitorEventLoopDelay samples nothing while promise chains that never wait on I/O keep
 * the loop from turning (in-process rows), so this sees what it misses.
 */
export function timerProbe(): { stop(): number[] } {
  const late: number[] = [];
  let expected = performance.now() + 10;
  const tick = () => {
    const now = performance.now();
    late.push(now - expected);
    expected = now + 10;
    timer = setTimeout(tick, 10);
  };
  let timer = setTimeout(tick, 10);
  return {
    stop() {
      clearTimeout(timer);
      late.push(Math.max(0, performance.now() - expected));
      return late;
    },
  };
}

/** Timer lateness with nothing running here for `ms`: the floor the machine's other load sets. */
export async function idleFloor(ms: number): Promise<number[]> {
  const probe = timerProbe();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return probe.stop();
}

export interface LoadResult {
  readonly movesPerSecond: number;
  readonly times: number[];
  /** Event-loop delay p99 (monitorEventLoopDelay), in ms. */
  readonly loopP99: number;
  /** How late 10 ms timers fired: p99 and worst, in ms. */
  readonly timerP99: number;
  readonly timerMax: number;
  /** Process CPU (all threads) per move, in ms. */
  readonly cpuPerMove: number;
  /** Replies with a board but no picture. */
  readonly failedPictures: number;
}

/**
 * `inFlight` players at once, each sending correct moves to its own share of the channels and
 * waiting for the reply (picture included) before the next, for `ms`.
 */
export async function underLoad(
  bot: SudokuBot,
  list: readonly Channel[],
  { inFlight, ms }: { inFlight: number; ms: number },
): Promise<LoadResult> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const times: number[] = [];
  let failedPictures = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  delay.enable();
  const probe = timerProbe();
  const player = async (k: number) => {
    for (let i = k; performance.now() - start < ms; i += inFlight) {
      const channel = list[i % list.length]!;
      const text = channel.moves.shift();
      if (text === undefined) continue;
      const sent = performance.now();
      const replies = await bot.handleText({
        conversation: channel.conversation,
        user: USER,
        text,
      });
      times.push(performance.now() - sent);
      if (replies.some((r) => r.board && !r.image)) failedPictures++;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, (_, k) => player(k)));
  const elapsed = performance.now() - start;
  delay.disable();
  const late = probe.stop();
  const used = process.cpuUsage(cpu);
  return {
    movesPerSecond: (times.length * 1000) / elapsed,
    times,
    loopP99: delay.count > 0 ? delay.percentile(99) / 1e6 : NaN,
    timerP99: percentile(late, 0.99),
    timerMax: Math.max(...late),
    cpuPerMove: (used.user + used.system) / 1000 / times.length,
    failedPictures,
  };
}
