// The Sudoku Activity in chromium, without Discord: a fake Discord client frames the Activity
// for Ada and Grace (two pages, one instance) and speaks the SDK's protocol; Kurt plays on the
// channel's message board through discord.js. All three play one game to the end: every move
// reaches the others, selections show as outlines, a hint draws its marks, two taps on one cell
// at once leave one digit and tell the loser, and the last digit brings the celebration.

import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, browserMissing } from '../web/browser.ts';
import { onlySeen } from '../discord/harness.ts';
import { asUser, slash, sub } from '../discord/payloads.ts';
import { INSTANCE_ID, PLAYERS, startActivityHarness, type ActivityHarness } from './harness.ts';

const missing = browserMissing();
if (missing) console.warn(`Activity browser test skipped: ${missing}`);

const TIMEOUT_MS = 20_000;

/** Polls with a generous deadline (a safety net on a loaded machine, never a speed test). */
const poll = <T>(fn: () => Promise<T> | T) =>
  expect.poll(fn, { timeout: TIMEOUT_MS, interval: 50 });

describe.skipIf(missing !== undefined)('the Activity in chromium with the message board', () => {
  let h: ActivityHarness;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  /** What afterAll closes: whatever beforeAll got to start. */
  const closing: (() => Promise<void>)[] = [];
  let ada: Page;
  let grace: Page;
  const problems: string[] = [];

  async function open(name: string, width: number, height: number): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    page.on('pageerror', (e) => problems.push(`${name}: ${e.message}`));
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/.test(m.text()))
        problems.push(`${name}: ${m.text()}`);
    });
    await page.goto(h.client.hostUrl({ userId: PLAYERS[name]!.id, instanceId: INSTANCE_ID }));
    await page.frameLocator('iframe').locator('.sb-cell').nth(80).waitFor();
    return page;
  }

  const frame = (page: Page): FrameLocator => page.frameLocator('iframe');
  /** Kurt's move on the message board: `/p r3c5 7` through discord.js. */
  async function kurtPlays(cell: number, digit: number) {
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    const kurt = { ...PLAYERS.Kurt!, global_name: 'Kurt' };
    await h.discord.run(
      asUser(slash('p', [{ name: 'move', type: 3, value: `${name} ${digit}` }]), kurt),
    );
  }
  const cellOf = (page: Page, cell: number) => frame(page).locator(`.sb-cell[data-cell="${cell}"]`);

  async function tap(page: Page, cell: number, digit: number) {
    await cellOf(page, cell).click();
    await frame(page).locator(`.sb-key[data-digit="${digit}"]`).click();
  }

  async function shows(page: Page, cell: number, digit: number) {
    await poll(() => cellOf(page, cell).locator('.sb-digit').textContent()).toBe(String(digit));
  }

  async function empties(): Promise<{ cell: number; digit: number }[]> {
    const game = await h.game();
    return [...game.givens.keys()]
      .filter((c) => !game.givens[c] && !game.entries[c])
      .map((cell) => ({ cell, digit: game.solution[cell]! }));
  }

  beforeAll(async () => {
    h = await startActivityHarness({ inInstance: ['Ada', 'Grace', 'Kurt'] });
    closing.push(() => h.close());
    onlySeen(await h.discord.run(slash('sudoku', sub('today'))));
    browser = await launchBrowser();
    closing.unshift(() => browser.close());
    ada = await open('Ada', 1280, 800);
    grace = await open('Grace', 390, 844);
  }, 180_000);

  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('speaks the SDK protocol: handshake, READY, authorize, authenticate, participants', async () => {
    const log = await ada.evaluate(
      () =>
        (window as unknown as { rpcLog: { opcode: number; cmd?: string; evt?: string }[] }).rpcLog,
    );
    expect(log[0]).toMatchObject({ opcode: 0 });
    const commands = log.filter((m) => m.opcode === 1).map((m) => m.evt ?? m.cmd);
    expect(commands).toEqual([
      'AUTHORIZE',
      'AUTHENTICATE',
      'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS',
      'ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE',
    ]);
    await poll(() => frame(ada).locator('#participants').textContent()).toMatch(/Ada, Grace, Kurt/);
    h.oauth.instances.get(INSTANCE_ID)!.users.pop();
    expect(
      await ada.evaluate(() =>
        (
          window as unknown as { fakeDiscord: { participantsChanged(): Promise<boolean> } }
        ).fakeDiscord.participantsChanged(),
      ),
    ).toBe(true);
    await poll(() => frame(ada).locator('#participants').textContent()).toBe(
      'In this Activity: Ada, Grace',
    );
    await poll(() => frame(ada).locator('.sb-person').count()).toBe(2);
  });

  it('a tap-tap move of Ada’s shows on Grace’s page and on the message board', async () => {
    const [first] = await empties();
    const board = h.discord.api.allMessages().find((m) => m.components.length > 0)!;
    await tap(ada, first!.cell, first!.digit);
    await shows(grace, first!.cell, first!.digit);
    await h.activity.idle();
    expect(h.discord.api.message(board.id)!.content).toContain('Ada placed');
    expect(await cellOf(grace, first!.cell).getAttribute('title')).toBe(
      `${first!.digit} placed by Ada`,
    );
  });

  it('Grace’s selected cell is outlined in her colour on Ada’s board', async () => {
    const [target] = await empties();
    await cellOf(grace, target!.cell).click();
    await poll(() =>
      cellOf(ada, target!.cell).evaluate((el) => (el as HTMLElement).style.boxShadow),
    ).toMatch(/inset/);
  });

  it('Kurt’s move on the message board reaches both pages', async () => {
    const [next] = await empties();
    await kurtPlays(next!.cell, next!.digit);
    await shows(ada, next!.cell, next!.digit);
    await shows(grace, next!.cell, next!.digit);
  });

  it('a hint draws its marks on the board and says why', async () => {
    await frame(ada).locator('.sb-tool', { hasText: 'Hint' }).first().click();
    await frame(ada).locator('.sb-hint:not([hidden])').waitFor();
    expect(await frame(ada).locator('.sb-hint-text').textContent()).toMatch(/^Hint/);
    await frame(ada).locator('.sb-hint .sb-tool', { hasText: 'More' }).click();
    await frame(ada).locator('.sb-hint .sb-tool', { hasText: 'More' }).click();
    await poll(() => frame(ada).locator('.sb-hint-text').textContent()).toMatch(
      /^Hint \(full step\)/,
    );
    expect(await frame(ada).locator('.sb-marks > *').count()).toBeGreaterThan(0);
  });

  it('two players on one cell at once: one digit, the other is told', async () => {
    const [target] = await empties();
    await cellOf(ada, target!.cell).click();
    await cellOf(grace, target!.cell).click();
    await Promise.all([
      frame(ada).locator(`.sb-key[data-digit="${target!.digit}"]`).click(),
      frame(grace).locator(`.sb-key[data-digit="${target!.digit}"]`).click(),
    ]);
    await shows(ada, target!.cell, target!.digit);
    await shows(grace, target!.cell, target!.digit);
    const statuses = await Promise.all(
      [ada, grace].map((p) => frame(p).locator('.sb-status').textContent()),
    );
    expect(statuses.filter((s) => /already|filled/i.test(s ?? ''))).toHaveLength(1);
    const game = await h.game();
    expect(game.entries[target!.cell]).toBe(target!.digit);
    expect(game.mistakes).toBe(0);
  });

  it('plays the game to the end between the three of them, with the celebration on both pages', async () => {
    let turn = 0;
    for (const { cell, digit } of await empties()) {
      const who = turn++ % 3;
      if (who === 2) await kurtPlays(cell, digit);
      else {
        await tap(who === 0 ? ada : grace, cell, digit);
      }
      await shows(who === 1 ? ada : grace, cell, digit);
    }
    for (const page of [ada, grace]) {
      await frame(page).locator('.sb-celebrate:not([hidden])').waitFor();
      expect(await frame(page).locator('.sb-celebrate-card h3').textContent()).toBe('Solved!');
    }
    const game = await h.game();
    expect(game.status).toBe('solved');
    expect(game.contributors.map((c) => c.name).sort()).toEqual(['Ada', 'Grace', 'Kurt']);
    expect(problems).toEqual([]);
  }, 180_000);
});
