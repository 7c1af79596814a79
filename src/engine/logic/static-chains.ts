// Sudoku Explainer's "Forcing Chains & Cycles" as one rating step: nice loops (X-Cycles and
// XY-Cycles 6.5+, loops with both kinds of links 7.0+) and self-contradicting chains (forcing
// X-chains 6.6+, forcing chains 7.0+) compete, and the easiest wins. Kinds that can't beat
// what is already found are not searched, and the walks stop at the length past which a
// loop or chain would rate worse.

import type { CandidateBoard } from './board.ts';
import { easiest, findSelfChains, type Found } from './forcing.ts';
import { findLoops, X_CYCLE, XY_CYCLE, Y_CYCLE } from './loops.ts';
import type { Step } from './step.ts';
import { freeRating, type SearchContext, type Technique } from './technique.ts';

function findStaticChains(board: CandidateBoard, context: SearchContext): Step | undefined {
  const found: Found[] = [];
  let best = Infinity;
  const searches: [number, (ceiling: number) => Found[]][] = [
    [6.5, (c) => findLoops(board, context, X_CYCLE, c)],
    [6.5, (c) => findLoops(board, context, Y_CYCLE, c)],
    [6.6, (c) => findSelfChains(board, context, false, c)],
    // Forcing chains before loops at 7.0: their walks are cheaper, and the loops' walks stop
    // at the length past which they can't beat the best chain.
    [7.0, (c) => findSelfChains(board, context, true, c)],
    [7.0, (c) => findLoops(board, context, XY_CYCLE, c)],
  ];
  for (const [base, search] of searches) {
    if (base > Math.max(best, freeRating(context))) continue;
    const more = search(best);
    for (const f of more) best = Math.min(best, f.rating);
    found.push(...more);
    if (context.work <= 0) break;
  }
  return easiest(found, context)?.build();
}

/** Nice loops and forcing chains, the easiest of them (6.5+). */
export const staticChains: Technique = {
  id: 'chains',
  name: 'Chains',
  family: 'chain',
  rating: 6.5,
  find: findStaticChains,
};
