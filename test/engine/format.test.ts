import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuMsOf } from '../support/cpu-time.ts';
import { makeCellName, parseCellName } from '../../src/engine/cell.ts';
import { formatGrid, MAX_GRID_TEXT, parseGrid, puzzleTokenOf } from '../../src/engine/format.ts';
import { classicGeometry, SIZES } from '../../src/engine/geometry.ts';
import { describeConflict, findConflicts, puzzleGrid } from '../../src/engine/grid.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function parsed(text: string, options = {}) {
  const result = parseGrid(text, options);
  if (!result.ok) throw new Error(`expected a grid, got ${result.error.message}`);
  return result.value;
}

function failure(text: string, options = {}) {
  const result = parseGrid(text, options);
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('cell names', () => {
  it('parses and makes r3c5 in both directions', () => {
    expect(parseCellName('r3c5', 9)).toBe(22);
    expect(parseCellName('R3C5', 9)).toBe(22);
    expect(parseCellName(' r3 c5 ', 9)).toBe(22);
    expect(makeCellName(22, 9)).toBe('r3c5');
    expect(parseCellName('r16c16', 16)).toBe(255);
    expect(makeCellName(255, 16)).toBe('r16c16');
  });

  it('rejects names outside the board or malformed', () => {
    for (const bad of ['r0c1', 'r10c1', 'r1c0', 'c1r1', 'r1', 'rxc1', '']) {
      expect(parseCellName(bad, 9)).toBeUndefined();
    }
  });

  it('round-trips every cell of every size', () => {
    for (const size of SIZES) {
      for (let cell = 0; cell < size * size; cell++) {
        expect(parseCellName(makeCellName(cell, size), size)).toBe(cell);
      }
    }
  });
});

describe('parseGrid', () => {
  it('reads one line of 81 with any of . 0 _ * x as empty', () => {
    const grid = parsed(PUZZLE);
    expect(formatGrid(grid)).toBe(PUZZLE);
    expect(grid.givens[0]).toBe(1);
    expect(grid.givens[2]).toBe(0);
    for (const empty of ['0', '_', '*', 'x', 'X']) {
      expect(formatGrid(parsed(PUZZLE.replaceAll('.', empty)))).toBe(PUZZLE);
    }
  });

  it('reads nine rows with spaces, pipes and box-drawing separators', () => {
    const pretty = formatGrid(parsed(PUZZLE), 'pretty');
    expect(pretty.split('\n')).toHaveLength(11);
    expect(pretty.split('\n')[3]).toBe('------+-------+------');
    expect(formatGrid(parsed(pretty))).toBe(PUZZLE);
    const boxy = [
      '┌───────┬───────┬───────┐',
      ...formatGrid(parsed(PUZZLE), 'rows')
        .split('\n')
        .map((row) => `│ ${row.slice(0, 3)} │ ${row.slice(3, 6)} │ ${row.slice(6)} │`),
      '└───────┴───────┴───────┘',
    ].join('\n');
    expect(formatGrid(parsed(boxy))).toBe(PUZZLE);
  });

  it('reads a Discord code block and Windows line endings', () => {
    const block = '```\n' + formatGrid(parsed(PUZZLE), 'rows') + '\n```';
    expect(formatGrid(parsed(block))).toBe(PUZZLE);
    expect(formatGrid(parsed(block.replaceAll('\n', '\r\n')))).toBe(PUZZLE);
  });

  it('reads 4x4, 6x6 and 16x16 grids, letters or two-digit numbers for 10-16', () => {
    expect(parsed('1.3..4.1.2..3..4').geometry.size).toBe(4);
    expect(parsed('.'.repeat(36)).geometry.size).toBe(6);
    const big = parsed('G' + '.'.repeat(254) + 'a');
    expect(big.geometry.size).toBe(16);
    expect(big.values[0]).toBe(16);
    expect(big.values[255]).toBe(10);
    const rows = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => (r === c ? String(r + 1) : '.')).join(' '),
    ).join('\n');
    const diag = parsed(rows);
    expect(diag.values[15 * 16 + 15]).toBe(16);
    expect(diag.values[9 * 16 + 9]).toBe(10);
  });

  it('says which row is short', () => {
    const rows = formatGrid(parsed(PUZZLE), 'rows').split('\n');
    rows[3] = rows[3]!.slice(1);
    const error = failure(rows.join('\n'));
    expect(error.code).toBe('row-length');
    expect(error.row).toBe(4);
    expect(error.message).toBe('Row 4 has 8 cells; each row needs 9.');
  });

  it('names the wrong character and where it is', () => {
    const error = failure(PUZZLE.slice(0, 10) + 'q' + PUZZLE.slice(11));
    expect(error.code).toBe('bad-character');
    expect(error.message).toContain("'q' at position 11");
    expect(failure('A' + PUZZLE.slice(1)).message).toContain('not a digit of a 9x9 grid');
    expect(failure('1q2').message).toContain("can't read 'q' at position 2");
  });

  it('refuses wrong lengths, empty input, huge input and a 16x16 grid where 9x9 is expected', () => {
    expect(failure(PUZZLE.slice(1)).code).toBe('wrong-length');
    expect(failure(PUZZLE.slice(1)).message).toContain('80 cells');
    expect(failure('   \n\n').code).toBe('empty');
    expect(failure('').code).toBe('empty');
    expect(failure('x'.repeat(MAX_GRID_TEXT + 1)).code).toBe('too-long');
    const mismatch = failure('.'.repeat(256), { geometry: classicGeometry(9) });
    expect(mismatch.code).toBe('size-mismatch');
    expect(mismatch.message).toContain('16x16');
  });

  it('parses any string to a grid or a coded error, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = parseGrid(text);
        if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('1', '5', '9', '.', '0', ' ', '|', '-', '\n', 'x', '`', '┼'), {
          maxLength: 200,
        }),
        (chars) => {
          expect(() => parseGrid(chars.join(''))).not.toThrow();
        },
      ),
    );
  });

  it('round-trips every format for random grids of every size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIZES).chain((size) =>
          fc.tuple(
            fc.constant(size),
            fc.array(fc.integer({ min: 0, max: size }), {
              minLength: size * size,
              maxLength: size * size,
            }),
          ),
        ),
        fc.constantFrom('line', 'rows', 'pretty'),
        ([size, values], style) => {
          const grid = puzzleGrid(classicGeometry(size), values);
          const back = parsed(formatGrid(grid, style));
          expect(Array.from(back.values)).toEqual(values);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers a megabyte of garbage at once', async () => {
    const cpuMs = await cpuMsOf(() => expect(failure('9'.repeat(1 << 20)).code).toBe('too-long'));
    expect(cpuMs).toBeLessThan(1000);
  });
});

