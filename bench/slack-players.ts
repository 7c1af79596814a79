// Slack players for the slack-players and overload benchmarks: 16 players at once, each in a
// channel of their own, ask for cell hints (levels 1 to 3, the route), a board hint and make a
// move, one command after another, through the real Bolt app (HTTP receiver on 127.0.0.1)
// against the fake Slack Web API (in a thread of its own, as Slack does not share the bot's event
// loop; so is the client). The core is the real one on a SQLite file with its replay claims (as
// main.ts runs it), pictures drawn by the render pool; puzzles rated 6.5 and up (diabolical:
// chains and forcing chains in the hints) from test/fixtures/rated-sample.txt. Two paths: the old
// one works hints out on the event loop (the engine's functions), the new one in hint worker
// threads (src/work/hint-pool.ts).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { AckSample, AckStages } from '../adapters/slack/ack-timing.ts';
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
import type { FakeSlackAddress } from './fake-slack-thread.ts';
import { recordAckCauses, type WindowCauses } from './ack-causes.ts';
import { percentile } from './lib.ts';
import { absolute, startSlackClient } from './slack-client.ts';

export const PLAYERS = 16;
export const LATE_MS = 2500;
export const DEADLINE_MS = 3000;
/** A reply not delivered by then counts as lost (bench bound, far above the core's 60 s). */
const REPLY_BOUND_MS = 120_000;

