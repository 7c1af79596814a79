// How hard a route's steps are for a player, by the order players learn techniques: singles,
// then intersections (pointing, claiming), then subsets, then the basic patterns (fish,
// single-digit patterns, wings), then colouring, uniqueness, chains and ALS, last forcing
// chains. A cell route prefers the lowest tier, then the fewest steps: a route of singles and a
// pointing reads easier than a shorter one through an ALS-XZ.

import type { Step, TechniqueFamily } from './step.ts';
import { techniqueById } from './techniques.ts';

const FAMILY_TIERS: Record<TechniqueFamily, number> = {
  single: 0,
  intersection: 1,
  subset: 2,
  fish: 3,
  'single-digit': 3,
  wing: 3,
  colouring: 4,
  uniqueness: 4,
  chain: 4,
  als: 4,
  forcing: 5,
};

/** The tier of a step (0 singles ... 5 forcing chains). */
export function stepTier(step: Step): number {
  const family = techniqueById(step.technique)?.family;
  if (family) return FAMILY_TIERS[family];
  // Ids of variants (finned fish, colour traps, unique rectangle types, nested chains).
  const t = step.technique;
  if (t.includes('forcing')) return FAMILY_TIERS.forcing;
  if (t.startsWith('finned-') || t.startsWith('sashimi-')) return FAMILY_TIERS.fish;
  return FAMILY_TIERS.chain;
}

/** The tier of a route: that of its hardest step. */
export function routeTier(steps: readonly Step[]): number {
  return steps.reduce((most, step) => Math.max(most, stepTier(step)), 0);
}

/** Steps fewer that a harder route must save before the words mention it. */
export const HARDER_SAVES = 4;
