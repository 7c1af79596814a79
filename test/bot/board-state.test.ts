// The game as data for board UIs (BotCore.boardState) through the real core: whose each entry is
// (and no one's once undone), the players, the feed of recent moves, notes, and a revealed game's
// digits; a conversation without a game has none.

import { describe, expect, it } from 'vitest';
import { FEED_LENGTH } from '../../src/bot/board-state.ts';
import type { Conversation, Inbound } from '../../src/bot/types.ts';
import { realCore } from '../support/real-core.ts';

const CHANNEL: Conversation = {
  platform: 'web',
  id: 'general',
  kind: 'channel',
  workspace: 'local',
};
const ada = { id: 'ada', name: 'Ada', canManage: false };
const grace = { id: 'grace', name: 'Grace', canManage: false };

describe('boardState', () => {
  it('says who placed each digit, keeps a feed, and forgets an undone move', async () => {
    const { bot, store } = realCore();
    const run = (user: Inbound['user'], command: Inbound['command']) =>
      bot.handle({ conversation: CHANNEL, user, command });
    expect(await bot.boardState!(CHANNEL)).toBeUndefined();
    await run(ada, { kind: 'today' });
    const game = (await store.currentGame({ platform: 'web', conversationId: 'general' }))!;
    const empty = [...game.givens.keys()].filter((c) => !game.givens[c]);
    const ref = (cell: number) => ({ row: Math.floor(cell / 9) + 1, col: (cell % 9) + 1 });
    const [a, b, c] = empty as [number, number, number];
    await run(ada, { kind: 'place', cell: ref(a), digit: game.solution[a]! });
    await run(grace, { kind: 'place', cell: ref(b), digit: game.solution[b]! });
    await run(grace, { kind: 'note', cell: ref(c), digits: [1, 2] });
    let state = (await bot.boardState!(CHANNEL))!;
    expect(state.players.map((p) => p.name)).toEqual(['Ada', 'Grace']);
    expect(state.placedBy[a]).toBe(0);
    expect(state.placedBy[b]).toBe(1);
    expect(state.placedBy.filter((p) => p >= 0)).toHaveLength(2);
    expect(state.notes[c]).toBe((1 << 1) | (1 << 2));
    expect(state.feed).toEqual([
      { kind: 'place', by: 0, cell: a, digit: game.solution[a] },
      { kind: 'place', by: 1, cell: b, digit: game.solution[b] },
      { kind: 'note', by: 1, cell: c },
    ]);
    expect(state.shared).toBe(true);
    expect(state.cellsLeft).toBe(empty.length - 2);
    await run(ada, { kind: 'undo' });
    state = (await bot.boardState!(CHANNEL))!;
    expect(state.entries[a]).toBe(0);
    expect(state.placedBy[a]).toBe(-1);
    expect(state.feed.map((m) => m.cell)).toEqual([b, c]);
    expect(state.feed.length).toBeLessThanOrEqual(FEED_LENGTH);
  });

  it('shows a revealed game’s digits apart from the players’', async () => {
    const { bot } = realCore();
    await bot.handle({ conversation: CHANNEL, user: ada, command: { kind: 'today' } });
    await bot.handle({
      conversation: CHANNEL,
      user: ada,
      command: { kind: 'reveal', confirmed: true },
    });
    const state = (await bot.boardState!(CHANNEL))!;
    expect(state.status).toBe('revealed');
    const shown = state.givens.map((g, i) => g || state.entries[i] || state.revealed![i]);
    expect(shown.every((d) => d > 0)).toBe(true);
    expect(state.revealed!.filter((d, i) => d > 0 && state.givens[i]! > 0)).toHaveLength(0);
  });
});
