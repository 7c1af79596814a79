// Fast path for classic 9x9 puzzles. Placeholder: delegates to the generic solver until the
// tuned bit-parallel solver lands.

import { classicGeometry } from '../geometry.ts';
import { searchGeneric } from './generic.ts';

/**
 * Solves a classic 9x9 grid of 81 digits (0 = empty), counting solutions up to `limit`.
 * When `out` is given, the first solution is written at offset 0 and, if `out` has room for
 * 162 bytes, the second at offset 81. Returns how many were found (at most `limit`).
 */
export function solveClassic(values: ArrayLike<number>, limit: number, out?: Uint8Array): number {
  const outcome = searchGeneric(classicGeometry(9), values, limit);
  outcome.solutions.forEach((s, i) => {
    if (out && out.length >= (i + 1) * 81) out.set(s, i * 81);
  });
  return outcome.count;
}
