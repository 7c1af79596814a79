// Nothing escapes the catalogs on Slack: a scripted session through Bolt and the real core
// against the fake Web API, by a user whose Slack is in the pseudo-locale, in a channel set to
// it: the daily with taps and typed moves, a mistake, notes, hints at each level, undo, played
// to the end; help, stats, leaderboard, share, digest, a reveal, the play modal, the Home tab, a
// photo refused and one read. Every text, label, title, placeholder and alt text of every call.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import { HELP_TOPICS } from '../../src/bot/help.ts';
import { realCore } from '../support/real-core.ts';
import {
  addShownStrings,
  NOT_SUDOKU_PHOTO,
  PSEUDO_LOCALE,
  missingPhrases,
  PseudoScan,
  scanningRenderer,
  sessionPhotoReader,
} from '../i18n/pseudo-scan.ts';
import type { RecordedCall } from './fake-slack.ts';
import { startHarness, type Harness } from './harness.ts';
import {
  ADA,
  CHANNEL_ID,
  event,
  eventPayload,
  homeOpened,
  modalPress,
  viewClosed,
} from './signing.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const scan = new PseudoScan(['ada', 'Ada', "'bogus'"]);
const { bot, store, clock } = realCore(undefined, scanningRenderer(scan), {
  photoReader: sessionPhotoReader,
});
let h: Harness<typeof bot>;
const key = { platform: 'slack', conversationId: CHANNEL_ID };
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** Calls whose words people see, and the keys in them people read. */
const SHOWN_METHODS = new Set([
  'chat.postMessage',
  'chat.update',
  'chat.postEphemeral',
  'response_url',
  'views.open',
  'views.update',
  'views.publish',
  'files.completeUploadExternal',
]);
const SHOWN_KEYS = new Set([
  'text',
  'alt_text',
  'title',
  'placeholder',
  'label',
  'initial_comment',
]);

function scanCalls(calls: readonly RecordedCall[]): void {
  for (const c of calls)
    if (SHOWN_METHODS.has(c.method)) addShownStrings(scan, c.method, c.params, SHOWN_KEYS);
}

async function run(request: Parameters<Harness<typeof bot>['run']>[0]) {
  const result = await h.run(request);
  scanCalls(result.calls);
  return result;
}

const type = (text: string) => run(h.slash(text));

beforeAll(async () => {
  h = await startHarness(bot);
  h.api.addUser({ ...ADA, locale: PSEUDO_LOCALE, is_admin: true });
});
afterAll(async () => {
  await h.close();
});

