import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../src/engine/grid.ts';
import { hint, hintForCell, prepareBoard, solutionPath } from '../../../src/engine/logic/index.ts';
import type { Highlights } from '../../../src/render/view.ts';
import { LONGEST_LISTED_ROUTE } from '../../../src/engine/logic/cell-hint.ts';
import { explainEn, hintEn } from '../../support/said.ts';
import { gridOf, ratedFixtures, solutionOf, unsoundness } from './helpers.ts';

const cellName = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

const [PUZZLE] = ratedFixtures().find(([, r]) => r === 2.8)!;

/** A copy of a grid with extra player entries (not givens). */
function withEntries(grid: Grid, entries: [number, number][]): Grid {
  const values = grid.values.slice();
  for (const [cell, digit] of entries) values[cell] = digit;
  return { geometry: grid.geometry, values, givens: grid.givens.slice() };
}

describe('hint', () => {
  const grid = gridOf(PUZZLE);
  const first = solutionPath(grid)[0]!;

  it('gives the same step at three levels of detail', () => {
    const texts = ([1, 2, 3] as const).map((level) => {
      const result = hint({ grid }, level);
      expect(result.ok).toBe(true);
      if (!result.ok) return '';
      expect(result.value.level).toBe(level);
      expect(result.value.step).toEqual(first);
      return hintEn(result.value, grid);
    });
    // Level 1: where to look; level 2: the digit; level 3: the cell and the placement.
    expect(texts[0]).toMatch(/^Look at box \d: there is a hidden single\.$/);
    expect(texts[1]).toMatch(/^\d can only go in one cell of box \d\.$/);
    const cell = `r${Math.floor(first.placements[0]!.cell / 9) + 1}c${(first.placements[0]!.cell % 9) + 1}`;
    expect(texts[2]).toContain(cell);
    expect(texts[2]).toBe(explainEn(first));
    expect(texts[0]).not.toContain(cell);
    expect(texts[1]).not.toContain(cell);
  });

  it('highlights more at each level, in the renderer shape', () => {
    const one = hint({ grid }, 1);
    const three = hint({ grid }, 3);
    if (!one.ok || !three.ok) throw new Error('no hint');
    const forRenderer: Highlights = three.value.highlights;
    expect(one.value.highlights.pattern).toBeUndefined();
    expect(one.value.highlights.houses).toEqual(first.houses);
    expect(forRenderer.pattern).toContain(first.placements[0]!.cell);
    expect(forRenderer.targets).toContain(first.placements[0]!.cell);
  });

  it('starts from the player entries', () => {
    const solution = solutionOf(grid);
    const entries: [number, number][] = first.placements.map((p) => [p.cell, p.digit]);
    const next = hint({ grid: withEntries(grid, entries) }, 3);
    expect(next.ok && next.value.step?.placements[0]?.cell).not.toBe(first.placements[0]!.cell);
    expect(next.ok && unsoundness(next.value.step!, solution)).toBeUndefined();
  });

  it('says so first when an entry is wrong', () => {
    const solution = solutionOf(grid);
    const empty = grid.values.findIndex((v) => v === 0);
    const wrong = (solution[empty]! % 9) + 1;
    const board = withEntries(grid, [[empty, wrong]]);
    const result = hint({ grid: board }, 1);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.wrongEntries).toEqual([empty]);
    expect(result.value.step).toBeUndefined();
    expect(hintEn(result.value, board)).toMatch(/not the digit that belongs there/);
    expect(result.value.highlights.targets).toEqual([empty]);
  });

  it('respects sound notes and flags notes that rule out the solution digit', () => {
    const solution = solutionOf(grid);
    const notes = new Uint32Array(81);
    const [a, b] = [...grid.values.keys()].filter((c) => grid.values[c] === 0);
    notes[a!] = 1 << solution[a!]!; // a sound note: only the right digit
    notes[b!] = 0b1111111110 & ~(1 << solution[b!]!); // rules out the right digit
    const prepared = prepareBoard({ grid, notes });
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.value.board.cands[a!]).toBe(1 << solution[a!]!);
    expect(prepared.value.badNotes).toEqual([b]);
    expect(prepared.value.board.cands[b!]! & (1 << solution[b!]!)).not.toBe(0);
    const result = hint({ grid, notes }, 2);
    expect(result.ok && hintEn(result.value, grid)).toMatch(/^Careful: your notes in r\dc\d/);
  });

  it('uses a naked single the notes reveal when no easier step exists', () => {
    // With every note reduced to the solution digit, a naked single is the easiest step
    // only where no hidden single exists; the hint must still be sound.
    const solution = solutionOf(grid);
    const notes = new Uint32Array(81);
    for (let c = 0; c < 81; c++) if (!grid.values[c]) notes[c] = 1 << solution[c]!;
    const result = hint({ grid, notes }, 3);
    expect(result.ok && unsoundness(result.value.step!, solution)).toBeUndefined();
  });

  it('reports coded errors for boards it cannot hint on', () => {
    const solved = gridOf([...solutionOf(grid)].join(''));
    const cases: [Grid, string][] = [
      [gridOf('11' + '.'.repeat(79)), 'invalid'],
      [gridOf('.'.repeat(81)), 'multiple-solutions'],
      [solved, 'solved'],
    ];
    for (const [g, code] of cases) {
      const result = hint({ grid: g }, 1);
      expect(result.ok || result.error.code).toBe(code);
    }
  });
});

