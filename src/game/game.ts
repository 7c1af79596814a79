// A game: a puzzle being played in one conversation, with its entries, notes, undo history,
// counters and who contributed. Values are treated as immutable: rules return new games.

import type { Geometry } from '../engine/geometry.ts';
import { puzzleGrid, type Grid } from '../engine/grid.ts';
import type { Level } from '../engine/levels.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from './puzzle.ts';

/** Where a game is played: one conversation on one platform. */
export interface GamePlace {
  readonly platform: string;
  readonly conversationId: string;
  /** Guild, team or `local`: the scope of the workspace leaderboard. */
  readonly workspace: string;
  /** A channel game is shared by everyone in it; a direct message game is personal. */
  readonly shared: boolean;
  /**
   * The channel a personal game was started from (`today solo`): its result is announced there
   * and counts on that channel's leaderboard, though the game is played in a direct message.
   */
  readonly home?: string;
}

export type GameStatus = 'playing' | 'solved' | 'revealed';

/** Someone who acted on a game, with what they did. */
export interface Contributor {
  readonly userId: string;
  readonly name: string;
  /** Correct placements, clears, notes and undos. */
  readonly moves: number;
  readonly mistakes: number;
  readonly hints: number;
}

/** What undo restores: the entry of one cell and the notes of the cells a move changed. */
export interface UndoEntry {
  readonly kind: 'place' | 'clear' | 'note' | 'notes';
  readonly cell: number;
  /** The cell's entry before the move. */
  readonly entry: number;
  /** Notes before the move, for every cell whose notes the move changed. */
  readonly notes: readonly (readonly [cell: number, mask: number])[];
  /** Who made the move (absent in games stored before moves were attributed here). */
  readonly by?: string;
}

/** Progress of progressive hints on one step: 1 where to look, 2 technique and digit, 3 all. */
export interface HintProgress {
  readonly stepKey: string;
  readonly level: 1 | 2 | 3;
}

export type GameSource =
  | {
      readonly kind: 'daily';
      readonly date: string;
      readonly number: number;
      /** Played after its day (`daily 325`): it counts for no streak or leaderboard. */
      readonly archive?: boolean;
    }
  | { readonly kind: 'free' };

/** The date a game counts for on leaderboards and streaks: its daily's, unless played as archive. */
export function rankedDate(source: GameSource): string | undefined {
  return source.kind === 'daily' && !source.archive ? source.date : undefined;
}

export interface Game {
  readonly id: string;
  readonly place: GamePlace;
  readonly source: GameSource;
  readonly level: Level;
  readonly variant: PlayVariant;
  readonly rating?: number;
  readonly geometry: Geometry;
  readonly givens: Uint8Array;
  readonly solution: Uint8Array;
  /** Digits players placed (always correct: wrong digits are never written), 0 elsewhere. */
  readonly entries: Uint8Array;
  /** Pencil notes per cell as bit masks (bit d = digit d). */
  readonly notes: Uint32Array;
  readonly status: GameStatus;
  /** Epoch milliseconds. */
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly mistakes: number;
  readonly hints: number;
  /** Cells where a wrong digit was tried (for the spoiler-free share grid). */
  readonly mistakeCells: readonly number[];
  /** Cells a hint pointed at. */
  readonly hintCells: readonly number[];
  readonly contributors: readonly Contributor[];
  readonly history: readonly UndoEntry[];
  readonly hint?: HintProgress;
  readonly lastMove?: number;
  /** Incremented by every stored change; the store refuses a write from a stale version. */
  readonly version: number;
}

/** Longest undo history kept per game (older moves can no longer be undone). */
export const MAX_UNDO_HISTORY = 200;

/** A new game of `puzzle` in `place`, started at `now`. */
export function newGame(
  id: string,
  place: GamePlace,
  puzzle: PlayPuzzle | DailyPuzzle,
  now: number,
): Game {
  const cells = puzzle.geometry.cellCount;
  const daily = 'date' in puzzle;
  return {
    id,
    place,
    source: daily ? { kind: 'daily', date: puzzle.date, number: puzzle.number } : { kind: 'free' },
    level: puzzle.level,
    variant: puzzle.variant,
    ...(puzzle.rating === undefined ? {} : { rating: puzzle.rating }),
    geometry: puzzle.geometry,
    givens: Uint8Array.from(puzzle.givens),
    solution: Uint8Array.from(puzzle.solution),
    entries: new Uint8Array(cells),
    notes: new Uint32Array(cells),
    status: 'playing',
    startedAt: now,
    mistakes: 0,
    hints: 0,
    mistakeCells: [],
    hintCells: [],
    contributors: [],
    history: [],
    version: 0,
  };
}

/** The digit in a cell: given or entry, 0 when empty. */
export function digitAt(game: Game, cell: number): number {
  return game.givens[cell] || game.entries[cell]!;
}

/** The board as an engine grid: givens marked, entries as values. */
export function boardGrid(game: Game): Grid {
  const grid = puzzleGrid(game.geometry, game.givens);
  for (let cell = 0; cell < grid.values.length; cell++) {
    if (game.entries[cell]) grid.values[cell] = game.entries[cell]!;
  }
  return grid;
}

/** Number of empty cells left. */
export function cellsLeft(game: Game): number {
  let n = 0;
  for (let cell = 0; cell < game.givens.length; cell++) if (!digitAt(game, cell)) n++;
  return n;
}

/** Milliseconds from start to finish (or to `now` while playing). */
export function elapsedMs(game: Game, now: number): number {
  return Math.max(0, (game.finishedAt ?? now) - game.startedAt);
}

/** True when the game can take no more moves. */
export function isOver(game: Game): boolean {
  return game.status !== 'playing';
}
