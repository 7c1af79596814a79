// A bot process for the restart test: opens the SQLite file, sets its clock to $SUDOKU_NOW,
// ticks the scheduler once, records posts in $SUDOKU_POSTS, says "ticked" and waits to be killed.
import { appendFileSync } from 'node:fs';
import { createBot } from '../../src/bot/core.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../game/fixture-puzzles.ts';
import { engineHints, FakeClock, MemoryLogger } from './harness.ts';

const store = new SqliteStore(process.env.SUDOKU_DB!);
const bot = createBot({
  store,
  clock: new FakeClock(Date.parse(process.env.SUDOKU_NOW!)),
  puzzles: new FixturePuzzleSource(),
  hints: engineHints,
  renderer: null,
  photoReader: null,
  logger: new MemoryLogger(),
});
bot.registerPoster({
  platform: 'web',
  post: async (conversation, replies) => {
    appendFileSync(
      process.env.SUDOKU_POSTS!,
      JSON.stringify({
        pid: process.pid,
        conversation: conversation.id,
        now: process.env.SUDOKU_NOW,
        text: replies[0]?.text,
      }) + '\n',
    );
    return { messageId: `m${process.pid}`, messageIds: [`m${process.pid}`] };
  },
  findPosts: async () => [],
  deletePosts: async () => undefined,
});
const report = await bot.scheduler.tick();
console.log(`ticked ${JSON.stringify(report)}`);
setInterval(() => undefined, 60_000);
