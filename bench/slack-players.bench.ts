// Slack acks while 16 players play at once (`npm run bench -- slack-players`): each player, in a
// channel of their own, asks for cell hints (levels 1 to 3, the route), a board hint and makes a
// move, one command after another, through the real Bolt app (HTTP receiver on 127.0.0.1)
// against the fake Slack Web API (in a thread of its own, as Slack does not share the bot's event
// loop; so is the client). The core is the real one on a SQLite file with its replay
// claims (as main.ts runs it), pictures drawn by the render pool; puzzles rated 6.5 and up
// (diabolical: chains and forcing chains in the hints) from test/fixtures/rated-sample.txt.
// Two paths side by side in the same run, alternating: the old one works hints out on the event
// loop (the engine's functions), the new one in hint worker threads (src/work/hint-pool.ts).
// Each runs unloaded, then with every core loaded by busy loops in their own sessions (setsid,
// killed by PID at the end). Printed: ack p50/p99/max, acks past 2.5 s (target 0) and past
// Slack's 3 s, the time to the reply, and the event loop's delay.
// SLACK_PLAYERS_ROUNDS (default 3) sets each player's rounds of five commands per block;
// SLACK_PLAYERS_LOAD the busy loops (default four per core); SLACK_PLAYERS_REPS the blocks per
// path and load (default 2).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startSlack, type SlackAdapter } from '../adapters/slack/index.ts';
import { claimGuard } from '../adapters/slack/replay.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Logger } from '../src/bot/ports.ts';
import type { HintService } from '../src/bot/services.ts';
import { makeCellName } from '../src/engine/cell.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { createRenderPool } from '../src/render/index.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { createHintPool } from '../src/work/hint-pool.ts';
import { BOT_TOKEN } from '../test/slack/fake-slack.ts';
import { SIGNING_SECRET, slash } from '../test/slack/signing.ts';
import { realCoreOn } from '../test/support/real-core.ts';
import { startBusyLoops } from './busy-loops.ts';
import type { FakeSlackAddress } from './fake-slack-thread.ts';
import { percentile, printTable } from './lib.ts';
import { absolute, startSlackClient } from './slack-client.ts';

const PLAYERS = 16;
const ROUNDS = Number(process.env.SLACK_PLAYERS_ROUNDS ?? 3);
const REPS = Number(process.env.SLACK_PLAYERS_REPS ?? 2);
const LOADERS = Number(process.env.SLACK_PLAYERS_LOAD ?? 4 * availableParallelism());
const LATE_MS = 2500;
const DEADLINE_MS = 3000;
/** A reply not delivered by then counts as lost (bench bound, far above the core's 60 s). */
const REPLY_BOUND_MS = 120_000;