describe('parseGrid: empty cells as x, 16x16 digits as numbers or letters', () => {
  it('reads x as an empty cell in rows with separators too', () => {
    const rows = formatGrid(parsed(PUZZLE), 'pretty').replaceAll('.', 'x');
    expect(formatGrid(parsed(rows))).toBe(PUZZLE);
  });

  it('reads a 16x16 row that mixes numbers and letters for 10-16', () => {
    const rows = Array.from({ length: 16 }, (_, r) =>
      Array.from({ length: 16 }, (_, c) => {
        if (r !== c) return c % 2 ? 'x' : '.';
        // The diagonal holds 1-16: numbers on even rows, letters A-G for 10-16 on odd rows.
        return r >= 9 && r % 2 ? 'ABCDEFG'[r - 9]! : String(r + 1);
      }).join(' '),
    );
    const grid = parsed(rows.join('\n'));
    expect(grid.geometry.size).toBe(16);
    for (let r = 0; r < 16; r++) expect(grid.values[r * 17]).toBe(r + 1);
    expect(grid.values.filter((v) => v > 0)).toHaveLength(16);
  });

  it('quotes a number beyond 16 in a 16x16 row', () => {
    const row = (r: number): string[] =>
      Array.from({ length: 16 }, (_, c) => (c === r ? '16' : '.'));
    const rows = Array.from({ length: 16 }, (_, r) => row(r));
    rows[3]![5] = '17';
    const error = failure(rows.map((r) => r.join(' ')).join('\n'));
    expect(error.code).toBe('bad-character');
    expect(error.message).toContain("'17' in row 4");
  });

  it('writes digits above 9 as numbers in a conflict', () => {
    const values = new Uint8Array(256);
    values[0] = 11;
    values[5] = 11;
    const [conflict] = findConflicts(puzzleGrid(classicGeometry(16), values));
    expect(describeConflict(conflict!, 16)).toBe('11 appears twice in row 1 (r1c1 and r1c6).');
  });
});

describe('conflicts', () => {
  it('reports the digit, house and cells of each duplicate', () => {
    const grid = parsed('5..5' + '.'.repeat(77));
    const conflicts = findConflicts(grid);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]!.digit).toBe(5);
    expect(describeConflict(conflicts[0]!, 9)).toBe('5 appears twice in row 1 (r1c1 and r1c4).');
    const box = findConflicts(parsed('7' + '.'.repeat(9) + '7' + '.'.repeat(70)));
    expect(describeConflict(box[0]!, 9)).toBe('7 appears twice in box 1 (r1c1 and r2c2).');
  });
});

describe('puzzleTokenOf', () => {
  it('takes the first 81-character token and skips comments', () => {
    expect(puzzleTokenOf('# comment')).toBeUndefined();
    expect(puzzleTokenOf('')).toBeUndefined();
    expect(puzzleTokenOf(`abc123 ${PUZZLE} 2.5`)).toBe(PUZZLE);
    expect(puzzleTokenOf(`${PUZZLE.replaceAll('.', '0')},x`)).toBe(PUZZLE.replaceAll('.', '0'));
  });
});
