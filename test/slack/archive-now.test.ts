// `/sudoku daily DATE` through Bolt and the real core when that daily was never made: acked at
// once, the asker is told it is being made (through the response_url), and the board follows
// for the channel in the same request (never "try again in a minute").

import { describe, expect, it } from 'vitest';
import { textOf } from './harness.ts';
import { ADA } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h, puzzles } = useRealCoreHarness({ users: [ADA] });

describe('an archive daily not made yet', () => {
  it('is acked, told, made and posted in the same request', async () => {
    puzzles.notReady.add('2025-02-01');
    const { response, calls } = await h.run(h.slash('daily 2025-02-01'));
    expect(response.status).toBe(200);
    const said = calls.filter((c) => ['response_url', 'chat.postMessage'].includes(c.method));
    expect(said.map((c) => [c.method, textOf(c).split('\n')[0]])).toEqual([
      ['response_url', 'Making the daily of 2025-02-01 for you: the board follows in a moment.'],
      ['chat.postMessage', expect.stringMatching(/Daily #32 · .* · 2025-02-01\* from the archive/)],
      ...said.slice(2).map((c) => [c.method, textOf(c).split('\n')[0]]),
    ]);
    expect(calls.map((c) => textOf(c)).join('\n')).not.toMatch(/again in a minute/);
    expect(puzzles.madeOnDemand).toEqual(['2025-02-01']);
  });
});
