// One bot process of the scheduler fault trial (scheduler-crash.ts starts it, kills it, pauses
// it). It opens the store ($SUDOKU_DATABASE_URL, else the SQLite file $SUDOKU_DB) and runs the
// real DailyScheduler as production does (start(): a tick now, one each minute, and one when a
// claim may be taken up) with the real Discord and Slack posters against the fake platforms
// ($DISCORD_API, $SLACK_API). Its clock is real time shifted by the offset in $SUDOKU_CLOCK, the
// same for every process and for the fakes. Each process has its own Slack token
// ($SUDOKU_SLACK_TOKEN) and Discord user agent ($SUDOKU_AGENT), so the trial can tell whose
// request the platform is serving. $SUDOKU_RENDER_FAULT=die|stall draws pictures with the real
// render pool whose first $SUDOKU_RENDER_FAULTS worker starts die or stall; otherwise a counting
// fake draws them. $SUDOKU_LEASE_MS and $SUDOKU_RETRY_BASE_MS shorten the claim times (tests).
// The first process to start writes the trial's schedules ($SUDOKU_SETUP, a JSON list).
// Prints `ready` once started, one JSON line per tick, and the warnings and errors it logged;
// on SIGTERM it stops the scheduler and exits. The script uses only what the tree before the
// daily post protocol also had, so the bench can run it against the old code.

import { readFileSync } from 'node:fs';
import { webApi } from '@slack/bolt';
import { createDiscordAdapter } from '../../adapters/discord/index.ts';
import { WEB_API_RETRIES, WEB_API_TIMEOUT_MS } from '../../adapters/slack/index.ts';
import { createPoster as createSlackPoster } from '../../adapters/slack/poster.ts';
import { BoardEdits } from '../../adapters/shared/board-edits.ts';
import { createBot } from '../../src/bot/core.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import { openStore } from '../../src/store/open.ts';
import type { Schedule } from '../../src/store/port.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';
import { fakeParseCommand } from '../discord/fake-core.ts';
import { TEST_TOKEN } from '../discord/harness.ts';
import { APPLICATION_ID } from '../discord/payloads.ts';
import { BOT_TOKEN } from '../slack/fake-slack.ts';
import { CountingRenderer, engineHints, MemoryLogger } from './harness.ts';
import { readClockOffset } from './scheduler-clock.ts';
import { schedulerOf } from './scheduler-support.ts';

const env = process.env;
const offset = readClockOffset(env.SUDOKU_CLOCK!);
const clock = { now: () => new Date(Date.now() + offset) };

/** The real render pool over a worker that misbehaves at start-up, or a counting fake. */
async function rendererOf(): Promise<Renderer> {
  if (!env.SUDOKU_RENDER_FAULT) return new CountingRenderer();
  const { createRenderPool } = await import('../../src/render/render-pool.ts');
  const pool = createRenderPool({
    workers: 1,
    workerUrl: new URL('./startup-fault-worker.mjs', import.meta.url),
    ...(env.SUDOKU_RENDER_START_LIMIT_MS && {
      startLimitMs: Number(env.SUDOKU_RENDER_START_LIMIT_MS),
    }),
  });
  void pool.warm();
  return pool;
}

const store = await openStore({
  databasePath: env.SUDOKU_DB ?? '',
  ...(env.SUDOKU_DATABASE_URL ? { databaseUrl: env.SUDOKU_DATABASE_URL } : {}),
  databasePoolSize: 4,
  sqliteSynchronous: 'full',
});
// The trial's schedules ($SUDOKU_SETUP), made by whichever process starts first (the store of
// the code under trial writes them, so an older tree's schema is never touched by a newer one).
if (env.SUDOKU_SETUP && (await store.listSchedules()).length === 0) {
  const setup = JSON.parse(readFileSync(env.SUDOKU_SETUP, 'utf8')) as Schedule[];
  for (const schedule of setup) await store.setSchedule(schedule);
}
const logger = new MemoryLogger();
const services = {
  store,
  clock,
  puzzles: new FixturePuzzleSource(),
  renderer: await rendererOf(),
  logger,
};
const bot = createBot({ ...services, hints: engineHints, photoReader: null });
const scheduler = schedulerOf(services, {
  ...(env.SUDOKU_LEASE_MS && { leaseMs: Number(env.SUDOKU_LEASE_MS) }),
  ...(env.SUDOKU_RETRY_BASE_MS && { retryBaseMs: Number(env.SUDOKU_RETRY_BASE_MS) }),
});
const discord = createDiscordAdapter({
  core: bot,
  parseCommand: fakeParseCommand,
  token: TEST_TOKEN,
  applicationId: APPLICATION_ID,
  logger,
  clientOptions: {
    rest: { api: env.DISCORD_API!, userAgentAppendix: env.SUDOKU_AGENT ?? 'sudoku-trial' },
  },
});
scheduler.registerPoster(discord.poster);
// As the adapter configures its client (index.ts), on the fake's URL.
const slack = new webApi.WebClient(env.SUDOKU_SLACK_TOKEN ?? BOT_TOKEN, {
  slackApiUrl: env.SLACK_API!,
  retryConfig: WEB_API_RETRIES,
  timeout: WEB_API_TIMEOUT_MS,
});
scheduler.registerPoster(
  createSlackPoster(async () => slack, logger, {
    core: bot,
    edits: new BoardEdits(),
    rewrite: (t) => t,
  }),
);

/** Writes the warnings and errors logged since the last call. */
function flushProblems(): void {
  const problems = logger.lines.splice(0).filter((l) => l.level === 'warn' || l.level === 'error');
  if (problems.length > 0) process.stdout.write(JSON.stringify({ problems }) + '\n');
}

// Every tick the scheduler runs (its own start() calls this.tick()) reports what it did.
const tick = scheduler.tick.bind(scheduler);
scheduler.tick = () => {
  const running = tick();
  void running.then(
    (report) => {
      flushProblems();
      process.stdout.write(JSON.stringify({ now: clock.now().getTime(), tick: report }) + '\n');
    },
    () => undefined,
  );
  return running;
};
setInterval(flushProblems, 500).unref();

process.once('SIGTERM', () => {
  void (async () => {
    await scheduler.stop(5000);
    flushProblems();
    await store.close();
    process.exit(0);
  })();
});
scheduler.start();
process.stdout.write('ready\n');
// The scheduler's timers are unref'd: this keeps the process up until it is told to stop.
setInterval(() => undefined, 60_000);
