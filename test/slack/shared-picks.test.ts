// A player's pick kept across processes on Slack: two Bolt apps behind the same endpoint (or one
// before and one after a restart), each with its own real core on the same SQLite file, against
// one fake Web API. A cell picked in a menu on one app is saved in the store; a digit pressed on
// the other app, once the screen lost the pick (the board redrawn by another player's move, the
// modal redrawn without it), lands on that cell instead of "Pick a cell first".

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlack, type SlackAdapter } from '../../adapters/slack/index.ts';
import { MOVE_ACTIONS, MOVE_BLOCK, PLAY_ACTION } from '../../adapters/slack/move-blocks.ts';
import { boardSurface } from '../../adapters/slack/picks.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { realCoreOn } from '../support/real-core.ts';
import { modalAction } from '../day/slack-screen.ts';
import { BOT_TOKEN } from './fake-slack.ts';
import {
  fakeApiOptions,
  MemoryLogger,
  settleAdapter,
  startHarness,
  type Harness,
} from './harness.ts';
import {
  ADA,
  BOB,
  CHANNEL_ID,
  modalPress,
  post,
  SIGNING_SECRET,
  type SignedRequest,
} from './signing.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const dir = mkdtempSync(join(tmpdir(), 'sudoku-picks-'));
const file = join(dir, 'picks.sqlite');
const first = realCoreOn(new SqliteStore(file));
const second = realCoreOn(new SqliteStore(file));
const KEY = { platform: 'slack', conversationId: CHANNEL_ID };
const KAT = { id: 'U0KAT0003', name: 'kat' };
let h: Harness<typeof first.bot>;
let other: SlackAdapter;

beforeAll(async () => {
  h = await startHarness(first.bot, { picks: first.store });
  other = await startSlack({
    core: second.bot,
    parseCommand,
    botToken: BOT_TOKEN,
    signingSecret: SIGNING_SECRET,
    logger: new MemoryLogger(),
    ...fakeApiOptions(h.api),
    picks: second.store,
  });
  for (const user of [ADA, BOB, KAT]) h.api.addUser({ ...user });
  await h.run(h.slash('today'));
});
afterAll(async () => {
  await other.close();
  await h.close();
  await first.store.close();
  await second.store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends a request to the second app; the Web API calls it made. */
async function onOther(request: SignedRequest) {
  const before = h.api.calls.length;
  await post(other.url!, request);
  await settleAdapter(other);
  return h.api.calls.slice(before);
}

const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const digit = (d: number) => `${MOVE_ACTIONS.digit}${d}`;
const moveBlockOf = (blocks: any[]) =>
  blocks.find((b) => String(b.block_id).startsWith(`${MOVE_BLOCK}@`));
const refusals = (calls: { params: unknown }[]) =>
  calls.filter((c) => JSON.stringify(c.params).includes('in the menu first')).length;

async function game() {
  return (await first.store.currentGame(KEY))!;
}
function board() {
  return h.api.messages.find(
    (m) => m.channel === CHANNEL_ID && !m.onlyFor && moveBlockOf(m.blocks) !== undefined,
  )!;
}
async function openCells() {
  const g = await game();
  return { g, cells: [...g.givens.keys()].filter((c) => !g.givens[c] && !g.entries[c]) };
}

describe('a Slack pick kept in the store', () => {
  it('on the board: picked on one app, the digit pressed on another after a redraw lands', async () => {
    const { g, cells } = await openCells();
    const [mine, theirs] = [cells[0]!, cells[1]!];
    const blockId = moveBlockOf(board().blocks).block_id;
    await h.run(
      h.button(name(mine), {
        user: ADA,
        messageTs: board().ts,
        actionId: MOVE_ACTIONS.cell,
        blockId,
        selected: name(mine),
      }),
    );
    // Bob's move redraws the board: Ada's screen shows nothing picked any more.
    await h.run(h.slash(`${name(theirs)} ${g.solution[theirs]}`, { user: BOB }));
    const calls = await onOther(
      h.button(String(g.solution[mine]), {
        user: ADA,
        messageTs: board().ts,
        actionId: digit(g.solution[mine]!),
        blockId: moveBlockOf(board().blocks).block_id,
        state: {},
        responseUrl: h.api.responseUrl(),
      }),
    );
    expect(refusals(calls)).toBe(0);
    expect((await game()).entries[mine]).toBe(g.solution[mine]);
    // Filled: the pick is done in the store too (a third process would ask for a cell).
    const saved = await first.store.savedPick(
      `slack:${boardSurface(CHANNEL_ID, blockId, ADA.id)}`,
      Date.now(),
    );
    expect(saved).toBeUndefined();
  });

  it('in the Play modal: picked on one app, the digit pressed on another lands', async () => {
    const { g, cells } = await openCells();
    const cell = cells[0]!;
    const actions = board().blocks.find((b) =>
      b.elements?.some((e: any) => e.action_id === PLAY_ACTION),
    );
    const opens = h.api.callsOf('views.open').length;
    await h.run(
      h.button(g.id, {
        user: KAT,
        messageTs: board().ts,
        actionId: PLAY_ACTION,
        blockId: actions.block_id,
      }),
    );
    const viewId = h.api.callsOf('views.open')[opens]!.response.view.id as string;
    const view = () => h.api.modals.get(viewId);
    const blockId = moveBlockOf(view().blocks).block_id;
    const picked = {
      [blockId]: {
        [MOVE_ACTIONS.cell]: { type: 'static_select', selected_option: { value: name(cell) } },
      },
    };
    await h.run(
      modalAction(view(), blockId, MOVE_ACTIONS.cell, name(cell), KAT, picked, name(cell)),
    );
    // The press reaches the other app without the pick (the modal was redrawn without it).
    await onOther(
      modalPress(view(), { actionId: digit(g.solution[cell]!), blockId }, { user: KAT, state: {} }),
    );
    expect((await game()).entries[cell]).toBe(g.solution[cell]);
    expect(JSON.stringify(view().blocks)).not.toMatch(/in the menu first/);
  });
});
