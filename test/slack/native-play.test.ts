// Playing as a player would on Slack, through Bolt and the real core against the fake Web API:
// a whole game typed with /sudoku leaves one board message and one picture in the workspace;
// the "Solve this Sudoku" message shortcut; presses on old or finished boards; and every reply
// of a scripted session names only slash commands the manifest registers.

import { describe, expect, it } from 'vitest';
import { SET_ASIDE_TEXT } from '../../adapters/slack/deliver.ts';
import { HELP_TOPICS } from '../../src/bot/help.ts';
import type { RecordedCall } from './fake-slack.ts';
import { blocksOf, runSeeing, textOf } from './harness.ts';
import { ADA, BOB, CHANNEL_ID, messageShortcut } from './signing.ts';
import { untypeableOnSlack } from './typeable.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h, store } = useRealCoreHarness({ users: [ADA, { ...BOB, is_admin: true }] });
const key = { platform: 'slack', conversationId: CHANNEL_ID };
/** Every message text people saw in this file's requests. */
const seen: string[] = [];

/* eslint-disable @typescript-eslint/no-explicit-any */

function run(request: Parameters<typeof h.run>[0]) {
  return runSeeing(h, request, seen);
}

/** Public messages of the channel that show a board picture now. */
function boardMessages() {
  return h.api.messages.filter(
    (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
  );
}

async function currentGame() {
  const game = await store.currentGame(key);
  if (!game) throw new Error('no game');
  return game;
}

const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

describe('a whole game typed with /sudoku', () => {
  it('leaves one board message and one picture in the workspace', async () => {
    await run(h.slash('today'));
    const game = await currentGame();
    const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
    const first = empty[0]!;
    await run(h.slash(`${name(first)} ${(game.solution[first]! % 9) + 1}`));
    await run(h.slash(`note ${name(first)} 1 2`));
    await run(h.slash('undo'));
    await run(h.slash('hint', { command: '/hint' }));
    for (const cell of empty) await run(h.slash(`${name(cell)} ${game.solution[cell]}`));
    expect((await currentGame()).status).toBe('solved');
    const boards = boardMessages();
    expect(boards).toHaveLength(1);
    expect(boards[0]!.text).toMatch(/is solved 🎉/);
    // Pictures left in the workspace: the board's one, and the private hint's.
    const board = boards[0]!.blocks.find((b) => b.type === 'image').slack_file.id;
    expect(h.api.files.has(board)).toBe(true);
    expect(h.api.files.size).toBeLessThanOrEqual(2);
    expect(h.api.deletedFiles.length).toBeGreaterThanOrEqual(empty.length);
    // The channel holds the board and the celebration; everything else was private.
    const shown = h.api.messages.filter((m) => m.channel === CHANNEL_ID && !m.onlyFor);
    expect(shown.map((m) => m.text)).toEqual([
      boards[0]!.text,
      expect.stringMatching(/^🎉 Solved \*Daily #73/),
    ]);
  });

  it('the finished board keeps no menus or buttons that act on the game', async () => {
    const [board] = boardMessages();
    const actions = board!.blocks.filter((b) => b.type === 'actions');
    expect(actions).toHaveLength(1);
    expect(actions[0].elements.map((e: any) => e.value)).toEqual(['share', 'today', 'new hard']);
  });
});

describe('presses on old boards', () => {
  it('a digit on a replaced game is refused privately and changes nothing', async () => {
    await run(h.slash('new easy'));
    const old = await currentGame();
    const [oldBoard] = boardMessages().slice(-1);
    await run(h.slash('new easy'));
    const cell = Array.from(old.givens).findIndex((d, i) => !d && !old.entries[i]);
    const blockId = `sudoku-move@${old.id}`;
    const state = { [blockId]: { 'sudoku:cell': { selected_option: { value: name(cell) } } } };
    const { calls } = await run(
      h.button(String(old.solution[cell]), {
        messageTs: oldBoard!.ts,
        actionId: `sudoku:digit:${old.solution[cell]}`,
        blockId,
        state,
      }),
    );
    const answers = calls.filter((c) => c.method === 'response_url');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.params.response_type).toBe('ephemeral');
    expect(textOf(answers[0]!)).toMatch(/board is from an earlier game/);
    expect((await store.getGame(old.id))!.version).toBe(0);
    // The replaced board itself was retired when the new game was posted, saying its game was
    // set aside (not that it goes on below).
    expect(h.api.message(CHANNEL_ID, oldBoard!.ts)!.text).toBe(SET_ASIDE_TEXT);
  });
});

describe('a photo posted in the channel', () => {
  it('"Solve this Sudoku" reads its picture and answers the presser privately', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9000, 2)]);
    const url = h.api.hostFile('paper.jpg', photo, 'image/jpeg');
    const files = [
      {
        id: 'F0PHOTO01',
        name: 'paper.jpg',
        mimetype: 'image/jpeg',
        size: photo.length,
        url_private: url,
      },
    ];
    const { calls } = await run(
      messageShortcut({ ts: '1700000123.000100', files }, { responseUrl: h.api.responseUrl() }),
    );
    const answer = calls.find((c) => c.method === 'response_url')!;
    expect(answer.params.response_type).toBe('ephemeral');
    expect(textOf(answer)).toMatch(/^I read this grid from your photo/);
    expect(blocksOf(answer, 'image')).toHaveLength(1);
    expect(calls.find((c: RecordedCall) => c.method === 'file')!.headers.authorization).toMatch(
      /^Bearer xoxb-/,
    );
  });

  it('on a message without a picture, says what to do', async () => {
    const { calls } = await run(
      messageShortcut(
        {
          ts: '1700000124.000100',
          files: [{ id: 'F0DOC', name: 'notes.pdf', mimetype: 'application/pdf' }],
        },
        { responseUrl: h.api.responseUrl() },
      ),
    );
    const [answer] = calls.filter((c) => c.method === 'response_url');
    expect(textOf(answer!)).toMatch(/no picture I can read.*notes\.pdf is not a picture/);
  });
});

describe('every reply names commands a Slack user can type', () => {
  it('a scripted session of every command and help topic', async () => {
    const script = [
      'help',
      ...[...HELP_TOPICS, 'levels', 'nonsense'].map((t) => `help ${t}`),
      'today',
      'r1c1 0',
      'dance',
      'stats',
      'leaderboard',
      'board',
      `solve ${'1'.repeat(81)}`,
      'fix r1c1 5',
      'schedule 09:00',
      'unschedule',
      'theme',
      'theme dark',
      'theme channel dark',
      'theme blue',
    ];
    for (const text of script) await run(h.slash(text));
    await run(h.slash('', { command: '/solve' }));
    await run(h.slash('09:00', { command: '/sudoku', user: BOB }));
    const problems = seen.flatMap(untypeableOnSlack);
    expect(problems, problems.join('\n')).toEqual([]);
    expect(seen.length).toBeGreaterThan(20);
  });
});
