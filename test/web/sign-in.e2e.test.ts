// The sign-in page in a real browser (Debian's chromium via playwright-core), with the playground
// on another address and WEB_PASSWORD set: a wrong password is explained, the right one opens
// the chat under the signed-in name (not editable), the name is refused to a second browser
// (also after the first signs out), and signing out brings the sign-in back.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { browserMissing, latestBoardSource, launchBrowser, typeCommand } from './browser.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger } from './fake-core.ts';

const missing = browserMissing();
if (missing) console.warn(`sign-in browser test skipped: ${missing}`);
const PASSWORD = 'correct horse battery';

describe.skipIf(missing !== undefined)('sign-in page in chromium', () => {
  const core = makeFakeCore();
  let playground: WebPlayground;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    playground = await startWebPlayground({
      core,
      parseCommand: fakeParseCommand,
      port: 0,
      host: '127.0.0.2',
      password: PASSWORD,
      logger: memoryLogger(),
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await playground.close();
  });

  async function open(): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.setDefaultTimeout(8000);
    await page.goto(`${playground.url}/#general`);
    await page.locator('#sign-in-dialog[open]').waitFor();
    return page;
  }

  async function signIn(page: Page, name: string, password: string): Promise<void> {
    await page.locator('#sign-in-name').fill(name);
    await page.locator('#sign-in-password').fill(password);
    await page.locator('#sign-in-form button[type=submit]').click();
  }

  it('explains a wrong password, then plays under the signed-in name', async () => {
    const ada = await open();
    await signIn(ada, 'Ada', 'wrong password');
    // The answer comes from the server: wait for it rather than read the empty line at once.
    await ada.locator('#sign-in-error', { hasText: /\S/ }).waitFor();
    await expect(ada.locator('#sign-in-error').textContent()).resolves.toBe(
      'That password is not right.',
    );
    await signIn(ada, 'Ada', PASSWORD);
    await ada.locator('#sign-in-dialog').waitFor({ state: 'hidden' });
    await expect(ada.locator('#user-name').inputValue()).resolves.toBe('Ada');
    await expect(ada.locator('#user-name').getAttribute('readonly')).resolves.not.toBeNull();
    await typeCommand(ada, 'board');
    await latestBoardSource(ada);
    expect(core.inbounds.at(-1)!.user.name).toBe('Ada');

    // The same name in another browser is refused: it is the first browser's.
    const other = await open();
    await signIn(other, 'Ada', PASSWORD);
    await other.locator('#sign-in-error', { hasText: /\S/ }).waitFor();
    await expect(other.locator('#sign-in-error').textContent()).resolves.toBe(
      "Ada is another player's name (it was first used in another browser): pick another name.",
    );

    // Signing out brings the sign-in back; the name stays Ada's browser's.
    await ada.locator('#sign-out').click();
    await ada.locator('#sign-in-dialog[open]').waitFor();
    await signIn(other, 'ADA', PASSWORD);
    await other.locator('#sign-in-error', { hasText: /\S/ }).waitFor();
    await expect(other.locator('#sign-in-error').textContent()).resolves.toMatch(
      /^Ada is another player's name/,
    );
    await signIn(ada, 'Ada', PASSWORD);
    await ada.locator('#sign-in-dialog').waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
  });
});
