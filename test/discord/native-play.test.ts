// Playing as a player would on Discord, through discord.js and the real core against the fake
// API's view of the channel: a whole game typed with /p leaves one board message; a move made
// with taps only; a photo solved with the message command; presses on old or finished boards;
// and every reply of a scripted session names only commands a Discord user can type.

import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { HELP_TOPICS } from '../../src/bot/help.ts';
import type { Conversation } from '../../src/bot/types.ts';
import type { ChannelMessage } from './fake-discord.ts';
import { customIds, runSeeing, seenMessages } from './harness.ts';
import {
  asUser,
  bool,
  buttonPress,
  CHANNEL_ID,
  GUILD_ID,
  MANAGER_PERMISSIONS,
  messageCommand,
  modalSubmit,
  selectChoice,
  slash,
  str,
  sub,
} from './payloads.ts';
import { untypeableOnDiscord } from './typeable.ts';
import { useRealCoreHarness } from './use-harness.ts';

const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};
const key = { platform: 'discord', conversationId: CHANNEL_ID };

const { h, store } = useRealCoreHarness();
/** Every message text people saw during this file's interactions. */
const seenTexts: string[] = [];

function run(payload: { id: string; token: string }) {
  return runSeeing(h, payload, seenTexts);
}

/** Messages of the channel that show a board picture, as members see the channel now. */
function boardMessages(): ChannelMessage[] {
  return h.api.channelMessages(CHANNEL_ID).filter((m) => m.attachments.length > 0);
}

async function currentGame() {
  const game = await store.currentGame(key);
  if (!game) throw new Error('no game');
  return game;
}

