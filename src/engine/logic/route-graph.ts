// The facts a cell's route can be built from, and what each rests on. A fact is a placement
// (one per empty cell: its solution digit) or an elimination step. A fact becomes true by one of
// its rules once every candidate the rule names is gone; a candidate goes when its cell is
// placed, a peer is placed with its digit, or an elimination step removes it. Singles are rules
// of every placement from the start. Other steps come from walking the easiest path in rounds
// (all singles at once, else the easiest other step) until the cell is placed, which also gives
// each fact its earliest round; on each board of the walk, the cheap techniques the walk needed
// are searched again for alternatives (every pointing, not only the first).

import type { CandidateBoard } from './board.ts';
import { nextStep } from './path.ts';
import { candidateKey, eliminationOf, premisesOf } from './route-premises.ts';
import { singlesForCell } from './singles.ts';
import { applyStep, type Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';
import { HINT_TECHNIQUES } from './techniques.ts';

/** A way to make a fact true: once every candidate in `conditions` is gone. */
export interface Rule {
  readonly conditions: readonly number[];
  /** The step that concludes the fact, when it is not a single. */
  readonly step?: Step;
  /** True when that step is the walk's own (not an alternative found beside it). */
  readonly onWalk?: boolean;
}

/** Round of a fact the walk never reached. */
export const UNREACHED = 1 << 30;

export interface RouteGraph {
  readonly start: CandidateBoard;
  readonly solution: ArrayLike<number>;
  /** The fact that places the asked cell. */
  readonly target: number;
  /** Per fact: the cell it places, or -1 for an elimination step. */
  readonly cells: readonly number[];
  /** Per fact: the elimination step, for elimination facts. */
  readonly eliminations: readonly (Step | undefined)[];
  readonly rules: readonly (readonly Rule[])[];
  /** Facts that remove a candidate, by candidate key (only candidates present at the start). */
  readonly supports: ReadonlyMap<number, readonly number[]>;
  /**
   * Per fact: when it first held on the walk (fractions order the alternatives found on one
   * board), or UNREACHED. Every rule that held then rests only on facts of earlier rounds.
   */
  readonly rounds: readonly number[];
  /** Per fact: its round on the walk itself, UNREACHED for alternatives (the simple route's). */
  readonly walkRounds: readonly number[];
}

const NON_SINGLES = HINT_TECHNIQUES.filter((t) => t.family !== 'single');
/**
 * Alternatives come from the techniques of the walk's level: on an easy board (singles and the
 * direct steps ending in one) up to the hardest the walk used, on a medium board every medium
 * technique (locked candidates, pairs, X-Wing). A harder walk gets none: its chains cost most
 * of the time, and alternatives there shortened routes by only 3-4% (diabolical sample) while
 * adding a sixth to the time.
 */
const EASY_TOP = 2.3;
const MEDIUM_TOP = 3.4;
/** Alternatives kept per board of the walk. */
const ALTERNATIVES_PER_BOARD = 30;

/** The facts and rules for routes to `cell`, or undefined when the walk gets stuck first. */
export function buildRouteGraph(
  start: CandidateBoard,
  solution: ArrayLike<number>,
  cell: number,
  context: SearchContext,
): RouteGraph | undefined {
  const graph = new GraphBuilder(start, solution);
  const board = start.clone();
  // The board before each round, and the step of each round that had no single.
  const boards: CandidateBoard[] = [];
  const steps: (Step | undefined)[] = [];
  let hardest = 0;
  for (let round = 0; !board.values[cell]; round++) {
    if (round > start.tables.cellCount * 4) return undefined;
    boards.push(board.clone());
    const singles = graph.cells.filter((c) => c >= 0 && singlesForCell(board, c).length > 0);
    steps.push(undefined);
    if (singles.length) {
      for (const c of singles) {
        graph.reached(graph.factOf(c), round, true);
        board.place(c, solution[c]!);
      }
      continue;
    }
    const next = nextStep(board, context, { techniques: NON_SINGLES });
    if (next.kind !== 'step') return undefined;
    steps[round] = next.step;
    hardest = Math.max(hardest, next.step.rating);
    applyStep(board, next.step);
  }
  // Round by round, so that an alternative found again later keeps its earliest round.
  const level = hardest <= EASY_TOP ? hardest : hardest <= MEDIUM_TOP ? MEDIUM_TOP : 0;
  const cheap = NON_SINGLES.filter((t) => t.rating <= level);
  boards.forEach((b, round) => {
    const step = steps[round];
    if (step) graph.addStep(step, b, round, true);
    if (cheap.length) findAlternatives(graph, b, round, cheap, context);
  });
  return graph.build(cell);
}

/** Every cheap step on one board of the walk, each found after the ones before are applied. */
function findAlternatives(
  graph: GraphBuilder,
  board: CandidateBoard,
  round: number,
  techniques: readonly Technique[],
  context: SearchContext,
): void {
  const scratch = board.clone();
  for (let i = 1; i <= ALTERNATIVES_PER_BOARD; i++) {
    const next = nextStep(scratch, context, { techniques });
    if (next.kind !== 'step') return;
    graph.addStep(next.step, scratch, round + i / (ALTERNATIVES_PER_BOARD + 1), false);
    // Only the eliminations, so that the next ones rest on elimination facts alone.
    const elimination = eliminationOf(next.step);
    if (!elimination) return;
    applyStep(scratch, elimination);
  }
}

/** Collects facts, rules and rounds while the walk runs. */
class GraphBuilder {
  readonly cells: number[] = [];
  private readonly rules: Rule[][] = [];
  private readonly rounds: number[] = [];
  private readonly walkRounds: number[] = [];
  private readonly eliminations: (Step | undefined)[] = [];
  private readonly factOfCell: Int32Array;
  private readonly seen = new Set<string>();

  constructor(
    private readonly start: CandidateBoard,
    private readonly solution: ArrayLike<number>,
  ) {
    this.factOfCell = new Int32Array(start.tables.cellCount).fill(-1);
    for (let c = 0; c < start.tables.cellCount; c++) {
      if (start.values[c]) continue;
      this.factOfCell[c] = this.cells.length;
      this.cells.push(c);
      this.rules.push(singleRules(start, solution, c));
      this.rounds.push(UNREACHED);
      this.walkRounds.push(UNREACHED);
      this.eliminations.push(undefined);
    }
  }

  factOf(cell: number): number {
    return this.factOfCell[cell]!;
  }

  reached(fact: number, round: number, onWalk: boolean): void {
    this.rounds[fact] = Math.min(this.rounds[fact]!, round);
    if (onWalk) this.walkRounds[fact] = Math.min(this.walkRounds[fact]!, round);
  }

  /**
   * A step found on `board` in `round`: rules for its placements, a fact for its eliminations.
   * An alternative already seen is skipped; the walk's own steps are always kept.
   */
  addStep(step: Step, board: CandidateBoard, round: number, onWalk: boolean): void {
    const elimination = eliminationOf(step);
    const key = `${step.technique}|${step.placements.map((p) => candidateKey(p.cell, p.digit))}|${elimination?.eliminations.map((e) => candidateKey(e.cell, e.digit))}`;
    if (this.seen.has(key) && !onWalk) return;
    this.seen.add(key);
    const conditions = premisesOf(step, board, this.start);
    for (const p of step.placements) {
      const fact = this.factOf(p.cell);
      this.rules[fact]!.push({ conditions, step, onWalk });
      this.reached(fact, round, onWalk);
    }
    if (!elimination) return;
    const own = elimination === step ? conditions : premisesOf(elimination, board, this.start);
    this.cells.push(-1);
    this.rules.push([{ conditions: own, onWalk }]);
    this.rounds.push(round);
    this.walkRounds.push(onWalk ? round : UNREACHED);
    this.eliminations.push(elimination);
  }

  build(cell: number): RouteGraph {
    return {
      start: this.start,
      solution: this.solution,
      target: this.factOf(cell),
      cells: this.cells,
      eliminations: this.eliminations,
      rules: this.rules,
      supports: this.supports(),
      rounds: this.rounds,
      walkRounds: this.walkRounds,
    };
  }

  /** For each candidate present at the start, the facts that remove it. */
  private supports(): Map<number, number[]> {
    const { start, solution, cells } = this;
    const supports = new Map<number, number[]>();
    const { peers } = start.geometry;
    for (let f = 0; f < cells.length; f++) {
      const x = cells[f]!;
      if (x < 0) continue;
      for (let m = start.cands[x]!; m; m &= m - 1) {
        const d = 31 - Math.clz32(m & -m);
        const list = [f];
        if (d !== solution[x]) {
          for (const p of peers[x]!)
            if (this.factOf(p) >= 0 && solution[p] === d) list.push(this.factOf(p));
        }
        supports.set(candidateKey(x, d), list);
      }
    }
    this.eliminations.forEach((step, f) => {
      for (const e of step?.eliminations ?? [])
        supports.get(candidateKey(e.cell, e.digit))?.push(f);
    });
    return supports;
  }
}

/** The singles that can place `cell`: hidden in each of its houses, and naked. */
function singleRules(start: CandidateBoard, solution: ArrayLike<number>, cell: number): Rule[] {
  const digit = solution[cell]!;
  const bit = 1 << digit;
  const out: Rule[] = [];
  for (const h of start.geometry.housesOfCell[cell]!) {
    const conditions: number[] = [];
    for (const c of start.geometry.houses[h]!.cells) {
      if (c !== cell && start.cands[c]! & bit) conditions.push(candidateKey(c, digit));
    }
    out.push({ conditions });
  }
  const naked: number[] = [];
  for (let m = start.cands[cell]! & ~bit; m; m &= m - 1) {
    naked.push(candidateKey(cell, 31 - Math.clz32(m & -m)));
  }
  out.push({ conditions: naked });
  return out;
}

/**
 * The simple route: the target's earliest reason (a single or step of the walk that held in
 * its round), and for each candidate it needs gone the earliest fact of the walk that removed
 * it, closed over premises. Alternatives play no part, so this is a fixed yardstick: a route
 * search should never do worse.
 */
export function earliestReasonRoute(graph: RouteGraph): number[] {
  const { rules, walkRounds, supports } = graph;
  const taken = new Set<number>();
  const stack = [graph.target];
  while (stack.length) {
    const fact = stack.pop()!;
    if (taken.has(fact)) continue;
    taken.add(fact);
    const round = walkRounds[fact]!;
    const earliest = (key: number) => {
      let best = -1;
      for (const s of supports.get(key) ?? []) {
        if (walkRounds[s]! < round && (best < 0 || walkRounds[s]! < walkRounds[best]!)) best = s;
      }
      return best;
    };
    const rule = rules[fact]!.find(
      (r) => (!r.step || r.onWalk) && r.conditions.every((k) => earliest(k) >= 0),
    );
    // Every fact the walk reached had a rule that held in its round, on earlier facts only.
    for (const key of rule?.conditions ?? []) stack.push(earliest(key));
  }
  return [...taken];
}
