// Progressive hints from the player's current board: level 1 says where to look and which
// family of technique, level 2 names the technique and digit, level 3 gives the whole step.

import { err, ok, type Result } from '../result.ts';
import type { CandidateBoard } from './board.ts';
import { explain, techniqueName } from './explain.ts';
import { prepareBoard, type HintBoard, type HintError, type PreparedBoard } from './hint-board.ts';
import { highlightsOf, type HintHighlights } from './highlights.ts';
import { nextStep } from './path.ts';
import type { Step, TechniqueFamily } from './step.ts';
import { searchContext } from './technique.ts';
import { HINT_TECHNIQUES, techniqueById } from './techniques.ts';
import { withArticle, wordsFor, type Words } from './words.ts';

export type HintLevel = 1 | 2 | 3;

export interface Hint {
  readonly level: HintLevel;
  /** One or two sentences for the player. */
  readonly text: string;
  /** The step the hint is about (absent when the hint is about wrong entries). */
  readonly step?: Step;
  /** For a cell hint: every step from the board to the cell, in order (absent for one step). */
  readonly route?: readonly Step[];
  readonly family?: TechniqueFamily;
  readonly highlights: HintHighlights;
  /** Entries that differ from the solution: the hint is about these first. */
  readonly wrongEntries?: readonly number[];
  /** Cells whose notes rule out the digit that belongs there. */
  readonly badNotes?: readonly number[];
  /** For a cell hint (`hint r3c5`): the cell and how its route was told, as data. */
  readonly cellRoute?: CellRouteFacts;
}

/**
 * What a cell hint's words say beyond its steps, so that a bot can say them in any language:
 * the cell asked about, a shorter route with a harder technique (its id and length), the cells
 * of a final hidden single's house struck on the way, and whether the cell was too far off so
 * the hint is the board's next step instead.
 */
export interface CellRouteFacts {
  readonly cell: number;
  readonly shorter?: { readonly technique: string; readonly steps: number };
  readonly struck?: readonly number[];
  readonly instead?: true;
}

/** Work budget of one hint (chains and forcing chains included). */
export const HINT_WORK = 4_000_000;

/** The next hint for a board at a level of detail. */
export function hint(input: HintBoard, level: HintLevel): Result<Hint, HintError> {
  const prepared = prepareBoard(input);
  return prepared.ok ? hintOnPrepared(prepared.value, input, level) : prepared;
}

/** The next hint for a board already prepared (solved and checked) by `prepareBoard`. */
export function hintOnPrepared(
  prepared: PreparedBoard,
  input: HintBoard,
  level: HintLevel,
): Result<Hint, HintError> {
  const early = wrongEntryHint(prepared, input, level);
  if (early) return ok(early);
  const { board, badNotes } = prepared;
  if (board.empty === 0) return err({ code: 'solved', message: 'The board is already solved!' });
  const next = nextStep(board, searchContext(HINT_WORK, true), { techniques: HINT_TECHNIQUES });
  if (next.kind !== 'step') {
    return err({
      code: 'too-hard',
      message:
        'From here the next step needs techniques beyond what I can explain (or a guess). Try placing a digit you are sure of, or ask for a cell hint.',
    });
  }
  return ok(hintFromStep(next.step, level, board, badNotes, input));
}

/** Builds the hint text and highlights of a step at a level. */
function hintFromStep(
  step: Step,
  level: HintLevel,
  board: CandidateBoard,
  badNotes: readonly number[],
  input: HintBoard,
): Hint {
  const w = wordsFor(input.grid.geometry);
  const family = hintFamily(step);
  const body =
    level === 1
      ? levelOneText(step, family, w)
      : level === 2
        ? levelTwoText(step, w)
        : explain(step, input.grid.geometry);
  return {
    level,
    text: notesWarning(badNotes, w) + body,
    step,
    family,
    highlights: highlightsOf(step, level, board),
    ...(badNotes.length ? { badNotes } : {}),
  };
}

/** The warning a hint starts with when notes rule out the digit that belongs in their cell. */
export function notesWarning(badNotes: readonly number[], w: Words): string {
  return badNotes.length
    ? `Careful: your notes in ${w.cells(badNotes)} rule out the digit that belongs there; I ignored them. `
    : '';
}

