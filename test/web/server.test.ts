// The playground server over real HTTP on a free port, backed by the scripted fake core.

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { MAX_SUBSCRIBERS_PER_USER, type WebMessage } from '../../adapters/web/history.ts';
import { fakeParseCommand, makeFakeCore, memoryLogger, squarePng } from './fake-core.ts';

const core = makeFakeCore();
const logger = memoryLogger();
let playground: WebPlayground;
let registered: unknown;

beforeAll(async () => {
  playground = await startWebPlayground({
    core,
    parseCommand: fakeParseCommand,
    port: 0,
    logger,
    // Ends only `help slow` (a core that never answers); every other answer has time to spare on
    // a machine loaded with busy loops.
    handleTimeoutMs: 3_000,
    registerPoster: (poster) => (registered = poster),
  });
});

afterAll(() => playground.close());

function send(channel: string, user: string, text: string) {
  return fetch(`${playground.url}/api/channels/${channel}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, text }),
  });
}

async function sendOk(channel: string, user: string, text: string): Promise<WebMessage[]> {
  const res = await send(channel, user, text);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: WebMessage[] }).messages;
}

async function history(channel: string, user: string): Promise<WebMessage[]> {
  const res = await fetch(`${playground.url}/api/channels/${channel}/messages?user=${user}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: WebMessage[] }).messages;
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Reads an event stream until `count` message events arrived; returns their data. */
async function readEvents(res: Response, count: number): Promise<WebMessage[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const found: WebMessage[] = [];
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('event: message\n'))
        found.push(JSON.parse(block.slice(block.indexOf('data: ') + 6)) as WebMessage);
    }
  }
  await reader.cancel();
  return found;
}

