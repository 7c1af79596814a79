// The easiest route to one cell: of the routes whose hardest step is of the lowest tier a player
// learns (route-ease.ts), the fewest facts (placements and elimination steps) that, taken in
// order, each follow from the board and the ones before, ending with the cell placed.
// Every fact first gets a small set it can be derived from (each rule's missing candidates
// covered by the supports that add least, repeated until nothing shrinks); then the ways of
// covering the asked cell's own rules are searched (within a node budget), and a replay drops
// whatever the route does without. The simple route of earliest reasons competes too, so the
// answer is never longer. On easy boards an exhaustive search found a shorter route for 1 of
// 18 (puzzle, cell) pairs with 3-9 steps, by one step.

import type { CandidateBoard } from './board.ts';
import { buildRouteGraph, earliestReasonRoute, type Rule, type RouteGraph } from './route-graph.ts';
import { HARDER_SAVES, routeTier, stepTier } from './route-ease.ts';
import { singlesForCell } from './singles.ts';
import { applyStep, type CellDigit, type Step } from './step.ts';
import type { SearchContext } from './technique.ts';

export interface CellRoute {
  /** The steps in order; the last one places the cell. */
  readonly steps: readonly Step[];
  /** Steps of the simple route (the premise closure of each placement's earliest reason). */
  readonly earliest: number;
  /** The tier (route-ease.ts) of the simple route. */
  readonly earliestTier: number;
  /**
   * A shorter route through a harder step, when it saves HARDER_SAVES steps or more: how many
   * steps it takes and its hardest step.
   */
  readonly shorter?: { readonly steps: number; readonly hardest: Step };
}

export interface RouteOptions {
  /**
   * Tiers up to this one count as equally easy (a player who keeps notes reads subsets as
   * easily as pointings: 2); the default 0 prefers singles, then intersections, and so on.
   */
  readonly easyUpTo?: number;
}

/** Search nodes per rule when covering any fact's rules, and the asked cell's own. */
const COVER_NODES = 12;
const TARGET_COVER_NODES = 5_000;

/**
 * The easiest route found from `start` to placing `cell` (the lowest tier of its hardest step,
 * then the fewest steps), or undefined when stuck. A route of a lower tier is searched for
 * with the harder facts left out of the graph.
 */
export function cellRoute(
  start: CandidateBoard,
  solution: ArrayLike<number>,
  cell: number,
  context: SearchContext,
  options: RouteOptions = {},
): CellRoute | undefined {
  const graph = buildRouteGraph(start, solution, cell, context);
  if (!graph) return undefined;
  const simple = earliestReasonRoute(graph);
  const shortest = shortestRoute(graph, simple);
  if (!shortest) return undefined;
  const simpleSteps = prune(graph, simple);
  const earliestTier = simpleSteps ? routeTier(stepsOf(graph, simpleSteps)) : Infinity;
  let best = shortest;
  for (let limit = options.easyUpTo ?? 0; limit < shortest.tier; limit++) {
    const easy = restrictedGraph(graph, limit);
    const found = shortestRoute(easy, earliestReasonRoute(easy));
    if (found) {
      best = found;
      break;
    }
  }
  const saves = best.steps.length - shortest.steps.length;
  const hardest = shortest.steps.reduce((a, b) => (stepTier(b) > stepTier(a) ? b : a));
  return {
    steps: best.steps,
    earliest: simple.length,
    earliestTier,
    ...(saves >= HARDER_SAVES ? { shorter: { steps: shortest.steps.length, hardest } } : {}),
  };
}

/** The shortest route of a graph's candidate fact sets, with its steps and tier. */
function shortestRoute(
  graph: RouteGraph,
  simple: readonly number[],
): { steps: Step[]; tier: number } | undefined {
  const search = new DerivationSearch(graph);
  // The same set often comes from several rules; each is pruned once.
  const candidates = new Map<string, number[]>();
  for (const facts of [simple, ...search.targetCovers()]) {
    candidates.set([...facts].sort((a, b) => a - b).join(), [...facts]);
  }
  let best: number[] | undefined;
  for (const facts of candidates.values()) {
    const pruned = prune(graph, facts);
    if (pruned && (!best || pruned.length < best.length)) best = pruned;
  }
  if (!best) return undefined;
  const steps = stepsOf(graph, best);
  return { steps, tier: routeTier(steps) };
}

