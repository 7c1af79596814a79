import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classicGeometry, sudokuXGeometry } from '../../../src/engine/geometry.ts';
import {
  isSymmetric,
  orbitsOf,
  parseSymmetry,
  SYMMETRIES,
} from '../../../src/engine/generate/symmetry.ts';

describe('orbitsOf', () => {
  it.each(SYMMETRIES.flatMap((s) => [4, 6, 9, 16].map((n) => [s, n] as const)))(
    '%s on %i x %i partitions every cell exactly once',
    (symmetry, size) => {
      const geometry = classicGeometry(size as 4 | 6 | 9 | 16);
      const cells = orbitsOf(geometry, symmetry).flat();
      expect(cells.length).toBe(geometry.cellCount);
      expect(new Set(cells).size).toBe(geometry.cellCount);
    },
  );

  it('pairs r1c1 with r9c9 under a half turn and leaves the centre alone', () => {
    const orbits = orbitsOf(classicGeometry(9), 'rotate180');
    expect(orbits.find((o) => o.includes(0))).toEqual([0, 80]);
    expect(orbits.find((o) => o.includes(40))).toEqual([40]);
    expect(orbits.length).toBe(41);
  });

  it('groups four corners under a quarter turn', () => {
    const orbits = orbitsOf(classicGeometry(9), 'rotate90');
    expect(orbits.find((o) => o.includes(0))).toEqual([0, 8, 72, 80]);
  });

  it('mirrors left to right and across the main diagonal', () => {
    const g = classicGeometry(9);
    expect(orbitsOf(g, 'mirror').find((o) => o.includes(1))).toEqual([1, 7]);
    expect(orbitsOf(g, 'diagonal').find((o) => o.includes(1))).toEqual([1, 9]);
    expect(orbitsOf(g, 'diagonal').find((o) => o.includes(10))).toEqual([10]);
    expect(orbitsOf(g, 'none').length).toBe(81);
  });

  it('gives the same orbits for geometries of the same size (positions only)', () => {
    expect(orbitsOf(sudokuXGeometry(9), 'rotate90')).toEqual(
      orbitsOf(classicGeometry(9), 'rotate90'),
    );
  });
});

describe('isSymmetric', () => {
  it('holds for any pattern built from whole orbits, for every symmetry', () => {
    const g = classicGeometry(9);
    fc.assert(
      fc.property(
        fc.constantFrom(...SYMMETRIES),
        fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
        (symmetry, keep) => {
          const values = new Uint8Array(81);
          orbitsOf(g, symmetry).forEach((orbit, i) => {
            if (keep[i]) for (const cell of orbit) values[cell] = 5;
          });
          return isSymmetric(values, g, symmetry);
        },
      ),
    );
  });

  it('fails when one cell of a pair is missing', () => {
    const values = new Uint8Array(81);
    values[0] = 1;
    expect(isSymmetric(values, classicGeometry(9), 'rotate180')).toBe(false);
    values[80] = 2;
    expect(isSymmetric(values, classicGeometry(9), 'rotate180')).toBe(true);
    expect(isSymmetric(values, classicGeometry(9), 'mirror')).toBe(false);
  });
});

describe('parseSymmetry', () => {
  it('accepts every name in any case', () => {
    for (const s of SYMMETRIES)
      expect(parseSymmetry(` ${s.toUpperCase()} `)).toEqual({ ok: true, value: s });
  });

  it('names the allowed values when the name is unknown', () => {
    const result = parseSymmetry('spiral');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('unknown-symmetry');
      for (const s of SYMMETRIES) expect(result.error.message).toContain(s);
    }
  });
});
