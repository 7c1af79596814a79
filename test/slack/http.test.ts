// The HTTP receiver's edges against the fake Slack API, with a fake core for failure injection:
// request signing (refused before any handler runs), the 3-second ack, event retries, Web API
// failures on upload and post, a failing core, commands that are switched off, start and close.

import { describe, expect, it } from 'vitest';
import { startSlack } from '../../adapters/slack/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore, Inbound, Reply } from '../../src/bot/types.ts';
import { FakeCore, smallPng } from '../discord/fake-core.ts';
import { gate } from '../support/gate.ts';
import { BOT_TOKEN, FakeSlack, type RecordedCall } from './fake-slack.ts';
import { blocksOf, MemoryLogger, posted, startHarness, textOf } from './harness.ts';
import { ADA, event, eventPayload, mention, post, sign, slash } from './signing.ts';
import { useHarness } from './use-harness.ts';

const acks: string[] = [];
const h = useHarness(new FakeCore(), {
  users: [ADA],
  adapter: { onAck: (sample) => acks.push(sample.label) },
});

function messageCalls(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter((c) =>
    ['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'response_url'].includes(c.method),
  );
}

describe('request signing', () => {
  it('a bad signature, a stale timestamp and a missing signature get 401 before any handler', async () => {
    const request = h.slash('board');
    const now = Math.floor(Date.now() / 1000);
    const before = {
      calls: h.api.calls.length,
      inbounds: h.core.inbounds.length,
      acks: acks.length,
    };
    const forged = await h.send(request, { signature: sign(request.body, now, 'not-the-secret') });
    const stale = await h.send(request, { timestamp: now - 6 * 60 });
    const bare = await h.send(request, { signature: '' });
    const tampered = await h.send(
      { ...request, body: request.body.replace('board', 'today') },
      { signature: sign(request.body, now) },
    );
    expect([forged.status, stale.status, bare.status, tampered.status]).toEqual([
      401, 401, 401, 401,
    ]);
    await h.settle();
    expect(h.core.inbounds.length).toBe(before.inbounds);
    expect(acks.length).toBe(before.acks);
    expect(h.api.calls.length).toBe(before.calls);
    expect(h.logger.lines.some((l) => /signature mismatch/.test(l.message))).toBe(true);
    expect(
      h.logger.lines.some(
        (l) => l.message === 'slack request refused' && /old/.test(String(l.fields.reason)),
      ),
    ).toBe(true);
    // The same request, signed correctly, goes through.
    expect((await h.run(request)).response.status).toBe(200);
    expect(h.core.last.command).toEqual({ kind: 'board' });
  });

  it("answers Slack's URL verification challenge", async () => {
    const body = JSON.stringify({ type: 'url_verification', token: 't', challenge: 'abc123' });
    const response = await h.send({ body, contentType: 'application/json' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ challenge: 'abc123' });
  });
});

describe('the 3-second deadline', () => {
  it('acks while a slow core works, then posts the board', async () => {
    // The core holds its answer until the ack is in: an explicit event, not a race.
    const held = gate();
    h.core.holds.board = held.opened;
    const answeredBefore = h.core.answered.length;
    try {
      const before = h.api.calls.length;
      const response = await h.send(h.slash('board'));
      expect(response.status).toBe(200);
      expect(h.core.answered.slice(answeredBefore)).toEqual([]);
      held.open();
      await h.settle();
      const [message] = posted(h.api.calls.slice(before));
      expect(message!.at).toBeGreaterThan(h.core.answered.at(-1)!.at);
      expect(blocksOf(message!, 'image')).toHaveLength(1);
    } finally {
      held.open();
      delete h.core.holds.board;
    }
  });
});

describe('events', () => {
  it('a retried event (same event_id) is handled once', async () => {
    const payload = eventPayload('mention', { text: mention('board'), files: undefined });
    const first = await h.run(event(payload));
    const retry = await h.run(event(payload, 1));
    expect([first.response.status, retry.response.status]).toEqual([200, 200]);
    expect(messageCalls(first.calls)).toHaveLength(1);
    expect(messageCalls(retry.calls)).toHaveLength(0);
    expect(h.logger.lines.some((l) => l.message === 'slack duplicate event dropped')).toBe(true);
  });

  it('one message that arrives as app_mention and as message is handled once', async () => {
    const inbounds = h.core.inbounds.length;
    const ts = '1700009999.000100';
    const asMention = eventPayload('mention', { text: mention('stats'), files: undefined, ts });
    const asMessage = eventPayload('mention', {
      type: 'message',
      channel_type: 'channel',
      text: mention('stats'),
      files: undefined,
      ts,
    });
    await h.run(event(asMention));
    await h.run(event(asMessage));
    expect(h.core.inbounds.length).toBe(inbounds + 1);
    expect(h.core.last.command).toEqual({ kind: 'stats' });
  });

  it('ignores edits, bot posts and channel chatter that does not mention the bot', async () => {
    const inbounds = h.core.inbounds.length;
    const base = { type: 'message', channel_type: 'channel', files: undefined };
    await h.run(event(eventPayload('mention', { ...base, text: 'r3c5 7 (just talking)' })));
    await h.run(
      event(
        eventPayload('mention', { ...base, subtype: 'message_changed', text: mention('board') }),
      ),
    );
    await h.run(
      event(eventPayload('mention', { ...base, bot_id: 'B0OTHER', text: mention('board') })),
    );
    expect(h.core.inbounds.length).toBe(inbounds);
  });

  it('a photo is never downloaded from a host outside the allowed list', async () => {
    const foreign = await startHarness(new FakeCore(), { fileHosts: ['files.slack.com'] });
    try {
      foreign.api.addUser({ ...ADA });
      const url = foreign.api.hostFile('grid.png', Buffer.alloc(2000, 1), 'image/png');
      const payload = eventPayload('im-file');
      payload.event.files[0].url_private_download = url;
      const { calls } = await foreign.run(event(payload));
      expect(calls.filter((c) => c.method === 'file')).toEqual([]);
      expect(
        foreign.logger.lines.some((l) =>
          /refusing to send the bot token/.test(String(l.fields.error)),
        ),
      ).toBe(true);
    } finally {
      await foreign.close();
    }
  });
});

describe('Web API failures', () => {
  it('a failed upload still posts the reply, says why, and the next command works', async () => {
    h.api.fail('files.getUploadURLExternal', { error: 'ratelimited' });
    const { calls } = await h.run(h.slash('board'));
    const [message] = posted(calls);
    expect(blocksOf(message!, 'image')).toEqual([]);
    expect(blocksOf(message!, 'context')[0].elements[0].text).toBe(
      'The board picture could not be uploaded (Slack said: ratelimited). Type `/sudoku board` to try again.',
    );
    // The move menus, the action buttons and Play (a modal of one's own).
    expect(blocksOf(message!, 'actions')).toHaveLength(3);
    const logged = h.logger.lines.find((l) => l.message === 'slack image upload failed')!;
    expect(logged.fields).toMatchObject({ slackError: 'ratelimited', label: '/sudoku board' });

    h.api.fail('files.completeUploadExternal', { status: 500 });
    const [second] = posted((await h.run(h.slash('board'))).calls);
    expect(textOf(second!)).toMatch(/46 cells to go/);
    expect(blocksOf(second!, 'context')[0].elements[0].text).toMatch(/could not be uploaded\./);

    const [third] = posted((await h.run(h.slash('board'))).calls);
    expect(blocksOf(third!, 'image')).toHaveLength(1);
    expect(JSON.stringify(h.logger.lines)).not.toContain(BOT_TOKEN);
  });

  it('an image Slack has not processed yet is posted again after a moment, or left out', async () => {
    h.api.pendingProcessing = 1;
    const { calls } = await h.run(h.slash('board'));
    const attempts = calls.filter((c) => c.method === 'chat.postMessage');
    expect(attempts.map((c) => c.response.ok)).toEqual([false, true]);
    expect(blocksOf(attempts[1]!, 'image')).toHaveLength(1);

    h.api.pendingProcessing = 2;
    const second = (await h.run(h.slash('board'))).calls.filter(
      (c) => c.method === 'chat.postMessage',
    );
    expect(second.map((c) => c.response.ok)).toEqual([false, false, true]);
    expect(blocksOf(second[2]!, 'image')).toEqual([]);
    expect(blocksOf(second[2]!, 'context')).toHaveLength(1);
  });

  it('where the bot is not a member, the response_url posts for everyone instead', async () => {
    h.api.notInChannel.add('C0ELSEWHERE');
    try {
      const { calls } = await h.run(h.slash('board', { channel: 'C0ELSEWHERE' }));
      const [refused, fallback] = messageCalls(calls);
      expect(refused!.response).toEqual({ ok: false, error: 'not_in_channel' });
      expect(fallback!.method).toBe('response_url');
      expect(fallback!.params.response_type).toBe('in_channel');
      expect(blocksOf(fallback!, 'image')).toHaveLength(1);
    } finally {
      h.api.notInChannel.delete('C0ELSEWHERE');
    }
  });

  it('a core that throws gets the asker an apology and a log line', async () => {
    h.core.failNext = true;
    const { calls } = await h.run(h.slash('stats'));
    const [apology] = messageCalls(calls);
    expect(apology!.method).toBe('response_url');
    expect(apology!.params.response_type).toBe('ephemeral');
    expect(textOf(apology!)).toMatch(/something went wrong on my side/);
    expect(h.logger.lines.find((l) => l.message === 'slack core failed')!.fields).toMatchObject({
      error: 'fake core failure',
      label: '/sudoku stats',
    });
  });
});

describe('commands and buttons', () => {
  it('/hint and /solve answer out of the box, and are refused politely when switched off', async () => {
    await h.run(h.slash('r3c5', { command: '/hint' }));
    expect(h.core.last.command).toEqual({ kind: 'hint', cell: { row: 3, col: 5 } });
    await h.run(h.slash('share 53..7....', { command: '/solve' }));
    expect(h.core.last.command).toEqual({ kind: 'solveGrid', text: '53..7....', share: true });
    const off = await startHarness(new FakeCore(), { extraCommands: false });
    try {
      const refused = await off.run(
        slash('r3c5', { command: '/hint', responseUrl: off.api.responseUrl() }),
      );
      expect(JSON.parse(refused.response.text)).toEqual({
        response_type: 'ephemeral',
        text: '`/hint` is not switched on for this Sudoku bot. Type `/sudoku hint …` instead.',
      });
    } finally {
      await off.close();
    }
  });

  it('a button under an ephemeral board replaces it through its response_url', async () => {
    const png = await smallPng();
    const core: BotCore = {
      handle: async (inbound: Inbound): Promise<Reply[]> => [
        {
          text: `Private board for ${inbound.user.name}`,
          visibility: 'asker',
          image: { png, alt: 'A private board', filename: 'board.png' },
        },
      ],
      emptyCells: async () => [],
      boardPosted: async () => true,
      boardEdited: async () => undefined,
      liveBoard: async () => undefined,
    };
    const own = await startHarness(core);
    try {
      const { calls } = await own.run(
        own.button('hint', { messageTs: '1700000000.000900', ephemeral: true }),
      );
      const [replace] = messageCalls(calls);
      expect(replace!.method).toBe('response_url');
      expect(replace!.params.replace_original).toBe(true);
      expect(textOf(replace!)).toBe('Private board for ada');
    } finally {
      await own.close();
    }
  });

  it('a board update that Slack refuses falls back to a new message', async () => {
    // The live board is a message Slack no longer has (deleted by someone).
    h.core.boardMessage = { ref: 'C0PUZZLES1/1600000000.000001', postedAt: Date.now() };
    const { calls } = await h.run(h.button('undo', { messageTs: '1600000000.000001' }));
    const [update, fresh] = messageCalls(calls);
    expect(update!.response).toEqual({ ok: false, error: 'message_not_found' });
    expect(fresh!.method).toBe('chat.postMessage');
    expect(textOf(fresh!)).toMatch(/took back the last move/);
  });
});

describe('start and close', () => {
  it('a rejected token fails the start with a clear error and no token in it', async () => {
    const api = await FakeSlack.start();
    try {
      const start = startSlack({
        core: new FakeCore(),
        parseCommand,
        botToken: 'xoxb-wrong-token',
        signingSecret: 'secret',
        port: 0,
        host: '127.0.0.1',
        logger: new MemoryLogger(),
        clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
      });
      await expect(start).rejects.toThrow(/^Slack start failed: auth\.test said invalid_auth/);
      await expect(start).rejects.not.toThrow(/xoxb-wrong/);
      await expect(
        startSlack({
          core: new FakeCore(),
          parseCommand,
          botToken: BOT_TOKEN,
          logger: new MemoryLogger(),
        }),
      ).rejects.toThrow(/HTTP mode needs SLACK_SIGNING_SECRET/);
    } finally {
      await api.close();
    }
  });

  it('close() lets work in flight finish, then stops listening', async () => {
    const own = await startHarness(new FakeCore());
    own.core.delays.today = 300;
    const response = await own.send(own.slash('today'));
    expect(response.status).toBe(200);
    await own.adapter.close();
    expect(posted(own.api.calls)).toHaveLength(1);
    await expect(post(own.url, own.slash('board'))).rejects.toThrow();
    await own.api.close();
  });
});
