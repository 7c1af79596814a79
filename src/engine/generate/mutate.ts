// Neighbours of a puzzle on the same solution, for climbing towards a rare level: one orbit of
// givens is swapped for another, clues come back until the solution is unique again, and the
// result is thinned to orbit-minimal. Neighbours share most givens, so their ratings are close:
// a puzzle that just missed the level is a good place to look for one that hits it.

import type { Geometry } from '../geometry.ts';
import type { Random } from '../random.ts';
import { hasUniqueSolution, removeOrbits, twoSolutions } from './dig.ts';

/** A random neighbour of `puzzle` (unchanged), or undefined when none could be made. */
export function mutatePuzzle(
  geometry: Geometry,
  puzzle: Uint8Array,
  solution: Uint8Array,
  orbits: readonly (readonly number[])[],
  random: Random,
): Uint8Array | undefined {
  const next = puzzle.slice();
  const given = orbits.filter((orbit) => next[orbit[0]!] !== 0);
  const empty = orbits.filter((orbit) => next[orbit[0]!] === 0);
  if (given.length === 0 || empty.length === 0) return undefined;
  const dropped = random.pick(given);
  for (const cell of dropped) next[cell] = 0;
  for (const cell of random.pick(empty)) next[cell] = solution[cell]!;
  const inDropped = new Set(dropped);
  while (!hasUniqueSolution(geometry, next)) {
    const rivals = twoSolutions(geometry, next);
    if (!rivals) return undefined;
    const telling: number[] = [];
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (rivals[0][cell] !== rivals[1][cell] && !inDropped.has(cell)) telling.push(cell);
    }
    if (telling.length === 0) return undefined;
    const cell = random.pick(telling);
    const orbit = orbits.find((o) => o.includes(cell))!;
    for (const c of orbit) next[c] = solution[c]!;
  }
  removeOrbits(geometry, next, orbits, random);
  return next;
}
