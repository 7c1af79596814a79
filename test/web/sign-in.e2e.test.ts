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

  /** A fresh browser (its own cookies), its language `locale` if given. */
  async function open(locale?: string): Promise<Page> {
    const page = await (await browser.newContext(locale ? { locale } : {})).newPage();
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

  it('a French browser gets the sign-in and the chat page in French', async () => {
    const chloe = await open('fr-FR');
    const text = (selector: string) => chloe.locator(selector).textContent();
    // The dialog is shown once the words are there: French from the first look.
    expect(await text('#sign-in-title')).toBe('Connexion au terrain de jeu Sudoku');
    expect(await text('label[for=sign-in-name]')).toBe('Votre nom');
    expect(await text('label[for=sign-in-password]')).toBe('Mot de passe');
    expect(await text('#sign-in-form button[type=submit]')).toBe('Se connecter');
    expect(await chloe.locator('html').getAttribute('lang')).toBe('fr');
    await signIn(chloe, 'Chloe', 'wrong password');
    await chloe.locator('#sign-in-error', { hasText: /\S/ }).waitFor();
    expect(await text('#sign-in-error')).toBe('Ce mot de passe n’est pas le bon.');
    await signIn(chloe, 'Chloe', PASSWORD);
    await chloe.locator('#sign-in-dialog').waitFor({ state: 'hidden' });
    // The composer, the sidebar and the channel's header.
    const command = chloe.locator('#command');
    expect(await command.getAttribute('placeholder')).toBe(
      'Tapez une commande, p. ex. new easy ou r3c5 7',
    );
    expect(await command.getAttribute('aria-label')).toBe('Commande');
    expect(await text('#composer .send')).toBe('Envoyer');
    expect(await chloe.locator('#attach').getAttribute('title')).toBe(
      'Résoudre la photo d’un Sudoku',
    );
    expect(await text('.help-hint .keys')).toBe(
      'Enter envoie · Shift+Enter nouvelle ligne · ↑ rappelle',
    );
    expect(await chloe.locator('nav h2').allTextContents()).toEqual(['Salons', 'Messages privés']);
    expect((await text('#who-help'))?.trim()).toBe(
      'Connecté. Les autres se connectent avec leur propre nom pour jouer ensemble.',
    );
    expect(await text('#sign-out')).toBe('Se déconnecter');
    expect(await text('#channel-topic')).toBe(
      'Une partie partagée : tout le salon joue sur la même grille.',
    );
    expect(await chloe.title()).toBe('#general · Terrain de jeu Sudoku');
    expect(pageErrors).toEqual([]);
  });
});
