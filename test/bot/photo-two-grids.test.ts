// A photo with two grids: the reply names the one read (the reader's `oneOfTwo`) and says how to
// get the other; a reading of a single grid keeps its usual words.

import { describe, expect, it } from 'vitest';
import type { GridPlace, PhotoRead } from '../../src/bot/ports.ts';
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
  const h = harness({ photoReader: new FakePhotoReader(read) });
  return only(
    await h.bot.handle({
      conversation: CHANNEL,
      user: ANN,
      command: { kind: 'solvePhoto' },
      attachments: [
        {
          name: 'page.jpg',
          contentType: 'image/jpeg',
          size: 100,
          fetch: async () => Buffer.alloc(100),
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
});
