// The daily as a ritual on Slack, through Bolt and the real core against the fake Web API's view
// of the channel and of each player's DM with the bot: "Play on my own" and `/sudoku today solo`
// put a board in the asker's DM only (conversations.open); it is played to the end with taps;
// the channel gets one spoiler-free result line; leaderboards, Share, the archive and
// `stats <@U…>`, with friendly private answers to bad forms, all in commands users can type.

import { describe, expect, it } from 'vitest';
import { SET_ASIDE_TEXT } from '../../adapters/slack/deliver.ts';
import type { Game } from '../../src/game/game.ts';
import { expectSpoilerFree } from '../support/spoilers.ts';
import type { RecordedCall, StoredMessage } from './fake-slack.ts';
import { buttonsOf, runSeeing, textOf } from './harness.ts';
import { ADA, BOB, CHANNEL_ID } from './signing.ts';
import { untypeableOnSlack } from './typeable.ts';
import { useRealCoreHarness } from './use-harness.ts';

const CARL = { id: 'U0CARL003', name: 'carl' };

const { h, store, clock } = useRealCoreHarness({ users: [ADA, BOB, CARL] });
/** Every message text people saw in this file's requests. */
const seen: string[] = [];

function run(request: Parameters<typeof h.run>[0]) {
  return runSeeing(h, request, seen);
}

/** What everyone in a channel sees (no ephemerals, no thread replies). */
function shownIn(channel: string): StoredMessage[] {
  return h.api.messages.filter((m) => m.channel === channel && !m.onlyFor && !m.threadTs);
}

function boardsIn(channel: string): StoredMessage[] {
  return shownIn(channel).filter((m) => m.blocks.some((b) => b.type === 'image'));
}

/** The DM the adapter opened with `user` (conversations.open), or a failure. */
function dmOf(user: { id: string }): string {
  const opened = h.api.calls.filter(
    (c) => c.method === 'conversations.open' && c.params.users === user.id && c.response?.ok,
  );
  const id = opened.at(-1)?.response?.channel?.id as string | undefined;
  if (!id) throw new Error(`no DM opened with ${user.id}`);
  return id;
}

async function gameIn(conversationId: string): Promise<Game> {
  const game = await store.currentGame({ platform: 'slack', conversationId });
  if (!game) throw new Error(`no game in ${conversationId}`);
  return game;
}

/** The private answers (ephemeral response-URL messages) among a run's calls. */
function privateAnswers(calls: readonly RecordedCall[]): string[] {
  return calls
    .filter((c) => c.method === 'response_url' && c.params.response_type !== 'in_channel')
    .map(textOf);
}

