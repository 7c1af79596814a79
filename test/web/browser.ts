// Debian's chromium driven by playwright-core, for the playground's browser test and its
// README screenshot.

import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Where Debian's `chromium` package puts the browser (CI installs it in .ci/run). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser test cannot run here, or undefined when it can. */
export function browserMissing(): string | undefined {
  return existsSync(CHROMIUM_PATH)
    ? undefined
    : `${CHROMIUM_PATH} is absent (install it with: apt-get install -y chromium)`;
}

/** A headless chromium with a fresh temporary profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/** Types a command into the page's box and presses Enter. */
export async function typeCommand(page: Page, text: string): Promise<void> {
  await page.locator('#command').fill(text);
  await page.locator('#command').press('Enter');
}

/** The src of the latest (large) board image, once it has loaded with real pixels. */
export async function latestBoardSource(page: Page): Promise<string> {
  const img = page.locator('.message.board:not(.earlier-board) img.reply-image').last();
  await img.waitFor();
  await page.waitForFunction(
    (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    await img.elementHandle(),
  );
  return (await img.getAttribute('src')) ?? '';
}

/** Waits until the latest board image is a different one from `previous`; returns its src. */
export async function nextBoardSource(page: Page, previous: string): Promise<string> {
  await page.waitForFunction((prev) => {
    const boards = document.querySelectorAll('.message.board:not(.earlier-board) img.reply-image');
    const last = boards[boards.length - 1];
    return last instanceof HTMLImageElement && last.getAttribute('src') !== prev;
  }, previous);
  return latestBoardSource(page);
}

/**
 * How long a page waits for anything (a safety net: on a machine loaded by other work a board
 * can take many seconds to be generated and drawn; nothing waits this long when things work).
 */
export const PAGE_DEADLINE_MS = 60_000;

/**
 * A page of its own (a fresh context: its own cookies) for `user` in #general, once the channel
 * has loaded, its browser set to `locale` if given; uncaught page errors go to `errors`.
 */
export async function openPlayer(
  browser: Browser,
  url: string,
  user: string,
  errors: string[],
  timeoutMs = PAGE_DEADLINE_MS,
  locale?: string,
): Promise<Page> {
  // A context's locale is its Accept-Language and navigator.language.
  const page = await (await browser.newContext(locale ? { locale } : {})).newPage();
  page.on('pageerror', (error) => errors.push(`${user}: ${error.message}`));
  page.setDefaultTimeout(timeoutMs);
  await page.goto(`${url}/?user=${user}#general`);
  // The channel has loaded: its messages, or the line saying there are none yet (not the
  // "Loading…" line the page starts with: the composer is wired only once the channel is shown).
  await page.locator('.messages .empty, .messages .message').first().waitFor();
  return page;
}
