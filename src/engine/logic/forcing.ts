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
import { branchOf, branchParents, branchWeight, sharedNodes, type Branch } from './branches.ts';
import { placementBreaksDigit } from './digit-contradiction.ts';
import {
  implicationsOf,
  type Implications,
  type NodeId,
  type PropagationMode,
} from './implications.ts';
import { mergeConclusions, type ChainNode, type Conclusion, type Step } from './step.ts';
import {
  chainLengthBonus,
  freeRating,
  roundRating,
  type SearchContext,
  type Technique,
} from './technique.ts';

const X_ONLY: PropagationMode = { x: true, y: false, dynamic: false };
const XY: PropagationMode = { x: true, y: true, dynamic: false };
const NISHIO: PropagationMode = { x: true, y: false, dynamic: true };
const DYNAMIC: PropagationMode = { x: true, y: true, dynamic: true };

/** A chain step found by a search, kept cheap until it is the one returned. */
export interface Found {
  readonly rating: number;
  readonly complexity: number;
  readonly conclusion: Conclusion;
  /** Makes the step with its chains: only for the find that is kept (most are discarded). */
  readonly build: () => Step;
  /**
   * Cells whose candidates decide whether the search starts this chain at all (a multiple
   * forcing chain's cell, or its house's places of the digit).
   */
  readonly sources?: readonly number[];
}

function better(a: Found | undefined, b: Found | undefined): Found | undefined {
  if (!a) return b;
  if (!b) return a;
  if (b.rating < a.rating || (b.rating === a.rating && b.complexity < a.complexity)) return b;
  return a;
}

/**
 * The easiest of several finds; in batch mode (grading), with the conclusions of every find
 * rated no higher (or no higher than the path's hardest step so far) merged into it. When
 * merging only ties (`SearchContext.tiesOnly`) where `ties` is false, only the ties whose
 * start the others leave alone: Nishio and static multiple forcing chains start only from
 * some cells (a digit that breaks its own pattern; cells of three candidates, a house's first
 * place), so one conclusion taken can make the next need a harder chain, and Sukaku Explainer
 * takes them one at a time.
 */
export function easiest(
  found: readonly Found[],
  context: SearchContext,
  ties = true,
): Found | undefined {
  let best: Found | undefined;
  for (const f of found) best = better(best, f);
  if (!best || !context.batch) return best;
  const kept = best;
  const limit = Math.max(kept.rating, freeRating(context));
  const same =
    context.tiesOnly && !ties
      ? untouchedTies(found, kept)
      : found.filter((f) => f.rating <= limit && f !== kept);
  if (!same.length) return kept;
  const conclusion = mergeConclusions([kept.conclusion, ...same.map((f) => f.conclusion)]);
  return { ...kept, conclusion, build: () => ({ ...kept.build(), ...conclusion }) };
}

/**
 * The ties of `kept` whose chains the conclusions taken before them (kept's, then earlier
 * ties') leave as they are: none of them touches the cells the chain starts from, so the
 * search still starts it after they are taken. Finds without sources are never merged.
 */
function untouchedTies(found: readonly Found[], kept: Found): Found[] {
  const touched = new Set<number>();
  const take = (c: Conclusion) => {
    for (const e of c.eliminations) touched.add(e.cell);
    for (const p of c.placements) touched.add(p.cell);
  };
  take(kept.conclusion);
  const out: Found[] = [];
  for (const f of found) {
    if (f === kept || f.rating !== kept.rating || !f.sources) continue;
    if (f.sources.some((c) => touched.has(c))) continue;
    out.push(f);
    take(f.conclusion);
  }
  return out;
}

function spend(context: SearchContext, engine: Implications): boolean {
  context.work -= engine.spent;
  engine.spent = 0;
  return context.work > 0;
}

function rated(base: number, complexity: number): number {
  return roundRating(base + chainLengthBonus(complexity - 2));
}

function conclusionOf(engine: Implications, node: NodeId): Conclusion {
  const cell = engine.cellOf(node);
  const digit = engine.digitOf(node);
  return engine.isOn(node)
    ? { placements: [{ cell, digit }], eliminations: [] }
    : { placements: [], eliminations: [{ cell, digit }] };
}

