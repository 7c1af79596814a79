// The whole application as `npm start` runs it (src/main.ts `start`), on a free port and a
// temporary SQLite file, plus a second read connection to that file so a test can look up the
// solution of the game it is playing; and two players' pages on it in chromium.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start } from '../../src/main.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import type { Page } from 'playwright-core';
import type { Game } from '../../src/game/game.ts';
import { launchBrowser, openPlayer, PAGE_DEADLINE_MS } from './browser.ts';
import { freePort } from '../support/free-port.ts';

export interface RealApp {
  readonly url: string;
  /** The current game of a web conversation (`general`, or `dm-<user id>`). */
  currentGame(conversationId: string): Promise<Game | undefined>;
  stop(): Promise<void>;
}

/** Starts the application with the web playground only. */
export async function startRealApp(extraEnv: Record<string, string> = {}): Promise<RealApp> {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-web-e2e-'));
  const databasePath = join(dir, 'e2e.sqlite');
  const port = await freePort();
  const stopApp = await start({
    PORT: String(port),
    DATABASE_PATH: databasePath,
    LOG_LEVEL: 'warn',
    WEB_PLAYGROUND: '1',
    // Keep background puzzle generation small: the test plays one game.
    DAILY_PREGENERATE_DAYS: '1',
    PUZZLE_POOL_SIZE: '1',
    PHOTO_READER: '0',
    ...extraEnv,
  });
  const reader = new SqliteStore(databasePath);
  return {
    url: `http://127.0.0.1:${port}`,
    currentGame: (conversationId) => reader.currentGame({ platform: 'web', conversationId }),
    async stop() {
      await reader.close();
      await stopApp();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `r3c5 7` for the first empty cell of `game`, with its solution digit. */
export function correctMove(game: Game, skip = 0): string {
  const size = game.geometry.size;
  let seen = 0;
  for (let cell = 0; cell < game.geometry.cellCount; cell++) {
    if (game.givens[cell] || game.entries[cell]) continue;
    if (seen++ < skip) continue;
    return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1} ${game.solution[cell]}`;
  }
  throw new Error('the game has no empty cell');
}

/** A digit that is wrong in the first empty cell, as a move. */
export function wrongMove(game: Game): string {
  const [cell, digit] = correctMove(game).split(' ');
  return `${cell} ${(Number(digit) % game.geometry.size) + 1}`;
}

/** The real application with Ada and Grace each on a page of #general in chromium. */
export interface TwoPlayers {
  readonly app: RealApp;
  readonly ada: Page;
  readonly grace: Page;
  /** Uncaught errors of either page. */
  readonly pageErrors: string[];
  /** The current game of a web conversation, or a failure when there is none. */
  game(conversationId: string): Promise<Game>;
  /** Another player's page, its browser in `locale` (e.g. `fr-FR`). */
  open(user: string, locale?: string): Promise<Page>;
  stop(): Promise<void>;
}

/** Starts the application and a browser with Ada's and Grace's pages open on #general. */
export async function startTwoPlayers(timeoutMs = PAGE_DEADLINE_MS): Promise<TwoPlayers> {
  const app = await startRealApp();
  const browser = await launchBrowser();
  const pageErrors: string[] = [];
  const open = (user: string, locale?: string) =>
    openPlayer(browser, app.url, user, pageErrors, timeoutMs, locale);
  return {
    app,
    ada: await open('Ada'),
    grace: await open('Grace'),
    pageErrors,
    open,
    async game(conversationId) {
      const current = await app.currentGame(conversationId);
      if (!current) throw new Error(`no game in ${conversationId}`);
      return current;
    },
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}
