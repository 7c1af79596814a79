// `/sudoku solve GRID` on a busy bot, through Bolt and the real core against the fake Slack: the
// picture of the solution waits in the picture pool's line, so the asker is told at once what is
// coming (the solution, not a board), then gets the answer in place of that notice.

import { describe, expect, it } from 'vitest';
import { GatedRenderer } from '../support/gated-renderer.ts';
import { SOLUTION_LINE, TYPED_GRID } from '../support/pictures-off.ts';
import { blocksOf, textOf } from './harness.ts';
import { useRealCoreHarness } from './use-harness.ts';

const renderer = new GatedRenderer();
// Told as soon as a picture joins the line (in production after a second of waiting).
const { h } = useRealCoreHarness({ renderer, parts: { options: { noticeAfterMs: 0 } } });

describe('/sudoku solve GRID while pictures wait in line', () => {
  it('says it is drawing the solution, then replaces that with the answer', async () => {
    const before = h.api.calls.length;
    await h.send(h.slash(`solve ${TYPED_GRID}`));
    const interim = await h.api.waitFor((c) => c.method === 'response_url');
    expect(interim.params).toMatchObject({
      response_type: 'ephemeral',
      replace_original: false,
      text: 'Drawing the solution: the bot is busy right now, it will show here.',
    });
    renderer.release();
    await h.settle();
    const answers = h.api.calls.slice(before).filter((c) => c.method === 'response_url');
    expect(answers).toHaveLength(2);
    expect(answers[1]!.params.replace_original).toBe(true);
    expect(textOf(answers[1]!)).toBe(`Solved: exactly one solution.\n${SOLUTION_LINE}`);
    expect(blocksOf(answers[1]!, 'image')).toHaveLength(1);
  });
});
