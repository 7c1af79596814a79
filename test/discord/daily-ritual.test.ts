// The daily as a ritual on Discord, through discord.js and the real core against the fake API's
// view of the channel and of each player's DM with the bot: "Play on my own" and
// `/sudoku today solo:True` put a board in the asker's DM only; it is played to the end with
// taps; the channel gets one spoiler-free result line; leaderboards, Share, the archive and
// `stats player:@someone`, with friendly private answers to bad forms, all in forms users can type.

import { describe, expect, it } from 'vitest';
import { FINISHED } from '../../adapters/discord/panel.ts';
import { DIRECT_REFUSED } from '../../adapters/discord/respond.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Game } from '../../src/game/game.ts';
import { expectSpoilerFree } from '../support/spoilers.ts';
import type { ChannelMessage } from './fake-discord.ts';
import { customIds, onlySeen, runSeeing, seenMessages, type SeenMessage } from './harness.ts';
import {
  asUser,
  bool,
  buttonPress,
  CHANNEL_ID,
  inDirect,
  int,
  resolving,
  selectChoice,
  slash,
  str,
  sub,
  userOption,
  type PayloadUser,
} from './payloads.ts';
import { untypeableOnDiscord } from './typeable.ts';
import { useRealCoreHarness } from './use-harness.ts';

const ADA: PayloadUser = {
  id: '1140000000000000001',
  username: 'ada.lovelace',
  global_name: 'Ada',
};
const KATHERINE: PayloadUser = {
  id: '1140000000000000003',
  username: 'katherine.j',
  global_name: 'Katherine',
};
/** A player whose DMs refuse server members at first. */
const HEDY: PayloadUser = { id: '1140000000000000005', username: 'hedy', global_name: 'Hedy' };
const GRACE: PayloadUser = {
  id: '1140000000000000002',
  username: 'grace.hopper',
  global_name: 'Grace',
};

const { h, store, clock } = useRealCoreHarness();
/** Every message text people saw during this file's interactions. */
const seenTexts: string[] = [];

function run(payload: { id: string; token: string }) {
  return runSeeing(h, payload, seenTexts);
}

/** `/name options` typed by `user` in the server channel. */
function typed(user: PayloadUser, name: string, options: Parameters<typeof slash>[1] = []) {
  return asUser(slash(name, options), user);
}

function channel(): ChannelMessage[] {
  return h.api.channelMessages(CHANNEL_ID);
}

/** `user`'s DM channel with the bot (opened by the adapter), or a failure. */
function dmOf(user: PayloadUser): string {
  const id = h.api.dmChannels.get(user.id);
  if (!id) throw new Error(`no DM opened with ${user.global_name}`);
  return id;
}

function boardsIn(channelId: string): ChannelMessage[] {
  return h.api.channelMessages(channelId).filter((m) => m.attachments.length > 0);
}

async function gameIn(conversationId: string): Promise<Game> {
  const game = await store.currentGame({ platform: 'discord', conversationId });
  if (!game) throw new Error(`no game in ${conversationId}`);
  return game;
}

function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** A press by `user` on a button of message `id`, in the channel or in `user`'s DM. */
function press(user: PayloadUser, customId: string, id: string) {
  const message = h.api.messagePayload(id) as { channel_id: string };
  const payload = buttonPress(customId, { message });
  return message.channel_id === CHANNEL_ID
    ? asUser(payload, user)
    : inDirect(payload, message.channel_id, user);
}

/**
 * Plays `user`'s own board in their DM to the end with taps only: for each empty cell, the row
 * picker under the board, the cell, then the digit, on the panel only they see. Returns what
 * the last digit's press showed.
 */
async function playToTheEnd(user: PayloadUser): Promise<SeenMessage[]> {
  const dm = dmOf(user);
  const game = await gameIn(dm);
  const board = boardsIn(dm).at(-1)!;
  const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
  let last: SeenMessage[] = [];
  for (const cell of empty) {
    clock.ms += 7000;
    const row = Math.floor(cell / 9) + 1;
    const message = h.api.messagePayload(board.id) as { channel_id: string };
    await run(inDirect(selectChoice(`sudoku:pick@${game.id}:`, `r${row}`, message), dm, user));
    const panel = h.api.allMessages().at(-1)!;
    const cellId = `sudoku:pick@${game.id}:${cellName(cell)}`;
    expect(customIds(panel)).toContain(cellId);
    await run(press(user, cellId, panel.id));
    const digitId = `sudoku:move@${game.id}:place ${cellName(cell)} ${game.solution[cell]}`;
    expect(customIds(h.api.message(panel.id)!)).toContain(digitId);
    last = seenMessages(await run(press(user, digitId, panel.id)));
  }
  return last;
}

