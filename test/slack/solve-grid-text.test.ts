// `/sudoku solve GRID` on Slack, through Bolt and the real core: with the solution's picture the
// answer carries the 81 digits on one line to copy; where pictures are off (RENDER_IMAGES=false,
// the renderer failed to load) or drawing this one failed, it carries the solution as a board to
// read, in a monospace block with the boxes marked, instead.

import { describe, expect, it } from 'vitest';
import type { Renderer } from '../../src/bot/ports.ts';
import {
  failingRenderer,
  SOLUTION_BLOCK,
  SOLUTION_LINE,
  TYPED_GRID,
} from '../support/pictures-off.ts';
import { blocksOf, textOf } from './harness.ts';
import { useRealCoreHarness } from './use-harness.ts';

/** The answer to `solve TYPED_GRID`: what the asker sees through the response_url. */
async function solveTyped(h: ReturnType<typeof useRealCoreHarness>['h']) {
  const { calls } = await h.run(h.slash(`solve ${TYPED_GRID}`));
  const answers = calls.filter((c) => c.method === 'response_url');
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

describe('/sudoku solve GRID with pictures on', () => {
  const { h } = useRealCoreHarness();

  it('shows the picture and the 81 digits on one line to copy', async () => {
    const answer = await solveTyped(h);
    expect(blocksOf(answer, 'image')).toHaveLength(1);
    expect(textOf(answer)).toBe(`Solved: exactly one solution.\n${SOLUTION_LINE}`);
  });
});

describe.each([
  ['pictures off', null],
  ['drawing the picture failed', failingRenderer],
] as const)('/sudoku solve GRID where %s', (_, renderer: Renderer | null) => {
  const { h } = useRealCoreHarness({ renderer });

  it('shows the solution as a board to read, in a monospace block', async () => {
    const answer = await solveTyped(h);
    expect(blocksOf(answer, 'image')).toHaveLength(0);
    expect(textOf(answer)).toBe(`Solved: exactly one solution.\n${SOLUTION_BLOCK}`);
  });
});
