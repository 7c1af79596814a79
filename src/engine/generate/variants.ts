// Puzzle variants players can ask for, as names over the engine's geometries. The bot re-exports
// the list (src/bot/types.ts), so the engine stays free of imports from the bot.

import { classicGeometry, sudokuXGeometry, type Geometry } from '../geometry.ts';
import { err, ok, type Result } from '../result.ts';

export const PLAY_VARIANTS = ['classic', 'mini', 'x', 'big'] as const;
export type PlayVariant = (typeof PLAY_VARIANTS)[number];

/** What each variant is, in words a player understands (for help texts and errors). */
export const VARIANT_DESCRIPTIONS: Readonly<Record<PlayVariant, string>> = {
  classic: 'classic 9x9',
  mini: '6x6 mini',
  x: 'Sudoku X (9x9, both diagonals hold 1-9 too)',
  big: '16x16 with digits 1-9 and A-G',
};

export interface VariantError {
  readonly code: 'unknown-variant';
  readonly message: string;
}

/** True when `name` is a variant name. */
export function isPlayVariant(name: string): name is PlayVariant {
  return (PLAY_VARIANTS as readonly string[]).includes(name);
}

/** The geometry a variant is played on. */
export function geometryOfVariant(variant: PlayVariant): Geometry {
  switch (variant) {
    case 'classic':
      return classicGeometry(9);
    case 'mini':
      return classicGeometry(6);
    case 'x':
      return sudokuXGeometry(9);
    case 'big':
      return classicGeometry(16);
  }
}

/** Reads a variant name (case and surrounding spaces ignored); the error names the allowed ones. */
export function parseVariant(text: string): Result<PlayVariant, VariantError> {
  const name = text.trim().toLowerCase();
  if (isPlayVariant(name)) return ok(name);
  return err({
    code: 'unknown-variant',
    message: `Unknown variant '${text.trim()}': choose one of ${PLAY_VARIANTS.join(', ')}.`,
  });
}
