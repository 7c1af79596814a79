// Core-side interfaces for the engine services the core calls: hints and puzzle rating. main.ts
// passes a pool of hint worker threads (src/work/hint-pool.ts) and the engine's rating; tests may
// pass the engine's own functions (they match these shapes, answering at once) or fakes.

import type { Grid } from '../engine/grid.ts';
import type { Level } from '../engine/levels.ts';
import type { Hint } from '../engine/logic/hints.ts';
import type { Result } from '../engine/result.ts';
import type { Highlights } from '../render/view.ts';
import type { QueueStatus } from './ports.ts';

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
  readonly highlights: Highlights;
  /** The step the hint is about; identifies it across repeated `hint` calls. */
  readonly step?: {
    readonly technique: string;
    readonly cells: readonly number[];
    readonly placements: readonly { readonly cell: number; readonly digit: number }[];
    readonly eliminations: readonly { readonly cell: number; readonly digit: number }[];
  };
  /**
   * The engine's facts (the whole step, a cell hint's route, wrong entries, notes ignored), from
   * which `hint-words.ts` says the hint in the reader's language. An engine Hint answered in
   * process carries them at its top level instead.
   */
  readonly facts?: HintFacts;
}

/** What a hint is about, as data. */
export type HintFacts = Pick<Hint, 'step' | 'route' | 'wrongEntries' | 'badNotes' | 'cellRoute'>;

/**
 * Why there is no hint. The engine's codes are about the board (`solved`, `bad-cell`, ...); a
 * hint worker adds `busy` (too many hints waiting, the wait ran out, shutting down), `timeout`
 * (the hint took longer than a hint may) and `failed` (its worker died): the message says which.
 */
export interface HintFailure {
  readonly code: string;
  readonly message: string;
  /** What went wrong inside (a worker's error), for the log only. */
  readonly detail?: string;
  /** Which refusal it is, where a code has several (said from it in the reader's language). */
  readonly reason?: 'gave-up' | 'full' | 'closed' | 'waited' | 'over-time' | 'worker-died';
  /** How long a `waited` hint waited (ms). */
  readonly waitedMs?: number;
}

export type HintResult = Result<HintAnswer, HintFailure>;

/** How one hint is worked out. */
export interface HintOptions {
  /** Called once, before the call returns, when the hint must wait for a hint worker. */
  readonly onQueued?: (status: QueueStatus) => void;
}

/**
 * Progressive hints (src/engine/logic: `hint`, `hintForCell`): worked out in a worker thread in
 * production (a promise), or at once in process (the engine's functions, in tests and the CLI).
 */
export interface HintService {
  hint(board: HintInput, level: 1 | 2 | 3, options?: HintOptions): HintResult | Promise<HintResult>;
  /** How `cell` follows from the board: level 1 how far, 2 the first step, 3 the route. */
  hintForCell(
    board: HintInput,
    cell: number,
    level: 1 | 2 | 3,
    options?: HintOptions,
  ): HintResult | Promise<HintResult>;
}

/** Rates a posted puzzle for a game started from it (src/engine/grade); undefined when it can't. */
export type PuzzleRater = (
  grid: Grid,
) => { readonly level: Level; readonly rating: number } | undefined;

/** A stable key of a hint's step, so repeated `hint` calls know they talk about the same one. */
export function stepKey(answer: HintAnswer): string {
  const s = answer.step;
  // A hint about wrong entries has no step: it is about the cells it marks.
  if (!s) return `cells:${(answer.highlights.targets ?? []).join(',')}`;
  const cd = (list: readonly { cell: number; digit: number }[]) =>
    list.map((x) => `${x.cell}=${x.digit}`).join(',');
  return `${s.technique}|${s.cells.join(',')}|${cd(s.placements)}|${cd(s.eliminations)}`;
}