function chainStep(
  board: CandidateBoard,
  technique: string,
  rating: number,
  chains: ChainNode[][],
  conclusion: Conclusion,
): Step {
  const cells = [...new Set(chains.flat().map((n) => n.cell))];
  const digits = [...new Set(chains.flat().map((n) => n.digit))].sort((a, b) => a - b);
  return { technique, rating, size: board.size, digits, cells, houses: [], ...conclusion, chains };
}

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

/** The best rating found so far by a search, shared by its calls to `sharedConclusion`. */
interface Bound {
  best: number;
  /** Ratings up to this are kept even when not the best (see `SearchContext.free`). */
  readonly free: number;
}

/** Conclusions shared by every branch, rated by the total length of the branches. */
function sharedConclusion(
  board: CandidateBoard,
  engine: Implications,
  branches: Branch[],
  base: number,
  technique: string,
  bound: Bound,
  sources?: readonly number[],
): Found[] {
  const found: Found[] = [];
  sharedNodes(branches, engine.nodeCount, (node, atLeast) => {
    // Depths bound the complexity from below: most candidates are rejected here.
    if (rated(base, atLeast) > Math.max(bound.best, bound.free)) return;
    const cell = engine.cellOf(node);
    const digit = engine.digitOf(node);
    // Only conclusions that change the board: a new placement or a real elimination.
    if (engine.isOn(node)) {
      if (board.values[cell] || popcount(board.cands[cell]!) === 1) return;
    } else if (!board.has(cell, digit)) return;
    if (branches.some((b) => b.start === node)) return;
    let complexity = 0;
    for (const b of branches) {
      complexity += engine.ancestorCount([node], branchParents(engine, b), branchWeight(b));
    }
    const rating = rated(base, complexity);
    if (rating > Math.max(bound.best, bound.free)) return;
    bound.best = Math.min(bound.best, rating);
    const conclusion = conclusionOf(engine, node);
    found.push({
      rating,
      complexity,
      conclusion,
      ...(sources ? { sources } : {}),
      build: () => {
        const chains = branches.map((b) => engine.pathTo(node, branchParents(engine, b)));
        return chainStep(board, technique, rating, chains, conclusion);
      },
    });
  });
  return found;
}

/** Cell and house forcing chains (static or dynamic), and double forcing (dynamic). */
function findMultiple(
  board: CandidateBoard,
  context: SearchContext,
  mode: PropagationMode,
  base: number,
  prefix: string,
  bestSoFar = Infinity,
  suffix = '',
): Found[] {
  const engine = implicationsOf(board);
  const found: Found[] = [];
  const minCands = mode.dynamic ? 2 : 3;
  const bound: Bound = { best: bestSoFar, free: freeRating(context) };
  const { cellCount, houseCount } = board.tables;
  for (let cell = 0; cell < cellCount; cell++) {
    const m = board.cands[cell]!;
    if (popcount(m) < minCands) continue;
    const branches: Branch[] = [];
    for (let d = 1; d <= board.size; d++) {
      if (m & (1 << d)) branches.push(branchOf(board, engine, engine.node(cell, d, true), mode));
    }
    if (!spend(context, engine)) return found;
    found.push(
      ...sharedConclusion(
        board,
        engine,
        branches,
        base,
        `${prefix}cell-forcing-chain${suffix}`,
        bound,
        [cell],
      ),
    );
    if (mode.dynamic && popcount(m) >= 3) {
      // Double forcing: the candidate on and off lead to the same conclusion.
      for (const branch of branches) {
        const offBranch = branchOf(board, engine, branch.start ^ 1, mode);
        const technique = `${prefix}double-forcing-chain${suffix}`;
        found.push(...sharedConclusion(board, engine, [branch, offBranch], base, technique, bound));
      }
      if (!spend(context, engine)) return found;
    }
  }
  for (let h = 0; h < houseCount; h++) {
    for (let d = 1; d <= board.size; d++) {
      const places = board.cellsWith(h, d);
      // As Sudoku Explainer meets houses: from the digit's first place in the house, and only
      // when that cell is one it chains from (three candidates or more, two when dynamic).
      if (places.length < 2 || popcount(board.cands[places[0]!]!) < minCands) continue;
      const branches = places.map((c) => branchOf(board, engine, engine.node(c, d, true), mode));
      if (!spend(context, engine)) return found;
      const technique = `${prefix}house-forcing-chain${suffix}`;
      found.push(...sharedConclusion(board, engine, branches, base, technique, bound, places));
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
