// The compositor draws what the SVG says: for every sample view and for random views, the
// composited PNG matches librsvg's rendering of the same scene's SVG, pixel for pixel within
// anti-aliasing noise, and costs librsvg nothing after the first board of a kind.

import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { classicGeometry, sudokuXGeometry, type Geometry } from '../../src/engine/geometry.ts';
import {
  renderBoard,
  renderBoardSvg,
  renderBoardViaSvg,
  type BoardView,
} from '../../src/render/index.ts';
import { HINT_PICTURES, hintPicture } from './hint-views.ts';
import { countDifferentPixels, decodePng, type Pixels } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

/** librsvg's own pixels of the view's SVG, before any palette. */
async function reference(view: BoardView, theme: 'light' | 'dark'): Promise<Pixels> {
  const { data, info } = await sharp(Buffer.from(renderBoardSvg(view, { theme })))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Pixels of the composited picture that differ from librsvg's: by more than a faint edge shade
 * (palette rounding of rare edge colours), and by more than any palette rounding reaches
 * (something drawn wrongly or missing: a misplaced digit differs by hundreds).
 */
async function differences(
  view: BoardView,
  theme: 'light' | 'dark',
): Promise<{ faint: number; gross: number; faintBefore: number }> {
  const truth = await reference(view, theme);
  const composed = await decodePng(await renderBoard(view, { theme }));
  const before = await decodePng(await renderBoardViaSvg(view, { theme }));
  return {
    faint: countDifferentPixels(composed, truth, 40),
    gross: countDifferentPixels(composed, truth, 96),
    faintBefore: countDifferentPixels(before, truth, 40),
  };
}

describe('the compositor', () => {
  const views = sampleViews();
  it.each(Object.keys(views))('draws the %s sample as librsvg draws its SVG', async (name) => {
    for (const theme of ['light', 'dark'] as const) {
      const { faint, gross } = await differences(views[name]!, theme);
      expect(gross, `${name} ${theme}`).toBe(0);
      expect(faint, `${name} ${theme}`).toBeLessThanOrEqual(8);
    }
  });

  // A hint's lines and arrow heads are rasterised here from the same points librsvg strokes;
  // their anti-aliased edges (dash ends above all) differ by a shade, never a missing line.
  it.each(HINT_PICTURES.map((p) => [p.stepId, p.theme] as const))(
    'draws the %s hint picture (%s) as librsvg draws its SVG',
    async (stepId, theme) => {
      const { faint, gross, faintBefore } = await differences(hintPicture(stepId).view, theme);
      expect(gross).toBeLessThanOrEqual(40);
      expect(faint).toBeLessThanOrEqual(Math.max(24, faintBefore));
    },
  );

  // Random boards crowd far more colours into one picture than a real board: rare edge colours
  // then share palette entries, hardly more than when the whole SVG is rasterised and indexed.
  it('draws random boards with random highlights as librsvg does (property)', async () => {
    const geometries: Geometry[] = [classicGeometry(9), classicGeometry(6), sudokuXGeometry(9)];
    // Drawn as a geometry index and a seed, so a failure prints a short counterexample.
    const arbitrary = fc.record({
      g: fc.nat(geometries.length - 1),
      seed: fc.array(fc.nat(1 << 20), { minLength: 8, maxLength: 8 }),
      theme: fc.constantFrom('light' as const, 'dark' as const),
    });
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ g, seed, theme }) => {
        const { faint, gross, faintBefore } = await differences(
          randomView(geometries[g]!, seed),
          theme,
        );
        expect(gross).toBe(0);
        expect(faint).toBeLessThanOrEqual(faintBefore + 24);
      }),
      { numRuns: 12 },
    );
  });

  it('changes the picture when one note changes (nothing is served stale from a cache)', async () => {
    const base = views.notes!;
    const notes = new Uint32Array(base.notes!);
    const cell = notes.findIndex((m) => m !== 0);
    notes[cell] = 0;
    const before = await decodePng(await renderBoard(base));
    const after = await decodePng(await renderBoard({ ...base, notes }));
    expect(countDifferentPixels(before, after, 40)).toBeGreaterThan(20);
  });
});

/** A board of one geometry filled from a seed: digits, notes, a last move and highlights. */
function randomView(geometry: Geometry, seed: readonly number[]): BoardView {
  const { cellCount, size } = geometry;
  let state = seed.reduce((a, b) => (a * 31 + b) >>> 0, 7);
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const givens = new Uint8Array(cellCount);
  const entries = new Uint8Array(cellCount);
  const notes = new Uint32Array(cellCount);
  for (let c = 0; c < cellCount; c++) {
    const roll = next(10);
    if (roll < 3) givens[c] = 1 + next(size);
    else if (roll < 4) entries[c] = 1 + next(size);
    else notes[c] = next(1 << size) << 1;
  }
  const cells = () => Array.from({ length: 1 + next(4) }, () => next(cellCount));
  const candidates = () =>
    Array.from({ length: 1 + next(6) }, () => ({ cell: next(cellCount), digit: 1 + next(size) }));
  return {
    geometry,
    givens,
    entries,
    notes,
    lastMove: next(cellCount),
    title: 'Random · board',
    highlights: {
      houses: [next(geometry.houses.length)],
      pattern: cells(),
      targets: cells(),
      eliminations: candidates(),
      candidates: candidates(),
      ...(next(2) ? { unsure: cells() } : {}),
    },
  };
}