/** The channel's current board message (not ephemeral, with a picture). */
function boardMessage() {
  return h.api.messages
    .filter(
      (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
    )
    .at(-1)!;
}

async function currentGame() {
  const game = await store.currentGame(key);
  if (!game) throw new Error('no game');
  return game;
}

async function solveAll() {
  const game = await currentGame();
  for (let cell = 0; cell < game.givens.length; cell++)
    if (!game.givens[cell] && !game.entries[cell])
      await type(`${name(cell)} ${game.solution[cell]}`);
}

let photos = 0;
async function photo(bytes: Buffer) {
  const ts = `1700000300.00000${photos}`;
  const payload = eventPayload('im-file', { ts, event_ts: ts });
  payload.event.files[0] = {
    ...payload.event.files[0],
    mimetype: 'image/png',
    size: bytes.length,
    id: `F0PHOTO${photos++}`,
    url_private_download: h.api.hostFile(`photo-${photos}.png`, bytes, 'image/png'),
  };
  return run(event(payload));
}

describe('Slack in the pseudo-locale', () => {
  it('shows no text that did not come through the catalogs', async () => {
    clock.ms -= 24 * 3600_000;
    await type(`language channel ${PSEUDO_LOCALE}`);
    await type('today');
    await solveAll();
    clock.ms += 24 * 3600_000;

    await type('today');
    const game = await currentGame();
    const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
    const [first, second, third] = [empty[0]!, empty[1]!, empty[2]!];
    // A move by taps under the board: the cell menu, then the digit.
    const board = boardMessage();
    const blockId = `sudoku-move@${game.id}`;
    const picked = {
      [blockId]: { [MOVE_ACTIONS.cell]: { selected_option: { value: name(first) } } },
    };
    await run(
      h.button(String(game.solution[first]), {
        messageTs: board.ts,
        actionId: `${MOVE_ACTIONS.digit}${game.solution[first]}`,
        blockId,
        state: picked,
      }),
    );
    // A digit pressed with no cell picked.
    await run(
      h.button('1', { messageTs: boardMessage().ts, actionId: `${MOVE_ACTIONS.digit}1`, blockId }),
    );
    await type(`${name(second)} ${(game.solution[second]! % 9) + 1}`);
    await type(`note ${name(second)} 1 2`);
    await type('notes');
    await type('notes');
    await run(h.slash('', { command: '/hint' }));
    await type('hint');
    await type('hint');
    await type(`hint ${name(second)}`);
    await type('undo');
    // The board's own buttons: hint and undo as pressed.
    for (const command of ['hint', 'undo', 'notes']) {
      await run(
        h.button(command, {
          messageTs: boardMessage().ts,
          blockId: `sudoku-actions@${game.id}`,
        }),
      );
    }
    // The play modal: opened, a move in it, a digit before a pick, closed.
    const play = await run(
      h.button(game.id, {
        messageTs: boardMessage().ts,
        actionId: PLAY_ACTION,
        blockId: 'sudoku-play',
      }),
    );
    expect(play.calls.some((c) => c.method === 'views.open')).toBe(true);
    let modal: any = [...h.api.modals.values()].at(-1);
    const moveBlock = modal.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
    const state = {
      [moveBlock.block_id]: {
        [MOVE_ACTIONS.cell]: { type: 'static_select', selected_option: { value: name(third) } },
      },
    };
    await run(
      modalPress(
        modal,
        { actionId: `${MOVE_ACTIONS.digit}${game.solution[third]}`, blockId: moveBlock.block_id },
        { state },
      ),
    );
    modal = h.api.modals.get(modal.id);
    const nextBlock = modal.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
    await run(
      modalPress(modal, { actionId: `${MOVE_ACTIONS.digit}1`, blockId: nextBlock.block_id }),
    );
    await run(viewClosed(h.api.modals.get(modal.id)));

    await type('board');
    await type('help');
    for (const topic of HELP_TOPICS) await type(`help ${topic}`);
    await type('share');
    await solveAll();
    await type('share');
    await type('stats');
    await type('leaderboard');
    await type('leaderboard week');
    await type('digest');
    await run(homeOpened(ADA));
    await type('new easy');
    await type('solve');
    await type('solve confirm');
    await photo(NOT_SUDOKU_PHOTO);
    await photo(Buffer.from('a photo of a grid'));
    await type('bogus command');

    // The session reached every step it scripts.
    expect(
      missingPhrases(scan, [
        'Sudoku commands',
        'Moves',
        'Stats and leaderboard',
        'The daily puzzle',
        'Solving a photo',
        'Hints',
        'Solving a grid',
        'Daily post',
        'Picture theme',
        'Sudoku board',
        "I don't see a Sudoku grid",
        'I read this grid from your photo',
        'mistake',
        'Notes in',
        'Yesterday',
        'Share it',
        'Your Sudoku stats',
        "Today's daily, here",
        'This week',
        'Here is the solution',
        'Pick a cell',
        'Place',
        'Note',
        'Play',
        'Your stats',
        'Pick a cell in the menu first',
        'Yes, ',
        'This board moved down',
      ]),
    ).toEqual([]);
    const { pending, failures } = scan.split();
    console.log(
      `pseudo-locale Slack: ${scan.seen.length} texts, ${failures.length} unwrapped, ${pending.length} pending catalog-engine`,
    );
    expect(scan.report()).toEqual([]);
  });
});
