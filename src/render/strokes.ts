// Strokes: polylines of one colour, width, cap, dash and opacity (a hint's lines of sight, fish
// lines and chain links, curves flattened), and small filled polygons (arrow heads). The same
// points become SVG paths for librsvg (scene.ts), or are rasterised here by distance to each
// segment: no whole-board rasterisation for a few lines, and only the pixels they touch change.

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Polylines stroked alike, drawn as one (where they overlap, covered once, as in SVG). */
export interface Strokes {
  readonly kind: 'strokes';
  readonly colour: string;
  readonly width: number;
  readonly paths: readonly (readonly Point[])[];
  /** Round ends, or square-cut ones at the end points (inner joints are always round). */
  readonly cap: 'round' | 'butt';
  /** Dash and gap lengths along each path. */
  readonly dash?: readonly [number, number];
  readonly opacity?: number;
}

/** Convex polygons filled alike. */
export interface Polygons {
  readonly kind: 'polygons';
  readonly colour: string;
  readonly polygons: readonly (readonly Point[])[];
}

/** Coverage (0-255) of a rectangle of the picture, and the span of each row that has any. */
export interface Coverage {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly alpha: Uint8Array;
  /** Per row: the first column with coverage, and one past the last (equal when none). */
  readonly rowStart: Int32Array;
  readonly rowEnd: Int32Array;
}

/** A coverage being drawn: the larger coverage wins where shapes overlap. */
class CoverageBuffer {
  readonly alpha: Uint8Array;
  readonly rowStart: Int32Array;
  readonly rowEnd: Int32Array;

  constructor(
    readonly left: number,
    readonly top: number,
    readonly width: number,
    readonly height: number,
    private readonly opacity: number,
  ) {
    this.alpha = new Uint8Array(width * height);
    this.rowStart = new Int32Array(height).fill(width);
    this.rowEnd = new Int32Array(height);
  }

  /** Coverage c (0-1) at column x, row y of the buffer. */
  put(x: number, y: number, c: number): void {
    const a = Math.round(c * this.opacity * 255);
    const i = y * this.width + x;
    if (a <= this.alpha[i]!) return;
    this.alpha[i] = a;
    if (x < this.rowStart[y]!) this.rowStart[y] = x;
    if (x >= this.rowEnd[y]!) this.rowEnd[y] = x + 1;
  }
}

/** Where a mark can reach, for a picture of this size. */
function boundsOf(points: readonly Point[], reach: number, width: number, height: number) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    x1: Math.max(0, Math.floor(Math.min(...xs) - reach)),
    y1: Math.max(0, Math.floor(Math.min(...ys) - reach)),
    x2: Math.min(width, Math.ceil(Math.max(...xs) + reach)),
    y2: Math.min(height, Math.ceil(Math.max(...ys) + reach)),
  };
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** The coverage of a mark in a picture of this size (an anti-aliased edge a pixel wide). */
export function rasteriseMark(mark: Strokes | Polygons, width: number, height: number): Coverage {
  const all = mark.kind === 'strokes' ? mark.paths.flat() : mark.polygons.flat();
  const reach = mark.kind === 'strokes' ? mark.width / 2 + 1 : 1;
  const b = boundsOf(all.length ? all : [{ x: 0, y: 0 }], reach, width, height);
  const opacity = mark.kind === 'strokes' ? (mark.opacity ?? 1) : 1;
  const out = new CoverageBuffer(
    b.x1,
    b.y1,
    Math.max(0, b.x2 - b.x1),
    Math.max(0, b.y2 - b.y1),
    opacity,
  );
  if (mark.kind === 'strokes') {
    for (const path of mark.paths) strokePath(mark, path, out);
  } else {
    for (const polygon of mark.polygons) fillPolygon(polygon, out);
  }
  return out;
}

