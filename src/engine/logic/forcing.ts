// Chains and forcing chains, rated as Sudoku Explainer rates them: a base value for the kind of
// chain plus a bonus for its length (the number of candidates it needs).
// - Forcing chains (6.6 single-digit X-chains, 7.0 chains through cells too): an assumption
//   that contradicts itself ("if r1c1 is 7 ... then r1c1 is not 7").
// - Nishio (7.5): a single-digit assumption whose consequences break the board.
// - Multiple forcing chains (8.0): every candidate of a cell, or every place of a digit in a
//   house, forces the same conclusion.
// - Dynamic forcing chains (8.5): as above, re-reading the board as candidates fall.

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import { branchOf, branchParents } from './branches.ts';
import { placementBreaksDigit } from './digit-contradiction.ts';
import { implicationsOf, type Implications, type PropagationMode } from './implications.ts';
import { type Step } from './step.ts';
import { freeRating, type SearchContext, type Technique } from './technique.ts';
import { better, chainStep, easiest, rated, spend, type Found } from './chain-finds.ts';
import { findMultiple } from './multiple-forcing.ts';

export { easiest, type Found } from './chain-finds.ts';

const X_ONLY: PropagationMode = { x: true, y: false, dynamic: false };
const XY: PropagationMode = { x: true, y: true, dynamic: false };
const NISHIO: PropagationMode = { x: true, y: false, dynamic: true };
const DYNAMIC: PropagationMode = { x: true, y: true, dynamic: true };

/** Every candidate of a cell with two or more, as [cell, digit]. */
function candidatesOf(board: CandidateBoard): [number, number][] {
  const out: [number, number][] = [];
  for (let cell = 0; cell < board.tables.cellCount; cell++) {
    let m = board.cands[cell]!;
    if (popcount(m) < 2) continue;
    while (m) {
      const d = 31 - Math.clz32(m & -m);
      m &= m - 1;
      out.push([cell, d]);
    }
  }
  return out;
}

/**
 * The deepest assumption-to-contradiction depth whose chain still rates at most `rating`
 * (a chain reaching its target at depth `d` has complexity `d + 1`).
 */
function deepestWithin(base: number, rating: number): number {
  let depth = 1;
  while (depth < MAX_CHAIN_DEPTH && rated(base, depth + 2) <= rating) depth++;
  return depth;
}

/** Longest chain searched (far beyond any rating bonus that matters). */
const MAX_CHAIN_DEPTH = 200;

/**
 * The easiest self-contradicting chains from every assumption whose chain rates at most
 * `ceiling`. One breadth-first walk per assumption finds its shortest chain; the walks stop
 * at the depth past which a chain would rate worse than the best found so far, so no walk
 * goes deeper than the answer needs (and none is repeated, as iterative deepening would).
 */
function shortestSelfChain(
  board: CandidateBoard,
  engine: Implications,
  context: SearchContext,
  mode: PropagationMode,
  base: number,
  ceiling: number,
): Found[] {
  const found: Found[] = [];
  let bestRating = ceiling;
  const free = freeRating(context);
  let maxDepth = deepestWithin(base, Math.max(bestRating, free));
  for (const [cell, digit] of candidatesOf(board)) {
    for (const on of [true, false]) {
      const start = engine.node(cell, digit, on);
      const opposite = start ^ 1;
      // Only the assumption's opposite counts here, not contradictions elsewhere.
      const depth = engine.depthTo(start, opposite, mode, maxDepth);
      if (!spend(context, engine)) return found;
      if (depth < 0) continue;
      const complexity = depth + 1;
      const rating = rated(base, complexity);
      if (rating > Math.max(bestRating, free)) continue;
      if (rating < bestRating) {
        bestRating = rating;
        maxDepth = deepestWithin(base, Math.max(bestRating, free));
      }
      const conclusion = on
        ? { placements: [], eliminations: [{ cell, digit }] }
        : { placements: [{ cell, digit }], eliminations: [] };
      const technique = mode === X_ONLY ? 'x-chain' : 'xy-chain';
      // The engine's parents change with the next walk: the chain is read now.
      const chain = engine.pathTo(opposite);
      found.push({
        rating,
        complexity,
        conclusion,
        build: () => chainStep(board, technique, rating, [chain], conclusion),
      });
    }
  }
  return found;
}

/**
 * Self-contradicting chains on one digit (forcing X-chains, 6.6+) or through cells too (7.0+),
 * rated at most `ceiling` (or the grading's free rating).
 */
