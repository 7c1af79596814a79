// The Slack part of `npm run bench -- activity`: a scripted race over a whole 3-player game
// through Bolt and the real core against the fake Slack API. Each round one player picks a cell,
// another makes a move (changing the shared board message), then the first presses a digit.
// With the play modal the pick lives in the picker's own modal; on the shared message it lives
// in the message, which the other move replaces: that row is played on the premise of the
// issue (a pick in a replaced message is gone from the screen) and counts the taps it costs; the
// bot, which hears each pick as its own action, uses the lost pick when the digit comes.

import { MOVE_ACTIONS, PLAY_ACTION } from '../adapters/slack/move-blocks.ts';
import { realCore, startHarness } from '../test/slack/harness.ts';
import { ADA, BOB, CHANNEL_ID, modalPress } from '../test/slack/signing.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const CY = { id: 'U0CY00003', name: 'cy' };
/** A pick in a menu: open it, choose (as the Discord row picker is counted). */
const MENU_TAPS = 2;
const PLAYERS = [ADA, BOB, CY];
const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** Plays a daily to the end both ways; one table row per way. */
export async function slackModalRace(): Promise<Record<string, string | number>[]> {
  return [await modalGame(), await messageGame()];
}

async function startGame() {
  const { bot, store } = realCore();
  const h = await startHarness(bot);
  for (const p of PLAYERS) h.api.addUser({ ...p });
  await h.run(h.slash('today'));
  const game = (await store.currentGame({ platform: 'slack', conversationId: CHANNEL_ID }))!;
  const board = () =>
    h.api.messages.find(
      (m) => m.channel === CHANNEL_ID && !m.onlyFor && m.blocks.some((b) => b.type === 'image'),
    )!;
  const empties = [...game.givens.keys()].filter((c) => !game.givens[c]);
  const current = async () =>
    (await store.currentGame({ platform: 'slack', conversationId: CHANNEL_ID }))!;
  const solved = async () => (await current()).status;
  /** Whether `cell` holds its digit now (the tap placed it). */
  const placed = async (cell: number) => (await current()).entries[cell] === game.solution[cell];
  return { h, game, board, empties, solved, placed };
}

/** Each player in a modal of their own. */
async function modalGame(): Promise<Record<string, string | number>> {
  const { h, game, board, empties, solved, placed } = await startGame();
  try {
    const modals: string[] = [];
    for (const player of PLAYERS) {
      const shown = board();
      const block = shown.blocks.find((b: any) =>
        b.elements?.some((e: any) => e.action_id === PLAY_ACTION),
      );
      await h.run(
        h.button(game.id, {
          messageTs: shown.ts,
          actionId: PLAY_ACTION,
          blockId: block.block_id,
          user: player,
        }),
      );
      modals.push([...h.api.modals.keys()].at(-1)!);
    }
    let taps = 0;
    let refused = 0;
    const pick = (p: number, cell: number) => {
      const view = h.api.modals.get(modals[p]!);
      const block = view.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
      taps += MENU_TAPS;
      return {
        view,
        blockId: block.block_id as string,
        state: {
          [block.block_id]: { [MOVE_ACTIONS.cell]: { selected_option: { value: name(cell) } } },
        },
      };
    };
    const press = async (p: number, picked: ReturnType<typeof pick>, cell: number) => {
      taps++;
      await h.run(
        modalPress(
          picked.view,
          { actionId: `${MOVE_ACTIONS.digit}${game.solution[cell]}`, blockId: picked.blockId },
          { user: PLAYERS[p]!, state: picked.state },
        ),
      );
      if (!(await placed(cell))) refused++;
    };
    for (let i = 0; i < empties.length; i += 2) {
      const picker = (i / 2) % 3;
      const other = (picker + 1) % 3;
      const first = pick(picker, empties[i]!);
      if (i + 1 < empties.length) await press(other, pick(other, empties[i + 1]!), empties[i + 1]!);
      await press(picker, first, empties[i]!);
    }
    return {
      surface: 'play modal (views.open / views.update)',
      moves: empties.length,
      taps,
      'taps per move': taps / empties.length,
      'refused taps': refused,
      game: await solved(),
    };
  } finally {
    await h.close();
  }
}

/** Everyone on the shared board message; a pick is lost when another move replaces it. */
async function messageGame(): Promise<Record<string, string | number>> {
  const { h, game, board, empties, solved } = await startGame();
  try {
    let taps = 0;
    let refused = 0;
    const press = async (p: number, cell: number, picked: boolean) => {
      taps++;
      const shown = board();
      const moves = shown.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
      const state = picked
        ? { [moves.block_id]: { [MOVE_ACTIONS.cell]: { selected_option: { value: name(cell) } } } }
        : {};
      const digit = game.solution[cell]!;
      const before = h.api.callsOf('chat.update').length;
      await h.run(
        h.button(String(digit), {
          messageTs: shown.ts,
          actionId: `${MOVE_ACTIONS.digit}${digit}`,
          blockId: moves.block_id,
          user: PLAYERS[p]!,
          state,
        }),
      );
      const changed = h.api.callsOf('chat.update').length > before;
      if (!changed) refused++;
      return changed;
    };
    /** A pick in the message's cell menu: Slack sends it to the bot as its own action. */
    const pick = async (p: number, cell: number) => {
      const shown = board();
      const moves = shown.blocks.find((b: any) => String(b.block_id).startsWith('sudoku-move@'));
      await h.run(
        h.button(name(cell), {
          messageTs: shown.ts,
          actionId: MOVE_ACTIONS.cell,
          blockId: moves.block_id,
          user: PLAYERS[p]!,
          selected: name(cell),
        }),
      );
    };
    for (let i = 0; i < empties.length; i += 2) {
      const picker = (i / 2) % 3;
      const other = (picker + 1) % 3;
      taps += MENU_TAPS; // the picker picks a cell in the message
      await pick(picker, empties[i]!);
      let lost = false;
      if (i + 1 < empties.length) {
        taps += MENU_TAPS;
        lost = await press(other, empties[i + 1]!, true);
      }
      // The other move replaced the message: the pick is gone; pick again, press again.
      if (!(await press(picker, empties[i]!, !lost))) {
        taps += MENU_TAPS;
        await press(picker, empties[i]!, true);
      }
    }
    return {
      surface: 'shared message (a pick lost when the message is replaced)',
      moves: empties.length,
      taps,
      'taps per move': taps / empties.length,
      'refused taps': refused,
      game: await solved(),
    };
  } finally {
    await h.close();
  }
}
