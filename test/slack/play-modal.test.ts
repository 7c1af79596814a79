// The per-player play modal on Slack, through Bolt and the real core against the fake Web API:
// *Play* under the board opens a modal (views.open) that gains the board's picture; a cell picked
// in it survives another player's move on the shared board, and the digit then pressed places the
// picker's digit, edits the channel's board and redraws the modal (views.update) with its own
// feedback; a wrong digit is told in the modal only; closing it deletes its picture.

import { describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import { PLAY_VIEW } from '../../adapters/slack/play-modal.ts';
import { ADA, BOB, CHANNEL_ID, modalPress, viewClosed } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const { h, store } = useRealCoreHarness({ users: [ADA, BOB] });
const key = { platform: 'slack', conversationId: CHANNEL_ID };
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

async function game() {
  const current = await store.currentGame(key);
  if (!current) throw new Error('no game');
  return current;
}

function boardMessage() {
  return h.api.messages.find(
    (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
  )!;
}

/** The move block of a modal, and a state where `cell` is picked in it. */
function picking(view: any, cell: number) {
  const block = view.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
  return {
    blockId: block.block_id as string,
    state: {
      [block.block_id]: {
        [MOVE_ACTIONS.cell]: { type: 'static_select', selected_option: { value: name(cell) } },
      },
    },
  };
}

describe('the play modal', () => {
  let modal: any;

  it('opens from Play under the board and then shows the board picture', async () => {
    await h.run(h.slash('today'));
    const board = boardMessage();
    const actions = board.blocks.find(
      (b) => b.type === 'actions' && b.elements.some((e: any) => e.action_id === PLAY_ACTION),
    );
    const play = actions.elements.find((e: any) => e.action_id === PLAY_ACTION);
    expect(play.value).toBe((await game()).id);
    const { calls } = await h.run(
      h.button(play.value, {
        messageTs: board.ts,
        actionId: PLAY_ACTION,
        blockId: actions.block_id,
      }),
    );
    expect(calls.map((c) => c.method).filter((m) => m.startsWith('views.'))).toEqual([
      'views.open',
      'views.update',
    ]);
    expect(calls.find((c) => c.method === 'views.open')!.params.trigger_id).toBeTruthy();
    modal = [...h.api.modals.values()].at(-1);
    expect(modal.callback_id).toBe(PLAY_VIEW);
    expect(modal.blocks.some((b: any) => b.type === 'image' && b.slack_file?.id)).toBe(true);
    expect(modal.blocks.some((b: any) => String(b.block_id).startsWith('sudoku-move@'))).toBe(true);
  });

  it('keeps Ada’s pick while Bob moves on the board; her digit then goes where she picked', async () => {
    const before = await game();
    const empty = [...before.givens.keys()].filter((c) => !before.givens[c] && !before.entries[c]);
    const [adaCell, bobCell] = [empty[0]!, empty[1]!];
    const { blockId, state } = picking(modal, adaCell);
    // Bob plays on the shared board in between: the board message is replaced.
    const bobMove = await h.run(
      h.slash(`${name(bobCell)} ${before.solution[bobCell]}`, { user: BOB }),
    );
    // Ada's open modal is redrawn with Bob's move, under the same move block id (her pick stays).
    const redrawn = h.api.modals.get(modal.id);
    expect(bobMove.calls.filter((c) => c.method === 'views.update')).toHaveLength(1);
    const imageOf = (view: any) => view.blocks.find((b: any) => b.type === 'image').slack_file.id;
    expect(imageOf(redrawn)).not.toBe(imageOf(modal));
    expect(h.api.deletedFiles).toContain(imageOf(modal));
    expect(picking(redrawn, adaCell).blockId).toBe(blockId);
    expect(JSON.stringify(redrawn.blocks[0])).not.toBe(JSON.stringify(modal.blocks[0]));
    const digit = before.solution[adaCell]!;
    const edits = h.api.callsOf('chat.update').length;
    const { calls } = await h.run(
      // Slack sends the view as it is now: the one Bob's move redrew.
      modalPress(
        redrawn,
        { actionId: `${MOVE_ACTIONS.digit}${digit}`, blockId },
        { user: ADA, state },
      ),
    );
    const after = await game();
    expect(after.entries[adaCell]).toBe(digit);
    expect(after.contributors.map((c) => c.userId).sort()).toEqual([ADA.id, BOB.id].sort());
    // The channel's board was edited for everyone; nothing private was posted in the channel.
    expect(h.api.callsOf('chat.update').length).toBeGreaterThan(edits);
    expect(calls.some((c) => c.method === 'chat.postEphemeral')).toBe(false);
    const updated = h.api.modals.get(modal.id);
    const feedback = updated.blocks.find((b: any) => b.type === 'context');
    expect(JSON.stringify(feedback)).toMatch(/Placed/);
    // A new picture for the modal; the old one deleted.
    const oldFile = imageOf(redrawn);
    expect(imageOf(updated)).not.toBe(oldFile);
    expect(h.api.deletedFiles).toContain(oldFile);
    // Her own move redrew her modal once (no second redraw for the change it made).
    expect(calls.filter((c) => c.method === 'views.update')).toHaveLength(1);
    // The pick is cleared for the next move: the move block has a new id.
    expect(picking(updated, adaCell).blockId).not.toBe(blockId);
    modal = updated;
  });

  it('tells a wrong digit in the modal only, keeping the pick and the picture', async () => {
    const before = await game();
    const cell = before.givens.findIndex((d, c) => d === 0 && before.entries[c] === 0);
    const { blockId, state } = picking(modal, cell);
    const wrong = (before.solution[cell]! % 9) + 1;
    const { calls } = await h.run(
      modalPress(
        modal,
        { actionId: `${MOVE_ACTIONS.digit}${wrong}`, blockId },
        { user: ADA, state },
      ),
    );
    const after = await game();
    expect(after.entries[cell]).toBe(0);
    expect(after.mistakes).toBe(before.mistakes + 1);
    expect(calls.some((c) => c.method.startsWith('chat.'))).toBe(false);
    const updated = h.api.modals.get(modal.id);
    expect(JSON.stringify(updated.blocks)).toMatch(/doesn't go in/);
    expect(picking(updated, cell).blockId).toBe(blockId);
    modal = updated;
  });

  it('a digit pressed before any pick says to pick a cell first', async () => {
    const board = boardMessage();
    const actions = board.blocks.find((b) =>
      b.elements?.some((e: any) => e.action_id === PLAY_ACTION),
    );
    // Bob's own modal, where he has picked nothing yet (Ada's pick is hers).
    await h.run(
      h.button((await game()).id, {
        user: BOB,
        messageTs: board.ts,
        actionId: PLAY_ACTION,
        blockId: actions.block_id,
      }),
    );
    const bobs = [...h.api.modals.values()].at(-1);
    expect(bobs.id).not.toBe(modal.id);
    const { blockId } = picking(bobs, 0);
    const before = await game();
    await h.run(modalPress(bobs, { actionId: `${MOVE_ACTIONS.digit}1`, blockId }, { user: BOB }));
    const feedback = h.api.modals.get(bobs.id).blocks.find((b: any) => b.type === 'context');
    expect(JSON.stringify(feedback)).toMatch(/Pick a cell in the menu first/);
    expect((await game()).version).toBe(before.version);
  });

  it('deletes its picture when closed', async () => {
    const file = h.api.modals.get(modal.id).blocks.find((b: any) => b.type === 'image')
      .slack_file.id;
    await h.run(viewClosed(h.api.modals.get(modal.id)));
    expect(h.api.deletedFiles).toContain(file);
  });
});
