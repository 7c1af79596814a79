// The scripted Slack session of the catalog checks, said in any language: through Bolt and the
// real core against the fake Web API, by a user whose Slack is in that language, in a channel set
// to it: the daily with taps and typed moves, a mistake, notes, hints at each level, undo, played
// to the end; help, stats, leaderboard, share, digest, a reveal, the play modal, the Home tab, a
// photo refused and one read.

import { expect } from 'vitest';
import { MOVE_ACTIONS, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import { realCore } from '../support/real-core.ts';
import {
  cellName as name,
  emptyCells,
  scriptedPlay,
  typeDayTalk,
} from '../support/scripted-play.ts';
import {
  addShownStrings,
  NOT_SUDOKU_PHOTO,
  PSEUDO_LOCALE,
  type PseudoScan,
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

/** How Slack's users.info names each shipped language. */
const SLACK_LOCALES: Record<string, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
  [PSEUDO_LOCALE]: PSEUDO_LOCALE,
};

/** Adds to `scan` every text, label, title, placeholder and alt text of the calls people see. */
export function scanCalls(scan: PseudoScan, calls: readonly RecordedCall[]): void {
  for (const c of calls)
    if (SHOWN_METHODS.has(c.method)) addShownStrings(scan, c.method, c.params, SHOWN_KEYS);
}

/**
 * The scripted session on Slack, by a user whose Slack speaks `locale` in a channel set to it;
 * the Web API calls the bot made for each step are handed to `sent`.
 */
export async function slackSession(
  locale: string,
  renderer: Renderer,
  sent: (calls: readonly RecordedCall[]) => void,
): Promise<void> {
  const { bot, store, clock } = realCore(undefined, renderer, {
    photoReader: sessionPhotoReader,
  });
  const h = await startHarness(bot);
  try {
    h.api.addUser({ ...ADA, locale: SLACK_LOCALES[locale] ?? locale, is_admin: true });
    const key = { platform: 'slack', conversationId: CHANNEL_ID };
    const run = async (request: Parameters<Harness<typeof bot>['run']>[0]) => {
      const result = await h.run(request);
      sent(result.calls);
      return result;
    };
    const type = (text: string) => run(h.slash(text));
    /** The channel's current board message (not ephemeral, with a picture). */
    const boardMessage = () =>
      h.api.messages
        .filter(
          (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
        )
        .at(-1)!;
    const { currentGame, solveAll } = scriptedPlay(store, key, type);
    let photos = 0;
    const photo = async (bytes: Buffer) => {
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
    };

    clock.ms -= 24 * 3600_000;
    await type(`language channel ${locale}`);
    await type('today');
    await solveAll();
    clock.ms += 24 * 3600_000;

    await type('today');
    const game = await currentGame();
    const empty = emptyCells(game);
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

    await typeDayTalk(type, solveAll);
    await run(homeOpened(ADA));
    await type('new easy');
    await type('solve');
    await type('solve confirm');
    await photo(NOT_SUDOKU_PHOTO);
    await photo(Buffer.from('a photo of a grid'));
    await type('bogus command');
  } finally {
    await h.close();
  }
}
