// The cell route as it was before issue 16 (commit 04d5492), frozen so that the hints benchmark
// can print old and new route lengths side by side in one run. Not used by the bot.

import type { CandidateBoard } from '../src/engine/logic/board.ts';
import { HINT_WORK } from '../src/engine/logic/hints.ts';
import { nextStep } from '../src/engine/logic/path.ts';
import { singlesForCell } from '../src/engine/logic/singles.ts';
import { applyStep, type Step } from '../src/engine/logic/step.ts';
import { searchContext } from '../src/engine/logic/technique.ts';
import { HINT_TECHNIQUES } from '../src/engine/logic/techniques.ts';

/** The old route to `cell` (the steps before and the final one), or undefined when stuck. */
export function legacyCellRoute(board: CandidateBoard, cell: number): Step[] | undefined {
  const found = routeTo(board, cell);
  if (!found) return undefined;
  return found.finals
    .map((final) => pruneRoute(board, [...found.steps, final], cell))
    .reduce((a, b) => (b.length < a.length ? b : a));
}

function routeTo(
  start: CandidateBoard,
  cell: number,
): { steps: Step[]; finals: Step[] } | undefined {
  const board = start.clone();
  const context = searchContext(HINT_WORK, true);
  const steps: Step[] = [];
  while (steps.length < board.tables.cellCount * 2) {
    const finals = singlesForCell(board, cell);
    if (finals.length) return { steps, finals };
    const next = nextStep(board, context, { techniques: HINT_TECHNIQUES });
    if (next.kind !== 'step') return undefined;
    if (next.step.placements.some((p) => p.cell === cell)) return { steps, finals: [next.step] };
    steps.push(next.step);
    applyStep(board, next.step);
  }
  return undefined;
}

const key = (cell: number, digit: number) => cell * 32 + digit;

function dependsOn(board: CandidateBoard, step: Step): Set<number> {
  const deps = new Set<number>();
  const { size } = board;
  const houses = board.geometry.houses;
  const allOf = (cell: number, except = 0) => {
    for (let d = 1; d <= size; d++) if (!(except & (1 << d))) deps.add(key(cell, d));
  };
  const digitOutside = (h: number, digit: number, inside: readonly number[]) => {
    for (const c of houses[h]!.cells) if (!inside.includes(c)) deps.add(key(c, digit));
  };
  const mask = step.digits.reduce((m, d) => m | (1 << d), 0);
  const t = step.technique;
  if (t === 'full-house') {
    for (const c of houses[step.houses[0]!]!.cells) if (c !== step.cells[0]) allOf(c);
  } else if (t === 'hidden-single-box' || t === 'hidden-single-line') {
    digitOutside(step.houses[0]!, step.digits[0]!, step.cells);
  } else if (t === 'naked-single') {
    allOf(step.cells[0]!, mask);
  } else if (/^(direct-)?(pointing|claiming)$/.test(t)) {
    digitOutside(step.houses[0]!, step.digits[0]!, step.cells);
  } else if (/^naked-(pair|triple|quad)$/.test(t)) {
    for (const c of step.cells) allOf(c, mask);
  } else if (/^(direct-)?hidden-(pair|triple|quad)$/.test(t)) {
    for (const d of step.digits) digitOutside(step.houses[0]!, d, step.cells);
  } else {
    const cells = new Set<number>([...step.cells, ...(step.extraCells ?? [])]);
    const hs = [...step.houses, ...(step.coverHouses ?? [])];
    for (const chain of step.chains ?? []) {
      for (const n of chain) {
        cells.add(n.cell);
        if (n.via >= 0) hs.push(n.via);
      }
    }
    for (const h of hs) for (const c of houses[h]!.cells) cells.add(c);
    for (const c of cells) allOf(c);
  }
  if (step.singleHouse !== undefined) {
    for (const p of step.placements) digitOutside(step.singleHouse, p.digit, [p.cell]);
  }
  return deps;
}

function pruneRoute(start: CandidateBoard, steps: Step[], cell: number): Step[] {
  if (steps.length <= 1) return steps;
  const board = start.clone();
  const changed: number[][] = [];
  for (const step of steps) {
    const before = board.cands.slice();
    applyStep(board, step);
    const removed: number[] = [];
    for (let c = 0; c < before.length; c++) {
      let gone = before[c]! & ~board.cands[c]!;
      while (gone) {
        const d = 31 - Math.clz32(gone & -gone);
        gone &= gone - 1;
        removed.push(key(c, d));
      }
    }
    changed.push(removed);
  }
  const needed = new Set([steps.length - 1]);
  const deps = dependsOn(start, steps.at(-1)!);
  for (let i = steps.length - 2; i >= 0; i--) {
    if (!changed[i]!.some((k) => deps.has(k))) continue;
    needed.add(i);
    for (const k of dependsOn(start, steps[i]!)) deps.add(k);
  }
  const pruned = steps.filter((_, i) => needed.has(i));
  const check = start.clone();
  for (const step of pruned.slice(0, -1)) applyStep(check, step);
  const final = steps.at(-1)!;
  const last = singlesForCell(check, cell).find((s) => s.technique === final.technique);
  if (!last) return steps;
  return [...pruned.slice(0, -1), last];
}
