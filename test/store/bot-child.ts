// One bot process of a fleet on one database (see fleet.ts): opens the store the environment
// names (SUDOKU_DATABASE_URL, else the SQLite file SUDOKU_DB) through openStore, runs the real
// core at $SUDOKU_NOW with fixture puzzles, says "ready", and on "go" (stdin) ticks the daily
// scheduler while it plays its plan ($SUDOKU_PLAN: commands, SUDOKU_IN_FLIGHT at a time). Each
// reply is a JSON line on stdout; daily posts are appended to $SUDOKU_POSTS. Exits when done.
import { appendFileSync, readFileSync } from 'node:fs';
import { createBot } from '../../src/bot/core.ts';
import { openStore } from '../../src/store/open.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';
import { engineHints, FakeClock, MemoryLogger } from '../bot/harness.ts';
import type { FleetCommand, FleetReply } from './fleet.ts';

const env = process.env;
const store = await openStore({
  databasePath: env.SUDOKU_DB ?? '',
  ...(env.SUDOKU_DATABASE_URL ? { databaseUrl: env.SUDOKU_DATABASE_URL } : {}),
  databasePoolSize: 4,
  sqliteSynchronous: 'full',
});
const logger = new MemoryLogger();
const bot = createBot({
  store,
  clock: new FakeClock(Date.parse(env.SUDOKU_NOW!)),
  puzzles: new FixturePuzzleSource(),
  hints: engineHints,
  renderer: null,
  photoReader: null,
  logger,
});
bot.registerPoster({
  platform: 'web',
  post: async (conversation) => {
    appendFileSync(
      env.SUDOKU_POSTS!,
      JSON.stringify({ pid: process.pid, id: conversation.id }) + '\n',
    );
    const messageId = `m-${process.pid}-${conversation.id}`;
    return { messageId, messageIds: [messageId] };
  },
  findPosts: async () => [],
  deletePosts: async () => undefined,
});
const plan = JSON.parse(readFileSync(env.SUDOKU_PLAN!, 'utf8')) as FleetCommand[];
const inFlight = Number(env.SUDOKU_IN_FLIGHT ?? 8);

async function play(): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const i = next++;
      const c = plan[i]!;
      const replies = await bot.handleText({
        conversation: { platform: 'web', id: c.conversation, kind: 'channel', workspace: 'local' },
        user: { id: c.user, name: c.user, canManage: false },
        text: c.text,
      });
      const line: FleetReply = { i, text: replies[0]?.text ?? '' };
      process.stdout.write(JSON.stringify(line) + '\n');
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

process.stdout.write('ready\n');
process.stdin.once('data', async () => {
  const [tick] = await Promise.all([bot.scheduler.tick(), play()]);
  const errors = logger.lines.filter((l) => l.level === 'error').map((l) => l.fields.error);
  process.stdout.write(JSON.stringify({ tick, errors }) + '\n');
  await store.close();
  process.exit(0);
});
