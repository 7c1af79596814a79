// Regenerates the README's pictures of the Sudoku Activity, as the browser test drives it: Ada
// on a desktop-wide page and Grace on a phone-wide one, in one instance framed by the fake
// Discord client, a few moves in, Ada's hint drawn on her board and Grace's selection outlined.
// Run: npx tsx test/activity/screenshot.ts [DIR] (DIR defaults to docs/).

import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserMissing, launchBrowser } from '../web/browser.ts';
import { onlySeen } from '../discord/harness.ts';
import { slash, sub } from '../discord/payloads.ts';
import { INSTANCE_ID, PLAYERS, startActivityHarness } from './harness.ts';

const dir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../docs'));
const missing = browserMissing();
if (missing) {
  console.error(`cannot take the screenshots: ${missing}`);
  process.exit(1);
}

const h = await startActivityHarness({ inInstance: ['Ada', 'Grace', 'Kurt'] });
const browser = await launchBrowser();
try {
  onlySeen(await h.discord.run(slash('sudoku', sub('today'))));
  const open = async (name: string, width: number, height: number, scale: number) => {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: scale,
      colorScheme: 'dark',
    });
    const page = await context.newPage();
    await page.goto(h.client.hostUrl({ userId: PLAYERS[name]!.id, instanceId: INSTANCE_ID }));
    await page.frameLocator('iframe').locator('.sb-cell').nth(80).waitFor();
    return page;
  };
  const ada = await open('Ada', 1280, 760, 1);
  const grace = await open('Grace', 390, 844, 2);
  const tap = async (page: Page, cell: number, digit: number) => {
    const frame = page.frameLocator('iframe');
    await frame.locator(`.sb-cell[data-cell="${cell}"]`).click();
    await frame.locator(`.sb-key[data-digit="${digit}"]`).click();
    await frame
      .locator(`.sb-cell[data-cell="${cell}"] .sb-digit`)
      .getByText(String(digit))
      .waitFor();
  };
  const game = await h.game();
  const empty = [...game.givens.keys()].filter((c) => !game.givens[c]);
  for (const [i, cell] of empty.slice(0, 8).entries()) {
    await tap(i % 2 ? grace : ada, cell, game.solution[cell]!);
  }
  const adaFrame = ada.frameLocator('iframe');
  await adaFrame.locator('.sb-tool', { hasText: 'Hint' }).first().click();
  await adaFrame.locator('.sb-hint .sb-tool', { hasText: 'More' }).click();
  await adaFrame.locator('.sb-hint .sb-tool', { hasText: 'More' }).click();
  await adaFrame.locator('.sb-marks > *').first().waitFor();
  await grace.frameLocator('iframe').locator(`.sb-cell[data-cell="${empty[12]}"]`).click();
  await adaFrame.locator(`.sb-cell[data-cell="${empty[12]}"][style*="inset"]`).waitFor();
  await ada.waitForTimeout(300);
  await ada.screenshot({ path: resolve(dir, 'activity-desktop.png') });
  await grace.screenshot({ path: resolve(dir, 'activity-phone.png') });
  console.log(`wrote ${dir}/activity-desktop.png and activity-phone.png`);
} finally {
  await browser.close();
  await h.close();
}
