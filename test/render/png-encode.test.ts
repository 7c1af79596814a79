// The indexed PNG encoder: exact for pictures of up to 256 colours, nearest colour beyond.

import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng } from '../../src/render/png-encode.ts';

async function decodeRgba(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

/** An RGBA image whose pixels are drawn from `palette` by `pick`. */
function image(width: number, height: number, palette: number[][], pick: (i: number) => number) {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = palette[pick(i) % palette.length]!;
    data.set([r!, g!, b!, 255], i * 4);
  }
  return data;
}

describe('encodeIndexedPng', () => {
  it('writes a valid indexed PNG that decodes to the same pixels', async () => {
    const palette = [
      [255, 255, 255],
      [20, 27, 38],
      [29, 95, 214],
      [255, 231, 163],
    ];
    const data = image(37, 11, palette, (i) => (i * 7) % 5);
    const png = encodeIndexedPng(data, 37, 11);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 37, height: 11, paletteBitDepth: 8 });
    expect(Buffer.compare(await decodeRgba(png), Buffer.from(data))).toBe(0);
  });

  it('round-trips any picture of at most 256 colours exactly (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)), { minLength: 1, maxLength: 256 }),
        fc.nat(1000),
        async (width, height, colours, seed) => {
          const data = image(width, height, colours, (i) => (i * 31 + seed) % 257);
          const back = await decodeRgba(encodeIndexedPng(data, width, height));
          return Buffer.compare(back, Buffer.from(data)) === 0;
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps the frequent colours exact and maps rare ones to a near colour', async () => {
    // 300 colours: one big flat field and 299 rare greys one step apart.
    const width = 400;
    const height = 10;
    const data = new Uint8Array(width * height * 4).fill(255);
    for (let i = 0; i < 299; i++)
      data.set([i % 256, i % 256, Math.floor(i / 256) * 40, 255], i * 4);
    const back = await decodeRgba(encodeIndexedPng(data, width, height));
    let worst = 0;
    for (let i = 0; i < data.length; i++) worst = Math.max(worst, Math.abs(back[i]! - data[i]!));
    expect(back.subarray(299 * 4)).toEqual(Buffer.from(data.subarray(299 * 4)));
    expect(worst).toBeLessThanOrEqual(48);
  });

  it('refuses a buffer that does not match the size', () => {
    expect(() => encodeIndexedPng(new Uint8Array(10), 2, 2)).toThrow(RangeError);
  });

  it('accepts pixels that do not start on a 4-byte boundary', async () => {
    const backing = new Uint8Array(4 * 4 + 1);
    const data = backing.subarray(1);
    data.set([1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 1, 2, 3, 255]);
    const back = await decodeRgba(encodeIndexedPng(data, 2, 2));
    expect([...back]).toEqual([...data]);
  });
});
