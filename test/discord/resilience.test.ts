// The deadline (defer then edit), failures (REST 500, a throwing core), scheduled posts through
// channel.send, command registration and shutdown, against the fake Discord API.

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { Events } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../adapters/discord/register.ts';
import { DEFAULT_DEFER_AFTER_MS } from '../../adapters/discord/respond.ts';
import type { Reply } from '../../src/bot/types.ts';
import { gate } from '../support/gate.ts';
import { BOARD_ACTIONS, smallPng } from './fake-core.ts';
import {
  callbackOf,
  customIds,
  onlySeen,
  seenMessages,
  startHarness,
  TEST_TOKEN,
} from './harness.ts';
import {
  APPLICATION_ID,
  dailyChannel,
  DM_CHANNEL_ID,
  GUILD_ID,
  MEMBER_PERMISSIONS,
  slash,
  str,
  sub,
} from './payloads.ts';
import { useHarness } from './use-harness.ts';

const EPHEMERAL = 64;

const h = useHarness();

describe('the 3-second deadline', () => {
  // Its own adapter, with the real reply budget: a late answer puts the adapter under pressure
  // for a while (see below).
  const h = useHarness({ deferAfterMs: DEFAULT_DEFER_AFTER_MS });

  it('a fast command whose work runs long is deferred while it runs, then edited', async () => {
    // The core holds its answer until the defer is seen: an explicit event, not a race.
    const held = gate();
    h.core.holds.board = held.opened;
    const answeredBefore = h.core.answered.length;
    try {
      const payload = slash('sudoku', sub('board'));
      const running = h.run(payload);
      const callback = await h.api.waitFor(
        (r) => r.path === `/interactions/${payload.id}/${payload.token}/callback`,
      );
      expect(callback.json).toEqual({ type: 5, data: { flags: 0 } });
      expect(h.core.answered.slice(answeredBefore)).toEqual([]);
      held.open();
      const requests = await running;
      expect(callbackOf(requests)).toBe(callback);
      const edit = requests.find((r) => r.method === 'PATCH')!;
      expect(edit.at).toBeGreaterThan(h.core.answered.at(-1)!.at);
      expect(edit.files[0]!.filename).toBe('board.png');
      expect(edit.json.content).toMatch(/46 cells to go/);
      const line = h.logger
        .find('discord first response')
        .find((l) => l.fields!.interactionId === payload.id);
      expect(line!.fields!.mode).toBe('defer');
    } finally {
      held.open();
      delete h.core.holds.board;
    }
  });

  it('slow work (a new puzzle) defers before the core starts', async () => {
    h.core.delays.new = 500;
    try {
      const requests = await h.run(slash('sudoku', sub('new')));
      // The deferral is sent and answered before the core is even asked.
      expect(callbackOf(requests).at).toBeLessThan(h.core.started.at(-1)!.at);
      expect(requests.find((r) => r.method === 'PATCH')!.files).toHaveLength(1);
    } finally {
      delete h.core.delays.new;
    }
  });

  it('a private answer after a public defer never lands in the public message', async () => {
    h.core.delays.schedule = 400;
    try {
      const payload = slash('schedule', [str('time', '07:30')], {
        permissions: MEMBER_PERMISSIONS,
      });
      const requests = await h.run(payload);
      expect(h.core.last.user.canManage).toBe(false);
      expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'POST', 'DELETE']);
      const [, placeholder, followUp, removal] = requests;
      expect(placeholder!.json.content).toBe('…');
      expect(followUp!.json).toMatchObject({
        flags: EPHEMERAL,
        content: expect.stringMatching(/Manage Channels/),
      });
      expect(removal!.path).toMatch(/\/messages\/@original$/);
    } finally {
      delete h.core.delays.schedule;
    }
  });

  it('a deferral guesses its visibility from the last answer of the same kind', async () => {
    // Still under pressure from the late answer above: help defers first. Its last answer (in
    // the main harness it is private; here the first one teaches it) decides the defer's flags.
    const first = await h.run(slash('sudoku', sub('help')));
    expect(seenMessages(first)).toEqual([expect.objectContaining({ ephemeral: true })]);
    const second = await h.run(slash('sudoku', sub('help')));
    expect(callbackOf(second).json).toEqual({ type: 5, data: { flags: EPHEMERAL } });
    expect(second.map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('after a late answer, racing commands defer first for a while', async () => {
    const payload = slash('sudoku', sub('leaderboard'));
    const requests = await h.run(payload);
    expect(callbackOf(requests).json.type).toBe(5);
    expect(onlySeen(requests)).toMatchObject({
      ephemeral: false,
      content: expect.stringMatching(/Ada 12/),
    });
  });
});

describe('failures', () => {
  it('a REST 500 on a reply is logged without secrets, and the next command still works', async () => {
    const payload = slash('sudoku', sub('stats'));
    h.api.fail((r) => r.path.startsWith(`/interactions/${payload.id}/`), 500);
    const requests = await h.run(payload);
    // discord.js retried the 5xx before giving up.
    expect(requests.filter((r) => r.path.endsWith('/callback')).length).toBeGreaterThan(1);
    const failure = h.logger.find('discord reply failed').at(-1);
    expect(failure?.fields).toMatchObject({
      status: 500,
      interactionId: payload.id,
      command: 'sudoku stats',
    });
    const logged = JSON.stringify(h.logger.lines);
    expect(logged).not.toContain(payload.token);
    expect(logged).not.toContain(TEST_TOKEN);

    const next = slash('sudoku', sub('leaderboard'));
    expect(callbackOf(await h.run(next)).json.data.content).toMatch(/Ada 12/);
  });

  it('a 429 is waited out by discord.js and logged; the reply still arrives', async () => {
    const payload = slash('sudoku', sub('leaderboard'));
    h.api.fail((r) => r.path.startsWith(`/interactions/${payload.id}/`), 429, 1, {
      'retry-after': '0.05',
      'x-ratelimit-scope': 'user',
    });
    const requests = await h.run(payload);
    expect(requests.filter((r) => r.path.endsWith('/callback'))).toHaveLength(2);
    const line = h.logger.find('discord rate limited').at(-1);
    expect(line?.fields).toMatchObject({ status: 429, method: 'POST', attempt: 1 });
    expect(String(line?.fields?.route)).not.toContain(payload.token);
    expect(h.logger.find('discord reply failed').map((l) => l.fields!.interactionId)).not.toContain(
      payload.id,
    );
  });

  it('a core that throws becomes a polite private reply and an error log line', async () => {
    h.core.failNext = true;
    const requests = await h.run(slash('sudoku', sub('board')));
    expect(callbackOf(requests).json.data).toMatchObject({
      flags: EPHEMERAL,
      content: expect.stringMatching(/went wrong on my side/),
    });
    expect(h.logger.find('discord core failed').at(-1)?.fields).toMatchObject({ command: 'board' });
  });

  it('a failed edit after a defer is logged and apologised for', async () => {
    h.core.delays.today = 10;
    const payload = slash('sudoku', sub('today'));
    h.api.fail((r) => r.method === 'PATCH' && r.path.includes(payload.token), 400, 1);
    try {
      const requests = await h.run(payload);
      const patches = requests.filter((r) => r.method === 'PATCH');
      expect(patches).toHaveLength(2);
      expect(patches[1]!.json.content).toMatch(/went wrong on my side/);
      expect(h.logger.find('discord reply failed').at(-1)?.fields).toMatchObject({ status: 400 });
    } finally {
      delete h.core.delays.today;
    }
  });
});

describe('gateway events', () => {
  it('are logged, and a client error never crashes the process', () => {
    const client = h.adapter.client;
    client.emit(Events.ShardDisconnect, { code: 1006, reason: '', wasClean: false } as never, 0);
    client.emit(Events.ShardReconnecting, 0);
    client.emit(Events.ShardResume, 0, 12);
    expect(() => client.emit(Events.Error, new Error('socket hang up'))).not.toThrow();
    expect(h.logger.find('discord gateway disconnected').at(-1)?.fields).toEqual({
      shardId: 0,
      code: 1006,
    });
    expect(h.logger.find('discord gateway reconnecting')).toHaveLength(1);
    expect(h.logger.find('discord gateway resumed').at(-1)?.fields).toEqual({
      shardId: 0,
      replayed: 12,
    });
    expect(h.logger.find('discord client error').at(-1)?.fields).toMatchObject({
      error: 'socket hang up',
    });
  });
});

describe('scheduled posts (Poster)', () => {
  const board = async (): Promise<Reply> => ({
    text: '*Daily #13* · hard · Tuesday',
    visibility: 'everyone',
    image: {
      png: await smallPng(),
      alt: 'Sudoku board, daily 13, hard.',
      filename: 'daily-13.png',
    },
    actions: BOARD_ACTIONS,
    live: { gameId: 'game-13', viewer: '', version: 0, over: false, fresh: true },
    retire: [{ ref: '1130000000000000010/1239950200000000000', postedAt: 0 }],
  });

  it('posts with channel.send and returns the id of the first message', async () => {
    const channel = dailyChannel();
    h.api.addChannel(channel);
    const replies = [
      await board(),
      { text: 'Reply with /sudoku place.', visibility: 'everyone' as const },
    ];
    const { messageId, boardRef } = await h.adapter.poster.post(
      { platform: 'discord', id: channel.id, kind: 'channel', workspace: GUILD_ID },
      replies,
    );
    // The daily post is the game's live board: its ref is recorded so moves edit it.
    expect(boardRef).toBe(`${channel.id}/${messageId}`);
    const posts = h.api.requests.filter(
      (r) => r.method === 'POST' && r.path === `/channels/${channel.id}/messages`,
    );
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers['authorization']).toBe(`Bot ${TEST_TOKEN}`);
    expect(posts[0]!.json.content).toBe('**Daily #13** · hard · Tuesday');
    expect(posts[0]!.files[0]!.filename).toBe('daily-13.png');
    expect(posts[0]!.json.attachments[0].description).toBe('Sudoku board, daily 13, hard.');
    // The actions name the board's game (this reply has no board view, so no row picker).
    expect(customIds(posts[0]!.json)).toEqual([
      'sudoku:run@game-13:hint',
      'sudoku:run@game-13:undo',
      'sudoku:run@game-13:notes auto',
      'sudoku:ask@game-13:reveal confirmed',
    ]);
    expect(messageId).toBe((h.api.responseOf(posts[0]!) as { id: string }).id);
    // The board it replaces (yesterday's) loses its buttons.
    const retired = h.api.requests.find(
      (r) =>
        r.method === 'PATCH' &&
        r.path === '/channels/1130000000000000010/messages/1239950200000000000',
    );
    expect(retired?.json).toEqual({ components: [] });
  });

  it('fails clearly for a channel the bot cannot see', async () => {
    await expect(
      h.adapter.poster.post(
        { platform: 'discord', id: '1130000000000000999', kind: 'channel', workspace: GUILD_ID },
        [await board()],
      ),
    ).rejects.toThrow(/the channel no longer exists \(Discord 10003\)/);
  });

  it('posts into a direct conversation', async () => {
    h.api.addChannel({
      id: DM_CHANNEL_ID,
      type: 1,
      last_message_id: null,
      flags: 0,
      recipients: [],
    } as never);
    const { messageId } = await h.adapter.poster.post(
      { platform: 'discord', id: DM_CHANNEL_ID, kind: 'direct', workspace: 'direct' },
      [await board()],
    );
    expect(messageId).toMatch(/^\d{17,20}$/);
  });
});

