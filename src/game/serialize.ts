// Games to and from plain JSON for stores: digits as compact text, notes as numbers. Any store
// (SQLite now, PostgreSQL later) keeps the same document.

import { DIGIT_SYMBOLS } from '../engine/cell.ts';
import { isLevel } from '../engine/levels.ts';
import type { Game, GameStatus } from './game.ts';
import { geometryById, PLAY_VARIANTS, type PlayVariant } from './puzzle.ts';

/** The stored form of a game (everything but its version, which the store keeps beside it). */
export interface GameDocument {
  readonly v: 1;
  readonly id: string;
  readonly place: Game['place'];
  readonly source: Game['source'];
  readonly level: string;
  readonly variant: string;
  readonly rating?: number;
  readonly geometry: string;
  readonly givens: string;
  readonly solution: string;
  readonly entries: string;
  /** Sparse: [cell, mask] for cells with notes. */
  readonly notes: readonly (readonly [number, number])[];
  readonly status: GameStatus;
  readonly startedAt: number;
  readonly finishedAt?: number;
  readonly mistakes: number;
  readonly hints: number;
  readonly mistakeCells?: readonly number[];
  readonly hintCells?: readonly number[];
  readonly contributors: Game['contributors'];
  readonly history: Game['history'];
  readonly hint?: Game['hint'];
  readonly lastMove?: number;
}

/** Digits as one character each (`.` for 0, 1-9 then A-G). */
export function digitsToText(values: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const d = values[i]!;
    out += d === 0 ? '.' : DIGIT_SYMBOLS[d - 1];
  }
  return out;
}

/** Inverse of {@link digitsToText}. */
export function textToDigits(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    out[i] = c === '.' ? 0 : DIGIT_SYMBOLS.indexOf(c) + 1;
  }
  return out;
}

/** A game as a JSON-safe document. */
export function gameToDocument(game: Game): GameDocument {
  const notes: [number, number][] = [];
  game.notes.forEach((mask, cell) => {
    if (mask) notes.push([cell, mask]);
  });
  return {
    v: 1,
    id: game.id,
    place: game.place,
    source: game.source,
    level: game.level,
    variant: game.variant,
    ...(game.rating === undefined ? {} : { rating: game.rating }),
    geometry: game.geometry.id,
    givens: digitsToText(game.givens),
    solution: digitsToText(game.solution),
    entries: digitsToText(game.entries),
    notes,
    status: game.status,
    startedAt: game.startedAt,
    ...(game.finishedAt === undefined ? {} : { finishedAt: game.finishedAt }),
    mistakes: game.mistakes,
    hints: game.hints,
    mistakeCells: game.mistakeCells,
    hintCells: game.hintCells,
    contributors: game.contributors,
    history: game.history,
    ...(game.hint ? { hint: game.hint } : {}),
    ...(game.lastMove === undefined ? {} : { lastMove: game.lastMove }),
  };
}

/** A game from its stored document and version; throws on a corrupt document (a bug, not user input). */
export function documentToGame(doc: GameDocument, version: number): Game {
  const geometry = geometryById(doc.geometry);
  if (!geometry) throw new Error(`game ${doc.id}: unknown geometry ${doc.geometry}`);
  if (!isLevel(doc.level)) throw new Error(`game ${doc.id}: unknown level ${doc.level}`);
  if (!(PLAY_VARIANTS as readonly string[]).includes(doc.variant)) {
    throw new Error(`game ${doc.id}: unknown variant ${doc.variant}`);
  }
  const notes = new Uint32Array(geometry.cellCount);
  for (const [cell, mask] of doc.notes) notes[cell] = mask;
  return {
    id: doc.id,
    place: doc.place,
    source: doc.source,
    level: doc.level,
    variant: doc.variant as PlayVariant,
    ...(doc.rating === undefined ? {} : { rating: doc.rating }),
    geometry,
    givens: textToDigits(doc.givens),
    solution: textToDigits(doc.solution),
    entries: textToDigits(doc.entries),
    notes,
    status: doc.status,
    startedAt: doc.startedAt,
    ...(doc.finishedAt === undefined ? {} : { finishedAt: doc.finishedAt }),
    mistakes: doc.mistakes,
    hints: doc.hints,
    mistakeCells: doc.mistakeCells ?? [],
    hintCells: doc.hintCells ?? [],
    contributors: doc.contributors,
    history: doc.history,
    ...(doc.hint ? { hint: doc.hint } : {}),
    ...(doc.lastMove === undefined ? {} : { lastMove: doc.lastMove }),
    version,
  };
}
