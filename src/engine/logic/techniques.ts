// The techniques in the order the solver tries them: easiest first, as Sudoku Explainer does.
// The rating of a puzzle is the hardest step on the path that always takes the easiest step.

import { claiming, directClaiming, directPointing, pointing } from './intersections.ts';
import { fullHouse, hiddenSingleBox, hiddenSingleLine, nakedSingle } from './singles.ts';
import {
  directHiddenPair,
  directHiddenTriple,
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
} from './subsets.ts';
import { simpleColouring } from './colouring.ts';
import {
  finnedJellyfish,
  finnedSwordfish,
  finnedXWing,
  jellyfish,
  swordfish,
  xWing,
} from './fish.ts';
import { emptyRectangle, skyscraper, turbotFish, twoStringKite } from './single-digit.ts';
import { alsXz, vwxyzWing, wxyzWing } from './als.ts';
import { xChain3, xChain4, xChain5, xChain6 } from './x-chains.ts';
import { alignedPairExclusion, alignedTripleExclusion } from './exclusion.ts';
import {
  dynamicForcingChains,
  forcingChains,
  multipleForcingChains,
  nishioForcingChains,
} from './forcing.ts';
import { freeRating, type SearchContext, type Technique } from './technique.ts';
import { bugPlusOne, bugType2 } from './bug.ts';
import { uniqueLoop, uniqueRectangle } from './uniqueness.ts';
import { mergeConclusions, type Step } from './step.ts';
import { wWing, xyWing, xyzWing } from './wings.ts';

/**
 * The techniques for rating, in Sudoku Explainer's order (its "easiest step" is the first
 * technique, in this order, that applies). Finned fish are left out: Sudoku Explainer has
 * none, and with them the rating of puzzles that need them comes out too low.
 */
export const TECHNIQUES: readonly Technique[] = [
  fullHouse,
  hiddenSingleBox,
  hiddenSingleLine,
  directPointing,
  directClaiming,
  directHiddenPair,
  nakedSingle,
  directHiddenTriple,
  pointing,
  claiming,
  nakedPair,
  xWing,
  hiddenPair,
  nakedTriple,
  swordfish,
  hiddenTriple,
  skyscraper,
  twoStringKite,
  turbotFish,
  emptyRectangle,
  xyWing,
  xyzWing,
  uniqueRectangle,
  uniqueLoop,
  nakedQuad,
  jellyfish,
  hiddenQuad,
  wxyzWing,
  xChain3,
  vwxyzWing,
  bugPlusOne,
  bugType2,
  xChain4,
  alignedPairExclusion,
  xChain5,
  xChain6,
  easiestOf('chains', 'Chains', [simpleColouring, forcingChains, alsXz, wWing]),
  alignedTripleExclusion,
  nishioForcingChains,
  multipleForcingChains,
  dynamicForcingChains,
];

/**
 * The techniques for hints, in the order a player learns them: the next hint is the step a
 * person finds easiest (a finned X-Wing before an XY-chain), whatever its rating.
 */
export const HINT_TECHNIQUES: readonly Technique[] = [
  fullHouse,
  hiddenSingleBox,
  hiddenSingleLine,
  nakedSingle,
  directPointing,
  directClaiming,
  pointing,
  claiming,
  directHiddenPair,
  nakedPair,
  hiddenPair,
  directHiddenTriple,
  nakedTriple,
  hiddenTriple,
  xWing,
  skyscraper,
  twoStringKite,
  turbotFish,
  emptyRectangle,
  xyWing,
  swordfish,
  xyzWing,
  wWing,
  uniqueRectangle,
  finnedXWing,
  nakedQuad,
  hiddenQuad,
  finnedSwordfish,
  jellyfish,
  finnedJellyfish,
  uniqueLoop,
  bugPlusOne,
  bugType2,
  simpleColouring,
  xChain3,
  xChain4,
  wxyzWing,
  vwxyzWing,
  alsXz,
  xChain5,
  xChain6,
  alignedPairExclusion,
  forcingChains,
  alignedTripleExclusion,
  nishioForcingChains,
  multipleForcingChains,
  dynamicForcingChains,
];

/**
 * One technique made of several whose steps compete on rating: the easiest step wins, and on
 * equal ratings the earlier member (a named pattern before a general chain).
 */
function easiestOf(id: string, name: string, members: readonly Technique[]): Technique {
  return {
    id,
    name,
    family: 'chain',
    rating: Math.min(...members.map((m) => m.rating)),
    find(board, context: SearchContext) {
      let best: Step | undefined;
      const steps: Step[] = [];
      for (const member of members) {
        if (best && member.rating >= best.rating) continue;
        const step = member.find(board, context);
        if (step) steps.push(step);
        if (step && (!best || step.rating < best.rating)) best = step;
        if (context.work <= 0) break;
      }
      return best && context.batch ? mergeFree(best, steps, freeRating(context)) : best;
    },
  };
}

/**
 * Grading: the easiest step with the conclusions of the other members' steps that can't
 * raise the puzzle's rating (rated no higher than it, or than the path's hardest step).
 */
function mergeFree(best: Step, steps: readonly Step[], free: number): Step {
  const limit = Math.max(best.rating, free);
  const others = steps.filter((s) => s !== best && s.rating <= limit);
  if (!others.length) return best;
  return { ...best, ...mergeConclusions([best, ...others]) };
}

/** Looks a technique up by id. */
export function techniqueById(id: string): Technique | undefined {
  return TECHNIQUE_INDEX.get(id);
}

const TECHNIQUE_INDEX = new Map(
  [
    ...TECHNIQUES,
    simpleColouring,
    finnedXWing,
    finnedSwordfish,
    finnedJellyfish,
    wWing,
    alsXz,
    forcingChains,
  ].map((t) => [t.id, t]),
);
