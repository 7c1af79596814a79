// Fits ten evenly spaced grid lines to an ink profile (ink per column or per row of a
// straightened image). Lines outside the photo do not count, so a grid whose border is cut off
// by the photo's edge still fits, and the outline may be off by up to a cell.

export interface LineFit {
  /** Positions of the ten lines (px). */
  readonly lines: number[];
  /** Mean profile value on the lines minus the mean half-way between them. */
  readonly contrast: number;
  /** The lower quartile over the lines of that difference: high only when most lines are there. */
  readonly quartileContrast: number;
}

/** Sub-pixel value of a profile (linear interpolation); 0 outside. */
function sampleProfile(values: ArrayLike<number>, x: number): number {
  const i = Math.floor(x);
  if (i < 0 || i + 1 >= values.length) return 0;
  const f = x - i;
  return values[i]! * (1 - f) + values[i + 1]! * f;
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
  // Lines on curved paper wander a little from the even spacing: score each line by the best
  // value near it (a max filter of the profile, computed once).
  const slack = Math.max(1, Math.round(0.06 * cell));
  const peaks = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let m = 0;
    for (let d = -slack; d <= slack; d++) {
      const j = i + d;
      if (j >= 0 && j < values.length) m = Math.max(m, values[j]!);
    }
    peaks[i] = m;
  }
  const evaluate = (a: number, s: number) => {
    let on = 0;
    let off = 0;
    let count = 0;
    for (let k = 0; k < 10; k++) {
      const p = margin + a + k * s;
      // Beyond the straightened image there is no evidence either way: such a fit loses the
      // line. Inside it, a line where the photo does not reach is not measured.
      if (p >= 1 && p < values.length - 2 && validity[Math.round(p)]! < 0.5) continue;
      on += sampleProfile(peaks, p);
      off += sampleProfile(values, k < 9 ? p + s / 2 : p - s / 2);
      count++;
    }
    if (count < 8) return undefined;
    // A line outside the photo counts as half a line: enough to fit a grid cut by the edge,
    // not enough to pay for sliding the whole fit out of the photo.
    const contrast = (on - off) / count;
    const credited = (contrast * (count + 0.5 * (10 - count))) / 10;
    // Prefer the outline's own placement when two fits explain the profile equally well.
    const score = credited - 0.04 * peak * (Math.abs(a) / cell + (9 * Math.abs(s - cell)) / cell);
    return { score, a, s, contrast };
  };
  let best = { score: -Infinity, a: 0, s: cell, contrast: 0 };
  const search = (a0: number, a1: number, da: number, s0: number, s1: number, ds: number) => {
    for (let s = s0; s <= s1 + 1e-9; s += ds) {
      for (let a = a0; a <= a1 + 1e-9; a += da) {
        const fit = evaluate(a, s);
        if (fit && fit.score > best.score) best = fit;
      }
    }
  };
  // Coarse to fine in the offset only: a spacing error adds up over nine cells, so the spacing
  // is searched finely throughout; the offset first at four times its step, then finely.
  search(-1.3 * cell, 0.6 * cell, 4 * step, 0.86 * cell, 1.3 * cell, spacingStep);
  const { a: ca, s: cs } = best;
  search(
    ca - 4 * step,
    ca + 4 * step,
    step,
    cs - 2 * spacingStep,
    cs + 2 * spacingStep,
    spacingStep,
  );
  const lines = Array.from({ length: 10 }, (_, k) => margin + best.a + k * best.s);
  const perLine = lines
    .filter((p) => p >= 1 && p < values.length - 2 && validity[Math.round(p)]! >= 0.5)
    .map(
      (p, k) =>
        sampleProfile(peaks, p) - sampleProfile(values, k < 9 ? p + best.s / 2 : p - best.s / 2),
    )
    .sort((x, y) => x - y);
  // Not the median: a fit that lines up with only six of the ten lines (a page around the grid)
  // must score low, so the weaker quarter of the lines decides.
  const quartileContrast = perLine.length ? perLine[Math.floor(perLine.length / 4)]! : 0;
  return { lines, contrast: best.contrast, quartileContrast };
}
