// The choice among a photo's readings when none checks out (reading-choice.ts), on the shapes
// measured on glare-streak copies: a repaired reading a cell over against a flagged one in
// place, a lattice bent by a corner off against an even one, a true grid beside a table.

import { describe, expect, it } from 'vitest';
import {
  isBetter,
  outlineInDoubt,
  type Choosable,
  type OutlineFit,
  type Weighed,
} from '../../src/vision/reading-choice.ts';

const ON_GRID: OutlineFit = {
  printed: 20,
  measured: 20,
  printedBetween: 0,
  runningOn: 0,
  unevenness: 0.04,
};

function reading(
  status: Choosable['status'],
  unsure: number,
  fit: Partial<OutlineFit> = {},
  repaired = status === 'repaired' ? 1 : 0,
): Weighed<Choosable> {
  const cells = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);
  return {
    read: { status, unsure: cells(unsure, 0), repaired: cells(repaired, 40) },
    fit: { ...ON_GRID, ...fit },
  };
}

describe('choosing among readings that do not check out', () => {
  it('keeps a flagged reading in place over a repaired one whose lines run on past a side', () => {
    const inPlace = reading('flagged', 3);
    const cellOver = reading('repaired', 13, { runningOn: 2, unevenness: 0.15 }, 2);
    expect(isBetter(cellOver, inPlace)).toBe(false);
    expect(isBetter(inPlace, cellOver)).toBe(true);
  });

  it('takes a reading on a printed grid over one off it when it asks no more cells', () => {
    const shifted = reading('flagged', 13, { runningOn: 1, unevenness: 0.07 });
    expect(isBetter(reading('flagged', 5), shifted)).toBe(true);
  });

  it('does not take a less sure reading for its lattice alone (a table beside the grid)', () => {
    const besideTable = reading('flagged', 5, { runningOn: 1 });
    const cellOver = reading('flagged', 9, { measured: 19, printed: 19 });
    expect(isBetter(cellOver, besideTable)).toBe(false);
  });

  it('takes the clearly more even lattice among alike readings, unless it is less sure', () => {
    const cornerOff = reading('flagged', 17, { unevenness: 0.093 });
    expect(isBetter(reading('flagged', 4, { unevenness: 0.065 }), cornerOff)).toBe(true);
    expect(isBetter(reading('flagged', 18, { unevenness: 0.065 }), cornerOff)).toBe(false);
    expect(isBetter(reading('flagged', 4, { unevenness: 0.088 }), cornerOff)).toBe(false);
  });

  it('keeps the old order otherwise: repaired over flagged, a unique reading over all', () => {
    expect(isBetter(reading('repaired', 3), reading('flagged', 3))).toBe(true);
    expect(isBetter(reading('flagged', 3), reading('repaired', 3))).toBe(false);
    const uniqueOff = reading('unique', 0, { runningOn: 1, unevenness: 0.2 });
    expect(isBetter(uniqueOff, reading('repaired', 1))).toBe(true);
    expect(isBetter(reading('flagged', 0), uniqueOff)).toBe(false);
  });
});

describe('doubting the chosen outline', () => {
  it('asks for the board when a reading that does not check out lies off a printed grid', () => {
    expect(outlineInDoubt(reading('flagged', 3))).toBe(false);
    expect(outlineInDoubt(reading('flagged', 3, { runningOn: 1 }))).toBe(true);
    expect(outlineInDoubt(reading('repaired', 3, { unevenness: 0.2 }))).toBe(true);
    expect(outlineInDoubt(reading('flagged', 3, { printedBetween: 2 }))).toBe(true);
  });

  it('lets a unique reading beside a neighbouring table stand, not a bent or shifted one', () => {
    expect(outlineInDoubt(reading('unique', 0, { runningOn: 1 }))).toBe(false);
    expect(outlineInDoubt(reading('unique', 0, { runningOn: 2 }))).toBe(true);
    expect(outlineInDoubt(reading('unique', 0, { unevenness: 0.2 }))).toBe(true);
    expect(outlineInDoubt(reading('unique', 0, { printed: 15 }))).toBe(true);
  });
});
