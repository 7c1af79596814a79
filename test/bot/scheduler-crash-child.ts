// One bot process of the scheduler crash test (scheduler-crash.ts drives it and kills it). It
// opens the store ($SUDOKU_DATABASE_URL, else the SQLite file $SUDOKU_DB), runs the real
// DailyScheduler with the real Discord and Slack posters against the fake platforms
// ($DISCORD_API, $SLACK_API), and ticks like the production scheduler on a fake clock: the
// clock runs at real speed while work is in flight and jumps, when the process is idle, to the
// next minute or the earlier time a stale claim may be taken up. The clock's offset from real
// time lives in $SUDOKU_CLOCK, so it carries on across restarts and the fakes read it too.
// $SUDOKU_OLD_PATH=1 runs the old path: no platform marks or checks, a ten-minute lease, one post
// at a time. Prints `ready`, then one JSON line per tick; exits at $SUDOKU_UNTIL (ms).

import { renameSync, writeFileSync } from 'node:fs';
import { webApi } from '@slack/bolt';
import { createDiscordAdapter } from '../../adapters/discord/index.ts';
import { WEB_API_RETRIES, WEB_API_TIMEOUT_MS } from '../../adapters/slack/index.ts';
import { createPoster as createSlackPoster } from '../../adapters/slack/poster.ts';
import { BoardEdits } from '../../adapters/shared/board-edits.ts';
import { createBot } from '../../src/bot/core.ts';
import { openStore } from '../../src/store/open.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';
import { fakeParseCommand } from '../discord/fake-core.ts';
import { TEST_TOKEN } from '../discord/harness.ts';
import { APPLICATION_ID } from '../discord/payloads.ts';
import { BOT_TOKEN } from '../slack/fake-slack.ts';
import { CountingRenderer, engineHints, MemoryLogger } from './harness.ts';
import { readClockOffset } from './scheduler-clock.ts';
import { schedulerOf } from './scheduler-support.ts';

const env = process.env;
const clockFile = env.SUDOKU_CLOCK!;
let offset = readClockOffset(clockFile);
const clock = { now: () => new Date(Date.now() + offset) };

/** Moves the fake clock to `at` (only while nothing is in flight) and tells the fakes. */
function jumpTo(at: number): void {
  offset += at - clock.now().getTime();
  writeFileSync(`${clockFile}.${process.pid}`, String(offset));
  renameSync(`${clockFile}.${process.pid}`, clockFile);
}

const store = await openStore({
  databasePath: env.SUDOKU_DB ?? '',
  ...(env.SUDOKU_DATABASE_URL ? { databaseUrl: env.SUDOKU_DATABASE_URL } : {}),
  databasePoolSize: 4,
  sqliteSynchronous: 'full',
});
const logger = new MemoryLogger();
const services = {
  store,
  clock,
  puzzles: new FixturePuzzleSource(),
  renderer: new CountingRenderer(),
  logger,
};
const bot = createBot({ ...services, hints: engineHints, photoReader: null });
const oldPath = env.SUDOKU_OLD_PATH === '1';
const scheduler = schedulerOf(services, oldPath ? { leaseMs: 10 * 60_000, concurrency: 1 } : {});
const discord = createDiscordAdapter({
  core: bot,
  parseCommand: fakeParseCommand,
  token: TEST_TOKEN,
  applicationId: APPLICATION_ID,
  logger,
  clientOptions: { rest: { api: env.DISCORD_API! } },
});
scheduler.registerPoster(discord.poster);
// As the adapter configures its client (index.ts), on the fake's URL.
const slack = new webApi.WebClient(BOT_TOKEN, {
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

const until = Number(env.SUDOKU_UNTIL);
process.stdout.write('ready\n');
while (clock.now().getTime() < until) {
  const report = await scheduler.tick();
  const now = clock.now().getTime();
  const problems = logger.lines.splice(0).filter((l) => l.level === 'warn' || l.level === 'error');
  process.stdout.write(JSON.stringify({ now, ...report, problems }) + '\n');
  // Idle: the next tick is the next minute's, or sooner when a stale claim can be taken up.
  const nextMinute = Math.floor(now / 60_000) * 60_000 + 60_000;
  // (The old path ticked on the minute only.)
  const wake = oldPath ? Infinity : (report.retryAt ?? Infinity) + 1000;
  const next = Math.min(nextMinute, wake, until);
  if (next > now) jumpTo(next);
}
process.stdout.write('done\n');
await store.close();
process.exit(0);
