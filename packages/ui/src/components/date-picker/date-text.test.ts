import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayValue,
  formatDateText,
  formatDateTimeText,
  parseDateText,
  parseDateTimeText,
} from './date-text';

describe('parseDateText', () => {
  it.each([
    ['05/12/2026', '2026-12-05'],
    ['5/1/2027', '2027-01-05'],
    [' 29.02.2028 ', '2028-02-29'],
    ['31-12-2026', '2026-12-31'],
    ['2026-12-05', '2026-12-05'],
  ])('%j → %s', (text, value) => expect(parseDateText(text)).toBe(value));

  it.each(['', 'mañana', '31/02/2026', '29/02/2027', '12/13/2026', '00/01/2026', '2026-1-5', '05/12/26'])(
    'refuses %j',
    (text) => expect(parseDateText(text)).toBeNull(),
  );
});

describe('parseDateTimeText', () => {
  it.each([
    ['05/12/2026 18:30', '2026-12-05T18:30'],
    ['5/12/2026  9:05', '2026-12-05T09:05'],
    ['2026-12-05T23:59', '2026-12-05T23:59'],
  ])('%j → %s', (text, value) => expect(parseDateTimeText(text)).toBe(value));

  it.each(['05/12/2026', '05/12/2026 24:00', '05/12/2026 18:60', '31/04/2026 10:00', '18:30'])(
    'refuses %j',
    (text) => expect(parseDateTimeText(text)).toBeNull(),
  );
});

describe('formatting', () => {
  it('writes the Spanish order and leaves other text as it is', () => {
    expect(formatDateText('2026-12-05')).toBe('05/12/2026');
    expect(formatDateText('')).toBe('');
    expect(formatDateText('05/1')).toBe('05/1');
    expect(formatDateTimeText('2026-12-05T18:30')).toBe('05/12/2026 18:30');
    expect(formatDateTimeText('')).toBe('');
  });

  it('goes to and from calendar days at local midnight', () => {
    const day = calendarDay('2026-03-29T10:00') as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 2, 29, 0]);
    expect(dayValue(day)).toBe('2026-03-29');
    expect(calendarDay('')).toBeUndefined();
  });
});
