// The App Home tab through Bolt and the real core against the fake Web API: app_home_opened
// publishes (views.publish) the player's standing; its buttons play in the player's DM and draw
// the tab again; finishing the daily there redraws it as solved, with the time and the streak.

import { describe, expect, it } from 'vitest';
import { HOME_ACTION_PREFIX } from '../../adapters/slack/home.ts';
import { FakeCore } from '../discord/fake-core.ts';
import { startHarness } from './harness.ts';
import { ADA, BOB, homeOpened, homePress } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const { h, store, clock } = useRealCoreHarness({ users: [ADA, BOB] });

/** The text of a Home view's sections and context, and its buttons as [action_id, value]. */
function read(view: any): { text: string; buttons: [string, string][] } {
  const blocks: any[] = view.blocks;
  const text = blocks
    .flatMap((b) =>
      b.type === 'section'
        ? [b.text.text]
        : b.type === 'context'
          ? b.elements.map((e: any) => e.text)
          : b.type === 'header'
            ? [b.text.text]
            : [],
    )
    .join('\n');
  const buttons = blocks
    .filter((b) => b.type === 'actions')
    .flatMap((b) => b.elements.map((e: any) => [e.action_id, e.value] as [string, string]));
  return { text, buttons };
}

function homeOf(user: { id: string }) {
  const view = h.api.homeViews.get(user.id);
  if (!view) throw new Error(`no Home view for ${user.id}`);
  return read(view);
}

function publishes(calls: readonly { method: string }[]) {
  return calls.filter((c) => c.method === 'views.publish');
}

describe('the Home tab', () => {
  it('opened by someone who never played: today not started, a zero streak, two buttons', async () => {
    const { calls, response } = await h.run(homeOpened(ADA));
    expect(response.status).toBe(200);
    expect(publishes(calls)).toHaveLength(1);
    const home = homeOf(ADA);
    expect(home.text).toMatch(/Daily #73\*: not started yet/);
    expect(home.text).toMatch(/Daily streak: 0 days \(best 0\)/);
    expect(home.text).toMatch(/Played 0 · solved 0/);
    expect(home.buttons).toEqual([
      [`${HOME_ACTION_PREFIX}today`, 'today'],
      [`${HOME_ACTION_PREFIX}new`, 'new'],
    ]);
  });

  it('the Messages tab opens the same event and draws nothing', async () => {
    const { calls } = await h.run(homeOpened(BOB, { tab: 'messages' }));
    expect(publishes(calls)).toEqual([]);
    expect(h.api.homeViews.has(BOB.id)).toBe(false);
  });

  it('"Play today\'s daily" posts the board in my DM and the tab says I am playing', async () => {
    const { calls } = await h.run(homePress(`${HOME_ACTION_PREFIX}today`, 'today', ADA));
    const open = calls.find((c) => c.method === 'conversations.open')!;
    expect(open.params.users).toBe(ADA.id);
    const dm = open.response.channel.id as string;
    const posts = calls.filter((c) => c.method === 'chat.postMessage');
    expect(posts.map((c) => c.params.channel)).toEqual([dm]);
    expect(posts[0]!.params.text).toMatch(/Daily #73/);
    expect(posts[0]!.params.blocks.some((b: any) => b.type === 'image')).toBe(true);
    expect(publishes(calls)).toHaveLength(1);
    expect(homeOf(ADA).text).toMatch(/Daily #73\*: playing, 0:00 so far/);
    expect(h.logger.lines.filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
  });

  it('finishing the daily in the DM redraws the tab: solved, the time, a streak of one', async () => {
    const dm = h.api.calls.find((c) => c.method === 'conversations.open')!.response.channel
      .id as string;
    const game = (await store.currentGame({ platform: 'slack', conversationId: dm }))!;
    const board = h.api.messages.filter((m) => m.channel === dm).at(-1)!;
    const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
    const name = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    const blockId = `sudoku-move@${game.id}`;
    let before = 0;
    for (const [at, cell] of empty.entries()) {
      clock.ms += 5000;
      const digit = game.solution[cell]!;
      if (at === empty.length - 1) before = publishes(h.api.calls).length;
      await h.run(
        h.button(String(digit), {
          channel: dm,
          messageTs: board.ts,
          actionId: `sudoku:digit:${digit}`,
          blockId,
          state: { [blockId]: { 'sudoku:cell': { selected_option: { value: name(cell) } } } },
        }),
      );
    }
    // Moves before the last left the tab alone; the last one drew it again.
    expect(publishes(h.api.calls).length).toBe(before + 1);
    expect(publishes(h.api.calls).length).toBe(2 + 1);
    const home = homeOf(ADA);
    const minutes = Math.floor((empty.length * 5) / 60);
    expect(home.text).toMatch(new RegExp(`Daily #73\\*: solved in ${minutes}:\\d\\d`));
    expect(home.text).toMatch(/Daily streak: 1 day \(best 1\)/);
    expect(home.text).toMatch(/Played 1 · solved 1/);
    // Nothing left to play today: only a new puzzle is offered.
    expect(home.buttons).toEqual([[`${HOME_ACTION_PREFIX}new`, 'new']]);
  });

  it('"New puzzle" starts a fresh game in my DM', async () => {
    const { calls } = await h.run(homePress(`${HOME_ACTION_PREFIX}new`, 'new', ADA));
    const posts = calls.filter((c) => c.method === 'chat.postMessage');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.params.channel).toMatch(/^D/);
    expect(posts[0]!.params.text).not.toMatch(/Daily/);
    expect(homeOf(ADA).text).toMatch(/solved in/);
  });

  it('a failing views.publish is logged and changes nothing else', async () => {
    h.api.fail('views.publish', { error: 'not_enabled' });
    const { response } = await h.run(homeOpened(BOB));
    expect(response.status).toBe(200);
    expect(h.logger.lines.filter((l) => l.message === 'slack home not published')).toHaveLength(1);
    expect(h.api.homeViews.has(BOB.id)).toBe(false);
    await h.run(homeOpened(BOB));
    expect(homeOf(BOB).text).toMatch(/not started yet/);
  });
});

describe('a core that offers no summary', () => {
  it('leaves the Home tab unpublished and answers the event', async () => {
    const other = await startHarness(new FakeCore());
    try {
      other.api.addUser({ ...ADA });
      const { calls, response } = await other.run(homeOpened(ADA));
      expect(response.status).toBe(200);
      expect(publishes(calls)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
