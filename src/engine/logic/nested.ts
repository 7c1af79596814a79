// Sudoku Explainer's hardest steps: dynamic forcing chains whose walks, when they run dry, try
// other techniques on the board the assumption has left, and carry on with what those find.
// - Dynamic Forcing Chains (+), 9.0: locked candidates, hidden and naked pairs, X-Wings.
// - Nested Forcing Chains, 9.5: also nice loops and forcing chains.
// - Nested Forcing Chains, 10.0: also cell and house forcing chains.
// Each is rated its base plus Sudoku Explainer's length bonus, counting the nested chains'
// candidates too. A nested technique's removals rest on the walk's removals in the cells and
// houses of its pattern (its parents); a step that needs none of them is not part of the walk.
// The work of every nested search is charged to the walk, so the budget bounds the whole.

import { CandidateBoard } from './board.ts';
import { xWing } from './fish.ts';
import { findDynamic, multipleForcingChains } from './forcing.ts';
import type {
  Advance,
  AdvancedOff,
  Implications,
  NodeId,
  PropagationMode,
} from './implications.ts';
import { claiming, pointing } from './intersections.ts';
import { staticChains } from './static-chains.ts';
import type { Step } from './step.ts';
import { hiddenPair, nakedPair } from './subsets.ts';
import type { SearchContext, Technique } from './technique.ts';

/** The techniques a walk of each nesting level tries when it runs dry, in this order. */
const BASIC: readonly Technique[] = [pointing, claiming, hiddenPair, nakedPair, xWing];
const LEVEL_RULES: readonly (readonly Technique[])[] = [
  [],
  BASIC,
  [...BASIC, staticChains],
  [...BASIC, staticChains, multipleForcingChains],
];

/** Work units charged per board scan of a nested pattern rule, per candidate place. */
const RULE_SCAN = 1;

/** Work one nested search may use (its chains are short: the walk has fixed most cells). */
const NESTED_WORK = 2_000_000;

/** Candidates removed by the walk that a step's pattern rests on: its parents. */
function parentsOf(step: Step, engine: Implications, work: Uint32Array): NodeId[] {
  const { cands, geometry } = engine.board;
  const cells = new Set(step.cells);
  const around = new Set(step.cells);
  for (const h of [...step.houses, ...(step.coverHouses ?? [])]) {
    for (const c of geometry.houses[h]!.cells) around.add(c);
  }
  let digits = 0;
  for (const d of step.digits) digits |= 1 << d;
  const out: NodeId[] = [];
  for (const c of around) {
    // Any digit gone from a pattern cell; the pattern's digits gone from its houses.
    let gone = cands[c]! & ~work[c]! & (cells.has(c) ? ~0 : digits);
    for (; gone; gone &= gone - 1) out.push(engine.node(c, 31 - Math.clz32(gone & -gone), false));
  }
  return out;
}

/** Candidates in a nested step's chains (0 for a pattern without chains). */
function complexityOf(step: Step): number {
  let n = 0;
  for (const chain of step.chains ?? []) n += chain.length;
  return n;
}

/** The walk's nested search at one level: the first technique with a step resting on it. */
function advanceAt(level: number): Advance {
  const rules = LEVEL_RULES[level]!;
  return (engine, work) => {
    const { board } = engine;
    const { cellCount } = board.tables;
    // A cell left without candidates is the walk's contradiction, not a board to read.
    for (let c = 0; c < cellCount; c++) if (!work[c] && !board.values[c]) return [];
    const view = new CandidateBoard(board.tables, board.values, work.slice(), board.empty);
    for (const rule of rules) {
      const context: SearchContext = { work: NESTED_WORK, unique: false };
      const step = rule.find(view, context);
      // Chain rules count their own work; the pattern rules scan the board, which takes
      // about as long as a walk over every candidate: charged as such.
      engine.spent += NESTED_WORK - context.work + RULE_SCAN * cellCount * board.size;
      if (!step?.eliminations.length) continue;
      const parents = parentsOf(step, engine, work);
      if (!parents.length) continue;
      const weight = complexityOf(step);
      const out: AdvancedOff[] = [];
      for (const e of step.eliminations) {
        if (work[e.cell]! & (1 << e.digit)) {
          out.push({ node: engine.node(e.cell, e.digit, false), parents, weight });
        }
      }
      if (out.length) return out;
    }
    return [];
  };
}

function nestedMode(level: number): PropagationMode {
  return { x: true, y: true, dynamic: true, advance: advanceAt(level), level };
}

/** A dynamic forcing-chain technique whose walks nest the techniques of `level`. */
function nested(level: number, id: string, name: string, base: number): Technique {
  const mode = nestedMode(level);
  const suffix = level === 1 ? '-plus' : `-nested-${level}`;
  return {
    id,
    name,
    family: 'forcing',
    rating: base,
    find: (board, context) => findDynamic(board, context, mode, base, suffix),
  };
}

/** Dynamic forcing chains (+), 9.0+: walks nest locked candidates, pairs and X-Wings. */
export const dynamicForcingChainsPlus = nested(
  1,
  'dynamic-forcing-chain-plus',
  'Dynamic Forcing Chains (+)',
  9.0,
);
/** Nested forcing chains, 9.5+: walks nest nice loops and forcing chains too. */
export const nestedForcingChains = nested(2, 'nested-forcing-chain', 'Nested Forcing Chains', 9.5);
/** Nested forcing chains, 10.0+: walks nest cell and house forcing chains too. */
export const nestedMultipleForcingChains = nested(
  3,
  'nested-multiple-forcing-chain',
  'Nested Forcing Chains (+ Multiple)',
  10.0,
);
