// Test puzzles from test/fixtures/puzzles-with-solutions.txt (Sudoku Exchange, public domain),
// and a PuzzleSource over them whose daily is a fixed function of the date.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { LEVELS, type Level } from '../../src/engine/levels.ts';
import { daysBetween, weekdayName } from '../../src/game/calendar.ts';
import type { PuzzleSource } from '../../src/game/puzzle-source.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../../src/game/puzzle.ts';

const FILE = resolve(import.meta.dirname, '../fixtures/puzzles-with-solutions.txt');

function digits(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => (c === '.' ? 0 : Number(c)));
}

/** The 40 fixture puzzles; every 10 are one level (easy, medium, hard, expert). */
export function fixturePuzzles(): PlayPuzzle[] {
  return readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => /^[0-9.]{81} \d{81}/.test(line))
    .map((line, i) => {
      const [puzzle, solution] = line.split(' ') as [string, string];
      return {
        geometry: classicGeometry(9),
        givens: digits(puzzle),
        solution: digits(solution),
        level: LEVELS[Math.min(3, Math.floor(i / 10))]!,
        variant: 'classic' as const,
      };
    });
}

const LAUNCH = '2025-01-01';
const WEEKDAY_LEVEL: Record<string, Level> = {
  Monday: 'easy',
  Tuesday: 'easy',
  Wednesday: 'medium',
  Thursday: 'medium',
  Friday: 'hard',
  Saturday: 'expert',
  Sunday: 'hard',
};

/** A PuzzleSource over the fixtures: the daily is picked by date, fresh puzzles cycle. */
export class FixturePuzzleSource implements PuzzleSource {
  private readonly puzzles = fixturePuzzles();
  private next = 0;
  /** Dates for which `daily` answers "not ready yet". */
  readonly notReady = new Set<string>();
  /** Level/variant pairs with no pre-generated puzzle. */
  readonly empty = new Set<string>();

  /** Dates `makeDaily` and `level/variant` pairs `makeFresh` was asked for (a player waited). */
  readonly madeOnDemand: string[] = [];
  /** When set, `makeDaily` and `makeFresh` fail as a broken generator would. */
  failMaking = false;

  async daily(date: string): Promise<DailyPuzzle | undefined> {
    if (this.notReady.has(date)) return undefined;
    return this.fixtureDaily(date);
  }

  /** Makes a date that was not ready: from then on `daily` has it too. */
  async makeDaily(date: string): Promise<DailyPuzzle> {
    if (this.failMaking) throw new Error('generator broke');
    this.madeOnDemand.push(date);
    this.notReady.delete(date);
    return this.fixtureDaily(date);
  }

  /** Makes puzzles of a level whose pool was empty: from then on `fresh` has them. */
  async makeFresh(level: Level, variant: PlayVariant): Promise<void> {
    if (this.failMaking) throw new Error('generator broke');
    this.madeOnDemand.push(`${level}/${variant}`);
    this.empty.delete(`${level}/${variant}`);
  }

  private fixtureDaily(date: string): DailyPuzzle {
    const number = daysBetween(LAUNCH, date) + 1;
    const level = WEEKDAY_LEVEL[weekdayName(date)]!;
    const pick = this.puzzles.filter((p) => p.level === level);
    const puzzle = pick[Math.abs(number) % pick.length]!;
    return { ...puzzle, date, number };
  }

  levelsOf(variant: PlayVariant): readonly Level[] {
    return variant === 'classic' ? LEVELS : [];
  }

  async hasFresh(level: Level, variant: PlayVariant): Promise<boolean> {
    return (
      variant === 'classic' &&
      !this.empty.has(`${level}/${variant}`) &&
      this.puzzles.some((p) => p.level === level)
    );
  }

  async fresh(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    if (variant !== 'classic' || this.empty.has(`${level}/${variant}`)) return undefined;
    const pick = this.puzzles.filter((p) => p.level === level);
    if (pick.length === 0) return undefined;
    return pick[this.next++ % pick.length];
  }
}
