// Cell routes (`hint r3c5`): every route can be followed step by step from the board, ends with
// the cell placed, needs each of its steps, and is never longer than the simple route of
// earliest reasons unless it is easier; it prefers easy steps to a shorter way through harder
// ones; notes the player set shorten it.

import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../src/engine/grid.ts';
import { cellRoute } from '../../../src/engine/logic/cell-route.ts';
import { candidateMask } from '../../../src/engine/grid.ts';
import {
  applyStep,
  hintForCell,
  HINT_WORK,
  prepareBoard,
  searchContext,
  type CandidateBoard,
  type Step,
} from '../../../src/engine/logic/index.ts';
import { routeTier, stepTier } from '../../../src/engine/logic/route-ease.ts';
import { singlesForCell } from '../../../src/engine/logic/singles.ts';
import { hintEn } from '../../support/said.ts';
import { gridOf, ratedFixtures, solvedFixtures, unsoundness } from './helpers.ts';

const SINGLES = /^(full-house|hidden-single-(box|line)|naked-single)$/;
const LOCKED = /^(direct-)?(pointing|claiming)$/;
const NAKED = /^naked-(pair|triple|quad)$/;
const HIDDEN = /^(direct-)?hidden-(pair|triple|quad)$/;

/** True when the pattern a step names is on the board (for the techniques checked here). */
function patternHolds(board: CandidateBoard, step: Step): boolean | undefined {
  const houses = board.geometry.houses;
  const t = step.technique;
  const inside = (h: number, digit: number, cells: readonly number[]) =>
    board.cellsWith(h, digit).every((c) => cells.includes(c));
  if (LOCKED.test(t)) {
    return inside(step.houses[0]!, step.digits[0]!, houses[step.coverHouses![0]!]!.cells);
  }
  if (NAKED.test(t)) {
    const mask = step.digits.reduce((m, d) => m | (1 << d), 0);
    return step.cells.every((c) => !board.values[c] && (board.cands[c]! & ~mask) === 0);
  }
  if (HIDDEN.test(t)) return step.digits.every((d) => inside(step.houses[0]!, d, step.cells));
  return undefined;
}

/** Whether a step can be taken on the board: its single or its pattern is there. */
function takeable(board: CandidateBoard, step: Step): boolean | undefined {
  if (SINGLES.test(step.technique)) {
    const { cell } = step.placements[0]!;
    return singlesForCell(board, cell).some((s) => s.technique === step.technique);
  }
  const pattern = patternHolds(board, step);
  if (!pattern || !step.because) return pattern;
  // A direct step: once its eliminations are made, its digit has one place left in the house.
  const p = step.placements[0]!;
  const left = board
    .cellsWith(step.singleHouse!, p.digit)
    .filter((c) => !step.because!.some((e) => e.cell === c && e.digit === p.digit));
  return left.length === 1 && left[0] === p.cell;
}

/** Why a route can't be followed in order from the board, or undefined when it can. */
function unfollowable(start: CandidateBoard, route: readonly Step[], solution: Uint8Array) {
  const board = start.clone();
  for (const [i, step] of route.entries()) {
    const unsound = unsoundness(step, solution);
    if (unsound) return `step ${i}: ${unsound}`;
    if (takeable(board, step) === false) return `step ${i}: no ${step.technique} here`;
    applyStep(board, step);
  }
  return undefined;
}

/** Whether every step of a route is of a technique `takeable` can check. */
const checkable = (route: readonly Step[]) =>
  route.every((s) => [SINGLES, LOCKED, NAKED, HIDDEN].some((re) => re.test(s.technique)));

/** Easy and medium fixture puzzles, each with two empty cells a third and two thirds along. */
function pairs(): [Grid, number][] {
  const easy = solvedFixtures()
    .slice(0, 20)
    .map(([p]) => p);
  const medium = ratedFixtures()
    .filter(([, r]) => r <= 3.4)
    .map(([p]) => p);
  return [...easy, ...medium].map(gridOf).flatMap((grid) => {
    const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
    return [1, 2].map((k): [Grid, number] => [grid, empty[Math.floor((k * empty.length) / 3)]!]);
  });
}

