// A player never hears "try again in a minute" because the bot just started: when the store has
// no daily for today or no fresh puzzle of the level asked, one is made while the player waits,
// they are told so at once, and the board follows in the same reply. Only a failed or stuck
// generator falls back to "try again".

import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAKE_WAIT_MS } from '../../src/bot/make-now.ts';
import type { Command, Reply } from '../../src/bot/types.ts';
import { ANN, CHANNEL, current, harness, liveOf, only } from './harness.ts';
import { dmOf } from './ritual-support.ts';

type Harness = ReturnType<typeof harness>;

/** The replies to `command`, and the notices shown to the asker before them. */
async function ask(h: Harness, command: Command) {
  const shown: Reply[] = [];
  const replies = await h.bot.handle({
    conversation: CHANNEL,
    user: ANN,
    command,
    progress: (reply) => shown.push(reply),
    openDirect: async () => dmOf(ANN),
  });
  return { replies, notices: shown.map((r) => r.text) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a puzzle made while the player waits', () => {
  it('`today` before today’s daily was made: a notice, then the board in the same reply', async () => {
    const h = harness();
    h.puzzles.notReady.add('2025-03-14');
    const { replies, notices } = await ask(h, { kind: 'today' });
    expect(notices).toEqual(["Making today's puzzle: your board follows in a moment."]);
    expect(liveOf(replies).text).toMatch(/^\*Daily #73 .*today's puzzle is on!/);
    expect(h.puzzles.madeOnDemand).toEqual(['2025-03-14']);
  });

  it('`today solo` before today’s daily was made: the DM board follows the notice', async () => {
    const h = harness();
    h.puzzles.notReady.add('2025-03-14');
    const { replies, notices } = await ask(h, { kind: 'today', solo: true });
    expect(notices).toEqual(["Making today's puzzle: your board follows in a moment."]);
    const board = replies.find((r) => r.board);
    expect(board?.conversation).toEqual(dmOf(ANN));
    expect(board?.text).toMatch(/your own board/);
  });

  it('`new hard` with no hard puzzle pooled: made now, never "try again"', async () => {
    const h = harness();
    h.puzzles.empty.add('hard/classic');
    const { replies, notices } = await ask(h, { kind: 'new', level: 'hard' });
    expect(notices).toEqual([
      'No Hard puzzle was ready, so I’m making one for you: the board follows in a moment.',
    ]);
    const board = liveOf(replies);
    expect(board.text).toMatch(/new game!/);
    expect(h.puzzles.madeOnDemand).toEqual(['hard/classic']);
    expect((await current(h)).level).toBe('hard');
  });

  it('falls back to "try again" when the generator fails', async () => {
    const h = harness();
    h.puzzles.empty.add('hard/classic');
    h.puzzles.notReady.add('2025-03-14');
    h.puzzles.failMaking = true;
    expect(only((await ask(h, { kind: 'new', level: 'hard' })).replies).text).toMatch(
      /^No fresh hard puzzle is ready right now; more are being made\. Try again in a minute/,
    );
    expect(only((await ask(h, { kind: 'today' })).replies).text).toBe(
      "Today's puzzle is still being prepared. Try `today` again in a minute.",
    );
  });

  it('stops waiting after MAKE_WAIT_MS: "try again", and nothing hangs', async () => {
    vi.useFakeTimers();
    const h = harness();
    h.puzzles.empty.add('hard/classic');
    let finish: () => void = () => undefined;
    h.puzzles.makeFresh = () => new Promise<void>((resolve) => (finish = resolve));
    const asked = ask(h, { kind: 'new', level: 'hard' });
    await vi.advanceTimersByTimeAsync(MAKE_WAIT_MS - 1);
    let settled = false;
    void asked.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(only((await asked).replies).text).toMatch(/^No fresh hard puzzle is ready right now/);
    // What the generator finishes later is not lost: the next ask takes it.
    h.puzzles.empty.delete('hard/classic');
    finish();
    expect(
      liveOf((await ask(h, { kind: 'new', level: 'hard', confirmed: true })).replies).text,
    ).toMatch(/new game!/);
  });
});
