// End to end through the real bot core: signed requests -> the real Bolt app (HTTP receiver) ->
// the adapter -> createBot (memory store, fixture puzzles, the real hint engine and renderer) ->
// files.uploadV2 and chat.* calls on the fake Slack Web API. One channel game is played step by
// step, then the posted-grid, photo, schedule and direct-message flows.

import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from './fake-slack.ts';
import { BOT_TOKEN } from './fake-slack.ts';
import { blocksOf, buttonsOf, photoMention, posted, textOf } from './harness.ts';
import { ADA, BOB, CHANNEL_ID, DM_CHANNEL_ID, event, eventPayload } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const CAROL = { id: 'U0CAROL03', name: 'carol' };
const DAVE = { id: 'U0DAVE004', name: 'dave' };

const { h, bot, store, puzzles, clock } = useRealCoreHarness({
  users: [ADA, BOB, { ...CAROL, is_admin: true }],
  adapter: { adminUsers: [DAVE.id] },
});

beforeAll(async () => {
  bot.registerPoster(h.adapter.poster);
});

/** Sends a request; every request is acknowledged with an empty 200 (replies come as messages). */
async function run(request: Parameters<typeof h.run>[0]) {
  const result = await h.run(request);
  expect(result.response.status).toBe(200);
  expect(result.response.text).toBe('');
  return result;
}

/** The one message (posted, updated or sent through the response_url) of a run. */
function only(calls: readonly RecordedCall[]): RecordedCall {
  const messages = calls.filter(
    (c) =>
      ['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'response_url'].includes(
        c.method,
      ) && c.response?.ok,
  );
  if (messages.length !== 1) {
    throw new Error(`expected one message, got ${messages.map((m) => m.method).join(', ')}`);
  }
  return messages[0]!;
}

