// Small pieces both platforms' day drivers share: cell names, what a move did to its game, the
// fixture photo the day's photo is.

import { resolve } from 'node:path';
import type { Game } from '../../src/game/game.ts';
import type { MoveRecord } from './day-figures.ts';
import type { MoveIntent } from './day-script.ts';

/** A photo of a printed grid (test/fixtures/photos). */
export const PHOTO_PATH = resolve(import.meta.dirname, '../fixtures/photos/synthetic-1.jpg');

/** `r3c5` for a cell index of a 9x9 board. */
export function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** What `intent` did between `before` and `after` (the same game), or undefined if nothing. */
export function effectOf(
  intent: MoveIntent,
  before: Game,
  after: Game | undefined,
): MoveRecord['effect'] | undefined {
  if (!after) return undefined;
  const { cell, digit } = intent;
  if (intent.mode === 'note') return after.notes[cell] !== before.notes[cell] ? 'noted' : undefined;
  if (before.entries[cell] === 0 && after.entries[cell] === digit) return 'placed';
  return after.mistakes > before.mistakes ? 'mistake' : undefined;
}
