// Naked and hidden subsets (and their direct forms) against a plain statement of the rule:
// every house in order, every k cells (or digits) in order, the first subset that eliminates
// something. The engine's bit-mask search must return the same step. Also: the position table
// the searches share stays equal to a fresh count however the board changes between reads.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount } from '../../../src/engine/grid.ts';
import type { CandidateBoard } from '../../../src/engine/logic/board.ts';
import type { CellDigit, Step } from '../../../src/engine/logic/step.ts';
import {
  directHiddenPair,
  directHiddenTriple,
  hiddenPair,
  hiddenQuad,
  hiddenTriple,
  nakedPair,
  nakedQuad,
  nakedTriple,
  positionTable,
} from '../../../src/engine/logic/subsets.ts';
import { agreesWithRule, combinations, digitsOf, fixtureBoards } from './candidate-boards.ts';

interface Found {
  technique: string;
  digits: number[];
  cells: number[];
  houses: number[];
  placements: CellDigit[];
  eliminations: CellDigit[];
  because?: CellDigit[];
}

const NAMES = ['', '', 'pair', 'triple', 'quad'];

function naked(board: CandidateBoard, k: number): Found | undefined {
  for (const [h, house] of board.geometry.houses.entries()) {
    const open = house.cells.filter((c) => board.cands[c]);
    if (open.length < 2 * k) continue;
    const small = open.filter(
      (c) => popcount(board.cands[c]!) >= 2 && popcount(board.cands[c]!) <= k,
    );
    for (const cells of combinations(small, k)) {
      const union = cells.reduce((m, c) => m | board.cands[c]!, 0);
      if (popcount(union) !== k) continue;
      const eliminations = house.cells
        .filter((c) => !cells.includes(c))
        .flatMap((cell) => digitsOf(board.cands[cell]! & union).map((digit) => ({ cell, digit })));
      if (!eliminations.length) continue;
      const technique = `naked-${NAMES[k]}`;
      return {
        technique,
        digits: digitsOf(union),
        cells,
        houses: [h],
        placements: [],
        eliminations,
      };
    }
  }
  return undefined;
}

function hidden(board: CandidateBoard, k: number, direct: boolean): Found | undefined {
  for (const [h, house] of board.geometry.houses.entries()) {
    const placesOf = (d: number) => house.cells.filter((c) => board.has(c, d));
    const present = digitsOf(board.tables.allDigits).filter((d) => placesOf(d).length > 0);
    if (present.length <= (direct ? k : 2 * k)) continue;
    for (const digits of combinations(
      present.filter((d) => placesOf(d).length <= k),
      k,
    )) {
      const cells = house.cells.filter((c) => digits.some((d) => board.has(c, d)));
      if (cells.length !== k) continue;
      const eliminations = cells.flatMap((cell) =>
        digitsOf(board.cands[cell]!)
          .filter((d) => !digits.includes(d))
          .map((digit) => ({ cell, digit })),
      );
      if (!eliminations.length) continue;
      const technique = `hidden-${NAMES[k]}`;
      if (!direct) return { technique, digits, cells, houses: [h], placements: [], eliminations };
      // The single: an eliminated digit left with one place in the house.
      const removed = [...new Set(eliminations.map((e) => e.digit))].sort((a, b) => a - b);
      for (const digit of removed) {
        const left = placesOf(digit).filter((c) => !cells.includes(c));
        if (left.length !== 1) continue;
        const placements = [{ cell: left[0]!, digit }];
        const because = eliminations;
        const id = `direct-${technique}`;
        return { technique: id, digits, cells, houses: [h], placements, eliminations: [], because };
      }
    }
  }
  return undefined;
}

function found(step: Step | undefined): Found | undefined {
  if (!step) return undefined;
  const { technique, digits, cells, houses, placements, eliminations, because } = step;
  return {
    technique,
    digits: [...digits],
    cells: [...cells],
    houses: [...houses],
    placements: [...placements],
    eliminations: [...eliminations],
    ...(because ? { because: [...because] } : {}),
  };
}

const TECHNIQUES = [
  [nakedPair, (b: CandidateBoard) => naked(b, 2)],
  [nakedTriple, (b: CandidateBoard) => naked(b, 3)],
  [nakedQuad, (b: CandidateBoard) => naked(b, 4)],
  [hiddenPair, (b: CandidateBoard) => hidden(b, 2, false)],
  [hiddenTriple, (b: CandidateBoard) => hidden(b, 3, false)],
  [hiddenQuad, (b: CandidateBoard) => hidden(b, 4, false)],
  [directHiddenPair, (b: CandidateBoard) => hidden(b, 2, true)],
  [directHiddenTriple, (b: CandidateBoard) => hidden(b, 3, true)],
] as const;

/** Checks every subset technique on a board; returns how many found a step. */
function expectSame(board: CandidateBoard): number {
  let hits = 0;
  for (const [technique, reference] of TECHNIQUES) {
    const expected = reference(board);
    expect(found(technique.find(board, { work: 1e9 })), technique.id).toEqual(expected);
    if (expected) hits++;
  }
  return hits;
}

/** The position table counted afresh from the board's candidates. */
function freshTable(board: CandidateBoard): number[] {
  const { size } = board;
  return board.geometry.houses.flatMap((house) =>
    [...Array(size + 1).keys()].map((d) =>
      d === 0 ? 0 : house.cells.reduce((m, c, i) => (board.has(c, d) ? m | (1 << i) : m), 0),
    ),
  );
}

const BOARDS = fixtureBoards();

describe('naked and hidden subsets', () => {
  agreesWithRule(expectSame, { minHits: 50, maxDrops: 40 });
});

describe('position table', () => {
  it('matches a fresh count after any placements, eliminations and copies between reads', () => {
    const op = fc.oneof(
      fc.tuple(fc.constant('place' as const), fc.nat(80), fc.nat(8)),
      fc.tuple(fc.constant('eliminate' as const), fc.nat(80), fc.nat(8)),
      fc.tuple(fc.constant('copy' as const), fc.nat(BOARDS.length - 1), fc.nat(8)),
      fc.tuple(fc.constant('read' as const), fc.nat(0), fc.nat(0)),
    );
    fc.assert(
      fc.property(fc.nat(BOARDS.length - 1), fc.array(op, { maxLength: 30 }), (start, ops) => {
        const board = BOARDS[start]!.clone();
        for (const [kind, a, b] of ops) {
          const ds = digitsOf(board.cands[a]!);
          if (kind === 'place' && ds.length) board.place(a, ds[b % ds.length]!);
          if (kind === 'eliminate' && ds.length) board.eliminate(a, ds[b % ds.length]!);
          if (kind === 'copy') board.copyFrom(BOARDS[a]!);
          if (kind === 'read') expect([...positionTable(board)]).toEqual(freshTable(board));
        }
        expect([...positionTable(board)]).toEqual(freshTable(board));
      }),
      { numRuns: 200 },
    );
  });
});
