// A dark ground with light print (a dark-theme screen): told apart from a dim photo of a page,
// and the tones swapped so the reader sees dark print on light.

import type { GrayImage } from './decode.ts';
import type { Cv } from './opencv.ts';

// A dark ground with light print: the median is dark and the tones far from it are the light
// ones. A dim photo of a page also has a dark median, but its print is darker still. A light
// page or phone screen on a dark table has a dark median too, the table filling most of the
// photo; but the middle of the photo, where the grid is, is light (a dark-theme board's middle
// is as dark as its ground). A shadow over most of a page (a hand, a phone) darkens the median
// and the middle too; but there the print is still darker than the paper around it, where a
// dark-theme screen's print is lighter than its ground.
/** Whether the photo is light print on a dark ground (a dark-theme screen). */
export function isDarkGround(cv: Cv, image: GrayImage): boolean {
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
  return middle(0.5) < DARK_MEDIAN && printIsLighterThanGround(cv, image);
}

/**
 * Whether more pixels stand out lighter than their neighbourhood's median than darker: print is
 * the minority that stands out, lighter than its ground on a dark-theme screen, darker on paper
 * however shaded (the median, unlike a mean, is not pulled by bold strokes nearby, so the ground
 * beside them does not count). Read on a copy about 320 pixels across, the neighbourhood a bit
 * wider than a stroke; a pixel stands out when it is a fifth of the median's tone away from it
 * (at least 12 tones, above a dark part's sensor noise).
 */
export function printIsLighterThanGround(cv: Cv, image: GrayImage): boolean {
  const { width, height } = image;
  const scale = Math.min(1, SMALL_SIDE / Math.max(width, height));
  const full = cv.matFromArray(height, width, cv.CV_8UC1, image.data);
  const [small, median] = [new cv.Mat(), new cv.Mat()];
  try {
    const size = new cv.Size(Math.round(width * scale), Math.round(height * scale));
    cv.resize(full, small, size, 0, 0, cv.INTER_AREA);
    cv.medianBlur(small, median, NEIGHBOURHOOD);
    const [tones, medians] = [small.data, median.data];
    let [lighter, darker] = [0, 0];
    for (let i = 0; i < tones.length; i++) {
      const [tone, ground] = [tones[i]!, medians[i]!];
      const apart = Math.max(STANDS_OUT_TONES, STANDS_OUT_SHARE * ground);
      if (tone > ground + apart) lighter++;
      else if (tone < ground - apart) darker++;
    }
    return lighter > darker;
  } finally {
    full.delete();
    small.delete();
    median.delete();
  }
}

/** The side of the copy print is compared on, and its neighbourhood (pixels, odd). */
const SMALL_SIDE = 320;
const NEIGHBOURHOOD = 11;
const STANDS_OUT_TONES = 12;
const STANDS_OUT_SHARE = 0.2;

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
