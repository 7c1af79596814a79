// Slack acks while 16 players play at once (`npm run bench -- slack-players`; the players are
// in slack-players.ts): each player asks for cell hints to level 3, a board hint and makes a
// move, one command after another, through the real Bolt app against the fake Slack Web API.
// Two paths side by side in the same run, alternating: the old one works hints out on the event
// loop (the engine's functions), the new one in hint worker threads (src/work/hint-pool.ts).
// Each runs unloaded, then with every core loaded by busy loops in their own sessions (setsid,
// killed by PID at the end). Printed: ack p50/p99/max, acks past 2.5 s (target 0) and past
// Slack's 3 s, the time to the reply, and the event loop's delay.
// SLACK_PLAYERS_ROUNDS (default 3) sets each player's rounds of five commands per block;
// SLACK_PLAYERS_LOAD the busy loops (default four per core); SLACK_PLAYERS_REPS the blocks per
// path and load (default 2).

import { availableParallelism, loadavg } from 'node:os';
import { startBusyLoops } from './busy-loops.ts';
import { printTable } from './lib.ts';
import {
  LATE_MS,
  PLAYERS,
  slackRow,
  startSlackPlayers,
  type Block,
  type Path,
} from './slack-players.ts';

const ROUNDS = Number(process.env.SLACK_PLAYERS_ROUNDS ?? 3);
const REPS = Number(process.env.SLACK_PLAYERS_REPS ?? 2);
const LOADERS = Number(process.env.SLACK_PLAYERS_LOAD ?? 4 * availableParallelism());

const players = await startSlackPlayers({ rounds: ROUNDS, paths: ['old', 'new'] });
const rows: Record<string, string | number>[] = [];
const loads: string[] = [];
for (const loaded of [false, true]) {
  const stop = loaded ? startBusyLoops(LOADERS, 600_000) : undefined;
  const label = loaded ? `${LOADERS} busy loops` : 'unloaded';
  try {
    const results = new Map<Path, Block[]>(players.paths.map((p) => [p, []]));
    // Old and new alternate, so both see the same machine.
    for (let rep = 0; rep < REPS; rep++) {
      for (const path of players.paths) results.get(path)!.push(await players.block(path));
    }
    for (const path of players.paths) rows.push(slackRow(path, label, results.get(path)!));
    loads.push(`${label}: ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    stop?.();
  }
}

printTable(
  `Slack acks with ${PLAYERS} players at once (cell hints to level 3, a board hint and a move each round, puzzles rated 6.5+; SQLite store and replay claims, render pool; ${REPS} blocks of ${ROUNDS} rounds per path and load, old and new alternating)`,
  rows,
);
console.log(
  `\nload average (1 min) at the end of each part: ${loads.join('; ')}` +
    `\nhint threads: ${players.threads.hints}, picture threads: ${players.threads.pictures}, cores: ${availableParallelism()}` +
    `\ntarget: 0 acks past ${LATE_MS} ms on the new path, loaded`,
);
await players.close();
