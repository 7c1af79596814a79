// Images kept in memory for the page to load by id: reply PNGs and uploaded photos, and boards in
// the other colour scheme, drawn only when a page asks for one. Bounded by count and by bytes:
// the oldest image goes first, and a message whose image was dropped shows its alt text instead.

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

/** An image drawn only when first asked for (a board in the colour scheme nobody showed yet). */
interface LazyImage {
  readonly draw: () => Promise<CachedImage>;
  drawing?: Promise<CachedImage>;
}

function isLazy(entry: CachedImage | LazyImage): entry is LazyImage {
  return 'draw' in entry;
}

/** An insertion-ordered cache of images by random id. */
export class ImageCache {
  private readonly images = new Map<string, CachedImage | LazyImage>();
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
    this.trim();
    return id;
  }

  /**
   * Reserves an id for an image drawn by `draw` on its first `load` (once, however many ask at
   * the same time); until then it costs a slot and no bytes.
   */
  addLazy(draw: () => Promise<CachedImage>): string {
    const id = randomUUID();
    this.images.set(id, { draw });
    this.trim();
    return id;
  }

  /** The image with `id`, drawn now if it was lazy; undefined when never stored or dropped. */
  async load(id: string): Promise<CachedImage | undefined> {
    const entry = this.images.get(id);
    if (!entry || !isLazy(entry)) return entry;
    if (!entry.drawing) {
      entry.drawing = entry.draw().then((image) => {
        // Kept in its place unless it was dropped meanwhile.
        if (this.images.get(id) === entry) {
          this.images.set(id, image);
          this.bytes += image.bytes.length;
          this.trim();
        }
        return image;
      });
      // A failed drawing is tried again on the next load.
      entry.drawing.catch(() => (entry.drawing = undefined));
    }
    return entry.drawing;
  }

  /** The image with `id` if it is drawn, or undefined (never stored, dropped, or not drawn yet). */
  get(id: string): CachedImage | undefined {
    const entry = this.images.get(id);
    return entry && !isLazy(entry) ? entry : undefined;
  }

  get size(): number {
    return this.images.size;
  }

  private trim(): void {
    while (this.images.size > this.maxCount || this.bytes > this.maxBytes) {
      const oldest = this.images.keys().next();
      if (oldest.done) break;
      const entry = this.images.get(oldest.value)!;
      if (!isLazy(entry)) this.bytes -= entry.bytes.length;
      this.images.delete(oldest.value);
    }
  }
}
