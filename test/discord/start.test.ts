// startDiscord, as main.ts calls it: registers the commands in the development guild, logs in to
// a fake gateway, receives an interaction as a real INTERACTION_CREATE dispatch, answers it over
// the fake HTTP API, and disconnects on close().

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscord, type DiscordAdapter } from '../../adapters/discord/index.ts';
import { FakeCore, fakeParseCommand } from './fake-core.ts';
import { FakeDiscord } from './fake-discord.ts';
import { FakeGateway } from './fake-gateway.ts';
import { MemoryLogger, NO_RACE_DEFER_MS, TEST_TOKEN } from './harness.ts';
import {
  APPLICATION_ID,
  CHANNEL_ID,
  DM_CHANNEL_ID,
  gatewayMessage,
  GUILD_ID,
  slash,
  sub,
} from './payloads.ts';

const ADA_AUTHOR = { id: '1190000000000000005', username: 'ada', discriminator: '0', bot: false };
let sent = 0;

/** A MESSAGE_CREATE payload as the gateway sends it: Ada's plain message, with `over` applied. */
function adaMessage(over: Record<string, unknown>) {
  return gatewayMessage({
    id: `11900000000000001${String(sent++).padStart(2, '0')}`,
    author: ADA_AUTHOR,
    content: '',
    ...over,
  });
}

let api: FakeDiscord;
let gateway: FakeGateway;

beforeAll(async () => {
  api = await FakeDiscord.start();
  gateway = await FakeGateway.start(APPLICATION_ID);
  api.gatewayUrl = gateway.url;
});
afterAll(async () => {
  await gateway.close();
  await api.close();
});

describe('startDiscord', () => {
  let adapter: DiscordAdapter;
  const logger = new MemoryLogger();
  const core = new FakeCore();

  it('registers the guild commands, then logs in with the Guilds and GuildMessages intents', async () => {
    adapter = await startDiscord({
      core,
      parseCommand: fakeParseCommand,
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      guildId: GUILD_ID,
      logger,
      clientOptions: { rest: { api: api.api } },
      deferAfterMs: NO_RACE_DEFER_MS,
    });
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe(`/applications/${APPLICATION_ID}/guilds/${GUILD_ID}/commands`);
    expect(logger.find('discord commands registered')).toHaveLength(1);
    await gateway.identified();
    expect(gateway.identifies[0]!.token).toBe(TEST_TOKEN);
    // Guilds (1), GuildMessages (512), DirectMessages (4096): none is privileged.
    expect(gateway.identifies[0]!.intents).toBe(1 | 512 | 4096);
    await expect.poll(() => logger.find('discord ready').length).toBe(1);
    expect(logger.find('discord ready')[0]!.fields).toMatchObject({ user: 'Sudoku', guilds: 0 });
  });

  it('answers an interaction that arrives through the gateway', async () => {
    const payload = slash('sudoku', sub('board'));
    gateway.dispatch('INTERACTION_CREATE', payload);
    const callback = await api.waitFor(
      (r) => r.path === `/interactions/${payload.id}/${payload.token}/callback`,
    );
    expect(callback.json.type).toBe(4);
    expect(callback.files[0]!.filename).toBe('board.png');
    expect(core.last.command).toEqual({ kind: 'board' });
  });

  it('counts people’s messages in a server channel below its boards, not bots’, threads’ or joins', async () => {
    const THREAD_ID = '1190000000000000077';
    gateway.dispatch('GUILD_CREATE', {
      id: GUILD_ID,
      name: 'Puzzlers',
      unavailable: false,
      member_count: 3,
      roles: [],
      emojis: [],
      members: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      stickers: [],
      channels: [{ id: CHANNEL_ID, type: 0, name: 'sudoku', guild_id: GUILD_ID }],
      threads: [
        { id: THREAD_ID, type: 11, name: 'talk', parent_id: CHANNEL_ID, guild_id: GUILD_ID },
      ],
    });
    await expect.poll(() => adapter.client.channels.cache.has(CHANNEL_ID)).toBe(true);
    const message = (over: Record<string, unknown> = {}) =>
      adaMessage({ channel_id: CHANNEL_ID, guild_id: GUILD_ID, ...over });
    gateway.dispatch('MESSAGE_CREATE', message({ author: { ...ADA_AUTHOR, bot: true } }));
    gateway.dispatch('MESSAGE_CREATE', message({ channel_id: THREAD_ID }));
    gateway.dispatch('MESSAGE_CREATE', message({ type: 7 })); // a member joined
    gateway.dispatch('MESSAGE_CREATE', message());
    await expect.poll(() => core.messagesBelow.length).toBe(1);
    await adapter.idle();
    expect(core.messagesBelow).toEqual([
      { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
    ]);
  });

  it('answers a command typed in a DM, and tells chat that is none what to type', async () => {
    const dm = (content: string, id: string) =>
      adaMessage({ id, channel_id: DM_CHANNEL_ID, channel_type: 1, content });
    const before = core.inbounds.length;
    gateway.dispatch('MESSAGE_CREATE', dm('hint', '1190000000000000201'));
    const posted = await api.waitFor(
      (r) => r.method === 'POST' && r.path === `/channels/${DM_CHANNEL_ID}/messages`,
    );
    expect(core.inbounds.slice(before)).toMatchObject([
      {
        conversation: { platform: 'discord', id: DM_CHANNEL_ID, kind: 'direct' },
        user: { id: '1190000000000000005', name: 'ada' },
        command: { kind: 'hint' },
        visible: true,
      },
    ]);
    expect(JSON.stringify(posted.json)).toContain('Look at box 5.');
    gateway.dispatch('MESSAGE_CREATE', dm('hello there', '1190000000000000202'));
    const told = await api.waitFor(
      (r) =>
        r.method === 'POST' &&
        r.path === `/channels/${DM_CHANNEL_ID}/messages` &&
        JSON.stringify(r.json).includes('understand'),
    );
    expect(JSON.stringify(told.json)).toContain('hello there');
    expect(core.inbounds).toHaveLength(before + 1);
  });

  it('close() disconnects from the gateway', async () => {
    await adapter.close();
    await expect.poll(() => gateway.connections).toBe(0);
  });

  it('a rejected token fails the start with a clear error and no token in it', async () => {
    const own = await FakeDiscord.start();
    own.fail((r) => r.path === '/gateway/bot', 401, Infinity);
    const start = startDiscord({
      core,
      parseCommand: fakeParseCommand,
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      logger,
      clientOptions: { rest: { api: own.api } },
    });
    await expect(start).rejects.toThrow(/^Discord login failed: .*token/i);
    await start.catch((error: Error) => expect(error.message).not.toContain(TEST_TOKEN));
    await own.close();
  });
});
