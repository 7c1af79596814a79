// Clue removal: start from a full solution and empty whole symmetry orbits, in a random order,
// as long as the solution stays unique. One pass is enough for orbit-minimality: once removing
// an orbit breaks uniqueness, removing it later (with fewer clues around) breaks it too.

import { isClassic9, type Geometry } from '../geometry.ts';
import type { Random } from '../random.ts';
import { solveClassic } from '../solve/classic.ts';
import { searchGeneric } from '../solve/generic.ts';

/**
 * Search nodes a uniqueness check may use off the classic 9x9 fast path; past it the check
 * answers "not unique", which only ever keeps a clue, so puzzles stay unique.
 */
export const UNIQUENESS_NODE_LIMIT = 20_000;

/**
 * True when the digits in `values` (0 = empty) have exactly one solution on `geometry`. The
 * generator's grids are always subsets of a valid solution, so this goes straight to the search
 * (countSolutions would first scan for conflicting givens, which costs as much as the search).
 */
export function hasUniqueSolution(geometry: Geometry, values: Uint8Array): boolean {
  if (isClassic9(geometry)) return solveClassic(values, 2) === 1;
  const outcome = searchGeneric(geometry, values, 2, UNIQUENESS_NODE_LIMIT);
  return outcome.complete && outcome.count === 1;
}

/** Two different solutions of a grid that has more than one, else undefined. */
export function twoSolutions(
  geometry: Geometry,
  values: Uint8Array,
): readonly [Uint8Array, Uint8Array] | undefined {
  if (isClassic9(geometry)) {
    const out = new Uint8Array(2 * geometry.cellCount);
    if (solveClassic(values, 2, out) < 2) return undefined;
    return [out.subarray(0, 81), out.subarray(81)];
  }
  const outcome = searchGeneric(geometry, values, 2, UNIQUENESS_NODE_LIMIT);
  const [a, b] = outcome.solutions;
  return outcome.solutions.length >= 2 ? [a!, b!] : undefined;
}

/**
 * Empties orbits of `puzzle` (a unique puzzle, changed in place) in a random order while the
 * solution stays unique, and returns how many uniqueness checks it made. Orbits listed in
 * `tried` are skipped: the caller already knows they cannot go.
 */
export function removeOrbits(
  geometry: Geometry,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
): number {
  const order = random.shuffle(orbits.filter((orbit) => puzzle[orbit[0]!] !== 0));
  let checks = 0;
  for (const orbit of order) {
    const saved = orbit.map((cell) => puzzle[cell]!);
    for (const cell of orbit) puzzle[cell] = 0;
    checks++;
    if (!hasUniqueSolution(geometry, puzzle))
      orbit.forEach((cell, i) => (puzzle[cell] = saved[i]!));
  }
  return checks;
}

/**
 * Givens whose removal (alone) keeps the solution unique, ascending. A puzzle is minimal when
 * this is empty. Stops after `limit` finds.
 */
export function removableGivens(
  geometry: Geometry,
  puzzle: Uint8Array,
  limit = Infinity,
): number[] {
  const found: number[] = [];
  const work = puzzle.slice();
  for (let cell = 0; cell < work.length && found.length < limit; cell++) {
    const digit = work[cell]!;
    if (digit === 0) continue;
    work[cell] = 0;
    if (hasUniqueSolution(geometry, work)) found.push(cell);
    work[cell] = digit;
  }
  return found;
}

/** True when no single given can be removed without losing the unique solution. */
export function isMinimal(geometry: Geometry, puzzle: Uint8Array): boolean {
  return removableGivens(geometry, puzzle, 1).length === 0;
}

/**
 * Turns an orbit-minimal puzzle into a strictly minimal one without breaking its symmetry:
 * while some single given is redundant, its whole orbit goes, orbits that tell the solution
 * apart from a rival solution come back (from `solution`), and the orbits are thinned again.
 * Returns true when `puzzle` (changed in place) ends minimal within `maxRounds`.
 */
export function repairMinimality(
  geometry: Geometry,
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
  maxRounds: number,
): boolean {
  const orbitOfCell = new Int32Array(geometry.cellCount);
  orbits.forEach((orbit, i) => orbit.forEach((cell) => (orbitOfCell[cell] = i)));
  for (let round = 0; round < maxRounds; round++) {
    const redundant = firstRemovableGiven(geometry, puzzle, random);
    if (redundant < 0) return true;
    const dropped = orbitOfCell[redundant]!;
    for (const cell of orbits[dropped]!) puzzle[cell] = 0;
    while (!hasUniqueSolution(geometry, puzzle)) {
      const rivals = twoSolutions(geometry, puzzle);
      if (!rivals) return false;
      const [a, b] = rivals;
      const telling: number[] = [];
      for (let cell = 0; cell < geometry.cellCount; cell++) {
        if (a[cell] !== b[cell] && orbitOfCell[cell] !== dropped) telling.push(cell);
      }
      const pickFrom = telling.length > 0 ? telling : [redundant];
      const restore = orbits[orbitOfCell[random.pick(pickFrom)]!]!;
      for (const cell of restore) puzzle[cell] = solution[cell]!;
    }
    removeOrbits(geometry, puzzle, orbits, random);
  }
  return firstRemovableGiven(geometry, puzzle, random) < 0;
}

// A random redundant given (its removal alone keeps the solution unique), or -1.
function firstRemovableGiven(geometry: Geometry, puzzle: Uint8Array, random: Random): number {
  const givens: number[] = [];
  for (let cell = 0; cell < puzzle.length; cell++) if (puzzle[cell]) givens.push(cell);
  random.shuffle(givens);
  for (const cell of givens) {
    const digit = puzzle[cell]!;
    puzzle[cell] = 0;
    const unique = hasUniqueSolution(geometry, puzzle);
    puzzle[cell] = digit;
    if (unique) return cell;
  }
  return -1;
}
