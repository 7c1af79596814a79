// Alt text for screen readers and the monospace text board.

import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { altText, MAX_ALT_TEXT, textBoard, type BoardView } from '../../src/render/index.ts';
import { sampleViews } from './sample-views.ts';

const views = sampleViews();

describe('altText', () => {
  it('says the title, level, progress and reads the grid row by row', () => {
    const text = altText(views.plain!);
    expect(text).toMatch(/^Sudoku board: Daily #312 · Hard · Friday\. 9 by 9, level hard;/);
    expect(text).toContain('30 of 81 cells filled (30 givens, 0 entries)');
    // Row 1 of the puzzle is .5.7.3.6.
    expect(text).toContain('Row 1: blank, 5, blank, 7, blank, 3, blank, 6, blank.');
    expect(text).toContain('Row 4: 4 blanks, 3, 4 blanks.');
    expect(text.match(/Row \d:/g)).toHaveLength(9);
  });

  it('counts entries and revealed digits apart from givens', () => {
    const text = altText(views.revealed!);
    expect(text).toContain('81 of 81 cells filled (30 givens, 5 entries, 46 revealed)');
  });

  it('names the hint cells, the last move and the solved state', () => {
    expect(altText(views.hint!)).toMatch(/Hint points at r1c7\. Pattern cells r1c5, r1c9\./);
    expect(altText(views.notes!)).toContain('Last move r3c7.');
    expect(altText(views.solved!)).toContain('Solved!');
    expect(altText(views.unsure!)).toContain('Unsure cells r1c2, r3c5, r9c4.');
  });

  it('reads an empty row as all blank', () => {
    const view: BoardView = {
      geometry: classicGeometry(4),
      givens: Uint8Array.from([1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      entries: new Uint8Array(16),
    };
    expect(altText(view)).toBe(
      'Sudoku board. 4 by 4; 4 of 16 cells filled (4 givens, 0 entries). Row 1: 1, 2, 3, 4. ' +
        'Row 2: all blank. Row 3: all blank. Row 4: all blank.',
    );
  });

  it('stays within the platforms limit on a full 16x16 board, pointing to the text board', () => {
    const big = views.big16!;
    const text = altText({ ...big, title: 'x'.repeat(120) });
    expect(text.length).toBeLessThanOrEqual(MAX_ALT_TEXT);
    expect(text).toMatch(/Rows \d+-16 are in the text board\.$/);
    for (const view of Object.values(views))
      expect(altText(view).length).toBeLessThanOrEqual(MAX_ALT_TEXT);
  });
});

describe('textBoard', () => {
  it('draws a 9x9 board with labels and box borders', () => {
    const lines = textBoard(views.plain!).split('\n');
    expect(lines[0]).toBe('Daily #312 · Hard · Friday');
    expect(lines[1]).toBe('    1 2 3   4 5 6   7 8 9');
    expect(lines[2]).toBe('  +-------+-------+-------+');
    expect(lines[3]).toBe('1 | . 5 . | 7 . 3 | . 6 . |');
    expect(lines[6]).toBe('  +-------+-------+-------+');
    expect(lines).toHaveLength(15);
    // Every board line has the same width, so columns line up in a monospace font.
    expect(new Set(lines.slice(2).map((l) => l.length)).size).toBe(1);
  });

  it('shows entries and revealed digits too, and says when the board is solved', () => {
    const text = textBoard(views.solved!);
    expect(text).toContain('1 | 1 5 8 | 7 2 3 | 4 6 9 |');
    expect(text.endsWith('Solved!')).toBe(true);
  });

  it('writes 10-16 as numbers in two-character columns on 16x16, lined up with the labels', () => {
    const lines = textBoard(views.big16!).split('\n');
    expect(lines[1]).toBe('      1  2  3  4    5  6  7  8    9 10 11 12   13 14 15 16');
    expect(lines[3]!.startsWith(' 1 |  4 15 11  5 |')).toBe(true);
    expect(lines.slice(1).join('\n')).not.toMatch(/[A-G]/);
    expect(altText(views.big16!)).toContain(
      'Row 1: 4, 15, 11, 5, 2, 9, 12, 2 blanks, 8, 6, blank, 14, 7, blank, 13.',
    );
    expect(new Set(lines.slice(2).map((l) => l.length)).size).toBe(1);
  });

  it('draws a jigsaw board as one box and says where the regions are', () => {
    const lines = textBoard(views.jigsaw9!).split('\n');
    expect(lines[2]).toBe('  +-------------------+');
    expect(lines.at(-1)).toBe('(jigsaw regions are drawn in the picture)');
  });

  it('handles 6x6 boxes of two rows by three columns', () => {
    const lines = textBoard(views.six6!).split('\n');
    expect(lines[1]).toBe('    1 2 3   4 5 6');
    expect(lines.filter((l) => l.includes('+'))).toHaveLength(4);
  });
});
