// The Discord side of the Sudoku Activity, through the real discord.js client on the fake API and
// the real core: "Play in Discord" under boards in play (only with the Activity on), answered with
// the LAUNCH_ACTIVITY callback (type 12); the Entry Point command registered with the others;
// and a move made outside any interaction edits the channel's live board message in place.

import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import { LAUNCH_LABEL } from '../../adapters/discord/messages.ts';
import { registerCommands } from '../../adapters/discord/register.ts';
import { callbackOf, onlySeen, TEST_TOKEN } from './harness.ts';
import { APPLICATION_ID, buttonPress, CHANNEL_ID, GUILD_ID, slash, sub } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** The labels and custom ids of a message body's buttons. */
function buttons(body: Json): { label: string; custom_id: string; style: number }[] {
  return (body.components ?? []).flatMap((row: Json) =>
    row.components.filter((c: Json) => c.type === 2),
  );
}

describe('Play in Discord with the Activity on', () => {
  const { h, bot, store } = useRealCoreHarness({ activity: true });

  it('puts the button under the board and answers a press with LAUNCH_ACTIVITY', async () => {
    const seen = onlySeen(await h.run(slash('sudoku', sub('today'))));
    const launch = buttons(seen.body).find((b) => b.label === LAUNCH_LABEL);
    expect(launch).toBeDefined();
    expect(launch!.custom_id).toMatch(/^sudoku:launch@/);
    const board = h.api.allMessages().find((m) => m.components.length > 0)!;
    const press = buttonPress(launch!.custom_id, { message: h.api.messagePayload(board.id) });
    const callback = callbackOf(await h.run(press));
    expect(callback.json).toEqual({ type: 12 });
  });

  it('edits the live board message for a move that came from no interaction', async () => {
    const game = (await store.currentGame({ platform: 'discord', conversationId: CHANNEL_ID }))!;
    const cell = game.givens.findIndex((d, i) => d === 0 && game.entries[i] === 0);
    const board = h.api.allMessages().find((m) => m.components.length > 0)!;
    const editsBefore = board.edits;
    const replies = await bot.handle({
      conversation: CHANNEL,
      user: { id: '42', name: 'Ada', canManage: false },
      command: {
        kind: 'place',
        cell: { row: Math.floor(cell / 9) + 1, col: (cell % 9) + 1 },
        digit: game.solution[cell]!,
      },
      gameId: game.id,
    });
    const from = h.api.requests.length;
    await h.adapter.deliver(CHANNEL, replies);
    const requests = h.api.requests.slice(from);
    // One edit of the board message (new picture and text), nothing posted, nothing private.
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /channels/${CHANNEL_ID}/messages/${board.id}`,
    ]);
    expect(h.api.message(board.id)!.edits).toBe(editsBefore + 1);
    expect(h.api.message(board.id)!.content).toContain('Ada placed');
    expect(requests[0]!.files).toHaveLength(1);
  });
});

describe('without the Activity', () => {
  const { h } = useRealCoreHarness();

  it('boards carry no Play in Discord button', async () => {
    const seen = onlySeen(await h.run(slash('sudoku', sub('today'))));
    expect(buttons(seen.body).map((b) => b.label)).not.toContain(LAUNCH_LABEL);
  });

  it('registers the Entry Point (type 4, launched by Discord) only with the Activity on', async () => {
    const rest = { api: h.api.api };
    await registerCommands({ token: TEST_TOKEN, applicationId: APPLICATION_ID, rest });
    expect(h.api.registeredCommands.some((c: Json) => c.type === 4)).toBe(false);
    await registerCommands({
      token: TEST_TOKEN,
      applicationId: APPLICATION_ID,
      rest,
      activity: true,
    });
    const entry = h.api.registeredCommands.find((c: Json) => c.type === 4) as Json;
    expect(entry).toMatchObject({ name: 'play', type: 4, handler: 2 });
    expect(h.api.registeredCommands.filter((c: Json) => c.type === 4)).toHaveLength(1);
  });
});
