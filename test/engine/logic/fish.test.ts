// Basic fish (X-Wing, Swordfish, Jellyfish) against a plain statement of the rule: every digit,
// rows then columns, every n base lines in order whose places fit in n cover lines, the first
// with a place to eliminate. The engine's bit-mask search must return the same step.

import { describe, expect } from 'vitest';
import type { CandidateBoard } from '../../../src/engine/logic/board.ts';
import { jellyfish, swordfish, xWing } from '../../../src/engine/logic/fish.ts';
import type { CellDigit, Step } from '../../../src/engine/logic/step.ts';
import { agreesWithRule, combinations } from './candidate-boards.ts';

interface Found {
  technique: string;
  digits: number[];
  cells: number[];
  houses: number[];
  coverHouses: number[];
  eliminations: CellDigit[];
}

const NAMES = ['', '', 'x-wing', 'swordfish', 'jellyfish'];

function fish(board: CandidateBoard, n: number): Found | undefined {
  const { size } = board;
  const lines = [...Array(size).keys()];
  for (let digit = 1; digit <= size; digit++) {
    for (const byRows of [true, false]) {
      const cellAt = (i: number, j: number) => (byRows ? i * size + j : j * size + i);
      const placesOf = (i: number) => lines.filter((j) => board.has(cellAt(i, j), digit));
      const bases = lines.filter((i) => placesOf(i).length >= 1 && placesOf(i).length <= n);
      for (const base of combinations(bases, n)) {
        const cover = lines.filter((j) => base.some((i) => placesOf(i).includes(j)));
        if (cover.length !== n) continue;
        const eliminations = cover.flatMap((j) =>
          lines
            .filter((i) => !base.includes(i) && board.has(cellAt(i, j), digit))
            .map((i) => ({ cell: cellAt(i, j), digit })),
        );
        if (!eliminations.length) continue;
        return {
          technique: NAMES[n]!,
          digits: [digit],
          cells: base.flatMap((i) => placesOf(i).map((j) => cellAt(i, j))).sort((a, b) => a - b),
          houses: base.map((i) => (byRows ? i : size + i)),
          coverHouses: cover.map((j) => (byRows ? size + j : j)),
          eliminations,
        };
      }
    }
  }
  return undefined;
}

function found(step: Step | undefined): Found | undefined {
  if (!step) return undefined;
  expect(step.placements).toEqual([]);
  expect(step.extraCells).toBeUndefined();
  const { technique, digits, cells, houses, coverHouses, eliminations } = step;
  return {
    technique,
    digits: [...digits],
    cells: [...cells],
    houses: [...houses],
    coverHouses: [...(coverHouses ?? [])],
    eliminations: [...eliminations],
  };
}

/** Checks the three basic fish on a board; returns how many found a step. */
function expectSame(board: CandidateBoard): number {
  let hits = 0;
  for (const [technique, n] of [
    [xWing, 2],
    [swordfish, 3],
    [jellyfish, 4],
  ] as const) {
    const expected = fish(board, n);
    expect(found(technique.find(board, { work: 1e9 })), technique.id).toEqual(expected);
    if (expected) hits++;
  }
  return hits;
}

describe('basic fish', () => {
  agreesWithRule(expectSame, { minHits: 20 });
});
