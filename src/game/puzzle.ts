// Puzzles as the game layer receives them (from the generator, the daily or a fixture set), the
// play variants mapped to engine geometries, and geometry ids resolved back to geometries.

import {
  classicGeometry,
  isSize,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../engine/geometry.ts';
import type { PlayVariant } from '../engine/generate/variants.ts';
import type { Level } from '../engine/levels.ts';

/** Puzzle variants a player can ask for with `new` (named by the engine's generator). */
export { PLAY_VARIANTS, type PlayVariant } from '../engine/generate/variants.ts';

/** A puzzle ready to play: givens with their unique solution. */
export interface PlayPuzzle {
  readonly geometry: Geometry;
  /** Printed digits, 0 elsewhere. */
  readonly givens: Uint8Array;
  /** The unique solution (every cell filled). */
  readonly solution: Uint8Array;
  readonly level: Level;
  readonly variant: PlayVariant;
  /** Difficulty rating (Sudoku Explainer scale), when the grader gave one. */
  readonly rating?: number;
}

/** The puzzle of one calendar date. */
export interface DailyPuzzle extends PlayPuzzle {
  /** Date key, e.g. `2025-03-14`. */
  readonly date: string;
  /** 1 on the launch date, counting up. */
  readonly number: number;
}

/** The geometry with a stored id (`classic9`, `x9`, `windoku9`, `jigsaw9:...`), if known. */
export function geometryById(id: string): Geometry | undefined {
  const classic = /^classic(\d+)$/.exec(id);
  if (classic) {
    const size = Number(classic[1]);
    return isSize(size) ? classicGeometry(size) : undefined;
  }
  const x = /^x(\d+)$/.exec(id);
  if (x) {
    const size = Number(x[1]);
    return isSize(size) ? sudokuXGeometry(size) : undefined;
  }
  if (id === 'windoku9') return windokuGeometry();
  const jigsaw = /^jigsaw\d+:([0-9a-z]+)$/.exec(id);
  if (jigsaw) {
    const map = jigsaw[1]!;
    const result = jigsawGeometry(map);
    return result.ok && result.value.id === id ? result.value : undefined;
  }
  return undefined;
}

/** The play variant a geometry belongs to (for games resumed from the store). */
export function variantOfGeometry(geometry: Geometry): PlayVariant {
  if (geometry.variant === 'x') return 'x';
  if (geometry.size === 6 || geometry.size === 4) return 'mini';
  if (geometry.size === 16) return 'big';
  return 'classic';
}