describe('hintForCell', () => {
  const grid = gridOf(PUZZLE);
  const solution = solutionOf(grid);

  it('explains a cell that a single fills now, without a route', () => {
    const first = solutionPath(grid)[0]!;
    const cell = first.placements[0]!.cell;
    const result = hintForCell({ grid }, cell);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.route).toBeUndefined();
    expect(result.value.step!.placements).toEqual([{ cell, digit: solution[cell] }]);
  });

  /** A cell whose route has `min` to `max` steps, with the route. */
  function farCell(min: number, max = Infinity) {
    for (const cell of [...grid.values.keys()].filter((c) => !grid.values[c]).reverse()) {
      const result = hintForCell({ grid }, cell, 3);
      const length = result.ok ? (result.value.route?.length ?? 1) : 0;
      if (result.ok && length >= min && length <= max) {
        return { cell, route: result.value.route! };
      }
    }
    throw new Error(`no cell ${min}-${max} steps away`);
  }

  it('goes deeper by level: how far and where to start, the first step, the route', () => {
    const { cell, route } = farCell(5, LONGEST_LISTED_ROUTE);
    const name = cellName(cell);
    const first = route[0]!;
    const texts = ([1, 2, 3] as const).map((level) => {
      const result = hintForCell({ grid }, cell, level);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.route).toEqual(route);
      return result.value;
    });
    expect(hintEn(texts[0]!, grid)).toMatch(
      new RegExp(`^${name} takes ${route.length} steps from here\\. To start, look at `),
    );
    // Level 1 gives away no digit: neither the cell's nor the first step's.
    expect(hintEn(texts[0]!, grid)).not.toMatch(/ is \d/);
    expect(texts[0]!.step).toEqual(first);
    expect(hintEn(texts[1]!, grid)).toBe(
      `${name} takes ${route.length} steps from here. The first: ${explainEn(first)}`,
    );
    expect(texts[1]!.highlights.targets).toContain(cell);
    expect(texts[2]!.step).toEqual(route.at(-1));
    expect(hintEn(texts[2]!, grid)).toMatch(
      new RegExp(`^${name} takes ${route.length} steps from here\\. First: `),
    );
    expect(hintEn(texts[2]!, grid)).toContain(`Finally: ${explainEn(route.at(-1)!)}`);
    for (const step of route) expect(unsoundness(step, solution)).toBeUndefined();
  });

  it('offers only the next step when the route is long', () => {
    const { cell, route } = farCell(LONGEST_LISTED_ROUTE + 1);
    const result = hintForCell({ grid }, cell, 3);
    if (!result.ok) throw new Error(result.error.message);
    expect(hintEn(result.value, grid)).toMatch(/a long way, so here is just the next one: /);
    expect(hintEn(result.value, grid)).toContain(explainEn(route[0]!));
    expect(result.value.step).toEqual(route[0]);
    // The later placements are not listed.
    const last = route.at(-1)!.placements[0]!;
    expect(hintEn(result.value, grid)).not.toContain(`${cellName(last.cell)} is ${last.digit}`);
  });

  it('keeps the warning about notes that rule out the right digit, at every level', () => {
    const { cell } = farCell(2);
    const other = [...grid.values.keys()].find((c) => !grid.values[c] && c !== cell)!;
    const notes = new Uint32Array(81);
    notes[other] = 0b1111111110 & ~(1 << solution[other]!);
    for (const level of [1, 2, 3] as const) {
      const result = hintForCell({ grid, notes }, cell, level);
      expect(result.ok && hintEn(result.value, grid)).toMatch(
        new RegExp(`^Careful: your notes in ${cellName(other)} rule out the digit`),
      );
      expect(result.ok && result.value.badNotes).toEqual([other]);
    }
  });

  it('refuses cells out of range and filled cells', () => {
    expect(hintForCell({ grid }, 81).ok || 'bad-cell').toBe('bad-cell');
    const bad = hintForCell({ grid }, -1);
    expect(bad.ok || bad.error.code).toBe('bad-cell');
    const given = grid.values.findIndex((v) => v !== 0);
    const filled = hintForCell({ grid }, given);
    expect(filled.ok || filled.error.code).toBe('cell-filled');
    // It suggests an empty cell to ask about instead, not the same one.
    const suggested = !filled.ok && /`hint (r\dc\d)`/.exec(filled.error.message)?.[1];
    expect(suggested).toBeTruthy();
    const index = grid.values.findIndex((_, c) => cellName(c) === suggested);
    expect(grid.values[index]).toBe(0);
  });
  it('offers the next step on the board when no explainable route reaches the cell', () => {
    // A forum "hardest" puzzle: r1c1 needs more than the hint budget's chains, but box 3 has a
    // hidden single right away.
    const hardest = gridOf(
      '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
    );
    const cell = 0;
    const result = hintForCell({ grid: hardest }, cell, 3);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const said = hintEn(result.value, hardest);
    expect(said).toMatch(/^r1c1 is further off than a route/);
    const next = hint({ grid: hardest }, 3);
    expect(next.ok && said.endsWith(hintEn(next.value, hardest))).toBe(true);
    expect(result.value.step?.placements.some((p) => p.cell === cell)).toBe(false);
  });
});
