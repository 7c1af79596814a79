// The playground follows the browser's colour scheme for board pictures nobody chose a theme
// for: in chromium with `colorScheme: 'dark'` the board loads dark while a light tab gets the
// light one of the same board (drawn only when that tab asks for it), and a tab that switches
// scheme loads the other picture then; once the player types `theme light`, pictures only they
// see stay light in the dark tab. The loaded image's bytes are read back with sharp.

import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeOfPicture } from '../support/theme-pixels.ts';
import { browserMissing, launchBrowser, typeCommand } from './browser.ts';
import { startRealApp, type RealApp } from './real-app.ts';

const missing = browserMissing();
if (missing) console.warn(`playground theme browser test skipped: ${missing}`);

/** The picture the latest message with an image shows in `page`, once loaded: its bytes. */
async function latestPicture(page: Page, previous?: string): Promise<{ src: string; png: Buffer }> {
  const handle = await page.waitForFunction((prev) => {
    const imgs = document.querySelectorAll('.message:not(.earlier-board) img.reply-image');
    const last = imgs[imgs.length - 1];
    if (!(last instanceof HTMLImageElement) || !last.complete || last.naturalWidth === 0)
      return undefined;
    return last.currentSrc !== prev ? last.currentSrc : undefined;
  }, previous);
  const src = String(await handle.jsonValue());
  const response = await page.request.get(src);
  expect(response.ok()).toBe(true);
  return { src, png: Buffer.from(await response.body()) };
}

describe.skipIf(missing !== undefined)('playground pictures in the browser colour scheme', () => {
  let app: RealApp | undefined;
  let browser: Browser | undefined;
  let dark: Page;
  let light: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    app = await startRealApp();
    browser = await launchBrowser();
    const open = async (user: string, colorScheme: 'dark' | 'light') => {
      const page = await (await browser!.newContext({ colorScheme })).newPage();
      page.on('pageerror', (error) => pageErrors.push(`${user}: ${error.message}`));
      page.setDefaultTimeout(10_000);
      await page.goto(`${app!.url}/?user=${user}#general`);
      await page.locator('.messages .empty').waitFor();
      return page;
    };
    dark = await open('Ada', 'dark');
    light = await open('Grace', 'light');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the same board dark in the dark tab and light in the light tab', async () => {
    await typeCommand(dark, 'new easy');
    const inDark = await latestPicture(dark);
    expect(await themeOfPicture(inDark.png)).toBe('dark');
    const inLight = await latestPicture(light);
    expect(await themeOfPicture(inLight.png)).toBe('light');
    expect(inLight.src).not.toBe(inDark.src);
    // THEME_SHOT_DIR=folder keeps a screenshot of the dark tab, to look at.
    const shots = process.env.THEME_SHOT_DIR;
    if (shots) await dark.screenshot({ path: join(shots, 'playground-dark.png') });
  });

  it('a tab that switches scheme loads the other picture then, and tells the server', async () => {
    const before = await latestPicture(light);
    expect(await themeOfPicture(before.png)).toBe('light');
    await light.emulateMedia({ colorScheme: 'dark' });
    const switched = await latestPicture(light, before.src);
    expect(await themeOfPicture(switched.png)).toBe('dark');
    const cookies = await light.context().cookies();
    expect(cookies.find((c) => c.name === 'sudoku-scheme')?.value).toBe('dark');
  });

  it("keeps a player's chosen theme for pictures only they see, whatever the browser's", async () => {
    const before = (await latestPicture(dark)).src;
    await typeCommand(dark, 'hint');
    const followed = await latestPicture(dark, before);
    expect(await themeOfPicture(followed.png)).toBe('dark');
    await typeCommand(dark, 'theme light');
    await dark.getByText('your pictures are light from now on').waitFor();
    await typeCommand(dark, 'hint');
    const chosen = await latestPicture(dark, followed.src);
    expect(await themeOfPicture(chosen.png)).toBe('light');
    expect(pageErrors).toEqual([]);
  });
});
