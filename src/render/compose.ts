// Scene -> PNG without rasterising the whole board: the cached empty grid is copied, cell fills
// are written directly (with the grid lines put back on top), shapes are stamped from cached
// sprites and only the rare free-form items (hint marks, a title line) go through librsvg.
// Only the pixels drawn on are given palette indices; the rest keep the empty grid's.

import sharp from 'sharp';
import { gridRaster, type CellOverlay, type GridRaster } from './grid-raster.ts';
import { ColourMap, MAX_PALETTE, nearestColour, writeIndexedPng } from './png-encode.ts';
import type { Box, Scene, SceneItem } from './scene.ts';
import { ensureSprites, spriteOf, stampsOf, type Stamp } from './sprites.ts';
import { rasteriseMark, type Coverage } from './strokes.ts';

/** A free-form item rasterised: straight-alpha RGBA over a rectangle of the picture. */
interface VectorRaster {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

/** Reusable vector rasters kept (title lines: one per puzzle and theme in play). */
const MAX_VECTORS = 48;
const vectorCache = new Map<string, Promise<VectorRaster>>();

/** Forgets the rasterised title lines (benchmarks use it to time uncached rendering). */
export function clearVectorRasters(): void {
  vectorCache.clear();
}

/** The scene as an indexed PNG, composited from cached rasters. */
export async function composeScene(scene: Scene, compressionLevel = 3): Promise<Buffer> {
  const stamps = new Map<SceneItem, Stamp[]>();
  for (const item of scene.items) {
    if (item.kind === 'ink') stamps.set(item, stampsOf(item.placed, item.paint));
  }
  const vectors = scene.items.filter((item) => item.kind === 'vector');
  const [grid, , rasters] = await Promise.all([
    gridRaster(scene),
    ensureSprites([...stamps.values()].flat()),
    Promise.all(vectors.map((v) => vectorRaster(v.svg, clip(v.box, scene), v.reuse === true))),
  ]);
  const canvas = new Canvas(grid);
  let vector = 0;
  for (const item of scene.items) {
    if (item.kind === 'fills') {
      for (const { cell, colour } of item.fills) {
        canvas.fillCell(
          scene.grid.cellX[cell]!,
          scene.grid.cellY[cell]!,
          scene.grid.cellSide,
          colour,
          grid.overlays[cell]!,
        );
      }
    } else if (item.kind === 'ink') {
      const [r, g, b] = rgbOf(item.colour);
      for (const stamp of stamps.get(item)!) canvas.stamp(stamp, r, g, b);
    } else if (item.kind === 'mark') {
      const [r, g, b] = rgbOf(item.mark.colour);
      canvas.cover(rasteriseMark(item.mark, scene.width, scene.height), r, g, b);
    } else {
      canvas.blend(rasters[vector++]!);
    }
  }
  return canvas.png(compressionLevel);
}

function clip(box: Box, scene: Scene): Box {
  return {
    x1: Math.max(0, Math.floor(box.x1)),
    y1: Math.max(0, Math.floor(box.y1)),
    x2: Math.min(scene.width, Math.ceil(box.x2)),
    y2: Math.min(scene.height, Math.ceil(box.y2)),
  };
}

function vectorRaster(svg: string, box: Box, reuse: boolean): Promise<VectorRaster> {
  const key = `${box.x1},${box.y1},${box.x2},${box.y2}|${svg}`;
  const cached = reuse ? vectorCache.get(key) : undefined;
  if (cached) return cached;
  const width = Math.max(1, box.x2 - box.x1);
  const height = Math.max(1, box.y2 - box.y1);
  const document =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${box.x1} ${box.y1} ${width} ${height}">${svg}</svg>`;
  const raster = sharp(Buffer.from(document))
    .ensureAlpha()
    .raw()
    .toBuffer()
    .then((data) => cropped({ left: box.x1, top: box.y1, width, height, rgba: data }));
  if (reuse) {
    if (vectorCache.size >= MAX_VECTORS) vectorCache.delete(vectorCache.keys().next().value!);
    vectorCache.set(key, raster);
    raster.catch(() => vectorCache.delete(key));
  }
  return raster;
}

/** The raster cut down to the pixels it paints (a title line paints a fraction of its band). */
function cropped(raster: VectorRaster): VectorRaster {
  const { width, height, rgba } = raster;
  let x1 = width;
  let y1 = height;
  let x2 = -1;
  let y2 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4 + 3] === 0) continue;
      if (x < x1) x1 = x;
      if (x > x2) x2 = x;
      if (y < y1) y1 = y;
      y2 = y;
    }
  }
  if (x2 < 0)
    return { left: raster.left, top: raster.top, width: 0, height: 0, rgba: new Uint8Array(0) };
  const w = x2 - x1 + 1;
  const h = y2 - y1 + 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((y1 + y) * width + x1) * 4;
    out.set(rgba.subarray(from, from + w * 4), y * w * 4);
  }
  return { left: raster.left + x1, top: raster.top + y1, width: w, height: h, rgba: out };
}

