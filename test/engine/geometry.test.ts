import { describe, expect, it } from 'vitest';
import {
  classicGeometry,
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  SIZES,
} from '../../src/engine/geometry.ts';

describe('geometry', () => {
  it.each(SIZES)(
    'classic %i has rows, columns and boxes that cover each cell three times',
    (size) => {
      const g = classicGeometry(size);
      expect(g.houses).toHaveLength(size * 3);
      for (const house of g.houses) expect(new Set(house.cells).size).toBe(size);
      for (const houses of g.housesOfCell) expect(houses).toHaveLength(3);
    },
  );

  it('gives a 9x9 cell 20 peers and a 6x6 cell 2x3 boxes', () => {
    expect(classicGeometry(9).peers[0]).toHaveLength(20);
    const mini = classicGeometry(6);
    expect([mini.boxRows, mini.boxCols]).toEqual([2, 3]);
    expect(mini.houses.find((h) => h.kind === 'box' && h.index === 1)!.cells).toEqual([
      3, 4, 5, 9, 10, 11,
    ]);
  });

  it('adds both diagonals for Sudoku X and four windows for Windoku', () => {
    const x = sudokuXGeometry(9);
    const diagonals = x.houses.filter((h) => h.kind === 'diagonal');
    expect(diagonals.map((h) => h.cells)).toEqual([
      [0, 10, 20, 30, 40, 50, 60, 70, 80],
      [8, 16, 24, 32, 40, 48, 56, 64, 72],
    ]);
    expect(x.housesOfCell[40]).toHaveLength(5);
    const w = windokuGeometry();
    const windows = w.houses.filter((h) => h.kind === 'window');
    expect(windows).toHaveLength(4);
    expect(windows[0]!.cells).toEqual([10, 11, 12, 19, 20, 21, 28, 29, 30]);
  });

  it('builds jigsaw regions from a region map and rejects bad maps', () => {
    const map = '1122' + '1122' + '3344' + '3344';
    const result = jigsawGeometry(map);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.houses.filter((h) => h.kind === 'region')).toHaveLength(4);
    const uneven = jigsawGeometry('1112' + '1222' + '3344' + '3344');
    expect(uneven.ok).toBe(true);
    const bad = jigsawGeometry('1111' + '1222' + '3344' + '3344');
    expect(bad.ok ? '' : bad.error.code).toBe('jigsaw-region');
    const short = jigsawGeometry('123');
    expect(short.ok ? '' : short.error.code).toBe('jigsaw-size');
  });
});
