// What "spoiler-free" means for a result line that travels to a channel, checked the same way
// on every platform.

import { expect } from 'vitest';

/**
 * Fails when `text` gives away any of the solution: no run of four digits of any row of it, and
 * hardly any digits at all (a number, a time, counts of hints and mistakes, a streak).
 */
export function expectSpoilerFree(text: string, solution: ArrayLike<number>): void {
  const digits = Array.from(solution).join('');
  const side = Math.round(Math.sqrt(digits.length));
  for (let row = 0; row < side; row++) {
    for (let at = 0; at + 4 <= side; at++) {
      const run = digits.slice(row * side + at, row * side + at + 4);
      expect(text, `row ${row + 1} of the solution shows`).not.toContain(run);
    }
  }
  expect(text.replace(/\D/g, '').length).toBeLessThan(12);
}
