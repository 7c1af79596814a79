// The Slack adapter's own words follow the rule of the core's private replies: the language a
// player chose (`language de`) over their Slack language (users.info), else English. Through Bolt
// and the real core against the fake Web API: a digit pressed with no cell picked ("Pick a cell
// in the menu first"), a button this bot no longer knows, and a command it cannot read.

import { beforeAll, describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, MOVE_BLOCK } from '../../adapters/slack/move-blocks.ts';
import { ADA, BOB, CHANNEL_ID } from './signing.ts';
import { PSEUDO_LOCALE, PseudoScan } from '../i18n/pseudo-scan.ts';
import { useRealCoreHarness } from './use-harness.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

// Both read Slack in English.
const users = [
  { ...ADA, locale: 'en-US' },
  { ...BOB, locale: 'en-US' },
];
const { h } = useRealCoreHarness({ users });

beforeAll(async () => {
  await h.run(h.slash('today'));
});

/** Everything the adapter sent back to a request, as text. */
async function said(request: ReturnType<typeof h.slash>): Promise<string> {
  const { calls } = await h.run(request);
  return JSON.stringify(calls.map((c) => c.params));
}

/** A digit pressed on the channel's board with nothing picked in its cell menu. */
function digitWithoutPick(user: typeof ADA) {
  const board = h.api.messages.find(
    (m) =>
      m.channel === CHANNEL_ID &&
      !m.onlyFor &&
      m.blocks.some((b: any) => String(b.block_id).startsWith(`${MOVE_BLOCK}@`)),
  )!;
  const block = board.blocks.find((b: any) => String(b.block_id).startsWith(`${MOVE_BLOCK}@`));
  return h.button('2', {
    user,
    messageTs: board.ts,
    messageBlocks: board.blocks,
    blockId: block.block_id,
    actionId: `${MOVE_ACTIONS.digit}2`,
  });
}

describe('the Slack adapter’s own words', () => {
  it('follow a player’s `language de` over their English Slack, and no one else’s', async () => {
    expect(await said(digitWithoutPick(ADA))).toContain(
      'Pick a cell in the menu first, then press 2.',
    );
    await h.run(h.slash('language de'));
    expect(await said(digitWithoutPick(ADA))).toContain(
      'Wähle zuerst ein Feld im Menü und drücke dann 2.',
    );
    const oldButton = h.button('no-such-command 42', {
      messageTs: '1700000000.000100',
      actionId: 'sudoku:old',
    });
    expect(await said(oldButton)).toContain(
      'Dieser Knopf wird nicht mehr unterstützt. Tippe `/sudoku board`.',
    );
    // Bob, with the same English Slack and no choice, reads English.
    expect(await said(digitWithoutPick(BOB))).toContain(
      'Pick a cell in the menu first, then press 2.',
    );
  });

  it('refuse a command they cannot read in the chosen language', async () => {
    await h.run(h.slash('language ja', { user: BOB }));
    const refusal = await said(h.slash('r3c5 banana', { user: BOB }));
    expect(refusal).toContain('は数字ではありません');
  });

  it('come wrapped for a player who chose the pseudo-locale: nothing escapes the catalogs', async () => {
    const tester = { id: 'U0TST0003', name: 'tester' };
    h.api.addUser({ ...tester, locale: 'en-US' });
    await h.run(h.slash(`language ${PSEUDO_LOCALE}`, { user: tester }));
    const scan = new PseudoScan(["'banana'"]);
    const texts = async (request: ReturnType<typeof h.slash>, where: string) => {
      const { calls } = await h.run(request);
      for (const c of calls) scan.add(where, (c.params as any).text);
    };
    await texts(digitWithoutPick(tester), 'no cell picked');
    const old = { user: tester, messageTs: '1700000000.000100', actionId: 'sudoku:old' };
    await texts(h.button('no-such-command 42', old), 'old button');
    await texts(h.slash('r3c5 banana', { user: tester }), 'command refused');
    expect(scan.seen.map((s) => s.where)).toEqual([
      'no cell picked',
      'old button',
      'command refused',
    ]);
    expect(scan.report()).toEqual([]);
  });
});
