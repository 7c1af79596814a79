// End to end through the real bot core: injected Discord payloads -> adapter -> createBot (memory
// store, fixture puzzles, the real hint engine and renderer) -> callbacks on the fake Discord API.
// One channel game is played step by step, then the photo, posted-grid, schedule and DM flows.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import { formatGrid } from '../../src/engine/format.ts';
import { generate, geometryOfVariant } from '../../src/engine/generate/index.ts';
import { MAX_GRID_CHARS } from '../../adapters/discord/commands.ts';
import { PHOTO_GRID } from '../support/real-core.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { callbackOf, customIds, onlySeen } from './harness.ts';
import {
  autocomplete,
  bool,
  buttonPress,
  CHANNEL_ID,
  dailyChannel,
  DM_CHANNEL_ID,
  GUILD_ID,
  int,
  MANAGER_PERMISSIONS,
  slash,
  solveWithImage,
  str,
  sub,
} from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const EPHEMERAL = 64;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};

const { h, bot, store, puzzles, clock } = useRealCoreHarness();

beforeAll(() => {
  bot.registerPoster(h.adapter.poster);
});

/** The one message an interaction left (whichever way the adapter delivered it). */
function answerOf(requests: readonly RecordedRequest[]) {
  const seen = onlySeen(requests);
  return { request: seen.request, body: seen.body, flags: seen.ephemeral ? EPHEMERAL : 0 };
}

function expectRealBoard(request: RecordedRequest, title: RegExp) {
  expect(request.files).toHaveLength(1);
  expect(request.files[0]!.data.subarray(0, 4)).toEqual(PNG_MAGIC);
  expect(request.files[0]!.data.length).toBeGreaterThan(5000);
  const body = request.path.endsWith('/callback') ? request.json.data : request.json;
  expect(body.attachments[0].description).toMatch(title);
}

/** `r12c3` -> the cell's index on a 16x16 board. */
function cellIndex(name: string): number {
  const [, row, col] = /^r(\d+)c(\d+)$/.exec(name)!.map(Number);
  return (row! - 1) * 16 + (col! - 1);
}

async function solutionDigit(cellName: string): Promise<number> {
  const daily = await puzzles.daily('2025-03-14');
  const [, row, col] = /^r(\d)c(\d)$/.exec(cellName)!.map(Number);
  return daily!.solution[(row! - 1) * 9 + (col! - 1)]!;
}

