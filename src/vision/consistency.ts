// Checks a reading against the rules of Sudoku with the engine: a reading with a repeated digit
// or without exactly one solution is wrong somewhere. We then try the classifier's runner-up
// readings of the least certain cells, and when none gives a proper puzzle we flag the cells
// that could be to blame, so that a misread never reaches the user as a confident grid.

import { classicGeometry } from '../engine/geometry.ts';
import { findConflicts, puzzleGrid } from '../engine/grid.ts';
import { countSolutions } from '../engine/solve/index.ts';

/** One cell's reading: the digit (0 = empty), its confidence, and the runner-up readings. */
export interface CellReading {
  readonly digit: number;
  readonly confidence: number;
  readonly alternatives: readonly { readonly digit: number; readonly probability: number }[];
}

export interface CheckedReading {
  readonly grid: Uint8Array;
  readonly confidence: Float32Array;
  readonly unsure: number[];
  /** Cells whose reading was replaced by a runner-up to make the puzzle valid. */
  readonly repaired: number[];
  readonly status: 'unique' | 'repaired' | 'flagged';
}

/** A cell is unsure below this confidence even when the puzzle checks out. */
export const UNSURE_BELOW = 0.8;
/** Runner-up readings considered per cell, and single/pair substitutions tried at most. */
const MAX_SUBSTITUTIONS = 40;

/** Validates the reading with the solver, repairs it from runner-ups when it can, flags otherwise. */
export function checkReading(readings: readonly CellReading[]): CheckedReading {
  const grid = Uint8Array.from(readings, (r) => r.digit);
  const confidence = Float32Array.from(readings, (r) => r.confidence);
  const lowConfidence = () => readings.flatMap((r, i) => (r.confidence < UNSURE_BELOW ? [i] : []));
  if (isProperPuzzle(grid)) {
    return { grid, confidence, unsure: lowConfidence(), repaired: [], status: 'unique' };
  }
  // Candidate substitutions, cheapest first: how much less likely the runner-up is.
  const options = readings
    .flatMap((r, cell) =>
      r.alternatives.map((alt) => ({
        cell,
        digit: alt.digit,
        cost: Math.log(Math.max(r.confidence, 1e-6) / Math.max(alt.probability, 1e-6)),
      })),
    )
    .filter((o) => o.cost < 6)
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_SUBSTITUTIONS);
  let best: { cells: { cell: number; digit: number }[]; cost: number } | undefined;
  const attempt = (changes: { cell: number; digit: number }[], cost: number) => {
    if (best && best.cost <= cost) return;
    const trial = grid.slice();
    for (const c of changes) trial[c.cell] = c.digit;
    if (isProperPuzzle(trial)) best = { cells: changes, cost };
  };
  for (const o of options) attempt([o], o.cost);
  if (!best) {
    for (let i = 0; i < options.length; i++) {
      for (let j = i + 1; j < options.length; j++) {
        const [a, b] = [options[i]!, options[j]!];
        if (a.cell !== b.cell) attempt([a, b], a.cost + b.cost);
      }
    }
  }
  if (best) {
    for (const c of best.cells) {
      grid[c.cell] = c.digit;
      const alt = readings[c.cell]!.alternatives.find((a) => a.digit === c.digit);
      confidence[c.cell] = Math.min(alt?.probability ?? 0, UNSURE_BELOW - 0.01);
    }
    const repaired = best.cells.map((c) => c.cell);
    const unsure = [...new Set([...lowConfidence(), ...repaired])].sort((a, b) => a - b);
    return { grid, confidence, unsure, repaired, status: 'repaired' };
  }
  // No repair: flag cells in conflict and the least certain readings.
  const suspects = new Set(lowConfidence());
  for (const conflict of findConflicts(puzzleGrid(classicGeometry(9), grid))) {
    for (const cell of conflict.cells) suspects.add(cell);
  }
  const byConfidence = readings.map((r, i) => ({ i, c: r.confidence })).sort((a, b) => a.c - b.c);
  for (const { i } of byConfidence.slice(0, 3)) suspects.add(i);
  return {
    grid,
    confidence,
    unsure: [...suspects].sort((a, b) => a - b),
    repaired: [],
    status: 'flagged',
  };
}

/** True when the digits form a puzzle with exactly one solution. */
export function isProperPuzzle(grid: Uint8Array): boolean {
  const board = puzzleGrid(classicGeometry(9), grid);
  return findConflicts(board).length === 0 && countSolutions(board, 2) === 1;
}
