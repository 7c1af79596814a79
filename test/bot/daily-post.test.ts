// How far back a retried post is looked for: the start of its date in the deployment's zone
// (less an hour), in any zone, across daylight-saving changes.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfDate } from '../../src/bot/post-build.ts';
import { addDays, zonedTime } from '../../src/game/calendar.ts';

const ZONES = [
  'UTC',
  'Asia/Tokyo',
  'America/New_York',
  'Europe/Paris',
  'Australia/Lord_Howe',
  'America/Sao_Paulo',
  'America/Havana',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
];

describe('startOfDate', () => {
  it('is before the date begins in its zone, by at most about two hours', () => {
    const dates = fc.integer({ min: 0, max: 365 * 12 }).map((days) => addDays('2015-01-01', days));
    fc.assert(
      fc.property(dates, fc.constantFrom(...ZONES), (date, zone) => {
        const since = startOfDate(date, zone);
        expect(zonedTime(new Date(since), zone).date < date).toBe(true);
        expect(zonedTime(new Date(since + 2 * 3600_000), zone).date).toBe(date);
      }),
      { numRuns: 2000 },
    );
  });

  it('is local midnight less an hour where midnight exists', () => {
    expect(startOfDate('2025-03-14', 'UTC')).toBe(Date.parse('2025-03-13T23:00:00Z'));
    expect(startOfDate('2025-03-14', 'Asia/Tokyo')).toBe(Date.parse('2025-03-13T14:00:00Z'));
    // New York's first day of summer time still starts at midnight, EST.
    expect(startOfDate('2025-03-09', 'America/New_York')).toBe(Date.parse('2025-03-09T04:00:00Z'));
  });
});
