// Simple colouring against a plain statement of the rule: for each digit, colour every chain of
// strong links (a house with exactly two places) of three cells or more; the technique must find
// a step exactly when two cells of one colour see each other (wrap) or a cell outside the chain
// seeing both colours holds the digit (trap), and its step must be one of those.

import { describe, expect } from 'vitest';
import type { CandidateBoard } from '../../../src/engine/logic/board.ts';
import { simpleColouring } from '../../../src/engine/logic/colouring.ts';
import { agreesWithRule } from './candidate-boards.ts';

/** Per digit with a wrap or trap, the cells each could eliminate from. */
function colourings(board: CandidateBoard): Map<number, Set<number>> {
  const out = new Map<number, Set<number>>();
  const { cellCount } = board.tables;
  for (let digit = 1; digit <= board.size; digit++) {
    const links = new Map<number, number[]>();
    for (const house of board.geometry.houses) {
      const places = house.cells.filter((c) => board.has(c, digit));
      if (places.length !== 2) continue;
      const [a, b] = places as [number, number];
      links.set(a, [...(links.get(a) ?? []), b]);
      links.set(b, [...(links.get(b) ?? []), a]);
    }
    const colour = new Map<number, number>();
    for (const start of links.keys()) {
      if (colour.has(start)) continue;
      const chain = new Map<number, number>([[start, 0]]);
      for (const [cell, c] of chain) {
        for (const next of links.get(cell)!) if (!chain.has(next)) chain.set(next, 1 - c);
      }
      for (const [cell, c] of chain) colour.set(cell, c);
      if (chain.size < 3) continue;
      const eliminable = new Set<number>();
      // A wrap: the colour that meets itself is false, all of its cells lose the digit.
      for (const [u, cu] of chain) {
        for (const [v, cv] of chain) {
          if (u === v || cu !== cv || !board.sees(u, v)) continue;
          for (const [w, cw] of chain) if (cw === cu) eliminable.add(w);
        }
      }
      // A trap: a cell outside the chain that sees both colours.
      for (let cell = 0; cell < cellCount; cell++) {
        if (!board.has(cell, digit) || chain.has(cell)) continue;
        const seen = [...chain].filter(([other]) => board.sees(cell, other)).map(([, c]) => c);
        if (seen.includes(0) && seen.includes(1)) eliminable.add(cell);
      }
      if (eliminable.size) out.set(digit, new Set([...(out.get(digit) ?? []), ...eliminable]));
    }
  }
  return out;
}

/** Checks the technique against the rule on one board; returns 1 when it found a step. */
function expectSame(board: CandidateBoard): number {
  const expected = colourings(board);
  const step = simpleColouring.find(board, { work: 1e9 });
  expect(step !== undefined).toBe(expected.size > 0);
  if (!step) return 0;
  expect(['colour-wrap', 'colour-trap']).toContain(step.technique);
  const digit = step.digits[0]!;
  for (const e of step.eliminations) {
    expect(e.digit).toBe(digit);
    expect(expected.get(digit)?.has(e.cell)).toBe(true);
  }
  return 1;
}

describe('simple colouring', () => {
  agreesWithRule(expectSame, { minHits: 20 });
});
