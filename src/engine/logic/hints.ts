// Progressive hints from the player's current board: level 1 says where to look and which
// family of technique, level 2 names the technique and digit, level 3 gives the whole step. The
// engine hands over the facts (the step, its family, the cells to mark); the words are said from
// them in the reader's language by src/bot/hint-words.ts, for the bot and the CLI alike.

import { err, ok, type Result } from '../result.ts';
import type { CandidateBoard } from './board.ts';
import { prepareBoard, type HintBoard, type HintError, type PreparedBoard } from './hint-board.ts';
import { highlightsOf, type HintHighlights } from './highlights.ts';
import { nextStep } from './path.ts';
import type { Step, TechniqueFamily } from './step.ts';
import { searchContext } from './technique.ts';
import { HINT_TECHNIQUES, techniqueById } from './techniques.ts';

export type HintLevel = 1 | 2 | 3;

export interface Hint {
  readonly level: HintLevel;
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
 * What a cell hint's words say beyond its steps, so that they can be said in any language:
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
  return prepared.ok ? hintOnPrepared(prepared.value, level) : prepared;
}

/** The next hint for a board already prepared (solved and checked) by `prepareBoard`. */
export function hintOnPrepared(prepared: PreparedBoard, level: HintLevel): Result<Hint, HintError> {
  const early = wrongEntryHint(prepared, level);
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
  return ok(hintFromStep(next.step, level, board, badNotes));
}

/** The facts and highlights of a hint about a step at a level. */
function hintFromStep(
  step: Step,
  level: HintLevel,
  board: CandidateBoard,
  badNotes: readonly number[],
): Hint {
  return {
    level,
    step,
    family: hintFamily(step),
    highlights: highlightsOf(step, level, board),
    ...(badNotes.length ? { badNotes } : {}),
  };
}

function wrongEntryHint(prepared: PreparedBoard, level: HintLevel): Hint | undefined {
  const { wrongEntries } = prepared;
  if (!wrongEntries.length) return undefined;
  return { level, highlights: { targets: wrongEntries }, wrongEntries };
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
