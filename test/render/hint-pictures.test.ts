// Hint pictures that teach: every technique family has one (its golden image is in
// golden.test.ts), it shows the reason (what rules a single's other cells out, a fish's base
// and cover lines, a chain's strong and weak links told apart by more than colour, placements
// and eliminations in their own colours), never the last move, and its alt text says the same.

import { describe, expect, it } from 'vitest';
import { explainEn } from '../support/said.ts';
import { TECHNIQUE_FAMILIES } from '../../src/engine/logic/step.ts';
import { techniqueById } from '../../src/engine/logic/techniques.ts';
import { buildBoardScene } from '../../src/render/board-scene.ts';
import { altText, renderBoard, renderBoardSvg, type BoardView } from '../../src/render/index.ts';
import type { Polygons, Strokes } from '../../src/render/strokes.ts';
import { themeColours } from '../../src/render/theme.ts';
import { fixtureLines } from '../engine/logic/candidate-boards.ts';
import { HINT_PICTURES, hintPicture } from './hint-views.ts';
import { countDifferentPixels, decodePng } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

const light = themeColours('light');

/** The lines and arrow heads of a view's picture. */
function marksOf(view: BoardView): (Strokes | Polygons)[] {
  return buildBoardScene(view).items.flatMap((item) => (item.kind === 'mark' ? [item.mark] : []));
}

