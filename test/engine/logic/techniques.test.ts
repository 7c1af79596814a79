import { describe, expect, it } from 'vitest';
import { makeCellName } from '../../../src/engine/cell.ts';
import { classicGeometry } from '../../../src/engine/geometry.ts';
import { puzzleGrid } from '../../../src/engine/grid.ts';
import type { CandidateBoard } from '../../../src/engine/logic/index.ts';
import {
  hint,
  HINT_TECHNIQUES,
  searchContext,
  TECHNIQUES,
  techniqueById,
  type Step,
} from '../../../src/engine/logic/index.ts';
import { explainEn, hintEn } from '../../support/said.ts';
import { fixtureLines } from './candidate-boards.ts';
import { unsoundness } from './helpers.ts';

interface Fixture {
  technique: string;
  stepId: string;
  board: CandidateBoard;
  solution: number[];
  expected: string;
}

/** Boards from technique-boards.txt (Sudoku Exchange puzzles, public domain). */
function fixtures(): Fixture[] {
  return fixtureLines().map(
    ({ technique, stepId, board, rest: [solution = '', expected = ''] }) => ({
      technique,
      stepId,
      board,
      solution: [...solution].map(Number),
      expected,
    }),
  );
}

function describeStep(step: Step): string {
  return [
    ...step.placements.map((p) => `${makeCellName(p.cell, 9)}=${p.digit}`),
    ...step.eliminations.map((e) => `${makeCellName(e.cell, 9)}-${e.digit}`),
  ].join(' ');
}

const ALL = fixtures();

