// When chat pushes a channel's live board far up, the next move posts the board anew at the
// bottom; the copy it moved down from goes (as Discord's DELETE and Slack's chat.delete do), so a
// game typed out by several players leaves one board in #general, not one per few moves. The
// real core and playground; each page's stream is a subscriber of the message log.

import { describe, expect, it } from 'vitest';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import { racingCore } from '../support/racing-core.ts';
import { realCore } from '../support/real-core.ts';
import { cellName, emptyCells } from '../support/scripted-play.ts';
import { ADA, GRACE, playgroundOn, WATCHER } from './core-playground.ts';

function playground() {
  const { bot, store } = realCore();
  return { ...playgroundOn(bot), store };
}

describe('a live board moved down by chat on the playground', () => {
  it('leaves one board in the channel: the copy it moved down from is removed', async () => {
    const { play, store, log, page, general, conversationId } = playground();
    await play.runText(general, ADA, 'new easy');
    const game = (await store.currentGame({ platform: 'web', conversationId: 'general' }))!;
    // Two players type moves until the board has been posted anew twice.
    const moves = emptyCells(game).slice(0, 2 * REPOST_AFTER_MESSAGES + 2);
    for (const [i, cell] of moves.entries()) {
      const who = i % 2 ? GRACE : ADA;
      await play.runText(general, who, `${cellName(cell)} ${game.solution[cell]}`);
    }
    const boardIds = new Set(page.filter((m) => m.isBoard).map((m) => m.id));
    expect(boardIds.size).toBeGreaterThanOrEqual(3);
    const shown = log.recent(conversationId, WATCHER);
    const boards = shown.filter((m) => m.isBoard);
    // One board is left in the history, the newest, with its buttons and every move on it.
    expect(boards).toHaveLength(1);
    expect(boards[0]!.id).toBe([...boardIds].at(-1));
    expect(boards[0]!.actions?.length).toBeGreaterThan(0);
    // The pages were told to drop each copy left behind.
    const removed = page.filter((m) => m.removed).map((m) => m.id);
    expect(new Set(removed)).toEqual(new Set([...boardIds].slice(0, -1)));
  });
});

describe('two moves at once when the board is far up', () => {
  it('leaves one board: the copy that lost the race to be recorded goes too', async () => {
    const { play, store, log, page, general, conversationId } = playground();
    await play.runText(general, ADA, 'new easy');
    const game = (await store.currentGame({ platform: 'web', conversationId: 'general' }))!;
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await play.runText(general, GRACE, 'help');
    const [a, b] = emptyCells(game);
    await Promise.all([
      play.runText(general, ADA, `${cellName(a!)} ${game.solution[a!]}`),
      play.runText(general, GRACE, `${cellName(b!)} ${game.solution[b!]}`),
    ]);
    const posted = new Set(page.filter((m) => m.isBoard).map((m) => m.id));
    // Both moves posted the board anew (the race this test is about).
    expect(posted.size).toBe(3);
    const boards = log.recent(conversationId, WATCHER).filter((m) => m.isBoard);
    expect(boards).toHaveLength(1);
    expect(boards[0]!.actions?.length).toBeGreaterThan(0);
  });
});

describe('two moves at once when the board is far up, the older copy recorded first', () => {
  it('leaves one board, showing both moves', async () => {
    const { bot, store } = realCore();
    const racing = racingCore(bot);
    const { play, log, general, conversationId } = playgroundOn(racing.core);
    await play.runText(general, ADA, 'new easy');
    const game = (await store.currentGame({ platform: 'web', conversationId: 'general' }))!;
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await play.runText(general, GRACE, 'help');
    const [a, b] = emptyCells(game);
    const { recorded } = racing.race(2, [game.version + 1, game.version + 2]);
    await Promise.all([
      play.runText(general, ADA, `${cellName(a!)} ${game.solution[a!]}`),
      play.runText(general, GRACE, `${cellName(b!)} ${game.solution[b!]}`),
      recorded,
    ]);
    const boards = log.recent(conversationId, WATCHER).filter((m) => m.isBoard);
    expect(boards).toHaveLength(1);
    const now = (await store.currentGame({ platform: 'web', conversationId: 'general' }))!;
    expect(boards[0]!.text).toContain(` ${emptyCells(now).length} cells to go`);
  });
});
