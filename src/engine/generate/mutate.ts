// Neighbours of a puzzle on the same solution, for climbing towards a rare level: one orbit of
// givens is swapped for another, clues come back until the solution is unique again, and the
// result is thinned again (by the caller's rule). Neighbours share most givens, so their ratings are close:
// a puzzle that just missed the level is a good place to look for one that hits it.

import type { Random } from '../random.ts';
import { orbitIndex, restoreUniqueness } from './dig.ts';
import type { UniquenessOracle } from './oracle.ts';

/** A random neighbour of `puzzle` (left unchanged), or undefined when none could be made. */
export function mutatePuzzle(
  oracle: UniquenessOracle,
  puzzle: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
  thin: (puzzle: Uint8Array) => void,
): Uint8Array | undefined {
  const next = puzzle.slice();
  const given = orbits.filter((orbit) => next[orbit[0]!] !== 0);
  const empty = orbits.filter((orbit) => next[orbit[0]!] === 0);
  if (given.length === 0 || empty.length === 0) return undefined;
  const orbitOfCell = orbitIndex(orbits, puzzle.length);
  const dropped = random.pick(given);
  for (const cell of dropped) next[cell] = 0;
  for (const cell of random.pick(empty)) next[cell] = oracle.solution[cell]!;
  const avoid = orbitOfCell[dropped[0]!]!;
  if (!restoreUniqueness(oracle, next, orbits, orbitOfCell, avoid, random)) return undefined;
  thin(next);
  return next;
}
