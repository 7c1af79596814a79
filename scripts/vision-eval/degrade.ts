// Degraded copies of a photo, for measuring how the reader holds up: heavy JPEG compression,
// low light, blur and a tilted camera. Each is a fixed, deterministic transform of the bytes.

import sharp from 'sharp';

export interface Degradation {
  readonly name: string;
  /** What the copy is, for the benchmark's table. */
  readonly description: string;
  apply(bytes: Buffer): Promise<Buffer>;
}

// Pixels as stored (no EXIF rotation), as the reader decodes them; output drops the EXIF tag.
const open = (bytes: Buffer) => sharp(bytes, { failOn: 'none' });

/** The degraded sets of the benchmark. */
export const DEGRADATIONS: readonly Degradation[] = [
  {
    name: 'JPEG-20',
    description: 're-encoded as JPEG quality 20',
    apply: (bytes) => open(bytes).jpeg({ quality: 20 }).toBuffer(),
  },
  {
    name: 'dark',
    description: 'brightness x0.3 (a dim room), JPEG 90',
    apply: (bytes) => open(bytes).linear(0.3, 0).jpeg({ quality: 90 }).toBuffer(),
  },
  {
    name: 'blurred',
    description: 'Gaussian blur, sigma 1/400 of the longer side, JPEG 90',
    apply: async (bytes) => {
      const { width = 800, height = 600 } = await open(bytes).metadata();
      const sigma = Math.max(width, height) / 400;
      return open(bytes).blur(sigma).jpeg({ quality: 90 }).toBuffer();
    },
  },
  {
    name: 'tilted',
    description: 'rotated 12 degrees on a grey ground, JPEG 90',
    apply: (bytes) =>
      open(bytes).rotate(12, { background: '#7f7f7f' }).jpeg({ quality: 90 }).toBuffer(),
  },
];
