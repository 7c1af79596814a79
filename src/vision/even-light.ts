// Evens out the light of a photo before its grid is looked for, and for a page partly in shadow
// before its cells are read.

import type { GrayImage } from './decode.ts';
import type { Cv } from './opencv.ts';

/**
 * The photo's tones with the light evened out, made once per image: each pixel divided by the
 * paper's brightness around it (a max filter wider than any stroke, smoothed). A dim photo, or
 * the dark half of an unevenly lit one, then thresholds like a well-lit one: print 30% darker
 * than its paper is 30% darker whatever the light. Only a second pass: it also whitens a plain
 * dark table or border, whose edge against the page helps outline a grid that the photo cuts off.
 */
export function evenedTones(cv: Cv, image: GrayImage): Uint8Array {
  return evened(cv, image).tones;
}

/**
 * A copy of a photo whose grid is partly in shadow (a hand or a phone over the page), its light
 * evened out, for reading the cells as well as locating the grid: the shaded digits are then as
 * dark against their paper as the lit ones. Evening a shaded part also amplifies its grain (a
 * camera's sensor noise, by the factor the light was cut), which would read as faint marks and
 * break thin lines: where the paper is in shadow the copy is smoothed. Undefined where the
 * middle of the photo, where a grid is, is not in shadow: a photo evenly lit, however dim, reads
 * its cells as before (evening a dim photo's noise would put doubt on right cells).
 */
export function shadedCopy(cv: Cv, image: GrayImage): GrayImage | undefined {
  const { tones, paper } = evened(cv, image);
  const shaded = SHADED * litPaper(paper);
  if (middleShare(image, (i) => paper[i]! < shaded) < SHADED_MIDDLE) return undefined;
  const gray = cv.matFromArray(image.height, image.width, cv.CV_8UC1, tones);
  const smooth = new cv.Mat();
  try {
    // Two box filters, about a Gaussian of 1.5 pixels: a median filter as well kept a few more
    // shaded grids readable, at five times the cost.
    cv.blur(gray, smooth, new cv.Size(5, 5));
    cv.blur(smooth, smooth, new cv.Size(3, 3));
    const [data, smoothed] = [Uint8Array.from(tones), smooth.data];
    for (let i = 0; i < data.length; i++) if (paper[i]! < shaded) data[i] = smoothed[i]!;
    const copy = { width: image.width, height: image.height, data };
    evenedImages.add(copy);
    return copy;
  } finally {
    gray.delete();
    smooth.delete();
  }
}

/** Whether the image is an evened copy already (evening it again would change nothing). */
export function isEvened(image: GrayImage): boolean {
  return evenedImages.has(image);
}

const evenedImages = new WeakSet<GrayImage>();

/**
 * The lit paper's brightness: a high quantile of the paper's over the photo, but not the glare's.
 * A glare streak or a flash's hotspot is paper far brighter than the rest over a few percent of
 * the photo; taken for the lit paper it would put the whole page in "shadow" (a glare-streak
 * copy of a tuning photo: 35% of the middle, read from a smoothed copy that lost a faint digit).
 * A shadow's lit side is as bright at the 90th percentile as at the 95th (tuning hand-shadow
 * copies: within 7%); glare lifts the 95th over the 90th by up to 30%.
 */
function litPaper(paper: Uint8Array): number {
  return Math.min(quantile(paper, LIT_PAPER), GLARE_STEP * quantile(paper, BULK_PAPER));
}

/** The lit paper: this quantile of the paper's brightness over the photo... */
const LIT_PAPER = 0.95;
/** ...unless it stands more than this factor above this quantile (glare, not paper). */
const GLARE_STEP = 1.1;
const BULK_PAPER = 0.9;
/** Paper below this share of the lit paper's brightness is in shadow. */
const SHADED = 0.7;
/**
 * A photo's middle half (each way) this much in shadow has its cells read from the shaded copy.
 * On the tuning photos: 0 for most clean and dim copies (0.1-0.5 for a few whose page is
 * off-centre on a darker table), 0.07-0.93 for their hand-shadow copies, most above 0.2. At 0.05
 * the dim copies' right cells flagged rose 0.66 -> 1.31 per photo, at 0.12 to 1.02, at 0.2 to
 * 0.89 with one more shaded copy refused.
 */
const SHADED_MIDDLE = 0.12;

interface Evened {
  readonly tones: Uint8Array;
  /** The paper's brightness around each pixel. */
  readonly paper: Uint8Array;
}

const evenedOnce = new WeakMap<GrayImage, Evened>();

function evened(cv: Cv, image: GrayImage): Evened {
  const known = evenedOnce.get(image);
  if (known) return known;
  const gray = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const paper = new cv.Mat();
  const reach = 2 * Math.round(Math.max(image.width, image.height) / 80) + 1;
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach));
  try {
    cv.dilate(gray, paper, kernel);
    cv.blur(paper, paper, new cv.Size(2 * reach + 1, 2 * reach + 1));
    const [g, p] = [image.data, paper.data];
    const tones = new Uint8Array(g.length);
    for (let i = 0; i < g.length; i++) tones[i] = Math.min(255, (255 * g[i]!) / Math.max(p[i]!, 8));
    const made = { tones, paper: Uint8Array.from(p) };
    evenedOnce.set(image, made);
    return made;
  } finally {
    gray.delete();
    paper.delete();
    kernel.delete();
  }
}

// The share of the photo's middle half (each way) where `inside` holds.
function middleShare(image: GrayImage, inside: (i: number) => boolean): number {
  const { width, height } = image;
  let [count, all] = [0, 0];
  for (let y = height >> 2; y < (3 * height) >> 2; y++)
    for (let x = width >> 2; x < (3 * width) >> 2; x++, all++) if (inside(y * width + x)) count++;
  return all ? count / all : 0;
}

// The q-quantile of the tones.
function quantile(tones: Uint8Array, q: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < tones.length; i++) histogram[tones[i]!]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= q * tones.length) return v;
  return 255;
}
