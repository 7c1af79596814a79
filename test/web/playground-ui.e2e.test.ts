// The page mechanics in a real browser (Debian's chromium via playwright-core) against the scripted
// fake core: board images that update, buttons with a confirm dialog, up-arrow recall, asker-only
// replies, a scheduled post arriving live with an unread badge, and the direct message.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import {
  browserMissing,
  latestBoardSource,
  launchBrowser,
  nextBoardSource,
  openPlayer,
  typeCommand,
} from './browser.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger, squarePng } from './fake-core.ts';

const missing = browserMissing();
if (missing) console.warn(`playground browser test skipped: ${missing}`);

describe.skipIf(missing !== undefined)('web playground in chromium', () => {
  const core = makeFakeCore();
  let playground: WebPlayground;
  let browser: Browser;
  let ada: Page;
  let bob: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    playground = await startWebPlayground({
      core,
      parseCommand: fakeParseCommand,
      port: 0,
      logger: memoryLogger(),
    });
    browser = await launchBrowser();
    const open = (user: string) => openPlayer(browser, playground.url, user, pageErrors);
    ada = await open('Ada');
    bob = await open('Bob');
  });

  afterAll(async () => {
    await browser.close();
    await playground.close();
  });

  it('plays moves and sees the board image update', async () => {
    await typeCommand(ada, 'board');
    const first = await latestBoardSource(ada);
    await typeCommand(ada, 'place r1c2 3');
    const second = await nextBoardSource(ada, first);
    expect(second).not.toBe(first);
    // The move edits the one board message in place: no second board in the channel.
    await expect(ada.locator('.message.board').count()).resolves.toBe(1);
    await expect(ada.locator('.message.earlier-board').count()).resolves.toBe(0);
    const alt = await ada
      .locator('.message.board:not(.earlier-board) img.reply-image')
      .getAttribute('alt');
    expect(alt).toBe('Sudoku board, 1 entries');
    // The move and its board reach the other player's tab live.
    await bob.getByText('Ada placed 3.').waitFor();
    expect(await latestBoardSource(bob)).toBe(second);
  });

  it('recalls the last command with the up arrow', async () => {
    await ada.locator('#command').fill('');
    await ada.locator('#command').press('ArrowUp');
    expect(await ada.locator('#command').inputValue()).toBe('place r1c2 3');
    await ada.locator('#command').press('ArrowUp');
    expect(await ada.locator('#command').inputValue()).toBe('board');
    await ada.locator('#command').press('Escape');
  });

  it('runs a button and marks the asker-only hint', async () => {
    await ada.locator('.message.board:not(.earlier-board) button', { hasText: 'Hint' }).click();
    const hint = ada.locator('.message.only-you', { hasText: 'Look at box 5.' });
    await hint.waitFor();
    expect(await hint.locator('.only-you-note').textContent()).toContain('Only you can see this');
    expect(await hint.locator('strong').textContent()).toBe('box 5');
    // Bob never sees Ada's hint.
    await bob.waitForTimeout(200);
    expect(await bob.getByText('Look at box 5.').count()).toBe(0);
  });

  it('asks before a button with a confirm question', async () => {
    const reveal = ada.locator('.message.board:not(.earlier-board) button', { hasText: 'Reveal' });
    await reveal.click();
    await expect(ada.locator('#confirm-dialog').isVisible()).resolves.toBe(true);
    expect(await ada.locator('#confirm-text').textContent()).toBe('Reveal the whole solution?');
    await ada.locator('#confirm-dialog button', { hasText: 'Cancel' }).click();
    await expect(ada.locator('#confirm-dialog').isVisible()).resolves.toBe(false);
    const before = core.inbounds.length;
    await reveal.click();
    await ada.locator('#confirm-ok').click();
    await ada.getByText('Revealed.').waitFor();
    expect(core.inbounds.slice(before).map((i) => i.command)).toEqual([
      { kind: 'reveal', confirmed: true },
    ]);
  });

  it('shows a scheduled post live and counts it as unread in another channel', async () => {
    const png = await squarePng(64, '#2a9d5c');
    await playground.poster.post(
      { platform: 'web', id: 'puzzles', kind: 'channel', workspace: 'local' },
      [
        {
          text: '*Daily #7* is here.',
          visibility: 'everyone',
          live: { gameId: 'daily-7', viewer: '', version: 0, over: false, fresh: true },
          image: { png, alt: 'Daily board', filename: 'daily.png' },
        },
      ],
    );
    const puzzles = bob.locator('.channel', { hasText: 'puzzles' });
    await puzzles.locator('.badge', { hasText: '1' }).waitFor();
    await puzzles.click();
    await bob.locator('.message .tag.daily').waitFor();
    expect(await latestBoardSource(bob)).toMatch(/^\/images\//);
    expect(await bob.locator('#channel-title').textContent()).toBe('# puzzles');
  });

  it('uploads a photo from the camera button as solvePhoto', async () => {
    const photo = await squarePng(32, '#999999');
    const before = core.inbounds.length;
    await ada.locator('#photo').setInputFiles({
      name: 'grid.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await ada.getByText(`Read a photo of ${photo.length} bytes.`).waitFor();
    expect(core.inbounds[before]?.command).toEqual({ kind: 'solvePhoto' });
    // The upload shows in the chat as the user's message.
    const shown = ada.locator('.message', { hasText: 'solve photo grid.png' }).locator('img');
    await ada.waitForFunction(
      (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth === 32,
      await shown.elementHandle(),
    );
  });

  it('keeps the direct message personal and survives a reload', async () => {
    await ada.locator('.channel', { hasText: 'Sudoku bot' }).click();
    await typeCommand(ada, 'help');
    await ada.getByText('Commands:').waitFor();
    await bob.locator('.channel', { hasText: 'Sudoku bot' }).click();
    await bob.locator('.messages .empty').waitFor();
    await ada.reload();
    await ada.getByText('Commands:').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
