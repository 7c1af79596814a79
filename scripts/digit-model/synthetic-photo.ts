// Synthetic photos of printed grids for building and testing the digit classifier: an SVG grid
// with digits in a chosen font, drawn with sharp, then bent, blurred, shaded, noised and
// JPEG-compressed like a phone photo of a newspaper page. Used offline only (and by tests with
// the fonts of the machine); the photos of the benchmark are never used for training.

import sharp from 'sharp';
import type { Random } from '../../src/engine/random.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { strokeDigitSvg, type StrokeStyle } from './stroke-digits.ts';

export interface SyntheticGrid {
  /** 81 digits, 0 = empty. */
  readonly digits: Uint8Array;
  readonly font: { readonly family: string; readonly weight: number };
  /** Horizontal scale of the digits: below 1 condensed, above 1 expanded (default 1). */
  readonly stretch?: number;
  /** Draw the digits from stroke skeletons in this style instead of the font. */
  readonly strokes?: StrokeStyle;
}

export interface SyntheticPhoto {
  readonly jpeg: Buffer;
  /** Where the grid's corners ended up (TL, TR, BR, BL), in photo pixels. */
  readonly corners: readonly (readonly [number, number])[];
}

const between = (random: Random, lo: number, hi: number) => lo + (hi - lo) * random.next();

