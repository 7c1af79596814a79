// Finds where the printed grid is: quadrilateral outlines from OpenCV contours, each scored by
// how well the nine-by-nine line pattern shows up when that outline is straightened.

import type { GrayImage } from './decode.ts';
import {
  distance,
  insideQuad,
  isConvex,
  orderCorners,
  polygonArea,
  quadCenter,
  type Point,
  type Quad,
} from './geometry.ts';
import { fitEvenLines } from './line-fit.ts';
import { quadsFromLines } from './line-locate.ts';
import { evenedTones, isEvened } from './even-light.ts';
import { warpInside, warpQuad } from './warp.ts';
import type { Cv } from './opencv.ts';

export interface GridCandidate {
  readonly quad: Quad;
  readonly area: number;
  /** Line evidence in [0, 1]: ink on the expected grid lines minus ink between them. */
  readonly score: number;
}

/** A grid needs at least this fraction of the image area. */
const MIN_AREA_FRACTION = 0.03;
/** Candidates scoring below this are not grids. */
const MIN_GRID_SCORE = 0.18;
/** Outlines scored at most per photo. */
const MAX_SCORED = 8;
/** Other outlines read at most when the chosen one's reading does not check out. */
const MAX_RUNNERS_UP = 2;
/** Cell size (px) of the small straightened image used for scoring. */
const SCORE_CELL = 16;

/** How hard to look: the plain outline pass, or the second opinion. */
export interface LocateOptions {
  /** Even out the light first (dim or unevenly lit photos). */
  readonly evenLight?: boolean;
  /** Also outline the grid from its lines (grids cut by the frame or touching other rules). */
  readonly lines?: boolean;
}

/** Quadrilaterals that may be the grid, best first (by score, then size). */
export function findGridCandidates(
  cv: Cv,
  image: GrayImage,
  options: LocateOptions = {},
): GridCandidate[] {
  const evenLight = options.evenLight === true;
  const binary = binarize(cv, image, evenLight);
  try {
    // The light-evened pass and the one that also outlines from lines share the binary image,
    // so its contours' outlines are found and scored once (the last binary's are kept).
    if (contoured?.image !== image || contoured.evenLight !== evenLight)
      contoured = { image, evenLight, ...contourCandidates(cv, binary, image) };
    const { quads, scored } = contoured;
    // Every outline the lines suggest is scored too.
    const minArea = MIN_AREA_FRACTION * image.width * image.height;
    const fromLines = options.lines
      ? quadsFromLines(cv, binary)
          .filter((quad) => polygonArea(quad) >= minArea && !isDuplicate(quads, quad))
          .map((quad) => ({ quad, area: polygonArea(quad), score: gridScore(cv, binary, quad) }))
      : [];
    return [...scored, ...fromLines].sort((a, b) => b.score - a.score || b.area - a.area);
  } finally {
    binary.delete();
  }
}

let contoured:
  | { image: GrayImage; evenLight: boolean; quads: readonly Quad[]; scored: GridCandidate[] }
  | undefined;

// The outlines of the binary image's contours and of its crowd of cells, and the largest of
// them scored (the grid is among them, and scoring costs time), largest first.
function contourCandidates(
  cv: Cv,
  binary: InstanceType<Cv['Mat']>,
  image: GrayImage,
): { quads: readonly Quad[]; scored: GridCandidate[] } {
  const { width, height } = image;
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  try {
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const minArea = MIN_AREA_FRACTION * width * height;
    const minCellArea = minArea / 81 / 2;
    const quads: Quad[] = [];
    const cellLike: { quad: Quad; area: number }[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      try {
        const area = cv.contourArea(contour);
        if (area >= minCellArea && area < minArea) {
          const cell = cellOfContour(cv, contour, area);
          if (cell) cellLike.push({ quad: cell, area });
        }
        if (area < minArea) continue;
        for (const quad of quadsOfContour(cv, contour)) {
          if (isConvex(quad) && polygonArea(quad) >= minArea && !isDuplicate(quads, quad)) {
            quads.push(quad);
          }
        }
      } finally {
        contour.delete();
      }
    }
    // The grid's cells are its holes: a crowd of similar small squares. Their hull outlines the
    // grid even when the grid touches other print (a caption, the page's edge).
    for (const quad of quadsOfCells(cv, cellLike)) {
      if (isConvex(quad) && !isDuplicate(quads, quad)) quads.push(quad);
    }
    const scored = [...quads]
      .sort((a, b) => polygonArea(b) - polygonArea(a))
      .slice(0, MAX_SCORED)
      .map((quad) => ({ quad, area: polygonArea(quad), score: gridScore(cv, binary, quad) }));
    return { quads, scored };
  } finally {
    contours.delete();
    hierarchy.delete();
  }
}

