// Grading's merge of a chain search's conclusions into one step (`easiest` in forcing.ts):
// below the path's hardest step only ties (the search's easiest rating) are merged, and where
// a chain starts only from some cells, only the ties whose start the others leave alone.

import { describe, expect, it } from 'vitest';
import { easiest, type Found } from '../../../src/engine/logic/forcing.ts';
import type { Conclusion } from '../../../src/engine/logic/step.ts';
import type { SearchContext } from '../../../src/engine/logic/technique.ts';

/** A find eliminating `digit` from `cell`, started from `sources` when given. */
function find(rating: number, cell: number, digit: number, sources?: number[]): Found {
  const conclusion: Conclusion = { placements: [], eliminations: [{ cell, digit }] };
  return {
    rating,
    complexity: 10,
    conclusion,
    ...(sources ? { sources } : {}),
    build: () => ({
      technique: 'cell-forcing-chain',
      rating,
      size: 9,
      digits: [digit],
      cells: [cell],
      houses: [],
      ...conclusion,
    }),
  };
}

const eliminated = (f: Found | undefined) =>
  f?.conclusion.eliminations.map((e) => `${e.cell}:${e.digit}`).sort();

describe('merging the conclusions of a chain search', () => {
  const found = [
    find(8.3, 10, 1, [10]),
    find(8.3, 30, 2, [20]), // a tie started from r3c3: merged
    find(8.3, 40, 3, [30]), // a tie started from r4c4, where the tie before it eliminates
    find(8.4, 50, 4, [50]), // not a tie
    find(8.3, 60, 5), // a tie with no known start
  ];
  const ties: SearchContext = { work: 1e6, batch: true, free: 0, tiesOnly: true };

  it('takes every tie where ties stay the easiest one after another', () => {
    expect(eliminated(easiest(found, ties))).toEqual(['10:1', '30:2', '40:3', '60:5']);
  });

  it('takes only the ties whose start the conclusions before them leave alone', () => {
    expect(eliminated(easiest(found, ties, false))).toEqual(['10:1', '30:2']);
  });

  it("takes everything up to the path's hardest step past 9.5, and one alone outside grading", () => {
    const free: SearchContext = { work: 1e6, batch: true, free: 9.6, tiesOnly: false };
    expect(eliminated(easiest(found, free, false))).toHaveLength(5);
    expect(eliminated(easiest(found, { work: 1e6 }))).toEqual(['10:1']);
  });
});