/** An SVG page with the grid on it; the grid spans [pad, pad + side] in both directions. */
export function gridSvg(grid: SyntheticGrid, random: Random, side: number, pad: number): string {
  const cell = side / 9;
  const thin = between(random, 0.8, Math.max(1, 0.045 * cell));
  const thick =
    random.next() < 0.15 ? thin : between(random, Math.max(thin * 1.4, 1.6), 0.1 * cell);
  const ink =
    random.next() < 0.2
      ? ['#c0302c', '#d04040', '#b8282c', '#1c3f9a'][random.int(4)]!
      : `rgb(${random.int(50)},${random.int(50)},${random.int(50)})`;
  const lineColor = `rgb(${random.int(60)},${random.int(60)},${random.int(60)})`;
  const paper = `rgb(${235 + random.int(20)},${230 + random.int(25)},${215 + random.int(40)})`;
  const fontSize = cell * between(random, 0.5, 0.85);
  const total = side + 2 * pad;
  const parts: string[] = [`<rect width="${total}" height="${total}" fill="${paper}"/>`];
  // Shaded cells, as some papers print (a blue band in the middle, grey boxes).
  if (random.next() < 0.2) {
    const fill = ['#b8cde8', '#d8d8d8', '#c8e0c0'][random.int(3)]!;
    const r = random.int(9);
    const c0 = random.int(7);
    parts.push(
      `<rect x="${pad + c0 * cell}" y="${pad + r * cell}" width="${cell * (1 + random.int(3))}" height="${cell}" fill="${fill}"/>`,
    );
  }
  // Print showing through from the back of a thin page: big faint mirrored digits.
  if (random.next() < 0.25) {
    const opacity = between(random, 0.05, 0.15);
    for (let i = 0; i < 4 + random.int(6); i++) {
      const x = between(random, 0, total);
      const y = between(random, 0, total);
      parts.push(
        `<text transform="translate(${x} ${y}) scale(-1 1)" font-family="DejaVu Sans" font-size="${cell * between(random, 0.8, 2.5)}" fill="#000" fill-opacity="${opacity}">${1 + random.int(9)}</text>`,
      );
    }
  }
  // Text around the grid, as on a newspaper page.
  for (let i = 0; i < 6; i++) {
    const y =
      random.next() < 0.5
        ? between(random, 10, pad - 4)
        : between(random, pad + side + 14, total - 4);
    if (y < 8) continue;
    parts.push(
      `<text x="${between(random, 0, pad)}" y="${y}" font-family="DejaVu Sans" font-size="${between(random, 9, 16)}" fill="#333">${'Sudoku grille chiffres 1 a 9 lignes colonnes'.slice(0, 10 + random.int(30))}</text>`,
    );
  }
  for (let k = 0; k <= 9; k++) {
    const w = k % 3 === 0 ? thick : thin;
    const p = pad + k * cell;
    parts.push(
      `<line x1="${p}" y1="${pad - thick / 2}" x2="${p}" y2="${pad + side + thick / 2}" stroke="${lineColor}" stroke-width="${w}"/>`,
    );
    parts.push(
      `<line x1="${pad - thick / 2}" y1="${p}" x2="${pad + side + thick / 2}" y2="${p}" stroke="${lineColor}" stroke-width="${w}"/>`,
    );
  }
  const { family, weight } = grid.font;
  const stretch = grid.stretch ?? 1;
  const dx = between(random, -0.05, 0.05) * cell;
  const dy = between(random, -0.05, 0.05) * cell;
  grid.digits.forEach((d, i) => {
    if (!d) return;
    const x = pad + ((i % 9) + 0.5) * cell + dx + between(random, -0.03, 0.03) * cell;
    const y = pad + (Math.floor(i / 9) + 0.5) * cell + dy + between(random, -0.03, 0.03) * cell;
    if (grid.strokes) {
      parts.push(strokeDigitSvg(d, grid.strokes, x, y, 0.72 * fontSize, ink));
      return;
    }
    parts.push(
      `<text transform="translate(${x} ${y}) scale(${stretch} 1)" font-family="${family}" font-weight="${weight}" font-size="${fontSize}" fill="${ink}" text-anchor="middle" dominant-baseline="central">${d}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${total}">${parts.join('')}</svg>`;
}

/**
 * Renders the grid and degrades it like a phone photo. With `harsh` (a random stream of its own,
 * so the photos made without it stay as they were) it also adds glare, paper texture, low light,
 * heavy blur, very low resolution and heavy JPEG blocking, as training needs.
 */
export async function syntheticPhoto(
  cv: Cv,
  grid: SyntheticGrid,
  random: Random,
  harsh?: Random,
): Promise<SyntheticPhoto> {
  const side = Math.round(between(random, 300, 900));
  const pad = Math.round(side * between(random, 0.08, 0.3));
  const total = side + 2 * pad;
  const gray = await sharp(Buffer.from(gridSvg(grid, random, side, pad)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = gray.info;
  // Perspective: jitter the page's corners.
  const out = Math.round(total * between(random, 1.0, 1.25));
  const jitter = () => between(random, -0.07, 0.07) * total;
  const shift = (out - total) / 2;
  const dst = [
    [shift + jitter(), shift + jitter()],
    [shift + total + jitter(), shift + jitter()],
    [shift + total + jitter(), shift + total + jitter()],
    [shift + jitter(), shift + total + jitter()],
  ];
  const src = cv.matFromArray(height, width, channels === 4 ? cv.CV_8UC4 : cv.CV_8UC3, gray.data);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, total, 0, total, total, 0, total]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, dst.flat());
  const transform = cv.getPerspectiveTransform(from, to);
  const warped = new cv.Mat();
  const background = new cv.Scalar(
    90 + random.int(120),
    90 + random.int(120),
    90 + random.int(120),
    255,
  );
  cv.warpPerspective(
    src,
    warped,
    transform,
    new cv.Size(out, out),
    cv.INTER_LINEAR,
    cv.BORDER_CONSTANT,
    background,
  );
  const t = transform.data64F;
  const project = (x: number, y: number): [number, number] => {
    const w = t[6]! * x + t[7]! * y + t[8]!;
    return [(t[0]! * x + t[1]! * y + t[2]!) / w, (t[3]! * x + t[4]! * y + t[5]!) / w];
  };
  const corners = [
    project(pad, pad),
    project(pad + side, pad),
    project(pad + side, pad + side),
    project(pad, pad + side),
  ];
  const pixels = Buffer.from(warped.data);
  [src, from, to, transform, warped].forEach((m) => m.delete());
  // Uneven light: a brightness ramp and sometimes a soft shadow; then sensor noise.
  const ramp = [between(random, -0.35, 0.1), between(random, -0.35, 0.1)];
  const shadow =
    random.next() < 0.3
      ? {
          x: random.next() * out,
          y: random.next() * out,
          r: between(random, 0.2, 0.6) * out,
          depth: between(random, 0.2, 0.45),
        }
      : undefined;
  const noise = between(random, 0, 9);
  const extra = harsh ? harshEffects(harsh, out) : undefined;
  const ch = channels;
  for (let y = 0; y < out; y++) {
    for (let x = 0; x < out; x++) {
      let light = 1 + (ramp[0]! * x) / out + (ramp[1]! * y) / out;
      if (shadow && Math.hypot(x - shadow.x, y - shadow.y) < shadow.r) light *= 1 - shadow.depth;
      const n = noise * (random.next() + random.next() + random.next() - 1.5);
      const texture = extra ? extra.texture(x, y) : 0;
      const glare = extra ? extra.glare(x, y) : 0;
      for (let c = 0; c < Math.min(3, ch); c++) {
        const i = (y * out + x) * ch + c;
        let v = pixels[i]! * light + n + texture;
        if (extra) v = (v + (255 - v) * glare) * extra.exposure;
        pixels[i] = Math.max(0, Math.min(255, v));
      }
    }
  }
  let blur = between(random, 0.3, 2.2);
  // The grid ends between 250 and 900 photo pixels wide, as in phone photos.
  let scale = between(random, Math.min(1, 250 / side), 1.0);
  let quality = 35 + random.int(60);
  if (harsh) {
    blur = between(harsh, 0.3, 3.2);
    // Down to 150 px for the whole grid: 17 px cells, as in a far or cropped shot.
    scale = between(harsh, Math.min(1, 150 / side), 1.0);
    quality = harsh.next() < 0.4 ? 8 + harsh.int(20) : 28 + harsh.int(68);
  }
  const jpeg = await sharp(pixels, { raw: { width: out, height: out, channels: ch as 3 | 4 } })
    .removeAlpha()
    .blur(blur)
    .resize(Math.round(out * scale))
    .jpeg({ quality })
    .toBuffer();
  return { jpeg, corners: corners.map(([x, y]) => [x * scale, y * scale] as const) };
}

// Glare (a washed-out patch where print fades), paper texture (slow blotches) and exposure.
function harshEffects(random: Random, out: number) {
  const glare =
    random.next() < 0.35
      ? {
          x: random.next() * out,
          y: random.next() * out,
          r: between(random, 0.15, 0.5) * out,
          strength: between(random, 0.4, 0.9),
        }
      : undefined;
  const cells = 12;
  const field = Float32Array.from({ length: (cells + 1) ** 2 }, () => 2 * random.next() - 1);
  const amplitude = random.next() < 0.5 ? between(random, 3, 16) : 0;
  const exposure = random.next() < 0.3 ? between(random, 0.25, 0.7) : 1;
  return {
    exposure,
    glare(x: number, y: number): number {
      if (!glare) return 0;
      const d = Math.hypot(x - glare.x, y - glare.y) / glare.r;
      return d >= 1 ? 0 : glare.strength * (1 - d) * (1 - d);
    },
    texture(x: number, y: number): number {
      if (!amplitude) return 0;
      const u = (x / out) * cells;
      const v = (y / out) * cells;
      const i = Math.min(cells - 1, Math.floor(u));
      const j = Math.min(cells - 1, Math.floor(v));
      const fu = u - i;
      const fv = v - j;
      const at = (a: number, b: number) => field[b * (cells + 1) + a]!;
      const top = at(i, j) * (1 - fu) + at(i + 1, j) * fu;
      const bottom = at(i, j + 1) * (1 - fu) + at(i + 1, j + 1) * fu;
      return amplitude * (top * (1 - fv) + bottom * fv);
    },
  };
}
