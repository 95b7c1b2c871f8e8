import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dayValue,
  formatDateText,
  formatDateTimeText,
  parseDateText,
  parseDateTimeText,
} from './date-text';

/** A fixed today for the two-digit years: 28 November 2026. */
const NOW = new Date(2026, 10, 28, 12, 0);

describe('parseDateText', () => {
  it.each([
    ['10/12/2026', '2026-12-10'],
    ['1/2/26', '2026-02-01'],
    ['1/2/80', '1980-02-01'],
    ['31/12/75', '2075-12-31'],
    ['05/12/2026', '2026-12-05'],
    ['5/1/2027', '2027-01-05'],
    [' 29.02.2028 ', '2028-02-29'],
    ['31-12-2026', '2026-12-31'],
    ['2026-12-05', '2026-12-05'],
  ])('%j → %s', (text, value) => expect(parseDateText(text, NOW)).toBe(value));

  it.each([
    '',
    'mañana',
    '31/02/2026',
    '29/02/2027',
    '12/13/2026',
    '00/01/2026',
    '2026-1-5',
    '10/12',
    '10/12/202',
    '10/12/0999',
  ])('refuses %j', (text) => expect(parseDateText(text, NOW)).toBeNull());
});

describe('parseDateTimeText', () => {
  it.each([
    ['05/12/2026 18:30', '2026-12-05T18:30'],
    ['5/12/2026  9:05', '2026-12-05T09:05'],
    ['2026-12-05T23:59', '2026-12-05T23:59'],
    ['10/12/2026 18:30', '2026-12-10T18:30'],
    ['1/2/26 8:00', '2026-02-01T08:00'],
  ])('%j → %s', (text, value) => expect(parseDateTimeText(text, undefined, NOW)).toBe(value));

  it('gives a date typed alone the default time, day first', () => {
    expect(parseDateTimeText('10/12/2026', '23:59', NOW)).toBe('2026-12-10T23:59');
    expect(parseDateTimeText('1/2/26', '23:59', NOW)).toBe('2026-02-01T23:59');
    expect(parseDateTimeText('10/12/2026', undefined, NOW)).toBeNull();
  });

  it.each(['05/12/2026 24:00', '05/12/2026 18:60', '31/04/2026 10:00', '18:30', '13/13/2026', '10/12'])(
    'refuses %j',
    (text) => expect(parseDateTimeText(text, '23:59', NOW)).toBeNull(),
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
