// The evaluation's split of the shared photos by puzzle and its ground-truth parser (no data
// needed: the rule is a pure function of the grid).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTruth, partOf, puzzleHash } from '../../scripts/vision-eval/shared-photos.ts';

const grid = fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 });

describe('the shared-photo split', () => {
  it('reads a .dat file (phone, format, nine rows) and refuses a short one', () => {
    fc.assert(
      fc.property(grid, (digits) => {
        const rows = Array.from({ length: 9 }, (_, r) => digits.slice(9 * r, 9 * r + 9).join(' '));
        const text = ['phone', '640x480:24 JPG', ...rows].join('\r\n');
        expect(Array.from(parseTruth(text))).toEqual(Array.from(digits));
      }),
    );
    expect(() => parseTruth('phone\nformat\n1 2 3')).toThrow(/nine rows/);
  });

  it('puts every photo of one puzzle on the same side, by the hash of its digits alone', () => {
    fc.assert(
      fc.property(grid, (digits) => {
        expect(partOf(digits)).toBe(partOf(Uint8Array.from(digits)));
        expect(partOf(digits)).toBe(puzzleHash(digits) % 3 === 1 ? 'held-out' : 'tuning');
      }),
    );
    // FNV-1a 32 of 81 "0" characters (checked by hand with another implementation), fixed so
    // the split cannot drift with a refactor.
    expect(puzzleHash(new Uint8Array(81))).toBe(427124079);
  });
});
