// Symmetry of the clue pattern, as in newspaper puzzles: the cells are split into orbits (cells
// that map onto each other), and clues are kept or removed an orbit at a time.

import type { Geometry } from '../geometry.ts';
import { err, ok, type Result } from '../result.ts';

export const SYMMETRIES = ['none', 'rotate180', 'rotate90', 'mirror', 'diagonal'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** The symmetry used when none is asked for: half-turn rotation, the newspaper classic. */
export const DEFAULT_SYMMETRY: Symmetry = 'rotate180';

export const SYMMETRY_DESCRIPTIONS: Readonly<Record<Symmetry, string>> = {
  none: 'no symmetry',
  rotate180: 'the pattern looks the same turned upside down',
  rotate90: 'the pattern looks the same after a quarter turn',
  mirror: 'the left half mirrors the right half',
  diagonal: 'the pattern mirrors across the main diagonal (top left to bottom right)',
};

export interface SymmetryError {
  readonly code: 'unknown-symmetry';
  readonly message: string;
}

/** True when `name` is a symmetry name. */
export function isSymmetry(name: string): name is Symmetry {
  return (SYMMETRIES as readonly string[]).includes(name);
}

/** Reads a symmetry name (case and surrounding spaces ignored); the error names the allowed ones. */
export function parseSymmetry(text: string): Result<Symmetry, SymmetryError> {
  const name = text.trim().toLowerCase();
  if (isSymmetry(name)) return ok(name);
  return err({
    code: 'unknown-symmetry',
    message: `Unknown symmetry '${text.trim()}': choose one of ${SYMMETRIES.join(', ')}.`,
  });
}

// The cell a symmetry maps `cell` to on a size x size board.
function image(symmetry: Symmetry, cell: number, size: number): number {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const last = size - 1;
  switch (symmetry) {
    case 'none':
      return cell;
    case 'rotate180':
      return (last - r) * size + (last - c);
    case 'rotate90':
      return c * size + (last - r);
    case 'mirror':
      return r * size + (last - c);
    case 'diagonal':
      return c * size + r;
  }
}

const orbitCache = new Map<string, readonly (readonly number[])[]>();

/**
 * The orbits of a symmetry: groups of cells that must all be clues or all be empty. Each orbit
 * is ascending and the list is ordered by first cell, so iteration order is fixed.
 */
export function orbitsOf(geometry: Geometry, symmetry: Symmetry): readonly (readonly number[])[] {
  const key = `${geometry.size}:${symmetry}`;
  const known = orbitCache.get(key);
  if (known) return known;
  const seen = new Uint8Array(geometry.cellCount);
  const orbits: number[][] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (seen[cell]) continue;
    const orbit: number[] = [];
    for (let at = cell; !seen[at]; at = image(symmetry, at, geometry.size)) {
      seen[at] = 1;
      orbit.push(at);
    }
    orbits.push(orbit.sort((a, b) => a - b));
  }
  orbitCache.set(key, orbits);
  return orbits;
}

/** True when every orbit of `symmetry` is either all clues or all empty in `values`. */
export function isSymmetric(
  values: ArrayLike<number>,
  geometry: Geometry,
  symmetry: Symmetry,
): boolean {
  return orbitsOf(geometry, symmetry).every((orbit) => {
    const given = values[orbit[0]!] !== 0;
    return orbit.every((cell) => (values[cell] !== 0) === given);
  });
}