/** Ink (255) where the image is darker than its surroundings: print, lines, edges. */
export function binarize(cv: Cv, image: GrayImage, evenLight: boolean): InstanceType<Cv['Mat']> {
  // The light-evened one serves both the line sketch and the locator's second opinion: made
  // once per picture (the last one is kept, as the photo mask is).
  if (evenLight && evened?.image === image) return evened.binary.clone();
  const binary = binarizeAnew(cv, image, evenLight);
  if (evenLight) {
    evened?.binary.delete();
    evened = { image, binary: binary.clone() };
  }
  return binary;
}

let evened: { image: GrayImage; binary: InstanceType<Cv['Mat']> } | undefined;

function binarizeAnew(cv: Cv, image: GrayImage, evenLight: boolean): InstanceType<Cv['Mat']> {
  const { width, height } = image;
  const src = cv.matFromArray(height, width, cv.CV_8UC1, image.data);
  const binary = new cv.Mat();
  try {
    if (evenLight && !isEvened(image)) src.data.set(evenedTones(cv, image));
    const block = Math.max(15, 2 * Math.round(Math.max(width, height) / 70) + 1);
    cv.adaptiveThreshold(
      src,
      binary,
      255,
      cv.ADAPTIVE_THRESH_MEAN_C,
      cv.THRESH_BINARY_INV,
      block,
      7,
    );
    return binary;
  } catch (error) {
    binary.delete();
    throw error;
  } finally {
    src.delete();
  }
}

/** The grid to read among the candidates (and other grids as good beside it), or that there is none. */
export function chooseGrid(
  candidates: readonly GridCandidate[],
):
  | { grid: GridCandidate; runnersUp: GridCandidate[]; others: GridCandidate[] }
  | { problem: 'no-grid' } {
  // A corner of a neighbouring puzzle or last week's solution can show a crisp line pattern
  // too; the puzzle the user photographed is the big one, so size weighs in (gently).
  const weight = (c: GridCandidate) => c.score * Math.pow(c.area, 0.25);
  const best = candidates.reduce<GridCandidate | undefined>(
    (a, b) => (b.score >= MIN_GRID_SCORE && (!a || weight(b) > weight(a)) ? b : a),
    undefined,
  );
  if (!best) return { problem: 'no-grid' };
  // The grid's own border and the hull of its cells score alike and differ in size by a few
  // line widths; among such outlines nearly as good as the best, the largest is the whole
  // grid. Much larger outlines are the page, or two grids together.
  const good = candidates.filter((c) => c.score >= Math.max(MIN_GRID_SCORE, 0.85 * best.score));
  const grid = onePairedGrid(
    candidates,
    good
      .filter((c) => c.area <= 1.25 * best.area)
      .reduce((a, b) => (b.area > a.area ? b : a), best),
  );
  const others = candidates.filter(
    (c) =>
      c !== grid &&
      c.area >= 0.5 * grid.area &&
      c.score >= Math.max(MIN_GRID_SCORE, 0.75 * grid.score) &&
      !insideQuad(grid.quad, quadCenter(c.quad)) &&
      !insideQuad(c.quad, quadCenter(grid.quad)),
  );
  // Other grids as good and as big: the chosen one (the most convincing, size weighing in) is
  // read, and the reader says which one it read, or refuses when that reading does not check out.
  // The next best outlines, for when the chosen one's reading does not check out (a page
  // margin about a cell wide can outline a lattice shifted by one cell).
  const runnersUp = candidates
    .filter((c) => c !== grid && c.score >= MIN_GRID_SCORE)
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, MAX_RUNNERS_UP);
  return { grid, runnersUp, others };
}

// Two grids printed close together also outline as one (the print between them reads as
// lines): where the chosen outline holds two outlines apart from each other, each of about half
// its size and each a better grid than the pair, the better of the two is the grid.
function onePairedGrid(candidates: readonly GridCandidate[], grid: GridCandidate): GridCandidate {
  const halves = candidates.filter(
    (c) =>
      c.score > grid.score &&
      c.area >= 0.3 * grid.area &&
      c.area <= 0.7 * grid.area &&
      insideQuad(grid.quad, quadCenter(c.quad)),
  );
  const apart = (a: GridCandidate, b: GridCandidate) =>
    !insideQuad(a.quad, quadCenter(b.quad)) && !insideQuad(b.quad, quadCenter(a.quad));
  for (const [i, a] of halves.entries())
    for (const b of halves.slice(i + 1)) if (apart(a, b)) return a.score >= b.score ? a : b;
  return grid;
}

