// Socket Mode: the adapter opens a WebSocket with the app-level token (apps.connections.open on
// the fake API), acknowledges envelopes at once, and runs the same commands and events as over
// HTTP; a retried events envelope is handled once.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSlack, type SlackAdapter } from '../../adapters/slack/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { gate } from '../support/gate.ts';
import { APP_TOKEN, BOT_TOKEN, FakeSlack } from './fake-slack.ts';
import { MemoryLogger, posted, textOf } from './harness.ts';
import { ADA, eventPayload, mention, slashPayload } from './signing.ts';

let api: FakeSlack;
let adapter: SlackAdapter;
const core = new FakeCore();

beforeAll(async () => {
  api = await FakeSlack.start();
  api.addUser({ ...ADA });
  adapter = await startSlack({
    core,
    parseCommand,
    botToken: BOT_TOKEN,
    appToken: APP_TOKEN,
    logger: new MemoryLogger(),
    clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
  });
});
afterAll(async () => {
  await adapter.close();
  await api.close();
});

async function settle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    await adapter.idle();
  }
}

it('connects with the app token, without listening on a port', async () => {
  expect(adapter.mode).toBe('socket');
  expect(adapter.url).toBeUndefined();
  const open = api.callsOf('apps.connections.open');
  expect(open).toHaveLength(1);
  expect(open[0]!.headers.authorization).toBe(`Bearer ${APP_TOKEN}`);
  expect(api.socketCount).toBe(1);
});

it('acks a slash command envelope before its work is done, then posts the result', async () => {
  const before = api.calls.length;
  // The core holds its answer until the ack is in: an explicit event, not a race.
  const held = gate();
  core.holds.board = held.opened;
  const answeredBefore = core.answered.length;
  const ack = await api.sendEnvelope({
    envelope_id: 'env-slash-1',
    type: 'slash_commands',
    accepts_response_payload: true,
    payload: slashPayload('board', { responseUrl: api.responseUrl() }),
  });
  expect(ack).toEqual({ envelope_id: 'env-slash-1', payload: {} });
  expect(core.answered.slice(answeredBefore)).toEqual([]);
  held.open();
  delete core.holds.board;
  await settle();
  const [message] = posted(api.calls.slice(before));
  expect(textOf(message!)).toMatch(/46 cells to go/);
  expect(core.last.command).toEqual({ kind: 'board' });
});

it('handles an events envelope once, even when Slack retries it', async () => {
  const payload = eventPayload('mention', { text: mention('leaderboard'), files: undefined });
  const inbounds = core.inbounds.length;
  for (const attempt of [0, 1]) {
    const ack = await api.sendEnvelope({
      envelope_id: `env-event-${attempt}`,
      type: 'events_api',
      accepts_response_payload: false,
      retry_attempt: attempt,
      retry_reason: attempt ? 'timeout' : '',
      payload,
    });
    expect(ack.envelope_id).toBe(`env-event-${attempt}`);
    await settle();
  }
  expect(core.inbounds.length).toBe(inbounds + 1);
  expect(core.last.command).toEqual({ kind: 'leaderboard' });
});
