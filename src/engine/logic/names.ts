// Names players read for step ids that are not technique ids (variants of one technique).

import { NESTED_STEP_NAMES } from './nested-names.ts';

/** Names players read for step ids that are not technique ids. */
export const STEP_NAMES: Partial<Record<string, string>> = {
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
