// The one table of names players read for steps, where they differ from a technique's own name
// (which is Sukaku Explainer's, kept for ratings): variants of one technique, and SE's internal
// words ("Direct Pointing", "Direct Hidden Pair") replaced by what players call the step
// (HoDoKu / sudokuwiki names). Hint words, hint pictures and their alt text all read names
// through `techniqueName` below, which looks here first.

import { NESTED_STEP_NAMES } from './nested-names.ts';
import type { Step } from './step.ts';
import { techniqueById } from './techniques.ts';

/** Names players read for step ids, where they differ from the technique's (SE's) name. */
export const STEP_NAMES: Partial<Record<string, string>> = {
  // A "direct" step is the pattern followed by the single it leaves: players name the pattern.
  'direct-pointing': 'Pointing',
  'direct-claiming': 'Claiming',
  'direct-hidden-pair': 'Hidden Pair',
  'direct-hidden-triple': 'Hidden Triple',
  skyscraper: 'Skyscraper',
  'two-string-kite': '2-String Kite',
  'turbot-fish': 'Turbot Fish',
  'aligned-pair-exclusion': 'Aligned Pair Exclusion',
  'aligned-triple-exclusion': 'Aligned Triple Exclusion',
  'als-xz': 'ALS-XZ',
  'colour-trap': 'Simple Colouring',
  'colour-wrap': 'Simple Colouring',
  'unique-rectangle-1': 'Unique Rectangle (type 1)',
  'unique-rectangle-2': 'Unique Rectangle (type 2)',
  'unique-rectangle-3': 'Unique Rectangle (type 3)',
  'unique-rectangle-4': 'Unique Rectangle (type 4)',
  'unique-loop-1': 'Unique Loop (type 1)',
  'unique-loop-2': 'Unique Loop (type 2)',
  'x-chain': 'X-Chain',
  'grouped-x-chain': 'Grouped X-Chain',
  'bug-type-3': 'BUG (type 3)',
  'bug-type-4': 'BUG (type 4)',
  'x-cycle': 'X-Cycle',
  'y-cycle': 'XY-Cycle',
  'nice-loop': 'Nice Loop',
  'nishio-forcing-chain': 'Nishio Forcing Chain',
  'xy-chain': 'XY-Chain',
  'vwxyz-wing': 'VWXYZ-Wing',
  'uvwxyz-wing': 'UVWXYZ-Wing',
  'tuvwxyz-wing': 'TUVWXYZ-Wing',
  'wxyz-wing': 'WXYZ-Wing',
  'cell-forcing-chain': 'Cell Forcing Chains',
  'house-forcing-chain': 'House Forcing Chains',
  'contradiction-forcing-chain': 'Contradiction Forcing Chain',
  'dynamic-cell-forcing-chain': 'Dynamic Cell Forcing Chains',
  'dynamic-house-forcing-chain': 'Dynamic House Forcing Chains',
  'dynamic-double-forcing-chain': 'Double Forcing Chain',
  ...NESTED_STEP_NAMES,
};

/** The name players read for a step's technique ("Hidden Single", "Pointing", "Finned X-Wing"). */
export function techniqueName(step: Pick<Step, 'technique'>): string {
  const named = STEP_NAMES[step.technique];
  if (named) return named;
  const known = techniqueById(step.technique);
  if (known) return known.name;
  return step.technique
    .split('-')
    .map((w) => (w === 'xy' || w === 'xyz' || w === 'als' || w === 'bug' ? w.toUpperCase() : w))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
    .replace('X Wing', 'X-Wing')
    .replace('XY Wing', 'XY-Wing')
    .replace('XYZ Wing', 'XYZ-Wing')
    .replace('W Wing', 'W-Wing');
}
