// Photo bytes -> a grayscale working image, with the format and size checks a user's upload needs.

import sharp from 'sharp';
import { err, ok, type Result } from '../engine/result.ts';
import type { PhotoError } from '../bot/ports.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MIN_PHOTO_SIDE, WORK_SIZE } from './limits.ts';

/** A single-channel 8-bit image, row-major. */
export interface GrayImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** The working image and how it maps back to the photo's own pixels. */
export interface DecodedPhoto {
  readonly image: GrayImage;
  /** Photo pixels per working-image pixel (>= 1). */
  readonly scale: number;
  readonly photoWidth: number;
  readonly photoHeight: number;
}

// Raster formats people send from phones. SVG, PDF and the like are refused: they are programs
// or documents, not photos, and could reference other files.
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);

/** Decodes a photo to grayscale, pixels as stored (no EXIF rotation), shrunk to WORK_SIZE. */
export async function decodePhoto(bytes: Buffer): Promise<Result<DecodedPhoto, PhotoError>> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    return err({
      code: 'too-large',
      message: `That file is ${megabytes(bytes.length)} MB; send a photo under ${megabytes(MAX_PHOTO_BYTES)} MB.`,
    });
  }
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let width: number;
  let height: number;
  let format: string;
  try {
    // The header alone: no pixel is decoded here, so the pixel limit is checked below instead.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!PHOTO_FORMATS.has(meta.format)) return err(notAnImage());
    width = meta.width;
    height = meta.height;
    format = meta.format;
  } catch {
    return err(notAnImage());
  }
  if (width * height > MAX_PHOTO_PIXELS) {
    return err({
      code: 'too-large',
      message: `That image is ${width}x${height} pixels; send one under ${Math.round(MAX_PHOTO_PIXELS / 1e6)} megapixels.`,
    });
  }
  const scale = Math.max(1, Math.max(width, height) / WORK_SIZE);
  // Too small, or so long and thin that the shrunk image is a sliver: no grid fits in it.
  if (Math.min(width, height) / scale < MIN_PHOTO_SIDE) {
    return err({
      code: 'no-grid',
      message: `That image is ${width}x${height} pixels: too small or too narrow to hold a readable grid.`,
    });
  }
  try {
    const { data, info } = await sharp(bytes, options)
      .flatten({ background: '#ffffff' })
      .resize({
        width: Math.round(width / scale),
        height: Math.round(height / scale),
        fit: 'fill',
      })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
    };
    return ok({ image, scale: width / info.width, photoWidth: width, photoHeight: height });
  } catch {
    // HEIC from iPhones uses a codec this build may not decode; say what to do instead.
    const message =
      format === 'heif'
        ? 'I cannot open that HEIC photo; send it as a JPEG (or a screenshot of it).'
        : 'That image file is damaged or cut short; send the photo again.';
    return err({ code: 'unreadable', message });
  }
}

function notAnImage(): PhotoError {
  return {
    code: 'not-an-image',
    message:
      'That file is not a photo I can open; send a JPEG, PNG, WebP or HEIC picture of the grid.',
  };
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');
}
