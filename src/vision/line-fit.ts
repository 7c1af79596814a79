// Fits ten evenly spaced grid lines to an ink profile (ink per column or per row of a
// straightened image). Lines outside the photo do not count, so a grid whose border is cut off
// by the photo's edge still fits, and the outline may be off by up to a cell.

export interface LineFit {
  /** Positions of the ten lines (px). */
  readonly lines: number[];
  /** Mean profile value on the lines minus the mean half-way between them. */
  readonly contrast: number;
  /** The median over the lines of that difference: high only when most lines are really there. */
  readonly medianContrast: number;
}

/** Sub-pixel value of a profile (linear interpolation); 0 outside. */
export function sampleProfile(values: ArrayLike<number>, x: number): number {
  const i = Math.floor(x);
  if (i < 0 || i + 1 >= values.length) return 0;
  const f = x - i;
  return values[i]! * (1 - f) + values[i + 1]! * f;
}

function peakNear(values: ArrayLike<number>, p: number, slack: number): number {
  let best = 0;
  for (let d = -slack; d <= slack; d++) best = Math.max(best, sampleProfile(values, p + d));
  return best;
}

/**
 * Best offset and spacing for lines at `margin + a + k * s` (k = 0..9), with `validity[p]` the
 * share of position p that lies inside the photo. `cell` is the expected spacing.
 */
export function fitEvenLines(
  values: ArrayLike<number>,
  validity: ArrayLike<number>,
  cell: number,
  margin: number,
  coarse = false,
): LineFit {
  let peak = 0;
  for (let i = 0; i < values.length; i++) peak = Math.max(peak, values[i]!);
  const step = coarse ? 0.5 : Math.max(0.25, cell / 96);
  const spacingStep = (coarse ? 0.02 : 0.01) * cell;
  // Lines on curved paper wander a little from the even spacing: take the best nearby value.
  const slack = Math.max(1, Math.round(0.06 * cell));
  let best = { score: -Infinity, a: 0, s: cell, contrast: 0 };
  for (let s = 0.86 * cell; s <= 1.3 * cell; s += spacingStep) {
    for (let a = -1.3 * cell; a <= 0.6 * cell; a += step) {
      let on = 0;
      let off = 0;
      let count = 0;
      for (let k = 0; k < 10; k++) {
        const p = margin + a + k * s;
        // Beyond the straightened image there is no evidence either way: such a fit loses the
        // line. Inside it, a line where the photo does not reach is not measured.
        if (p >= 1 && p < values.length - 2 && validity[Math.round(p)]! < 0.5) continue;
        on += peakNear(values, p, slack);
        off += sampleProfile(values, k < 9 ? p + s / 2 : p - s / 2);
        count++;
      }
      if (count < 8) continue;
      // A line outside the photo counts as half a line: enough to fit a grid cut by the edge,
      // not enough to pay for sliding the whole fit out of the photo.
      const contrast = (on - off) / count;
      const credited = (contrast * (count + 0.5 * (10 - count))) / 10;
      // Prefer the outline's own placement when two fits explain the profile equally well.
      const score = credited - 0.04 * peak * (Math.abs(a) / cell + (9 * Math.abs(s - cell)) / cell);
      if (score > best.score) best = { score, a, s, contrast };
    }
  }
  const lines = Array.from({ length: 10 }, (_, k) => margin + best.a + k * best.s);
  const perLine = lines
    .filter((p) => p >= 1 && p < values.length - 2 && validity[Math.round(p)]! >= 0.5)
    .map(
      (p, k) =>
        peakNear(values, p, slack) - sampleProfile(values, k < 9 ? p + best.s / 2 : p - best.s / 2),
    )
    .sort((x, y) => x - y);
  const medianContrast = perLine.length ? perLine[Math.floor(perLine.length / 2)]! : 0;
  return { lines, contrast: best.contrast, medianContrast };
}