// A contour's outline as four corners: its convex hull simplified until four points remain,
// or else the hull's extreme points along the two diagonals.
function quadsOfContour(cv: Cv, contour: InstanceType<Cv['Mat']>): Quad[] {
  const hull = new cv.Mat();
  const approx = new cv.Mat();
  try {
    cv.convexHull(contour, hull, false, true);
    const perimeter = cv.arcLength(hull, true);
    // A grid cut by the photo's edge (or touching other print) leaves a hull with more corners:
    // the four of them enclosing the most area outline it best.
    for (const fraction of [0.008, 0.015, 0.025]) {
      cv.approxPolyDP(hull, approx, fraction * perimeter, true);
      if (approx.rows === 4) return [orderCorners(pointsOf(approx))];
      if (approx.rows > 4 && approx.rows <= 10) {
        // Also its four longest sides extended to meet, which recovers a corner lost where a
        // faint line broke near the photo's edge, or where glare washed the corner out: where
        // that moves a corner by more than a quarter of a cell (else it is the same outline).
        const points = pointsOf(approx);
        const largest = largestQuad(points);
        const extended = longestSidesQuad(points);
        return extended && cornerMoved(largest, extended) ? [largest, extended] : [largest];
      }
    }
    const points = pointsOf(hull);
    if (points.length < 4) return [];
    const pick = (f: (p: Point) => number) => points.reduce((a, b) => (f(b) > f(a) ? b : a));
    return [
      [
        pick((p) => -p[0] - p[1]),
        pick((p) => p[0] - p[1]),
        pick((p) => p[0] + p[1]),
        pick((p) => -p[0] + p[1]),
      ],
    ];
  } finally {
    hull.delete();
    approx.delete();
  }
}

// A contour that is a small convex quadrilateral filling its outline: possibly one grid cell.
function cellOfContour(cv: Cv, contour: InstanceType<Cv['Mat']>, area: number): Quad | undefined {
  const approx = new cv.Mat();
  try {
    cv.approxPolyDP(contour, approx, 0.08 * cv.arcLength(contour, true), true);
    if (approx.rows !== 4) return undefined;
    const quad = orderCorners(pointsOf(approx));
    if (!isConvex(quad) || area < 0.8 * polygonArea(quad)) return undefined;
    const [a, b, c, d] = quad;
    const w = Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.hypot(c[0] - d[0], c[1] - d[1]);
    const h = Math.hypot(d[0] - a[0], d[1] - a[1]) + Math.hypot(c[0] - b[0], c[1] - b[1]);
    return w < 0.6 * h || h < 0.6 * w ? undefined : quad;
  } finally {
    approx.delete();
  }
}

// The outline of the largest crowd of similar-sized cells (at least 40 of them).
function quadsOfCells(cv: Cv, cells: readonly { quad: Quad; area: number }[]): Quad[] {
  if (cells.length < 40) return [];
  const logs = cells.map((c) => Math.log(c.area)).sort((a, b) => a - b);
  // The densest window of area ratio 2 holds the grid's cells.
  let bestStart = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < logs.length; i++) {
    while (j < logs.length && logs[j]! - logs[i]! <= Math.log(2)) j++;
    if (j - i > bestCount) {
      bestCount = j - i;
      bestStart = logs[i]!;
    }
  }
  if (bestCount < 40) return [];
  const members = cells.filter(
    (c) => Math.log(c.area) >= bestStart && Math.log(c.area) <= bestStart + Math.log(2),
  );
  const points = members.flatMap((c) => c.quad.flatMap((p) => [p[0], p[1]]));
  const mat = cv.matFromArray(points.length / 2, 1, cv.CV_32SC2, points);
  try {
    return quadsOfContour(cv, mat);
  } finally {
    mat.delete();
  }
}

// Whether some corner of `b` lies more than a quarter of a cell (of a 9x9 grid) from `a`'s.
function cornerMoved(a: Quad, b: Quad): boolean {
  const side = a.reduce((sum, p, i) => sum + distance(p, a[(i + 1) % 4]!), 0) / 4;
  return a.some((p, i) => distance(p, b[i]!) > side / 36);
}

// The quad whose sides lie on the polygon's four longest sides (kept in their cyclic order).
function longestSidesQuad(points: readonly Point[]): Quad | undefined {
  const n = points.length;
  const sides = points.map((p, i) => ({ i, length: distance(p, points[(i + 1) % n]!) }));
  const keep = sides
    .sort((a, b) => b.length - a.length)
    .slice(0, 4)
    .map((side) => side.i)
    .sort((a, b) => a - b);
  const corners: Point[] = [];
  for (let k = 0; k < 4; k++) {
    const a = keep[k]!;
    const b = keep[(k + 1) % 4]!;
    const hit = intersect(points[a]!, points[(a + 1) % n]!, points[b]!, points[(b + 1) % n]!);
    if (!hit) return undefined;
    corners.push(hit);
  }
  const quad = orderCorners(corners);
  return isConvex(quad) ? quad : undefined;
}

