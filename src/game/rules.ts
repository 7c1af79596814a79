// The rules of play: every move is checked against the stored solution at once. A wrong digit is
// refused and counted as a mistake, never written; givens never change; undo restores exactly.

import { makeCellName } from '../engine/cell.ts';
import { candidateMask, maskDigits } from '../engine/grid.ts';
import { err, ok, type Result } from '../engine/result.ts';
import {
  boardGrid,
  cellsLeft,
  digitAt,
  isOver,
  MAX_UNDO_HISTORY,
  type Contributor,
  type Game,
  type HintProgress,
  type UndoEntry,
} from './game.ts';

/** Who made a move. */
export interface Actor {
  readonly id: string;
  readonly name: string;
}

export const MOVE_ERROR_CODES = [
  'game-over',
  'off-board',
  'bad-digit',
  'given',
  'already-there',
  'filled',
  'empty-cell',
  'nothing-to-undo',
  'not-yours',
] as const;
export type MoveErrorCode = (typeof MOVE_ERROR_CODES)[number];

export interface MoveError {
  readonly code: MoveErrorCode;
  /** A friendly sentence that says what to do instead (English; the bot says it from `detail`). */
  readonly message: string;
  /** What the message says as data, so the bot can say it in any language. */
  readonly detail?: MoveErrorDetail;
}

/** The facts a move error's message names, and which of a code's sentences it is. */
export interface MoveErrorDetail {
  /** A code's other sentence: clearing a given, notes in a filled cell, whose move it was. */
  readonly variant?: 'clear' | 'notes' | 'too-many-notes' | 'erased' | 'last' | 'later';
  readonly cell?: number;
  readonly digit?: number;
  readonly size?: number;
  /** The player named (whose move it was, who cleared it). */
  readonly who?: string;
  /** The move another player's clear erased. */
  readonly erased?: UndoEntry;
  /** A finished game: solved (or else revealed). */
  readonly solved?: boolean;
}

export type MoveEvent =
  | {
      readonly kind: 'placed';
      readonly cell: number;
      readonly digit: number;
      readonly completed: boolean;
    }
  | { readonly kind: 'wrong'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'cleared'; readonly cell: number; readonly notesOnly: boolean }
  | { readonly kind: 'noted'; readonly cell: number; readonly mask: number }
  | { readonly kind: 'notes-filled' }
  | { readonly kind: 'notes-cleared' }
  | {
      readonly kind: 'undone';
      readonly undone: UndoEntry;
      /** The actor's later move that another player's clear had already erased, skipped. */
      readonly erased?: ErasedMove;
    }
  | { readonly kind: 'revealed' }
  | { readonly kind: 'hinted'; readonly level: 1 | 2 | 3 };

/** A player's move that another player's clear erased, and whose clear it was. */
export interface ErasedMove {
  readonly move: UndoEntry;
  readonly by: string;
}

export interface MoveOutcome {
  readonly game: Game;
  readonly event: MoveEvent;
}

export type Counter = 'moves' | 'mistakes' | 'hints';

/** The contributors list with one more `counter` for `actor`. */
export function credit(game: Game, actor: Actor, counter: Counter): readonly Contributor[] {
  const list = [...game.contributors];
  const i = list.findIndex((c) => c.userId === actor.id);
  const before: Contributor =
    i >= 0 ? list[i]! : { userId: actor.id, name: actor.name, moves: 0, mistakes: 0, hints: 0 };
  const after = { ...before, name: actor.name, [counter]: before[counter] + 1 };
  if (i >= 0) list[i] = after;
  else list.push(after);
  return list;
}

function addCells(list: readonly number[], cells: readonly number[]): readonly number[] {
  const fresh = cells.filter((c) => !list.includes(c));
  return fresh.length ? [...list, ...fresh] : list;
}

function pushHistory(game: Game, entry: UndoEntry, actor: Actor): readonly UndoEntry[] {
  const history = [...game.history, { ...entry, by: actor.id }];
  return history.length > MAX_UNDO_HISTORY ? history.slice(-MAX_UNDO_HISTORY) : history;
}

function checkCell(game: Game, cell: number): MoveError | undefined {
  if (isOver(game)) return gameOver(game);
  if (!Number.isInteger(cell) || cell < 0 || cell >= game.geometry.cellCount) {
    const n = game.geometry.size;
    return {
      code: 'off-board',
      message: `That cell is off the board: rows and columns go from 1 to ${n} (e.g. r1c1 to r${n}c${n}).`,
      detail: { size: n },
    };
  }
  return undefined;
}

