// When a live board is far up (messages pushed it out of reach), the next move posts it anew at
// the bottom. Two moves at that moment both post a copy; the one that lost the race to be
// recorded is deleted, as the copy the board moved down from is, so the channel ends with one
// board per game, showing every move. Through discord.js and the real core against the fake
// API's view of the channel.

import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import { realCore } from '../support/real-core.ts';
import { racingCore } from '../support/racing-core.ts';
import { cellName, emptyCells } from '../support/scripted-play.ts';
import type { ChannelMessage } from './fake-discord.ts';
import { customIds, MemoryLogger } from './harness.ts';
import { asUser, CHANNEL_ID, slash, str, sub, type PayloadUser } from './payloads.ts';
import { useHarness } from './use-harness.ts';

const ADA: PayloadUser = { id: '1140000000000000001', username: 'ada', global_name: 'Ada' };
const GRACE: PayloadUser = { id: '1140000000000000002', username: 'grace', global_name: 'Grace' };
const key = { platform: 'discord', conversationId: CHANNEL_ID };

/** A harness of its own (a channel with no other game) for the tests of the calling scope. */
function useRacingHarness() {
  const { bot, store } = realCore(new MemoryLogger());
  const racing = racingCore(bot);
  const h = useHarness({ core: racing.core, parseCommand });

  /** The channel's messages that show a board picture, as members see the channel now. */
  function boards(): ChannelMessage[] {
    return h.api.channelMessages(CHANNEL_ID).filter((m) => m.attachments.length > 0);
  }

  /** Starts a new game in the channel and buries its board under messages everyone sees. */
  async function buriedGame() {
    await h.run(asUser(slash('sudoku', sub('new', str('level', 'easy'))), ADA));
    // What public replies below the board do (the core counts each one it sends).
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await store.noteVisibleMessage(key);
    return (await store.currentGame(key))!;
  }

  /** Ada and Grace each place a right digit at the same moment; `order` says whose copy wins. */
  async function twoMovesAtOnce(order: Order) {
    const game = await buriedGame();
    const before = boards().map((m) => m.id);
    const [a, b] = emptyCells(game);
    const versions = [game.version + 1, game.version + 2];
    const { recorded } = racing.race(2, order === 'older wins' ? versions : versions.reverse());
    const moves = [
      asUser(slash('p', [str('move', `${cellName(a!)} ${game.solution[a!]}`)]), ADA),
      asUser(slash('p', [str('move', `${cellName(b!)} ${game.solution[b!]}`)]), GRACE),
    ];
    const from = h.api.requests.length;
    for (const move of moves) h.inject(move);
    await recorded;
    await h.adapter.idle();
    return { game, before, cells: [a!, b!], requests: h.api.requests.slice(from) };
  }
  return { h, bot, store, boards, twoMovesAtOnce };
}

type Order = 'older wins' | 'newer wins';

describe.each(['older wins', 'newer wins'] as const)(
  'two moves at once when the Discord board is far up (%s the race to be recorded)',
  (order) => {
    const { h, store, boards, twoMovesAtOnce } = useRacingHarness();

    it('leaves one board in the channel, with both moves', async () => {
      const { game, before, cells, requests } = await twoMovesAtOnce(order);
      expect(before).toHaveLength(1);
      // Both moves posted the board anew: the race this test is about.
      const posted = requests.filter((r) => r.method === 'POST' && r.files.length > 0);
      expect(posted).toHaveLength(2);
      // One board is left in the channel: not the one it moved down from, nor the losing copy.
      const left = boards();
      expect(left).toHaveLength(1);
      expect(left[0]!.id).not.toBe(before[0]);
      expect(h.api.channelMessages(CHANNEL_ID)).toHaveLength(1);
      // It is the board the store knows, with its buttons, and shows both moves.
      const recorded = await store.boardMessage({ gameId: game.id, viewer: '' });
      expect(recorded!.ref).toBe(`${CHANNEL_ID}/${left[0]!.id}`);
      expect(customIds(left[0]!).length).toBeGreaterThan(0);
      const now = (await store.currentGame(key))!;
      for (const cell of cells) expect(now.entries[cell]).toBe(game.solution[cell]);
      // Its text counts the cells left after both moves (the picture is drawn with the text).
      expect(left[0]!.content).toContain(` ${emptyCells(now).length} cells to go`);
      expect(h.logger.lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
    });
  },
);

describe('two moves at once where the bot may not delete the losing copy', () => {
  const { h, boards, twoMovesAtOnce } = useRacingHarness();

  it('strips its buttons instead: one board in the channel still acts on the game', async () => {
    h.api.fail((r) => r.method === 'DELETE' && r.path.startsWith('/channels/'), 403);
    const { before } = await twoMovesAtOnce('older wins');
    const left = boards();
    // The copy it moved down from and the losing copy stay, each without its buttons.
    expect(left).toHaveLength(3);
    expect(left.filter((m) => customIds(m).length > 0)).toHaveLength(1);
    expect(left[0]!.id).toBe(before[0]);
  });
});
