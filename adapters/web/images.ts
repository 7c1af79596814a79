// Images kept in memory for the page to load by id: reply PNGs and uploaded photos. Bounded by count and by bytes: the
// oldest image goes first, and a message whose image was dropped shows its alt text instead.

import { randomUUID } from 'node:crypto';

/** How many images the cache holds at most. */
export const MAX_CACHED_IMAGES = 400;
/** How many bytes of images the cache holds at most. */
export const MAX_CACHED_IMAGE_BYTES = 64 * 1024 * 1024;

export interface CachedImage {
  readonly bytes: Buffer;
  /** One of the raster types the page may show (never SVG, which could carry script). */
  readonly contentType: string;
  readonly alt: string;
}

/** Pixel size of a PNG from its header, or undefined when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== signature) return undefined;
  if (png.subarray(12, 16).toString('latin1') !== 'IHDR') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An insertion-ordered cache of images by random id. */
export class ImageCache {
  private readonly images = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(
    private readonly maxCount = MAX_CACHED_IMAGES,
    private readonly maxBytes = MAX_CACHED_IMAGE_BYTES,
  ) {}

  /** Stores an image; returns its id. */
  add(image: CachedImage): string {
    const id = randomUUID();
    this.images.set(id, image);
    this.bytes += image.bytes.length;
    while (this.images.size > this.maxCount || this.bytes > this.maxBytes) {
      const oldest = this.images.keys().next();
      if (oldest.done) break;
      this.bytes -= this.images.get(oldest.value)?.bytes.length ?? 0;
      this.images.delete(oldest.value);
    }
    return id;
  }

  /** The image with `id`, or undefined when it was never stored or has been dropped. */
  get(id: string): CachedImage | undefined {
    return this.images.get(id);
  }

  get size(): number {
    return this.images.size;
  }
}