const HARD = readFileSync(new URL('../test/fixtures/rated-sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.split(' '))
  .filter((parts) => /^\d{81}$/.test(parts[1] ?? '') && Number(parts[2]) >= 6.5)
  .map((parts) => parts[1]!.replaceAll('0', '.'));

/** Waiters for the adapter's "replies delivered" line of a channel (one command at a time each). */
const delivered = new Map<string, (at: number) => void>();
const quiet: Logger = {
  debug() {},
  info(message, fields) {
    if (message !== 'slack replies delivered') return;
    delivered.get(String(fields?.channel))?.(absolute(performance.now()));
  },
  warn() {},
  error() {},
};

// The fake Slack runs in a thread of its own: its work must not count as the bot's event loop's.
const fake = new Worker(new URL('./fake-slack-thread-bootstrap.mjs', import.meta.url));
const api = await new Promise<FakeSlackAddress>((resolve, reject) => {
  fake.once('message', resolve);
  fake.once('error', reject);
});
const responseUrl = (id: string) => api.responseUrl.replaceAll('RQSTID', id);
const renderPool = createRenderPool();
const hintPool = createHintPool();
await Promise.all([renderPool.warm(), hintPool.warm()]);
const dir = mkdtempSync(join(tmpdir(), 'slack-players-'));
const client = startSlackClient();

interface Path {
  readonly name: string;
  readonly store: SqliteStore;
  readonly adapter: SlackAdapter;
}

async function startPath(name: string, file: string, hints: HintService): Promise<Path> {
  const store = new SqliteStore(join(dir, file), { synchronous: 'full' });
  const { bot } = realCoreOn(store, quiet, renderPool, { hints });
  const adapter = await startSlack({
    core: bot,
    parseCommand,
    botToken: BOT_TOKEN,
    signingSecret: SIGNING_SECRET,
    port: 0,
    host: '127.0.0.1',
    logger: quiet,
    clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
    fileHosts: [api.origin],
    replayGuard: claimGuard(store),
  });
  return { name, store, adapter };
}

const paths = [
  await startPath('old: hints on the event loop', 'old.db', { hint, hintForCell }),
  await startPath('new: hints in worker threads', 'new.db', hintPool),
];

interface Sample {
  readonly ack: number;
  readonly reply: number;
}

let requestId = 0;

/** Sends one command as `player` in `channel`; its ack and reply times (ms from sending). */
async function command(path: Path, player: number, channel: string, text: string) {
  const id = `p${requestId++}`;
  const user = { id: `U0PLAYER${String(player).padStart(2, '0')}`, name: `player${player}` };
  let timer: NodeJS.Timeout | undefined;
  const replied = new Promise<number>((resolve) => {
    delivered.set(channel, resolve);
    timer = setTimeout(() => resolve(NaN), REPLY_BOUND_MS);
  });
  const request = slash(text, { channel, user, responseUrl: responseUrl(id) });
  const answer = await client.send(path.adapter.url!, request);
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text}`);
  const at = await replied;
  clearTimeout(timer);
  delivered.delete(channel);
  return { ack: answer.ackAt - answer.sentAt, reply: at - answer.sentAt };
}

/** The channel's game, a fresh diabolical one when there is none or it is over. */
async function gameOf(path: Path, player: number, channel: string, round: number) {
  const key = { platform: 'slack' as const, conversationId: channel };
  let game = await path.store.currentGame(key);
  if (!game || game.status !== 'playing') {
    const grid = HARD[(player * 7 + round) % HARD.length]!;
    await command(path, player, channel, `new ${grid}`);
    game = (await path.store.currentGame(key))!;
  }
  return game;
}

/** One player's rounds: `hint CELL` three times (to the route), `hint`, then a correct move. */
async function play(path: Path, player: number, samples: Sample[]) {
  const channel = `C0PLAY${String(player).padStart(4, '0')}`;
  for (let round = 0; round < ROUNDS; round++) {
    const game = await gameOf(path, player, channel, round);
    const empty = [...game.givens.keys()].filter((c) => !game.givens[c] && !game.entries[c]);
    const asked = makeCellName(empty[(player * 11 + round * 5) % empty.length]!, 9);
    const move = empty[0]!;
    const texts = [
      `hint ${asked}`,
      `hint ${asked}`,
      `hint ${asked}`,
      'hint',
      `${makeCellName(move, 9)} ${game.solution[move]}`,
    ];
    for (const text of texts) samples.push(await command(path, player, channel, text));
  }
}

/** One block: every player plays at once on `path`; its samples and the event loop's delay. */
async function block(path: Path) {
  const samples: Sample[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  await Promise.all(Array.from({ length: PLAYERS }, (_, p) => play(path, p, samples)));
  loop.disable();
  return {
    samples,
    seconds: (performance.now() - started) / 1000,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
  };
}

type Block = Awaited<ReturnType<typeof block>>;

function row(path: Path, load: string, blocks: Block[]) {
  const acks = blocks.flatMap((b) => b.samples.map((s) => s.ack));
  const replies = blocks.flatMap((b) => b.samples.map((s) => s.reply));
  const answered = replies.filter((ms) => Number.isFinite(ms));
  const seconds = blocks.reduce((sum, b) => sum + b.seconds, 0);
  return {
    path: path.name,
    load,
    commands: acks.length,
    'commands/s': acks.length / seconds,
    'ack p50 ms': percentile(acks, 0.5),
    'ack p99 ms': percentile(acks, 0.99),
    'ack max ms': Math.max(...acks),
    [`acks > ${LATE_MS} ms`]: acks.filter((ms) => ms > LATE_MS).length,
    [`acks > ${DEADLINE_MS} ms`]: acks.filter((ms) => ms > DEADLINE_MS).length,
    'reply p50 ms': percentile(answered, 0.5),
    'reply p99 ms': percentile(answered, 0.99),
    'no reply': replies.length - answered.length,
    'event loop delay p99 / max ms': `${Math.max(...blocks.map((b) => b.loopP99)).toFixed(0)} / ${Math.max(...blocks.map((b) => b.loopMax)).toFixed(0)}`,
  };
}

const rows: Record<string, string | number>[] = [];
const loads: string[] = [];
for (const loaded of [false, true]) {
  const stop = loaded ? startBusyLoops(LOADERS, 600_000) : undefined;
  const label = loaded ? `${LOADERS} busy loops` : 'unloaded';
  try {
    const results = new Map<Path, Block[]>(paths.map((p) => [p, []]));
    // Old and new alternate, so both see the same machine.
    for (let rep = 0; rep < REPS; rep++) {
      for (const path of paths) results.get(path)!.push(await block(path));
    }
    for (const path of paths) rows.push(row(path, label, results.get(path)!));
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
    `\nhint threads: ${hintPool.stats().workers}, picture threads: ${renderPool.stats().workers}, cores: ${availableParallelism()}` +
    `\ntarget: 0 acks past ${LATE_MS} ms on the new path, loaded`,
);

await client.close();
for (const path of paths) {
  await path.adapter.close();
  await path.store.close();
}
await fake.terminate();
await Promise.all([renderPool.close(), hintPool.close()]);
rmSync(dir, { recursive: true, force: true });
