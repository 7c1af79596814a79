// Puzzles the grader used to rate off Sukaku Explainer's scale, each for a technique it found
// differently (the Sudoku Exchange bank's reference ratings, working part of the bench's split;
// public domain). Each rating here differed before issue 27's changes.

import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../../src/engine/format.ts';
import { gradePuzzle, type GradeOptions } from '../../../src/engine/grade/index.ts';
import { BATCH_FROM, walkPath } from '../../../src/engine/logic/path.ts';
import { RATING_WORK } from '../../../src/engine/logic/technique.ts';

function grade(puzzle: string, options: GradeOptions = {}) {
  const parsed = parseGrid(puzzle);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = gradePuzzle(parsed.value, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('ratings on Sukaku Explainer scale', () => {
  const cases: [string, string, number, string, GradeOptions?][] = [
    // A row whose places lie in two box segments is a grouped strong link (grouped kite, 4.3;
    // was 5.4 and 5.5 through longer chains).
    [
      'grouped link in a line',
      '031020960000060000600301004960000083000000000000953000405000609080204030020506040',
      4.3,
      'grouped-x-chain-2',
    ],
    [
      'grouped link in a line, another',
      '000018200100000060096700080750080000200904006000050079020007910070000003005490000',
      4.3,
      'grouped-x-chain-2',
    ],
    // A box link with a line link: Turbot Fish 4.2 (as before; Sukaku Explainer's later
    // Strong Links rate it 4.1, the reference doesn't).
    [
      'turbot fish',
      '970200003002003009001090820040030008009801500800070090024010900100700600700008031',
      4.2,
      'turbot-fish',
    ],
    // Doubly linked VWXYZ-Wings (6.2; were 6.3 and 7.1).
    [
      'doubly linked VWXYZ-Wing',
      '001030005270005001030067000000300900700090002002001000000840060800900023300050100',
      6.2,
      'vwxyz-wing',
    ],
    [
      'doubly linked VWXYZ-Wing, another',
      '000902000000030000260000047017040280400080001050000060070010030100000004090405010',
      6.2,
      'vwxyz-wing',
    ],
    // No four-link chains (was 5.9): a grouped three-link chain, 5.7.
    [
      'three grouped strong links',
      '005000600012000380060030090090658020006000900801000703000921000100080005000503000',
      5.7,
      'grouped-x-chain-3',
    ],
    // Forcing chains one deduction a step below 9.5, as Sukaku Explainer takes them: merging
    // every conclusion of a search into one step (up to the path's hardest) skipped the board
    // where it needs a dynamic chain (8.8; were 8.4 and 8.3). Merging only ties (a search's
    // conclusions at its easiest rating) keeps them at 8.8: static multiple forcing chains
    // merge none, one taken can leave the next to a harder chain.
    [
      'one forcing-chain conclusion a step',
      '004300006380000000050001070200060048000207000670090001030600020000000089100002500',
      8.8,
      'dynamic-cell-forcing-chain',
    ],
    [
      'one forcing-chain conclusion a step, another',
      '520007004000002080900300600206000009040050060800000703001004006080100000400900078',
      8.8,
      'contradiction-forcing-chain',
    ],
    // Nishio chains one at a time too: taking both of 7.9 at once skipped the board where the
    // second needs 8.0.
    [
      'one Nishio conclusion a step',
      '000208000800070009070060040091000350030000070602000108000392000900407002000000000',
      8.0,
      'nishio-forcing-chain',
    ],
  ];
  for (const [name, puzzle, rating, technique, options] of cases) {
    it(`${name}: ${rating}`, () => {
      const graded = grade(puzzle, options);
      expect(graded.rating).toBe(rating);
      expect(graded.hardestTechnique).toBe(technique);
    });
  }

  it('merges chain conclusions from the start only when asked (fast screening, may rate low)', () => {
    const puzzle =
      '004300006380000000050001070200060048000207000670090001030600020000000089100002500';
    const parsed = parseGrid(puzzle);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const fast = gradePuzzle(parsed.value, { mergeFrom: 0 });
    expect(fast.ok && fast.value.rating).toBe(8.4);
    expect(grade(puzzle, { mergeTies: false }).rating).toBe(8.8);
  });

  it("merges only ties by default: a chain step takes its search's conclusions of one rating", () => {
    // Sukaku Explainer: 7.7 (Nishio), after four XY forcing chains of 7.1 and 7.3.
    const puzzle =
      '000206000071305260004000300006000800040020070020681030010407020002108400000000000';
    const chainSteps = (mergeTies: boolean) => {
      const parsed = parseGrid(puzzle);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const path = walkPath(parsed.value, {
        keepSteps: true,
        work: RATING_WORK,
        batchFrom: BATCH_FROM,
        mergeTies,
      });
      expect(path.rating).toBe(7.7);
      return path.steps.filter((s) => s.technique === 'xy-chain');
    };
    const one = chainSteps(false);
    const ties = chainSteps(true);
    // One deduction a step, as Sukaku Explainer takes them: 7.1, 7.1, 7.3, 7.3 ...
    expect(one.map((s) => [s.rating, s.eliminations.length + s.placements.length])).toEqual([
      [7.1, 1],
      [7.1, 1],
      [7.3, 1],
      [7.3, 1],
    ]);
    // ... or each search's ties in one step: one step of 7.1, one of 7.3, several conclusions each.
    expect(ties.map((s) => s.rating)).toEqual([7.1, 7.3]);
    expect(ties.every((s) => s.eliminations.length + s.placements.length > 1)).toBe(true);
  });

  it('says how far it got when the work budget runs out (unrated, not "needs guessing")', () => {
    // Sukaku Explainer: 9.7 (the forum's hardest list); a budget far too small for it.
    const parsed = parseGrid(
      '..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4',
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = gradePuzzle(parsed.value, { maxWork: 2_000_000 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.budgetSpent).toBe(true);
    expect(result.value.rating).toBe(12);
    // The path got as far as the forcing chains before the budget ran out.
    expect(result.value.reached).toBeGreaterThanOrEqual(6.5);
    expect(result.value.reached).toBeLessThan(12);
  });

  // The budget counts work, not time: the same on any machine (a generous timeout for load).
  it(
    'rates a puzzle past 9.5 with the default budget (was 12.0, budget spent)',
    { timeout: 120_000 },
    () => {
      const graded = grade(
        '........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.',
      );
      expect(graded.budgetSpent).toBe(false);
      // Sukaku Explainer: 10.3 (the forum's hardest list); within 0.5 of it.
      expect(Math.abs(graded.rating - 10.3)).toBeLessThanOrEqual(0.5);
    },
  );
});
