// The playground as `npm start` serves it (src/main.ts with the real core, renderer, hint engine
// and a temporary SQLite file), driven in Debian's chromium: two players share a game in
// #general, play moves, ask for a hint and see the board image update each time.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, latestBoardSource, nextBoardSource, typeCommand } from './browser.ts';
import { correctMove, startTwoPlayers, wrongMove, type TwoPlayers } from './real-app.ts';

const missing = browserMissing();
if (missing) console.warn(`playground browser test skipped: ${missing}`);

describe.skipIf(missing !== undefined)('web playground on the real core in chromium', () => {
  let session: TwoPlayers | undefined;
  let ada: Page;
  let grace: Page;
  const game = () => session!.game('general');

  beforeAll(async () => {
    session = await startTwoPlayers();
    ({ ada, grace } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('starts a game whose rendered board loads in both tabs', async () => {
    await typeCommand(ada, 'new easy');
    const board = await latestBoardSource(ada);
    expect(board).toMatch(/^\/images\//);
    const alt = await ada
      .locator('.message.board:not(.earlier-board) img.reply-image')
      .getAttribute('alt');
    expect(alt).toMatch(/^Sudoku board/);
    expect(await latestBoardSource(grace)).toBe(board);
  });

  it('plays correct moves from both players and updates the board image', async () => {
    let board = await latestBoardSource(ada);
    const first = correctMove(await game());
    await typeCommand(ada, first);
    board = await nextBoardSource(ada, board);
    const second = correctMove(await game());
    await typeCommand(grace, second);
    board = await nextBoardSource(grace, board);
    // Grace's move reaches Ada's tab live, with the same picture.
    await ada.waitForFunction((src) => {
      const boards = document.querySelectorAll('.message.board:not(.earlier-board) img');
      return Array.from(boards).at(-1)?.getAttribute('src') === src;
    }, board);
    expect((await game()).entries.filter((d) => d > 0).length).toBe(2);
  });

  it('refuses a wrong digit without touching the board', async () => {
    const before = await game();
    const replies = await ada.locator('.message.from-bot').count();
    await typeCommand(ada, wrongMove(before));
    await ada.waitForFunction(
      (n) => document.querySelectorAll('.message.from-bot').length > n,
      replies,
    );
    const after = await game();
    expect(after.entries).toEqual(before.entries);
    expect(after.mistakes).toBe(before.mistakes + 1);
  });

  it('answers the Hint button privately with a picture of its own, and recalls the last command', async () => {
    const board = await latestBoardSource(ada);
    await ada.locator('.message.board:not(.earlier-board) button', { hasText: 'Hint' }).click();
    const hint = ada.locator('.message.only-you', { hasText: 'Hint' }).last();
    await hint.waitFor();
    expect(await hint.locator('img.reply-image').getAttribute('src')).not.toBe(board);
    // The shared board stays where it is, and Grace sees nothing of Ada's hint.
    expect(await latestBoardSource(ada)).toBe(board);
    expect(await grace.locator('.message.only-you', { hasText: 'Hint' }).count()).toBe(0);
    await ada.locator('#command').press('ArrowUp');
    expect(await ada.locator('#command').inputValue()).toMatch(/^r\dc\d \d$/);
    expect(session!.pageErrors).toEqual([]);
  });
});
