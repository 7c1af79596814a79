// The named levels players see, each a documented band of the rating (Sudoku Explainer scale).
// Bands follow what a player must know to finish the puzzle without guessing.

import type { Level } from '../levels.ts';

export interface LevelBand {
  readonly level: Level;
  /** Lowest rating of the band (inclusive). */
  readonly min: number;
  /** Highest rating of the band (inclusive); Infinity for the last band. */
  readonly max: number;
  /** What a player needs for puzzles of this band. */
  readonly techniques: string;
}

/**
 * Rating bands per level:
 * - easy    1.0-2.3: singles only (full house, hidden single, naked single, and the "direct"
 *   pointing/claiming/hidden pair that end in a hidden single).
 * - medium  2.4-3.4: locked candidates (pointing 2.6, claiming 2.8), naked pair 3.0, X-Wing 3.2,
 *   hidden pair 3.4.
 * - hard    3.5-4.9: triples, Swordfish, Skyscraper / 2-String Kite / Empty Rectangle,
 *   XY-Wing, XYZ-Wing, W-Wing, unique rectangles.
 * - expert  5.0-7.9: quads, Jellyfish, BUG+1, finned fish, colouring, X-chains, XY-chains,
 *   nice loops, ALS-XZ, the first forcing chains.
 * - extreme 8.0 and up: cell, house and dynamic forcing chains; puzzles that need guessing
 *   are rated above every logical band and land here, flagged.
 */
export const LEVEL_BANDS: readonly LevelBand[] = [
  { level: 'easy', min: 1.0, max: 2.3, techniques: 'singles' },
  { level: 'medium', min: 2.4, max: 3.4, techniques: 'locked candidates, pairs, X-Wing' },
  { level: 'hard', min: 3.5, max: 4.9, techniques: 'triples, fish, wings, unique rectangles' },
  { level: 'expert', min: 5.0, max: 7.9, techniques: 'quads, chains, colouring, ALS' },
  { level: 'extreme', min: 8.0, max: Infinity, techniques: 'forcing chains (or guessing)' },
];

/** The level whose band holds a rating (ratings below 1.0 count as easy). */
export function levelOfRating(rating: number): Level {
  const r = Math.round(rating * 10) / 10;
  for (const band of LEVEL_BANDS) if (r <= band.max) return band.level;
  return 'extreme';
}

/** The band of a level. */
export function bandOfLevel(level: Level): LevelBand {
  return LEVEL_BANDS.find((b) => b.level === level)!;
}
