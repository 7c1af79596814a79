// A dark ground with light print (a dark-theme screen): told apart from a dim photo of a page,
// and the tones swapped so the reader sees dark print on light.

import type { GrayImage } from './decode.ts';

// A dark ground with light print: the median is dark and the tones far from it are the light
// ones. A dim photo of a page also has a dark median, but its print is darker still. A light
// page or phone screen on a dark table has a dark median too, the table filling most of the
// photo; but the middle of the photo, where the grid is, is light (a dark-theme board's middle
// is as dark as its ground).
/** Whether the photo is light print on a dark ground (a dark-theme screen). */
export function isDarkGround(image: GrayImage): boolean {
  const { width, height, data } = image;
  // Every seventh pixel of the whole photo.
  const whole = toneQuantiles(Math.ceil(data.length / 7), (k) => data[7 * k]!);
  const median = whole(0.5);
  if (!(median < DARK_MEDIAN && whole(0.98) - median > median - whole(0.02))) return false;
  // The middle half each way, sampled every third pixel of every third row.
  const [x0, y0, w, h] = [Math.floor(width / 4), Math.floor(height / 4), width >> 1, height >> 1];
  const across = Math.ceil(w / 3);
  const middle = toneQuantiles(Math.ceil(h / 3) * across, (k) => {
    const [row, column] = [y0 + 3 * Math.floor(k / across), x0 + 3 * (k % across)];
    return data[row * width + column]!;
  });
  return middle(0.5) < DARK_MEDIAN;
}

/** Below this median tone a ground is dark. */
const DARK_MEDIAN = 100;

// The quantiles of `count` sampled tones, `tone(k)` the k-th.
function toneQuantiles(count: number, tone: (k: number) => number): (q: number) => number {
  const histogram = new Uint32Array(256);
  for (let k = 0; k < count; k++) histogram[tone(k)]!++;
  return (q) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= q * count) return v;
    return 255;
  };
}

/** The image with its tones swapped (light print on dark read as dark print on light). */
export function invert(image: GrayImage): GrayImage {
  const data = new Uint8Array(image.data.length);
  // A plain loop: a typed array's map calls a function per pixel, several times slower.
  for (let i = 0; i < data.length; i++) data[i] = 255 - image.data[i]!;
  return { width: image.width, height: image.height, data };
}
