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
import {
  alsXz,
  tuvwxyzWing,
  uvwxyzWing,
  vwxyzWing,
  vwxyzWingRated,
  wxyzWing,
  wxyzWingRated,
} from './als.ts';
import { xChain3, xChain4, xChain5, xChain6 } from './x-chains.ts';
import { alignedPairExclusion, alignedTripleExclusion } from './exclusion.ts';
import {
  dynamicForcingChains,
  forcingChains,
  multipleForcingChains,
  nishioForcingChains,
} from './forcing.ts';
import type { Technique } from './technique.ts';
import { bugPlusOne, bugType2 } from './bug.ts';
import { bugTypes3And4 } from './bug-types.ts';
import { uniqueLoop, uniqueRectangle } from './uniqueness.ts';
import { uniqueLoopsRated } from './uniqueness-rated.ts';
import { wWing, xyWing, xyzWing } from './wings.ts';
import { niceLoops } from './loops.ts';
import { groupedChain2, groupedChain3, groupedChain4 } from './grouped-links.ts';
import { alsXyWing } from './als-xy.ts';
import { staticChains } from './static-chains.ts';
import { strongLinks2, strongLinks3 } from './strong-links.ts';
import {
  dynamicForcingChainsPlus,
  nestedForcingChains,
  nestedMultipleForcingChains,
} from './nested.ts';

/**
 * The techniques for rating, in Sukaku Explainer's order (its "easiest step" is the first
 * technique, in this order, that applies), and only its techniques as the reference ratings
 * (the Sudoku Exchange bank) show them: chains of strong links are its Turbot Fish (two links)
 * and 3 Strong Links, grouped links in lines and boxes included (strong-links.ts; the hints'
 * Skyscraper ... grouped X-chains find the same patterns in a player's order), WXYZ- and
 * VWXYZ-Wings doubly linked too. Those it lacks there (finned fish, simple colouring, W-Wing,
 * ALS-XZ, ALS-XY-Wing, X-chains of four links and more: 4-link chains rated 5.8-6.1 put 5.7
 * puzzles above their reference) serve hints but would rate puzzles off the scale.
 * UVWXYZ- and TUVWXYZ-Wings (6.6, 7.5 there) serve hints only too: in the rating path they
 * lowered agreement with its ratings (1,230 reference puzzles: exact 87.3% -> 86.1%).
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
  strongLinks2,
  xyWing,
  xyzWing,
  uniqueLoopsRated,
  nakedQuad,
  jellyfish,
  hiddenQuad,
  strongLinks3,
  wxyzWingRated,
  bugPlusOne,
  bugType2,
  bugTypes3And4,
  vwxyzWingRated,
  alignedPairExclusion,
  staticChains,
  alignedTripleExclusion,
  nishioForcingChains,
  multipleForcingChains,
  dynamicForcingChains,
  dynamicForcingChainsPlus,
  nestedForcingChains,
  nestedMultipleForcingChains,
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
  groupedChain2,
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
  bugTypes3And4,
  simpleColouring,
  xChain3,
  groupedChain3,
  xChain4,
  groupedChain4,
  wxyzWing,
  vwxyzWing,
  uvwxyzWing,
  tuvwxyzWing,
  alsXz,
  alsXyWing,
  xChain5,
  xChain6,
  niceLoops,
  alignedPairExclusion,
  forcingChains,
  alignedTripleExclusion,
  nishioForcingChains,
  multipleForcingChains,
  dynamicForcingChains,
  dynamicForcingChainsPlus,
  nestedForcingChains,
  nestedMultipleForcingChains,
];

/** Looks a technique up by id. */
export function techniqueById(id: string): Technique | undefined {
  return TECHNIQUE_INDEX.get(id);
}

const TECHNIQUE_INDEX = new Map(
  [...TECHNIQUES, ...HINT_TECHNIQUES, simpleColouring, forcingChains].map((t) => [t.id, t]),
);
