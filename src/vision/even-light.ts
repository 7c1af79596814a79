// Evens out the light of a photo before its grid is looked for.

import type { GrayImage } from './decode.ts';
import type { Cv } from './opencv.ts';

/**
 * Local contrast normalisation, in place: each pixel divided by the paper's brightness around
 * it (a max filter wider than any stroke, smoothed). A dim photo, or the dark half of an
 * unevenly lit one, then thresholds like a well-lit one: print 30% darker than its paper is
 * 30% darker whatever the light. Only a second pass: it also whitens a plain dark table or
 * border, whose edge against the page helps outline a grid that the photo cuts off.
 */
export function evenOutLight(cv: Cv, gray: InstanceType<Cv['Mat']>): void {
  const paper = paperOf(cv, gray);
  try {
    divideByPaper(gray.data, paper.data);
  } finally {
    paper.delete();
  }
}

// The paper's brightness around each pixel: a max filter wider than any stroke, smoothed.
function paperOf(cv: Cv, gray: InstanceType<Cv['Mat']>): InstanceType<Cv['Mat']> {
  const paper = new cv.Mat();
  const side = Math.max(gray.rows, gray.cols);
  const reach = 2 * Math.round(side / 80) + 1;
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach));
  try {
    cv.dilate(gray, paper, kernel);
    cv.blur(paper, paper, new cv.Size(2 * reach + 1, 2 * reach + 1));
    return paper;
  } catch (error) {
    paper.delete();
    throw error;
  } finally {
    kernel.delete();
  }
}

function divideByPaper(g: Uint8Array, p: Uint8Array): void {
  for (let i = 0; i < g.length; i++) g[i] = Math.min(255, (255 * g[i]!) / Math.max(p[i]!, 8));
}

/**
 * A copy of the photo with its light evened out (see evenOutLight), for reading the cells as well
 * as locating the grid: under a hand's shadow the shaded digits are then as dark against their
 * paper as the lit ones. Evening a shaded part also amplifies its grain (a camera's sensor noise,
 * by the same factor as the light was cut), which would read as faint marks and break thin lines:
 * where the paper is in shadow the evened copy is smoothed. The copy is known as evened, so the
 * locator does not even it out again.
 */
export function evenedCopy(cv: Cv, image: GrayImage): GrayImage {
  const gray = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const paper = paperOf(cv, gray);
  const smooth = new cv.Mat();
  try {
    divideByPaper(gray.data, paper.data);
    const shaded = SHADED * quantile(paper.data, LIT_PAPER);
    const p = paper.data;
    if (p.some((tone) => tone < shaded)) {
      // Two box filters, about a Gaussian of 1.5 pixels: a median filter as well kept a few more
      // shaded grids readable, at five times the cost on every picture with a shadow.
      cv.blur(gray, smooth, new cv.Size(5, 5));
      cv.blur(smooth, smooth, new cv.Size(3, 3));
      const [g, s] = [gray.data, smooth.data];
      for (let i = 0; i < g.length; i++) if (p[i]! < shaded) g[i] = s[i]!;
    }
    const copy = { width: image.width, height: image.height, data: Uint8Array.from(gray.data) };
    evenedImages.add(copy);
    return copy;
  } finally {
    gray.delete();
    paper.delete();
    smooth.delete();
  }
}

/** Whether the image is an evened copy already (evening it again would change nothing). */
export function isEvened(image: GrayImage): boolean {
  return evenedImages.has(image);
}

const evenedImages = new WeakSet<GrayImage>();

/** The lit paper: this quantile of the paper's brightness over the photo. */
const LIT_PAPER = 0.95;
/** Paper below this share of the lit paper's brightness is in shadow. */
const SHADED = 0.7;

// The q-quantile of the tones.
function quantile(tones: Uint8Array, q: number): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < tones.length; i++) histogram[tones[i]!]!++;
  let seen = 0;
  for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= q * tones.length) return v;
  return 255;
}
