// A photo that waits in line, through discord.js and the real core against the fake API: the
// deferred reply is edited at once to say the photo is queued, then edited once more with the
// answer (no follow-up beside it). "Solve this Sudoku" on a message and `/solve` with an image;
// a refusal for waiting says so truthfully. The photo reader is a stand-in the test releases.

import { afterEach, describe, expect, it } from 'vitest';
import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { PhotoError, QueueStatus } from '../../src/bot/ports.ts';
import { GatedPhotoReader } from '../support/gated-photo-reader.ts';
import { realCore } from '../support/real-core.ts';
import type { RecordedRequest } from './fake-discord.ts';
import { MemoryLogger, seenMessages, startHarness, type Harness } from './harness.ts';
import { CHANNEL_ID, messageCommand, solveWithImage } from './payloads.ts';

let h: Harness<SudokuBot> | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(9000, 1)]);

async function start(status: QueueStatus, refusal?: PhotoError) {
  const reader = new GatedPhotoReader(status, refusal);
  const { bot } = realCore(new MemoryLogger(), undefined, { photoReader: reader });
  h = await startHarness({ core: bot, parseCommand });
  return { h, reader };
}

function photoMessage(url: string) {
  return {
    id: '1239950299999999999',
    channel_id: CHANNEL_ID,
    author: { id: '1140000000000000002', username: 'grace', discriminator: '0' },
    content: 'anyone?',
    attachments: [
      {
        id: '1239950299999999998',
        filename: 'paper.jpg',
        size: photo.length,
        url,
        proxy_url: url,
        content_type: 'image/jpeg',
      },
    ],
    embeds: [],
    type: 0,
    timestamp: new Date().toISOString(),
  };
}

const editsOfOriginal = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/messages/@original'));

/** Runs `payload` with the photo held in line: the notice, then the rest once released. */
async function runQueued(
  harness: Harness<SudokuBot>,
  reader: GatedPhotoReader,
  payload: { id: string; token: string },
) {
  const from = harness.api.requests.length;
  const done = harness.run(payload);
  await reader.whenWaiting();
  const notice = await harness.api.waitFor(
    (r) => harness.api.requests.indexOf(r) >= from && editsOfOriginal([r]).length === 1,
  );
  reader.release();
  const requests = await done;
  return { notice, requests };
}

describe('a photo that waits in line on Discord', () => {
  it('"Solve this Sudoku": the deferred reply says it is queued, then becomes the answer', async () => {
    const { h, reader } = await start({ ahead: 1, starting: false });
    const url = h.api.serveFile('paper.jpg', photo, 'image/jpeg');
    const { notice, requests } = await runQueued(
      h,
      reader,
      messageCommand('Solve this Sudoku', photoMessage(url)),
    );
    expect(notice.json.content).toBe('Reading your photo: 1 photo ahead of yours.');
    const edits = editsOfOriginal(requests);
    expect(edits).toHaveLength(2);
    expect(edits[1]!.json.content).toMatch(/^I read this grid from your photo/);
    expect(edits[1]!.files).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'POST' && r.path.startsWith('/webhooks/'))).toEqual(
      [],
    );
    const seen = seenMessages(requests);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ ephemeral: true });
    expect(seen[0]!.content).toMatch(/^I read this grid/);
  });

  it('/solve with an image: the same, and a refusal for waiting says so', async () => {
    const busy: PhotoError = {
      code: 'busy',
      message:
        'Your photo waited 60 s and the photo reader could not get to it (it is busy or still starting); send it again in a minute.',
    };
    const { h, reader } = await start({ ahead: 0, starting: true }, busy);
    const url = h.api.serveFile('grid.jpg', photo, 'image/jpeg');
    const { notice, requests } = await runQueued(h, reader, solveWithImage(url, photo.length));
    expect(notice.json.content).toBe('Reading your photo: the photo reader is starting up.');
    const edits = editsOfOriginal(requests);
    expect(edits).toHaveLength(2);
    expect(edits[1]!.json.content).toContain(busy.message);
    expect(seenMessages(requests)).toHaveLength(1);
  });
});
