import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, parseDate } from '../../../src/engine/generate/calendar.ts';

function date(key: string) {
  const result = parseDate(key);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('parseDate', () => {
  it('counts days from 1970-01-01 and names the weekday', () => {
    expect(date('1970-01-01')).toEqual({ key: '1970-01-01', day: 0, weekday: 'thursday' });
    expect(date('2000-01-01').weekday).toBe('saturday');
    expect(date('2024-02-29').weekday).toBe('thursday');
    expect(date('2025-03-10').weekday).toBe('monday');
    expect(date('2025-01-01').day).toBe(20089);
  });

  it('accepts leap days only in leap years', () => {
    expect(parseDate('2024-02-29').ok).toBe(true);
    expect(parseDate('2000-02-29').ok).toBe(true);
    expect(parseDate('1900-02-29').ok).toBe(false);
    expect(parseDate('2100-02-29').ok).toBe(false);
    expect(parseDate('2025-02-29').ok).toBe(false);
  });

  it.each([
    ['2025-3-14', 'YYYY-MM-DD'],
    ['14/03/2025', 'YYYY-MM-DD'],
    ['', 'YYYY-MM-DD'],
    ['2025-13-01', '01 to 12'],
    ['2025-00-10', '01 to 12'],
    ['2025-04-31', '01 to 30'],
    ['1969-12-31', '1970'],
  ])('refuses %j with a message that shows what is expected', (text, hint) => {
    const result = parseDate(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('bad-date');
      expect(result.error.message).toContain(hint);
    }
  });

  it('round-trips every day number through its key', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_900_000 }), (day) => {
        const d = dateOfDay(day);
        const again = date(d.key);
        return again.day === day && again.weekday === d.weekday;
      }),
    );
  });

  it('steps across month, year and leap boundaries', () => {
    expect(addDays(date('2024-02-28'), 1).key).toBe('2024-02-29');
    expect(addDays(date('2024-02-28'), 2).key).toBe('2024-03-01');
    expect(addDays(date('2024-12-31'), 1).key).toBe('2025-01-01');
    expect(addDays(date('2025-01-01'), -1).key).toBe('2024-12-31');
    expect(addDays(date('2025-03-10'), 6).weekday).toBe('sunday');
  });
});
