// Hint wording that reads naturally: articles before technique names and numbers, locked
// candidates as a plural, and digits above 9 written as numbers.

import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../../src/engine/geometry.ts';
import { stepWords } from '../../../src/bot/step-words.ts';
import { solutionPath, type Step } from '../../../src/engine/logic/index.ts';
import { articleFor, withArticle } from '../../../src/engine/logic/words.ts';
import { renderText } from '../../../src/i18n/text.ts';
import { explainEn, hintEn } from '../../support/said.ts';
import { gridOf, ratedFixtures } from './helpers.ts';

describe('articles', () => {
  it('follow how a name or number is spoken', () => {
    const cases: [string, 'a' | 'an'][] = [
      ['X-Wing', 'an'],
      ['XY-Wing', 'an'],
      ['XYZ-Wing', 'an'],
      ['W-Wing', 'a'],
      ['WXYZ-Wing', 'a'],
      ['ALS-XZ', 'an'],
      ['BUG+1', 'a'],
      ['Unique Rectangle (type 1)', 'a'],
      ['Empty Rectangle', 'an'],
      ['hidden single', 'a'],
      ['naked pair', 'a'],
      ['Swordfish', 'a'],
      ['8', 'an'],
      ['11', 'an'],
      ['18', 'an'],
      ['1', 'a'],
      ['16', 'a'],
      ['E', 'an'],
    ];
    for (const [word, article] of cases) expect([word, articleFor(word)]).toEqual([word, article]);
  });

  it('leave plural and uncountable names alone', () => {
    expect(withArticle('Cell Forcing Chains')).toBe('Cell Forcing Chains');
    expect(withArticle('Simple Colouring')).toBe('Simple Colouring');
    expect(withArticle('Aligned Pair Exclusion')).toBe('Aligned Pair Exclusion');
    expect(withArticle('X-Wing')).toBe('an X-Wing');
  });
});

describe('hint wording', () => {
  it('says "there are locked candidates" for a pointing or claiming, not "a pointing"', () => {
    const locks: Step[] = [];
    const grid = gridOf(ratedFixtures()[0]![0]);
    for (const [puzzle, rating] of ratedFixtures()) {
      if (rating > 3.4) continue;
      locks.push(
        ...solutionPath(gridOf(puzzle)).filter((s) => /pointing|claiming/.test(s.technique)),
      );
    }
    expect(locks.length).toBeGreaterThan(0);
    for (const step of locks) {
      const text = hintEn({ level: 1, step, highlights: {} }, grid);
      expect(text).toMatch(/: there are locked candidates \((Direct )?(Pointing|Claiming)\)\.$/);
      expect(text).not.toMatch(/a (direct )?(pointing|claiming)/i);
    }
  });

  it('writes digits above 9 as numbers, with the right article', () => {
    const geometry = classicGeometry(16);
    const box = geometry.houses.findIndex((h) => h.kind === 'box' && h.cells.includes(0));
    const step: Step = {
      technique: 'hidden-single-box',
      rating: 1.2,
      size: 16,
      digits: [11],
      cells: [0],
      houses: [box],
      placements: [{ cell: 0, digit: 11 }],
      eliminations: [],
    };
    expect(explainEn(step, geometry)).toBe(
      'In box 1, 11 fits only in r1c1: every other cell of box 1 is filled or sees an 11. So r1c1 is 11.',
    );
    const removals = stepWords(geometry).removals([{ cell: 1, digit: 16 }]);
    expect(renderText(removals, 'en')).toBe('16 from r1c2');
  });
});
