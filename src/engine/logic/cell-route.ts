// The shortest route to one cell: the fewest facts (placements and elimination steps) that,
// taken in order, each follow from the board and the ones before, ending with the cell placed.
// Every fact first gets a small set it can be derived from (each rule's missing candidates
// covered by the supports that add least, repeated until nothing shrinks); then every way of
// covering the asked cell's own rules is tried, and a replay drops whatever the route does
// without. The simple route of earliest reasons competes too, so the answer is never longer.

import type { CandidateBoard } from './board.ts';
import { buildRouteGraph, earliestReasonRoute, type RouteGraph } from './route-graph.ts';
import { singlesForCell } from './singles.ts';
import { applyStep, type Step } from './step.ts';
import type { SearchContext } from './technique.ts';

export interface CellRoute {
  /** The steps in order; the last one places the cell. */
  readonly steps: readonly Step[];
  /** Steps of the simple route (the premise closure of each placement's earliest reason). */
  readonly earliest: number;
}

/** Combinations tried when covering the asked cell's rules (keeps the search in milliseconds). */
const TARGET_SEARCH_NODES = 20_000;

/** The shortest route found from `start` to placing `cell`, or undefined when stuck. */
export function cellRoute(
  start: CandidateBoard,
  solution: ArrayLike<number>,
  cell: number,
  context: SearchContext,
): CellRoute | undefined {
  const graph = buildRouteGraph(start, solution, cell, context);
  if (!graph) return undefined;
  const simple = earliestReasonRoute(graph);
  const search = new DerivationSearch(graph);
  const candidates = [simple, ...search.targetCovers()];
  let best: number[] | undefined;
  for (const facts of candidates) {
    const pruned = prune(graph, facts);
    if (pruned && (!best || pruned.length < best.length)) best = pruned;
  }
  if (!best) return undefined;
  return { steps: replay(graph, best).steps, earliest: simple.length };
}

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

  /** Repeats the greedy cover of every rule until no fact's set shrinks. */
  private settle(): void {
    const { rounds } = this.graph;
    const order = [...rounds.keys()].sort((a, b) => rounds[a]! - rounds[b]! || a - b);
    const sizes = new Int32Array(order.length).fill(0x7fffffff);
    for (let pass = 0; pass < 64; pass++) {
      let changed = false;
      for (const fact of order) {
        for (const conditions of this.rules[fact]!) {
          const cover = this.greedyCover(conditions, fact);
          if (!cover) continue;
          cover[fact >>> 5]! |= 1 << (fact & 31);
          const size = unionCount(cover, cover) ;
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

  /** A set that removes every candidate in `conditions` without using `fact` itself. */
  private greedyCover(conditions: readonly number[], fact: number): Bits | undefined {
    const cover = new Uint32Array(this.words);
    for (const key of conditions) {
      const options = this.options(key, fact, cover);
      if (options === true) continue;
      if (!options.length) return undefined;
      orInto(cover, this.best[options[0]!]!);
    }
    return cover;
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

  /** The smallest covers of the target's rules, trying every choice of support in turn. */
  targetCovers(): number[][] {
    const { target } = this.graph;
    let budget = TARGET_SEARCH_NODES;
    let bestSize = Infinity;
    const found: number[][] = [];
    const own = this.best[target];
    if (own) found.push(membersOf(own));
    const visit = (conditions: readonly number[], i: number, cover: Bits) => {
      if (--budget < 0) return;
      if (i === conditions.length) {
        const size = unionCount(cover, cover) + 1;
        if (size < bestSize) {
          bestSize = size;
          found.push([...membersOf(cover), target]);
        }
        return;
      }
      const options = this.options(conditions[i]!, target, cover);
      if (options === true) return visit(conditions, i + 1, cover);
      for (const s of options) {
        const next = cover.slice();
        orInto(next, this.best[s]!);
        if (unionCount(next, next) + 1 >= bestSize) continue;
        visit(conditions, i + 1, next);
      }
    };
    for (const conditions of this.rules[target]!) visit(conditions, 0, new Uint32Array(this.words));
    return found;
  }
}

interface Replayed {
  readonly facts: number[];
  readonly steps: Step[];
}

/**
 * Carries out the facts on a copy of the start board, each as soon as one of its rules holds
 * (earliest round first), until the target is placed or nothing more follows.
 */
function replay(graph: RouteGraph, facts: readonly number[]): Replayed {
  const { rounds, target } = graph;
  const board = graph.start.clone();
  let pending = [...facts].sort((a, b) => rounds[a]! - rounds[b]! || a - b);
  const out: Replayed = { facts: [], steps: [] };
  for (let progress = true; progress && pending.length; ) {
    progress = false;
    const waiting: number[] = [];
    for (const fact of pending) {
      const step = fire(graph, board, fact);
      if (!step) {
        waiting.push(fact);
        continue;
      }
      out.facts.push(fact);
      out.steps.push(step);
      progress = true;
      if (fact === target) return out;
    }
    pending = waiting;
  }
  return out;
}

/** Carries out one fact if a rule of it holds on the board; returns the step shown for it. */
function fire(graph: RouteGraph, board: CandidateBoard, fact: number): Step | undefined {
  const gone = (key: number) => (board.cands[key >>> 5]! & (1 << (key & 31))) === 0;
  const cell = graph.cells[fact]!;
  for (const rule of graph.rules[fact]!) {
    if (!rule.conditions.every(gone)) continue;
    if (cell < 0) {
      const step = graph.eliminations[fact]!;
      applyStep(board, step);
      return step;
    }
    const step =
      rule.step ?? singlesForCell(board, cell).reduce<Step | undefined>(
        (a, b) => (a && a.rating <= b.rating ? a : b),
        undefined,
      );
    if (!step) continue;
    board.place(cell, graph.solution[cell]!);
    return step;
  }
  return undefined;
}

/** Drops every fact the route to the target does without; undefined when it never gets there. */
function prune(graph: RouteGraph, facts: readonly number[]): number[] | undefined {
  const { target, rounds } = graph;
  let current = replay(graph, facts).facts;
  if (!current.includes(target)) return undefined;
  for (let changed = true; changed; ) {
    changed = false;
    const latestFirst = [...current].sort((a, b) => rounds[b]! - rounds[a]! || b - a);
    for (const fact of latestFirst) {
      if (fact === target || !current.includes(fact)) continue;
      const without = replay(
        graph,
        current.filter((f) => f !== fact),
      ).facts;
      if (without.includes(target)) {
        current = without;
        changed = true;
      }
    }
  }
  return current;
}
