// The spoiler-free share line.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSeconds } from '../../src/game/duration.ts';
import { shareText } from '../../src/render/index.ts';

describe('shareText', () => {
  it('writes the daily result line of the issue', () => {
    expect(
      shareText({ daily: 312, level: 'hard', seconds: 845, hints: 0, mistakes: 1, streak: 6 }),
    ).toBe('Sudoku Daily #312 (Hard) solved in 14:05 · 0 hints · 1 mistake · streak 6');
  });

  it('pluralises, leaves out a zero streak and names a non-daily game plainly', () => {
    expect(shareText({ seconds: 59, hints: 1, mistakes: 2, streak: 0 })).toBe(
      'Sudoku solved in 0:59 · 1 hint · 2 mistakes',
    );
    expect(shareText({ variant: 'X', level: 'easy', seconds: 3729, hints: 3, mistakes: 0 })).toBe(
      'Sudoku X (Easy) solved in 1:02:09 · 3 hints · 0 mistakes',
    );
  });

  it('says finished, not solved, when cells were revealed', () => {
    expect(shareText({ daily: 5, seconds: 600, hints: 2, mistakes: 0, revealed: 12 })).toBe(
      'Sudoku Daily #5 finished in 10:00 · 2 hints · 0 mistakes · 12 revealed',
    );
  });

  it('adds a grid of squares, one per box, when boxes are given', () => {
    const text = shareText({
      daily: 1,
      seconds: 300,
      hints: 1,
      mistakes: 1,
      boxes: ['clean', 'clean', 'hint', 'clean', 'mistake', 'clean', 'clean', 'clean', 'revealed'],
    });
    expect(text.split('\n')).toEqual([
      'Sudoku Daily #1 solved in 5:00 · 1 hint · 1 mistake',
      '🟩🟩🟨',
      '🟩🟥🟩',
      '🟩🟩⬛',
    ]);
  });

  it('never gives away a digit: only the counts it was given appear (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(50),
        fc.nat(50),
        fc.option(fc.nat(400), { nil: undefined }),
        (seconds, hints, mistakes, streak) => {
          const line = shareText({ seconds, hints, mistakes, streak });
          return !line.includes('\n') && line.startsWith('Sudoku solved in ');
        },
      ),
    );
  });
});

describe('formatSeconds', () => {
  it('pads seconds and minutes', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(3600)).toBe('1:00:00');
    expect(formatSeconds(-3)).toBe('0:00');
    expect(formatSeconds(12.9)).toBe('0:12');
  });
});
