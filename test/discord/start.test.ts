// startDiscord, as main.ts calls it: registers the commands in the development guild, logs in to
// a fake gateway, receives an interaction as a real INTERACTION_CREATE dispatch, answers it over
// the fake HTTP API, and disconnects on close().

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscord, type DiscordAdapter } from '../../adapters/discord/index.ts';
import { FakeCore, fakeParseCommand } from './fake-core.ts';
import { FakeDiscord } from './fake-discord.ts';
import { FakeGateway } from './fake-gateway.ts';
import { MemoryLogger, NO_RACE_DEFER_MS, TEST_TOKEN } from './harness.ts';
import { APPLICATION_ID, GUILD_ID, slash, sub } from './payloads.ts';

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

  it('registers the guild commands, then logs in with the Guilds intent only', async () => {
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
    expect(gateway.identifies[0]!.intents).toBe(1); // Guilds: no privileged intent
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
