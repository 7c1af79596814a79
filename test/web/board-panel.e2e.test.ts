// The playground's live board panel in chromium on the whole application (src/main.ts, SQLite):
// the same board UI the Discord Activity serves. Ada taps a move on the panel, Grace's panel shows
// it and the channel's board message says who placed it; Grace's typed move shows on Ada's panel.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, typeCommand } from './browser.ts';
import { startTwoPlayers, type TwoPlayers } from './real-app.ts';

const missing = browserMissing();
if (missing) console.warn(`board panel browser test skipped: ${missing}`);

/** Waiting for the other page gives up after this long (a safety net). */
const POLL = 60_000;

/** Polls with a generous deadline (a safety net on a loaded machine, never a speed test). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: POLL, interval: 50 });

describe.skipIf(missing !== undefined)('the playground’s board panel', () => {
  let session: TwoPlayers;
  let ada: Page;
  let grace: Page;

  beforeAll(async () => {
    session = await startTwoPlayers();
    ({ ada, grace } = session);
    await typeCommand(ada, 'new easy');
    await ada.locator('.message.board').first().waitFor();
    for (const page of [ada, grace]) {
      await page.locator('#board-toggle').click();
      await page.locator('.sb-cell').nth(80).waitFor();
    }
  }, 180_000);

  afterAll(async () => {
    await session.stop();
  });

  const digitOf = (page: Page, cell: number) =>
    page.locator(`.sb-cell[data-cell="${cell}"] .sb-digit`).textContent();

  async function firstEmpty(skip = 0) {
    const game = await session.game('general');
    const empty = [...game.givens.keys()].filter((c) => !game.givens[c] && !game.entries[c]);
    const cell = empty[skip]!;
    return { cell, digit: game.solution[cell]! };
  }

  it('a tap-tap move on Ada’s panel shows on Grace’s and edits the channel’s board', async () => {
    const { cell, digit } = await firstEmpty();
    await ada.locator(`.sb-cell[data-cell="${cell}"]`).click();
    await ada.locator(`.sb-key[data-digit="${digit}"]`).click();
    await poll(() => digitOf(grace, cell)).toBe(String(digit));
    await poll(() =>
      grace.locator('.message.board:not(.earlier-board)').last().textContent(),
    ).toMatch(/Ada placed/);
  });

  it('a typed move in the chat shows on the panel at once', async () => {
    const { cell, digit } = await firstEmpty();
    await typeCommand(grace, `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${digit}`);
    await poll(() => digitOf(ada, cell)).toBe(String(digit));
    expect(session.pageErrors).toEqual([]);
  });

  it('a French browser gets the board UI in French: labels, counts and its own notices', async () => {
    const chloe = await session.open('Chloe', 'fr-FR');
    // The chat page around the panel is in French too.
    await poll(() => chloe.locator('#command').getAttribute('placeholder')).toBe(
      'Tapez une commande, p. ex. new easy ou r3c5 7',
    );
    expect(await chloe.locator('html').getAttribute('lang')).toBe('fr');
    expect(await chloe.locator('#board-toggle').textContent()).toBe('Jouer sur la grille');
    expect(await chloe.locator('#board-close').textContent()).toBe('Retour à la discussion');
    await chloe.locator('#board-toggle').click();
    await chloe.locator('.sb-cell').nth(80).waitFor();
    const tools = () => chloe.locator('.sb-tools .sb-tool').allTextContents();
    await poll(tools).toEqual(['Notes', 'Effacer', 'Annuler', 'Indice', 'Dévoiler']);
    expect(await chloe.locator('.sb-tool', { hasText: 'Indice' }).getAttribute('title')).toBe(
      'Un indice : appuyez à nouveau pour plus (H)',
    );
    expect(await chloe.locator('.sb-left').textContent()).toMatch(/\d+ cases restantes/);
    expect(await chloe.locator('.sb-grid').getAttribute('aria-label')).toBe('Grille de Sudoku');
    // A digit with no cell picked, then a given cell: the page's own words, in French.
    await chloe.locator('.sb-key[data-digit="1"]').click();
    await poll(() => chloe.locator('.sb-status').textContent()).toBe(
      'Touchez d’abord une case, puis le chiffre.',
    );
    const game = await session.game('general');
    const given = [...game.givens.keys()].find((c) => game.givens[c])!;
    await chloe.locator(`.sb-cell[data-cell="${given}"]`).click();
    await chloe.locator('.sb-key[data-digit="1"]').click();
    await poll(() => chloe.locator('.sb-status').textContent()).toMatch(/ est déjà remplie\.$/);
    // What a screen reader says of that cell, in French too.
    expect(
      await chloe.locator(`.sb-cell[data-cell="${given}"]`).getAttribute('aria-label'),
    ).toMatch(/^r\d+c\d+, \d+, donné$/);
    // Ada's English page is unchanged.
    expect(await ada.locator('.sb-tools .sb-tool').allTextContents()).toEqual([
      'Notes',
      'Erase',
      'Undo',
      'Hint',
      'Reveal',
    ]);
    expect(session.pageErrors).toEqual([]);
  });
});
