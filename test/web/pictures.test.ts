// One picture per move in the playground: the page says its colour scheme (a cookie), the core
// draws the board once in it, and the other scheme's picture is drawn only when a page asks for
// it, once however many ask. Driven over real HTTP against the real core with a counting renderer.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import type { WebMessage } from '../../adapters/web/history.ts';
import { SCHEME_COOKIE } from '../../adapters/web/server.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { current, empties, harness, name } from '../bot/harness.ts';

const h = harness();
let playground: WebPlayground;

beforeAll(async () => {
  playground = await startWebPlayground({
    core: h.bot,
    parseCommand,
    port: 0,
    logger: h.logger,
  });
});

afterAll(() => playground.close());

/** Sends `text` as `user` from a page in `scheme` (none: a client that never said). */
async function send(user: string, text: string, scheme?: 'dark' | 'light') {
  const res = await fetch(`${playground.url}/api/channels/general/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(scheme && { cookie: `${SCHEME_COOKIE}=${scheme}` }),
    },
    body: JSON.stringify({ user, text }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: WebMessage[] }).messages;
}

function boardImage(messages: WebMessage[]) {
  const image = messages.find((m) => m.isBoard)?.image;
  if (!image?.schemes) throw new Error('no board picture in both schemes');
  return { ...image, schemes: image.schemes };
}

async function fetchImage(url: string): Promise<number> {
  const res = await fetch(`${playground.url}${url}`);
  await res.arrayBuffer();
  return res.status;
}

describe('playground pictures', () => {
  it('draws one picture per move, in the colour scheme the page said', async () => {
    const started = boardImage(await send('Ada', 'new easy', 'dark'));
    expect(h.renderer.themes).toEqual(['dark']);
    expect(started.url).toBe(started.schemes.dark);
    const game = await current(h);
    for (const cell of empties(game).slice(0, 3)) {
      const before = h.renderer.calls;
      const board = boardImage(await send('Ada', `${name(cell)} ${game.solution[cell]}`, 'dark'));
      expect(h.renderer.calls - before).toBe(1);
      expect(h.renderer.themes.at(-1)).toBe('dark');
      expect(board.url).toBe(board.schemes.dark);
    }
    // A page that never said its scheme gets light, as before.
    const cell = empties(await current(h))[0]!;
    const before = h.renderer.calls;
    const light = boardImage(await send('Grace', `${name(cell)} ${game.solution[cell]}`));
    expect(h.renderer.calls - before).toBe(1);
    expect(h.renderer.themes.at(-1)).toBe('light');
    expect(light.url).toBe(light.schemes.light);
  });

  it('draws the other scheme only when a page asks for it, once', async () => {
    const cell = empties(await current(h))[0]!;
    const game = await current(h);
    const board = boardImage(await send('Ada', `${name(cell)} ${game.solution[cell]}`, 'dark'));
    const drawn = h.renderer.calls;
    expect(await fetchImage(board.schemes.dark)).toBe(200);
    expect(h.renderer.calls).toBe(drawn);
    // Two light pages at once: one drawing, in light; later loads are served from the cache.
    expect(
      await Promise.all([fetchImage(board.schemes.light), fetchImage(board.schemes.light)]),
    ).toEqual([200, 200]);
    expect(h.renderer.calls).toBe(drawn + 1);
    expect(h.renderer.themes.at(-1)).toBe('light');
    expect(await fetchImage(board.schemes.light)).toBe(200);
    expect(h.renderer.calls).toBe(drawn + 1);
  });
});
