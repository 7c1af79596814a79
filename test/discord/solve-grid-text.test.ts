// `/solve grid:...` on Discord, through discord.js and the real core: with the solution's picture
// the answer carries the 81 digits on one line to copy; where pictures are off (RENDER_IMAGES=false,
// the renderer failed to load) or drawing this one failed, it carries the solution as a board to
// read, in a monospace block with the boxes marked, instead.

import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import { createRenderer } from '../../src/render/index.ts';
import {
  failingRenderer,
  SOLUTION_BLOCK,
  SOLUTION_LINE,
  TYPED_GRID,
} from '../support/pictures-off.ts';
import { realCore } from '../support/real-core.ts';
import { onlySeen, MemoryLogger } from './harness.ts';
import { slash, str } from './payloads.ts';
import { useHarness } from './use-harness.ts';

/** A harness on the real core drawing its pictures with `renderer` (null: pictures off). */
function useSolveHarness(renderer: Renderer | null) {
  const { bot } = realCore(new MemoryLogger(), renderer);
  return useHarness({ core: bot, parseCommand });
}

describe('/solve grid with pictures on', () => {
  const h = useSolveHarness(createRenderer());

  it('shows the picture and the 81 digits on one line to copy', async () => {
    const seen = onlySeen(await h.run(slash('solve', [str('grid', TYPED_GRID)])));
    expect(seen.request.files).toHaveLength(1);
    expect(seen.content).toBe(`Solved: exactly one solution.\n${SOLUTION_LINE}`);
  });
});

describe.each([
  ['pictures off', null],
  ['drawing the picture failed', failingRenderer],
] as const)('/solve grid where %s', (_, renderer) => {
  const h = useSolveHarness(renderer);

  it('shows the solution as a board to read, in a monospace block', async () => {
    const seen = onlySeen(await h.run(slash('solve', [str('grid', TYPED_GRID)])));
    expect(seen.request.files).toHaveLength(0);
    expect(seen.content).toBe(`Solved: exactly one solution.\n${SOLUTION_BLOCK}`);
  });
});
