// Buttons, confirmations, autocomplete and refused option values, through the real client.

import { describe, expect, it } from 'vitest';
import { gate } from '../support/gate.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { callbackOf, customIds, onlySeen, seenMessages } from './harness.ts';
import { autocomplete, bool, buttonPress, CHANNEL_ID, int, slash, str, sub } from './payloads.ts';
import { useHarness } from './use-harness.ts';

const TYPE = { reply: 4, deferUpdate: 6, update: 7, autocomplete: 8 } as const;
const EPHEMERAL = 64;

const h = useHarness();

const followUpsOf = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(r.path));

describe('board buttons', () => {
  it('Undo acknowledges the press at once, then edits the board message in place', async () => {
    const requests = await h.run(buttonPress('sudoku:run:undo'));
    expect(h.core.last.command).toEqual({ kind: 'undo' });
    expect(h.core.last.user).toEqual({ id: '1140000000000000003', name: 'Kat', canManage: false });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(callbackOf(requests).json).toEqual({ type: TYPE.deferUpdate });
    const edit = requests[1]!;
    // For a press, @original is the message the button sits on: the board is edited in place.
    expect(edit.path).toMatch(/\/messages\/@original$/);
    expect(edit.multipart).toBe(true);
    expect(edit.files[0]!.filename).toBe('board.png');
    // An edit lists only the new file, so the old board image is dropped.
    expect(edit.json.attachments).toEqual([
      expect.objectContaining({ id: '0', description: expect.stringContaining('Sudoku board') }),
    ]);
    expect(edit.json.content).toBe('Kat took back the last move.');
    // The edited board's buttons name its game, so a press on a replaced board is refused.
    expect(customIds(edit.json)).toContain('sudoku:ask@game-12:reveal confirmed');
    expect(customIds(edit.json)[0]).toBe('sudoku:pick@game-12:#1');
  });

  it('Hint and Notes run the commands their ids carry', async () => {
    await h.run(buttonPress('sudoku:run:hint'));
    expect(h.core.last.command).toEqual({ kind: 'hint' });
    const requests = await h.run(buttonPress('sudoku:run:notes auto'));
    expect(h.core.last.command).toEqual({ kind: 'notesAuto' });
    expect(onlySeen(requests).content).toBe('Notes are on.');
  });

  it('a slow core never delays the acknowledgement of a press', async () => {
    // The core holds its answer until the press is acknowledged: an explicit event, not a race.
    const held = gate();
    h.core.holds.undo = held.opened;
    const answeredBefore = h.core.answered.length;
    try {
      const press = buttonPress('sudoku:run:undo');
      const running = h.run(press);
      const callback = await h.api.waitFor(
        (r) => r.path === `/interactions/${press.id}/${press.token}/callback`,
      );
      expect(h.core.answered.slice(answeredBefore)).toEqual([]);
      held.open();
      const requests = await running;
      expect(callbackOf(requests)).toBe(callback);
      const edit = requests.find((r) => r.method === 'PATCH')!;
      expect(edit.files).toHaveLength(1);
      expect(edit.at).toBeGreaterThan(h.core.answered.at(-1)!.at);
    } finally {
      held.open();
      delete h.core.holds.undo;
    }
  });

  it('a private answer to a press follows up ephemerally and leaves the board alone', async () => {
    h.core.failNext = true;
    const failed = await h.run(buttonPress('sudoku:run:undo'));
    expect(failed.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(seenMessages(failed)).toEqual([
      expect.objectContaining({ ephemeral: true, content: expect.stringMatching(/went wrong/) }),
    ]);
  });

  it('a button whose command the grammar refuses gets a private explanation', async () => {
    const requests = await h.run(buttonPress('sudoku:run:dance'));
    const callback = callbackOf(requests);
    expect(callback.json.type).toBe(TYPE.reply);
    expect(callback.json.data.flags).toBe(EPHEMERAL);
    expect(callback.json.data.content).toContain("I don't understand");
  });

  it('a foreign custom id is answered, never left to fail', async () => {
    const requests = await h.run(buttonPress('other-bot:do-something'));
    expect(callbackOf(requests).json.data.content).toMatch(/no longer supported/);
  });
});

describe('reveal with a confirmation', () => {
  async function askReveal() {
    // The board's buttons come from a reply, which also teaches the adapter their questions.
    await h.run(slash('sudoku', sub('board')));
    const board = h.api.channelMessages(CHANNEL_ID).at(-1)!;
    const before = h.core.inbounds.length;
    const press = buttonPress('sudoku:ask@game-12:reveal confirmed', {
      message: h.api.messagePayload(board.id),
    });
    const requests = await h.run(press);
    expect(h.core.inbounds.length).toBe(before); // nothing runs before the answer
    expect(callbackOf(requests).json).toEqual({ type: TYPE.deferUpdate });
    const [question] = followUpsOf(requests);
    expect(question!.json.flags).toBe(EPHEMERAL);
    expect(question!.json.content).toBe('Reveal the solution for everyone in this channel?');
    const [yes, no] = customIds(question!.json);
    expect(yes).toMatch(/^sudoku:yes@game-12:[0-9a-z]+:reveal confirmed$/);
    expect(no).toMatch(/^sudoku:no:[0-9a-z]+:$/);
    return { press, yes: yes!, no: no! };
  }

  it('Yes runs the reveal and edits the board message through the original press', async () => {
    const { press, yes } = await askReveal();
    const requests = await h.run(buttonPress(yes, { ephemeralMessage: true }));
    expect(h.core.last.command).toEqual({ kind: 'reveal', confirmed: true });
    expect(callbackOf(requests).json).toMatchObject({
      type: TYPE.update,
      data: { content: 'Confirmed.', components: [] },
    });
    const boardEdit = h.api.requests.find(
      (r) =>
        r.method === 'PATCH' &&
        r.path === `/webhooks/${press.application_id}/${press.token}/messages/@original`,
    );
    expect(boardEdit?.json.content).toBe('The solution, revealed.');
    expect(boardEdit!.files).toHaveLength(1);
  });

  it('Cancel runs nothing and clears the question', async () => {
    const { no } = await askReveal();
    const before = h.core.inbounds.length;
    const requests = await h.run(buttonPress(no, { ephemeralMessage: true }));
    expect(h.core.inbounds.length).toBe(before);
    expect(callbackOf(requests).json).toMatchObject({
      type: TYPE.update,
      data: { content: 'Cancelled.', components: [] },
    });
  });

  it('an answer after the press was forgotten (restart) still edits the live board', async () => {
    const requests = await h.run(
      buttonPress('sudoku:yes:zzzz:reveal confirmed', { ephemeralMessage: true }),
    );
    expect(h.core.last.command).toEqual({ kind: 'reveal', confirmed: true });
    expect(followUpsOf(requests)).toEqual([]);
    const board = h.api.channelMessages(CHANNEL_ID).at(-1)!;
    const edit = requests.find(
      (r) => r.method === 'PATCH' && r.path === `/channels/${CHANNEL_ID}/messages/${board.id}`,
    );
    expect(edit?.json.content).toBe('The solution, revealed.');
    expect(board.content).toBe('The solution, revealed.');
  });
});

describe('cell autocomplete', () => {
  it('offers the empty cells that start with what was typed', async () => {
    const requests = await h.run(autocomplete('place', 'cell', 'R3'));
    const callback = callbackOf(requests);
    expect(callback.json.type).toBe(TYPE.autocomplete);
    expect(callback.json.data.choices).toEqual([
      { name: 'r3c1 · row 3, column 1', value: 'r3c1' },
      { name: 'r3c5 · row 3, column 5', value: 'r3c5' },
      { name: 'r3c9 · row 3, column 9', value: 'r3c9' },
    ]);
  });

  it('offers at most 25 cells and works in a DM', async () => {
    h.core.emptyCellList = Array.from(
      { length: 81 },
      (_, i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`,
    );
    try {
      const requests = await h.run(autocomplete('note', 'cell', '', { dm: true }));
      const choices = callbackOf(requests).json.data.choices as { value: string }[];
      expect(choices).toHaveLength(25);
      expect(choices[0]!.value).toBe('r1c1');
    } finally {
      h.core.emptyCellList = ['r1c3', 'r3c1', 'r3c5', 'r3c9', 'r5c5', 'r9c9'];
    }
  });
});

describe('invalid option values', () => {
  it.each([
    [
      'a cell outside the board',
      sub('place', str('cell', 'r0c5'), int('digit', 7)),
      /`r0c5` is not a cell/,
    ],
    [
      'a digit out of range',
      sub('place', str('cell', 'r3c5'), int('digit', 17)),
      /Pick a digit from 1 to 16/,
    ],
    [
      'notes that are not digits',
      sub('note', str('cell', 'r3c5'), str('digits', 'abc')),
      /not a list of digits/,
    ],
    ['a time that is not HH:MM', [str('time', '25:00')], /24-hour HH:MM/, 'schedule'],
    ['a level not in the list', sub('new', str('level', 'impossible')), /not a level/],
    ['a move that is not a move', [str('move', 'dance')], /Type a move as a cell and a digit/, 'p'],
  ])(
    '%s is refused privately without reaching the core',
    async (_what, options, message, name = 'sudoku') => {
      const before = h.core.inbounds.length;
      const requests = await h.run(slash(name, options));
      expect(h.core.inbounds.length).toBe(before);
      const callback = callbackOf(requests);
      expect(callback.json.type).toBe(TYPE.reply);
      expect(callback.json.data.flags).toBe(EPHEMERAL);
      expect(callback.json.data.content).toMatch(message);
    },
  );

  it('/solve with neither grid nor image asks to reveal the game here', async () => {
    await h.run(slash('solve'));
    expect(h.core.last.command).toEqual({ kind: 'reveal' });
    await h.run(slash('solve', [bool('confirm', true)]));
    expect(h.core.last.command).toEqual({ kind: 'reveal', confirmed: true });
  });
});
