// Steps: one logical deduction each, as data. Techniques produce them, `applyStep` carries them
// out, `explain` turns them into English and `highlightsOf` into what a picture should show.

import type { CandidateBoard } from './board.ts';

/** A candidate: a digit in a cell. */
export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

export const TECHNIQUE_FAMILIES = [
  'single',
  'intersection',
  'subset',
  'fish',
  'single-digit',
  'wing',
  'colouring',
  'uniqueness',
  'chain',
  'als',
  'forcing',
] as const;
/** The family a level-1 hint names ("a hidden single", "locked candidates", "a fish" ...). */
export type TechniqueFamily = (typeof TECHNIQUE_FAMILIES)[number];

/** One link of a chain: a candidate assumed true (`on`) or false, and why it follows. */
export interface ChainNode {
  readonly cell: number;
  readonly digit: number;
  readonly on: boolean;
  /** House index (into geometry.houses) of the link that led here, -1 for a cell link. */
  readonly via: number;
  /** For a grouped node (cells of a box on one line acting as one): its cells (`cell` first). */
  readonly group?: readonly number[];
}

/** One logical deduction. Placements and eliminations never contradict the solution. */
export interface Step {
  /** Technique id, e.g. `hidden-single-box`, `x-wing`, `xy-chain`. */
  readonly technique: string;
  /** Difficulty of this step on the Sudoku Explainer scale. */
  readonly rating: number;
  /** Board size, for cell names (r3c5). */
  readonly size: number;
  /** The digit or digits the pattern is about. */
  readonly digits: readonly number[];
  /** Cells that make the pattern (the pair of a naked pair, the corners of an X-Wing). */
  readonly cells: readonly number[];
  /** Houses of the pattern, as indices into geometry.houses (base houses first for fish). */
  readonly houses: readonly number[];
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
  /** Cover houses of a fish, the second house of locked candidates. */
  readonly coverHouses?: readonly number[];
  /** Fin cells of a finned fish; the extra cell of BUG+1; the roof of a unique rectangle. */
  readonly extraCells?: readonly number[];
  /** Candidates the pattern relies on (drawn emphasised). */
  readonly candidates?: readonly CellDigit[];
  /** For ALS chains: the almost locked sets, in chain order (each a list of cells). */
  readonly sets?: readonly (readonly number[])[];
  /** For chains: the nodes from the assumption to the conclusion (several for forcing chains). */
  readonly chains?: readonly (readonly ChainNode[])[];
  /**
   * For a "direct" step (a pattern whose eliminations leave a hidden single): the eliminations
   * that lead to the placement. They are explained but not applied, as Sudoku Explainer does.
   */
  readonly because?: readonly CellDigit[];
  /** The house where the placement of a direct step is the only place left for its digit. */
  readonly singleHouse?: number;
}

/** Carries a step out on a board: placements first, then eliminations. */
export function applyStep(board: CandidateBoard, step: Step): void {
  for (const p of step.placements) board.place(p.cell, p.digit);
  for (const e of step.eliminations) board.eliminate(e.cell, e.digit);
}

/** Cells of a list of candidates, without repeats, ascending. */
export function cellsOf(list: readonly CellDigit[]): number[] {
  return [...new Set(list.map((x) => x.cell))].sort((a, b) => a - b);
}

/** What a step concludes: its placements and eliminations. */
export type Conclusion = Pick<Step, 'placements' | 'eliminations'>;

/**
 * One conclusion holding every placement and elimination of several (grading merges the
 * conclusions of steps that can't raise a puzzle's rating). Duplicates appear once.
 */
export function mergeConclusions(conclusions: readonly Conclusion[]): Conclusion {
  const key = (c: CellDigit) => c.cell * 32 + c.digit;
  const placements = new Map<number, CellDigit>();
  const eliminations = new Map<number, CellDigit>();
  for (const c of conclusions) {
    for (const p of c.placements) placements.set(key(p), p);
    for (const e of c.eliminations) eliminations.set(key(e), e);
  }
  // Both sources are sound, so no cell is placed and emptied of the same digit; eliminations
  // in placed cells are harmless (skipped when applied).
  return { placements: [...placements.values()], eliminations: [...eliminations.values()] };
}
