// With pictures off (RENDER_IMAGES=0, "boards as text only") or a picture that failed to draw, a
// game's replies carry the board as a monospace block: before, `new easy` said "new game!" and
// showed no board at all, and a move showed none either, so nobody could play.

import { describe, expect, it } from 'vitest';
import { realCore } from '../support/real-core.ts';
import { failingRenderer } from '../support/pictures-off.ts';
import { ADA, playgroundOn } from './core-playground.ts';

// The 81 cells of the first monospace board in `text` ('.' for empty), row by row.
function boardIn(text: string): string {
  const block = /```\n([\s\S]*?)\n```/.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => /^\d \|/.test(line))
    .map((line) => line.slice(2).replace(/[ |]/g, ''))
    .join('');
}

describe.each([
  ['pictures off', null],
  ['every picture failing', failingRenderer],
] as const)('a game with %s', (_, renderer) => {
  it('shows the board as text after `new` and after each move', async () => {
    const { bot, store } = realCore(undefined, renderer);
    const { play, general, conversationId } = playgroundOn(bot);
    const answer = async (command: string) => {
      const shown = (await play.runText(general, ADA, command)).filter((m) => m.author.bot);
      expect(shown.every((m) => m.image === undefined)).toBe(true);
      return shown.map((m) => m.text).join('\n');
    };
    const started = await answer('new easy');
    const game = (await store.currentGame({ platform: 'web', conversationId }))!;
    const givens = [...game.givens].map((d) => (d ? String(d) : '.')).join('');
    expect(boardIn(started)).toBe(givens);

    const cell = game.givens.findIndex((d) => !d);
    const moved = await answer(
      `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`,
    );
    const after = givens.slice(0, cell) + String(game.solution[cell]) + givens.slice(cell + 1);
    expect(boardIn(moved)).toBe(after);
  });
});
