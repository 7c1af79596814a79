// Core-side interfaces for the engine services the core calls: hints and puzzle rating. main.ts
// passes the engine's functions (they match these shapes); tests may pass the same or fakes.

import type { Grid } from '../engine/grid.ts';
import type { Level } from '../engine/levels.ts';
import type { Result } from '../engine/result.ts';
import type { Highlights } from '../render/view.ts';

export type { PuzzleSource } from '../game/puzzle-source.ts';

/** A player's board as the hint engine reads it. */
export interface HintInput {
  readonly grid: Grid;
  readonly notes?: Uint32Array;
  readonly solution?: Uint8Array;
}

/** What the core needs of a hint. */
export interface HintAnswer {
  readonly level: 1 | 2 | 3;
  readonly text: string;
  readonly highlights: Highlights;
  /** The step the hint is about; identifies it across repeated `hint` calls. */
  readonly step?: {
    readonly technique: string;
    readonly cells: readonly number[];
    readonly placements: readonly { readonly cell: number; readonly digit: number }[];
    readonly eliminations: readonly { readonly cell: number; readonly digit: number }[];
  };
}

export interface HintFailure {
  readonly code: string;
  readonly message: string;
}

/** Progressive hints (src/engine/logic: `hint`, `hintForCell`). */
export interface HintService {
  hint(board: HintInput, level: 1 | 2 | 3): Result<HintAnswer, HintFailure>;
  /** How `cell` follows from the board: level 1 how far, 2 the first step, 3 the route. */
  hintForCell(board: HintInput, cell: number, level: 1 | 2 | 3): Result<HintAnswer, HintFailure>;
}

/** Rates a posted puzzle for a game started from it (src/engine/grade); undefined when it can't. */
export type PuzzleRater = (
  grid: Grid,
) => { readonly level: Level; readonly rating: number } | undefined;

/** A stable key of a hint's step, so repeated `hint` calls know they talk about the same one. */
export function stepKey(answer: HintAnswer): string {
  const s = answer.step;
  if (!s) return `text:${answer.text}`;
  const cd = (list: readonly { cell: number; digit: number }[]) =>
    list.map((x) => `${x.cell}=${x.digit}`).join(',');
  return `${s.technique}|${s.cells.join(',')}|${cd(s.placements)}|${cd(s.eliminations)}`;
}