describe('command registration', () => {
  it('overwrites the guild commands: /sudoku, /hint, /solve, /p, the admin commands and the message command', async () => {
    const result = await registerCommands({
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      guildId: GUILD_ID,
      rest: { api: h.api.api },
    });
    expect(result).toEqual({
      scope: 'guild',
      names: ['sudoku', 'hint', 'solve', 'p', 'schedule', 'unschedule', 'Solve this Sudoku'],
    });
    const put = h.api.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.path).toBe(`/applications/${APPLICATION_ID}/guilds/${GUILD_ID}/commands`);
    expect(put.headers['authorization']).toBe(`Bot ${TEST_TOKEN}`);
    const [sudoku, hint, solve, move, schedule, unschedule, message] = put.json;
    expect(sudoku.options.map((o: { name: string }) => o.name)).toEqual([
      'today',
      'daily',
      'new',
      'resume',
      'board',
      'place',
      'clear',
      'note',
      'notes',
      'undo',
      'stats',
      'leaderboard',
      'share',
      'help',
      'fix',
      'theme',
      'language',
      'timezone',
      'thread',
    ]);
    const place = sudoku.options.find((o: { name: string }) => o.name === 'place');
    expect(place.options).toEqual([
      expect.objectContaining({ name: 'cell', type: 3, autocomplete: true, required: true }),
      expect.objectContaining({
        name: 'digit',
        type: 4,
        min_value: 1,
        max_value: 16,
        required: true,
      }),
    ]);
    const level = sudoku.options.find((o: { name: string }) => o.name === 'new').options[0];
    expect(level.choices.map((c: { value: string }) => c.value)).toEqual([
      'easy',
      'medium',
      'hard',
      'expert',
      'extreme',
    ]);
    // Required, so `/hint r3c5` typed in one go always reaches the bot.
    expect(hint.options[0]).toMatchObject({ name: 'cell', autocomplete: true, required: true });
    expect(solve.options.map((o: { name: string; type: number }) => [o.name, o.type])).toEqual([
      ['grid', 3],
      ['image', 11],
      ['share', 5],
      ['confirm', 5],
    ]);
    expect(move.options[0]).toMatchObject({ name: 'move', type: 3, required: true });
    // Server admins decide who sees these in Discord's settings: Manage Channels by default.
    expect(schedule.default_member_permissions).toBe('16');
    expect(unschedule.default_member_permissions).toBe('16');
    expect(sudoku.default_member_permissions ?? null).toBeNull();
    expect(message).toMatchObject({ name: 'Solve this Sudoku', type: 3 });
  });

  it('registers globally without a guild id and refuses malformed ids', async () => {
    const result = await registerCommands({
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      rest: { api: h.api.api },
    });
    expect(result.scope).toBe('global');
    expect(h.api.requests.at(-1)!.path).toBe(`/applications/${APPLICATION_ID}/commands`);
    await expect(registerCommands({ token: TEST_TOKEN, applicationId: 'my-bot' })).rejects.toThrow(
      /numeric/,
    );
  });

  it('the npm script explains which variables are missing', () => {
    const root = resolve(import.meta.dirname, '../..');
    const env = { ...process.env, DISCORD_TOKEN: '', DISCORD_APPLICATION_ID: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'adapters/discord/register.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Set DISCORD_TOKEN and DISCORD_APPLICATION_ID/);
  });
});

describe('shutdown', () => {
  it('close() lets an interaction in flight finish before disconnecting', async () => {
    const own = await startHarness();
    own.core.delays.new = 300;
    const payload = slash('sudoku', sub('new'));
    own.inject(payload);
    await own.close();
    const edits = own.api.requests.filter(
      (r) => r.method === 'PATCH' && r.path.includes(payload.token),
    );
    expect(edits).toHaveLength(1);
  });
});
