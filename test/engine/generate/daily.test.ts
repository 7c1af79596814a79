import { describe, expect, it } from 'vitest';
import { formatGrid } from '../../../src/engine/format.ts';
import {
  DAILY_SCHEDULE,
  dailyPuzzle,
  dailyPuzzles,
  isMinimal,
  isSymmetric,
  MAX_DAILY_BATCH,
  WEEKDAYS,
  type DailyOptions,
  type DailyPuzzle,
} from '../../../src/engine/generate/index.ts';
import { gradePuzzle, levelOfRating } from '../../../src/engine/grade/index.ts';
import { LEVELS } from '../../../src/engine/levels.ts';
import { solve } from '../../../src/engine/solve/index.ts';

const OPTIONS: DailyOptions = { salt: 'test-salt', launchDate: '2025-01-01' };

function daily(date: string, options: DailyOptions = OPTIONS): DailyPuzzle {
  const result = dailyPuzzle(date, options);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function expectFairDaily(d: DailyPuzzle): void {
  const solved = solve(d.puzzle);
  expect(solved.status).toBe('unique');
  if (solved.status === 'unique') expect(solved.solution).toEqual(d.solution);
  expect(isMinimal(d.puzzle.geometry, d.puzzle.values)).toBe(true);
  expect(isSymmetric(d.puzzle.values, d.puzzle.geometry, 'rotate180')).toBe(true);
  const graded = gradePuzzle(d.puzzle);
  expect(graded.ok && !graded.value.needsGuessing).toBe(true);
  if (graded.ok) expect(levelOfRating(graded.value.rating)).toBe(d.level);
}

describe('dailyPuzzle', () => {
  it('numbers days from the launch date and follows the weekday schedule', () => {
    const monday = daily('2025-03-10');
    expect(monday).toMatchObject({
      date: '2025-03-10',
      number: 69,
      weekday: 'monday',
      scheduledLevel: 'easy',
      level: 'easy',
      fallback: false,
    });
    expectFairDaily(monday);
    expect(daily('2025-01-01').number).toBe(1);
  });

  it('is a pure function of date and salt', () => {
    const a = daily('2025-03-11');
    const b = daily('2025-03-11');
    expect(formatGrid(a.puzzle)).toBe(formatGrid(b.puzzle));
    expect(a.rating).toBe(b.rating);
    expect(formatGrid(daily('2025-03-11', { ...OPTIONS, salt: 'another' }).puzzle)).not.toBe(
      formatGrid(a.puzzle),
    );
    expect(formatGrid(daily('2025-03-18').puzzle)).not.toBe(formatGrid(a.puzzle));
  });

  it('makes the week rise to an expert Saturday', () => {
    expect(WEEKDAYS.map((w) => DAILY_SCHEDULE[w])).toEqual([
      'easy',
      'medium',
      'medium',
      'hard',
      'hard',
      'expert',
      'hard',
    ]);
    const saturday = daily('2025-03-15');
    expect(saturday.weekday).toBe('saturday');
    expect(saturday.level).toBe('expert');
    expectFairDaily(saturday);
  });

  it('follows a custom schedule', () => {
    const schedule = { ...DAILY_SCHEDULE, saturday: 'easy' as const };
    expect(daily('2025-03-15', { ...OPTIONS, schedule }).level).toBe('easy');
  });

  it('falls back to the nearest miss, deterministically, when every round misses', () => {
    const schedule = Object.fromEntries(WEEKDAYS.map((w) => [w, 'extreme'])) as Record<
      (typeof WEEKDAYS)[number],
      'extreme'
    >;
    const options: DailyOptions = { ...OPTIONS, schedule, budget: 1 };
    let fallback: DailyPuzzle | undefined;
    for (let day = 1; day <= 28 && !fallback; day++) {
      const d = daily(`2025-05-${String(day).padStart(2, '0')}`, options);
      if (d.fallback) fallback = d;
    }
    expect(fallback).toBeDefined();
    if (fallback) {
      expect(fallback.scheduledLevel).toBe('extreme');
      expect(fallback.level).not.toBe('extreme');
      expectFairDaily(fallback);
      const again = daily(fallback.date, options);
      expect(formatGrid(again.puzzle)).toBe(formatGrid(fallback.puzzle));
    }
  });
});

describe('dailyPuzzles (pre-generation)', () => {
  it('makes consecutive days with consecutive numbers, equal to one-by-one dailies', () => {
    const result = dailyPuzzles('2025-02-27', 3, OPTIONS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((d) => [d.date, d.number])).toEqual([
      ['2025-02-27', 58],
      ['2025-02-28', 59],
      ['2025-03-01', 60],
    ]);
    expect(formatGrid(result.value[1]!.puzzle)).toBe(formatGrid(daily('2025-02-28').puzzle));
  });

  it.each([0, -1, 1.5, MAX_DAILY_BATCH + 1])('refuses a count of %j', (count) => {
    const result = dailyPuzzles('2025-02-27', count, OPTIONS);
    expect(!result.ok && result.error.code).toBe('bad-count');
  });
});

describe('dailyPuzzle: bad input', () => {
  it.each([
    ['2025-02-29', OPTIONS, 'bad-date', 'does not exist'],
    ['March 3', OPTIONS, 'bad-date', 'YYYY-MM-DD'],
    ['2025-03-03', { ...OPTIONS, launchDate: '2025/01/01' }, 'bad-launch-date', 'YYYY-MM-DD'],
    ['2024-12-31', OPTIONS, 'before-launch', '2025-01-01'],
    ['2025-03-03', { ...OPTIONS, salt: '' }, 'bad-salt', 'DAILY_SALT'],
    ['2025-03-03', { ...OPTIONS, salt: 'x'.repeat(201) }, 'bad-salt', '200'],
    ['2025-03-03', { ...OPTIONS, budget: 0 }, 'bad-budget', 'budget'],
  ] as const)('%s with %j: %s', (date, options, code, hint) => {
    const result = dailyPuzzle(date, options);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toContain(hint);
    }
  });

  it('names the allowed levels when the schedule has an unknown one', () => {
    const schedule = { ...DAILY_SCHEDULE, friday: 'brutal' } as unknown as typeof DAILY_SCHEDULE;
    const result = dailyPuzzle('2025-03-03', { ...OPTIONS, schedule });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-schedule');
      for (const level of LEVELS) expect(result.error.message).toContain(level);
    }
  });
});
