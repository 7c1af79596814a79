// Evens out the light of a photo before its grid is looked for.

import type { Cv } from './opencv.ts';

/**
 * Local contrast normalisation, in place: each pixel divided by the paper's brightness around
 * it (a max filter wider than any stroke, smoothed). A dim photo, or the dark half of an
 * unevenly lit one, then thresholds like a well-lit one: print 30% darker than its paper is
 * 30% darker whatever the light. Only a second pass: it also whitens a plain dark table or
 * border, whose edge against the page helps outline a grid that the photo cuts off.
 */
export function evenOutLight(cv: Cv, gray: InstanceType<Cv['Mat']>): void {
  const paper = new cv.Mat();
  const side = Math.max(gray.rows, gray.cols);
  const reach = 2 * Math.round(side / 80) + 1;
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(reach, reach));
  try {
    cv.dilate(gray, paper, kernel);
    cv.blur(paper, paper, new cv.Size(2 * reach + 1, 2 * reach + 1));
    const g = gray.data;
    const p = paper.data;
    for (let i = 0; i < g.length; i++) g[i] = Math.min(255, (255 * g[i]!) / Math.max(p[i]!, 8));
  } finally {
    paper.delete();
    kernel.delete();
  }
}
