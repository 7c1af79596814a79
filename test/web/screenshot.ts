// Regenerates docs/playground.png, the README's picture of the playground mid-game: two players
// in #general against the real application. Run: npx tsx test/web/screenshot.ts [OUT.png]
// (OUT defaults to docs/playground.png; SCHEME=dark for the dark theme).

import { resolve } from 'node:path';
import { browserMissing, latestBoardSource, launchBrowser, typeCommand } from './browser.ts';
import { correctMove, startRealApp, wrongMove } from './real-app.ts';

const out = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../docs/playground.png'));
const scheme = process.env.SCHEME === 'dark' ? 'dark' : 'light';

const missing = browserMissing();
if (missing) {
  console.error(`cannot take the screenshot: ${missing}`);
  process.exit(1);
}

const app = await startRealApp();
const browser = await launchBrowser();
try {
  const open = async (user: string) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 960 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/?user=${user}#general`);
    await page.locator('.messages .empty').waitFor();
    return page;
  };
  const ada = await open('Ada');
  const grace = await open('Grace');
  const play = async (page: typeof ada, command: string) => {
    const before = await page.locator('.message').count();
    await typeCommand(page, command);
    await page.waitForFunction(
      (n) => document.querySelectorAll('.message').length >= n + 2,
      before,
    );
  };
  await play(ada, 'new easy');
  for (let i = 0; i < 3; i++) {
    const game = await app.currentGame('general');
    await play(i % 2 ? ada : grace, correctMove(game!, 7 * i));
  }
  await play(ada, wrongMove((await app.currentGame('general'))!));
  await play(ada, 'hint');
  await latestBoardSource(ada);
  await ada.waitForTimeout(300);
  await ada.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await app.stop();
}