export function findSelfChains(
  board: CandidateBoard,
  context: SearchContext,
  xy: boolean,
  ceiling: number,
): Found[] {
  const [mode, base] = xy ? [XY, 7.0] : [X_ONLY, 6.6];
  return shortestSelfChain(board, implicationsOf(board), context, mode, base, ceiling);
}

/** Forcing X-chains, then XY forcing chains (only where they can rate lower). */
function findForcingChain(board: CandidateBoard, context: SearchContext): Step | undefined {
  let best: Found | undefined;
  for (const xy of [false, true]) {
    const ceiling = best ? best.rating : Infinity;
    // An XY chain can't beat an X-chain rated at or below its own base.
    if (xy && ceiling <= 7.0) break;
    best = better(best, easiest(findSelfChains(board, context, xy, ceiling), context));
    if (context.work <= 0) break;
  }
  return best?.build();
}

/** Nishio (single digit) and dynamic contradictions: an assumption that breaks the board. */
function findContradiction(
  board: CandidateBoard,
  context: SearchContext,
  mode: PropagationMode,
  base: number,
  technique: string,
  both: boolean,
): Found[] {
  const engine = implicationsOf(board);
  const found: Found[] = [];
  let bestRating = Infinity;
  const free = freeRating(context);
  for (const [cell, digit] of candidatesOf(board)) {
    for (const on of both ? [true, false] : [true]) {
      // Nishio follows one digit: a quick test of that digit's pattern decides whether the
      // chains are worth building.
      if (mode === NISHIO && !placementBreaksDigit(board, cell, digit)) continue;
      const start = engine.node(cell, digit, on);
      const branch = branchOf(board, engine, start, mode);
      if (!spend(context, engine)) return found;
      const targets = branch.contradiction;
      if (!targets) continue;
      const complexity = branch.contradictionComplexity;
      const rating = rated(base, complexity);
      if (rating > Math.max(bestRating, free)) continue;
      bestRating = Math.min(bestRating, rating);
      const conclusion = on
        ? { placements: [], eliminations: [{ cell, digit }] }
        : { placements: [{ cell, digit }], eliminations: [] };
      found.push({
        rating,
        complexity,
        conclusion,
        build: () => {
          const chains = targets.map((t) => engine.pathTo(t, branchParents(engine, branch)));
          return chainStep(board, technique, rating, chains, conclusion);
        },
      });
    }
  }
  return found;
}

/** Forcing X-chains (6.6+) and XY forcing chains (7.0+). */
export const forcingChains: Technique = {
  id: 'forcing-chain',
  name: 'Forcing Chain',
  family: 'chain',
  rating: 6.6,
  find: findForcingChain,
};

/** Nishio forcing chains (7.5+). */
export const nishioForcingChains: Technique = {
  id: 'nishio-forcing-chain',
  name: 'Nishio Forcing Chain',
  family: 'forcing',
  rating: 7.5,
  find: (board, context) =>
    easiest(
      findContradiction(board, context, NISHIO, 7.5, 'nishio-forcing-chain', false),
      context,
      false,
    )?.build(),
};

/** Cell and house forcing chains (8.0+). */
export const multipleForcingChains: Technique = {
  id: 'multiple-forcing-chain',
  name: 'Multiple Forcing Chains',
  family: 'forcing',
  rating: 8.0,
  find: (board, context) =>
    easiest(findMultiple(board, context, XY, 8.0, ''), context, false)?.build(),
};

/**
 * Dynamic forcing chains of a mode: contradictions, double forcing, cell and house chains, the
 * easiest of them. Technique ids are prefixed with `prefix` and end with `suffix`.
 */
export function findDynamic(
  board: CandidateBoard,
  context: SearchContext,
  mode: PropagationMode,
  base: number,
  suffix = '',
): Step | undefined {
  const found = findContradiction(
    board,
    context,
    mode,
    base,
    `contradiction-forcing-chain${suffix}`,
    true,
  );
  if (context.work > 0) {
    // Conclusions rated worse than the best contradiction can't be chosen: skip them early.
    const best = Math.min(...found.map((f) => f.rating));
    found.push(...findMultiple(board, context, mode, base, 'dynamic-', best, suffix));
  }
  return easiest(found, context)?.build();
}

/** Dynamic forcing chains (8.5+): contradictions, double forcing, cell and house chains. */
export const dynamicForcingChains: Technique = {
  id: 'dynamic-forcing-chain',
  name: 'Dynamic Forcing Chains',
  family: 'forcing',
  rating: 8.5,
  find: (board, context) => findDynamic(board, context, DYNAMIC, 8.5),
};
