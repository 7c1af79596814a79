// A route hint (`hint r8c9` at level 3) draws its route: every digit the words place along the
// way, numbered in their order, every candidate they strike out, and the last step's reason as
// it stands once those are made. Asserted from the scene (what is drawn where), not pixels.

import { describe, expect, it } from 'vitest';
import { makeCellName, parseCellName } from '../../src/engine/cell.ts';
import { parseGrid } from '../../src/engine/format.ts';
import { hintForCell } from '../../src/engine/logic/index.ts';
import { brieflyEn, hintEn } from '../support/said.ts';
import { buildBoardScene } from '../../src/render/board-scene.ts';
import { boardLayout, noteCentre } from '../../src/render/layout.ts';
import { themeColours } from '../../src/render/theme.ts';
import { altText, type BoardView } from '../../src/render/index.ts';
import { glyphs } from './scene-glyphs.ts';

const light = themeColours('light');

/** Route hints with placements, eliminations and a last single resting on route digits. */
const ROUTES = [
  // 8 steps: singles, a pointing, a hidden pair leaving a single; last a hidden single in box 9.
  ['009610720001050004000000010000400109000185000507002000080000000700090200045027300', 'r8c9'],
  // 12 steps of singles and a pointing (a naked pair would save some); last a naked single,
  // whose ruling-out digits include two the route placed.
  ['450000027000050000006040800014709560090000080005020700100203008023000190000090000', 'r8c9'],
  // 10 steps; last a hidden single in box 9 where r8c9 lost its 1 to a hidden pair, which the
  // words name and the picture strikes.
  ['009610720001050004000000010000400109000185000507002000080000000700090200045027300', 'r9c9'],
] as const;

function routeView(puzzle: string, cellName: string) {
  const grid = parseGrid(puzzle);
  if (!grid.ok) throw new Error(grid.error.message);
  const { geometry } = grid.value;
  const cell = parseCellName(cellName, 9)!;
  const found = hintForCell({ grid: grid.value }, cell, 3);
  if (!found.ok) throw new Error(found.error.message);
  // A game where the player keeps no notes: only what the hint draws.
  const view: BoardView = {
    geometry,
    givens: grid.value.values,
    entries: new Uint8Array(geometry.cellCount),
    highlights: found.value.highlights,
  };
  const said = hintEn(found.value, grid.value);
  const words = [said, ...found.value.route!.map((s) => brieflyEn(s, geometry))].join(' ');
  return { view, hint: found.value, said, cell, words, layout: boardLayout(9, false) };
}

