// Hints said through the catalogs (src/bot/hint-words.ts): in English word for word what the
// engine says (every level, board and cell hints, along whole solution paths of rated puzzles),
// and in French and Japanese at each level; the pseudo-locale wraps every word of them.

import { describe, expect, it } from 'vitest';
import type { Grid } from '../../src/engine/grid.ts';
import {
  applyStep,
  CandidateBoard,
  hint,
  hintForCell,
  HINT_TECHNIQUES,
  solutionPath,
} from '../../src/engine/logic/index.ts';
import type { HintLevel } from '../../src/engine/logic/hints.ts';
import { PSEUDO_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { renderText } from '../../src/i18n/text.ts';
import { hintFailureText, hintText } from '../../src/bot/hint-words.ts';
import { slimAnswer } from '../../src/work/hint-wire.ts';
import { gridOf, ratedFixtures } from '../engine/logic/helpers.ts';

const LEVELS: readonly HintLevel[] = [1, 2, 3];

/** The grid after the first `n` steps of its path are placed (placements only). */
function after(grid: Grid, n: number): Grid {
  const board = CandidateBoard.fromGrid(grid);
  for (const step of solutionPath(grid, { techniques: HINT_TECHNIQUES }).slice(0, n)) {
    applyStep(board, step);
  }
  return { ...grid, values: Uint8Array.from(board.values) };
}

function said(grid: Grid, level: HintLevel, locale: Locale, cell?: number): string {
  const found = cell === undefined ? hint({ grid }, level) : hintForCell({ grid }, cell, level);
  if (!found.ok) throw new Error(found.error.message);
  return renderText(hintText(slimAnswer(found.value), grid), locale);
}

// Puzzles across the scale: singles only, subsets and intersections, fish and wings, chains.
const PUZZLES = [1.5, 2.8, 3.4, 4.2, 6.6, 7.3].flatMap((rating) => {
  const found = ratedFixtures().find(([, r]) => Math.abs(r - rating) < 0.15);
  return found ? [found[0]] : [];
});

describe('hint words in English', () => {
  it('are the engine sentences word for word, board hints and cell hints, every level', () => {
    let compared = 0;
    for (const puzzle of PUZZLES) {
      const start = gridOf(puzzle);
      const path = solutionPath(start, { techniques: HINT_TECHNIQUES });
      for (const n of [0, 3, Math.floor(path.length / 2), path.length - 2]) {
        const grid = after(start, n);
        const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
        for (const level of LEVELS) {
          const found = hint({ grid }, level);
          if (!found.ok) continue;
          expect(renderText(hintText(slimAnswer(found.value), grid), 'en')).toBe(found.value.text);
          compared++;
          for (const cell of [empty[0], empty.at(-1)]) {
            if (cell === undefined) continue;
            const forCell = hintForCell({ grid }, cell, level);
            if (!forCell.ok) continue;
            const answer = slimAnswer(forCell.value);
            expect(renderText(hintText(answer, grid), 'en')).toBe(forCell.value.text);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('say wrong entries and ignored notes as the engine does', () => {
    const grid = gridOf(PUZZLES[0]!);
    const empty = [...grid.values.keys()].filter((c) => !grid.values[c]);
    const target = solutionPath(grid)[0]!.placements[0]!;
    let wrongSaid = 0;
    let conflictSaid = 0;
    for (let digit = 1; digit <= 9; digit++) {
      if (digit === target.digit) continue;
      const wrong = { ...grid, values: grid.values.slice() };
      wrong.values[target.cell] = digit;
      for (const level of LEVELS) {
        const found = hint({ grid: wrong }, level);
        if (found.ok) {
          expect(renderText(hintText(slimAnswer(found.value), wrong), 'en')).toBe(found.value.text);
          wrongSaid++;
        } else {
          expect(found.error.code).toBe('invalid');
          expect(renderText(hintFailureText(found.error, wrong, undefined), 'en')).toBe(
            found.error.message,
          );
          conflictSaid++;
        }
      }
    }
    expect(wrongSaid).toBeGreaterThan(0);
    expect(conflictSaid).toBeGreaterThan(0);
    const notes = new Uint32Array(81);
    notes[empty[0]!] = 0b10; // only a 1: wrong unless the cell is 1
    const found = hint({ grid, notes }, 3);
    if (!found.ok) throw new Error('no hint');
    expect(renderText(hintText(slimAnswer(found.value), grid), 'en')).toBe(found.value.text);
  });
});
