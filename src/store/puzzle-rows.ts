// Puzzles to and from flat rows, shared by the store implementations.

import { isLevel } from '../engine/levels.ts';
import { digitsToText, textToDigits } from '../game/serialize.ts';
import {
  geometryById,
  PLAY_VARIANTS,
  type DailyPuzzle,
  type PlayPuzzle,
  type PlayVariant,
} from '../game/puzzle.ts';

export interface PuzzleRow {
  readonly level: string;
  readonly variant: string;
  readonly geometry: string;
  readonly givens: string;
  readonly solution: string;
  readonly rating: number | null;
}

/** A puzzle as a flat row. */
export function puzzleToRow(puzzle: PlayPuzzle): PuzzleRow {
  return {
    level: puzzle.level,
    variant: puzzle.variant,
    geometry: puzzle.geometry.id,
    givens: digitsToText(puzzle.givens),
    solution: digitsToText(puzzle.solution),
    rating: puzzle.rating ?? null,
  };
}

/** A puzzle from a flat row; throws on a corrupt row (a bug, not user input). */
export function rowToPuzzle(row: PuzzleRow): PlayPuzzle {
  const geometry = geometryById(row.geometry);
  if (!geometry) throw new Error(`stored puzzle: unknown geometry ${row.geometry}`);
  if (!isLevel(row.level)) throw new Error(`stored puzzle: unknown level ${row.level}`);
  if (!(PLAY_VARIANTS as readonly string[]).includes(row.variant)) {
    throw new Error(`stored puzzle: unknown variant ${row.variant}`);
  }
  return {
    geometry,
    givens: textToDigits(row.givens),
    solution: textToDigits(row.solution),
    level: row.level,
    variant: row.variant as PlayVariant,
    ...(row.rating === null ? {} : { rating: row.rating }),
  };
}

/** A daily from a flat row plus its date and number. */
export function rowToDaily(row: PuzzleRow & { date: string; number: number }): DailyPuzzle {
  return { ...rowToPuzzle(row), date: row.date, number: row.number };
}

/** `level/variant`, the key of pool counts. */
export function poolKey(level: string, variant: string): string {
  return `${level}/${variant}`;
}