describe('a channel game through the real core', () => {
  let firstEmpty = '';
  let boardId = '';

  /** The channel's live board message as members see it. */
  function board() {
    const message = h.api.message(boardId);
    if (!message) throw new Error('the board message is gone');
    return message;
  }

  /** The REST edit of the board message among an interaction's requests. */
  function boardEdit(requests: readonly RecordedRequest[]) {
    const edit = requests.find(
      (r) => r.method === 'PATCH' && r.path === `/channels/${CHANNEL_ID}/messages/${boardId}`,
    );
    if (!edit) throw new Error('the board was not edited');
    return edit;
  }

  it('/sudoku today shows the daily board with its buttons', async () => {
    const { request, body } = answerOf(await h.run(slash('sudoku', sub('today'))));
    expect(body.content).toMatch(/^\*\*Daily #73 · Hard · Friday\*\*/);
    // The core's text commands are shown as the slash commands that do the same here.
    expect(body.content).toContain('`/p move:r3c5 7`');
    expect(body.content).toContain('`/hint cell:next`');
    expectRealBoard(request, /^Sudoku board: Daily #73/);
    const gameId = (await store.currentGame({ platform: 'discord', conversationId: CHANNEL_ID }))!
      .id;
    expect(customIds(body)).toEqual([
      `sudoku:pick@${gameId}:#1`,
      `sudoku:pick@${gameId}:#2`,
      `sudoku:run@${gameId}:hint`,
      `sudoku:run@${gameId}:undo`,
      `sudoku:run@${gameId}:notes`,
      `sudoku:ask@${gameId}:solve confirm`,
      `sudoku:run@${gameId}:today solo`,
      `sudoku:modal@${gameId}:`,
    ]);
    boardId = h.api.channelMessages(CHANNEL_ID).at(-1)!.id;
    expect(board().attachments).toHaveLength(1);
  });

  it('cell autocomplete lists the empty cells of that board', async () => {
    const empty = await bot.emptyCells(CHANNEL);
    firstEmpty = empty[0]!;
    const choices = callbackOf(await h.run(autocomplete('place', 'cell', 'r1'))).json.data.choices;
    expect(choices.map((c: { value: string }) => c.value)).toEqual(
      empty.filter((c) => c.startsWith('r1')),
    );
  });

  it('/sudoku place edits the board in place and refuses a wrong digit privately', async () => {
    const digit = await solutionDigit(firstEmpty);
    const requests = await h.run(
      slash('sudoku', sub('place', str('cell', firstEmpty), int('digit', digit))),
    );
    const { body, flags } = answerOf(requests);
    expect(flags).toBe(EPHEMERAL);
    expect(body.content).toMatch(new RegExp(`^Placed ${digit} in ${firstEmpty}`));
    expectRealBoard(boardEdit(requests), /Daily #73/);
    expect(board().content).toMatch(new RegExp(`Ada placed ${digit} in ${firstEmpty}`));
    expect(await bot.emptyCells(CHANNEL)).not.toContain(firstEmpty);

    const second = (await bot.emptyCells(CHANNEL))[0]!;
    const wrong = ((await solutionDigit(second)) % 9) + 1;
    const refusal = answerOf(
      await h.run(slash('sudoku', sub('place', str('cell', second), int('digit', wrong)))),
    );
    expect(refusal.flags).toBe(EPHEMERAL);
    expect(refusal.body.content).toContain(`doesn't go in ${second}`);

    // The option offers up to 16 (for 16x16 boards); this 9x9 board says what fits.
    const tooBig = answerOf(
      await h.run(slash('sudoku', sub('place', str('cell', second), int('digit', 12)))),
    );
    expect(tooBig.flags).toBe(EPHEMERAL);
    expect(tooBig.body.content).toContain('Digits on this board go from 1 to 9.');
    expect(await bot.emptyCells(CHANNEL)).toContain(second);
  });

  it('/sudoku note, clear and undo change the shared board in place', async () => {
    const cell = (await bot.emptyCells(CHANNEL))[0]!;
    const noted = await h.run(
      slash('sudoku', sub('note', str('cell', cell), str('digits', '1 2'))),
    );
    expectRealBoard(boardEdit(noted), /Daily #73/);

    const cleared = await h.run(slash('sudoku', sub('clear', str('cell', firstEmpty))));
    expect(answerOf(cleared).flags).toBe(EPHEMERAL);
    expect(await bot.emptyCells(CHANNEL)).toContain(firstEmpty);

    const undone = await h.run(slash('sudoku', sub('undo')));
    expectRealBoard(boardEdit(undone), /Daily #73/);
    expect(await bot.emptyCells(CHANNEL)).not.toContain(firstEmpty);
  });

  it('/sudoku board posts the board anew and retires the old; /hint answers privately', async () => {
    const requests = await h.run(slash('sudoku', sub('board')));
    expect(answerOf(requests).body.content).toMatch(/cells to go/);
    const retired = boardEdit(requests);
    expect(retired.json).toEqual({ components: [] });
    const boards = h.api.channelMessages(CHANNEL_ID).filter((m) => m.components.length > 0);
    expect(boards).toHaveLength(1);
    boardId = boards[0]!.id;

    const hinted = answerOf(await h.run(slash('hint', [str('cell', 'next')])));
    expect(hinted.flags).toBe(EPHEMERAL);
    expect(hinted.body.content).toMatch(/^\*\*Hint:\*\*/);
    expectRealBoard(hinted.request, /Daily #73/);
    const forCell = answerOf(await h.run(slash('hint', [str('cell', firstEmpty)])));
    expect(forCell.body.content).toBeTruthy();
  });

  it('the Notes button updates the board message in place', async () => {
    const gameId = (await store.currentGame({ platform: 'discord', conversationId: CHANNEL_ID }))!
      .id;
    const press = buttonPress(`sudoku:run@${gameId}:notes`, {
      message: h.api.messagePayload(boardId),
    });
    const requests = await h.run(press);
    expect(callbackOf(requests).json.type).toBe(6);
    const { request, body } = answerOf(requests);
    expectRealBoard(request, /Daily #73/);
    expect(body.content).toMatch(/candidate/);
    expect(board().content).toMatch(/candidate/);
  });

  it('/sudoku stats is personal, /sudoku leaderboard and help answer', async () => {
    const stats = answerOf(await h.run(slash('sudoku', sub('stats'))));
    expect(stats.body.content).toMatch(/stats, Ada/);
    expect(stats.flags).toBe(EPHEMERAL);
    expect(answerOf(await h.run(slash('sudoku', sub('leaderboard')))).body.content).toMatch(
      /Today's daily/,
    );
    expect(answerOf(await h.run(slash('sudoku', sub('help')))).body.content).toMatch(
      /Sudoku commands/,
    );
  });

  it('/solve alone offers to reveal; Yes reveals the solution on the board message', async () => {
    const offer = answerOf(await h.run(slash('solve')));
    expect(offer.flags).toBe(EPHEMERAL);
    expect(offer.body.content).toMatch(/reveals the solution .* for everyone here/);
    expect(offer.body.content).toContain('`/solve confirm:True`');
    const [reveal] = customIds(offer.body);
    expect(reveal).toBe('sudoku:run:solve confirm');

    const gameId = (await store.currentGame({ platform: 'discord', conversationId: CHANNEL_ID }))!
      .id;
    const press = buttonPress(`sudoku:ask@${gameId}:solve confirm`, {
      message: h.api.messagePayload(boardId),
    });
    const asked = await h.run(press);
    const question = asked.find((r) => r.method === 'POST' && !r.path.endsWith('/callback'))!;
    expect(question.json.content).toBe(
      'Reveal the solution? This ends the game for everyone here.',
    );
    const [yes] = customIds(question.json);
    await h.run(buttonPress(yes!, { ephemeralMessage: true }));
    const edit = h.api.requests.find(
      (r) =>
        r.method === 'PATCH' &&
        r.path === `/webhooks/${press.application_id}/${press.token}/messages/@original`,
    );
    expectRealBoard(edit!, /Daily #73/);
    expect(await bot.emptyCells(CHANNEL)).toEqual([]);
    // The finished board offers what to do next, nothing that acts on the finished game.
    expect(customIds(edit!.json)).toEqual([
      `sudoku:run@${gameId}:today`,
      `sudoku:run@${gameId}:new hard`,
    ]);
  });

  it('/sudoku new starts a fresh puzzle', async () => {
    const { request, body } = answerOf(
      await h.run(slash('sudoku', sub('new', str('level', 'easy')))),
    );
    expect(body.content).toMatch(/easy/i);
    expectRealBoard(request, /Sudoku board/);
    expect((await bot.emptyCells(CHANNEL)).length).toBeGreaterThan(30);
  });
});

describe('solving, photos, schedules and DMs through the real core', () => {
  it('/solve of a typed grid answers only the asker, with a button to play it', async () => {
    const grid =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const { request, body, flags } = answerOf(await h.run(slash('solve', [str('grid', grid)])));
    expect(flags).toBe(EPHEMERAL);
    expect(body.content).toMatch(/^Solved: exactly one solution/);
    expectRealBoard(request, /Solution/);
    expect(customIds(body)).toEqual([`sudoku:run:new ${grid}`]);
    const shared = answerOf(await h.run(slash('solve', [str('grid', grid), bool('share', true)])));
    expect(shared.flags).toBe(0);
  });

  it('/solve with a photo reads it from the CDN; /sudoku fix corrects a cell', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 3)]);
    const url = h.api.serveFile('grid.jpg', photo, 'image/jpeg');
    const read = answerOf(await h.run(solveWithImage(url, photo.length)));
    expect(read.flags).toBe(EPHEMERAL);
    expect(read.body.content).toMatch(/^I read this grid from your photo/);
    expectRealBoard(read.request, /Sudoku board/);
    const fixed = answerOf(
      await h.run(slash('sudoku', sub('fix', str('cell', 'r1c1'), int('digit', 0)))),
    );
    expect(fixed.flags).toBe(EPHEMERAL);
    expect(fixed.body.content).toMatch(/^r1c1 confirmed as empty/);
  });

  it('/sudoku new grid: plays a posted grid here', async () => {
    const { body } = answerOf(await h.run(slash('sudoku', sub('new', str('grid', PHOTO_GRID)))));
    expect(body.content).toBeTruthy();
    expect((await bot.emptyCells(CHANNEL)).length).toBe(
      [...PHOTO_GRID].filter((c) => c === '0').length,
    );
  });

  it('a 16x16 grid plays here, digits 10 to 16 included', async () => {
    const made = generate({ geometry: geometryOfVariant('big'), level: 'easy', seed: 16 });
    if (!made.ok) throw new Error(made.error.message);
    const { puzzle, solution } = made.value;
    const text = formatGrid(puzzle, 'line');
    expect(text.length).toBeLessThanOrEqual(MAX_GRID_CHARS);
    answerOf(await h.run(slash('sudoku', sub('new', str('grid', text)))));
    const empty = await bot.emptyCells(CHANNEL);
    expect(empty.length).toBe(puzzle.values.filter((v) => v === 0).length);
    // An empty cell whose digit is above 9, placed through the digit option.
    const cell = empty.find((name) => solution[cellIndex(name)]! > 9)!;
    const digit = solution[cellIndex(cell)]!;
    const placed = await h.run(
      slash('sudoku', sub('place', str('cell', cell), int('digit', digit))),
    );
    expect(answerOf(placed).flags).toBe(EPHEMERAL);
    const edit = placed.find((r) => r.method === 'PATCH' && r.path.startsWith('/channels/'))!;
    expectRealBoard(edit, /Sudoku board/);
    expect(await bot.emptyCells(CHANNEL)).not.toContain(cell);
    // A digit beyond the board is refused by the option itself.
    const other = (await bot.emptyCells(CHANNEL))[0]!;
    const refused = answerOf(
      await h.run(slash('sudoku', sub('place', str('cell', other), int('digit', 17)))),
    );
    expect(refused.flags).toBe(EPHEMERAL);
    expect(refused.body.content).toMatch(/Pick a digit from 1 to 16/);
  });

  it('/sudoku schedule needs Manage Channels; the daily is then posted with channel.send', async () => {
    const refused = answerOf(await h.run(slash('schedule', [str('time', '08:00')])));
    expect(refused.flags).toBe(EPHEMERAL);
    expect(refused.body.content).toMatch(/manage this channel/);
    const accepted = answerOf(
      await h.run(slash('schedule', [str('time', '08:00')], { permissions: MANAGER_PERMISSIONS })),
    );
    expect(accepted.flags).toBe(0);

    h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
    clock.ms = Date.parse('2025-03-15T08:01:00Z');
    const report = await bot.scheduler.tick();
    expect(report.posted).toEqual([`discord:${CHANNEL_ID}`]);
    const post = h.api.requests.find(
      (r) => r.method === 'POST' && r.path === `/channels/${CHANNEL_ID}/messages`,
    )!;
    expectRealBoard(post, /Daily #74/);
    expect(post.json.content).toMatch(/^Good morning!/);
    const sent = store.posted.at(-1)!;
    expect(sent.outcome).toEqual({
      ok: true,
      messageId: (h.api.responseOf(post) as { id: string }).id,
    });

    const stopped = answerOf(
      await h.run(slash('unschedule', [], { permissions: MANAGER_PERMISSIONS })),
    );
    expect(stopped.flags).toBe(0);
    expect(await store.listSchedules()).toEqual([]);
  });

  it('a DM game is personal: /hint there shows on the board itself', async () => {
    const posted = answerOf(await h.run(slash('sudoku', sub('today'), { dm: true })));
    expect(posted.flags).toBe(0);
    const board = h.api.channelMessages(DM_CHANNEL_ID).at(-1)!;
    const requests = await h.run(slash('hint', [str('cell', 'next')], { dm: true }));
    const edit = requests.find(
      (r) => r.method === 'PATCH' && r.path === `/channels/${DM_CHANNEL_ID}/messages/${board.id}`,
    )!;
    expect(edit.json.content).toMatch(/^\*\*Hint:\*\*/);
    expectRealBoard(edit, /Daily #74/);
    expect(h.logger.find('discord reply failed')).toEqual([]);
  });
});