const HARD = readFileSync(new URL('../test/fixtures/rated-sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.split(' '))
  .filter((parts) => /^\d{81}$/.test(parts[1] ?? '') && Number(parts[2]) >= 6.5)
  .map((parts) => parts[1]!.replaceAll('0', '.'));

/** One way of working hints out, with its own store and Slack app. */
export interface Path {
  readonly name: string;
  readonly store: SqliteStore;
  readonly adapter: SlackAdapter;
}

interface Sample {
  readonly ack: number;
  readonly reply: number;
  /** Absolute ms: the client sent the request, then saw its answer. */
  readonly sentAt: number;
  readonly ackAt: number;
  /** What the process did in the ack's window (filled in at the block's end). */
  causes?: WindowCauses;
  /** Client sent to the guard's first look at the request (the loop had not read it yet). */
  unreadMs?: number;
  /** The server's stages (ack-timing.ts), when the server's sample was matched. */
  stages?: AckStages;
}

/** One block: every player's samples, its length and the event loop's delay. */
export interface Block {
  readonly samples: Sample[];
  readonly seconds: number;
  readonly loopP99: number;
  readonly loopMax: number;
}

/** The players' harness: its paths, a block of play on one, and its clean-up. */
export interface SlackPlayers {
  readonly paths: readonly Path[];
  /** Every player plays `rounds` rounds at once on `path`. */
  block(path: Path): Promise<Block>;
  readonly threads: { readonly hints: number; readonly pictures: number };
  close(): Promise<void>;
}

/** Starts the fake Slack, the pools and the paths asked for (`old` and/or `new`). */
export async function startSlackPlayers(options: {
  readonly rounds: number;
  readonly paths: readonly ('old' | 'new')[];
}): Promise<SlackPlayers> {
  // Waiters for the adapter's "replies delivered" line of a channel (one command at a time each).
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
  // The server's ack samples with the absolute time each was taken, matched to requests later.
  const serverAcks: { at: number; sample: AckSample }[] = [];
  const onAck = (sample: AckSample) => serverAcks.push({ at: absolute(performance.now()), sample });
  const renderPool = createRenderPool();
  const hintPool = createHintPool();
  await Promise.all([renderPool.warm(), hintPool.warm()]);
  const dir = mkdtempSync(join(tmpdir(), 'slack-players-'));
  const client = startSlackClient();

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
      onAck,
    });
    return { name, store, adapter };
  }

  const paths: Path[] = [];
  if (options.paths.includes('old'))
    paths.push(await startPath('old: hints on the event loop', 'old.db', { hint, hintForCell }));
  if (options.paths.includes('new'))
    paths.push(await startPath('new: hints in worker threads', 'new.db', hintPool));

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
    return {
      ack: answer.ackAt - answer.sentAt,
      reply: at - answer.sentAt,
      sentAt: answer.sentAt,
      ackAt: answer.ackAt,
    };
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
    for (let round = 0; round < options.rounds; round++) {
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

  /** The server's sample taken inside the request's window, its ack nearest the client's. */
  function matchServerSample(s: Sample) {
    let best: { at: number; sample: AckSample } | undefined;
    for (const a of serverAcks) {
      if (a.at < s.sentAt || a.at > s.ackAt || !a.sample.stages) continue;
      if (a.sample.stages.totalMs > a.at - s.sentAt + 1) continue;
      if (!best || s.ackAt - a.at < s.ackAt - best.at) best = a;
    }
    if (!best) return;
    s.stages = best.sample.stages;
    s.unreadMs = best.at - best.sample.stages!.totalMs - s.sentAt;
  }

  return {
    paths,
    async block(path) {
      const samples: Sample[] = [];
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      serverAcks.length = 0;
      const recorder = recordAckCauses();
      // The sampler thread may take a while to start on a loaded machine: the block's first
      // commands, all players at once, are often its slowest acks.
      await recorder.sampledPast(absolute(performance.now()), 30_000);
      const started = performance.now();
      try {
        await Promise.all(Array.from({ length: PLAYERS }, (_, p) => play(path, p, samples)));
        // Let the sampler pass the last ack before reading its windows.
        await recorder.sampledPast(Math.max(...samples.map((s) => s.ackAt)), 10_000);
        for (const s of samples) {
          s.causes = recorder.causes(s.sentAt, s.ackAt);
          matchServerSample(s);
        }
        const { taken, error } = recorder.samples();
        if (error || samples.some((s) => !s.causes)) {
          console.log(`ack sampler: ${taken} samples${error ? `, stopped by ${error}` : ''}`);
        }
      } finally {
        recorder.stop();
      }
      loop.disable();
      return {
        samples,
        seconds: (performance.now() - started) / 1000,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
      };
    },
    threads: { hints: hintPool.stats().workers, pictures: renderPool.stats().workers },
    async close() {
      await client.close();
      for (const path of paths) {
        await path.adapter.close();
        await path.store.close();
      }
      await fake.terminate();
      await Promise.all([renderPool.close(), hintPool.close()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A table row of the blocks played on one path under one load. */
export function slackRow(path: Path, load: string, blocks: readonly Block[]) {
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

/** Acks at or past this are broken down by cause (slowAckRows). */
export const SLOW_MS = 1000;

const whole = (x: number | undefined) => (x === undefined ? '-' : Math.round(x));

/**
 * The slowest acks (at most `top`, each at or past SLOW_MS), each broken down: how long the
 * request sat unread, the server's stages, and what the process did in its window.
 */
export function slowAckRows(blocks: readonly Block[], top = 6) {
  const slow = blocks
    .flatMap((b) => b.samples)
    .filter((s) => s.ack >= SLOW_MS)
    .sort((a, b) => b.ack - a.ack)
    .slice(0, top);
  return slow.map((s) => ({
    'ack ms': whole(s.ack),
    'unread ms': whole(s.unreadMs),
    'read / verify / route / listener ms': s.stages
      ? `${whole(s.stages.readMs)} / ${whole(s.stages.verifyMs)} / ${whole(s.stages.routeMs)} / ${whole(s.stages.listenerMs)}`
      : '-',
    'main thread on CPU ms': whole(s.causes?.mainCpuMs),
    'of it SQLite / GC ms': s.causes
      ? `${whole(s.causes.sqliteMs)} / ${whole(s.causes.gcMs)}`
      : '-',
    'main thread runnable, waiting for a core ms': whole(s.causes?.mainRunqueueMs),
    "process's other threads CPU ms": whole(s.causes?.otherThreadsCpuMs),
    'busiest of them (nice) ms': s.causes
      ? s.causes.busiest.map((t) => `${t.name}(${t.nice}) ${whole(t.ms)}`).join(', ')
      : '-',
  }));
}

/** The causes summed over every ack at or past SLOW_MS, as shares of their windows. */
export function slowAckShares(blocks: readonly Block[]) {
  const slow = blocks.flatMap((b) => b.samples).filter((s) => s.ack >= SLOW_MS && s.causes);
  const sum = (f: (c: WindowCauses) => number) => slow.reduce((t, s) => t + f(s.causes!), 0);
  const total = sum((c) => c.windowMs);
  const pct = (x: number) => (total ? `${Math.round((100 * x) / total)}%` : '-');
  return {
    [`acks >= ${SLOW_MS} ms`]: slow.length,
    'their windows: main thread on CPU': pct(sum((c) => c.mainCpuMs)),
    'SQLite on the main thread': pct(sum((c) => c.sqliteMs)),
    'GC on the main thread': pct(sum((c) => c.gcMs)),
    'main thread waiting for a core': pct(sum((c) => c.mainRunqueueMs)),
    'other threads CPU (x window)': total
      ? (sum((c) => c.otherThreadsCpuMs) / total).toFixed(2)
      : '-',
  };
}