/**
 * The graph without the steps above a tier: their elimination facts never hold and remove
 * nothing, and placements keep only their singles and the rules of steps within the tier.
 */
function restrictedGraph(graph: RouteGraph, limit: number): RouteGraph {
  const allowed = (step: Step | undefined) => !step || stepTier(step) <= limit;
  const rules = graph.rules.map((list, f) =>
    graph.cells[f]! < 0
      ? allowed(graph.eliminations[f])
        ? list
        : []
      : list.filter((r) => allowed(r.step)),
  );
  const supports = new Map(
    [...graph.supports].map(([key, list]) => [
      key,
      list.filter((f) => graph.cells[f]! >= 0 || allowed(graph.eliminations[f])),
    ]),
  );
  return { ...graph, rules, supports };
}

/** A set of facts as bits. */
type Bits = Uint32Array;

function has(bits: Bits, i: number): boolean {
  return ((bits[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

function count32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function unionCount(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += count32(a[i]! | b[i]!);
  return n;
}

function countOf(bits: Bits): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += count32(bits[i]!);
  return n;
}

function orInto(into: Bits, from: Bits): void {
  for (let i = 0; i < into.length; i++) into[i]! |= from[i]!;
}

function membersOf(bits: Bits): number[] {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    for (let m = bits[w]!; m; m &= m - 1) out.push(w * 32 + (31 - Math.clz32(m & -m)));
  }
  return out;
}

/** Small derivation sets per fact, and covers of the target's rules built from them. */
class DerivationSearch {
  private readonly words: number;
  private readonly best: (Bits | undefined)[];
  /** Each rule's conditions, those with fewest supports first. */
  private readonly rules: (readonly (readonly number[])[])[];

  constructor(private readonly graph: RouteGraph) {
    const facts = graph.cells.length;
    this.words = (facts + 31) >>> 5;
    this.best = new Array<Bits | undefined>(facts);
    const supportCount = (key: number) => graph.supports.get(key)?.length ?? 0;
    this.rules = graph.rules.map((rules) =>
      rules.map((r) => [...r.conditions].sort((a, b) => supportCount(a) - supportCount(b))),
    );
    this.settle();
  }

  /** Repeats the cover of every rule until no fact's set shrinks. */
  private settle(): void {
    const { rounds } = this.graph;
    const order = [...rounds.keys()].sort((a, b) => rounds[a]! - rounds[b]! || a - b);
    const sizes = new Int32Array(order.length).fill(0x7fffffff);
    for (let pass = 0; pass < 64; pass++) {
      let changed = false;
      for (const fact of order) {
        for (const conditions of this.rules[fact]!) {
          const cover = this.smallestCover(conditions, fact, COVER_NODES);
          if (!cover) continue;
          cover[fact >>> 5]! |= 1 << (fact & 31);
          const size = countOf(cover);
          if (size < sizes[fact]!) {
            sizes[fact] = size;
            this.best[fact] = cover;
            changed = true;
          }
        }
      }
      if (!changed) return;
    }
  }

  /**
   * The smallest set found that removes every candidate in `conditions` without resting on
   * `fact`: supports are tried the one adding least first, so the first set found is the
   * greedy one; `nodes` bounds the search for smaller ones.
   */
  private smallestCover(
    conditions: readonly number[],
    fact: number,
    nodes: number,
  ): Bits | undefined {
    let best: Bits | undefined;
    let bestSize = Infinity;
    let left = nodes;
    const visit = (i: number, cover: Bits): void => {
      left--;
      if (i === conditions.length) {
        best = cover;
        bestSize = countOf(cover);
        return;
      }
      const options = this.options(conditions[i]!, fact, cover);
      if (options === true) return visit(i + 1, cover);
      for (const s of options) {
        if (best && left <= 0) return;
        const next = cover.slice();
        orInto(next, this.best[s]!);
        if (countOf(next) < bestSize) visit(i + 1, next);
      }
    };
    visit(0, new Uint32Array(this.words));
    return best;
  }

  /**
   * `true` when `cover` already removes the candidate; else the supports whose sets can be
   * added (none holding `fact`), the one adding least first.
   */
  private options(key: number, fact: number, cover: Bits): true | number[] {
    const supports = this.graph.supports.get(key) ?? [];
    const usable: [number, number][] = [];
    for (const s of supports) {
      if (has(cover, s)) return true;
      const set = this.best[s];
      if (set && !has(set, fact)) usable.push([s, unionCount(cover, set)]);
    }
    return usable.sort((a, b) => a[1] - b[1]).map(([s]) => s);
  }

  /** Sets that place the target: its own, and the smallest cover of each of its rules. */
  targetCovers(): number[][] {
    const { target } = this.graph;
    const found: number[][] = [];
    const own = this.best[target];
    if (own) found.push(membersOf(own));
    for (const conditions of this.rules[target]!) {
      const cover = this.smallestCover(conditions, target, TARGET_COVER_NODES);
      if (cover) found.push([...membersOf(cover), target]);
    }
    return found;
  }
}

/**
 * Carries out the facts on a copy of the start board, each once one of its rules holds
 * (earliest round first), until the target is placed or nothing more follows; returns the facts
 * carried out, in order.
 */
function replay(graph: RouteGraph, facts: readonly number[]): number[] {
  const { rounds, target } = graph;
  const board = graph.start.clone();
  let pending = [...facts].sort((a, b) => rounds[a]! - rounds[b]! || a - b);
  const done: number[] = [];
  for (let progress = true; progress && pending.length;) {
    progress = false;
    const waiting: number[] = [];
    for (const fact of pending) {
      if (!ruleHolding(graph, board, fact)) {
        waiting.push(fact);
        continue;
      }
      carryOut(graph, board, fact);
      done.push(fact);
      progress = true;
      if (fact === target) return done;
    }
    pending = waiting;
  }
  return done;
}

/** The first rule of a fact whose candidates are all gone from the board. */
function ruleHolding(graph: RouteGraph, board: CandidateBoard, fact: number): Rule | undefined {
  const { cands } = board;
  next: for (const rule of graph.rules[fact]!) {
    for (const key of rule.conditions) if (cands[key >>> 5]! & (1 << (key & 31))) continue next;
    return rule;
  }
  return undefined;
}

function carryOut(graph: RouteGraph, board: CandidateBoard, fact: number): void {
  const cell = graph.cells[fact]!;
  if (cell >= 0) board.place(cell, graph.solution[cell]!);
  else applyStep(board, graph.eliminations[fact]!);
}

/** The steps a player reads for facts in replay order: the easiest single for a placement. */
function stepsOf(graph: RouteGraph, facts: readonly number[]): Step[] {
  const board = graph.start.clone();
  return facts.map((fact) => {
    const cell = graph.cells[fact]!;
    const rule = ruleHolding(graph, board, fact);
    const step =
      cell < 0
        ? graph.eliminations[fact]!
        : (rule?.step ??
          singlesForCell(board, cell).reduce((a, b) => (a.rating <= b.rating ? a : b)));
    const settled = settledOn(board, step);
    carryOut(graph, board, fact);
    return settled;
  });
}

/**
 * The step without the candidates an earlier step of the route already removed (a step found
 * on another board of the walk may name them), so its words name only what it changes.
 */
function settledOn(board: CandidateBoard, step: Step): Step {
  const present = (list: readonly CellDigit[]) => list.filter((e) => board.has(e.cell, e.digit));
  const eliminations = present(step.eliminations);
  const because = step.because && present(step.because);
  if (eliminations.length === step.eliminations.length && because?.length === step.because?.length)
    return step;
  return { ...step, eliminations, ...(because ? { because } : {}) };
}

/**
 * Drops the facts the route to the target does without (latest first, each tested by a replay);
 * undefined when the facts never place the target.
 */
function prune(graph: RouteGraph, facts: readonly number[]): number[] | undefined {
  const { target } = graph;
  let current = replay(graph, facts);
  if (!current.includes(target)) return undefined;
  for (const fact of [...current].reverse()) {
    if (fact === target || !current.includes(fact)) continue;
    const without = replay(
      graph,
      current.filter((f) => f !== fact),
    );
    if (without.includes(target)) current = without;
  }
  return current;
}
