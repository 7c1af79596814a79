// A photo that waits in line, on the playground: the asker's page gets a notice at once, then the
// answer as an edit of that same message (the same id, which the page replaces in place), never
// a second message. The real core and playground; a photo reader whose line the test releases.

import { describe, expect, it } from 'vitest';
import { INTERIM_DONE_TEXT } from '../../adapters/web/interim.ts';
import type { QueueStatus } from '../../src/bot/ports.ts';
import { GatedPhotoReader } from '../support/gated-photo-reader.ts';
import { realCore } from '../support/real-core.ts';
import { ADA, playgroundOn } from './core-playground.ts';

const photo = { bytes: Buffer.alloc(2000, 3), contentType: 'image/jpeg', name: 'grid.jpg' };

function playground(status: QueueStatus) {
  const reader = new GatedPhotoReader(status);
  const { bot } = realCore(undefined, undefined, { photoReader: reader });
  const { play, page, general } = playgroundOn(bot, ADA.id);
  return { play, reader, page, general };
}

describe('a photo that waits in line on the playground', () => {
  it('shows a notice at once, then the answer in its place', async () => {
    const { play, reader, page, general } = playground({ ahead: 2, starting: false });
    const done = play.runPhoto(general, ADA, photo, false);
    await reader.whenWaiting();
    expect(page.map((m) => m.text)).toEqual([
      'solve photo grid.jpg',
      'Reading your photo: 2 photos ahead of yours.',
    ]);
    const notice = page[1]!;
    expect(notice.visibility).toBe('asker');
    reader.release();
    const returned = await done;
    expect(page).toHaveLength(3);
    const answer = page[2]!;
    expect(answer.id).toBe(notice.id);
    expect(answer.text).toMatch(/^I read this grid from your photo/);
    expect(answer.image).toBeDefined();
    expect(returned.map((m) => m.id)).toEqual([page[0]!.id, notice.id]);
  });

  it('shared with everyone: the answer is posted for all, the notice points below', async () => {
    const { play, reader, page, general } = playground({ ahead: 0, starting: true });
    const done = play.runPhoto(general, ADA, photo, true);
    await reader.whenWaiting();
    const notice = page.at(-1)!;
    expect(notice.text).toBe('Reading your photo: the photo reader is starting up.');
    reader.release();
    await done;
    const after = page.slice(2);
    expect(after.map((m) => [m.id === notice.id, m.visibility])).toEqual([
      [false, 'everyone'],
      [true, 'asker'],
    ]);
    expect(after[0]!.text).toMatch(/^I read this grid/);
    expect(after[1]).toMatchObject({ text: INTERIM_DONE_TEXT, retired: true });
  });
});
