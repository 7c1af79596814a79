// BoardView: what to draw. The bot core builds it from a game; the renderer, alt text and text
// board read it. It holds no game logic, only what the picture shows.

import type { Geometry } from '../engine/geometry.ts';

/** A candidate struck through in a hint picture. */
export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

/** What a hint (or a photo transcription) asks the picture to point at. */
export interface Highlights {
  /** Cells that make the pattern of a step (e.g. the pair of a naked pair). */
  readonly pattern?: readonly number[];
  /** Cells the step places a digit in or removes candidates from. */
  readonly targets?: readonly number[];
  /** Houses to shade, as indices into `geometry.houses`. */
  readonly houses?: readonly number[];
  /** Candidates the step eliminates (drawn struck through). */
  readonly eliminations?: readonly CellDigit[];
  /** Candidates the step relies on (drawn emphasised). */
  readonly candidates?: readonly CellDigit[];
  /** Cells a photo reader is unsure of. */
  readonly unsure?: readonly number[];
}

export interface BoardView {
  readonly geometry: Geometry;
  /** Printed digits of the puzzle, 0 elsewhere. */
  readonly givens: Uint8Array;
  /** Digits players placed, 0 elsewhere. */
  readonly entries: Uint8Array;
  /** Digits shown by a reveal or a solved-grid answer (drawn in their own colour), 0 elsewhere. */
  readonly revealed?: Uint8Array;
  /** Pencil notes per cell as bit masks (bit d = digit d). */
  readonly notes?: Uint32Array;
  readonly highlights?: Highlights;
  /** The cell of the most recent move. */
  readonly lastMove?: number;
  /** Draw the board in its solved state. */
  readonly solved?: boolean;
  /** Title line, e.g. "Daily #312 · Hard · Friday". */
  readonly title?: string;
  /** Level name for alt text, e.g. "hard". */
  readonly level?: string;
}
