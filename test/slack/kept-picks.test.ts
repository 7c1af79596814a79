// Taps that hold on Slack (issue 26), through Bolt and the real core against the fake Web API. A
// player's screen is modelled as the Slack client keeps it: a choice in a menu stays while the
// surface is not redrawn (a modal: while its move block keeps its id; a message: until
// chat.update replaces it) and is sent with the next press in `state.values`; a menu not chosen
// in sends its initial option. Notes in the *Play* modal keep the pick; a pick on the shared
// board survives another player's move; a press with no pick anywhere is still refused.

import { beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, MOVE_BLOCK, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import { modalAction } from '../day/slack-screen.ts';
import { ADA, BOB, CHANNEL_ID, modalPress } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const { h, store } = useRealCoreHarness({ users: [ADA, BOB] });
const key = { platform: 'slack', conversationId: CHANNEL_ID };
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const digit = (d: number) => `${MOVE_ACTIONS.digit}${d}`;

beforeAll(async () => {
  await h.run(h.slash('today'));
});

async function game() {
  const current = await store.currentGame(key);
  if (!current) throw new Error('no game');
  return current;
}

/** Empty cells of the game, and the digits each can still take (for notes). */
async function openCells() {
  const g = await game();
  const at = (c: number) => g.givens[c] || g.entries[c];
  const cells = [...g.givens.keys()].filter((c) => !at(c));
  const candidates = (cell: number) => {
    const [r, c] = [Math.floor(cell / 9), cell % 9];
    const seen = new Set<number>();
    for (let i = 0; i < 9; i++) {
      seen.add(at(r * 9 + i)!).add(at(i * 9 + c)!);
      seen.add(
        at((3 * Math.floor(r / 3) + Math.floor(i / 3)) * 9 + 3 * Math.floor(c / 3) + (i % 3))!,
      );
    }
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(d));
  };
  return { g, cells, candidates };
}

/** Calls that told the presser to pick a cell first. */
const refusals = (calls: { params: unknown }[]) =>
  calls.filter((c) => JSON.stringify(c.params).includes('in the menu first')).length;

const moveBlockOf = (blocks: any[]) =>
  blocks.find((b) => String(b.block_id).startsWith(`${MOVE_BLOCK}@`));

function boardMessage() {
  return h.api.messages.find(
    (m) => m.channel === CHANNEL_ID && !m.onlyFor && moveBlockOf(m.blocks) !== undefined,
  )!;
}

/** One player's screen of a surface, as the Slack client keeps it. */
class Screen {
  private chosenUnder = '';
  private chosen: Record<string, string> = {};

  /** A choice in a menu of the move block `blockId`. */
  choose(blockId: string, actionId: string, value: string) {
    if (blockId !== this.chosenUnder) this.chosen = {};
    this.chosenUnder = blockId;
    this.chosen[actionId] = value;
  }

  /** The surface was replaced (a message's chat.update): its choices are gone. */
  redrawn() {
    this.chosen = {};
  }

  /** What Slack sends with a press on `blocks`: choices kept under the same block id, else initial options. */
  state(blocks: any[]) {
    const block = moveBlockOf(blocks);
    const kept: Record<string, string | undefined> =
      block.block_id === this.chosenUnder ? this.chosen : {};
    const values: Record<string, unknown> = {};
    for (const e of block.elements) {
      if (e.type !== 'static_select') continue;
      const value = kept[e.action_id] ?? e.initial_option?.value;
      if (value) values[e.action_id] = { type: 'static_select', selected_option: { value } };
    }
    return { [block.block_id]: values };
  }
}

/** Opens `user`'s *Play* modal from the board; its view as the fake keeps it. */
async function openModal(user: typeof ADA) {
  const board = boardMessage();
  const actions = board.blocks.find((b) =>
    b.elements?.some((e: any) => e.action_id === PLAY_ACTION),
  );
  const opens = h.api.callsOf('views.open').length;
  await h.run(
    h.button((await game()).id, {
      user,
      messageTs: board.ts,
      actionId: PLAY_ACTION,
      blockId: actions.block_id,
    }),
  );
  return h.api.callsOf('views.open')[opens]!.response.view.id as string;
}

/** A modal player: their choices and presses, on the modal as it is now. */
function modalPlayer(user: typeof ADA, viewId: string) {
  const screen = new Screen();
  const view = () => h.api.modals.get(viewId);
  const texts = () => JSON.stringify(view().blocks.filter((b: any) => b.type === 'context'));
  return {
    view,
    feedback: texts,
    async choose(actionId: string, value: string) {
      const v = view();
      const blockId = moveBlockOf(v.blocks).block_id;
      screen.choose(blockId, actionId, value);
      await h.run(modalAction(v, blockId, actionId, value, user, screen.state(v.blocks), value));
    },
    async press(d: number) {
      const v = view();
      const blockId = moveBlockOf(v.blocks).block_id;
      await h.run(
        modalPress(v, { actionId: digit(d), blockId }, { user, state: screen.state(v.blocks) }),
      );
    },
  };
}

