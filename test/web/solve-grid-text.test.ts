// `solve GRID` typed on the playground, through the real core: with the solution's picture the
// answer carries the 81 digits on one line to copy; where pictures are off (RENDER_IMAGES=false,
// the renderer failed to load) or drawing this one failed, it carries the solution as a board to
// read, in a monospace block with the boxes marked (the page shows ``` blocks as such), instead.

import { describe, expect, it } from 'vitest';
import type { Renderer } from '../../src/bot/ports.ts';
import { createRenderer } from '../../src/render/index.ts';
import {
  failingRenderer,
  SOLUTION_BLOCK,
  SOLUTION_LINE,
  TYPED_GRID,
} from '../support/pictures-off.ts';
import { realCore } from '../support/real-core.ts';
import { ADA, playgroundOn } from './core-playground.ts';

/** The bot's answer to `solve TYPED_GRID` typed in #general, drawing with `renderer`. */
async function solveTyped(renderer: Renderer | null) {
  const { play, general } = playgroundOn(realCore(undefined, renderer).bot);
  const shown = await play.runText(general, ADA, `solve ${TYPED_GRID}`);
  const answers = shown.filter((m) => m.author.bot);
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

describe('solve GRID on the playground', () => {
  it('with pictures on, shows the picture and the 81 digits on one line to copy', async () => {
    const answer = await solveTyped(createRenderer());
    expect(answer.image).toBeDefined();
    expect(answer.text).toBe(`Solved: exactly one solution.\n${SOLUTION_LINE}`);
  });

  it.each([
    ['pictures off', null],
    ['drawing the picture failed', failingRenderer],
  ] as const)('where %s, shows the solution as a board to read', async (_, renderer) => {
    const answer = await solveTyped(renderer);
    expect(answer.image).toBeUndefined();
    expect(answer.text).toBe(`Solved: exactly one solution.\n${SOLUTION_BLOCK}`);
  });
});