function routeOf(grid: Grid, cell: number, notes?: Uint32Array) {
  const prepared = prepareBoard(notes ? { grid, notes } : { grid });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const { board, solution } = prepared.value;
  const route = cellRoute(board, solution, cell, searchContext(HINT_WORK, true));
  if (!route) throw new Error(`no route to ${cell}`);
  return { route, board, solution };
}

describe('cellRoute', () => {
  const sample = pairs();

  it('can be followed step by step and ends with the cell placed', () => {
    for (const [grid, cell] of sample) {
      const { route, board, solution } = routeOf(grid, cell);
      expect(unfollowable(board, route.steps, solution)).toBeUndefined();
      expect(route.steps.at(-1)!.placements).toContainEqual({ cell, digit: solution[cell] });
      // Only the last step places the cell.
      const placesCell = route.steps.filter((s) => s.placements.some((p) => p.cell === cell));
      expect(placesCell).toHaveLength(1);
    }
  });

  it('is never longer than the simple route of earliest reasons, unless easier', () => {
    for (const [grid, cell] of sample) {
      const { route } = routeOf(grid, cell);
      const tier = routeTier(route.steps);
      expect(tier).toBeLessThanOrEqual(route.earliestTier);
      if (tier === route.earliestTier)
        expect(route.steps.length).toBeLessThanOrEqual(route.earliest);
    }
  });

  it('prefers easier steps to a shorter way through harder ones', () => {
    // Sudoku Exchange diabolical (public domain): the shortest route to r9c9 found takes 12
    // steps through three hidden pairs; singles and one pointing take 14.
    const grid = gridOf(
      '200050006010000090600801003007090600000703000900080002100000005060902010003060200',
    );
    const { route, board, solution } = routeOf(grid, 80);
    expect(unfollowable(board, route.steps, solution)).toBeUndefined();
    expect(route.steps.map((s) => stepTier(s)).filter((t) => t > 0)).toEqual([1]);
    expect(route.steps.some((s) => /hidden-(pair|triple)/.test(s.technique))).toBe(false);
  });

  it('needs every step: without any one of them the route breaks', () => {
    let checked = 0;
    for (const [grid, cell] of sample) {
      const { route, board, solution } = routeOf(grid, cell);
      if (route.steps.length < 2 || !checkable(route.steps)) continue;
      for (let i = 0; i < route.steps.length - 1; i++) {
        const without = route.steps.filter((_, j) => j !== i);
        expect(unfollowable(board, without, solution), `step ${i} of ${cell}`).toBeDefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('says when a harder step saves a long way, and takes it for a player who keeps notes', () => {
    // Sudoku Exchange hard (public domain): r6c3 takes 14 steps of singles and pointings, or 5
    // with a hidden pair.
    const grid = gridOf(
      '300005007010030590020008000708000000090000010000000902000900040032080070400600001',
    );
    const r6c3 = 5 * 9 + 2;
    const bare = hintForCell({ grid }, r6c3, 1);
    if (!bare.ok) throw new Error(bare.error.message);
    expect(hintEn(bare.value, grid)).toMatch(
      /^r6c3 takes 14 steps from here \(a Hidden Pair would do it in 5\)\./,
    );
    // Every candidate noted: the player works with notes, so a hidden pair reads as easily.
    const notes = Uint32Array.from({ length: 81 }, (_, c) => candidateMask(grid, c));
    const noted = hintForCell({ grid, notes }, r6c3, 1);
    if (!noted.ok) throw new Error(noted.error.message);
    expect(hintEn(noted.value, grid)).toMatch(/^r6c3 takes 5 steps from here\./);
  });

  it("starts from the player's notes: notes that settle a cell shorten the route", () => {
    const [grid, cell] = sample.find(([g, c]) => routeOf(g, c).route.steps.length >= 3)!;
    const { route, solution } = routeOf(grid, cell);
    // Notes in the cell itself holding only the right digit make it a naked single at once.
    const notes = new Uint32Array(81);
    notes[cell] = 1 << solution[cell]!;
    const noted = routeOf(grid, cell, notes).route;
    expect(route.steps.length).toBeGreaterThan(1);
    expect(noted.steps.map((s) => s.technique)).toEqual(['naked-single']);
  });
});
