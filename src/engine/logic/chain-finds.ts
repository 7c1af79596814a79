// What the chain searches find and share: a find kept cheap until it is the one returned, the
// easiest of several (merged with its ties when grading), the work a search spends, a chain's
// rating by its length, and the step a find becomes.

import type { CandidateBoard } from './board.ts';
import { type Implications, type NodeId } from './implications.ts';
import { mergeConclusions, type ChainNode, type Conclusion, type Step } from './step.ts';
import { chainLengthBonus, freeRating, roundRating, type SearchContext } from './technique.ts';

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

/** The easier of two finds (lower rating, then fewer candidates); the first on a tie. */
export function better(a: Found | undefined, b: Found | undefined): Found | undefined {
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

/** Takes the engine's work from the search's budget; false once the budget is spent. */
export function spend(context: SearchContext, engine: Implications): boolean {
  context.work -= engine.spent;
  engine.spent = 0;
  return context.work > 0;
}

/** A chain's rating: the base of its kind plus the bonus for its length. */
export function rated(base: number, complexity: number): number {
  return roundRating(base + chainLengthBonus(complexity - 2));
}

/** What a reached node concludes: a placement (on) or an elimination (off). */
export function conclusionOf(engine: Implications, node: NodeId): Conclusion {
  const cell = engine.cellOf(node);
  const digit = engine.digitOf(node);
  return engine.isOn(node)
    ? { placements: [{ cell, digit }], eliminations: [] }
    : { placements: [], eliminations: [{ cell, digit }] };
}

/** The step of a chain technique, with its chains' cells and digits. */
export function chainStep(
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