/** The one private answer of a run, and that nobody else saw anything. */
function onlyPrivate(calls: readonly RecordedCall[]): string {
  const publicPosts = calls.filter(
    (c) =>
      (c.method === 'chat.postMessage' && c.params.channel === CHANNEL_ID) ||
      (c.method === 'response_url' && c.params.response_type === 'in_channel'),
  );
  expect(publicPosts.map(textOf)).toEqual([]);
  const answers = privateAnswers(calls);
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

/** The text of every message a run posted or answered with. */
function shownText(calls: readonly RecordedCall[]): string {
  return calls
    .filter((c) => c.method === 'response_url' || c.method === 'chat.postMessage')
    .map(textOf)
    .join('\n');
}

const cellName = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/**
 * Plays `user`'s own board in their DM to the end with taps only: the cell picked in the
 * board's menu, then the digit button (one request per move, as Slack sends the menu's state).
 */
async function playToTheEnd(user: { id: string; name: string }): Promise<void> {
  const dm = dmOf(user);
  const game = await gameIn(dm);
  const board = boardsIn(dm).at(-1)!;
  const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
  const blockId = `sudoku-move@${game.id}`;
  for (const cell of empty) {
    clock.ms += 7000;
    const digit = game.solution[cell]!;
    // Only cells still empty are offered in the menu.
    const menu = JSON.stringify(h.api.message(dm, board.ts)!.blocks);
    expect(menu).toContain(`"value":"${cellName(cell)}"`);
    const state = { [blockId]: { 'sudoku:cell': { selected_option: { value: cellName(cell) } } } };
    await run(
      h.button(String(digit), {
        user,
        channel: dm,
        messageTs: board.ts,
        actionId: `sudoku:digit:${digit}`,
        blockId,
        state,
      }),
    );
  }
}

describe('playing on your own from a channel', () => {
  let sharedTs = '';

  it('"Play on my own" under the shared board puts a board in my DM only', async () => {
    await run(h.slash('today'));
    const shared = boardsIn(CHANNEL_ID).at(-1)!;
    sharedTs = shared.ts;
    expect(buttonsOf({ params: shared } as unknown as RecordedCall)).toContainEqual([
      'sudoku:solo',
      'today solo',
    ]);
    const before = shownIn(CHANNEL_ID).length;
    const { calls } = await run(
      h.button('today solo', { user: BOB, messageTs: sharedTs, actionId: 'sudoku:solo' }),
    );
    expect(onlyPrivate(calls)).toMatch(
      /^Your own board of \*Daily #73.*is ready in our direct messages/,
    );
    expect(shownIn(CHANNEL_ID)).toHaveLength(before);
    const [board, ...more] = boardsIn(dmOf(BOB));
    expect(more).toEqual([]);
    expect(board!.text).toMatch(/your own board/);
    // It plays like any board (the cell menu, digits, hints) but offers no second own board.
    const buttons = buttonsOf({ params: board } as unknown as RecordedCall);
    expect(buttons).toContainEqual(['sudoku:hint', 'hint']);
    expect(buttons.some(([, value]) => value === 'today solo')).toBe(false);
    expect((await gameIn(dmOf(BOB))).place).toMatchObject({ home: CHANNEL_ID });
  });

  it('`/sudoku today solo` does the same for a player who types it', async () => {
    const before = shownIn(CHANNEL_ID).length;
    const { calls } = await run(h.slash('today solo'));
    expect(onlyPrivate(calls)).toMatch(/is ready in our direct messages/);
    expect(shownIn(CHANNEL_ID)).toHaveLength(before);
    expect(boardsIn(dmOf(ADA))).toHaveLength(1);
    expect(dmOf(ADA)).not.toBe(dmOf(BOB));
    // Asked again, the same game is waiting: no second game.
    const again = await run(h.slash('today solo'));
    expect(onlyPrivate(again.calls)).toMatch(/is waiting in our direct messages/);
    expect(shownIn(CHANNEL_ID)).toHaveLength(before);
  });

  it('played to the end with taps, the channel gets exactly one spoiler-free result line', async () => {
    const before = shownIn(CHANNEL_ID).map((m) => m.ts);
    const game = await gameIn(dmOf(BOB));
    await playToTheEnd(BOB);
    expect((await store.getGame(game.id))!.status).toBe('solved');
    const added = shownIn(CHANNEL_ID).filter((m) => !before.includes(m.ts));
    expect(added).toHaveLength(1);
    const [line] = added;
    expect(line!.text).toMatch(/bob/);
    expect(line!.text).toMatch(/Daily #73 \(Hard\) solved in \d+:\d\d/);
    expect(line!.blocks.some((b) => b.type === 'image')).toBe(false);
    expectSpoilerFree(line!.text, game.solution);
    expect(boardsIn(dmOf(BOB)).at(-1)!.text).toMatch(/solved/i);
    expect((await gameIn(CHANNEL_ID)).status).toBe('playing');
    expect(h.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('results that travel', () => {
  it('`/sudoku leaderboard` ranks the personal result, marked 👤; `week` too', async () => {
    const today = await run(h.slash('leaderboard', { user: CARL }));
    const text = shownText(today.calls);
    // All of it was played in this channel: one list, the workspace's.
    expect(text).toMatch(/Today's daily, whole workspace\*\n1\. \d+:\d\d · bob 👤/);
    const week = await run(h.slash('leaderboard week', { user: CARL }));
    const weekText = shownText(week.calls);
    expect(weekText).toMatch(/week/i);
    expect(weekText).toMatch(/1\. .*bob/);
    expect(weekText).not.toBe(text);
  });

  it('Share on my finished DM board comes to me; `/sudoku share` in the channel points to the result line', async () => {
    const dm = dmOf(BOB);
    const board = boardsIn(dm).at(-1)!;
    expect(buttonsOf({ params: board } as unknown as RecordedCall)).toContainEqual([
      'sudoku:share',
      'share',
    ]);
    const before = shownIn(CHANNEL_ID).length;
    const copied = await run(
      h.button('share', { user: BOB, channel: dm, messageTs: board.ts, actionId: 'sudoku:share' }),
    );
    const shownToBob = copied.calls
      .filter((c) => c.method === 'response_url' || c.params.channel === dm)
      .map(textOf);
    expect(shownToBob.join('\n')).toMatch(
      /Copy and share anywhere:\nSudoku Daily #73 \(Hard\) solved in/,
    );
    expect(shownIn(CHANNEL_ID)).toHaveLength(before);
    // The result line of his own board is in the channel already: not posted twice.
    const shared = await run(h.slash('share', { user: BOB }));
    expect(onlyPrivate(shared.calls)).toMatch(/^Your result of today is already in the channel\./);
  });

  it('a Share with nothing solved today is answered privately and kindly', async () => {
    for (const user of [ADA, CARL]) {
      const { calls } = await run(h.slash('share', { user }));
      expect(onlyPrivate(calls)).toMatch(/haven't (solved|finished) today's daily yet/);
    }
  });
});

describe('the archive', () => {
  it('`/sudoku daily 3` and `/sudoku daily 2025-03-01` play a past daily, marked as archive', async () => {
    const today = boardsIn(CHANNEL_ID).at(-1)!;
    const three = await run(h.slash('daily 3', { user: CARL }));
    const posted = three.calls.filter((c) => c.method === 'chat.postMessage').map(textOf);
    expect(posted.join('\n')).toMatch(
      /\*Daily #3 · \w+ · 2025-01-03\* from the archive: it counts for no streak/,
    );
    // Today's shared board, set aside, says so: its game does not go on below.
    expect(h.api.message(CHANNEL_ID, today.ts)!.text).toBe(SET_ASIDE_TEXT);
    const dated = await run(h.slash('daily 2025-03-01', { user: CARL }));
    expect(
      dated.calls
        .filter((c) => c.method === 'chat.postMessage')
        .map(textOf)
        .join('\n'),
    ).toMatch(/\*Daily #60 · \w+ · 2025-03-01\* from the archive/);
    expect((await gameIn(CHANNEL_ID)).source).toMatchObject({ date: '2025-03-01', archive: true });
  });

  it.each([
    ['a number past today', 'daily 500', /Dailies go from #1 \(2025-01-01\) to today's #73/],
    ['number 0', 'daily 0', /Dailies go from #1|number/],
    ['a future date', 'daily 2025-03-20', /2025-03-20 isn't out yet/],
    ['a date before #1', 'daily 2024-12-31', /first daily was on 2025-01-01/],
    ['a date that does not exist', 'daily 2025-02-30', /not a date I know/],
    ['a word', 'daily yesterday', /Name a past daily by number or date/],
  ])('%s is answered privately with what to type', async (_, text, says) => {
    const { calls } = await run(h.slash(text, { user: CARL }));
    expect(onlyPrivate(calls)).toMatch(says);
  });
});

describe('stats for someone else', () => {
  it('`/sudoku stats <@U…|bob>` shows his streak and calendar to the asker', async () => {
    // Slack escapes a mention typed in a slash command as <@U…|name>.
    const { calls } = await run(h.slash(`stats <@${BOB.id}|${BOB.name}>`, { user: ADA }));
    const text = shownText(calls);
    expect(text).toMatch(/\*bob's Sudoku stats\*\nDailies solved 1\n/);
    expect(text).toMatch(/Daily streak: 1 day/);
    expect(text).toMatch(/⬜⬜⬜⬜🟩··$/);
  });

  it('and with the bare form `<@U…>`; someone who never played gets a kind private answer', async () => {
    const bare = await run(h.slash(`stats <@${BOB.id}>`, { user: ADA }));
    expect(shownText(bare.calls)).toMatch(/bob's Sudoku stats/);
    const { calls } = await run(h.slash(`stats <@${CARL.id}|carl>`, { user: ADA }));
    expect(onlyPrivate(calls)).toMatch(/^carl hasn't solved a daily yet/);
  });
});

describe('every reply names commands a Slack user can type', () => {
  it('in this whole session of the ritual', () => {
    const problems = seen.flatMap(untypeableOnSlack);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(seen.join('\n')).toMatch(/`\/sudoku today solo`/);
  });
});
