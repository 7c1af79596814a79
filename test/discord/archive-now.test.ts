// `daily N` through discord.js and the real core when that daily was never made: the command is
// deferred at once, the deferred reply says the daily is being made, and the board follows in
// the same interaction (never "try again in a minute").

import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, slash, str, sub } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h, puzzles } = useRealCoreHarness();

describe('an archive daily not made yet', () => {
  it('is deferred, told, made and shown in the same interaction', async () => {
    puzzles.notReady.add('2025-02-01');
    const requests = await h.run(slash('sudoku', sub('daily', str('date', '2025-02-01'))));
    const callback = requests.find((r) => r.path.endsWith('/callback'))!;
    expect(callback.json.type).toBe(5);
    const texts = requests
      .map((r) => (r.path.endsWith('/callback') ? r.json.data?.content : r.json?.content))
      .filter((t): t is string => typeof t === 'string');
    expect(texts).toContain(
      'Making the daily of 2025-02-01 for you: the board follows in a moment.',
    );
    expect(texts.join('\n')).not.toMatch(/again in a minute/);
    expect(puzzles.madeOnDemand).toEqual(['2025-02-01']);
    // The board is in the channel, with its picture.
    const board = h.api
      .channelMessages(CHANNEL_ID)
      .filter((m) => m.attachments.length > 0)
      .at(-1)!;
    expect(board.content).toMatch(/Daily #32 · .* · 2025-02-01\*\* from the archive/);
    // The deferred reply said it was being made, then became the board: one message.
    expect(h.api.channelMessages(CHANNEL_ID)).toHaveLength(1);
    expect(h.logger.find('discord reply failed')).toEqual([]);
  });
});
