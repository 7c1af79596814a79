// Picture themes on Discord, through discord.js and the real core against the fake API: after
// `/sudoku theme theme:dark` a DM board is drawn dark (the uploaded PNG's page pixel, read with
// sharp); in a guild channel the shared board keeps the channel's theme while a private hint
// takes the asker's, until a channel manager sets `/sudoku theme theme:dark channel:True`.

import { describe, expect, it } from 'vitest';
import { themeOfPicture } from '../support/theme-pixels.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { onlySeen } from './harness.ts';
import { bool, MANAGER_PERMISSIONS, slash, str, sub } from './payloads.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h } = useRealCoreHarness();

/** The board picture an interaction uploaded (a post, a reply or an edit). */
function uploadedPicture(requests: readonly RecordedRequest[]): Buffer {
  const file = requests.flatMap((r) => r.files).find((f) => f.filename.endsWith('.png'));
  if (!file) throw new Error('no picture was uploaded');
  return file.data;
}

/** The text of the one message an interaction left. */
function answerText(requests: readonly RecordedRequest[]): string {
  const { body } = onlySeen(requests);
  return String(body.content ?? '');
}

describe('picture themes on Discord', () => {
  it('draws a DM board dark after /sudoku theme theme:dark', async () => {
    const before = await h.run(slash('sudoku', sub('today'), { dm: true }));
    expect(await themeOfPicture(uploadedPicture(before))).toBe('light');
    const set = await h.run(slash('sudoku', sub('theme', str('theme', 'dark')), { dm: true }));
    // The confirmation, then the board posted again in its new colours.
    expect(set.some((r) => /your pictures are \*\*dark\*\*/.test(JSON.stringify(r.json)))).toBe(
      true,
    );
    expect(await themeOfPicture(uploadedPicture(set))).toBe('dark');
    const again = await h.run(slash('sudoku', sub('board'), { dm: true }));
    expect(await themeOfPicture(uploadedPicture(again))).toBe('dark');
    expect(h.logger.find('discord reply failed')).toEqual([]);
  });

  it("keeps the channel's board in the channel's theme; a private hint takes the asker's", async () => {
    const mine = await h.run(slash('sudoku', sub('theme', str('theme', 'dark'))));
    expect(answerText(mine)).toContain('The board everyone in this channel sees is **light**');
    const board = await h.run(slash('sudoku', sub('today')));
    expect(await themeOfPicture(uploadedPicture(board))).toBe('light');
    const hint = await h.run(slash('hint', [str('cell', 'next')]));
    expect(await themeOfPicture(uploadedPicture(hint))).toBe('dark');

    const refused = await h.run(
      slash('sudoku', sub('theme', str('theme', 'dark'), bool('channel', true))),
    );
    expect(answerText(refused)).toContain('Only people who can manage this channel');
    const set = await h.run(
      slash('sudoku', sub('theme', str('theme', 'dark'), bool('channel', true)), {
        permissions: MANAGER_PERMISSIONS,
      }),
    );
    expect(await themeOfPicture(uploadedPicture(set))).toBe('dark');
    // The reply names the slash form a Discord user types.
    const shown = await h.run(slash('sudoku', sub('theme')));
    expect(answerText(shown)).toContain('/sudoku theme theme:light channel:True');
  });
});
