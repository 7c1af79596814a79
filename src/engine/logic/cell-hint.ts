// A hint for one cell: the shortest route of steps found from the current board that fills the
// cell, pruned to the steps the final one depends on, explained in order.

import { err, ok, type Result } from '../result.ts';
import type { CandidateBoard } from './board.ts';
import { explain, techniqueName } from './explain.ts';
import { prepareBoard, type HintBoard, type HintError } from './hint-board.ts';
import { hint, hintFromStep, HINT_WORK, type Hint } from './hints.ts';
import { nextStep } from './path.ts';
import { singlesForCell } from './singles.ts';
import { applyStep, type Step } from './step.ts';
import { searchContext } from './technique.ts';
import { HINT_TECHNIQUES } from './techniques.ts';
import { listOf, wordsFor, type Words } from './words.ts';

/** How the value of one cell follows from the current board, explained. */
export function hintForCell(input: HintBoard, cell: number): Result<Hint, HintError> {
  const { geometry } = input.grid;
  const w = wordsFor(geometry);
  if (!Number.isInteger(cell) || cell < 0 || cell >= geometry.cellCount) {
    return err({
      code: 'bad-cell',
      message: `There is no such cell: name one like r3c5 (rows and columns 1-${geometry.size}).`,
    });
  }
  const prepared = prepareBoard(input);
  if (!prepared.ok) return prepared;
  if (prepared.value.wrongEntries.length) return hint(input, 3);
  const { board, badNotes } = prepared.value;
  if (board.values[cell]) {
    return err({
      code: 'cell-filled',
      message: `${w.cell(cell)} already holds ${w.digit(board.values[cell])}.`,
    });
  }
  const found = routeTo(board, cell);
  if (!found) {
    return err({
      code: 'too-hard',
      message: `${w.cell(cell)} can't be reached from here with the techniques I can explain; it may need a guess, or first more digits elsewhere.`,
    });
  }
  // The shortest of the routes ending in each way the cell can be filled.
  const route = found.finals
    .map((final) => pruneRoute(board, [...found.steps, final], cell))
    .reduce((a, b) => (b.length < a.length ? b : a));
  const final = route.at(-1)!;
  const base = hintFromStep(final, 3, board, badNotes, input);
  if (route.length === 1) return ok(base);
  const before = route.slice(0, -1);
  const steps =
    before.length <= 3
      ? before.map((s, i) => `${i === 0 ? 'First' : 'Then'}: ${explain(s, geometry)}`).join(' ')
      : `First: ${listOf(before.map((s) => briefly(s, w)))}.`;
  const text = `${w.cell(cell)} follows in ${route.length} steps. ${steps} Finally: ${explain(final, geometry)}`;
  return ok({ ...base, text, route: before });
}

/** "r5c9=1 (Hidden Single)" or "Pointing: 7 out of r4c1" */
function briefly(step: Step, w: Words): string {
  const name = techniqueName(step);
  if (step.placements.length) {
    return (
      step.placements.map((p) => `${w.cell(p.cell)}=${w.digit(p.digit)}`).join(', ') + ` (${name})`
    );
  }
  return `${name} removes ${w.removals(step.eliminations)}`;
}

/**
 * Steps along the easiest path until `cell` can be filled: the steps before, and every single
 * that fills the cell at that point (or the step that filled it). Undefined when stuck.
 */
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

/**
 * Candidates (cell * 32 + digit) whose absence a step relies on: a later step depends on an
 * earlier one only when the earlier one removed one of these.
 */
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

/** Keeps the steps the final one depends on, checked by replaying them. */
function pruneRoute(start: CandidateBoard, steps: Step[], cell: number): Step[] {
  if (steps.length <= 1) return steps;
  // Which cells each step changes, replayed on a copy.
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
  // Replay the pruned route: the cell must still be filled by a single at the end.
  const check = start.clone();
  for (const step of pruned.slice(0, -1)) applyStep(check, step);
  const final = steps.at(-1)!;
  const last = singlesForCell(check, cell).find((s) => s.technique === final.technique);
  if (!last) return steps;
  return [...pruned.slice(0, -1), last];
}