describe('picks that hold on Slack', () => {
  it('in the Play modal: a note, a second note, then the digit all land on the picked cell', async () => {
    const ada = modalPlayer(ADA, await openModal(ADA));
    const { g, cells, candidates } = await openCells();
    const cell = cells[0]!;
    const [first, second] = candidates(cell).filter((d) => d !== g.solution[cell]);
    expect(second).toBeDefined();
    await ada.choose(MOVE_ACTIONS.mode, 'note');
    await ada.choose(MOVE_ACTIONS.cell, name(cell));
    await ada.press(first!);
    expect((await game()).notes[cell]! & (1 << first!)).toBeTruthy();
    const block = moveBlockOf(ada.view().blocks);
    await ada.press(second!);
    expect(ada.feedback()).not.toMatch(/in the menu first/);
    expect((await game()).notes[cell]! & (1 << second!)).toBeTruthy();
    // The modal redrawn for her own notes keeps her pick on screen, under the same block id.
    const kept = moveBlockOf(ada.view().blocks);
    const shown = (id: string) =>
      kept.elements.find((e: any) => e.action_id === id).initial_option?.value;
    expect(kept.block_id).toBe(block.block_id);
    expect([shown(MOVE_ACTIONS.cell), shown(MOVE_ACTIONS.mode)]).toEqual([name(cell), 'note']);
    await ada.choose(MOVE_ACTIONS.mode, 'place');
    await ada.press(g.solution[cell]!);
    expect((await game()).entries[cell]).toBe(g.solution[cell]);
    // Placed: the pick is done, the menu is fresh (a new block id, nothing shown picked).
    const fresh = moveBlockOf(ada.view().blocks);
    expect(fresh.block_id).not.toBe(block.block_id);
    expect(fresh.elements[0].initial_option).toBeUndefined();
  });

  it('in the Play modal: another player’s move redraws it with the pick still shown', async () => {
    const bob = modalPlayer(BOB, await openModal(BOB));
    const { g, cells } = await openCells();
    const [mine, theirs] = [cells[0]!, cells[1]!];
    await bob.choose(MOVE_ACTIONS.cell, name(mine));
    const before = moveBlockOf(bob.view().blocks).block_id;
    await h.run(h.slash(`${name(theirs)} ${g.solution[theirs]}`, { user: ADA }));
    const block = moveBlockOf(bob.view().blocks);
    expect(block.block_id).toBe(before);
    expect(block.elements[0].initial_option?.value).toBe(name(mine));
    await bob.press(g.solution[mine]!);
    expect((await game()).entries[mine]).toBe(g.solution[mine]);
  });

  it('in the Play modal: a picked cell that another player fills clears the pick', async () => {
    const ada = modalPlayer(ADA, await openModal(ADA));
    const { g, cells } = await openCells();
    const cell = cells[0]!;
    await ada.choose(MOVE_ACTIONS.cell, name(cell));
    const before = moveBlockOf(ada.view().blocks).block_id;
    await h.run(h.slash(`${name(cell)} ${g.solution[cell]}`, { user: BOB }));
    const block = moveBlockOf(ada.view().blocks);
    expect(block.block_id).not.toBe(before);
    expect(block.elements[0].initial_option).toBeUndefined();
    // Her next digit, with nothing picked on screen, asks for a cell instead of hitting the filled one.
    await ada.press(1);
    expect(ada.feedback()).toMatch(/Pick a cell in the menu first/);
  });

  it('on the board: a pick, another player’s move replacing the message, then the digit lands', async () => {
    const { g, cells } = await openCells();
    const [mine, theirs] = [cells[0]!, cells[1]!];
    const screen = new Screen();
    const board = boardMessage();
    const blockId = moveBlockOf(board.blocks).block_id;
    screen.choose(blockId, MOVE_ACTIONS.cell, name(mine));
    await h.run(
      h.button(name(mine), {
        user: ADA,
        messageTs: board.ts,
        actionId: MOVE_ACTIONS.cell,
        blockId,
        state: screen.state(board.blocks),
        selected: name(mine),
      }),
    );
    const edits = h.api.callsOf('chat.update').length;
    await h.run(h.slash(`${name(theirs)} ${g.solution[theirs]}`, { user: BOB }));
    expect(h.api.callsOf('chat.update').length).toBeGreaterThan(edits);
    screen.redrawn();
    const press = (user: typeof ADA, d: number, state = screen.state(boardMessage().blocks)) =>
      h.run(
        h.button(String(d), {
          user,
          messageTs: boardMessage().ts,
          actionId: digit(d),
          blockId: moveBlockOf(boardMessage().blocks).block_id,
          state,
          responseUrl: h.api.responseUrl(),
        }),
      );
    const { calls } = await press(ADA, g.solution[mine]!);
    expect(refusals(calls)).toBe(0);
    expect((await game()).entries[mine]).toBe(g.solution[mine]);
    // Her pick is hers only: Bob, who picked nothing, is asked to pick a cell.
    const bob = await press(BOB, 1, new Screen().state(boardMessage().blocks));
    expect(refusals(bob.calls)).toBe(1);
    // And once her cell is filled, a digit with nothing picked is refused for her too.
    const again = await press(ADA, 1);
    expect(refusals(again.calls)).toBe(1);
  });
});