// Where the lines through p1-p2 and p3-p4 cross (undefined when nearly parallel).
function intersect(p1: Point, p2: Point, p3: Point, p4: Point): Point | undefined {
  const d = (p1[0] - p2[0]) * (p3[1] - p4[1]) - (p1[1] - p2[1]) * (p3[0] - p4[0]);
  if (Math.abs(d) < 1e-6) return undefined;
  const a = p1[0] * p2[1] - p1[1] * p2[0];
  const b = p3[0] * p4[1] - p3[1] * p4[0];
  return [
    (a * (p3[0] - p4[0]) - (p1[0] - p2[0]) * b) / d,
    (a * (p3[1] - p4[1]) - (p1[1] - p2[1]) * b) / d,
  ];
}

// The four of the (convex, ordered) points that enclose the largest area.
function largestQuad(points: readonly Point[]): Quad {
  let best: Point[] = points.slice(0, 4);
  let bestArea = -1;
  const n = points.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const quad = [points[a]!, points[b]!, points[c]!, points[d]!];
          const area = polygonArea(quad);
          if (area > bestArea) {
            bestArea = area;
            best = quad;
          }
        }
  return orderCorners(best);
}

function pointsOf(mat: InstanceType<Cv['Mat']>): Point[] {
  const data = mat.data32S;
  const points: Point[] = [];
  for (let i = 0; i + 1 < data.length; i += 2) points.push([data[i]!, data[i + 1]!]);
  return points;
}

function isDuplicate(quads: readonly Quad[], quad: Quad): boolean {
  return quads.some((q) =>
    q.every((p, i) => Math.hypot(p[0] - quad[i]![0], p[1] - quad[i]![1]) < 4),
  );
}

// An all-white image of the photo's size (where the photo is), kept for reuse across calls.
let maskCache: InstanceType<Cv['Mat']> | undefined;
function photoMask(cv: Cv, like: InstanceType<Cv['Mat']>): InstanceType<Cv['Mat']> {
  if (!maskCache || maskCache.rows !== like.rows || maskCache.cols !== like.cols) {
    maskCache?.delete();
    maskCache = new cv.Mat(like.rows, like.cols, cv.CV_8UC1, new cv.Scalar(255));
  }
  return maskCache;
}

/**
 * Straightens the binary image inside `quad` (with a cell of border) and measures the nine-by-
 * nine line pattern: the contrast of the best evenly spaced fit in each direction.
 */
function gridScore(cv: Cv, binary: InstanceType<Cv['Mat']>, quad: Quad): number {
  const n = 9 * SCORE_CELL;
  const side = n + 2 * SCORE_CELL;
  // Warp at about the photo's own scale, then shrink by area averaging: a direct small warp
  // would sample past one-pixel lines and miss them.
  const longest = Math.max(...quad.map((p, i) => distance(p, quad[(i + 1) % 4]!)));
  const factor = Math.min(3, Math.max(1, Math.round(longest / n)));
  const large = warpQuad(cv, binary, quad, n * factor, SCORE_CELL * factor);
  const warped = new cv.Mat();
  cv.resize(large, warped, new cv.Size(side, side), 0, 0, cv.INTER_AREA);
  large.delete();
  // Where the photo covers: all of it unless the outline (with its margin) runs off the photo.
  const size = { width: binary.cols, height: binary.rows };
  const mask = warpInside(quad, n, SCORE_CELL, size)
    ? undefined
    : warpQuad(cv, photoMask(cv, binary), quad, n, SCORE_CELL);
  try {
    const data = warped.data;
    const inside = mask?.data;
    // A grid has its lines in both directions: the weaker direction is the score.
    const contrasts: number[] = [];
    for (const vertical of [true, false]) {
      const values = new Float64Array(side);
      const validity = new Float64Array(side);
      for (let p = 0; p < side; p++) {
        let hits = 0;
        let count = 0;
        for (let t = SCORE_CELL; t < SCORE_CELL + n; t++) {
          const i = vertical ? t * side + p : p * side + t;
          if (!inside || inside[i]! > 127) {
            count++;
            // A line may sit a pixel off the sampled row, and a thin line is spread over two
            // pixels by the warp: count faint ink, and take the darker of the neighbours.
            const j = vertical ? i + 1 : i + side;
            if (data[i]! > 25 || (j < data.length && data[j]! > 25)) hits++;
          }
        }
        values[p] = count ? hits / count : 0;
        validity[p] = count / n;
      }
      contrasts.push(fitEvenLines(values, validity, SCORE_CELL, SCORE_CELL, true).quartileContrast);
    }
    return Math.min(...contrasts);
  } finally {
    warped.delete();
    mask?.delete();
  }
}
