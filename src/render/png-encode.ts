// An indexed-colour PNG encoder for board pictures. A board is flat fills plus anti-aliased
// edges: a few dozen colours cover almost every pixel, so the 256 most frequent colours make an
// exact palette for nearly the whole image and the rest (faint edge blends) take their nearest
// palette colour. That is several times smaller than truecolour and, unlike a general
// quantiser, costs one pass over the pixels.

import { deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Colours an 8-bit palette holds. */
export const MAX_PALETTE = 256;

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
 * Colour -> number with open addressing: several times faster than a Map for the tens of
 * thousands of look-ups one picture needs. Colours are 24-bit, so -1 marks an empty slot.
 */
export class ColourMap {
  private keys: Int32Array;
  private values: Int32Array;
  private bits: number;
  private count = 0;

  constructor(bits = 12) {
    this.bits = bits;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.values = new Int32Array(1 << bits);
  }

  /** The value of a colour, or -1 when it has none. */
  get(colour: number): number {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(colour, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const key = this.keys[i]!;
      if (key === colour) return this.values[i]!;
      if (key === -1) return -1;
      i = (i + 1) & mask;
    }
  }

  /** Sets the value of a colour (adding it when new). */
  set(colour: number, value: number): void {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(colour, 0x9e3779b1) >>> (32 - this.bits);
    for (;;) {
      const key = this.keys[i]!;
      if (key === colour) {
        this.values[i] = value;
        return;
      }
      if (key === -1) break;
      i = (i + 1) & mask;
    }
    this.keys[i] = colour;
    this.values[i] = value;
    if (++this.count * 2 > mask) this.grow();
  }

  /** An independent copy. */
  clone(): ColourMap {
    const copy = new ColourMap(this.bits);
    copy.keys.set(this.keys);
    copy.values.set(this.values);
    copy.count = this.count;
    return copy;
  }

  private grow(): void {
    const { keys, values } = this;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.values = new Int32Array(1 << this.bits);
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i]!, values[i]!);
  }
}

/** Colour -> id (0, 1, 2... in order of first sight); ids survive growth. */
class ColourIds {
  private readonly map = new ColourMap();
  /** Colours by id. */
  readonly colours: number[] = [];

  id(colour: number): number {
    const known = this.map.get(colour);
    if (known >= 0) return known;
    const id = this.colours.length;
    this.colours.push(colour);
    this.map.set(colour, id);
    return id;
  }
}

/** Index of the palette colour closest to a colour; colours are 0xBBGGRR (read little-endian). */
export function nearestColour(colour: number, palette: readonly number[]): number {
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
export function packedPixels(rgba: Uint8Array, count: number): Uint32Array {
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
  if (scratch.length < count + height) scratch = new Uint8Array(count + height);
  const indexed = indexPixels(
    rgba,
    width,
    height,
    MAX_PALETTE,
    scratch.subarray(0, count + height),
  );
  return writeIndexedPng(indexed.raw, width, height, indexed.palette, compressionLevel);
}

/** Pixels as palette indices: the scanlines of an indexed PNG, and their palette. */
export interface IndexedPixels {
  /** Each scanline: a filter byte (0) and one palette index a pixel. */
  readonly raw: Uint8Array;
  /** Colours (0xBBGGRR) by index, most frequent first. */
  readonly palette: number[];
  /** Every colour of the pixels -> its palette index (its own, or its nearest). */
  readonly lookup: ColourMap;
}

/**
 * Indexes RGBA pixels with a palette of the `maxPalette` most frequent colours (rarer ones take
 * their nearest), writing the scanlines into `out` (a new buffer when absent).
 */
export function indexPixels(
  rgba: Uint8Array,
  width: number,
  height: number,
  maxPalette = MAX_PALETTE,
  out?: Uint8Array,
): IndexedPixels {
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
  const palette = ranked.slice(0, maxPalette).map((id) => table.colours[id]!);
  const indexOfId = new Uint8Array(ranked.length);
  const lookup = new ColourMap();
  ranked.forEach((id, rank) => {
    const colour = table.colours[id]!;
    indexOfId[id] = rank < maxPalette ? rank : nearestColour(colour, palette);
    lookup.set(colour, indexOfId[id]);
  });

  // Pass 2: scanlines of a filter byte (0, none: best for palette images) and one index a pixel.
  const stride = width + 1;
  const raw = out ?? new Uint8Array(stride * height);
  if (raw.length !== stride * height) {
    throw new RangeError(`expected ${stride * height} bytes of scanlines, got ${raw.length}`);
  }
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
  return { raw, palette, lookup };
}

/**
 * A PNG of 8-bit palette indices: `raw` holds each scanline as a filter byte (0) and one index
 * a pixel; `palette` the colours as 0xBBGGRR.
 */
export function writeIndexedPng(
  raw: Uint8Array,
  width: number,
  height: number,
  palette: readonly number[],
  compressionLevel = 3,
): Buffer {
  if (raw.length !== (width + 1) * height) {
    throw new RangeError(`expected ${(width + 1) * height} bytes of scanlines, got ${raw.length}`);
  }
  if (palette.length === 0 || palette.length > MAX_PALETTE) {
    throw new RangeError(`a palette holds 1 to ${MAX_PALETTE} colours, not ${palette.length}`);
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
