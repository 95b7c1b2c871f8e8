import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayName,
  monthCaption,
  monthWeeks,
  sameDay,
  startOfWeek,
  weekdayNames,
} from './calendar-month';

const iso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

describe('calendar month', () => {
  it('shows whole weeks from Monday, from the week of the 1st to the week of the last day', () => {
    const weeks = monthWeeks(new Date(2030, 2, 5), 1);
    expect(weeks).toHaveLength(5);
    expect(weeks.map((week) => iso(week[0] as Date))).toEqual([
      '2030-02-25',
      '2030-03-04',
      '2030-03-11',
      '2030-03-18',
      '2030-03-25',
    ]);
    expect(iso(weeks[4]?.[6] as Date)).toBe('2030-03-31');
  });

  it('adds a sixth row when the month needs it, and starts on Sunday when asked', () => {
    expect(monthWeeks(new Date(2030, 8, 1), 1)).toHaveLength(6);
    expect(iso(startOfWeek(new Date(2030, 2, 5), 0))).toBe('2030-03-03');
  });

  it('moves by months keeping the day, or the last day of a shorter month', () => {
    expect(iso(addMonths(new Date(2030, 0, 31), 1))).toBe('2030-02-28');
    expect(iso(addMonths(new Date(2030, 11, 15), 1))).toBe('2031-01-15');
    expect(iso(addMonths(new Date(2030, 2, 31), -13))).toBe('2029-02-28');
  });

  it('names days, months and weekdays in Spanish as the calendar shows them', () => {
    expect(dayName(new Date(2030, 2, 5), 'es')).toBe('martes, 5 de marzo de 2030');
    expect(monthCaption(new Date(2030, 2, 1), 'es')).toBe('marzo 2030');
    expect(weekdayNames('es', 1).map((day) => day.short)).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
    expect(weekdayNames('es', 1)[2]?.long).toBe('miércoles');
  });

  it('compares calendar days, not instants', () => {
    expect(sameDay(new Date(2030, 2, 5, 23, 59), new Date(2030, 2, 5))).toBe(true);
    expect(sameDay(new Date(2030, 2, 5), undefined)).toBe(false);
  });
});
