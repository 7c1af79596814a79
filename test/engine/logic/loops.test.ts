// Nice loops (Sudoku Explainer's bidirectional cycles): on the states met along the solution
// paths of the rated fixture puzzles, every loop found is a closed alternating chain of real
// links, each elimination sees an "on" and an "off" candidate of its digit in the loop, the
// eliminations agree with the solution, and the rating is the base plus the length bonus.

import { describe, expect, it } from 'vitest';
import type { CandidateBoard } from '../../../src/engine/logic/index.ts';
import { type ChainNode } from '../../../src/engine/logic/index.ts';
import { niceLoops } from '../../../src/engine/logic/loops.ts';
import { chainLengthBonus, roundRating } from '../../../src/engine/logic/technique.ts';
import { findsOnPaths, unsoundness } from './helpers.ts';

const BASES: Record<string, number> = { 'x-cycle': 6.5, 'y-cycle': 6.5, 'nice-loop': 7.0 };

/** True when two consecutive loop candidates are linked (same cell, or same digit in a house). */
function linked(board: CandidateBoard, a: ChainNode, b: ChainNode): boolean {
  if (a.cell === b.cell) return a.digit !== b.digit;
  return a.digit === b.digit && board.sees(a.cell, b.cell);
}

describe('nice loops', () => {
  const found = findsOnPaths(niceLoops, (rating) => rating >= 6.5 && rating <= 7.4);

  it('are found on the fixture paths, of more than one kind', () => {
    expect(found.length).toBeGreaterThan(10);
    expect(new Set(found.map((f) => f.step.technique)).size).toBeGreaterThan(1);
  });

  it('close, alternate and follow real links', () => {
    for (const { step, board } of found) {
      const chain = step.chains![0]!;
      const first = chain[0]!;
      const last = chain.at(-1)!;
      expect([last.cell, last.digit, last.on]).toEqual([first.cell, first.digit, first.on]);
      for (let i = 1; i < chain.length; i++) {
        expect(chain[i]!.on).toBe(!chain[i - 1]!.on);
        expect(linked(board, chain[i - 1]!, chain[i]!)).toBe(true);
        for (const n of chain) expect(board.has(n.cell, n.digit)).toBe(true);
      }
    }
  });

  it('remove only candidates that see an on and an off candidate of their digit', () => {
    for (const { step, board, solution } of found) {
      expect(step.eliminations.length).toBeGreaterThan(0);
      expect(unsoundness(step, solution)).toBeUndefined();
      const chain = step.chains![0]!;
      for (const e of step.eliminations) {
        const seen = chain.filter((n) => n.digit === e.digit && board.sees(n.cell, e.cell));
        expect(seen.some((n) => n.on) && seen.some((n) => !n.on)).toBe(true);
        expect(chain.some((n) => n.cell === e.cell)).toBe(false);
      }
    }
  });

  it('rate as Sudoku Explainer: base by kind plus the bonus for the candidates in the loop', () => {
    for (const { step } of found) {
      const length = step.chains![0]!.length - 1;
      const base = BASES[step.technique]!;
      expect(step.rating).toBe(roundRating(base + chainLengthBonus(length - 2)));
    }
  });
});
