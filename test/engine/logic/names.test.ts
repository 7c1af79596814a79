// Step names are what players call them (HoDoKu / sudokuwiki), not Sukaku Explainer's internal
// words; the technique's own (SE) name stays for ratings.

import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { brieflyEn, explainEn, hintEn } from '../../support/said.ts';
import {
  hintForCell,
  TECHNIQUES,
  HINT_TECHNIQUES,
  techniqueById,
  techniqueName,
} from '../../../src/engine/logic/index.ts';

describe('step names', () => {
  it('never show SE internal words such as "Direct" for any technique', () => {
    for (const t of [...TECHNIQUES, ...HINT_TECHNIQUES]) {
      expect(techniqueName({ technique: t.id }), t.id).not.toMatch(/direct/i);
    }
    expect(techniqueName({ technique: 'direct-pointing' })).toBe('Pointing');
    expect(techniqueName({ technique: 'direct-claiming' })).toBe('Claiming');
    expect(techniqueName({ technique: 'direct-hidden-pair' })).toBe('Hidden Pair');
    // The rating keeps SE's name.
    expect(techniqueById('direct-pointing')!.name).toBe('Direct Pointing');
  });

  it('read as players say them in a route hint, in its brief list and in its explanations', () => {
    // r7c5=4 comes from a hidden pair leaving a single; r6c8-like steps from a pointing.
    const grid = parseGrid(
      '009610720001050004000000010000400109000185000507002000080000000700090200045027300',
    );
    if (!grid.ok) throw new Error(grid.error.message);
    const found = hintForCell({ grid: grid.value }, 7 * 9 + 8, 3);
    if (!found.ok) throw new Error(found.error.message);
    const route = found.value.route!;
    const words = [
      hintEn(found.value, grid.value),
      ...route.map((s) => brieflyEn(s, grid.value.geometry)),
      ...route.map((s) => explainEn(s)),
    ];
    expect(route.some((s) => s.technique.startsWith('direct-'))).toBe(true);
    for (const text of words) expect(text).not.toMatch(/direct/i);
    expect(route.map((s) => brieflyEn(s, grid.value.geometry)).join('; ')).toMatch(
      /\(Hidden Pair\)/,
    );
  });
});
