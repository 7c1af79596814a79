// Quiet lookups in the playground, over real HTTP against the real core: `leaderboard`, `stats`
// and `digest` answer in the asker's own view with a *Post to channel* button; its press posts the
// lines once for everyone (no echo of the button's command), and a second press links to it.

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

async function send(user: string, text: string): Promise<WebMessage[]> {
  const res = await fetch(`${playground.url}/api/channels/general/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, text }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: WebMessage[] }).messages;
}

/** The bot's messages in #general as `user` sees them. */
async function botMessagesSeenBy(user: string): Promise<WebMessage[]> {
  const res = await fetch(`${playground.url}/api/channels/general/messages?user=${user}`);
  const log = (await res.json()) as { messages: WebMessage[] };
  return log.messages.filter((m) => m.author.bot);
}

describe('quiet lookups in the playground', () => {
  it('answers lookups in the asker’s view; Post to channel posts once, then links', async () => {
    for (const text of ['leaderboard', 'stats', 'digest']) await send('Ada', text);
    // Grace sees none of Ada's answers.
    expect(await botMessagesSeenBy('Grace')).toEqual([]);
    const [, answer] = await send('Ada', 'leaderboard week');
    expect(answer!.visibility).toBe('asker');
    const button = answer!.actions!.find((a) => a.label === 'Post to channel')!;
    expect(button.command).toMatch(/^publish [0-9a-f]{12} leaderboard week$/);

    const pressed = await send('Ada', button.command);
    // No echo of the button's command: the post, and Ada's private note.
    expect(pressed.map((m) => [m.author.bot, m.visibility])).toEqual([
      [true, 'everyone'],
      [true, 'asker'],
    ]);
    const seen = await botMessagesSeenBy('Grace');
    expect(seen.map((m) => m.text)).toEqual([`Posted by *Ada*:\n${answer!.text}`]);

    const [again] = await send('Ada', button.command);
    expect(again!.visibility).toBe('asker');
    expect(again!.link).toEqual({ url: `#message-${seen[0]!.id}`, label: 'Open the post' });
    expect(await botMessagesSeenBy('Grace')).toHaveLength(1);
  });
});