describe('web playground server', () => {
  it('serves the page and its assets with their content types', async () => {
    const page = await fetch(playground.url + '/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/static/app.js">');
    const script = await fetch(playground.url + '/static/app.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('EventSource');
    expect((await fetch(playground.url + '/static/style.css')).headers.get('content-type')).toMatch(
      /^text\/css/,
    );
    expect((await fetch(playground.url + '/static/..%2Fserver.ts')).status).toBe(404);
    expect((await fetch(playground.url + '/nothing-here')).status).toBe(404);
  });

  it('describes the channels and limits', async () => {
    const config = (await (await fetch(playground.url + '/api/config')).json()) as {
      channels: { key: string; kind: string }[];
      limits: { uploadBytes: number };
    };
    expect(config.channels.map((c) => `${c.key}:${c.kind}`)).toEqual([
      'general:channel',
      'puzzles:channel',
      'dm:direct',
    ]);
    expect(config.limits.uploadBytes).toBe(8 * 1024 * 1024);
  });

  it('round-trips a command through the core and serves the board image as PNG', async () => {
    const before = core.inbounds.length;
    const messages = await sendOk('general', 'Ada', 'place r1c2 3');
    const inbound = core.inbounds[before]!;
    expect(inbound.command).toEqual({ kind: 'place', cell: { row: 1, col: 2 }, digit: 3 });
    expect(inbound.conversation).toEqual({
      platform: 'web',
      id: 'general',
      kind: 'channel',
      workspace: 'local',
    });
    expect(inbound.user).toMatchObject({ id: 'ada', name: 'Ada' });

    const [echo, reply] = messages;
    expect(echo).toMatchObject({ text: 'place r1c2 3', author: { name: 'Ada', bot: false } });
    expect(reply).toMatchObject({ text: 'Ada placed 3.', isBoard: true, visibility: 'everyone' });
    expect(reply!.actions!.map((a) => a.command)).toEqual(['hint', 'reveal confirm']);
    expect(reply!.actions![1]!.confirm).toBe('Reveal the whole solution?');
    const png = core.boards.at(-1)!;
    expect(reply!.image).toMatchObject({ alt: 'Sudoku board, 1 entries' });
    const side = 40 + 8 * (core.boards.length - 1);
    expect(reply!.image).toMatchObject({ width: side, height: side });

    const image = await fetch(playground.url + reply!.image!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(playground.url + '/images/not-an-id')).status).toBe(404);
  });

  it('marks asker-only replies and shows them to the asker alone', async () => {
    const [, hint] = await sendOk('puzzles', 'Ada', 'hint');
    expect(hint).toMatchObject({ text: 'Look at *box 5*.', visibility: 'asker' });
    const idsForAda = (await history('puzzles', 'ada')).map((m) => m.id);
    const idsForBob = (await history('puzzles', 'Bob')).map((m) => m.id);
    expect(idsForAda).toContain(hint!.id);
    expect(idsForBob).not.toContain(hint!.id);
    // Bob still sees that Ada asked.
    expect(idsForBob.length).toBe(idsForAda.length - 1);
  });

  it('gives each user a direct-message conversation of their own', async () => {
    const before = core.inbounds.length;
    await sendOk('dm', 'Ada', 'board');
    await sendOk('dm', 'Bob', 'board');
    expect(core.inbounds.slice(before).map((i) => i.conversation)).toEqual([
      { platform: 'web', id: 'dm-ada', kind: 'direct', workspace: 'local' },
      { platform: 'web', id: 'dm-bob', kind: 'direct', workspace: 'local' },
    ]);
    const adas = await history('dm', 'Ada');
    expect(adas.map((m) => m.author.name)).toEqual(['Ada', 'Sudoku']);
  });

  it('answers a parse error with an asker-only message and does not call the core', async () => {
    const before = core.inbounds.length;
    const [, notice] = await sendOk('general', 'Ada', 'place here');
    expect(core.inbounds.length).toBe(before);
    expect(notice).toMatchObject({ text: 'Write a move as `place r3c5 7`.', visibility: 'asker' });
  });

  it('turns a throwing core into a polite reply, logs it, and lives on', async () => {
    const [, reply] = await sendOk('general', 'Ada', 'help boom');
    expect(reply!.visibility).toBe('asker');
    expect(reply!.text).toMatch(/^Sorry, something went wrong/);
    expect(reply!.text).not.toContain('exploded');
    const line = logger.lines.find((l) => l.level === 'error' && l.message.includes('core failed'));
    expect(line?.fields).toMatchObject({ conversation: 'general', user: 'ada', command: 'help' });
    expect(String(line?.fields?.error)).toContain('the fake core exploded');
    const [, again] = await sendOk('general', 'Ada', 'help');
    expect(again!.text).toContain('Commands');
  });

  it('stops waiting for a core that never answers', async () => {
    const [, reply] = await sendOk('general', 'Ada', 'help slow');
    expect(reply!.text).toMatch(/took too long/);
  });

  it('refuses oversized bodies and commands', async () => {
    const huge = await send('general', 'Ada', 'x'.repeat(40_000));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toMatch(/too large.*32 KB/);
    const long = await send('general', 'Ada', 'place ' + 'x'.repeat(4600));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).code).toBe('too-long');
  });

  it('answers malformed requests with 400 and a message', async () => {
    const res = await fetch(`${playground.url}/api/channels/general/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user": "Ada", "text": ',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('The request body is not valid JSON.');
    const noText = await fetch(`${playground.url}/api/channels/general/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2]',
    });
    expect(noText.status).toBe(400);
    const badUser = await send('general', '<script>', 'board');
    expect(badUser.status).toBe(400);
    expect((await errorOf(badUser)).message).toMatch(/^A name cannot hold “<”/);
    expect((await send('nowhere', 'Ada', 'board')).status).toBe(404);
    const form = await fetch(`${playground.url}/api/channels/general/messages`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'board',
    });
    expect(form.status).toBe(415);
    expect((await fetch(`${playground.url}/api/config`, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers a request that is not HTTP with 400 and keeps serving', async () => {
    const { port } = new URL(playground.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(playground.url + '/api/config')).status).toBe(200);
  });

  it('refuses requests addressed to another host name', async () => {
    const { port } = new URL(playground.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/config HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 421/);
  });

  it('sends an uploaded photo to the core as solvePhoto with the bytes attached', async () => {
    const photo = await squarePng(30, '#888888');
    const before = core.inbounds.length;
    const res = await fetch(
      `${playground.url}/api/channels/general/photos?user=Ada&name=grid%20shot.png&share=1`,
      { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array(photo) },
    );
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as { messages: WebMessage[] };
    const inbound = core.inbounds[before]!;
    expect(inbound.command).toEqual({ kind: 'solvePhoto', share: true });
    expect(inbound.attachments?.[0]).toMatchObject({
      name: 'grid shot.png',
      contentType: 'image/png',
      size: photo.length,
    });
    expect(messages[1]!.text).toBe(`Read a photo of ${photo.length} bytes.`);
    // The upload itself shows in the chat.
    const shown = await fetch(playground.url + messages[0]!.image!.url);
    expect(Buffer.from(await shown.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('refuses uploads that are too large or not images', async () => {
    const big = await fetch(`${playground.url}/api/channels/general/photos?user=Ada`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: Buffer.alloc(8 * 1024 * 1024 + 1),
    });
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toBe('That photo is too large: the limit is 8 MB.');
    const text = await fetch(`${playground.url}/api/channels/general/photos?user=Ada`, {
      method: 'POST',
      headers: { 'content-type': 'image/svg+xml' },
      body: '<svg/>',
    });
    expect(text.status).toBe(415);
    expect((await errorOf(text)).code).toBe('not-an-image');
  });

  it('delivers scheduled posts to the channel stream, and direct ones only to their owner', async () => {
    expect(registered).toBe(playground.poster);
    const controller = new AbortController();
    const bobStream = await fetch(`${playground.url}/api/events?user=Bob`, {
      signal: controller.signal,
    });
    expect(bobStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const png = await squarePng(24);
    const events = readEvents(bobStream, 2);
    await playground.poster.post(
      { platform: 'web', id: 'dm-ada', kind: 'direct', workspace: 'local' },
      [{ text: 'Ada, your daily is here.', visibility: 'everyone' }],
    );
    const posted = await playground.poster.post(
      { platform: 'web', id: 'puzzles', kind: 'channel', workspace: 'local' },
      [
        {
          text: '*Daily #1* · easy',
          visibility: 'everyone',
          live: { gameId: 'daily-7', viewer: '', version: 0, over: false, fresh: true },
          image: { png, alt: 'Daily board', filename: 'daily.png' },
        },
      ],
    );
    await sendOk('general', 'Carol', 'board');
    const [daily, board] = await events;
    controller.abort();
    expect(daily).toMatchObject({
      id: posted.messageId,
      channel: 'puzzles',
      text: '*Daily #1* · easy',
      scheduled: true,
      author: { bot: true },
    });
    expect(board).toMatchObject({ channel: 'general', author: { name: 'Carol' } });
    expect((await history('dm', 'Ada')).map((m) => m.text)).toContain('Ada, your daily is here.');
    expect((await history('dm', 'Bob')).map((m) => m.text)).not.toContain(
      'Ada, your daily is here.',
    );
    expect((await history('puzzles', 'Bob')).at(-1)?.id).toBe(posted.messageId);
  });
});

describe('web playground options', () => {
  it('takes the upload limit from the options and tells the page', async () => {
    const small = await startWebPlayground({
      core: makeFakeCore(),
      parseCommand: fakeParseCommand,
      port: 0,
      logger: memoryLogger(),
      maxUploadBytes: 20 * 1024,
    });
    try {
      const config = (await (await fetch(small.url + '/api/config')).json()) as {
        limits: { uploadBytes: number; uploadSize: string };
      };
      expect(config.limits).toMatchObject({ uploadBytes: 20 * 1024, uploadSize: '20 KB' });
      const res = await fetch(`${small.url}/api/channels/general/photos?user=Ada`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(21 * 1024),
      });
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe('That photo is too large: the limit is 20 KB.');
    } finally {
      await small.close();
    }
  });
});

describe('live update slots', () => {
  it('one user holds at most four streams; others still get theirs', async () => {
    const controllers: AbortController[] = [];
    const open = async (user: string) => {
      const controller = new AbortController();
      controllers.push(controller);
      return fetch(`${playground.url}/api/events?user=${user}`, { signal: controller.signal });
    };
    try {
      const dana = [];
      for (let i = 0; i < MAX_SUBSCRIBERS_PER_USER; i++) dana.push(await open('Dana'));
      expect(dana.map((r) => r.status)).toEqual(dana.map(() => 200));
      const fifth = await open('dana');
      expect(fifth.status).toBe(429);
      expect(await errorOf(fifth)).toMatchObject({ code: 'too-many-pages' });
      expect((await open('Erin')).status).toBe(200);
      // Closing one page frees its slot.
      controllers[0]!.abort();
      let again = await open('Dana');
      for (let i = 0; again.status !== 200 && i < 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await open('Dana');
      }
      expect(again.status).toBe(200);
    } finally {
      for (const c of controllers) c.abort();
    }
  });
});