function name(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

describe('a whole game typed with /p', () => {
  it('leaves one board message in the channel, edited by every move', async () => {
    await run(slash('sudoku', sub('today')));
    const game = await currentGame();
    const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
    // A wrong digit, a note, an undo and a hint along the way, as real players do.
    const first = empty[0]!;
    await run(slash('p', [str('move', `${name(first)} ${(game.solution[first]! % 9) + 1}`)]));
    await run(slash('p', [str('move', `note ${name(first)} 1 2`)]));
    await run(slash('p', [str('move', 'undo')]));
    await run(slash('hint', [str('cell', 'next')]));
    for (const cell of empty) {
      await run(slash('p', [str('move', `${name(cell)} ${game.solution[cell]}`)]));
    }
    expect((await currentGame()).status).toBe('solved');
    const boards = boardMessages();
    expect(boards.length).toBeLessThanOrEqual(3);
    expect(boards).toHaveLength(1);
    // The board was edited once per change; the channel holds the board and the celebration.
    expect(boards[0]!.edits).toBeGreaterThanOrEqual(empty.length);
    expect(boards[0]!.content).toMatch(/is solved 🎉/);
    const publicMessages = h.api.channelMessages(CHANNEL_ID);
    expect(publicMessages.map((m) => m.content)).toEqual([
      boards[0]!.content,
      expect.stringMatching(/^🎉 Solved \*\*Daily #73/),
    ]);
    // The finished board offers to share and a new game, nothing that acts on the finished one.
    expect(customIds(boards[0]!).map((id) => id.split(':').slice(2).join(':'))).toEqual([
      'share',
      'today',
      'new hard',
    ]);
  });
});

describe('moves by taps', () => {
  let boardId = '';
  let gameId = '';

  it('a board posted before the cell selects: its row picker still opens the panel', async () => {
    await run(slash('sudoku', sub('new', str('level', 'easy'))));
    const game = await currentGame();
    gameId = game.id;
    boardId = boardMessages().at(-1)!.id;
    const board = h.api.messagePayload(boardId);
    const cell = Array.from(game.givens).findIndex((d, i) => !d && !game.entries[i]);
    const row = Math.floor(cell / 9) + 1;
    // Tap 1-2: a row chosen in an older board's row picker (`r3`): a panel only I see.
    const picked = await run(selectChoice(`sudoku:pick@${gameId}:`, `r${row}`, board));
    const panelRequest = picked.find((r) => r.path.endsWith('/messages/@original'))!;
    expect(panelRequest.json.content).toMatch(new RegExp(`^Row ${row}: `));
    const panel = h.api.message(h.api.allMessages().at(-1)!.id)!;
    expect(panel.flags & 64).toBe(64);
    // Tap 3: the cell.
    const cellId = `sudoku:pick@${gameId}:${name(cell)}`;
    expect(customIds(panel)).toContain(cellId);
    await run(buttonPress(cellId, { message: h.api.messagePayload(panel.id) }));
    const digitId = `sudoku:move@${gameId}:place ${name(cell)} ${game.solution[cell]}`;
    expect(customIds(h.api.message(panel.id)!)).toContain(digitId);
    // Tap 4: the digit. The board is edited in place; the panel says how it went.
    await run(buttonPress(digitId, { message: h.api.messagePayload(panel.id) }));
    expect((await currentGame()).entries[cell]).toBe(game.solution[cell]);
    expect(h.api.message(boardId)!.content).toMatch(
      new RegExp(`placed ${game.solution[cell]} in ${name(cell)}`),
    );
    expect(h.api.message(panel.id)!.content).toMatch(
      new RegExp(`^Placed ${game.solution[cell]} in ${name(cell)}`),
    );
    // A refused digit shows in the panel, nothing posted in the channel.
    const next = Array.from(game.givens).findIndex((d, i) => i > cell && !d && !game.entries[i]);
    const wrong = (game.solution[next]! % 9) + 1;
    const before = h.api.channelMessages(CHANNEL_ID).length;
    await run(
      buttonPress(`sudoku:move@${gameId}:place ${name(next)} ${wrong}`, {
        message: h.api.messagePayload(panel.id),
      }),
    );
    expect(h.api.message(panel.id)!.content).toMatch(/doesn't go in/);
    expect(h.api.channelMessages(CHANNEL_ID)).toHaveLength(before);
  });

  it("the panel's Clear on another player's notes asks, and then clears with Clear anyway", async () => {
    const game = await currentGame();
    const cell = Array.from(game.givens).findIndex((d, i) => !d && !game.entries[i]);
    const bob = { id: '300000000000000003', username: 'bob', global_name: 'Bob' };
    await run(asUser(slash('p', [str('move', `note ${name(cell)} 1 2`)]), bob));
    expect((await currentGame()).notes[cell]).toBe(0b110);
    // I open the panel on that cell and press Clear: the panel asks, nothing is cleared.
    const row = Math.floor(cell / 9) + 1;
    const board = h.api.messagePayload(boardId);
    await run(selectChoice(`sudoku:pick@${gameId}:`, `r${row}`, board));
    const panel = h.api.message(h.api.allMessages().at(-1)!.id)!;
    await run(
      buttonPress(`sudoku:pick@${gameId}:${name(cell)}`, {
        message: h.api.messagePayload(panel.id),
      }),
    );
    await run(
      buttonPress(`sudoku:move@${gameId}:clear ${name(cell)}`, {
        message: h.api.messagePayload(panel.id),
      }),
    );
    expect(h.api.message(panel.id)!.content).toMatch(
      new RegExp(
        `notes in ${name(cell)} \\(1 2\\) are Bob's.*\`/p move:clear ${name(cell)} confirm\``,
      ),
    );
    expect((await currentGame()).notes[cell]).toBe(0b110);
    const confirmId = `sudoku:move@${gameId}:clear ${name(cell)} confirm`;
    const confirmButton = h.api
      .message(panel.id)!
      .components.flatMap((r) => r.components)
      .find((c) => 'custom_id' in c && c.custom_id === confirmId);
    expect(confirmButton).toMatchObject({ label: 'Clear anyway' });
    await run(buttonPress(confirmId, { message: h.api.messagePayload(panel.id) }));
    expect((await currentGame()).notes[cell]).toBe(0);
    expect(h.api.message(panel.id)!.content).toMatch(
      new RegExp(`^Cleared the notes of ${name(cell)}`),
    );
  });

  it('"Type a move" opens a modal whose one field takes `r3c5 7`', async () => {
    const game = await currentGame();
    const cell = Array.from(game.givens).findIndex((d, i) => !d && !game.entries[i]);
    const press = await run(
      buttonPress(`sudoku:modal@${gameId}:`, { message: h.api.messagePayload(boardId) }),
    );
    const modal = press.find((r) => r.path.endsWith('/callback'))!;
    expect(modal.json).toMatchObject({ type: 9, data: { title: 'Your move' } });
    await run(
      modalSubmit(
        `sudoku:modal@${gameId}:`,
        'move',
        `${name(cell)} ${game.solution[cell]}`,
        h.api.messagePayload(boardId),
      ),
    );
    expect((await currentGame()).entries[cell]).toBe(game.solution[cell]);
  });

  it('a stale pick (a row with no empty cell left, a cell off the board) is answered clearly', async () => {
    const board = h.api.messagePayload(boardId);
    const requests = await run(selectChoice(`sudoku:pick@${gameId}:`, 'r42', board));
    const answer = seenMessages(requests).at(-1)!;
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toMatch(/not on this board any more/);
  });

  it('a press on a replaced board is refused privately and changes nothing', async () => {
    const old = h.api.messagePayload(boardId);
    const oldGame = gameId;
    // Over an unfinished game someone played, `new` asks first; `confirm:True` goes ahead.
    const asked = seenMessages(await run(slash('sudoku', sub('new', str('level', 'easy')))));
    expect(asked.at(-1)!.content).toMatch(
      /is unfinished here.*`\/sudoku new level:easy confirm:True`/s,
    );
    expect((await currentGame()).id).toBe(oldGame);
    await run(slash('sudoku', sub('new', str('level', 'easy'), bool('confirm', true))));
    const versionBefore = (await store.getGame(oldGame))!.version;
    const requests = await run(buttonPress(`sudoku:run@${oldGame}:undo`, { message: old }));
    const [answer] = seenMessages(requests).filter((m) => m.ephemeral);
    expect(answer!.content).toMatch(/board is from an earlier game/);
    expect((await store.getGame(oldGame))!.version).toBe(versionBefore);
    // The old board's buttons were taken away when the new game was posted.
    expect(h.api.message(boardId)!.components).toEqual([]);
    expect(h.logger.find('discord reply failed')).toEqual([]);
  });
});

describe('a photo posted in the channel', () => {
  it('"Solve this Sudoku" reads the picture of that message and answers privately', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9000, 1)]);
    const url = h.api.serveFile('paper.jpg', photo, 'image/jpeg');
    const target = {
      id: '1239950299999999999',
      channel_id: CHANNEL_ID,
      author: { id: '1140000000000000002', username: 'grace', discriminator: '0' },
      content: 'anyone?',
      attachments: [
        {
          id: '1239950299999999998',
          filename: 'paper.jpg',
          size: photo.length,
          url,
          proxy_url: url,
          content_type: 'image/jpeg',
        },
      ],
      embeds: [],
      type: 0,
      timestamp: new Date().toISOString(),
    };
    const requests = await run(messageCommand('Solve this Sudoku', target));
    const [answer] = seenMessages(requests);
    expect(answer!.ephemeral).toBe(true);
    expect(answer!.content).toMatch(/^I read this grid from your photo/);
    expect(answer!.request.files).toHaveLength(1);
  });

  it('on a message without a picture, or with another file, says what to do', async () => {
    const bare = {
      id: '1239950299999999990',
      channel_id: CHANNEL_ID,
      content: 'hi',
      attachments: [],
    };
    const [none] = seenMessages(await run(messageCommand('Solve this Sudoku', bare)));
    expect(none).toMatchObject({ ephemeral: true, content: expect.stringMatching(/no picture/) });
    const pdf = {
      ...bare,
      id: '1239950299999999991',
      attachments: [
        {
          id: '1',
          filename: 'grid.pdf',
          size: 10,
          url: 'https://cdn/x',
          proxy_url: 'https://cdn/x',
          content_type: 'application/pdf',
        },
      ],
    };
    const [other] = seenMessages(await run(messageCommand('Solve this Sudoku', pdf)));
    expect(other!.content).toMatch(/grid\.pdf is not a picture/);
  });
});

