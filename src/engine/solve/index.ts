// The exact solver's public face: uniqueness-aware results over any geometry, with the tuned
// classic 9x9 fast path chosen automatically.

import { isClassic9 } from '../geometry.ts';
import { findConflicts, type Conflict, type Grid } from '../grid.ts';
import { solveClassic } from './classic.ts';
import { searchGeneric } from './generic.ts';

export type SolveResult =
  | { readonly status: 'invalid'; readonly conflicts: readonly Conflict[] }
  | { readonly status: 'none' }
  | { readonly status: 'unique'; readonly solution: Uint8Array }
  | { readonly status: 'multiple'; readonly solutions: readonly [Uint8Array, Uint8Array] }
  | { readonly status: 'gave-up' };

export interface SolveOptions {
  /** Use the generic path even for classic 9x9 (to cross-check the fast path). */
  readonly generic?: boolean;
  /** Search nodes the generic path may visit before giving up (default: no limit). */
  readonly maxNodes?: number;
}

/**
 * Solves a grid and says whether its solution is unique: `invalid` (a house repeats a digit),
 * `none`, `unique`, `multiple` (two different solutions are returned) or `gave-up` (budget).
 */
export function solve(grid: Grid, options: SolveOptions = {}): SolveResult {
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) return { status: 'invalid', conflicts };
  if (isClassic9(grid.geometry) && !options.generic) {
    const out = new Uint8Array(162);
    const count = solveClassic(grid.values, 2, out);
    if (count === 0) return { status: 'none' };
    if (count === 1) return { status: 'unique', solution: out.slice(0, 81) };
    return { status: 'multiple', solutions: [out.slice(0, 81), out.slice(81)] };
  }
  const outcome = searchGeneric(grid.geometry, grid.values, 2, options.maxNodes);
  if (!outcome.complete && outcome.count < 2) return { status: 'gave-up' };
  if (outcome.count === 0) return { status: 'none' };
  if (outcome.count === 1) return { status: 'unique', solution: outcome.solutions[0]! };
  return { status: 'multiple', solutions: [outcome.solutions[0]!, outcome.solutions[1]!] };
}

/**
 * Number of solutions, counting no further than `limit` (use 2 for a uniqueness check).
 * A grid with conflicting givens has 0.
 */
export function countSolutions(grid: Grid, limit: number, options: SolveOptions = {}): number {
  if (findConflicts(grid).length > 0) return 0;
  if (isClassic9(grid.geometry) && !options.generic) return solveClassic(grid.values, limit);
  return searchGeneric(grid.geometry, grid.values, limit, options.maxNodes).count;
}