describe('each technique on its own boards', () => {
  for (const f of ALL) {
    it(`${f.technique} finds ${f.stepId}: ${f.expected}`, () => {
      const technique = techniqueById(f.technique);
      expect(technique, f.technique).toBeDefined();
      const step = technique!.find(f.board, searchContext(100_000_000, true));
      expect(step).toBeDefined();
      expect(step!.technique).toBe(f.stepId);
      expect(unsoundness(step!, f.solution)).toBeUndefined();
      expect(describeStep(step!)).toBe(f.expected);
      expect(explainEn(step!).length).toBeGreaterThan(30);
    });
  }

  it('lists each technique once, and every rating technique for hints too', () => {
    for (const list of [TECHNIQUES, HINT_TECHNIQUES]) {
      expect(new Set(list.map((t) => t.id)).size).toBe(list.length);
    }
    // Hints take loops and forcing chains apart; the rating step 'chains' joins them. The
    // rating's strong-link chains (Sukaku Explainer's Turbot Fish and 3 Strong Links, one
    // search each) are the hints' Skyscraper ... grouped X-chains, and its unique loops (any
    // size, through boxes too) the hints' unique rectangles and loops.
    const hints = new Set(HINT_TECHNIQUES.map((t) => t.id));
    const ratingOnly = new Set(['chains', 'strong-links-2', 'strong-links-3', 'unique-loops']);
    const missing = TECHNIQUES.filter((t) => !ratingOnly.has(t.id) && !hints.has(t.id));
    expect(missing.map((t) => t.id)).toEqual([]);
    expect(hints.has('nice-loops') && hints.has('forcing-chain')).toBe(true);
  });

  it('covers every technique of the solver', () => {
    const covered = new Set(ALL.map((f) => f.technique));
    // Never the easiest step on the 23,000 reference puzzles up to 7.8: direct claiming has
    // its own test (intersections.test.ts); nice loops and forcing chains ('chains') theirs
    // (loops.test.ts, the chain-family tests below); level-3 nesting the optional suite on
    // the forum's hardest puzzles (its boards take seconds).
    const elsewhere = new Set(['chains', 'direct-claiming', 'nested-multiple-forcing-chain']);
    const missing = TECHNIQUES.map((t) => t.id).filter(
      (id) => !elsewhere.has(id) && !covered.has(id),
    );
    expect(missing).toEqual([]);
  });

  it('hints from the same board (notes = candidates) give the same step and its family', () => {
    const band = new Set([
      'simple-colouring',
      'finned-x-wing',
      'finned-swordfish',
      'finned-jellyfish',
      'forcing-chain',
      'als-xz',
      'w-wing',
    ]);
    let checked = 0;
    for (const f of ALL.filter((x) => !band.has(x.technique))) {
      const grid = puzzleGrid(classicGeometry(9), f.board.values);
      const notes = Uint32Array.from(f.board.cands);
      const result = hint({ grid, notes, solution: Uint8Array.from(f.solution) }, 1);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      // An earlier technique may apply on this board since the fixture was made; skip those.
      if (result.value.step?.technique !== f.stepId) continue;
      expect(result.value.family).toBe(techniqueById(f.technique)!.family);
      expect(hintEn(result.value, grid)).toMatch(/^Look /);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('chain steps are one deduction for hints; grading merges every conclusion it may', () => {
    const chains = new Set([
      'forcing-chain',
      'nishio-forcing-chain',
      'multiple-forcing-chain',
      'dynamic-forcing-chain',
    ]);
    const conclusions = (step: Step) => describeStep(step).split(' ');
    let merged = 0;
    let freed = 0;
    for (const f of ALL.filter((x) => chains.has(x.technique))) {
      const technique = techniqueById(f.technique)!;
      const single = technique.find(f.board, searchContext(100_000_000, true))!;
      expect(conclusions(single)).toHaveLength(1);
      const batch = technique.find(f.board, { ...searchContext(100_000_000, true), batch: true })!;
      // Same rating, every conclusion sound, the single one among them.
      expect(batch.rating).toBe(single.rating);
      expect(unsoundness(batch, f.solution)).toBeUndefined();
      expect(conclusions(batch)).toContain(conclusions(single)[0]);
      // With the path already at 9.0, conclusions rated up to 9.0 merge too.
      const free = technique.find(f.board, {
        ...searchContext(100_000_000, true),
        batch: true,
        free: 9.0,
      })!;
      expect(unsoundness(free, f.solution)).toBeUndefined();
      expect(conclusions(free)).toEqual(expect.arrayContaining(conclusions(batch)));
      if (conclusions(batch).length > 1) merged++;
      if (conclusions(free).length > conclusions(batch).length) freed++;
    }
    expect(merged).toBeGreaterThan(0);
    expect(freed).toBeGreaterThan(0);
  });

  it('grading merges the chain family members whose steps cannot raise the rating', () => {
    const chains = techniqueById('chains')!;
    const members = ['nice-loops', 'forcing-chain'].map((id) => techniqueById(id)!);
    const grading = () => ({ ...searchContext(100_000_000, true), batch: true, free: 9.0 });
    const conclusions = (step: Step | undefined) => (step ? describeStep(step).split(' ') : []);
    let widened = 0;
    for (const f of ALL.filter((x) => members.some((m) => m.id === x.technique))) {
      const merged = chains.find(f.board, grading())!;
      expect(unsoundness(merged, f.solution)).toBeUndefined();
      const steps = members.map((m) => m.find(f.board, grading()));
      // The easiest member's step is always in; others join when rated up to 9.0.
      const easiest = steps.reduce((a, b) => (b && (!a || b.rating < a.rating) ? b : a));
      expect(conclusions(merged)).toEqual(expect.arrayContaining(conclusions(easiest)));
      if (conclusions(merged).length > conclusions(easiest).length) widened++;
      // Hints keep the single easiest step.
      const single = chains.find(f.board, searchContext(100_000_000, true))!;
      expect(conclusions(single).length).toBeLessThanOrEqual(conclusions(merged).length);
    }
    expect(widened).toBeGreaterThan(0);
  });

  it('finds nothing once the step is carried out (the pattern is used up)', () => {
    for (const f of ALL.filter((x) => x.technique === 'x-wing' || x.technique === 'naked-pair')) {
      const technique = techniqueById(f.technique)!;
      const board = f.board.clone();
      const step = technique.find(board, searchContext())!;
      for (const e of step.eliminations) board.eliminate(e.cell, e.digit);
      const again = technique.find(board, searchContext());
      expect(again && describeStep(again)).not.toBe(describeStep(step));
    }
  });
});
