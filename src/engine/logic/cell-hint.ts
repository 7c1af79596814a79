// A hint for one cell (`hint r3c5`): the shortest route of steps from the player's board that
// places the cell (see cell-route.ts), told progressively like the other hints: level 1 says how
// many steps it takes and where to start, level 2 explains the first step, level 3 the route.
// The engine hands over the route and its facts; src/bot/hint-words.ts says them.

import type { Geometry } from '../geometry.ts';
import { nearestEmptyCell } from '../grid.ts';
import { err, ok, type Result } from '../result.ts';
import { cellRoute } from './cell-route.ts';
import type { CandidateBoard } from './board.ts';
import { highlightsOf, routeMarks, type HintHighlights } from './highlights.ts';
import { prepareBoard, type HintBoard, type HintError } from './hint-board.ts';
import { hint, hintFamily, hintOnPrepared, HINT_WORK, type Hint, type HintLevel } from './hints.ts';
import type { Step } from './step.ts';
import { searchContext } from './technique.ts';
import { makeCellName } from '../cell.ts';

/** The tier (route-ease.ts) of subsets: as easy as singles for a player who keeps notes. */
const NOTES_TIER = 2;

/** Routes longer than this are not listed: the reply offers the next step instead. */
export const LONGEST_LISTED_ROUTE = 12;

/** How the value of one cell follows from the current board, at a level of detail. */
export function hintForCell(
  input: HintBoard,
  cell: number,
  level: HintLevel = 3,
): Result<Hint, HintError> {
  const { geometry } = input.grid;
  const name = (c: number) => makeCellName(c, geometry.size);
  if (!Number.isInteger(cell) || cell < 0 || cell >= geometry.cellCount) {
    return err({
      code: 'bad-cell',
      message: `There is no such cell: name one like r3c5 (rows and columns 1-${geometry.size}).`,
    });
  }
  const prepared = prepareBoard(input);
  if (!prepared.ok) return prepared;
  if (prepared.value.wrongEntries.length) return hint(input, level);
  const { board, badNotes, solution } = prepared.value;
  if (board.values[cell]) {
    const other = nearestEmptyCell(board.values, geometry.size, cell);
    return err({
      code: 'cell-filled',
      message: `${name(cell)} already holds ${board.values[cell]}.${other === undefined ? '' : ` Ask about an empty cell, e.g. \`hint ${name(other)}\`.`}`,
    });
  }
  // A player who keeps notes reads subsets as easily as pointings; one who keeps none is
  // shown singles and intersections before anything that needs candidates written down.
  const keepsNotes = input.notes?.some((mask) => mask !== 0) ?? false;
  const route = cellRoute(board, solution, cell, searchContext(HINT_WORK, true), {
    easyUpTo: keepsNotes ? NOTES_TIER : 0,
  });
  if (!route) {
    // On the hardest puzzles no explainable route to one cell fits the budget, but the board's
    // next step often does: offer it, so the player can go on instead of hearing only "no".
    const next = hintOnPrepared(prepared.value, level);
    if (next.ok) return ok({ ...next.value, cellRoute: { cell, instead: true } });
    return err({
      code: 'too-hard',
      message: `${name(cell)} can't be reached from here with the techniques I can explain; it may need a guess, or first more digits elsewhere.`,
    });
  }
  const steps = route.steps;
  const struck = struckCells(steps, geometry);
  const about = stepTold(steps, level);
  // Level 2 explains a route's first step in full, so its picture shows all of it.
  const shown =
    level === 3 && about === steps.at(-1) && steps.length > 1
      ? routePicture(board, steps)
      : highlightsOf(about, level === 2 && steps.length > 1 ? 3 : level, board);
  return ok({
    level,
    step: about,
    ...(steps.length > 1 ? { route: steps } : {}),
    family: hintFamily(about),
    highlights: steps.length > 1 ? withTargets(shown, [cell]) : shown,
    ...(badNotes.length ? { badNotes } : {}),
    cellRoute: {
      cell,
      ...(route.shorter && {
        shorter: { technique: route.shorter.hardest.technique, steps: route.shorter.steps },
      }),
      ...(struck.length > 0 && { struck }),
    },
  });
}

/**
 * The picture of a listed route: each step before the last numbered on the board (its digits
 * placed, its eliminations struck), and the last step's whole reason as it stands once they
 * are made, so that the digits the route places take part in it (a hidden single's other cells
 * filled or seen by them).
 */
function routePicture(start: CandidateBoard, steps: readonly Step[]): HintHighlights {
  const after = start.clone();
  const route = routeMarks(steps.slice(0, -1), after);
  return { ...highlightsOf(steps.at(-1)!, 3, after), route };
}

/**
 * For a route ending in a hidden single: the cells of its house that lost the digit to an
 * elimination along the route rather than by seeing it, named so the words match the picture
 * ("every other cell is filled or sees a 6" leaves them out).
 */
export function struckCells(steps: readonly Step[], geometry: Geometry): number[] {
  const final = steps.at(-1)!;
  if (steps.length < 2 || !final.technique.startsWith('hidden-single')) return [];
  const { digit } = final.placements[0]!;
  const house = geometry.houses[final.houses[0]!]!.cells;
  const before = steps.slice(0, -1);
  const placed = new Set(before.flatMap((s) => s.placements.map((p) => p.cell)));
  const struck = before
    .flatMap((s) => s.because ?? s.eliminations)
    .filter((e) => e.digit === digit && house.includes(e.cell) && !placed.has(e.cell))
    .map((e) => e.cell);
  return [...new Set(struck)].sort((a, b) => a - b);
}

/**
 * The step a cell hint is about: the only one; at level 1 and 2 the first (where to start, then
 * that step explained); at level 3 the last, after the route before it, unless the route is too
 * long to list (LONGEST_LISTED_ROUTE) and the hint explains only the next step.
 */
function stepTold(steps: readonly Step[], level: HintLevel): Step {
  const first = steps[0]!;
  const final = steps.at(-1)!;
  if (steps.length === 1) return final;
  if (level < 3 || steps.length > LONGEST_LISTED_ROUTE) return first;
  return final;
}

function withTargets(highlights: HintHighlights, cells: readonly number[]): HintHighlights {
  return { ...highlights, targets: [...new Set([...(highlights.targets ?? []), ...cells])] };
}
