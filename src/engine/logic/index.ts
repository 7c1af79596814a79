// The public face of human-style logic: the candidate model, the techniques, solution paths
// and progressive hints, as facts (src/bot/step-words.ts and hint-words.ts say them in words).

import type { Grid } from '../grid.ts';
import { walkPath, type PathOptions } from './path.ts';
import type { Step } from './step.ts';

export { CandidateBoard, tablesOf, type LogicTables } from './board.ts';
export { nextStep, walkPath, type NextStep, type PathOptions, type PathResult } from './path.ts';
export {
  applyStep,
  TECHNIQUE_FAMILIES,
  type CellDigit,
  type ChainNode,
  type Step,
  type TechniqueFamily,
} from './step.ts';
export { searchContext, type SearchContext, type Technique } from './technique.ts';
export { HINT_TECHNIQUES, TECHNIQUES, techniqueById } from './techniques.ts';
export { techniqueName } from './names.ts';
export { highlightsOf, type HintHighlights } from './highlights.ts';
export {
  HINT_ERROR_CODES,
  prepareBoard,
  type HintBoard,
  type HintError,
  type HintErrorCode,
} from './hint-board.ts';
export { hint, HINT_WORK, type Hint, type HintLevel } from './hints.ts';
export { hintForCell } from './cell-hint.ts';

/**
 * The steps of the easiest logical solution path of a puzzle, in order. The list stops early
 * when the grid is invalid, has no unique solution, or needs more than the engine knows; use
 * `gradePuzzle` or `walkPath` to learn why.
 */
export function solutionPath(grid: Grid, options: Omit<PathOptions, 'keepSteps'> = {}): Step[] {
  return [...walkPath(grid, { ...options, keepSteps: true }).steps];
}
