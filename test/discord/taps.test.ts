// Taps per move on Discord, through discord.js and the real core against the fake API: a player
// who only taps (test/discord/tapper.ts) plays whole games in an order that jumps around the
// board, with a wrong digit now and then. A wrong digit keeps its cell picked; any cell is one
// select away, so a move takes at most 3 taps (2 in the row just played), and no message of the
// panel or the board breaks Discord's limits on components.

import { describe, expect, it } from 'vitest';
import { buttonPress, CHANNEL_ID, selectChoice, slash, str, sub } from './payloads.ts';
import { componentProblems, percentile, tapMove } from './tapper.ts';
import { useRealCoreHarness } from './use-harness.ts';

const key = { platform: 'discord', conversationId: CHANNEL_ID };
const { h, store } = useRealCoreHarness();

function name(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

async function newGame(level: string) {
  await h.run(slash('sudoku', sub('new', str('level', level))));
  const game = (await store.currentGame(key))!;
  const boardId = h.api
    .channelMessages(CHANNEL_ID)
    .filter((m) => m.attachments.length > 0)
    .at(-1)!.id;
  const empty = Array.from(game.givens).flatMap((d, i) => (d || game.entries[i] ? [] : [i]));
  return { game, boardId, empty };
}

/** A seeded shuffle (a player's order of moves: wherever they see the next digit). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the move panel keeps what the player picked', () => {
  it('after a wrong digit the cell stays picked: the next digit is one tap', async () => {
    const { game, boardId, empty } = await newGame('easy');
    const cell = empty[0]!;
    const wrong = (game.solution[cell]! % 9) + 1;
    const where: { boardId: string; panelId?: string } = { boardId };
    const first = await tapMove(h, where, {
      gameId: game.id,
      cell: name(cell),
      digit: game.solution[cell]!,
      wrong,
    });
    expect((await store.currentGame(key))!.entries[cell]).toBe(game.solution[cell]);
    // Pick (2 taps) and the wrong digit (1); then the right one at once (1).
    expect(first.moves).toEqual([3, 1]);
    expect(first.problems).toEqual([]);
    // The refusal shows in the panel, whose digits still name the cell.
    const next = empty[1]!;
    await tapMove(h, where, { gameId: game.id, cell: name(next), digit: game.solution[next]! });
    const panel = h.api.message(where.panelId!)!;
    const other = empty.find((c) => c > next && !(Math.floor(c / 9) === Math.floor(next / 9)))!;
    const otherWrong = (game.solution[other]! % 9) + 1;
    await h.run(
      selectChoice(
        panel.components
          .map(
            (r) =>
              r.components[0] as unknown as { custom_id: string; options?: { value: string }[] },
          )
          .find((c) => c.options?.some((o) => o.value === name(other)))!.custom_id,
        name(other),
        h.api.messagePayload(panel.id),
      ),
    );
    await h.run(
      buttonPress(`sudoku:move@${game.id}:place ${name(other)} ${otherWrong}`, {
        message: h.api.messagePayload(panel.id),
      }),
    );
    const after = h.api.message(panel.id)!;
    expect(after.content).toMatch(/doesn't go in/);
    expect(after.content).toContain(`**${name(other)}**`);
    const ids = after.components.flatMap((r) => r.components.map((c) => c.custom_id));
    expect(ids).toContain(`sudoku:move@${game.id}:place ${name(other)} ${game.solution[other]}`);
    expect(componentProblems(after)).toEqual([]);
  });
});

describe('taps per move in whole games played by taps', () => {
  // A seed shuffles the order of moves; 0 plays row by row, left to right.
  for (const [level, seed] of [
    ['easy', 7],
    ['hard', 11],
    ['medium', 0],
  ] as const) {
    const order = seed ? 'a jumping order' : 'row by row';
    it(`a ${level} game in ${order}: 3 taps a move (p90), 2 row by row`, async () => {
      const { game, boardId, empty } = await newGame(level);
      const where: { boardId: string; panelId?: string } = { boardId };
      const counts: number[] = [];
      const problems = new Set<string>();
      const cells = seed ? shuffled(empty, seed) : empty;
      for (const [i, cell] of cells.entries()) {
        const digit = game.solution[cell]!;
        const outcome = await tapMove(h, where, {
          gameId: game.id,
          cell: name(cell),
          digit,
          // Every eighth move starts with a wrong digit, as players err.
          ...(i % 8 === 7 && { wrong: (digit % 9) + 1 }),
        });
        counts.push(...outcome.moves);
        for (const p of outcome.problems) problems.add(p);
      }
      expect((await store.currentGame(key))!.status).toBe('solved');
      expect(h.api.message(where.panelId!)!.content).toMatch(/solved/);
      const median = percentile(counts, 0.5);
      const p90 = percentile(counts, 0.9);
      console.log(
        `discord taps per move, ${level}, ${order} (${counts.length} digits pressed, ` +
          `${empty.length} empty): ` +
          `median ${median}, p90 ${p90}, max ${Math.max(...counts)}`,
      );
      expect([...problems]).toEqual([]);
      expect(median).toBeLessThanOrEqual(3);
      expect(p90).toBeLessThanOrEqual(3);
      if (!seed) expect(median).toBe(2);
      // Only while a row's cells do not fit the two selects (a row entry, then the cell): 4.
      expect(Math.max(...counts)).toBeLessThanOrEqual(4);
    });
  }
});
