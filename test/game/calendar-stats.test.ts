import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isDateKey,
  isValidTimeZone,
  parseClockTime,
  weekdayName,
  zonedTime,
} from '../../src/game/calendar.ts';
import { formatDuration, median, playerStats, streakOf } from '../../src/game/stats.ts';

describe('calendar in a zone', () => {
  it('gives the local date and minute of day', () => {
    const instant = new Date('2025-03-14T23:30:00Z');
    expect(zonedTime(instant, 'UTC')).toEqual({ date: '2025-03-14', minuteOfDay: 23 * 60 + 30 });
    expect(zonedTime(instant, 'Europe/Paris')).toEqual({ date: '2025-03-15', minuteOfDay: 30 });
    expect(zonedTime(instant, 'America/Los_Angeles').date).toBe('2025-03-14');
  });

  it('follows daylight saving changes', () => {
    // Paris moved from UTC+1 to UTC+2 on 2025-03-30 at 01:00 UTC.
    expect(zonedTime(new Date('2025-03-30T00:30:00Z'), 'Europe/Paris').minuteOfDay).toBe(90);
    expect(zonedTime(new Date('2025-03-30T01:30:00Z'), 'Europe/Paris').minuteOfDay).toBe(210);
  });

  it('does date arithmetic and validation', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-12-31', '2025-03-01')).toBe(60);
    expect(weekdayName('2025-03-14')).toBe('Friday');
    expect(isDateKey('2025-02-29')).toBe(false);
    expect(isDateKey('2024-02-29')).toBe(true);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('24:00')).toBeUndefined();
  });
});

describe('streaks and stats', () => {
  it('counts consecutive days, alive until the end of the next day', () => {
    const days = ['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-14'];
    expect(streakOf(days, '2025-03-14')).toEqual({ current: 1, best: 3 });
    expect(streakOf(days.slice(0, 3), '2025-03-13')).toEqual({ current: 3, best: 3 });
    expect(streakOf(days.slice(0, 3), '2025-03-14')).toEqual({ current: 0, best: 3 });
    expect(streakOf([], '2025-03-14')).toEqual({ current: 0, best: 0 });
    expect(streakOf(['2025-03-13', '2025-03-13'], '2025-03-13').current).toBe(1);
  });

  it('summarises a player', () => {
    const stats = playerStats(
      [
        {
          gameId: 'a',
          status: 'solved',
          dailyDate: '2025-03-13',
          elapsedMs: 300_000,
          mistakes: 1,
          hints: 0,
        },
        {
          gameId: 'b',
          status: 'solved',
          dailyDate: '2025-03-14',
          elapsedMs: 100_000,
          mistakes: 0,
          hints: 2,
        },
        {
          gameId: 'c',
          status: 'revealed',
          dailyDate: '2025-03-12',
          elapsedMs: 50_000,
          mistakes: 3,
          hints: 1,
        },
        { gameId: 'd', status: 'playing', mistakes: 0, hints: 0 },
      ],
      '2025-03-14',
    );
    expect(stats).toEqual({
      played: 4,
      solved: 2,
      revealed: 1,
      streak: { current: 2, best: 2 },
      bestMs: 100_000,
      medianMs: 200_000,
      mistakes: 4,
      hints: 3,
    });
    expect(median([3, 1, 2])).toBe(2);
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
