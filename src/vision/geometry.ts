// Small plane-geometry helpers shared by the locating and rectifying steps.

export type Point = readonly [number, number];
/** Corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** Area of a polygon (shoelace), always positive. */
export function polygonArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** Puts four points in top-left, top-right, bottom-right, bottom-left order. */
export function orderCorners(points: readonly Point[]): Quad {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  const sorted = [...points].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  // Angles ascending from -pi: top-left comes first in image coordinates (y down).
  let start = 0;
  let best = Infinity;
  sorted.forEach((p, i) => {
    if (p[0] + p[1] < best) {
      best = p[0] + p[1];
      start = i;
    }
  });
  const q = [0, 1, 2, 3].map((i) => sorted[(start + i) % 4]!);
  return [q[0]!, q[1]!, q[2]!, q[3]!];
}

/** True when the quadrilateral is convex (all turns the same way). */
export function isConvex(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i]!;
    const [bx, by] = quad[(i + 1) % 4]!;
    const [cx, cy] = quad[(i + 2) % 4]!;
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** True when p lies inside the convex quad. */
export function insideQuad(quad: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i]!;
    const [bx, by] = quad[(i + 1) % 4]!;
    const cross = (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax);
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign && cross !== 0) return false;
  }
  return true;
}

/** Centre of a quad (mean of its corners). */
export function quadCenter(quad: Quad): Point {
  return [
    (quad[0][0] + quad[1][0] + quad[2][0] + quad[3][0]) / 4,
    (quad[0][1] + quad[1][1] + quad[2][1] + quad[3][1]) / 4,
  ];
}

/**
 * Two outlines of about the same size around the same middle (each one's centre inside the
 * other, areas within a factor of two): the same printed grid, outlined a little differently.
 */
export function sameGrid(a: Quad, b: Quad): boolean {
  const ratio = polygonArea(a) / polygonArea(b);
  return ratio >= 0.5 && ratio <= 2 && insideQuad(a, quadCenter(b)) && insideQuad(b, quadCenter(a));
}

/** Length of the segment a-b. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** The point at (u, v) of the unit square mapped projectively onto the quad. */
export function projectUnitSquare(quad: Quad, u: number, v: number): Point {
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad);
  const w = g * u + h * v + 1;
  return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
}

/**
 * True when the square [lo, hi]^2 of the unit square's coordinates maps onto the quad's picture
 * with room to spare: every point lands at least a pixel inside a width x height image (and the
 * map stays finite there), so an image warped from it has no pixel from beyond the picture.
 */
export function squareInside(
  quad: Quad,
  lo: number,
  hi: number,
  width: number,
  height: number,
): boolean {
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad);
  // The map is projective: where its denominator stays positive at the four corners it does in
  // between, and the square's image is the convex hull of the corners' images.
  for (const u of [lo, hi])
    for (const v of [lo, hi]) {
      const w = g * u + h * v + 1;
      if (!(w > 0)) return false;
      const [x, y] = [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
      if (!(x >= 1 && y >= 1 && x <= width - 3 && y <= height - 3)) return false;
    }
  return true;
}

// Square-to-quad homography (Heckbert): corners (0,0),(1,0),(1,1),(0,1) -> quad.
function squareToQuad(
  quad: Quad,
): [number, number, number, number, number, number, number, number] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9)
    return [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / det;
  const h = (dx1 * sy - sx * dy1) / det;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h];
}
