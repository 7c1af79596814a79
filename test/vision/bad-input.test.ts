// Everything a user might send instead of a good photo gets a coded error, quickly, without a
// crash: not an image, a truncated file, a decompression bomb, a huge file, no grid (two grids:
// two-grids.test.ts).

import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cpuMsOf } from '../support/cpu-time.ts';
import { MAX_PHOTO_BYTES, readPhoto } from '../../src/vision/index.ts';
import { boardPng, fixturePuzzles, screenshotJpeg } from './boards.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, tiny PNG that declares width x height pixels (a few hundred bytes for gigapixels). */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const rows = Buffer.alloc(4096); // the first rows of zeros; the rest is missing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function codeOf(bytes: Buffer): Promise<string> {
  const result = await readPhoto(bytes);
  return result.ok ? 'ok' : result.error.code;
}

describe('bad photos get a clear coded error', () => {
  it('refuses text, an SVG and random bytes as not an image', async () => {
    expect(await codeOf(Buffer.from('solve 53..7....6..195'))).toBe('not-an-image');
    expect(
      await codeOf(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="900" height="900"/></svg>',
        ),
      ),
    ).toBe('not-an-image');
    expect(
      await codeOf(Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251))),
    ).toBe('not-an-image');
    expect(await codeOf(Buffer.alloc(0))).toBe('not-an-image');
  });

  it('reports a truncated JPEG as unreadable', async () => {
    const jpeg = await screenshotJpeg(await boardPng(fixturePuzzles()[0]!), 700, 80);
    const code = await codeOf(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(code).toBe('unreadable');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    let result: Awaited<ReturnType<typeof readPhoto>> | undefined;
    const cpuMs = await cpuMsOf(async () => (result = await readPhoto(bombPng(100_000, 100_000))));
    expect(result!.ok).toBe(false);
    if (!result!.ok) {
      expect(result!.error.code).toBe('too-large');
      expect(result!.error.message).toMatch(/megapixels/);
    }
    expect(cpuMs).toBeLessThan(2000);
  });

  it('refuses a file over the byte limit', async () => {
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff);
    expect(await codeOf(huge)).toBe('too-large');
  });

  it('reads a large photo within the limits by shrinking it', async () => {
    const png = await boardPng(fixturePuzzles()[1]!);
    const big = await sharp(png).resize({ width: 4000 }).jpeg({ quality: 85 }).toBuffer();
    expect(await codeOf(big)).toBe('ok');
  });

  it('says what it sees instead when there is no grid, and no-grid when nothing fits one', async () => {
    const blank = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#f4f1ea' },
    })
      .jpeg()
      .toBuffer();
    const seen = async (bytes: Buffer) => {
      const result = await readPhoto(bytes);
      return result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`;
    };
    expect(await seen(blank)).toMatch(/^not-sudoku: .*\(I see no grid at all\)/);
    const text = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fff"/>${Array.from({ length: 20 }, (_, i) => `<rect x="40" y="${20 + i * 28}" width="${300 + ((i * 97) % 400)}" height="10" fill="#333"/>`).join('')}</svg>`,
    );
    expect(await codeOf(await sharp(text).png().toBuffer())).toBe('not-sudoku');
    const sliver = await sharp({
      create: { width: 6000, height: 100, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await codeOf(sliver)).toBe('no-grid');
    const tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await codeOf(tiny)).toBe('no-grid');
  });
});
