// The marks in one cell sample: connected components of its thresholded ink, less the remnants
// of grid lines the cut went slightly past.

/** Cell image side (px) after resampling between its lines. */
export const CELL_SAMPLE = 40;

// Strokes broken apart by the threshold belong to the same digit when they overlap its box.
export function nearParts(components: readonly Component[], main: Component): Component[] {
  const pad = 0.08 * CELL_SAMPLE;
  return components.filter(
    (c) =>
      c === main ||
      (c.x0 <= main.x1 + pad &&
        c.x1 >= main.x0 - pad &&
        c.y0 <= main.y1 + pad &&
        c.y1 >= main.y0 - pad),
  );
}

/**
 * The biggest mark near the cell's centre above `threshold` (in `values`, a cell sample's ink or
 * its smoothed ink over its shade), and every mark but line remnants. `band`: pixels left out
 * along each edge; `window`: how far off centre (a share of the side) the main mark may lie.
 */
export function centralMark(
  values: Float32Array,
  threshold: number,
  band = Math.round(0.09 * CELL_SAMPLE),
  window = 0.22,
): { main: Component | undefined; components: Component[] } {
  const S = CELL_SAMPLE;
  const mask = new Uint8Array(S * S);
  for (let y = band; y < S - band; y++) {
    for (let x = band; x < S - band; x++) if (values[y * S + x]! > threshold) mask[y * S + x] = 1;
  }
  clearLineRuns(mask, S);
  const components = labelComponents(mask, S).filter((c) => !isLineRemnant(c, S));
  const [lo, hi] = [window * S, (1 - window) * S];
  const main = components
    .filter((c) => c.cx > lo && c.cx < hi && c.cy > lo && c.cy < hi)
    .reduce<Component | undefined>((a, b) => (a && a.area >= b.area ? a : b), undefined);
  return { main, components };
}

// Clears long straight runs near the cell's edges: a grid line the cut went slightly past,
// which would otherwise join a digit that touches it.
function clearLineRuns(mask: Uint8Array, S: number): void {
  const edge = Math.round(0.25 * S);
  const long = Math.round(0.6 * S);
  for (const horizontal of [true, false]) {
    for (let a = 0; a < S; a++) {
      if (a >= edge && a < S - edge) continue;
      let start = -1;
      for (let b = 0; b <= S; b++) {
        const i = horizontal ? a * S + b : b * S + a;
        const on = b < S && mask[i] === 1;
        if (on && start < 0) start = b;
        if (!on && start >= 0) {
          if (b - start >= long) {
            for (let c = start; c < b; c++) mask[horizontal ? a * S + c : c * S + a] = 0;
          }
          start = -1;
        }
      }
    }
  }
}

/** A connected mark of a cell's thresholded ink, with its box. */
export interface Component {
  readonly pixels: number[];
  readonly area: number;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly w: number;
  readonly h: number;
  readonly cx: number;
  readonly cy: number;
}

function labelComponents(mask: Uint8Array, S: number): Component[] {
  const seen = new Uint8Array(S * S);
  const out: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < S * S; start++) {
    if (!mask[start] || seen[start]) continue;
    const pixels: number[] = [];
    seen[start] = 1;
    stack.push(start);
    let [x0, y0, x1, y1] = [S, S, 0, 0];
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % S;
      const y = (i - x) / S;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= S || ny >= S) continue;
          const j = ny * S + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    out.push({
      pixels,
      area: pixels.length,
      x0,
      y0,
      x1,
      y1,
      w: x1 - x0 + 1,
      h: y1 - y0 + 1,
      cx: (x0 + x1 + 1) / 2,
      cy: (y0 + y1 + 1) / 2,
    });
  }
  return out;
}

// A long thin mark hugging the cell's edge is a piece of grid line, not a digit.
function isLineRemnant(c: Component, S: number): boolean {
  const edge = 0.2 * S;
  const nearVerticalEdge = c.cx < edge || c.cx > S - edge;
  const nearHorizontalEdge = c.cy < edge || c.cy > S - edge;
  if (c.h >= 0.5 * S && c.w <= 0.15 * S && nearVerticalEdge) return true;
  if (c.w >= 0.5 * S && c.h <= 0.15 * S && nearHorizontalEdge) return true;
  return false;
}
