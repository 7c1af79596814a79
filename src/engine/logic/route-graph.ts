// The facts a cell's route can be built from, and what each rests on. A fact is a placement
// (one per empty cell: its solution digit) or an elimination step found on the way. A fact
// becomes true by one of its rules once every candidate the rule names is gone; a candidate goes
// when its cell is placed, a peer is placed with its digit, or an elimination step removes it.
// Singles are rules of every placement from the start; other steps are found by walking the
// easiest path in rounds (all singles at once, else the easiest other step) until the cell is
// placed, which also gives each fact its earliest round.

import type { CandidateBoard } from './board.ts';
import { nextStep } from './path.ts';
import { candidateKey, eliminationOf, premisesOf } from './route-premises.ts';
import { singlesForCell } from './singles.ts';
import { applyStep, type Step } from './step.ts';
import type { SearchContext } from './technique.ts';
import { HINT_TECHNIQUES } from './techniques.ts';

/** A way to make a fact true: once every candidate in `conditions` is gone. */
export interface Rule {
  readonly conditions: readonly number[];
  /** The step that concludes the fact, when it is not a single. */
  readonly step?: Step;
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
  /** Per fact: the round of the walk where it first held, or UNREACHED. */
  readonly rounds: readonly number[];
}

const NON_SINGLES = HINT_TECHNIQUES.filter((t) => t.family !== 'single');

/** The facts and rules for routes to `cell`, or undefined when the walk gets stuck first. */
export function buildRouteGraph(
  start: CandidateBoard,
  solution: ArrayLike<number>,
  cell: number,
  context: SearchContext,
): RouteGraph | undefined {
  const { cellCount } = start.tables;
  const factOfCell = new Int32Array(cellCount).fill(-1);
  const cells: number[] = [];
  const rules: Rule[][] = [];
  const rounds: number[] = [];
  const eliminations: (Step | undefined)[] = [];
  for (let c = 0; c < cellCount; c++) {
    if (start.values[c]) continue;
    factOfCell[c] = cells.length;
    cells.push(c);
    rules.push(singleRules(start, solution, c));
    rounds.push(UNREACHED);
    eliminations.push(undefined);
  }
  const board = start.clone();
  for (let round = 0; !board.values[cell]; round++) {
    if (round > cellCount * 4) return undefined;
    const singles = cells.filter((c) => c >= 0 && singlesForCell(board, c).length > 0);
    if (singles.length) {
      for (const c of singles) {
        rounds[factOfCell[c]!] = round;
        board.place(c, solution[c]!);
      }
      continue;
    }
    const next = nextStep(board, context, { techniques: NON_SINGLES });
    if (next.kind !== 'step') return undefined;
    const step = next.step;
    const conditions = premisesOf(step, board, start);
    for (const p of step.placements) {
      const fact = factOfCell[p.cell]!;
      rules[fact]!.push({ conditions, step });
      rounds[fact] = Math.min(rounds[fact]!, round);
    }
    const elimination = eliminationOf(step);
    if (elimination) {
      cells.push(-1);
      const own = elimination === step ? conditions : premisesOf(elimination, board, start);
      rules.push([{ conditions: own }]);
      rounds.push(round);
      eliminations.push(elimination);
    }
    applyStep(board, step);
  }
  return {
    start,
    solution,
    target: factOfCell[cell]!,
    cells,
    eliminations,
    rules,
    supports: supportsOf(start, solution, cells, factOfCell, eliminations),
    rounds,
  };
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

/** For each candidate present at the start, the facts that remove it. */
function supportsOf(
  start: CandidateBoard,
  solution: ArrayLike<number>,
  cells: readonly number[],
  factOfCell: Int32Array,
  eliminations: readonly (Step | undefined)[],
): Map<number, number[]> {
  const supports = new Map<number, number[]>();
  const { peers } = start.geometry;
  for (let f = 0; f < cells.length; f++) {
    const x = cells[f]!;
    if (x < 0) continue;
    for (let m = start.cands[x]!; m; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const list = [f];
      if (d !== solution[x]) {
        for (const p of peers[x]!) if (factOfCell[p]! >= 0 && solution[p] === d) list.push(factOfCell[p]!);
      }
      supports.set(candidateKey(x, d), list);
    }
  }
  eliminations.forEach((step, f) => {
    for (const e of step?.eliminations ?? []) supports.get(candidateKey(e.cell, e.digit))?.push(f);
  });
  return supports;
}

/**
 * The simple route: the target's earliest reason (a rule that held in its round of the walk),
 * and for each candidate it needs gone the earliest fact that removed it, closed over premises.
 * A route search should never do worse than this.
 */
export function earliestReasonRoute(graph: RouteGraph): number[] {
  const { rules, rounds, supports } = graph;
  const taken = new Set<number>();
  const stack = [graph.target];
  while (stack.length) {
    const fact = stack.pop()!;
    if (taken.has(fact)) continue;
    taken.add(fact);
    const round = rounds[fact]!;
    const earliest = (key: number) => {
      let best = -1;
      for (const s of supports.get(key) ?? []) {
        if (rounds[s]! < round && (best < 0 || rounds[s]! < rounds[best]!)) best = s;
      }
      return best;
    };
    const rule = rules[fact]!.find((r) => r.conditions.every((k) => earliest(k) >= 0));
    // The walk reached every fact it gave a round, so some rule held in that round.
    for (const key of rule?.conditions ?? []) stack.push(earliest(key));
  }
  return [...taken];
}