describe('hint pictures', () => {
  it('mark every cell their words name, in every family', () => {
    for (const { stepId } of HINT_PICTURES) {
      const { step, view } = hintPicture(stepId);
      const h = view.highlights!;
      const named = [...explainEn(step, view.geometry).matchAll(/r(\d)c(\d)/g)].map(
        (m) => (Number(m[1]) - 1) * 9 + Number(m[2]) - 1,
      );
      const marked = new Set<number>([
        ...(h.pattern ?? []),
        ...(h.targets ?? []),
        ...(h.sources ?? []),
        ...(h.fins ?? []),
        ...(h.sightLines ?? []).flatMap((l) => view.geometry.houses[l.house]!.cells),
        ...(h.links ?? []).flatMap((l) => [l.from.cell, l.to.cell]),
        ...[h.candidates, h.offCandidates, h.eliminations, h.placements].flatMap((list) =>
          (list ?? []).map((c) => c.cell),
        ),
        ...(h.sets ?? []).flat(),
      ]);
      const unmarked = [...new Set(named)].filter((c) => !marked.has(c));
      expect(unmarked, stepId).toEqual([]);
    }
  });

  it('cover every technique family, each with a step of that family', () => {
    expect(new Set(HINT_PICTURES.map((p) => p.family))).toEqual(new Set(TECHNIQUE_FAMILIES));
    for (const { stepId, family } of HINT_PICTURES) {
      const line = fixtureLines().find((f) => f.stepId === stepId)!;
      expect(techniqueById(line.technique)!.family, stepId).toBe(family);
    }
  });

  it('leave the last move unmarked, which a plain board marks', async () => {
    const { view } = hintPicture('x-chain');
    const without = { ...view, lastMove: undefined };
    const hinted = countDifferentPixels(
      await decodePng(await renderBoard(view)),
      await decodePng(await renderBoard(without)),
      0,
    );
    expect(hinted).toBe(0);
    const plain = { ...view, highlights: undefined };
    const marked = countDifferentPixels(
      await decodePng(await renderBoard(plain)),
      await decodePng(await renderBoard({ ...plain, lastMove: undefined })),
      40,
    );
    expect(marked).toBeGreaterThan(200);
    expect(altText(view)).not.toContain('Last move');
  });

  it('show what rules out the other cells of a hidden single, along the houses they see through', () => {
    const { view, step } = hintPicture('hidden-single-box');
    const h = view.highlights!;
    const { cell, digit } = step.placements[0]!;
    const house = view.geometry.houses[step.houses[0]!]!;
    const open = house.cells.filter((c) => c !== cell && view.givens[c] === 0);
    // Every source holds the digit; every open cell of the house lies on a line from one.
    for (const source of h.sources!) expect(view.givens[source]).toBe(digit);
    const covered = new Set<number>();
    for (const line of h.sightLines!) {
      const cells = view.geometry.houses[line.house]!.cells;
      expect(cells).toContain(line.from);
      expect(cells).toContain(line.to);
      for (const c of open) if (cells.includes(c)) covered.add(c);
    }
    expect([...covered].sort()).toEqual(open.sort());
    const svg = renderBoardSvg(view);
    expect(svg).toContain(`stroke="${light.source}"`);
    expect(svg).toContain(`<path fill="${light.placement}"`);
    expect(altText(view)).toMatch(
      new RegExp(
        `Hint: Hidden Single\\..*Place ${digit} in r\\dc\\d\\. Ruled out by ${digit} in r\\dc\\d \\(along column \\d\\) and ${digit} in`,
      ),
    );
  });

  it('show a naked single with a line from each digit its cell sees', () => {
    const { view } = hintPicture('naked-single');
    const lines = view.highlights!.sightLines!;
    const digits = lines.map((l) => view.givens[l.from]);
    expect(new Set(digits).size).toBe(8);
    expect(altText(view)).toMatch(
      /Ruled out by (\d in r\dc\d \(along (row|column|box) \d\)(, | and )?){8}\./,
    );
  });

  it("draw a fish's base lines solid and its cover lines dashed, and name them", () => {
    const { view } = hintPicture('finned-x-wing');
    const lines = marksOf(view);
    const base = lines.find((m) => m.colour === light.baseLine);
    const cover = lines.find((m) => m.colour === light.coverLine);
    expect(base?.kind).toBe('strokes');
    expect(base?.kind === 'strokes' && base.dash).toBeUndefined();
    expect(cover?.kind === 'strokes' && cover.dash).toBeTruthy();
    expect(base?.kind === 'strokes' && base.paths.length).toBe(2);
    expect(cover?.kind === 'strokes' && cover.paths.length).toBe(2);
    expect(renderBoardSvg(view)).toMatch(
      new RegExp(`stroke="${light.coverLine}"[^>]*stroke-dasharray`),
    );
    expect(view.highlights!.houses).toEqual([]);
    expect(altText(view)).toContain('Hint: Finned X-Wing. ');
    expect(altText(view)).toContain(
      'Base columns 4 and 8; cover rows 4 and 9. Fin r7c8. Strike out 5 from r9c9.',
    );
  });

  it('draw strong links solid and weak links dashed, each with an arrow head', () => {
    const { view } = hintPicture('x-chain');
    const links = view.highlights!.links!;
    expect(links.map((l) => l.strong)).toEqual([true, false, true, false, true]);
    const inLinkColour = marksOf(view).filter((m) => m.colour === light.link);
    const solid = inLinkColour.find((m) => m.kind === 'strokes' && !m.dash);
    const dashed = inLinkColour.find((m) => m.kind === 'strokes' && m.dash);
    const heads = inLinkColour.find((m) => m.kind === 'polygons');
    expect(solid?.kind === 'strokes' && solid.paths.length).toBe(3);
    expect(dashed?.kind === 'strokes' && dashed.paths.length).toBe(2);
    expect(heads?.kind === 'polygons' && heads.polygons.length).toBe(links.length);
    expect(altText(view)).toContain(
      '7 in r3c3, strong link to 7 in r3c5, weak link to 7 in r9c5, strong link to 7 in r9c7, weak link to 7 in r8c7, strong link to 7 in r8c1.',
    );
  });

  it('strike eliminations in one colour and place digits in another', () => {
    const struck = renderBoardSvg(hintPicture('pointing').view);
    expect(struck).toContain(`stroke="${light.elimination}"`);
    expect(struck).not.toContain(`fill="${light.placement}"`);
    const placed = renderBoardSvg(hintPicture('naked-single').view);
    expect(placed).toContain(`<path fill="${light.placement}"`);
    expect(light.placement).not.toBe(light.elimination);
  });

  it('ring the candidates a chain takes as false and put those it takes as true on discs', () => {
    const { view } = hintPicture('colour-trap');
    const h = view.highlights!;
    expect(h.candidates!.length).toBeGreaterThan(0);
    expect(h.offCandidates!.length).toBeGreaterThan(0);
    const key = (c: { cell: number; digit: number }) => c.cell * 32 + c.digit;
    const on = new Set(h.candidates!.map(key));
    expect(h.offCandidates!.some((c) => on.has(key(c)))).toBe(false);
  });

  it('say every mark in words within the alt text limit, for every family', () => {
    for (const { stepId } of HINT_PICTURES) {
      const { view } = hintPicture(stepId);
      const text = altText(view);
      expect(text.length, stepId).toBeLessThanOrEqual(1000);
      expect(text, stepId).toContain(`Hint: ${view.highlights!.technique}.`);
      expect(text, stepId).toMatch(/Strike out \d|Place \d/);
    }
  });

  it('keep a sample hint without new marks drawing as before (discs and strikes)', () => {
    const svg = renderBoardSvg(sampleViews().hint!);
    expect(svg).toContain(`fill="${light.emphasis}"`);
    expect(svg).not.toContain(light.link);
  });
});
