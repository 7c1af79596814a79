// Hints crossing to and from a hint worker thread: the board goes as its geometry's id and its
// digits, the answer comes back as only what the core reads of a hint (HintAnswer), so neither
// side copies the engine's tables or a route's whole chain of steps.

import type { HintAnswer, HintFacts, HintInput, HintResult } from '../bot/services.ts';
import type { Hint } from '../engine/logic/hints.ts';

/** A board as posted to a hint worker. */
export interface WireHintBoard {
  readonly geometryId: string;
  readonly values: Uint8Array;
  readonly givens: Uint8Array;
  readonly notes?: Uint32Array;
  readonly solution?: Uint8Array;
}

/** One hint asked of a worker (`cell`: a hint for that cell), or its warm-up as it starts. */
export type HintRequest =
  | {
      readonly id: number;
      readonly board: WireHintBoard;
      readonly level: 1 | 2 | 3;
      readonly cell?: number;
    }
  | { readonly id: number; readonly warmUp: true };

/** A worker's answer: the hint (or the engine's reason for none), a failure, or that it is warm. */
export type HintWorkerAnswer =
  | {
      readonly id: number;
      readonly result: HintResult;
      /** The worker thread's CPU time for this hint (ms; absent off Linux). */
      readonly cpuMs?: number;
    }
  | { readonly id: number; readonly failure: string }
  | { readonly id: number; readonly warm: true };

/** The board ready to post. */
export function toWireBoard(board: HintInput): WireHintBoard {
  const { grid, notes, solution } = board;
  return {
    geometryId: grid.geometry.id,
    values: grid.values,
    givens: grid.givens,
    ...(notes && { notes }),
    ...(solution && { solution }),
  };
}

/** What the core reads of an engine hint: its words are said from `facts` (hint-words.ts). */
export function slimAnswer(hint: Hint): HintAnswer {
  const { level, highlights, step, route, wrongEntries, badNotes, cellRoute } = hint;
  const facts: HintFacts = {
    ...(step && { step }),
    ...(route && { route }),
    ...(wrongEntries && { wrongEntries }),
    ...(badNotes && { badNotes }),
    ...(cellRoute && { cellRoute }),
  };
  if (!step) return { level, highlights, facts };
  const { technique, cells, placements, eliminations } = step;
  return { level, highlights, step: { technique, cells, placements, eliminations }, facts };
}