function wrongEntryHint(prepared: PreparedBoard, input: HintBoard, level: HintLevel) {
  const { wrongEntries } = prepared;
  if (!wrongEntries.length) return undefined;
  const w = wordsFor(input.grid.geometry);
  const cells = w.cells(wrongEntries);
  const text =
    wrongEntries.length === 1
      ? `${cells} holds ${w.digit(input.grid.values[wrongEntries[0]!]!)}, which is not the digit that belongs there. Clear it first; hints build on a board without mistakes.`
      : `These cells hold digits that don't belong there: ${cells}. Clear them first; hints build on a board without mistakes.`;
  const hint: Hint = {
    level,
    text,
    highlights: { targets: wrongEntries },
    wrongEntries,
  };
  return hint;
}

/** The family a hint names for a step. */
export function hintFamily(step: Step): TechniqueFamily {
  const known = techniqueById(step.technique);
  if (known) return known.family;
  // An id that names a variant rather than a technique.
  const t = step.technique;
  if (t.startsWith('unique-') || t.startsWith('bug')) return 'uniqueness';
  if (t.startsWith('colour-')) return 'colouring';
  if (t.startsWith('finned-') || t.startsWith('sashimi-')) return 'fish';
  if (t.includes('forcing')) return 'forcing';
  if (t.endsWith('xyz-wing') || t.startsWith('als')) return 'als';
  if (step.chains?.length) return 'chain';
  return 'single';
}

// What a level-1 hint says there is, by family; plural phrases read "there are ...".
const FAMILY_PHRASES: Record<TechniqueFamily, string> = {
  single: 'a single',
  intersection: 'locked candidates',
  subset: 'a subset',
  fish: 'a fish pattern',
  'single-digit': 'a single-digit pattern',
  wing: 'a wing',
  colouring: 'a colouring pattern',
  uniqueness: 'a uniqueness pattern',
  chain: 'a chain',
  als: 'an almost locked set',
  forcing: 'a forcing chain',
};

/** "there is a hidden single", "there are locked candidates (Pointing)" */
function thereIs(step: Step, family: TechniqueFamily): string {
  const name = techniqueName(step);
  if (family === 'single' || family === 'subset') {
    return `there is ${withArticle(name.toLowerCase())}`;
  }
  const phrase = FAMILY_PHRASES[family];
  return `there ${/^an? /.test(phrase) ? 'is' : 'are'} ${phrase} (${name})`;
}

/** The houses to point at for a level-1 hint. */
function whereToLook(step: Step, w: Words): string {
  if (step.houses.length) return w.houses(step.houses);
  if (step.cells.length) return w.cells(step.cells.slice(0, 4));
  return 'the whole board';
}

/** Where to look and what kind of step is there, without the cell or digit. */
export function levelOneText(step: Step, family: TechniqueFamily, w: Words): string {
  if (step.technique === 'naked-single') {
    return 'Look for a cell with only one candidate left: there is a naked single.';
  }
  if (family === 'single' || family === 'subset' || family === 'intersection') {
    return `Look at ${whereToLook(step, w)}: ${thereIs(step, family)}.`;
  }
  return `Look at the digit${step.digits.length > 1 ? 's' : ''} ${w.digits(step.digits, 'and')}: ${thereIs(step, family)}.`;
}

/** The technique and digit of a step, without the whole pattern. */
export function levelTwoText(step: Step, w: Words): string {
  const name = techniqueName(step);
  const d = step.digits.length ? w.digit(step.digits[0]!) : '';
  const house = step.houses.length ? w.house(step.houses[0]!) : '';
  switch (step.technique) {
    case 'full-house':
      return `${house} has only one empty cell left; which digit is missing?`;
    case 'hidden-single-box':
    case 'hidden-single-line':
      return `${d} can only go in one cell of ${house}.`;
    case 'naked-single':
      return `One cell can only be ${d}: look at the digits its row, column and box already hold.`;
    case 'pointing':
    case 'claiming':
    case 'direct-pointing':
    case 'direct-claiming':
      return `In ${house}, ${d} can only go where it meets ${w.house(step.coverHouses![0]!)} (${name}).`;
    default:
      if (step.technique.startsWith('naked-')) {
        return `${step.cells.length} cells of ${house} hold only ${w.digits(step.digits)} (${name}).`;
      }
      if (step.technique.includes('hidden-')) {
        return `In ${house}, ${w.digits(step.digits)} fit in only ${step.cells.length} cells (${name}).`;
      }
      return `Use ${withArticle(name)} on ${w.digits(step.digits)}${step.houses.length ? ` in ${w.houses(step.houses)}` : ''}.`;
  }
}