describe('playing on your own from a channel', () => {
  let sharedBoard = '';

  it('"Play on my own" under the shared board puts a board in my DM only', async () => {
    await run(typed(ADA, 'sudoku', sub('today')));
    sharedBoard = boardsIn(CHANNEL_ID).at(-1)!.id;
    const solo = customIds(h.api.message(sharedBoard)!).find((id) => id.endsWith(':today solo'));
    expect(solo).toBeDefined();
    const before = channel().length;
    const answer = onlySeen(await run(press(KATHERINE, solo!, sharedBoard)));
    // A short private note in the channel; nothing that everyone sees.
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(
      /Your own board of \*\*Daily #73.*is ready in our direct messages/,
    );
    expect(channel()).toHaveLength(before);
    const [board, ...more] = boardsIn(dmOf(KATHERINE));
    expect(more).toEqual([]);
    expect(board!.content).toMatch(/your own board/);
    expect(board!.attachments).toHaveLength(1);
    // The DM board plays like any board (the row picker, hints), but offers no second "own" board.
    const ids = customIds(board!);
    expect(ids.some((id) => id.startsWith('sudoku:pick@'))).toBe(true);
    expect(ids.some((id) => id.endsWith(':today solo'))).toBe(false);
    // The shared game is untouched: its board is still the channel's live board.
    expect(customIds(h.api.message(sharedBoard)!)).toContain(solo);
  });

  it('`/sudoku today solo:True` does the same for a player who types it', async () => {
    const before = channel().length;
    const answer = onlySeen(await run(typed(ADA, 'sudoku', sub('today', bool('solo', true)))));
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/is ready in our direct messages/);
    expect(channel()).toHaveLength(before);
    expect(boardsIn(dmOf(ADA))).toHaveLength(1);
    expect(dmOf(ADA)).not.toBe(dmOf(KATHERINE));
    // Asked again, the same board is waiting: no second game, the board shown again.
    const again = onlySeen(await run(typed(ADA, 'sudoku', sub('today', bool('solo', true)))));
    expect(again.content).toMatch(/is waiting in our direct messages/);
    expect(channel()).toHaveLength(before);
  });

  it('a player whose DMs are closed hears why privately, and gets the board once allowed', async () => {
    const solo = customIds(h.api.message(sharedBoard)!).find((id) => id.endsWith(':today solo'))!;
    // Discord opens the DM but refuses the message (50007), twice; then Hedy allows DMs.
    h.api.fail(
      (r) =>
        r.method === 'POST' &&
        /^\/channels\/\d+\/messages$/.test(r.path) &&
        !r.path.includes(CHANNEL_ID),
      403,
      2,
    );
    const before = channel().length;
    // The button and the slash form both answer with why, not with a pointer to nothing.
    const pressed = onlySeen(await run(press(HEDY, solo, sharedBoard)));
    expect(pressed).toMatchObject({ ephemeral: true, content: DIRECT_REFUSED });
    const typedSolo = onlySeen(await run(typed(HEDY, 'sudoku', sub('today', bool('solo', true)))));
    expect(typedSolo).toMatchObject({ ephemeral: true, content: DIRECT_REFUSED });
    expect(boardsIn(dmOf(HEDY))).toEqual([]);
    const again = onlySeen(await run(press(HEDY, solo, sharedBoard)));
    expect(again.content).toMatch(/is waiting in our direct messages/);
    expect(boardsIn(dmOf(HEDY))).toHaveLength(1);
    expect(channel()).toHaveLength(before);
  });

  it('played to the end with taps, the channel gets exactly one spoiler-free result line', async () => {
    const before = channel().map((m) => m.id);
    const game = await gameIn(dmOf(KATHERINE));
    const [panel, celebration, ...more] = await playToTheEnd(KATHERINE);
    expect((await store.getGame(game.id))!.status).toBe('solved');
    // The panel of the last digit says it finished the board, then the celebration follows.
    expect(panel!.content).toBe(FINISHED);
    expect(celebration!.content).toMatch(/^🎉 Solved \*\*Daily #73/);
    expect(more).toEqual([]);
    const added = channel().filter((m) => !before.includes(m.id));
    expect(added).toHaveLength(1);
    const [line] = added;
    expect(line!.content).toMatch(/Katherine/);
    expect(line!.content).toMatch(/Daily #73 \(Hard\) solved in \d+:\d\d/);
    expect(line!.attachments).toEqual([]);
    expectSpoilerFree(line!.content, game.solution);
    // The DM board says it is solved; the shared board in the channel is still unsolved.
    expect(boardsIn(dmOf(KATHERINE)).at(-1)!.content).toMatch(/solved/i);
    expect((await gameIn(CHANNEL_ID)).status).toBe('playing');
  });
});

describe('results that travel', () => {
  it('`/sudoku leaderboard` ranks the personal result, marked 👤; `period:week` too', async () => {
    const today = onlySeen(await run(typed(GRACE, 'sudoku', sub('leaderboard'))));
    // All of it was played in this channel: one list, the server's.
    expect(today.content).toMatch(/Today's daily, whole server\*\*\n1\. \d+:\d\d · Katherine 👤/);
    expect(today.content).toMatch(/👤 played on their own/);
    const week = onlySeen(
      await run(typed(GRACE, 'sudoku', sub('leaderboard', str('period', 'week')))),
    );
    expect(week.content).toMatch(/week/i);
    expect(week.content).toMatch(/1\. .*Katherine/);
    expect(week.content).not.toBe(today.content);
  });

  it('Share on my finished DM board comes to me alone; `/sudoku share` in the channel points to the result line', async () => {
    const dmBoard = boardsIn(dmOf(KATHERINE)).at(-1)!;
    const shareId = customIds(dmBoard).find((id) => id.endsWith(':share'));
    expect(shareId).toBeDefined();
    const before = channel().length;
    const [copy, ...rest] = seenMessages(await run(press(KATHERINE, shareId!, dmBoard.id)));
    expect(rest).toEqual([]);
    expect(copy!.content).toMatch(/^Copy and share anywhere:\nSudoku Daily #73 \(Hard\) solved in/);
    expect(channel()).toHaveLength(before);
    // The result line of her own board is in the channel already: not posted twice.
    const shared = onlySeen(await run(typed(KATHERINE, 'sudoku', sub('share'))));
    expect(shared.ephemeral).toBe(true);
    expect(shared.content).toMatch(/^Your result of today is already in the channel\.\n\[/);
    expect(channel()).toHaveLength(before);
  });

  it('a Share with nothing solved today is answered privately and kindly', async () => {
    for (const player of [ADA, GRACE]) {
      const answer = onlySeen(await run(typed(player, 'sudoku', sub('share'))));
      expect(answer.ephemeral).toBe(true);
      expect(answer.content).toMatch(/haven't (solved|finished) today's daily yet/);
      expect(answer.content).toMatch(/`\/sudoku today solo:True`/);
    }
  });
});

describe('the archive', () => {
  it('`/sudoku daily number:3` and `date:` play a past daily, marked as archive', async () => {
    const three = onlySeen(await run(typed(GRACE, 'sudoku', sub('daily', int('number', 3)))));
    expect(three.content).toMatch(
      /^\*\*Daily #3 · \w+ · 2025-01-03\*\* from the archive: it counts for no streak/,
    );
    expect(three.request.files).toHaveLength(1);
    const dated = onlySeen(
      await run(typed(GRACE, 'sudoku', sub('daily', str('date', '2025-03-01')))),
    );
    expect(dated.content).toMatch(/^\*\*Daily #60 · \w+ · 2025-03-01\*\* from the archive/);
    const game = await gameIn(CHANNEL_ID);
    expect(game.source).toMatchObject({ kind: 'daily', date: '2025-03-01', archive: true });
  });

  it.each([
    [
      'a number past today',
      [int('number', 500)],
      /Dailies go from #1 \(2025-01-01\) to today's #73/,
    ],
    ['number 0', [int('number', 0)], /Dailies go from #1/],
    ['a future date', [str('date', '2025-03-20')], /2025-03-20 isn't out yet/],
    ['a date before #1', [str('date', '2024-12-31')], /first daily was on 2025-01-01/],
    ['a date that does not exist', [str('date', '2025-02-30')], /not a date I know/],
    ['neither number nor date', [], /number.*or.*date/],
  ])('%s is answered privately with what to type', async (_, options, says) => {
    const answer = onlySeen(await run(typed(GRACE, 'sudoku', sub('daily', ...options))));
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(says);
  });
});

describe('stats for someone else', () => {
  it('`/sudoku stats player:@Katherine` shows her streak and calendar to the asker', async () => {
    const hers = onlySeen(
      await run(
        resolving(typed(ADA, 'sudoku', sub('stats', userOption('player', KATHERINE))), KATHERINE),
      ),
    );
    // Only Ada sees it (with a Post to channel button: quiet-lookups.test.ts).
    expect(hers.ephemeral).toBe(true);
    expect(hers.content).toMatch(/^\*\*Katherine's Sudoku stats\*\*\nDailies solved 1\n/);
    expect(hers.content).toMatch(/Daily streak: 1 day/);
    // Friday 2025-03-14 solved: the fifth square of the last week, the weekend still to come.
    expect(hers.content.split('\n').at(-1)).toBe('⬜⬜⬜⬜🟩··');
  });

  it('for someone who never played, a kind private answer', async () => {
    const never = onlySeen(
      await run(resolving(typed(ADA, 'sudoku', sub('stats', userOption('player', GRACE))), GRACE)),
    );
    expect(never.ephemeral).toBe(true);
    expect(never.content).toMatch(/^<@1140000000000000002> hasn't solved a daily yet/);
  });
});

describe('every reply names commands a Discord user can type', () => {
  it('the checker refuses values Discord would not take', () => {
    const problems = untypeableOnDiscord(
      '`/sudoku today solo:yes` `/sudoku daily number:x` `/sudoku leaderboard period:year`',
      parseCommand,
    );
    expect(problems).toHaveLength(3);
  });

  it('in this whole session of the ritual', () => {
    const problems = seenTexts.flatMap((text) => untypeableOnDiscord(text, parseCommand));
    expect(problems, problems.join('\n')).toEqual([]);
    expect(seenTexts.join('\n')).toMatch(/`\/sudoku today solo:True`/);
    expect(seenTexts.join('\n')).toMatch(/`\/sudoku daily number:72`/);
    expect(seenTexts.join('\n')).toMatch(/`\/sudoku leaderboard period:week`/);
  });
});
