// Style c's camera, unlike the one of styles a and b: the page curls, the camera is tilted more
// and turned by up to 15 degrees over a table, the light is warm with a dark rim and sometimes a
// glare spot, the shot is shaken (motion blur) or out of focus, the sensor adds noise, and the
// chat app may shrink it to a thumbnail and blow it up again before a heavy JPEG.

import sharp from 'sharp';
import type { Random } from '../../src/engine/random.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { warpOntoTable, type Raw } from './warp-onto-table.ts';

const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random.next();

/** The page `rgb` (3 channels) photographed by style c's camera, as a JPEG. */
export async function photographC(
  cv: Cv,
  page: Raw,
  random: Random,
  longSide?: number,
): Promise<Buffer> {
  const curled = curl(cv, page, random);
  const tilted = tiltAndTurn(cv, curled, random);
  const lit = await light(tilted, random);
  const shaken = await shake(lit, random);
  const noisy = noise(shaken, random);
  const side = longSide ?? Math.round(between(random, 700, 1300));
  let image = sharp(noisy.data, { raw: { width: noisy.width, height: noisy.height, channels: 3 } });
  if (longSide === undefined && random.next() < 0.3) {
    // A thumbnail blown up again.
    const small = await image
      .resize({ width: 480, height: 480, fit: 'inside' })
      .png({ compressionLevel: 1 })
      .toBuffer();
    image = sharp(small);
  }
  return image
    .resize({ width: side, height: side, fit: 'inside' })
    .jpeg({ quality: 25 + random.int(50) })
    .toBuffer();
}

// The page bent like paper lifted at one side: rows move by a sine of the column.
function curl(cv: Cv, page: Raw, random: Random): Raw {
  const { width, height } = page;
  const amplitude = between(random, 0, 0.02) * height;
  const phase = between(random, 0, Math.PI);
  const mapX = new cv.Mat(height, width, cv.CV_32FC1);
  const mapY = new cv.Mat(height, width, cv.CV_32FC1);
  const src = cv.matFromArray(height, width, cv.CV_8UC3, page.data);
  const out = new cv.Mat();
  try {
    const xs = mapX.data32F;
    const ys = mapY.data32F;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        xs[y * width + x] = x;
        ys[y * width + x] = y + amplitude * Math.sin((Math.PI * x) / width + phase);
      }
    cv.remap(src, out, mapX, mapY, cv.INTER_LINEAR, cv.BORDER_REPLICATE);
    return { data: Buffer.from(out.data), width, height };
  } finally {
    [mapX, mapY, src, out].forEach((m) => m.delete());
  }
}

// Perspective (corners moved by up to 9% of the page) and a turn of up to 15 degrees, on a table.
function tiltAndTurn(cv: Cv, page: Raw, random: Random): Raw {
  const { width, height } = page;
  const margin = Math.round(between(random, 0.1, 0.22) * Math.max(width, height));
  const [outW, outH] = [width + 2 * margin, height + 2 * margin];
  const angle = (between(random, -15, 15) * Math.PI) / 180;
  const [cx, cy] = [outW / 2, outH / 2];
  const jitter = () => between(random, -0.09, 0.09) * Math.min(width, height);
  const corners = [
    [margin, margin],
    [margin + width, margin],
    [margin + width, margin + height],
    [margin, margin + height],
  ].map(([x, y]) => {
    const [dx, dy] = [x! + jitter() - cx, y! + jitter() - cy];
    return [
      cx + dx * Math.cos(angle) - dy * Math.sin(angle),
      cy + dx * Math.sin(angle) + dy * Math.cos(angle),
    ];
  });
  const table = [30 + random.int(90), 40 + random.int(90), 50 + random.int(90)] as const;
  return warpOntoTable(cv, page, corners, { width: outW, height: outH }, table);
}

// Warm light with a dark rim (multiplied in), and sometimes a glare spot (screened in).
async function light(image: Raw, random: Random): Promise<Raw> {
  const { width, height } = image;
  const warm = `rgb(255,${235 + random.int(20)},${195 + random.int(40)})`;
  const rim = Math.round(between(random, 90, 170));
  const tint = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="${between(random, 0.35, 0.65)}" cy="${between(random, 0.35, 0.65)}" r="0.75"><stop offset="0.4" stop-color="${warm}"/><stop offset="1" stop-color="rgb(${rim},${rim},${rim})"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  const layers: sharp.OverlayOptions[] = [{ input: Buffer.from(tint), blend: 'multiply' }];
  if (random.next() < 0.5) {
    const glare = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="g"><feGaussianBlur stdDeviation="${(0.04 * width).toFixed(0)}"/></filter></defs><ellipse cx="${between(random, 0.2, 0.8) * width}" cy="${between(random, 0.2, 0.8) * height}" rx="${between(random, 0.06, 0.15) * width}" ry="${between(random, 0.04, 0.1) * height}" fill="rgb(235,235,235)" filter="url(#g)"/></svg>`;
    layers.push({ input: Buffer.from(glare), blend: 'screen' });
  }
  const data = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

// A shaken hand (a line kernel 3-9 pixels long, at any angle) or a lens out of focus.
async function shake(image: Raw, random: Random): Promise<Raw> {
  const { width, height } = image;
  let pipeline = sharp(image.data, { raw: { width, height, channels: 3 } });
  if (random.next() < 0.5) {
    const size = 3 + 2 * random.int(4);
    const angle = between(random, 0, Math.PI);
    const kernel = new Array<number>(size * size).fill(0);
    const half = (size - 1) / 2;
    for (let t = -half; t <= half; t += 0.25) {
      const x = Math.round(half + t * Math.cos(angle));
      const y = Math.round(half + t * Math.sin(angle));
      kernel[y * size + x] = 1;
    }
    const sum = kernel.reduce((a, b) => a + b, 0);
    pipeline = pipeline.convolve({ width: size, height: size, kernel, scale: sum });
  } else {
    pipeline = pipeline.blur(between(random, 0.5, 1.6));
  }
  return { data: await pipeline.raw().toBuffer(), width, height };
}

// Sensor noise: Gaussian, sigma 2-7 grey levels, the same on the three channels of a pixel.
function noise(image: Raw, random: Random): Raw {
  const sigma = between(random, 2, 7);
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i += 3) {
    const u = Math.max(random.next(), 1e-9);
    const n = sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + n));
  }
  return { data, width: image.width, height: image.height };
}
