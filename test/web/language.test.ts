// The playground speaks the browser's language (Accept-Language) to the player who asked, over
// real HTTP against the real core.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import type { WebMessage } from '../../adapters/web/history.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { harness } from '../bot/harness.ts';

const h = harness();
let playground: WebPlayground;

beforeAll(async () => {
  playground = await startWebPlayground({ core: h.bot, parseCommand, port: 0, logger: h.logger });
});

afterAll(() => playground.close());

async function send(user: string, text: string, acceptLanguage?: string) {
  const res = await fetch(`${playground.url}/api/channels/general/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptLanguage && { 'accept-language': acceptLanguage }),
    },
    body: JSON.stringify({ user, text }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: WebMessage[] }).messages;
}

describe('playground languages', () => {
  it('answers each player in their browser’s first language the bot speaks', async () => {
    const [, es] = await send('Ana', 'stats', 'ko-KR, es-MX;q=0.9, en;q=0.5');
    expect(es!.text).toMatch(/^Aún no hay partidas\./);
    const [, ja] = await send('Ken', 'stats', 'ja-JP,ja;q=0.9');
    expect(ja!.text).toMatch(/^まだゲームがありません。/);
    const [, en] = await send('Bea', 'stats');
    expect(en!.text).toMatch(/^No games yet\./);
  });
});
