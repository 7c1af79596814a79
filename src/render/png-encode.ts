// An indexed-colour PNG encoder for board pictures. A board is flat fills plus anti-aliased
// edges: a few dozen colours cover almost every pixel, so the 256 most frequent colours make an
// exact palette for nearly the whole image and the rest (faint edge blends) take their nearest
// palette colour. That is several times smaller than truecolour and, unlike a general
// quantiser, costs one pass over the pixels.

import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PALETTE = 256;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Colour -> id (0, 1, 2... in order of first sight) with open addressing: several times faster
 * than a Map for the tens of thousands of look-ups one picture needs. Ids survive growth.
 */
class ColourIds {
  private keys: Int32Array;
  private ids: Int32Array;
  private bits: number;
  /** Colours by id. */
  readonly colours: number[] = [];

  constructor(bits = 12) {
    this.bits = bits;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.ids = new Int32Array(1 << bits);
  }

  id(colour: number): number {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(colour, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const key = this.keys[i]!;
      if (key === colour) return this.ids[i]!;
      if (key === -1) break;
      i = (i + 1) & mask;
    }
    const id = this.colours.length;
    this.colours.push(colour);
    this.keys[i] = colour;
    this.ids[i] = id;
    if (this.colours.length * 2 > mask) this.grow();
    return id;
  }

  private grow(): void {
    this.bits++;
    const mask = (1 << this.bits) - 1;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.ids = new Int32Array(1 << this.bits);
    this.colours.forEach((colour, id) => {
      let i = Math.imul(colour, 0x9e3779b1) >>> (32 - this.bits);
      while (this.keys[i] !== -1) i = (i + 1) & mask;
      this.keys[i] = colour;
      this.ids[i] = id;
    });
  }
}

// Colours are 0xBBGGRR (pixels read little-endian).
function nearest(colour: number, palette: readonly number[]): number {
  const r = colour & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour >> 16;
  let best = 0;
  let bestDistance = Infinity;
  for (let i = 0; i < palette.length; i++) {
    const p = palette[i]!;
    const dr = r - (p & 0xff);
    const dg = g - ((p >> 8) & 0xff);
    const db = b - (p >> 16);
    // Weights roughly follow the eye's sensitivity (green most, blue least).
    const distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = i;
    }
  }
  return best;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Pixels as 0xAABBGGRR words: a view of the bytes when the platform allows, else a copy. */
function packedPixels(rgba: Uint8Array, count: number): Uint32Array {
  if (LITTLE_ENDIAN) {
    const aligned = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
    return new Uint32Array(aligned.buffer, aligned.byteOffset, count);
  }
  return Uint32Array.from(
    { length: count },
    (_, i) => rgba[i * 4]! | (rgba[i * 4 + 1]! << 8) | (rgba[i * 4 + 2]! << 16),
  );
}

// Scanline buffer reused between calls (encoding is synchronous), sparing the garbage
// collector a fresh half-megabyte for every board.
let scratch = new Uint8Array(0);
// Where each run of one colour starts (pixel index) and its colour id; reused likewise.
let runStarts = new Uint32Array(0);
let runIds = new Uint32Array(0);

/**
 * Encodes 8-bit RGBA pixels (alpha ignored: boards are opaque) as an 8-bit palette PNG.
 * The palette holds the 256 most frequent colours; rarer ones take their nearest.
 */
export function encodeIndexedPng(
  rgba: Uint8Array,
  width: number,
  height: number,
  compressionLevel = 3,
): Buffer {
  const count = width * height;
  if (rgba.length !== count * 4) {
    throw new RangeError(`expected ${count * 4} bytes of RGBA, got ${rgba.length}`);
  }
  const pixels = packedPixels(rgba, count);

  // Pass 1: runs of one colour, each with its colour id, and the frequency of every colour.
  const table = new ColourIds();
  const frequency: number[] = [];
  if (runStarts.length < count + 1) {
    runStarts = new Uint32Array(count + 1);
    runIds = new Uint32Array(count + 1);
  }
  let runs = 0;
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const colour = pixels[i]! & 0xffffff;
    if (colour !== previous) {
      previous = colour;
      const id = table.id(colour);
      if (id === frequency.length) frequency.push(0);
      runStarts[runs] = i;
      runIds[runs++] = id;
    }
  }
  runStarts[runs] = count;
  for (let r = 0; r < runs; r++) frequency[runIds[r]!] += runStarts[r + 1]! - runStarts[r]!;

  const ranked = table.colours.map((_, id) => id);
  ranked.sort((a, b) => frequency[b]! - frequency[a]! || table.colours[a]! - table.colours[b]!);
  const palette = ranked.slice(0, MAX_PALETTE).map((id) => table.colours[id]!);
  const indexOfId = new Uint8Array(ranked.length);
  ranked.forEach((id, rank) => {
    indexOfId[id] = rank < MAX_PALETTE ? rank : nearest(table.colours[id]!, palette);
  });

  // Pass 2: scanlines of a filter byte (0, none: best for palette images) and one index a pixel.
  const stride = width + 1;
  if (scratch.length < stride * height) scratch = new Uint8Array(stride * height);
  const raw = scratch.subarray(0, stride * height);
  for (let y = 0; y < height; y++) raw[y * stride] = 0;
  for (let r = 0; r < runs; r++) {
    const index = indexOfId[runIds[r]!]!;
    let i = runStarts[r]!;
    const end = runStarts[r + 1]!;
    // A run may cross the end of a scanline: write it a line at a time.
    while (i < end) {
      const y = (i / width) | 0;
      const lineEnd = Math.min(end, (y + 1) * width);
      const from = i + y + 1;
      const to = lineEnd + y + 1;
      if (to - from > 24) raw.fill(index, from, to);
      else for (let k = from; k < to; k++) raw[k] = index;
      i = lineEnd;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  // Palette colours were read little-endian: red is the low byte.
  const plte = new Uint8Array(palette.length * 3);
  palette.forEach((colour, i) => {
    plte[i * 3] = colour & 0xff;
    plte[i * 3 + 1] = (colour >> 8) & 0xff;
    plte[i * 3 + 2] = colour >> 16;
  });
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: compressionLevel })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