const rgbCache = new Map<string, [number, number, number]>();

/** '#rrggbb' as [r, g, b]. */
function rgbOf(colour: string): [number, number, number] {
  let rgb = rgbCache.get(colour);
  if (!rgb) {
    const n = parseInt(colour.slice(1, 7), 16);
    rgb = [n >> 16, (n >> 8) & 0xff, n & 0xff];
    rgbCache.set(colour, rgb);
  }
  return rgb;
}

/** s over d at coverage a (0-255), rounded like an 8-bit compositor. */
function mix(d: number, s: number, a: number): number {
  const x = s * a + d * (255 - a) + 128;
  return (x + (x >> 8)) >> 8;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

// Pixel and scanline buffers reused from board to board: a canvas lives from its creation to
// its PNG without awaiting anything, so two canvases never hold them at once.
let pixelScratch = new Uint8Array(0);
let rawScratch = new Uint8Array(0);

/** The picture being drawn: RGBA pixels, and the rectangles drawn on since the empty grid. */
class Canvas {
  private readonly rgba: Uint8Array;
  private readonly words: Uint32Array;
  private readonly width: number;
  private readonly height: number;
  /** x1, y1, x2, y2 (exclusive) of every rectangle drawn on. */
  private readonly dirty: number[] = [];

  constructor(private readonly grid: GridRaster) {
    this.width = grid.width;
    this.height = grid.height;
    const bytes = grid.rgba.length;
    if (pixelScratch.length < bytes) pixelScratch = new Uint8Array(bytes);
    this.rgba = pixelScratch.subarray(0, bytes);
    this.rgba.set(grid.rgba);
    this.words = new Uint32Array(this.rgba.buffer, 0, this.width * this.height);
  }

  private mark(x1: number, y1: number, x2: number, y2: number): void {
    const a = Math.max(0, x1);
    const b = Math.max(0, y1);
    const c = Math.min(this.width, x2);
    const d = Math.min(this.height, y2);
    if (a < c && b < d) this.dirty.push(a, b, c, d);
  }

  /** A cell in one colour, with the grid lines that cross it put back on top. */
  fillCell(x0: number, y0: number, side: number, colour: string, overlay: CellOverlay): void {
    const [r, g, b] = rgbOf(colour);
    const word = new Uint32Array(Uint8Array.from([r, g, b, 255]).buffer)[0]!;
    for (let y = y0; y < y0 + side; y++) {
      const row = y * this.width;
      this.words.fill(word, row + x0, row + x0 + side);
    }
    const { offsets, colours } = overlay;
    const p = this.rgba;
    for (let k = 0; k < offsets.length; k++) {
      const o = offsets[k]! * 4;
      const c = colours[k]!;
      const a = c >>> 24;
      p[o] = mix(p[o]!, c & 0xff, a);
      p[o + 1] = mix(p[o + 1]!, (c >> 8) & 0xff, a);
      p[o + 2] = mix(p[o + 2]!, (c >> 16) & 0xff, a);
    }
    this.mark(x0, y0, x0 + side, y0 + side);
  }

  /** A sprite in one colour. */
  stamp(stamp: Stamp, r: number, g: number, b: number): void {
    const sprite = spriteOf(stamp);
    if (!sprite) throw new Error(`sprite ${stamp.key} was not rasterised`);
    const { alpha, width: w, height: h } = sprite;
    const left = stamp.x + sprite.left;
    const top = stamp.y + sprite.top;
    const p = this.rgba;
    for (let j = 0; j < h; j++) {
      const y = top + j;
      if (y < 0 || y >= this.height) continue;
      for (let i = 0; i < w; i++) {
        const a = alpha[j * w + i]!;
        const x = left + i;
        if (a === 0 || x < 0 || x >= this.width) continue;
        const o = (y * this.width + x) * 4;
        if (a === 255) {
          p[o] = r;
          p[o + 1] = g;
          p[o + 2] = b;
        } else {
          p[o] = mix(p[o]!, r, a);
          p[o + 1] = mix(p[o + 1]!, g, a);
          p[o + 2] = mix(p[o + 2]!, b, a);
        }
      }
    }
    this.mark(left, top, left + w, top + h);
  }

  /**
   * A mark's coverage in one colour. Only the runs of pixels it covers are marked as drawn on
   * (a line across the board touches a sliver of its bounding box).
   */
  cover(coverage: Coverage, r: number, g: number, b: number): void {
    const { alpha, width: w, height: h, left, top, rowStart, rowEnd } = coverage;
    const p = this.rgba;
    for (let j = 0; j < h; j++) {
      let runStart = -1;
      let runEnd = -1;
      for (let i = rowStart[j]!; i < rowEnd[j]!; i++) {
        const a = alpha[j * w + i]!;
        if (a === 0) continue;
        const o = ((top + j) * this.width + left + i) * 4;
        p[o] = mix(p[o]!, r, a);
        p[o + 1] = mix(p[o + 1]!, g, a);
        p[o + 2] = mix(p[o + 2]!, b, a);
        // Runs a few pixels apart are one rectangle; farther apart, two.
        if (runStart >= 0 && i - runEnd > 8) {
          this.mark(left + runStart, top + j, left + runEnd + 1, top + j + 1);
          runStart = -1;
        }
        if (runStart < 0) runStart = i;
        runEnd = i;
      }
      if (runStart >= 0) this.mark(left + runStart, top + j, left + runEnd + 1, top + j + 1);
    }
  }

  /** A rasterised free-form item, blended by its own alpha. */
  blend(raster: VectorRaster): void {
    const { rgba: src, width: w, height: h, left, top } = raster;
    const p = this.rgba;
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const s = (j * w + i) * 4;
        const a = src[s + 3]!;
        if (a === 0) continue;
        const o = ((top + j) * this.width + left + i) * 4;
        p[o] = mix(p[o]!, src[s]!, a);
        p[o + 1] = mix(p[o + 1]!, src[s + 1]!, a);
        p[o + 2] = mix(p[o + 2]!, src[s + 2]!, a);
      }
    }
    this.mark(left, top, left + w, top + h);
  }

  /** The colour of pixel i as 0xBBGGRR. */
  private colourAt(i: number): number {
    if (LITTLE_ENDIAN) return this.words[i]! & 0xffffff;
    const p = this.rgba;
    return p[i * 4]! | (p[i * 4 + 1]! << 8) | (p[i * 4 + 2]! << 16);
  }

  /**
   * The picture as an indexed PNG: the empty grid's palette, then the colours drawn most often
   * (rarer ones take their nearest); only the rectangles drawn on are indexed again.
   */
  png(compressionLevel: number): Buffer {
    const { grid, dirty, width } = this;
    const palette = grid.palette.slice();
    const lookup = grid.lookup.clone();
    // Pass 1: how often each colour new to the palette appears (runs counted at once).
    const counts = new ColourMap();
    const fresh: number[] = [];
    const count = (colour: number, length: number) => {
      if (lookup.get(colour) >= 0) return;
      const seen = counts.get(colour);
      if (seen < 0) fresh.push(colour);
      counts.set(colour, Math.max(0, seen) + length);
    };
    for (let r = 0; r < dirty.length; r += 4) {
      const x1 = dirty[r]!;
      const x2 = dirty[r + 2]!;
      for (let y = dirty[r + 1]!; y < dirty[r + 3]!; y++) {
        let run = this.colourAt(y * width + x1);
        let length = 0;
        for (let i = y * width + x1, end = y * width + x2; i < end; i++) {
          const colour = this.colourAt(i);
          if (colour === run) {
            length++;
          } else {
            count(run, length);
            run = colour;
            length = 1;
          }
        }
        count(run, length);
      }
    }
    fresh.sort((a, b) => counts.get(b) - counts.get(a) || a - b);
    const room = MAX_PALETTE - palette.length;
    for (const colour of fresh.slice(0, room)) {
      lookup.set(colour, palette.length);
      palette.push(colour);
    }
    for (const colour of fresh.slice(room)) lookup.set(colour, nearestColour(colour, palette));
    // Pass 2: the indices of the rectangles drawn on.
    if (rawScratch.length < grid.raw.length) rawScratch = new Uint8Array(grid.raw.length);
    const raw = rawScratch.subarray(0, grid.raw.length);
    raw.set(grid.raw);
    const stride = width + 1;
    for (let r = 0; r < dirty.length; r += 4) {
      for (let y = dirty[r + 1]!; y < dirty[r + 3]!; y++) {
        let last = -1;
        let index = 0;
        for (let x = dirty[r]!; x < dirty[r + 2]!; x++) {
          const colour = this.colourAt(y * width + x);
          if (colour !== last) {
            last = colour;
            index = lookup.get(colour);
          }
          raw[y * stride + 1 + x] = index;
        }
      }
    }
    return writeIndexedPng(raw, width, this.height, palette, compressionLevel);
  }
}
