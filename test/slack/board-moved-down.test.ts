// When chat has pushed a channel's live board out of reach, the next move posts it anew at the
// bottom. Two moves at that moment both post a copy; the one that lost the race to be recorded
// is deleted (not left as a "moved down" line), as the copy the board moved down from is, so the
// channel ends with one board per game, showing every move. The real Bolt app and core against
// the fake Slack API's view of the channel, driven by signed requests.

import { describe, expect, it } from 'vitest';
import { REPOST_AFTER_MESSAGES } from '../../src/bot/live-board.ts';
import { racingCore } from '../support/racing-core.ts';
import { cellName, emptyCells } from '../support/scripted-play.ts';
import { realCore } from './harness.ts';
import { ADA, BOB, CHANNEL_ID, channelChat } from './signing.ts';
import { useHarness } from './use-harness.ts';

type Order = 'older wins' | 'newer wins';
const key = { platform: 'slack', conversationId: CHANNEL_ID };

/** A harness of its own (a channel with no other game) for the tests of the calling scope. */
function useRacingHarness() {
  const { bot, store } = realCore();
  const racing = racingCore(bot);
  const h = useHarness(racing.core, { users: [ADA, BOB] });
  let clock = 1_700_000_200;

  /** Bob says something in the channel (not to the bot): it pushes the board up. */
  const chat = () => channelChat(BOB, 'nice one', `${clock++}.000100`);

  /** The bot's messages everyone sees in the channel itself (not in threads), oldest first. */
  function channelMessages() {
    return h.api.messages.filter((m) => m.channel === CHANNEL_ID && !m.onlyFor && !m.threadTs);
  }

  /** Ada and Bob each place a right digit at the same moment; `order` says whose copy wins. */
  async function twoMovesAtOnce(order: Order) {
    await h.run(h.slash('new easy'));
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) await h.run(chat());
    const game = (await store.currentGame(key))!;
    const before = channelMessages().map((m) => m.ts);
    const [a, b] = emptyCells(game);
    const versions = [game.version + 1, game.version + 2];
    const { recorded } = racing.race(2, order === 'older wins' ? versions : versions.reverse());
    const from = h.api.calls.length;
    await Promise.all([
      h.send(h.slash(`${cellName(a!)} ${game.solution[a!]}`, { user: ADA })),
      h.send(h.slash(`${cellName(b!)} ${game.solution[b!]}`, { user: BOB })),
    ]);
    await recorded;
    await h.settle();
    return { game, before, cells: [a!, b!], calls: h.api.calls.slice(from) };
  }

  return { h, store, channelMessages, twoMovesAtOnce };
}

describe.each(['older wins', 'newer wins'] as const)(
  'two moves at once when the Slack board is far up (%s the race to be recorded)',
  (order) => {
    const { h, store, channelMessages, twoMovesAtOnce } = useRacingHarness();

    it('leaves one board in the channel, with both moves', async () => {
      const { game, before, cells, calls } = await twoMovesAtOnce(order);
      expect(before).toHaveLength(1);
      // Both moves posted the board anew: the race this test is about.
      const posted = calls.filter((c) => c.method === 'chat.postMessage' && c.response?.ok);
      expect(posted).toHaveLength(2);
      // One message is left in the channel: the board, neither the copy it moved down from nor
      // the losing copy (nor a "moved down" line in their place).
      const left = channelMessages();
      expect(left).toHaveLength(1);
      expect(left[0]!.ts).not.toBe(before[0]);
      const recorded = await store.boardMessage({ gameId: game.id, viewer: '' });
      expect(recorded!.ref).toBe(`${CHANNEL_ID}/${left[0]!.ts}`);
      expect(left[0]!.blocks.some((b: { type: string }) => b.type === 'actions')).toBe(true);
      // It shows both moves: its text counts the cells left after them.
      const now = (await store.currentGame(key))!;
      for (const cell of cells) expect(now.entries[cell]).toBe(game.solution[cell]);
      expect(left[0]!.text).toContain(` ${emptyCells(now).length} cells to go`);
      // Only the picture it shows is left of the board's uploads.
      const shown = recorded!.picture;
      expect(shown).toBeDefined();
      expect(h.api.deletedFiles).not.toContain(shown);
      expect(h.logger.lines.filter((l) => l.level === 'warn' || l.level === 'error')).toEqual([]);
    });
  },
);

describe('two moves at once where the bot may not delete the losing copy', () => {
  const { h, channelMessages, twoMovesAtOnce } = useRacingHarness();

  it('says "moved down" in its place instead: one board in the channel acts on the game', async () => {
    h.api.fail('chat.delete', { error: 'cant_delete_message' }, 10);
    await twoMovesAtOnce('older wins');
    const left = channelMessages();
    // The copy it moved down from and the losing copy stay, each as a one-line note.
    expect(left).toHaveLength(3);
    const boards = left.filter((m) => m.blocks.some((b: { type: string }) => b.type === 'actions'));
    expect(boards).toHaveLength(1);
    expect(left.filter((m) => /moved down/.test(m.text))).toHaveLength(2);
  });
});
