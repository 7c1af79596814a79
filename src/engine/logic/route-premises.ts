// What a step rests on, for tracing a cell's route back: the candidates whose absence the step
// needs (its premises). A deduction stays valid when more candidates are gone, so a step found on
// one board holds on any board where its premises are gone too, however they got there.

import type { CandidateBoard } from './board.ts';
import type { Step } from './step.ts';

/** One number per candidate: `cell * 32 + digit`. */
export function candidateKey(cell: number, digit: number): number {
  return cell * 32 + digit;
}

const FISH = /^(finned-|sashimi-)?(x-wing|swordfish|jellyfish)$/;
const LOCKED = /^(direct-)?(pointing|claiming)$/;
const NAKED_SUBSET = /^naked-(pair|triple|quad)$/;
const HIDDEN_SUBSET = /^(direct-)?hidden-(pair|triple|quad)$/;
/** Steps that read the whole board (a forcing chain follows singles anywhere; BUG counts all). */
const WHOLE_BOARD = /forcing|^bug-/;

/**
 * The premises of a step found on board `found`: candidates (as {@link candidateKey}) that are
 * present on `start` but gone on `found`, among those the step's pattern looks at. The step can
 * be shown to a player on any board where these are gone.
 */
export function premisesOf(step: Step, found: CandidateBoard, start: CandidateBoard): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  const need = (cell: number, digits: number) => {
    const gone = start.cands[cell]! & ~found.cands[cell]! & digits;
    for (let m = gone; m; m &= m - 1) {
      const key = candidateKey(cell, 31 - Math.clz32(m & -m));
      if (!seen.has(key)) {
        seen.add(key);
        out.push(key);
      }
    }
  };
  const houses = start.geometry.houses;
  const all = start.tables.allDigits;
  const bit = (d: number) => 1 << d;
  const digitMask = step.digits.reduce((m, d) => m | bit(d), 0);
  // Every cell of a house outside some cells, for the given digits.
  const outside = (h: number, inside: ReadonlySet<number>, digits: number) => {
    for (const c of houses[h]!.cells) if (!inside.has(c)) need(c, digits);
  };
  const t = step.technique;
  const patternCells = new Set(step.cells);
  if (LOCKED.test(t) || HIDDEN_SUBSET.test(t)) {
    outside(step.houses[0]!, patternCells, digitMask);
  } else if (NAKED_SUBSET.test(t)) {
    for (const c of step.cells) need(c, all & ~digitMask);
  } else if (FISH.test(t)) {
    // Each base house holds the digit only inside the cover houses (or on a fin).
    const covered = new Set([...(step.coverHouses ?? []).flatMap((h) => houses[h]!.cells)]);
    for (const c of step.extraCells ?? []) covered.add(c);
    for (const h of step.houses) outside(h, covered, digitMask);
  } else if (WHOLE_BOARD.test(t)) {
    for (let c = 0; c < start.tables.cellCount; c++) need(c, all);
  } else {
    // Any other pattern: every candidate of its cells and of the houses its links run through;
    // a pattern about one digit only looks at that digit.
    const nodes = (step.chains ?? []).flat();
    const oneDigit = step.digits.length === 1 && nodes.every((n) => n.digit === step.digits[0]);
    const digits = oneDigit ? digitMask : all;
    const cells = new Set<number>([...step.cells, ...(step.extraCells ?? [])]);
    const linkHouses = [...step.houses, ...(step.coverHouses ?? [])];
    for (const n of nodes) {
      cells.add(n.cell);
      if (n.via >= 0) linkHouses.push(n.via);
    }
    for (const h of linkHouses) for (const c of houses[h]!.cells) cells.add(c);
    for (const c of cells) need(c, digits);
  }
  // A direct step also needs the rest of its single: the digit gone from the house elsewhere.
  if (step.singleHouse !== undefined) {
    for (const p of step.placements) outside(step.singleHouse, new Set([p.cell]), bit(p.digit));
  }
  return out;
}

/** A direct step as the plain elimination it explains (a direct pointing as a pointing). */
export function eliminationOf(step: Step): Step | undefined {
  if (!step.because) return step.eliminations.length ? step : undefined;
  return {
    ...step,
    technique: step.technique.replace(/^direct-/, ''),
    placements: [],
    eliminations: step.because,
    because: undefined,
    singleHouse: undefined,
  };
}