describe('every reply names commands a Discord user can type', () => {
  it('a scripted session of every command and help topic', async () => {
    const script: [string, ReturnType<typeof str>[] | ReturnType<typeof sub>, object?][] = [
      ['sudoku', sub('help')],
      ...[...HELP_TOPICS, 'levels', 'nonsense'].map(
        (topic) => ['sudoku', sub('help', str('topic', topic))] as [string, ReturnType<typeof sub>],
      ),
      ['sudoku', sub('today')],
      ['p', [str('move', 'r1c1 0')]],
      ['p', [str('move', 'dance')]],
      ['hint', [str('cell', 'next')]],
      ['solve', []],
      ['sudoku', sub('stats')],
      ['sudoku', sub('leaderboard')],
      ['schedule', [str('time', '09:00')]],
      ['schedule', [str('time', '09:00')], { permissions: MANAGER_PERMISSIONS }],
      ['unschedule', [], { permissions: MANAGER_PERMISSIONS }],
      ['sudoku', sub('board')],
      ['solve', [str('grid', '1'.repeat(81))]],
      ['sudoku', sub('fix', str('cell', 'r1c1'))],
      ['sudoku', sub('theme')],
      ['sudoku', sub('theme', str('theme', 'dark'))],
      ['sudoku', sub('theme', str('theme', 'dark'), bool('channel', true))],
    ];
    for (const [name, options, where] of script) await run(slash(name, options, where));
    const problems = seenTexts.flatMap((text) => untypeableOnDiscord(text, parseCommand));
    expect(problems, problems.join('\n')).toEqual([]);
    expect(seenTexts.length).toBeGreaterThan(20);
  });
});

export { CHANNEL };
