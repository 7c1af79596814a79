// Every slash command end to end through the real discord.js client: injected gateway payload ->
// adapter -> (fake) core -> HTTP callbacks on the fake Discord API, PNG uploads included.

import { beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/bot/types.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { callbackOf, customIds } from './harness.ts';
import {
  bool,
  CHANNEL_ID,
  DM_CHANNEL_ID,
  GUILD_ID,
  int,
  MANAGER_PERMISSIONS,
  slash,
  solveWithImage,
  str,
  sub,
  type RawOption,
} from './payloads.ts';
import { useHarness } from './use-harness.ts';

const CALLBACK = { reply: 4, defer: 5 } as const;
const EPHEMERAL = 64;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOARD_BUTTONS = [
  'sudoku:pick@game-12:#1',
  'sudoku:pick@game-12:#2',
  'sudoku:run@game-12:hint',
  'sudoku:run@game-12:undo',
  'sudoku:run@game-12:notes auto',
  'sudoku:ask@game-12:reveal confirmed',
  'sudoku:modal@game-12:',
];

/** When this file's harness started: no command's first response can have taken longer. */
let harnessStartedAt = 0;
beforeAll(() => {
  harnessStartedAt = performance.now();
});
const h = useHarness();

/** The request that carries the visible answer: the callback, or the edit after a defer. */
function answerOf(requests: readonly RecordedRequest[]): RecordedRequest {
  const callback = callbackOf(requests);
  if (callback.json.type !== CALLBACK.defer) return callback;
  const edit = requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original'));
  if (!edit) throw new Error('deferred without an edit');
  return edit;
}

function bodyOf(request: RecordedRequest) {
  return request.path.endsWith('/callback') ? request.json.data : request.json;
}

function expectBoardImage(request: RecordedRequest, buttons = BOARD_BUTTONS) {
  expect(request.multipart).toBe(true);
  expect(request.files).toHaveLength(1);
  const [file] = request.files;
  expect(file!.filename).toBe('board.png');
  expect(file!.data.subarray(0, 8)).toEqual(PNG_MAGIC);
  const body = bodyOf(request);
  expect(body.attachments).toEqual([
    expect.objectContaining({
      id: '0',
      description: expect.stringMatching(/^Sudoku board, 9 by 9/),
    }),
  ]);
  expect(customIds(body)).toEqual(buttons);
}

interface Case {
  readonly options: RawOption[];
  readonly command: Command;
  readonly deferred: boolean;
  /** `new`: the answer is a new board message; `edit`: the live board is edited in place. */
  readonly board: 'new' | 'edit' | false;
  readonly content: RegExp;
  readonly permissions?: string;
  /** The top-level command, when not /sudoku. */
  readonly name?: string;
}

const cell = { row: 3, col: 5 };
const cases: Record<string, Case> = {
  today: {
    options: sub('today'),
    command: { kind: 'today' },
    deferred: true,
    board: 'new',
    content: /^\*\*Daily #12\*\* · medium/,
  },
  new: {
    options: sub('new', str('level', 'hard'), str('variant', 'x')),
    command: { kind: 'new', level: 'hard', variant: 'x' },
    deferred: true,
    board: 'new',
    content: /^\*\*New puzzle\*\* · hard · x$/,
  },
  board: {
    options: sub('board'),
    command: { kind: 'board' },
    deferred: false,
    board: 'new',
    content: /46 cells to go/,
  },
  place: {
    options: sub('place', str('cell', 'r3c5'), int('digit', 7)),
    command: { kind: 'place', cell, digit: 7 },
    deferred: false,
    board: 'edit',
    content: /^Ada placed 7 in r3c5\.$/,
  },
  clear: {
    options: sub('clear', str('cell', 'R3C5')),
    command: { kind: 'clear', cell },
    deferred: false,
    board: 'edit',
    content: /cleared r3c5/,
  },
  clearConfirmed: {
    options: sub('clear', str('cell', 'r3c5'), bool('confirm', true)),
    command: { kind: 'clear', cell, confirmed: true },
    deferred: false,
    board: 'edit',
    content: /cleared r3c5/,
  },
  note: {
    options: sub('note', str('cell', 'r3 c5'), str('digits', '9 1,5')),
    command: { kind: 'note', cell, digits: [1, 5, 9] },
    deferred: false,
    board: 'edit',
    content: /Notes 159 in r3c5/,
  },
  undo: {
    options: sub('undo'),
    command: { kind: 'undo' },
    deferred: false,
    board: 'edit',
    content: /took back/,
  },
  stats: {
    options: sub('stats'),
    command: { kind: 'stats' },
    deferred: false,
    board: false,
    content: /^\*\*Ada\*\*: 3 solved/,
  },
  leaderboard: {
    options: sub('leaderboard'),
    command: { kind: 'leaderboard' },
    deferred: false,
    board: false,
    content: /1\. Ada 12\n2\. Grace 9/,
  },
  schedule: {
    name: 'schedule',
    options: [str('time', '8:05'), str('level', 'easy')],
    command: { kind: 'schedule', time: '08:05', level: 'easy' },
    deferred: false,
    board: false,
    content: /Daily post at 08:05/,
    permissions: MANAGER_PERMISSIONS,
  },
  unschedule: {
    name: 'unschedule',
    options: [],
    command: { kind: 'unschedule' },
    deferred: false,
    board: false,
    content: /No more daily posts/,
    permissions: MANAGER_PERMISSIONS,
  },
  'new from a grid': {
    options: sub(
      'new',
      str(
        'grid',
        ' 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 ',
      ),
    ),
    command: {
      kind: 'new',
      grid: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    },
    deferred: true,
    board: 'new',
    content: /^\*\*New puzzle\*\*/,
  },
  fix: {
    options: sub('fix', str('cell', 'r3c5'), int('digit', 0)),
    command: { kind: 'fix', cell, digit: 0 },
    deferred: false,
    board: false,
    content: /^Fixed\.$/,
  },
  timezone: {
    options: sub('timezone', str('zone', 'Europe/Paris')),
    command: { kind: 'timezone', zone: 'Europe/Paris' },
    deferred: false,
    board: false,
    content: /^Time zone Europe\/Paris\.$/,
  },
  'timezone alone': {
    options: sub('timezone'),
    command: { kind: 'timezone' },
    deferred: false,
    board: false,
    content: /^Time zone as before\.$/,
  },
  help: {
    options: sub('help', str('topic', 'notes')),
    command: { kind: 'help', topic: 'notes' },
    deferred: false,
    board: false,
    content: /Help on notes/,
  },
};

describe('/sudoku subcommands end to end', () => {
  it.each(Object.entries(cases))('/sudoku %s', async (_name, c) => {
    const where = c.permissions ? { permissions: c.permissions } : {};
    const payload = slash(c.name ?? 'sudoku', c.options, where);
    const requests = await h.run(payload);

    expect(h.core.last.command).toEqual(c.command);
    expect(h.core.last.conversation).toEqual({
      platform: 'discord',
      id: CHANNEL_ID,
      kind: 'channel',
      workspace: GUILD_ID,
    });
    expect(h.core.last.user).toEqual({
      id: '1140000000000000001',
      name: 'Ada',
      canManage: c.permissions === MANAGER_PERMISSIONS,
    });

    const callback = callbackOf(requests);
    expect(callback.json.type).toBe(c.deferred ? CALLBACK.defer : CALLBACK.reply);
    expect(callback.headers['authorization']).toBeUndefined();
    const answer = answerOf(requests);
    expect(bodyOf(answer).allowed_mentions).toEqual({ parse: [] });
    const ephemeral = (bodyOf(callback)?.flags ?? 0) & EPHEMERAL;
    if (c.board === 'edit') {
      // The move edits the live board message in place (with the bot token, so any process
      // can), and the mover alone gets a short confirmation.
      const [edit, ...more] = requests.filter(
        (r) => r.method === 'PATCH' && r.path.startsWith(`/channels/${CHANNEL_ID}/messages/`),
      );
      expect(more).toEqual([]);
      expect(edit!.headers['authorization']).toMatch(/^Bot /);
      expect(edit!.json.content).toMatch(c.content);
      expectBoardImage(edit!);
      expect(bodyOf(answer).content).toMatch(/^Done: /);
      expect(answer.files).toEqual([]);
      expect(ephemeral).toBe(EPHEMERAL);
      return;
    }
    expect(bodyOf(answer).content).toMatch(c.content);
    if (c.board === 'new') expectBoardImage(answer);
    else expect(answer.files).toEqual([]);
    const private_ =
      ['help', 'fix'].includes(c.command.kind) ||
      (c.command.kind === 'timezone' && !c.command.zone);
    expect(ephemeral).toBe(private_ ? EPHEMERAL : 0);
  });

  it('logs the time to first response of each command', () => {
    const lines = h.logger.find('discord first response');
    expect(lines.length).toBeGreaterThanOrEqual(Object.keys(cases).length);
    for (const line of lines) {
      expect(line.fields!.ms).toEqual(expect.any(Number));
      expect(line.fields!.ms as number).toBeGreaterThanOrEqual(0);
      expect(line.fields!.ms as number).toBeLessThanOrEqual(performance.now() - harnessStartedAt);
    }
    expect(lines.map((l) => l.fields!.command)).toContain('sudoku place');
  });
});

describe('/hint', () => {
  it('in a channel game answers privately with its own picture', async () => {
    // The first /hint guesses a public defer; the private answer then follows up privately.
    await h.run(slash('hint', [str('cell', 'r3c5')]));
    const requests = await h.run(slash('hint', [str('cell', 'r3c5')]));
    expect(h.core.last.command).toEqual({ kind: 'hint', cell });
    const callback = callbackOf(requests);
    expect(callback.json).toEqual({ type: CALLBACK.defer, data: { flags: EPHEMERAL } });
    const edit = answerOf(requests);
    expect(edit.json.content).toBe('Look at r3c5: a **hidden single**.');
    expectBoardImage(edit, [
      'sudoku:run:hint',
      'sudoku:run:undo',
      'sudoku:run:notes auto',
      'sudoku:ask:reveal confirmed',
    ]);
  });

  it("`/hint cell:next` (the list's first choice) asks for the next step", async () => {
    await h.run(slash('hint', [str('cell', 'next')]));
    expect(h.core.last.command).toEqual({ kind: 'hint' });
  });

  it('in a DM is personal: the direct conversation and its only user', async () => {
    const requests = await h.run(slash('hint', [str('cell', 'next')], { dm: true }));
    expect(h.core.last.command).toEqual({ kind: 'hint' });
    expect(h.core.last.conversation).toEqual({
      platform: 'discord',
      id: DM_CHANNEL_ID,
      kind: 'direct',
      workspace: 'direct',
    });
    expect(h.core.last.user).toEqual({ id: '1140000000000000002', name: 'Grace', canManage: true });
    // In a DM the hint shows on the live board itself (edited in place); nothing is ephemeral.
    expect(callbackOf(requests).json.data.flags).toBe(0);
    const edit = requests.find((r) => r.method === 'PATCH' && r.path.startsWith('/channels/'));
    expect(edit?.json.content).toBe('Look at box 5.');
  });
});

describe('/solve', () => {
  it('answers a typed grid only to the asker', async () => {
    const grid =
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const requests = await h.run(slash('solve', [str('grid', grid)]));
    expect(h.core.last.command).toEqual({ kind: 'solveGrid', text: grid, share: false });
    expect(callbackOf(requests).json).toEqual({ type: CALLBACK.defer, data: { flags: EPHEMERAL } });
    const edit = answerOf(requests);
    expect(edit.json.content).toBe('Solved your grid.');
    expect(edit.files[0]!.data.subarray(0, 8)).toEqual(PNG_MAGIC);
  });

  it('shares the answer when asked to', async () => {
    const requests = await h.run(
      slash('solve', [str('grid', '1'.repeat(81)), bool('share', true)]),
    );
    expect(h.core.last.command).toEqual({ kind: 'solveGrid', text: '1'.repeat(81), share: true });
    expect(callbackOf(requests).json.data.flags).toBe(0);
  });

  it('sends an attached photo to the core, which downloads it from the CDN', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const url = h.api.serveFile('newspaper-grid.jpg', photo, 'image/jpeg');
    const requests = await h.run(solveWithImage(url, photo.length));
    const inbound = h.core.last;
    expect(inbound.command).toEqual({ kind: 'solvePhoto', share: false });
    expect(inbound.attachments).toHaveLength(1);
    expect(inbound.attachments![0]).toMatchObject({
      name: 'newspaper-grid.jpg',
      contentType: 'image/jpeg',
      size: photo.length,
    });
    expect(callbackOf(requests).json.data.flags).toBe(EPHEMERAL);
    expect(answerOf(requests).json.content).toBe(`Solved your photo (${photo.length} bytes).`);
  });
});
