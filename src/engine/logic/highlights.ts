// What a hint picture should point at, per hint level. The engine defines its own type with
// the same fields as the renderer's `Highlights` (src/render/view.ts), which it must not import.

import type { CandidateBoard } from './board.ts';
import { cellsOf, type CellDigit, type Step } from './step.ts';

/** Highlight data of a hint; structurally compatible with the renderer's `Highlights`. */
export interface HintHighlights {
  /** Cells that make the pattern of a step. */
  readonly pattern?: readonly number[];
  /** Cells the step places a digit in or removes candidates from. */
  readonly targets?: readonly number[];
  /** Houses to shade, as indices into `geometry.houses`. */
  readonly houses?: readonly number[];
  /** Candidates the step eliminates. */
  readonly eliminations?: readonly CellDigit[];
  /** Candidates the step relies on. */
  readonly candidates?: readonly CellDigit[];
}

/** Highlights of a step at a hint level: level 1 shows houses, level 3 the whole pattern. */
export function highlightsOf(step: Step, level: 1 | 2 | 3, board: CandidateBoard): HintHighlights {
  const houses = [...new Set([...step.houses, ...(step.coverHouses ?? [])])];
  if (level === 1) {
    if (step.technique === 'naked-single') return {};
    return { houses: step.houses.slice() };
  }
  if (level === 2) return { houses };
  const chainCells = (step.chains ?? []).flatMap((c) => c.map((n) => n.cell));
  const pattern = [...new Set([...step.cells, ...(step.extraCells ?? []), ...chainCells])];
  const eliminations = step.because ?? step.eliminations;
  const targets = [...new Set([...cellsOf(step.placements), ...cellsOf(eliminations)])];
  const candidates = step.candidates ?? patternCandidates(step, pattern, board);
  return { pattern, targets, houses, eliminations, candidates };
}

function patternCandidates(
  step: Step,
  cells: readonly number[],
  board: CandidateBoard,
): CellDigit[] {
  const out: CellDigit[] = [];
  const chainNodes = (step.chains ?? []).flat();
  if (chainNodes.length) {
    const seen = new Set<number>();
    for (const n of chainNodes) {
      const key = n.cell * 32 + n.digit;
      if (!seen.has(key) && board.has(n.cell, n.digit)) {
        seen.add(key);
        out.push({ cell: n.cell, digit: n.digit });
      }
    }
    return out;
  }
  for (const cell of cells) {
    for (const digit of step.digits) if (board.has(cell, digit)) out.push({ cell, digit });
  }
  return out;
}