describe.each(ROUTES)('the picture of a route hint (%s, %s)', (puzzle, cellName) => {
  const { view, hint, said, cell, words, layout } = routeView(puzzle, cellName);
  const scene = buildBoardScene(view);
  const route = hint.route!;

  it('draws every digit the words place before the last, numbered in their order', () => {
    const named = [...words.matchAll(/r(\d)c(\d)=(\d)/g)].map((m) => ({
      cell: (Number(m[1]) - 1) * 9 + Number(m[2]) - 1,
      digit: Number(m[3]),
    }));
    const before = named.filter((p) => p.cell !== cell);
    expect(before.length).toBeGreaterThanOrEqual(4);
    const digits = glyphs(scene, layout, light.route);
    const numbers = glyphs(scene, layout, light.cell);
    for (const p of before) {
      const where = makeCellName(p.cell, 9);
      expect(digits, where).toContainEqual(
        expect.objectContaining({ cell: p.cell, ch: String(p.digit) }),
      );
      const order = route.findIndex((s) => s.placements.some((q) => q.cell === p.cell)) + 1;
      const badge = numbers
        .filter((g) => g.cell === p.cell)
        .map((g) => g.ch)
        .join('');
      expect(badge, where).toBe(String(order));
    }
    // The last step's digit in the asked cell, in the placement's own colour.
    const last = route.at(-1)!.placements[0]!;
    expect(glyphs(scene, layout, light.placement)).toContainEqual(
      expect.objectContaining({ cell, ch: String(last.digit) }),
    );
  });

  it('strikes out every candidate the route removes, where the words say', () => {
    const struck = glyphs(scene, layout, light.elimination);
    const removals = route.slice(0, -1).flatMap((s) => s.because ?? s.eliminations);
    expect(removals.length).toBeGreaterThan(0);
    for (const { cell: c, digit } of removals) {
      const at = noteCentre(layout, c, digit);
      expect(
        struck.some((g) => g.ch === String(digit) && Math.hypot(g.x - at.x, g.y - at.y) < 2),
        `${digit} in ${makeCellName(c, 9)}`,
      ).toBe(true);
    }
  });

  it("shows the last single's reason as it stands once the route is made", () => {
    const final = route.at(-1)!;
    const { digit } = final.placements[0]!;
    const h = view.highlights!;
    const routed = new Map(h.route!.flatMap((r) => r.placements).map((p) => [p.cell, p.digit]));
    const shown = (c: number) => view.givens[c] || routed.get(c) || 0;
    const sources = h.sources!;
    if (final.technique === 'naked-single') {
      // Every other digit is on the picture in a cell the asked cell sees, ringed.
      const seen = new Set(sources.map(shown));
      for (let d = 1; d <= 9; d++) if (d !== digit) expect(seen.has(d), `digit ${d}`).toBe(true);
      for (const s of sources) expect(view.geometry.peers[cell]).toContain(s);
      expect(sources.some((s) => routed.has(s))).toBe(true);
      return;
    }
    const struck = new Set(
      h
        .route!.flatMap((r) => r.eliminations)
        .filter((e) => e.digit === digit)
        .map((e) => e.cell),
    );
    // Every source is a digit on the picture (a given or one the route placed).
    for (const s of sources) expect(shown(s)).toBe(digit);
    // Every other cell of the single's house is filled on the picture, struck by the route, or
    // lies on a line of sight from a source.
    const house = view.geometry.houses[final.houses[0]!]!;
    const onLines = new Set(
      h.sightLines!.flatMap((l) => {
        const cells = view.geometry.houses[l.house]!.cells;
        const a = cells.indexOf(l.from);
        const b = cells.indexOf(l.to);
        return cells.slice(Math.min(a, b), Math.max(a, b) + 1);
      }),
    );
    const unexplained = house.cells.filter(
      (c) => c !== cell && !shown(c) && !struck.has(c) && !onLines.has(c),
    );
    expect(unexplained.map((c) => makeCellName(c, 9))).toEqual([]);
    // Some of them only by the route: the old picture (today's board) could not show them.
    expect(house.cells.some((c) => c !== cell && (routed.has(c) || struck.has(c)))).toBe(true);
  });

  it('names the cells of the last single that lost its digit on the way, struck on the picture', () => {
    const struckWords =
      /\((r\dc\d(?:(?:, | and )r\dc\d)*) (?:has|have) no (\d) left after the steps before\.\)/.exec(
        said,
      );
    const final = route.at(-1)!;
    const { digit } = final.placements[0]!;
    const house = view.geometry.houses[final.houses[0]!]?.cells ?? [];
    const routed = new Set(view.highlights!.route!.flatMap((r) => r.placements.map((p) => p.cell)));
    const struck = view
      .highlights!.route!.flatMap((r) => r.eliminations)
      .filter((e) => e.digit === digit && house.includes(e.cell) && !routed.has(e.cell))
      .map((e) => makeCellName(e.cell, 9));
    if (!final.technique.startsWith('hidden-single') || struck.length === 0) {
      expect(struckWords).toBeNull();
      return;
    }
    expect(struckWords?.[2]).toBe(String(digit));
    expect(struckWords![1]!.split(/, | and /).sort()).toEqual([...new Set(struck)].sort());
  });

  it('tells the route in the alt text, step by step', () => {
    const text = altText(view);
    expect(text).toMatch(/Route before the last step: 1\. \d in r\dc\d \(/);
    for (const step of view.highlights!.route!) expect(text).toContain(`${step.order}. `);
    expect(text).not.toMatch(/\b0 in r/);
  });
});
