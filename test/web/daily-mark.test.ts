// The playground's Poster remembers each daily post by its mark (conversation and date), so
// the scheduler finds a post whose attempt went wrong after it was shown instead of showing it
// twice.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import type { Poster } from '../../src/bot/ports.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';

let playground: WebPlayground;
let poster: Poster;

beforeAll(async () => {
  playground = await startWebPlayground({
    core: makeFakeCore(),
    parseCommand: fakeParseCommand,
    port: 0,
    logger: memoryLogger(),
    registerPoster: (p) => (poster = p),
  });
});
afterAll(() => playground.close());

const PUZZLES = { platform: 'web', id: 'puzzles', kind: 'channel', workspace: 'local' } as const;
const GENERAL = { ...PUZZLES, id: 'general' };

describe('daily posts in the web playground', () => {
  it('finds a marked post again by conversation and date, and nothing else', async () => {
    const mark = { date: '2025-03-14', since: 0, attempt: 1 };
    const live = { gameId: 'daily-73', viewer: '', version: 0, over: false, fresh: true };
    const posted = await poster.post(
      PUZZLES,
      [{ text: '*Daily #73*', visibility: 'everyone', live }],
      { mark },
    );
    expect(await poster.findPosts(PUZZLES, mark)).toEqual([
      {
        messageId: posted.messageId,
        messageIds: [posted.messageId],
        attempt: 1,
        gameId: 'daily-73',
        boardRef: posted.messageId,
      },
    ]);
    expect(await poster.findPosts(PUZZLES, { ...mark, date: '2025-03-15' })).toEqual([]);
    expect(await poster.findPosts(GENERAL, mark)).toEqual([]);
    // A post without a mark (not the scheduler's daily) is not remembered.
    await poster.post(GENERAL, [{ text: 'Hello', visibility: 'everyone' }]);
    expect(await poster.findPosts(GENERAL, mark)).toEqual([]);
  });
});