/** Checks a message shows a freshly uploaded real board PNG; returns the file id. */
function expectBoard(calls: readonly RecordedCall[], message: RecordedCall, alt: RegExp): string {
  const [image] = blocksOf(message, 'image');
  expect(image.alt_text).toMatch(alt);
  const id = image.slack_file.id as string;
  const file = h.api.files.get(id)!;
  expect(file.completed).toBe(true);
  // Uploaded privately: no channel, so the upload is not a message of its own.
  expect(file.sharedTo).toBeUndefined();
  expect(file.data!.subarray(0, 4)).toEqual(PNG_MAGIC);
  expect(file.data!.length).toBeGreaterThan(5000);
  // The upload's three calls (deleting a replaced picture is checked where it happens).
  const sequence = calls
    .map((c) => c.method)
    .filter((m) => (m.startsWith('files.') && m !== 'files.delete') || m === 'upload');
  expect(sequence).toEqual([
    'files.getUploadURLExternal',
    'upload',
    'files.completeUploadExternal',
  ]);
  const upload = calls.find((c) => c.method === 'upload')!;
  expect(upload.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
  return id;
}

async function solutionDigit(cellName: string): Promise<number> {
  const daily = await puzzles.daily('2025-03-14');
  const [, row, col] = /^r(\d)c(\d)$/.exec(cellName)!.map(Number);
  return daily!.solution[(row! - 1) * 9 + (col! - 1)]!;
}

const channel = {
  platform: 'slack' as const,
  id: CHANNEL_ID,
  kind: 'channel' as const,
  workspace: 'T0SUDOKU1',
};

describe('a channel game through the real core', () => {
  let boardTs = '';
  let firstEmpty = '';
  let gameId = '';

  /** The chat.update of the board message among a run's calls. */
  function boardUpdate(calls: readonly RecordedCall[]): RecordedCall {
    const update = calls.find(
      (c) => c.method === 'chat.update' && c.params.ts === boardTs && c.response?.ok,
    );
    if (!update) throw new Error('the board was not updated');
    return update;
  }

  /** The private answers (response_url, ephemeral) of a run. */
  function privately(calls: readonly RecordedCall[]): RecordedCall[] {
    return calls.filter((c) => c.method === 'response_url' && c.response?.ok);
  }

  it('/sudoku today: acks at once with an empty body, then posts the board with its buttons', async () => {
    const { response, calls } = await run(h.slash('today'));
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    const [message] = posted(calls);
    expect(message!.params.channel).toBe(CHANNEL_ID);
    expect(textOf(message!)).toMatch(/^\*Daily #73 · Hard · Friday\*/);
    // Text commands are shown as the slash command that runs them here (/hint is its own).
    expect(textOf(message!)).toContain('`/sudoku r3c5 7`');
    expect(textOf(message!)).toContain('`/hint`');
    expect(message!.params.text).toMatch(/Daily #73/);
    expectBoard(calls, message!, /^Sudoku board: Daily #73/);
    gameId = (await store.currentGame({ platform: 'slack', conversationId: CHANNEL_ID }))!.id;
    const [moves, actions] = blocksOf(message!, 'actions');
    // Moves by taps: a cell menu, Place/Note, and a button per digit, in a block naming the game.
    expect(moves.block_id).toBe(`sudoku-move@${gameId}`);
    expect(moves.elements.map((e: { action_id: string }) => e.action_id)).toEqual([
      'sudoku:cell',
      'sudoku:mode',
      ...Array.from({ length: 9 }, (_, i) => `sudoku:digit:${i + 1}`),
    ]);
    const cells = moves.elements[0].option_groups.flatMap((g: { options: { value: string }[] }) =>
      g.options.map((o) => o.value),
    );
    expect(cells).toEqual(await bot.emptyCells(channel));
    expect(actions.block_id).toBe(`sudoku-actions@${gameId}`);
    // Then Play, which opens a modal of one's own (play-modal.test.ts).
    expect(buttonsOf(message!).slice(-6)).toEqual([
      ['sudoku:hint', 'hint'],
      ['sudoku:undo', 'undo'],
      ['sudoku:notes', 'notes'],
      ['sudoku:reveal', 'solve confirm'],
      ['sudoku:solo', 'today solo'],
      ['sudoku:play', gameId],
    ]);
    const reveal = actions.elements[3];
    expect(reveal.style).toBe('danger');
    expect(reveal.confirm).toMatchObject({
      text: {
        type: 'plain_text',
        text: 'Reveal the solution? This ends the game for everyone here.',
      },
      confirm: { text: 'Yes, reveal' },
      deny: { text: 'Cancel' },
      style: 'danger',
    });
    boardTs = message!.response.ts;
    firstEmpty = (await bot.emptyCells(channel))[0]!;
  });

  it('/sudoku r3c5 7 edits the board in place; a wrong digit is refused to the asker only', async () => {
    const digit = await solutionDigit(firstEmpty);
    const { calls } = await run(h.slash(`${firstEmpty} ${digit}`));
    expect(posted(calls)).toEqual([]);
    const update = boardUpdate(calls);
    expectBoard(calls, update, /Daily #73/);
    expect(textOf(update)).toMatch(new RegExp(`ada placed ${digit} in ${firstEmpty}`));
    const [ack] = privately(calls);
    expect(ack!.params.response_type).toBe('ephemeral');
    expect(textOf(ack!)).toMatch(new RegExp(`^Placed ${digit} in ${firstEmpty}`));
    expect(await bot.emptyCells(channel)).not.toContain(firstEmpty);

    const second = (await bot.emptyCells(channel))[0]!;
    const wrong = ((await solutionDigit(second)) % 9) + 1;
    const refusal = only((await run(h.slash(`place ${second} ${wrong}`))).calls);
    expect(refusal.method).toBe('response_url');
    expect(refusal.params.response_type).toBe('ephemeral');
    expect(textOf(refusal)).toContain(`doesn't go in ${second}`);
  });

  it('a move made with the cell menu and a digit button, without typing', async () => {
    const cell = (await bot.emptyCells(channel))[0]!;
    const digit = await solutionDigit(cell);
    const blockId = `sudoku-move@${gameId}`;
    // Picking the cell only acknowledges: the pick stays on the player's own screen.
    const pick = await run(
      h.button('', { messageTs: boardTs, actionId: 'sudoku:cell', blockId, selected: cell }),
    );
    expect(pick.calls).toEqual([]);
    // The digit press brings the pick along in `state`.
    const state = {
      [blockId]: { 'sudoku:cell': { type: 'static_select', selected_option: { value: cell } } },
    };
    const press = await run(
      h.button(String(digit), {
        messageTs: boardTs,
        actionId: `sudoku:digit:${digit}`,
        blockId,
        state,
      }),
    );
    expectBoard(press.calls, boardUpdate(press.calls), /Daily #73/);
    // A press on the board needs no confirmation: the presser sees the board change.
    expect(privately(press.calls)).toEqual([]);
    expect(await bot.emptyCells(channel)).not.toContain(cell);
    // A digit without a picked cell says what to do, privately, and changes nothing.
    const lost = await run(
      h.button('5', { messageTs: boardTs, actionId: 'sudoku:digit:5', blockId, state: {} }),
    );
    expect(textOf(only(lost.calls))).toMatch(/Pick a cell in the menu first/);
  });

  it('note, clear and undo change the shared board in place', async () => {
    const cell = (await bot.emptyCells(channel))[0]!;
    const noted = await run(h.slash(`note ${cell} 1 2`));
    expectBoard(noted.calls, boardUpdate(noted.calls), /Daily #73/);
    const cleared = await run(h.slash(`clear ${firstEmpty}`));
    boardUpdate(cleared.calls);
    expect(await bot.emptyCells(channel)).toContain(firstEmpty);
    const undone = await run(h.slash('undo'));
    expectBoard(undone.calls, boardUpdate(undone.calls), /Daily #73/);
    expect(await bot.emptyCells(channel)).not.toContain(firstEmpty);
  });

  it('board posts the board anew and retires the old; hint answers privately', async () => {
    const old = boardTs;
    const oldFile = blocksOf(
      { params: h.api.message(CHANNEL_ID, old)! } as RecordedCall,
      'image',
    )[0].slack_file.id;
    const { calls } = await run(h.slash('board'));
    const [fresh] = posted(calls);
    expect(textOf(fresh!)).toMatch(/cells to go/);
    boardTs = fresh!.response.ts;
    // The old message says where the board went, without picture or buttons; its file is gone.
    const retired = h.api.message(CHANNEL_ID, old)!;
    expect(retired.blocks.map((b) => b.type)).toEqual(['context']);
    expect(retired.text).toMatch(/moved down/);
    expect(h.api.files.has(oldFile)).toBe(false);

    const hinted = await run(h.slash('hint'));
    const message = only(hinted.calls);
    expect(message.method).toBe('response_url');
    expect(message.params.response_type).toBe('ephemeral');
    expect(textOf(message)).toMatch(/^\*Hint:\*/);
    expectBoard(hinted.calls, message, /Daily #73/);
    const cell = (await bot.emptyCells(channel))[0]!;
    expect(textOf(only((await run(h.slash(`hint ${cell}`))).calls))).toBeTruthy();
  });

  it('the Notes button replaces the board message with chat.update, deleting the old picture', async () => {
    const before = h.api.message(CHANNEL_ID, boardTs)!;
    const oldFile = blocksOf({ params: before } as RecordedCall, 'image')[0].slack_file.id;
    const blockId = `sudoku-actions@${gameId}`;
    const { calls } = await run(h.button('notes', { messageTs: boardTs, blockId }));
    const update = only(calls);
    expect(update.method).toBe('chat.update');
    expect(update.params).toMatchObject({ channel: CHANNEL_ID, ts: boardTs });
    const fresh = expectBoard(calls, update, /Daily #73/);
    expect(calls.filter((c) => c.method === 'files.delete').map((c) => c.params.file)).toEqual([
      oldFile,
    ]);
    expect(h.api.files.has(oldFile)).toBe(false);
    expect(h.api.files.has(fresh)).toBe(true);
    expect(h.api.message(CHANNEL_ID, boardTs)!.text).toMatch(/candidate/);
  });

  it('a picture Slack will not delete is only logged: the board still changes', async () => {
    const before = h.api.message(CHANNEL_ID, boardTs)!;
    const oldFile = blocksOf({ params: before } as RecordedCall, 'image')[0].slack_file.id;
    h.api.fail('files.delete', { error: 'cant_delete_file' });
    const { calls } = await run(h.slash('notes'));
    expect(expectBoard(calls, boardUpdate(calls), /Daily #73/)).not.toBe(oldFile);
    const logged = h.logger.lines.find((l) => l.message === 'slack old board picture not deleted');
    expect(logged).toMatchObject({ level: 'warn', fields: { file: oldFile } });
  });

  it('stats is personal (ephemeral); leaderboard and help answer', async () => {
    const stats = only((await run(h.slash('stats'))).calls);
    expect(stats.method).toBe('response_url');
    expect(stats.params.response_type).toBe('ephemeral');
    expect(textOf(stats)).toMatch(/stats, ada/);
    expect(textOf(only((await run(h.slash('leaderboard'))).calls))).toMatch(/Today's daily/);
    expect(textOf(only((await run(h.slash('help'))).calls))).toMatch(/Sudoku commands/);
  });

  it('a text the grammar refuses gets its message privately, without calling the core', async () => {
    const refusal = only((await run(h.slash('r3c5'))).calls);
    expect(refusal.method).toBe('response_url');
    expect(refusal.params.response_type).toBe('ephemeral');
    expect(textOf(refusal)).toMatch(/Which digit goes in r3c5/);
  });

  it("/solve alone offers to reveal; Reveal (confirmed in Slack's dialog) shows the solution on the board", async () => {
    const offer = only((await run(h.slash('', { command: '/solve' }))).calls);
    expect(offer.params.response_type).toBe('ephemeral');
    expect(textOf(offer)).toMatch(/reveals the solution .* for everyone here/);
    expect(textOf(offer)).toContain('`/solve confirm`');
    const blockId = `sudoku-actions@${gameId}`;
    const { calls } = await run(h.button('solve confirm', { messageTs: boardTs, blockId }));
    const update = only(calls);
    expect(update.method).toBe('chat.update');
    expectBoard(calls, update, /Daily #73/);
    expect(await bot.emptyCells(channel)).toEqual([]);
    // A finished game offers a new one instead of the play buttons and menus.
    expect(buttonsOf(update).map(([, value]) => value)).toEqual(['today', 'new hard']);
  });

  it('/sudoku new easy starts a fresh puzzle', async () => {
    const { calls } = await run(h.slash('new easy'));
    const message = only(calls);
    expect(textOf(message)).toMatch(/easy/i);
    expectBoard(calls, message, /Sudoku board/);
    expect((await bot.emptyCells(channel)).length).toBeGreaterThan(30);
  });
});

describe('solving, photos, schedules and DMs through the real core', () => {
  const grid = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

  it('/sudoku solve GRID answers only the asker, with a button to play it; share posts it', async () => {
    const { calls } = await run(h.slash(`solve ${grid}`));
    const answer = only(calls);
    expect(answer.method).toBe('response_url');
    expect(answer.params.response_type).toBe('ephemeral');
    expect(textOf(answer)).toMatch(/^Solved: exactly one solution/);
    expectBoard(calls, answer, /Solution/);
    expect(buttonsOf(answer).map(([, value]) => value)).toEqual([`new ${grid}`]);
    const shared = only((await run(h.slash(`solve share ${grid}`))).calls);
    expect(shared.method).toBe('chat.postMessage');
  });

  it('a photo in a DM is downloaded with the bot token and read; fix corrects a cell', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20_000, 3)]);
    const url = h.api.hostFile('img_2041.jpg', photo, 'image/jpeg');
    const payload = eventPayload('im-file');
    payload.event.files[0] = {
      ...payload.event.files[0],
      mimetype: 'image/jpeg',
      size: photo.length,
      url_private: url,
      url_private_download: url,
    };
    const { response, calls } = await run(event(payload));
    expect(response.status).toBe(200);
    const download = calls.find((c) => c.method === 'file')!;
    expect(download.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    expect(download.response).toBeUndefined(); // served the file, not the sign-in page
    const answer = only(calls);
    expect(answer.method).toBe('chat.postMessage'); // a DM: nothing is ephemeral
    expect(answer.params.channel).toBe(DM_CHANNEL_ID);
    expect(textOf(answer)).toMatch(/^I read this grid from your photo/);
    expectBoard(calls, answer, /Sudoku board/);
    const fixed = only((await run(h.slash('fix r1c1 .', { channel: DM_CHANNEL_ID }))).calls);
    expect(textOf(fixed)).toMatch(/^r1c1 confirmed as empty/);
  });

  it('a photo mentioning the bot in a channel is answered to the asker alone (chat.postEphemeral)', async () => {
    const { calls } = await run(photoMention(h.api));
    const answer = only(calls);
    expect(answer.method).toBe('chat.postEphemeral');
    expect(answer.params).toMatchObject({ channel: CHANNEL_ID, user: ADA.id });
    expect(textOf(answer)).toMatch(/^I read this grid from your photo/);
  });

  it('new GRID plays a posted grid here', async () => {
    await run(h.slash(`new ${PHOTO}`));
    expect((await bot.emptyCells(channel)).length).toBe([...PHOTO].filter((c) => c === '0').length);
  });

  it('schedule: refused for a member, allowed for a workspace admin and a listed user', async () => {
    const refused = only((await run(h.slash('schedule 08:00', { user: BOB }))).calls);
    expect(refused.method).toBe('response_url');
    expect(textOf(refused)).toMatch(/manage this channel/);
    const accepted = only((await run(h.slash('schedule 08:00', { user: CAROL }))).calls);
    expect(accepted.method).toBe('chat.postMessage');
    expect(textOf(accepted)).toMatch(/every day at 08:00/);
    const lookups = h.api.callsOf('users.info').map((c) => c.params.user);
    expect(lookups).toEqual(expect.arrayContaining([BOB.id, CAROL.id]));

    const listed = only((await run(h.slash('schedule 08:00', { user: DAVE }))).calls);
    expect(textOf(listed)).toMatch(/every day at 08:00/);
    // A listed user's right needs no look-up: his only users.info asks for his language.
    const daves = h.api.callsOf('users.info').filter((c) => c.params.user === DAVE.id);
    expect(daves.every((c) => String(c.params.include_locale) === 'true')).toBe(true);
  });

  it('the daily is then posted through the Poster and its ts is stored', async () => {
    clock.ms = Date.parse('2025-03-15T08:01:00Z');
    const before = h.api.calls.length;
    const report = await bot.scheduler.tick();
    expect(report.posted).toEqual([`slack:${CHANNEL_ID}`]);
    const calls = h.api.calls.slice(before);
    const [post] = posted(calls);
    expect(textOf(post!)).toMatch(/^Good morning!/);
    expectBoard(calls, post!, /Daily #74/);
    expect(store.posted.at(-1)!.outcome).toEqual({ ok: true, messageId: post!.response.ts });

    const stopped = only((await run(h.slash('unschedule', { user: DAVE }))).calls);
    expect(stopped.method).toBe('chat.postMessage');
    expect(await store.listSchedules()).toEqual([]);
  });

  it('a DM game is personal: hint there shows on the board itself', async () => {
    const board = only((await run(h.slash('today', { channel: DM_CHANNEL_ID }))).calls);
    const hinted = only((await run(h.slash('hint', { channel: DM_CHANNEL_ID }))).calls);
    expect(hinted.method).toBe('chat.update');
    expect(hinted.params).toMatchObject({ channel: DM_CHANNEL_ID, ts: board.response.ts });
    expect(textOf(hinted)).toMatch(/^\*Hint:\*/);
    expect(h.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

const PHOTO = '050703060007000800000816000000030000005000100730040086906000204840572093000409000';
