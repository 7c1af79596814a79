// A hint for one cell (`hint r3c5`): the shortest route of steps from the player's board that
// places the cell (see cell-route.ts), told progressively like the other hints: level 1 says how
// many steps it takes and where to start, level 2 explains the first step, level 3 the route.

import type { Geometry } from '../geometry.ts';
import { nearestEmptyCell } from '../grid.ts';
import { err, ok, type Result } from '../result.ts';
import { cellRoute } from './cell-route.ts';
import { explain, techniqueName } from './explain.ts';
import type { CandidateBoard } from './board.ts';
import { highlightsOf, routeMarks, type HintHighlights } from './highlights.ts';
import { prepareBoard, type HintBoard, type HintError } from './hint-board.ts';
import {
  hint,
  hintFamily,
  hintOnPrepared,
  HINT_WORK,
  levelOneText,
  levelTwoText,
  notesWarning,
  type Hint,
  type HintLevel,
} from './hints.ts';
import type { Step } from './step.ts';
import { searchContext } from './technique.ts';
import { listOf, withArticle, wordsFor, type Words } from './words.ts';

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
  const w = wordsFor(geometry);
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
      message: `${w.cell(cell)} already holds ${w.digit(board.values[cell])}.${other === undefined ? '' : ` Ask about an empty cell, e.g. \`hint ${w.cell(other)}\`.`}`,
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
    const next = hintOnPrepared(prepared.value, input, level);
    if (next.ok) {
      return ok({
        ...next.value,
        cellRoute: { cell, instead: true },
        text: `${w.cell(cell)} is further off than a route I can explain in one go, so here is the next step on the board instead. ${next.value.text}`,
      });
    }
    return err({
      code: 'too-hard',
      message: `${w.cell(cell)} can't be reached from here with the techniques I can explain; it may need a guess, or first more digits elsewhere.`,
    });
  }
  const steps = route.steps;
  const shorter = route.shorter
    ? ` (${withArticle(techniqueName(route.shorter.hardest))} would do it in ${route.shorter.steps})`
    : '';
  const struck = struckCells(steps, geometry);
  const { about, text } = routeText(
    steps,
    level,
    w.cell(cell),
    w,
    (s) => explain(s, geometry) + (s === steps.at(-1) ? struckOnTheWay(struck, steps, w) : ''),
    shorter,
  );
  // Level 2 explains a route's first step in full, so its picture shows all of it.
  const shown =
    level === 3 && about === steps.at(-1) && steps.length > 1
      ? routePicture(board, steps)
      : highlightsOf(about, level === 2 && steps.length > 1 ? 3 : level, board);
  return ok({
    level,
    text: notesWarning(badNotes, w) + text,
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

/** The words for `struckCells` after the last step's explanation. */
function struckOnTheWay(cells: readonly number[], steps: readonly Step[], w: Words): string {
  if (cells.length === 0) return '';
  const { digit } = steps.at(-1)!.placements[0]!;
  return ` (${w.cells(cells)} ${cells.length > 1 ? 'have' : 'has'} no ${w.digit(digit)} left after the steps before.)`;
}

/** The words of a cell hint at a level, and the step they are about. */
function routeText(
  steps: readonly Step[],
  level: HintLevel,
  cell: string,
  w: Words,
  explainStep: (step: Step) => string,
  shorter: string,
): { about: Step; text: string } {
  const first = steps[0]!;
  const final = steps.at(-1)!;
  const n = steps.length;
  if (n === 1) {
    const text =
      level === 1
        ? `${cell} can be filled right now. ${levelOneText(final, hintFamily(final), w)}`
        : level === 2
          ? levelTwoText(final, w)
          : explainStep(final);
    return { about: final, text };
  }
  const count = `${cell} takes ${n} steps from here${shorter}`;
  if (level === 1) {
    const start = levelOneText(first, hintFamily(first), w);
    return { about: first, text: `${count}. To start, ${lowerFirst(start)}` };
  }
  if (level === 2) return { about: first, text: `${count}. The first: ${explainStep(first)}` };
  if (n > LONGEST_LISTED_ROUTE) {
    return {
      about: first,
      text: `${count}, a long way, so here is just the next one: ${explainStep(first)} Then ask about ${cell} again.`,
    };
  }
  const before = steps.slice(0, -1);
  const route =
    before.length <= 3
      ? before.map((s, i) => `${i === 0 ? 'First' : 'Then'}: ${explainStep(s)}`).join(' ')
      : `First: ${listOf(before.map((s) => briefly(s, w)))}.`;
  return { about: final, text: `${count}. ${route} Finally: ${explainStep(final)}` };
}

/** "r5c9=1 (Hidden Single)" or "Pointing removes 7 from r4c1" */
export function briefly(step: Step, w: Words): string {
  const name = techniqueName(step);
  if (step.placements.length) {
    return (
      step.placements.map((p) => `${w.cell(p.cell)}=${w.digit(p.digit)}`).join(', ') + ` (${name})`
    );
  }
  return `${name} removes ${w.removals(step.eliminations)}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function withTargets(highlights: HintHighlights, cells: readonly number[]): HintHighlights {
  return { ...highlights, targets: [...new Set([...(highlights.targets ?? []), ...cells])] };
}