function checkDigit(game: Game, digit: number): MoveError | undefined {
  const n = game.geometry.size;
  if (!Number.isInteger(digit) || digit < 1 || digit > n) {
    return {
      code: 'bad-digit',
      message: `Digits on this board go from 1 to ${n}.`,
      detail: { size: n },
    };
  }
  return undefined;
}

/** The refusal of a move on a finished game. */
export function gameOver(game: Game): MoveError {
  const how = game.status === 'solved' ? 'is solved' : 'was revealed';
  return {
    code: 'game-over',
    message: `This game ${how}, so it takes no more moves. Type \`new\` for a fresh puzzle or \`today\` for the daily.`,
    detail: { solved: game.status === 'solved' },
  };
}

function name(game: Game, cell: number): string {
  return makeCellName(cell, game.geometry.size);
}

/** Places `digit` in `cell`: written when correct (completing the game when it is the last), refused and counted as a mistake when wrong. */
export function placeDigit(
  game: Game,
  cell: number,
  digit: number,
  actor: Actor,
  now: number,
): Result<MoveOutcome, MoveError> {
  const problem = checkCell(game, cell) ?? checkDigit(game, digit);
  if (problem) return err(problem);
  if (game.givens[cell]) {
    return err({
      code: 'given',
      message: `${name(game, cell)} is a given (${game.givens[cell]}) and can't be changed. Pick an empty cell.`,
      detail: { cell, digit: game.givens[cell]! },
    });
  }
  if (game.entries[cell] === digit) {
    return err({
      code: 'already-there',
      message: `${name(game, cell)} already holds ${digit}.`,
      detail: { cell, digit },
    });
  }
  if (game.entries[cell]) {
    return err({
      code: 'filled',
      message: `${name(game, cell)} already holds ${game.entries[cell]}, which is correct. Pick an empty cell.`,
      detail: { cell, digit: game.entries[cell]! },
    });
  }
  if (game.solution[cell] !== digit) {
    const next: Game = {
      ...game,
      mistakes: game.mistakes + 1,
      mistakeCells: addCells(game.mistakeCells, [cell]),
      contributors: credit(game, actor, 'mistakes'),
    };
    return ok({ game: next, event: { kind: 'wrong', cell, digit } });
  }
  const entries = game.entries.slice();
  entries[cell] = digit;
  const notes = game.notes.slice();
  const changed: (readonly [number, number])[] = [];
  if (notes[cell]) changed.push([cell, notes[cell]!]);
  notes[cell] = 0;
  // A placed digit can no longer be a candidate of its peers: drop it from their notes.
  const bit = 1 << digit;
  for (const peer of game.geometry.peers[cell]!) {
    if (notes[peer]! & bit) {
      changed.push([peer, notes[peer]!]);
      notes[peer] = notes[peer]! & ~bit;
    }
  }
  const placed: Game = {
    ...game,
    entries,
    notes,
    history: pushHistory(game, { kind: 'place', cell, entry: 0, notes: changed }, actor),
    contributors: credit(game, actor, 'moves'),
    lastMove: cell,
    hint: undefined,
  };
  const completed = cellsLeft(placed) === 0;
  const next: Game = completed ? { ...placed, status: 'solved', finishedAt: now } : placed;
  return ok({ game: next, event: { kind: 'placed', cell, digit, completed } });
}

/** Clears a cell's entry (or, on an empty cell, its notes). */
export function clearCell(game: Game, cell: number, actor: Actor): Result<MoveOutcome, MoveError> {
  const problem = checkCell(game, cell);
  if (problem) return err(problem);
  if (game.givens[cell]) {
    return err({
      code: 'given',
      message: `${name(game, cell)} is a given and can't be cleared.`,
      detail: { variant: 'clear', cell },
    });
  }
  const entry = game.entries[cell]!;
  const mask = game.notes[cell]!;
  if (!entry && !mask) {
    return err({
      code: 'empty-cell',
      message: `${name(game, cell)} is already empty.`,
      detail: { cell },
    });
  }
  const entries = game.entries.slice();
  entries[cell] = 0;
  const notes = game.notes.slice();
  notes[cell] = 0;
  const next: Game = {
    ...game,
    entries,
    notes,
    history: pushHistory(
      game,
      { kind: 'clear', cell, entry, notes: mask ? [[cell, mask]] : [] },
      actor,
    ),
    contributors: credit(game, actor, 'moves'),
    lastMove: cell,
    hint: undefined,
  };
  return ok({ game: next, event: { kind: 'cleared', cell, notesOnly: !entry } });
}

