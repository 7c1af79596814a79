// Multiple forcing chains (Sudoku Explainer's 8.0, and the dynamic ones of 8.5): every candidate
// of a cell, or every place of a digit in a house, forces the same conclusion; dynamic walks add
// double forcing (a candidate on and off lead to the same conclusion).

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import { branchOf, branchParents, branchWeight, sharedNodes, type Branch } from './branches.ts';
import { implicationsOf, type Implications, type PropagationMode } from './implications.ts';
import { freeRating, type SearchContext } from './technique.ts';
import { chainStep, conclusionOf, rated, spend, type Found } from './chain-finds.ts';

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
export function findMultiple(
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