// Each segment covers the pixels within half the width of it (round joints come free: the
// distance to a segment is measured to its nearest point); a dashed path covers only where
// the distance along the path falls on a dash. Overlaps take the larger coverage.
function strokePath(mark: Strokes, path: readonly Point[], out: CoverageBuffer): void {
  const { left, top, width: w, height: h } = out;
  const half = mark.width / 2;
  const [on, off] = mark.dash ?? [0, 0];
  const period = on + off;
  let along = 0;
  for (let s = 0; s + 1 < path.length; s++) {
    const a = path[s]!;
    const z = path[s + 1]!;
    const dx = z.x - a.x;
    const dy = z.y - a.y;
    const length = Math.hypot(dx, dy);
    if (length === 0) continue;
    const ux = dx / length;
    const uy = dy / length;
    const first = s === 0;
    const last = s + 2 === path.length;
    const x1 = Math.max(0, Math.floor(Math.min(a.x, z.x) - half - 1) - left);
    const x2 = Math.min(w, Math.ceil(Math.max(a.x, z.x) + half + 1) - left);
    const y1 = Math.max(0, Math.floor(Math.min(a.y, z.y) - half - 1) - top);
    const y2 = Math.min(h, Math.ceil(Math.max(a.y, z.y) + half + 1) - top);
    for (let y = y1; y < y2; y++) {
      const py = top + y + 0.5 - a.y;
      for (let x = x1; x < x2; x++) {
        const pxl = left + x + 0.5 - a.x;
        const t = pxl * ux + py * uy;
        const across = Math.abs(pxl * -uy + py * ux);
        let c: number;
        if (mark.cap === 'butt' && ((first && t < 0) || (last && t > length))) {
          // Square-cut ends: the pixel's share of the stroke's length, times its width share.
          c = clamp01(half + 0.5 - across) * clamp01(0.5 - (t < 0 ? -t : t - length));
        } else {
          const tc = t < 0 ? 0 : t > length ? length : t;
          const ex = pxl - tc * ux;
          const ey = py - tc * uy;
          c = clamp01(half + 0.5 - Math.sqrt(ex * ex + ey * ey));
        }
        if (c === 0) continue;
        if (period > 0) {
          const m = (along + (t < 0 ? 0 : t > length ? length : t)) % period;
          c *= clamp01(Math.min(m + 0.5, on - m + 0.5));
        }
        if (c > 0) out.put(x, y, c);
      }
    }
    along += length;
  }
}

// A convex polygon: coverage from the signed distance to its nearest edge.
function fillPolygon(polygon: readonly Point[], out: CoverageBuffer): void {
  const { left, top, width: w, height: h } = out;
  const n = polygon.length;
  // Orientation, so that "inside" is the same side of every edge.
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % n]!;
    area += p.x * q.y - q.x * p.y;
  }
  const sign = area > 0 ? 1 : -1;
  const x1 = Math.max(0, Math.floor(Math.min(...polygon.map((p) => p.x)) - 1) - left);
  const x2 = Math.min(w, Math.ceil(Math.max(...polygon.map((p) => p.x)) + 1) - left);
  const y1 = Math.max(0, Math.floor(Math.min(...polygon.map((p) => p.y)) - 1) - top);
  const y2 = Math.min(h, Math.ceil(Math.max(...polygon.map((p) => p.y)) + 1) - top);
  for (let y = y1; y < y2; y++) {
    for (let x = x1; x < x2; x++) {
      const cx = left + x + 0.5;
      const cy = top + y + 0.5;
      let inside = Infinity;
      for (let i = 0; i < n; i++) {
        const p = polygon[i]!;
        const q = polygon[(i + 1) % n]!;
        const ex = q.x - p.x;
        const ey = q.y - p.y;
        const length = Math.hypot(ex, ey) || 1;
        inside = Math.min(inside, (sign * (ex * (cy - p.y) - ey * (cx - p.x))) / length);
      }
      const c = clamp01(inside + 0.5);
      if (c > 0) out.put(x, y, c);
    }
  }
}