/** Toggles pencil notes `digits` in an empty cell. */
export function toggleNotes(
  game: Game,
  cell: number,
  digits: readonly number[],
  actor: Actor,
): Result<MoveOutcome, MoveError> {
  if (digits.length > game.geometry.size) {
    return err({
      code: 'bad-digit',
      message: `A cell takes at most ${game.geometry.size} notes, e.g. \`note r3c5 1 2 4\`.`,
      detail: { variant: 'too-many-notes', size: game.geometry.size },
    });
  }
  const problem = checkCell(game, cell) ?? digits.map((d) => checkDigit(game, d)).find(Boolean);
  if (problem) return err(problem);
  const held = digitAt(game, cell);
  if (held) {
    return err({
      code: 'filled',
      message: `${name(game, cell)} already holds ${held}; notes go in empty cells.`,
      detail: { variant: 'notes', cell, digit: held },
    });
  }
  const before = game.notes[cell]!;
  let mask = before;
  for (const d of new Set(digits)) mask ^= 1 << d;
  const notes = game.notes.slice();
  notes[cell] = mask;
  const next: Game = {
    ...game,
    notes,
    history: pushHistory(game, { kind: 'note', cell, entry: 0, notes: [[cell, before]] }, actor),
    contributors: credit(game, actor, 'moves'),
    lastMove: cell,
  };
  return ok({ game: next, event: { kind: 'noted', cell, mask } });
}

/** Every candidate as a note in every empty cell (what `notes` fills in). */
export function autoNoteMasks(game: Game): Uint32Array {
  const grid = boardGrid(game);
  const masks = new Uint32Array(game.geometry.cellCount);
  for (let cell = 0; cell < masks.length; cell++) masks[cell] = candidateMask(grid, cell);
  return masks;
}

/**
 * Fills every candidate as notes; when the notes already are exactly the candidates (or when
 * `clear` is set) clears all notes instead, so `notes` twice toggles.
 */
export function autoNotes(game: Game, actor: Actor, clear = false): Result<MoveOutcome, MoveError> {
  if (isOver(game)) return err(gameOver(game));
  const filled = autoNoteMasks(game);
  const alreadyFilled = filled.every((m, i) => m === game.notes[i]);
  const clearing = clear || alreadyFilled;
  const notes = clearing ? new Uint32Array(filled.length) : filled;
  const changed: (readonly [number, number])[] = [];
  game.notes.forEach((m, cell) => {
    if (m !== notes[cell]) changed.push([cell, m]);
  });
  const next: Game = {
    ...game,
    notes,
    history: pushHistory(game, { kind: 'notes', cell: -1, entry: 0, notes: changed }, actor),
    contributors: credit(game, actor, 'moves'),
  };
  return ok({ game: next, event: { kind: clearing ? 'notes-cleared' : 'notes-filled' } });
}

/** Shows the solution and ends the game (a revealed game never counts as solved). */
export function revealSolution(game: Game, now: number): Result<MoveOutcome, MoveError> {
  if (isOver(game)) return err(gameOver(game));
  return ok({
    game: { ...game, status: 'revealed', finishedAt: now, hint: undefined },
    event: { kind: 'revealed' },
  });
}

/** The level the next `hint` shows: one deeper on the same step, else 1. */
export function nextHintLevel(game: Game): 1 | 2 | 3 {
  const level = game.hint?.level ?? 0;
  return level >= 3 ? 3 : ((level + 1) as 1 | 2 | 3);
}

/**
 * Records a hint given at `progress` about `cells`, counted against the game and the asker.
 * Without `progress` (a hint about one cell) the progress of `hint` is kept.
 */
export function recordHint(
  game: Game,
  progress: HintProgress | undefined,
  actor: Actor,
  cells: readonly number[] = [],
): Result<MoveOutcome, MoveError> {
  if (isOver(game)) return err(gameOver(game));
  const next: Game = {
    ...game,
    hint: progress ?? game.hint,
    hints: game.hints + 1,
    hintCells: addCells(game.hintCells, cells),
    contributors: credit(game, actor, 'hints'),
  };
  return ok({ game: next, event: { kind: 'hinted', level: progress?.level ?? 3 } });
}

/** Digits of a note mask, for replies. */
export function noteDigits(mask: number): number[] {
  return maskDigits(mask);
}
