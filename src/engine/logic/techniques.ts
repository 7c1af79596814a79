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
import type { Technique } from './technique.ts';

/** Every technique, easiest first. */
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
  hiddenPair,
  nakedTriple,
  hiddenTriple,
  nakedQuad,
  hiddenQuad,
];

/** Looks a technique up by id. */
export function techniqueById(id: string): Technique | undefined {
  return TECHNIQUE_INDEX.get(id);
}

const TECHNIQUE_INDEX = new Map(TECHNIQUES.map((t) => [t.id, t]));
