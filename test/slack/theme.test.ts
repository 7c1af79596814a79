// Picture themes on Slack, through Bolt and the real core against the fake Web API: after
// `/sudoku theme dark` a DM board is drawn dark (the uploaded PNG's page pixel, read with
// sharp); in a channel the shared board keeps the channel's theme until a workspace admin sets
// `/sudoku theme channel dark`, while a private hint picture takes the asker's theme.

import { describe, expect, it } from 'vitest';
import { themeOfPicture } from '../support/theme-pixels.ts';
import type { RecordedCall } from './fake-slack.ts';
import { textOf } from './harness.ts';
import { ADA, BOB, DM_CHANNEL_ID } from './signing.ts';
import { useRealCoreHarness } from './use-harness.ts';

const { h } = useRealCoreHarness({ users: [ADA, { ...BOB, is_admin: true }] });

/** The pictures a run uploaded, in order. */
function uploads(calls: readonly RecordedCall[]): Buffer[] {
  return calls
    .filter((c) => c.method === 'upload')
    .map((c) => h.api.files.get(String(c.params.id))?.data)
    .filter((data): data is Buffer => data !== undefined);
}

/** The theme of the one picture a run uploaded. */
async function pictureTheme(calls: readonly RecordedCall[]) {
  const pictures = uploads(calls);
  expect(pictures).toHaveLength(1);
  return themeOfPicture(pictures[0]!);
}

const texts = (calls: readonly RecordedCall[]) => calls.map(textOf).join('\n');

describe('picture themes on Slack', () => {
  it('draws a DM board dark after /sudoku theme dark', async () => {
    const dm = { channel: DM_CHANNEL_ID };
    expect(await pictureTheme((await h.run(h.slash('today', dm))).calls)).toBe('light');
    const set = await h.run(h.slash('theme dark', dm));
    expect(texts(set.calls)).toContain('your pictures are *dark* from now on');
    expect(await pictureTheme(set.calls)).toBe('dark');
    expect(await pictureTheme((await h.run(h.slash('board', dm))).calls)).toBe('dark');
    const shown = await h.run(h.slash('theme', dm));
    expect(texts(shown.calls)).toContain('Your pictures are *dark*');
    expect(texts(shown.calls)).toContain('/sudoku theme light');
  });

  it("keeps a channel's board in the channel's theme; a private hint takes the asker's", async () => {
    expect(await pictureTheme((await h.run(h.slash('today'))).calls)).toBe('light');
    // Ada chose dark (in the DM above): her private hint picture is dark.
    expect(await pictureTheme((await h.run(h.slash('hint'))).calls)).toBe('dark');
    const refused = await h.run(h.slash('theme channel dark'));
    expect(texts(refused.calls)).toContain('Only people who can manage this channel');
    const set = await h.run(h.slash('theme channel dark', { user: BOB }));
    expect(texts(set.calls)).toContain('is *dark* from now on (set by');
    expect(await pictureTheme(set.calls)).toBe('dark');
  });
});
