// Both ways of playing the daily in the playground, on the real application (src/main.ts with
// the real core, renderer and a temporary SQLite file) in Debian's chromium: in #general Ada
// plays the shared board while Grace presses "Play on my own", follows the page's banner to her
// direct message with the bot and plays her own board there to the end; the channel gets her
// spoiler-free result line live, and Share posts it again on demand.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpoilerFree } from '../support/spoilers.ts';
import { browserMissing, latestBoardSource, nextBoardSource, typeCommand } from './browser.ts';
import { correctMove, startTwoPlayers, type TwoPlayers } from './real-app.ts';

/** Sends `text` from `page` to a channel the way the page's command box does. */
async function sendAsPage(page: Page, channel: string, user: string, text: string) {
  const status = await page.evaluate(
    async ([key, name, command]) => {
      const response = await fetch(`/api/channels/${key}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: name, text: command }),
      });
      return response.status;
    },
    [channel, user, text] as const,
  );
  expect(status).toBe(200);
}

const missing = browserMissing();
if (missing) console.warn(`playground daily ritual browser test skipped: ${missing}`);

describe.skipIf(missing !== undefined)('the daily together and on your own, in chromium', () => {
  let session: TwoPlayers | undefined;
  let ada: Page;
  let grace: Page;
  const gameIn = (conversationId: string) => session!.game(conversationId);

  beforeAll(async () => {
    session = await startTwoPlayers();
    ({ ada, grace } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('"Play on my own" under the shared board puts Grace\'s own board in her DM, one click away', async () => {
    await typeCommand(ada, 'today');
    await latestBoardSource(ada);
    const shared = grace.locator('.message.board:not(.earlier-board)');
    await shared.locator('button', { hasText: 'Play on my own' }).click();
    // In the channel, a note only Grace sees says where her board is.
    await grace
      .locator('.message.only-you', { hasText: 'is ready in our direct messages' })
      .waitFor();
    // The page says so above the command box, and the DM is marked unread.
    const banner = grace.locator('#direct-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Your own board is ready in @ Sudoku bot/);
    await grace.locator('.channel', { hasText: 'Sudoku bot' }).locator('.badge').waitFor();
    // Ada sees no board of Grace's, and no note meant for Grace.
    await ada.waitForTimeout(300);
    expect(await ada.getByText('is ready in our direct messages').count()).toBe(0);
    await grace.locator('#direct-banner-open').click();
    expect(await grace.locator('#channel-title').textContent()).toBe('@ Sudoku bot');
    await expect(banner.isHidden()).resolves.toBe(true);
    await grace.locator('.message.board', { hasText: 'your own board' }).waitFor();
    expect(await latestBoardSource(grace)).toMatch(/^\/images\//);
  });

  it('Ada plays the shared board while Grace plays hers to the end in her DM', async () => {
    // Ada moves on the shared board: Grace's own board is another game.
    const adaBoard = await latestBoardSource(ada);
    await typeCommand(ada, correctMove(await gameIn('general')));
    await nextBoardSource(ada, adaBoard);
    expect((await gameIn('dm-grace')).entries.some((d) => d > 0)).toBe(false);
    const own = await gameIn('dm-grace');
    const empty = own.entries.filter((d, i) => d === 0 && own.givens[i] === 0).length;
    let board = await latestBoardSource(grace);
    for (let move = 0; move < empty; move++) {
      const text = correctMove(await gameIn('dm-grace'));
      // The first and last moves are typed into the DM panel; the ones between are sent as the
      // page sends a typed command (the same request, without waiting for each picture).
      if (move < 3 || move >= empty - 2) {
        await typeCommand(grace, text);
        board = await nextBoardSource(grace, board);
      } else await sendAsPage(grace, 'dm', 'Grace', text);
    }
    expect((await gameIn('dm-grace')).status).toBe('solved');
    expect((await gameIn('general')).status).toBe('playing');
  });

  it('the result line reaches the channel live, spoiler-free, and Share links to it', async () => {
    const line = ada.locator('.message', { hasText: 'Grace solved it on their own' });
    await line.waitFor();
    const text = (await line.locator('.message-text').textContent()) ?? '';
    expect(text).toMatch(/solved in \d+:\d\d · \d+ hints? · \d+ mistakes?/);
    expectSpoilerFree(text, (await gameIn('dm-grace')).solution);
    expect(await line.locator('img.reply-image').count()).toBe(0);
    // The shared board is still Ada's to finish.
    expect(await latestBoardSource(ada)).toMatch(/^\/images\//);
    await grace.locator('.channel', { hasText: 'general' }).click();
    // The line is there already: Share points to it instead of posting it again.
    await typeCommand(grace, 'share');
    const already = grace.locator('.message', { hasText: 'already in the channel' });
    await already.waitFor();
    const lineId = await line.getAttribute('id');
    expect(await already.locator('a.message-link').getAttribute('href')).toBe(`#${lineId}`);
    // The leaderboard comes to Grace alone, with a button that would post it.
    await typeCommand(grace, 'leaderboard');
    const board = grace.locator('.message', { hasText: /1\. \d+:\d\d · Grace 👤/ });
    await board.waitFor();
    expect(await board.locator('button', { hasText: 'Post to channel' }).count()).toBe(1);
    expect(await ada.locator('.message', { hasText: "Grace's result:" }).count()).toBe(0);
    expect(session!.pageErrors).toEqual([]);
  });
});
