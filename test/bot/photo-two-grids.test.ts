// A photo with two grids: the reply names the one read (the reader's `oneOfTwo`) and says how to
// get the other; a reading of a single grid keeps its usual words; two grids neither read with
// confidence are answered "crop it to one grid" through the real reader, not "no Sudoku".

import { describe, expect, it } from 'vitest';
import type { GridPlace, PhotoRead, PhotoReader } from '../../src/bot/ports.ts';
import { readPhoto } from '../../src/vision/index.ts';
import { boardPng, sideBySide } from '../vision/boards.ts';
import { ANN, CHANNEL, FakePhotoReader, harness, only } from './harness.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function reading(oneOfTwo?: GridPlace): PhotoRead {
  return {
    grid: Uint8Array.from(PUZZLE, (c) => (c === '.' ? 0 : Number(c))),
    confidence: new Float32Array(81).fill(0.9),
    unsure: [],
    corners: [],
    ...(oneOfTwo ? { oneOfTwo } : {}),
  };
}

async function replyTo(read: PhotoRead) {
  return replyOf(new FakePhotoReader(read), Buffer.alloc(100));
}

async function replyOf(photoReader: PhotoReader, page: Buffer) {
  const h = harness({ photoReader });
  return only(
    await h.bot.handle({
      conversation: CHANNEL,
      user: ANN,
      command: { kind: 'solvePhoto' },
      attachments: [
        {
          name: 'page.jpg',
          contentType: 'image/jpeg',
          size: page.length,
          fetch: async () => page,
        },
      ],
    }),
  );
}

describe('two grids in one photo', () => {
  it.each(['left', 'right', 'top', 'bottom'] as const)(
    'names the %s grid as the one read and how to read the other',
    async (place) => {
      const reply = await replyTo(reading(place));
      expect(reply.text).toContain(`Your photo shows two grids: I read the ${place} one.`);
      expect(reply.text).toMatch(/To solve the other, crop the photo to it/);
      // Still the usual checked board: the one read has one solution, offered as always.
      expect(reply.text).toMatch(/exactly one solution/);
      expect(reply.text).not.toMatch(/I read this grid from your photo/);
    },
  );

  it('keeps the usual words for a photo of one grid', async () => {
    const reply = await replyTo(reading());
    expect(reply.text).toMatch(/I read this grid from your photo/);
    expect(reply.text).not.toMatch(/two grids/);
  });

  it('asks for a crop when neither of two grids reads with confidence (the real reader)', async () => {
    // Two empty grids side by side: the located one holds hardly any digits (a weak "no Sudoku"
    // verdict, as a blank form's), and the other is as good a grid. The reader refuses the page
    // as several grids; without that rule it would say the picture is not a Sudoku.
    const page = await sideBySide(await boardPng(new Uint8Array(81)));
    const reply = await replyOf({ read: (bytes) => readPhoto(bytes) }, page);
    expect(reply.text).toContain(
      'I see more than one grid in that photo. Crop it to one grid and send it again.',
    );
    expect(reply.text).not.toMatch(/don't see a Sudoku grid|almost no single digits/);
  }, 60_000);
});
