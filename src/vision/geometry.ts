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

/** Length of the segment a-b. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}
