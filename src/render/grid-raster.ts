// The static layers of a board rasterised once per geometry, layout, theme and solved state:
// the empty grid as pixels and as palette indices, and the grid-line pixels inside each cell,
// which a cell fill must leave on top of itself.

import sharp from 'sharp';
import { indexPixels, type ColourMap } from './png-encode.ts';
import type { Scene } from './scene.ts';

/** Palette entries the empty grid may take; the rest are left for what each board adds. */
export const GRID_PALETTE = 96;
/** Rasterised grids kept: each is about 2.5 MB at 9x9 (light and dark, solved or not, sizes). */
const MAX_GRIDS = 16;

/** The over-layer pixels (lines, borders) that fall inside one cell's rectangle. */
export interface CellOverlay {
  /** Pixel indices (y * width + x). */
  readonly offsets: Uint32Array;
  /** Their colours as 0xAABBGGRR words (straight alpha). */
  readonly colours: Uint32Array;
}

export interface GridRaster {
  readonly width: number;
  readonly height: number;
  /** The empty grid, RGBA. */
  readonly rgba: Uint8Array;
  /** The empty grid as PNG scanlines of palette indices. */
  readonly raw: Uint8Array;
  /** At most GRID_PALETTE colours (0xBBGGRR). */
  readonly palette: readonly number[];
  /** Every colour of the empty grid -> its palette index. */
  readonly lookup: ColourMap;
  /** Per cell, the line pixels to put back over a fill. */
  readonly overlays: readonly CellOverlay[];
}

const cache = new Map<string, Promise<GridRaster>>();

/** The rasterised static layers of a scene (built on first use, then cached). */
export function gridRaster(scene: Scene): Promise<GridRaster> {
  const key = `${scene.grid.key}|${scene.width}x${scene.height}`;
  let raster = cache.get(key);
  if (!raster) {
    if (cache.size >= MAX_GRIDS) cache.delete(cache.keys().next().value!);
    raster = buildGridRaster(scene);
    // A failed build is not remembered: the next board tries again.
    raster.catch(() => cache.delete(key));
    cache.set(key, raster);
  }
  return raster;
}

/** Forgets every rasterised grid (benchmarks use it to time uncached rendering). */
export function clearGridRasters(): void {
  cache.clear();
}

function svgOf(scene: Scene, body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}">${body}</svg>`,
  );
}

async function rasterise(svg: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // Pixels are read as 32-bit words: the bytes must start on a word boundary.
  return data.byteOffset % 4 === 0
    ? new Uint8Array(data.buffer, data.byteOffset, data.length)
    : new Uint8Array(data);
}

async function buildGridRaster(scene: Scene): Promise<GridRaster> {
  const { width, height, grid } = scene;
  const [rgba, over] = await Promise.all([
    rasterise(svgOf(scene, grid.under + grid.over)),
    rasterise(svgOf(scene, grid.over)),
  ]);
  const indexed = indexPixels(rgba, width, height, GRID_PALETTE);
  const overlays = grid.cellX.map((x0, cell) => {
    const y0 = grid.cellY[cell]!;
    const offsets: number[] = [];
    for (let y = y0; y < y0 + grid.cellSide; y++) {
      for (let x = x0; x < x0 + grid.cellSide; x++) {
        if (over[(y * width + x) * 4 + 3]! > 0) offsets.push(y * width + x);
      }
    }
    return {
      offsets: Uint32Array.from(offsets),
      colours: Uint32Array.from(
        offsets,
        (o) =>
          (over[o * 4]! |
            (over[o * 4 + 1]! << 8) |
            (over[o * 4 + 2]! << 16) |
            (over[o * 4 + 3]! << 24)) >>>
          0,
      ),
    };
  });
  return { width, height, rgba, ...indexed, overlays };
}
