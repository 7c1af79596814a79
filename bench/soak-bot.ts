// The process under test in the memory soak (`bench/soak.bench.ts` starts one per variant):
// the bot composed as src/main.ts composes it (SQLite store on a file, the puzzle generator in
// its worker thread, the real renderer) with the Slack adapter in HTTP mode and the web
// playground, both on 127.0.0.1. Slack's Web API is the soak's local fake (SOAK_SLACK_API).
// It answers the parent's `sample` messages with its memory after a full garbage collection.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startSlack } from '../adapters/slack/index.ts';
import { startWebPlayground } from '../adapters/web/index.ts';
import { createBot } from '../src/bot/core.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Clock, Logger } from '../src/bot/ports.ts';
import { createWorkerPuzzleFactory } from '../src/bot/puzzle-factory.ts';
import { Pregenerator, StorePuzzleSource } from '../src/bot/puzzle-supply.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { createRenderer } from '../src/render/index.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';

/** What the child reports each time the parent asks. */
export interface SoakSample {
  readonly rssMb: number;
  readonly heapUsedMb: number;
  readonly heapTotalMb: number;
  readonly externalMb: number;
  readonly arrayBuffersMb: number;
  /** Anonymous resident memory (malloc arenas, V8 heaps of all threads), from /proc. */
  readonly rssAnonMb: number;
  readonly sharpCacheMb: number;
  readonly threads: number;
}

/** The child's first message: where to send requests. */
export interface SoakReady {
  readonly kind: 'ready';
  readonly slackUrl: string;
  readonly webUrl: string;
}

const env = process.env;
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const clock: Clock = { now: () => new Date() };
if (env.SOAK_SHARP_CACHE === 'off') sharp.cache(false);

const store = new SqliteStore(join(env.SOAK_DIR!, 'soak.sqlite'));
const factory = createWorkerPuzzleFactory({ salt: 'soak-bench-salt', launchDate: '2025-01-01' });
const pregenerator = new Pregenerator(store, factory, clock, silent, {
  timeZone: 'UTC',
  days: 1,
  poolSize: Number(env.SOAK_POOL_SIZE ?? 4),
  defaultLevel: 'easy',
});
// SOAK_GENERATOR=fixture: the test fixtures instead of the generator worker (to isolate it).
const fixtures = env.SOAK_GENERATOR === 'fixture';
const bot = createBot({
  store,
  clock,
  puzzles: fixtures
    ? new FixturePuzzleSource()
    : new StorePuzzleSource(
        store,
        (v) => factory.levelsOf(v),
        () => pregenerator.poke(),
      ),
  hints: { hint, hintForCell },
  renderer: createRenderer(),
  photoReader: null,
  logger: silent,
  options: { timeZone: 'UTC', defaultLevel: 'easy' },
});
if (fixtures) await factory.close();
else pregenerator.start();

const slack = await startSlack({
  core: bot,
  parseCommand,
  botToken: env.SOAK_BOT_TOKEN!,
  signingSecret: env.SOAK_SIGNING_SECRET!,
  port: 0,
  host: '127.0.0.1',
  logger: silent,
  clientOptions: { slackApiUrl: env.SOAK_SLACK_API!, retryConfig: { retries: 0 } },
  fileRetryMs: 20,
});
bot.registerPoster(slack.poster);
const web = await startWebPlayground({
  core: bot,
  parseCommand,
  port: 0,
  logger: silent,
  registerPoster: (poster) => bot.registerPoster(poster),
});

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function statusField(name: string): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN);
}

function sample(): SoakSample {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    rssAnonMb: mb(statusField('RssAnon') * 1024),
    sharpCacheMb: sharp.cache().memory.current,
    threads: statusField('Threads'),
  };
}

/** A correct move in the conversation's game (`r3c5 7`), or undefined when none is playing. */
async function nextMove(platform: 'slack' | 'web', conversationId: string) {
  const game = await store.currentGame({ platform, conversationId });
  if (!game || game.status !== 'playing') return undefined;
  const size = game.geometry.size;
  const cell = game.givens.findIndex((d, i) => !d && !game.entries[i]);
  if (cell < 0) return undefined;
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1} ${game.solution[cell]}`;
}

type Request =
  | { id: number; kind: 'sample' | 'idle' | 'stop' }
  | { id: number; kind: 'move'; platform: 'slack' | 'web'; conversationId: string };

const answers: Record<Request['kind'], (request: Request) => Promise<unknown>> = {
  sample: async () => sample(),
  idle: () => slack.idle(),
  move: (r) => (r.kind === 'move' ? nextMove(r.platform, r.conversationId) : Promise.resolve()),
  stop: async () => {
    await slack.close();
    await web.close();
    await pregenerator.stop();
    await store.close();
    setImmediate(() => process.exit(0));
  },
};

process.on('message', (request: Request) => {
  void answers[request.kind](request).then(
    (value) => process.send!({ id: request.id, value }),
    (error: unknown) => process.send!({ id: request.id, error: String(error) }),
  );
});
const ready: SoakReady = { kind: 'ready', slackUrl: slack.url!, webUrl: web.url };
process.send!(ready);
