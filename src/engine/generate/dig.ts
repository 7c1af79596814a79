// Clue removal: start from a full solution and empty whole symmetry orbits, in a random order,
// as long as the solution stays unique. One pass is enough for orbit-minimality: once removing
// an orbit breaks uniqueness, removing it later (with fewer clues around) breaks it too.
// Strict minimality (no single given can go) needs more with symmetry: see repairMinimality.

import { isClassic9, type Geometry } from '../geometry.ts';
import type { Random } from '../random.ts';
import { solveClassic } from '../solve/classic.ts';
import { searchGeneric } from '../solve/generic.ts';
import { UNIQUENESS_NODE_LIMIT, type UniquenessOracle } from './oracle.ts';

/**
 * True when the digits in `values` (0 = empty) have exactly one solution on `geometry` (a
 * search that hits UNIQUENESS_NODE_LIMIT off the 9x9 fast path counts as not unique).
 */
export function hasUniqueSolution(geometry: Geometry, values: Uint8Array): boolean {
  if (isClassic9(geometry)) return solveClassic(values, 2) === 1;
  const outcome = searchGeneric(geometry, values, 2, UNIQUENESS_NODE_LIMIT);
  return outcome.complete && outcome.count === 1;
}

/**
 * Givens whose removal (alone) keeps the solution unique, ascending; a puzzle is minimal when
 * there are none. Stops after `limit` finds.
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
 * Empties orbits of `puzzle` (changed in place) in a random order, each only when `stillFine`
 * accepts the result; rejected orbits get their digits back from `solution`.
 */
export function thinOrbits(
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
  stillFine: (puzzle: Uint8Array) => boolean,
): void {
  const order = random.shuffle(orbits.filter((orbit) => puzzle[orbit[0]!] !== 0));
  for (const orbit of order) {
    for (const cell of orbit) puzzle[cell] = 0;
    if (!stillFine(puzzle)) for (const cell of orbit) puzzle[cell] = solution[cell]!;
  }
}

/**
 * Empties orbits of `puzzle` (a unique puzzle drawn from the oracle's solution, changed in
 * place) in a random order while the solution stays unique.
 */
export function removeOrbits(
  oracle: UniquenessOracle,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
): void {
  thinOrbits(puzzle, oracle.solution, orbits, random, oracle.isUnique);
}

/**
 * Adds orbits of the solution to `puzzle` (in place) until it is unique again, each one holding
 * a cell where a rival solution differs, never from `avoid`. False when that is impossible.
 */
export function restoreUniqueness(
  oracle: UniquenessOracle,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  orbitOfCell: Int32Array,
  avoid: number,
  random: Random,
): boolean {
  for (;;) {
    const telling = oracle.tellingCells(puzzle)?.filter((cell) => orbitOfCell[cell] !== avoid);
    if (!telling) return true;
    if (telling.length === 0) return false;
    for (const cell of orbits[orbitOfCell[random.pick(telling)]!]!) {
      puzzle[cell] = oracle.solution[cell]!;
    }
  }
}

const orbitIndexCache = new WeakMap<readonly (readonly number[])[], Int32Array>();

/** For each cell, the index of its orbit (cached per orbit list; do not modify). */
export function orbitIndex(orbits: readonly (readonly number[])[], cellCount: number): Int32Array {
  let index = orbitIndexCache.get(orbits);
  if (!index || index.length !== cellCount) {
    index = new Int32Array(cellCount);
    for (let i = 0; i < orbits.length; i++) for (const cell of orbits[i]!) index[cell] = i;
    orbitIndexCache.set(orbits, index);
  }
  return index;
}

/**
 * Turns an orbit-minimal puzzle into a strictly minimal one without breaking its symmetry:
 * while some single given is redundant, its whole orbit goes, orbits that tell the solution
 * apart from a rival come back, and the orbits are thinned again. With symmetry, orbit-minimal
 * puzzles are rarely strictly minimal (about 1 in 40 for a half turn); this walk gets there in
 * about 20 rounds on average. Returns true when `puzzle` (changed in place) ends minimal.
 */
export function repairMinimality(
  oracle: UniquenessOracle,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
  maxRounds: number,
): boolean {
  const orbitOfCell = orbitIndex(orbits, puzzle.length);
  for (let round = 0; round < maxRounds; round++) {
    const redundant = randomRemovableGiven(oracle, puzzle, random);
    if (redundant < 0) return true;
    const dropped = orbitOfCell[redundant]!;
    for (const cell of orbits[dropped]!) puzzle[cell] = 0;
    if (!restoreUniqueness(oracle, puzzle, orbits, orbitOfCell, dropped, random)) {
      for (const cell of orbits[dropped]!) puzzle[cell] = oracle.solution[cell]!;
    }
    removeOrbits(oracle, puzzle, orbits, random);
  }
  return randomRemovableGiven(oracle, puzzle, random) < 0;
}

// A random redundant given (its removal alone keeps the solution unique), or -1.
function randomRemovableGiven(
  oracle: UniquenessOracle,
  puzzle: Uint8Array,
  random: Random,
): number {
  const givens: number[] = [];
  for (let cell = 0; cell < puzzle.length; cell++) if (puzzle[cell]) givens.push(cell);
  random.shuffle(givens);
  for (const cell of givens) {
    const digit = puzzle[cell]!;
    puzzle[cell] = 0;
    const unique = oracle.isUnique(puzzle);
    puzzle[cell] = digit;
    if (unique) return cell;
  }
  return -1;
}
